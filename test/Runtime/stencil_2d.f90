! CROSS2D stencil dofmaps (stencil_2D_dofmap_mod) and stencil dofmaps on a mesh without a
! halo, which wraps around: every cell has a full stencil at any extent. On a 5 x 4 mesh of
! one layer a W3 dof is its cell's id (j * 5 + i + 1), so the maps show the cells: the
! branches of cell 7, at (1, 1), go W, S, E, N from the cell itself, wrapping around.
! RUN: flang-new-22 -c -I %rt_fortran_mods %s -o %t.o
! RUN: %cc %t.o %rt_fortran_libs %flang_rt -o %t
! RUN: %t | FileCheck %s
program stencil_2d
  use constants_mod, only: i_def, r_def
  use fs_continuity_mod, only: W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use stencil_dofmap_mod, only: stencil_dofmap_type, STENCIL_CROSS
  use stencil_2D_dofmap_mod, only: stencil_2D_dofmap_type, STENCIL_2D_CROSS
  implicit none
  type(mesh_type), target :: mesh
  type(function_space_type), target :: w3_fs
  type(stencil_2D_dofmap_type), pointer :: map2d, again
  type(stencil_dofmap_type), pointer :: map
  integer(i_def), pointer :: sizes(:,:), dofmap(:,:,:,:), sizes1(:), dofmap1(:,:,:)
  integer(i_def) :: b

  mesh = mesh_type(5, 4, 1, 1.0_r_def, 1.0_r_def, 1.0_r_def, 0)
  w3_fs = function_space_type(mesh, 0, W3)

  map2d => w3_fs%get_stencil_2D_dofmap(STENCIL_2D_CROSS, 2)
  sizes => map2d%get_stencil_sizes()
  dofmap => map2d%get_whole_dofmap()
  write(*, '(a, 4(1x, i0))') 'shape', shape(dofmap)
  write(*, '(a, 2(1x, i0), 2(1x, i0))') 'sizes', shape(sizes), minval(sizes), maxval(sizes)
  do b = 1, 4
    write(*, '(a, i0, a, 3(1x, i0))') 'branch ', b, ':', dofmap(1, :, b, 7)
  end do
  ! CHECK:      shape 1 3 4 20
  ! CHECK-NEXT: sizes 4 20 3 3
  ! CHECK-NEXT: branch 1: 7 6 10
  ! CHECK-NEXT: branch 2: 7 2 17
  ! CHECK-NEXT: branch 3: 7 8 9
  ! CHECK-NEXT: branch 4: 7 12 17
  again => w3_fs%get_stencil_2D_dofmap(STENCIL_2D_CROSS, 2)
  write(*, '(a, l1)') 'kept: ', associated(again, map2d)
  ! CHECK-NEXT: kept: T

  ! Without a halo, a stencil map covers every cell, at an extent no halo would allow. With
  ! four rows, the S and N arms of extent 2 meet at row 3: that cell counts once (entries
  ! past the size are 0), where each CROSS2D branch above keeps it.
  map => w3_fs%get_stencil_dofmap(STENCIL_CROSS, 2)
  sizes1 => map%get_stencil_sizes()
  dofmap1 => map%get_whole_dofmap()
  write(*, '(a, 3(1x, i0), a, 2(1x, i0))') 'cross', shape(dofmap1), ' sizes', &
    minval(sizes1), maxval(sizes1)
  write(*, '(a, 9(1x, i0))') 'cell 7:', dofmap1(1, :, 7)
  ! CHECK-NEXT: cross 1 9 20 sizes 8 8
  ! CHECK-NEXT: cell 7: 7 6 10 2 17 8 9 12 0
  call w3_fs%clear()
end program stencil_2d
