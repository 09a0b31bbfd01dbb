! The Fortran modules over MPI on 3 ranks (and 1): mesh_type partitions a 6 x 4 mesh, W0 and
! W3 fields are set from global cell ids through the proxies, halo_exchange and
! halo_exchange_start/finish fill every halo cell's dofs with its owner's values, and
! scalar_type%get_sum and the proxies' reductions give the global results, the same on every
! rank and on any number of ranks; write_field_global's file is the same on 1 and 3 ranks.
! REQUIRES: mpi
! RUN: flang-new-22 -c -I %rt_fortran_mods %s -o %t.o
! RUN: %cc %t.o %rt_fortran_mpi_libs %flang_rt -o %t
! RUN: %t %t.np1.txt | FileCheck %s --check-prefixes=CHECK,NP1
! RUN: %mpirun -np 3 %t %t.np3.txt | FileCheck %s --check-prefixes=CHECK,NP3
! RUN: cmp %t.np1.txt %t.np3.txt
! RUN: FileCheck %s --check-prefix=FILE < %t.np3.txt
program mpi_fields_test

  use constants_mod, only: i_def, r_def
  use fs_continuity_mod, only: W0, W3
  use mesh_mod, only: mesh_type
  use mpi_mod, only: get_comm_size, get_comm_rank, finalise_comm
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use integer_field_mod, only: integer_field_type, integer_field_proxy_type
  use scalar_mod, only: scalar_type
  use psy_rt_io_mod, only: write_field_global

  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: rho, theta
  type(integer_field_type) :: ids
  type(field_proxy_type) :: rho_p, theta_p
  type(integer_field_proxy_type) :: ids_p
  type(scalar_type) :: global_sum
  integer(i_def), pointer :: map_w3(:,:), map_w0(:,:)
  integer(i_def) :: cell, k, df, nlayers, errors
  real(r_def) :: asum, reduced(5)
  character(256) :: path

  call get_command_argument(1, path)
  mesh = mesh_type(6, 4, 2, 1.0_r_def, 1.0_r_def, 1.0_r_def, 2)
  w0_fs = function_space_type(mesh, 0, W0)
  w3_fs = function_space_type(mesh, 0, W3)
  call rho%initialise(vector_space=w3_fs, name='rho')
  call theta%initialise(vector_space=w0_fs, name='theta')
  call ids%initialise(vector_space=w3_fs, name='ids')
  rho_p = rho%get_proxy()
  theta_p = theta%get_proxy()
  ids_p = ids%get_proxy()
  nlayers = mesh%get_nlayers()
  if (get_comm_rank() == 0) print '(a,i0)', 'ranks ', get_comm_size()
  ! NP1: ranks 1
  ! NP3: ranks 3

  ! Owned W3 dofs: 10 * global cell id (1-based) + layer; the halo -1 until exchanged.
  map_w3 => rho_p%vspace%get_whole_dofmap()
  rho_p%data(:) = -1.0_r_def
  ids_p%data(:) = -1
  do cell = 1, mesh%get_last_edge_cell()
    do k = 0, nlayers - 1
      rho_p%data(map_w3(1, cell) + k) = 10.0_r_def * mesh%get_gid_from_lid(cell) + k
      ids_p%data(map_w3(1, cell) + k) = mesh%get_gid_from_lid(cell)
    end do
  end do
  call rho_p%set_dirty()
  call ids_p%set_dirty()
  call rho_p%halo_exchange(depth=2)
  call ids_p%halo_exchange_start(depth=1)
  call ids_p%halo_exchange_finish(depth=1)
  errors = 0
  do cell = 1, mesh%get_last_halo_cell(2)
    do k = 0, nlayers - 1
      if (rho_p%data(map_w3(1, cell) + k) /= 10.0_r_def * mesh%get_gid_from_lid(cell) + k) &
        errors = errors + 1
      if (cell <= mesh%get_last_halo_cell(1) .and. &
          ids_p%data(map_w3(1, cell) + k) /= mesh%get_gid_from_lid(cell)) errors = errors + 1
    end do
  end do
  ! Reductions are collective: every rank calls them, rank 0 prints.
  global_sum%value = real(errors, r_def)
  asum = global_sum%get_sum()
  if (get_comm_rank() == 0) print '(a,f0.1,a,l1)', 'W3 halo errors ', asum, &
      ' clean ', .not. rho_p%is_dirty(depth=2)
  ! CHECK: W3 halo errors .0 clean T

  ! W0: 1 on owned dofs, exchanged with start/finish: every dof of a depth-1 cell is 1.
  map_w0 => theta_p%vspace%get_whole_dofmap()
  theta_p%data(:) = 0.0_r_def
  theta_p%data(1:theta_p%vspace%get_last_dof_owned()) = 1.0_r_def
  call theta_p%set_dirty()
  call theta_p%halo_exchange_start(depth=1)
  asum = sum(rho_p%data(1:rho_p%vspace%get_last_dof_owned()))
  call theta_p%halo_exchange_finish(depth=1)
  errors = 0
  do cell = 1, mesh%get_last_halo_cell(1)
    do df = 1, theta_p%vspace%get_ndf()
      if (theta_p%data(map_w0(df, cell)) /= 1.0_r_def) errors = errors + 1
    end do
  end do
  global_sum%value = real(errors, r_def)
  errors = nint(global_sum%get_sum())
  if (get_comm_rank() == 0) print '(a,i0)', 'W0 halo errors ', errors
  ! CHECK: W0 halo errors 0

  ! Sum of 10 * id + k over ids 1..24 and layers 0, 1: 10 * 2 * 300 + 24 = 6024.
  global_sum = scalar_type(asum)
  reduced = [global_sum%get_sum(), rho_p%get_sum(), rho_p%get_min(), rho_p%get_max(), &
             theta_p%get_sum()]
  if (get_comm_rank() == 0) print '(a,f0.1,a,f0.1,a,f0.1,a,f0.1,a,i0)', 'sum ', reduced(1), &
      ' proxy sum ', reduced(2), ' min ', reduced(3), ' max ', reduced(4), &
      ' W0 dofs ', nint(reduced(5))
  ! CHECK: sum 6024.0 proxy sum 6024.0 min 10.0 max 241.0 W0 dofs 72

  call write_field_global(rho, path)
  ! W3 columns are cells (entity kind 3): id (3 * 24 + cell id) * (nlayers + 1) + layer.
  ! FILE: 216 10
  ! FILE-NEXT: 217 11
  ! FILE-NEXT: 219 20

  call ids%field_final()
  call rho%field_final()
  call theta%field_final()
  call w0_fs%clear()
  call w3_fs%clear()
  call mesh%clear()
  if (get_comm_rank() == 0) print '(a)', 'done'
  ! CHECK: done
  call finalise_comm()
end program mpi_fields_test
