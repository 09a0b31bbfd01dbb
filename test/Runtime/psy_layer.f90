! A PSy layer written as PSyclone generates it for LFRic with distributed memory and
! colouring, run against the runtime: a field array chi(3) passed to an invoke with one
! proxy per component and per-component halo exchanges, the mesh's colour map and
! per-colour loop bounds (last_halo_cell_all_colours), a kernel incrementing a continuous
! (W0) field coloured to halo depth 1, then an inner-product builtin finished with
! scalar_type's global sum, and a CROSS stencil kernel reading the stencil dofmap and
! sizes. The coloured loop must give exactly the uncoloured result (so the colour map and
! its loop bounds cover each cell to depth 1 once; colouring.c checks the colours).
! RUN: flang-new-22 -c -I %rt_fortran_mods %s -o %t.o
! RUN: %cc %t.o %rt_fortran_libs %flang_rt -o %t
! RUN: %t | FileCheck %s
module psy_layer_mod

  use constants_mod, only: i_def, r_def
  use field_mod, only: field_type, field_proxy_type
  use mesh_mod, only: mesh_type
  use scalar_mod, only: scalar_type

  implicit none

contains

  !> Adds rho * (cell volume from the Wchi coordinates) / 8 to each W0 dof of each cell.
  subroutine mass_to_vertices_code(nlayers, f1, rho, chi_1, chi_2, chi_3, ndf_w0, undf_w0, &
                                   map_w0, ndf_w3, undf_w3, map_w3, ndf_wchi, undf_wchi, &
                                   map_wchi)
    integer(i_def), intent(in) :: nlayers, ndf_w0, undf_w0, ndf_w3, undf_w3, ndf_wchi, undf_wchi
    real(r_def), intent(inout) :: f1(undf_w0)
    real(r_def), intent(in) :: rho(undf_w3), chi_1(undf_wchi), chi_2(undf_wchi), chi_3(undf_wchi)
    integer(i_def), intent(in) :: map_w0(ndf_w0), map_w3(ndf_w3), map_wchi(ndf_wchi)
    integer(i_def) :: k, df
    real(r_def) :: volume
    do k = 0, nlayers - 1
      volume = extent(chi_1) * extent(chi_2) * extent(chi_3)
      do df = 1, ndf_w0
        f1(map_w0(df) + k) = f1(map_w0(df) + k) + rho(map_w3(1) + k) * volume / 8.0_r_def
      end do
    end do
  contains
    real(r_def) function extent(chi)
      real(r_def), intent(in) :: chi(:)
      extent = maxval(chi(map_wchi + k)) - minval(chi(map_wchi + k))
    end function extent
  end subroutine mass_to_vertices_code

  subroutine invoke_mass_to_vertices(f1, rho, chi, coloured)
    type(field_type), intent(in) :: f1, rho, chi(3)
    logical, intent(in) :: coloured
    type(field_proxy_type) :: f1_proxy, rho_proxy, chi_proxy(3)
    type(mesh_type), pointer :: mesh => null()
    integer(i_def), pointer :: map_w0(:,:) => null(), map_w3(:,:) => null()
    integer(i_def), pointer :: map_wchi(:,:) => null(), cmap(:,:) => null()
    integer(i_def), allocatable :: last_halo_cell_all_colours(:,:)
    integer(i_def) :: cell, colour, ncolour, nlayers, max_halo_depth_mesh

    f1_proxy = f1%get_proxy()
    rho_proxy = rho%get_proxy()
    chi_proxy(1) = chi(1)%get_proxy()
    chi_proxy(2) = chi(2)%get_proxy()
    chi_proxy(3) = chi(3)%get_proxy()
    nlayers = f1_proxy%vspace%get_nlayers()
    mesh => f1_proxy%vspace%get_mesh()
    max_halo_depth_mesh = mesh%get_halo_depth()
    ncolour = mesh%get_ncolours()
    cmap => mesh%get_colour_map()
    map_w0 => f1_proxy%vspace%get_whole_dofmap()
    map_w3 => rho_proxy%vspace%get_whole_dofmap()
    map_wchi => chi_proxy(1)%vspace%get_whole_dofmap()
    last_halo_cell_all_colours = mesh%get_last_halo_cell_all_colours()

    if (rho_proxy%is_dirty(depth=1)) call rho_proxy%halo_exchange(depth=1)
    if (chi_proxy(1)%is_dirty(depth=1)) call chi_proxy(1)%halo_exchange(depth=1)
    if (chi_proxy(2)%is_dirty(depth=1)) call chi_proxy(2)%halo_exchange(depth=1)
    if (chi_proxy(3)%is_dirty(depth=1)) call chi_proxy(3)%halo_exchange(depth=1)
    if (coloured) then
      do colour = 1, ncolour
        do cell = 1, last_halo_cell_all_colours(colour, 1)
          call kernel(cmap(colour, cell))
        end do
      end do
    else
      do cell = 1, mesh%get_last_halo_cell(1)
        call kernel(cell)
      end do
    end if
    call f1_proxy%set_dirty()
  contains
    subroutine kernel(c)
      integer(i_def), intent(in) :: c
      call mass_to_vertices_code(nlayers, f1_proxy%data, rho_proxy%data, chi_proxy(1)%data, &
                                 chi_proxy(2)%data, chi_proxy(3)%data, &
                                 f1_proxy%vspace%get_ndf(), f1_proxy%vspace%get_undf(), &
                                 map_w0(:, c), rho_proxy%vspace%get_ndf(), &
                                 rho_proxy%vspace%get_undf(), map_w3(:, c), &
                                 chi_proxy(1)%vspace%get_ndf(), &
                                 chi_proxy(1)%vspace%get_undf(), map_wchi(:, c))
    end subroutine kernel
  end subroutine invoke_mass_to_vertices

  !> out = sum over the stencil cells k of k * f(cell k), layer by layer.
  subroutine weighted_cross_code(nlayers, out, f, f_stencil_size, f_stencil_dofmap, ndf_w3, &
                                 undf_w3, map_w3)
    integer(i_def), intent(in) :: nlayers, f_stencil_size, ndf_w3, undf_w3
    real(r_def), intent(inout) :: out(undf_w3)
    real(r_def), intent(in) :: f(undf_w3)
    integer(i_def), intent(in) :: f_stencil_dofmap(ndf_w3, f_stencil_size), map_w3(ndf_w3)
    integer(i_def) :: k, s
    do k = 0, nlayers - 1
      out(map_w3(1) + k) = 0.0_r_def
      do s = 1, f_stencil_size
        out(map_w3(1) + k) = out(map_w3(1) + k) + s * f(f_stencil_dofmap(1, s) + k)
      end do
    end do
  end subroutine weighted_cross_code

  subroutine invoke_weighted_cross(out, f, f_extent)
    use stencil_dofmap_mod, only: stencil_dofmap_type, STENCIL_CROSS
    type(field_type), intent(in) :: out, f
    integer(i_def), intent(in) :: f_extent
    type(field_proxy_type) :: out_proxy, f_proxy
    type(stencil_dofmap_type), pointer :: stencil_map => null()
    integer(i_def), pointer :: f_stencil_size(:) => null(), f_stencil_dofmap(:,:,:) => null()
    integer(i_def), pointer :: map_w3(:,:) => null()
    type(mesh_type), pointer :: mesh => null()
    integer(i_def) :: cell
    out_proxy = out%get_proxy()
    f_proxy = f%get_proxy()
    mesh => out_proxy%vspace%get_mesh()
    stencil_map => f_proxy%vspace%get_stencil_dofmap(STENCIL_CROSS, f_extent)
    f_stencil_dofmap => stencil_map%get_whole_dofmap()
    f_stencil_size => stencil_map%get_stencil_sizes()
    map_w3 => out_proxy%vspace%get_whole_dofmap()
    if (f_proxy%is_dirty(depth=f_extent)) call f_proxy%halo_exchange(depth=f_extent)
    do cell = 1, mesh%get_last_edge_cell()
      call weighted_cross_code(out_proxy%vspace%get_nlayers(), out_proxy%data, f_proxy%data, &
                               f_stencil_size(cell), f_stencil_dofmap(:, :, cell), &
                               out_proxy%vspace%get_ndf(), out_proxy%vspace%get_undf(), &
                               map_w3(:, cell))
    end do
    call out_proxy%set_dirty()
  end subroutine invoke_weighted_cross

  !> X_innerproduct_Y over owned dofs, then the global sum.
  subroutine invoke_inner_product(asum, f1, f2)
    real(r_def), intent(out) :: asum
    type(field_type), intent(in) :: f1, f2
    type(field_proxy_type) :: f1_proxy, f2_proxy
    type(scalar_type) :: global_sum
    integer(i_def) :: df
    f1_proxy = f1%get_proxy()
    f2_proxy = f2%get_proxy()
    asum = 0.0_r_def
    do df = 1, f1_proxy%vspace%get_last_dof_owned()
      asum = asum + f1_proxy%data(df) * f2_proxy%data(df)
    end do
    global_sum%value = asum
    asum = global_sum%get_sum()
  end subroutine invoke_inner_product

end module psy_layer_mod

program psy_layer_test

  use constants_mod, only: i_def, r_def
  use fs_continuity_mod, only: W0, W3, Wchi
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use psy_layer_mod
  use flux_direction_mod, only: x_direction, y_direction
  use stencil_dofmap_mod, only: stencil_dofmap_type, STENCIL_1DX, STENCIL_1DY

  implicit none

  integer(i_def), parameter :: nx = 5, ny = 3, nlayers = 4
  real(r_def), parameter :: dx = 2.0_r_def, dy = 0.5_r_def, dz = 4.0_r_def
  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs, wchi_fs
  type(field_type) :: f1, f1_plain, rho, chi(3), stencil_out
  type(field_proxy_type) :: p, q, chi_p
  integer(i_def), pointer :: ncp_colour(:), cmap(:,:)
  integer(i_def), allocatable :: last(:,:)
  integer(i_def) :: i, ncolour
  real(r_def) :: asum, vol

  mesh = mesh_type(nx, ny, nlayers, dx, dy, dz, 2)
  w0_fs = function_space_type(mesh, 0, W0)
  w3_fs = function_space_type(mesh, 0, W3)
  wchi_fs = function_space_type(mesh, 1, Wchi)
  call f1%initialise(vector_space=w0_fs, name='f1')
  call f1_plain%initialise(vector_space=w0_fs, name='f1_plain')
  call rho%initialise(vector_space=w3_fs, name='rho')
  call stencil_out%initialise(vector_space=w3_fs, name='stencil_out')
  do i = 1, 3
    call chi(i)%initialise(vector_space=wchi_fs, name='chi')
    call fill_coordinates(chi(i), i)
  end do
  p = rho%get_proxy()
  p%data = 1.0_r_def
  call p%set_dirty()

  ! Colour map: 4 colours (the mesh has a halo), each colour's loop bounds adding up to
  ! the cell counts; the function space gives the same map (the older interface).
  call w0_fs%get_colours(ncolour, ncp_colour, cmap)
  print '(a,i0,a,i0,1x,i0,a,i0,1x,i0,a,l1)', 'colours ', mesh%get_ncolours(), ' owned ', &
        sum(mesh%get_last_edge_cell_all_colours()), mesh%get_last_edge_cell(), ' halo1 ', &
        mesh%get_last_halo_cell_per_colour(1, 1) + mesh%get_last_halo_cell_per_colour(2, 1) &
        + mesh%get_last_halo_cell_per_colour(3, 1) + mesh%get_last_halo_cell_per_colour(4, 1), &
        mesh%get_last_halo_cell(1), ' same map ', &
        ncolour == 4 .and. associated(cmap, mesh%get_colour_map()) .and. &
        sum(ncp_colour) == mesh%get_last_halo_cell()
  ! CHECK: colours 4 owned 15 15 halo1 35 35 same map T
  last = mesh%get_last_halo_cell_all_colours()
  print '(a,2(i0,1x),a,l1,a,i0)', 'all colours: shape ', shape(last), 'deepest ', &
        all(last(:, 2) == mesh%get_last_halo_cell_all_colours_deepest()), ' depth 1 ', &
        sum(last(:, 1))
  ! CHECK-NEXT: all colours: shape 4 2 deepest T depth 1 35

  call invoke_mass_to_vertices(f1, rho, chi, .true.)
  call invoke_mass_to_vertices(f1_plain, rho, chi, .false.)
  chi_p = chi(2)%get_proxy()
  p = f1%get_proxy()
  q = f1_plain%get_proxy()
  print '(a,l1,l1,l1,a,l1)', 'chi clean to depth 1: ', (.not. chi_p%is_dirty(depth=1)), &
        chi_p%is_dirty(depth=2), p%is_dirty(depth=1), ' coloured = uncoloured: ', &
        all(p%data(1:w0_fs%get_last_dof_owned()) == q%data(1:w0_fs%get_last_dof_owned()))
  ! CHECK-NEXT: chi clean to depth 1: TTT coloured = uncoloured: T

  ! Each owned vertex gets vol / 8 from each of its cells: vol / 2 on the bottom and top
  ! levels, vol inside.
  vol = dx * dy * dz
  call invoke_inner_product(asum, f1, f1)
  print '(a,l1,a,f0.1,1x,f0.1)', 'values ', all(p%data(1:w0_fs%get_last_dof_owned()) == vol &
        .or. p%data(1:w0_fs%get_last_dof_owned()) == vol / 2), ' inner product ', asum, &
        nx * ny * (2 * (vol / 2)**2 + (nlayers - 1) * vol**2)
  ! CHECK-NEXT: values T inner product 840.0 840.0

  ! A CROSS stencil of extent 1 on W3, with the halo exchange it needs: cell (i, j) sums
  ! k * g over its stencil cells k = C, W, S, E, N, where g(i, j) = i + 10 j + 100 layer on
  ! the owned cells and the halo holds its periodic images.
  call invoke_weighted_cross(stencil_out, rho, 1)
  call fill_w3(rho)
  call invoke_weighted_cross(stencil_out, rho, 1)
  p = stencil_out%get_proxy()
  q = rho%get_proxy()
  print '(a,l1,a,l1)', 'cross stencil ', stencil_ok(p), ' rho clean to depth 1 ', &
        .not. q%is_dirty(depth=1)
  ! CHECK-NEXT: cross stencil T rho clean to depth 1 T

  ! XORY1D: the run-time direction picks STENCIL_1DX or STENCIL_1DY, whose cells after the
  ! centre are W, E (S, N) neighbours.
  print '(a,l1,1x,l1)', 'xory1d ', xory1d_ok(x_direction), xory1d_ok(y_direction)
  ! CHECK-NEXT: xory1d T T

  call stencil_out%field_final()
  call f1%field_final()
  call f1_plain%field_final()
  call rho%field_final()
  do i = 1, 3
    call chi(i)%field_final()
  end do
  call w0_fs%clear()
  call w3_fs%clear()
  call wchi_fs%clear()
  call mesh%clear()

contains

  real(r_def) function g(i, j, k)
    integer(i_def), intent(in) :: i, j, k
    g = modulo(i, nx) + 10 * modulo(j, ny) + 100 * k
  end function g

  ! rho = g on the owned cells, its halo left dirty.
  subroutine fill_w3(field)
    type(field_type), intent(in) :: field
    type(field_proxy_type) :: fp
    integer(i_def), pointer :: map(:,:)
    integer(i_def) :: cell, k
    fp = field%get_proxy()
    map => fp%vspace%get_whole_dofmap()
    fp%data = -1.0_r_def
    do cell = 1, mesh%get_last_edge_cell()
      do k = 0, nlayers - 1
        fp%data(map(1, cell) + k) = g(mod(cell - 1, nx), (cell - 1) / nx, k)
      end do
    end do
    call fp%set_dirty()
  end subroutine fill_w3

  logical function xory1d_ok(direction)
    integer(i_def), intent(in) :: direction
    type(stencil_dofmap_type), pointer :: stencil_map
    integer(i_def), pointer :: smap(:,:,:), sizes(:), map(:,:)
    integer(i_def) :: faces(2), cell
    if (direction == x_direction) stencil_map => w3_fs%get_stencil_dofmap(STENCIL_1DX, 1)
    if (direction == y_direction) stencil_map => w3_fs%get_stencil_dofmap(STENCIL_1DY, 1)
    faces = merge([1, 3], [2, 4], direction == x_direction)
    smap => stencil_map%get_whole_dofmap()
    sizes => stencil_map%get_stencil_sizes()
    map => w3_fs%get_whole_dofmap()
    xory1d_ok = all(sizes == 3) .and. size(sizes) == mesh%get_last_halo_cell(1)
    do cell = 1, size(sizes)
      if (smap(1, 1, cell) /= map(1, cell) .or. &
          smap(1, 2, cell) /= map(1, mesh%get_cell_next(faces(1), cell)) .or. &
          smap(1, 3, cell) /= map(1, mesh%get_cell_next(faces(2), cell))) xory1d_ok = .false.
    end do
  end function xory1d_ok

  logical function stencil_ok(fp)
    type(field_proxy_type), intent(in) :: fp
    integer(i_def), pointer :: map(:,:)
    integer(i_def) :: cell, i, j, k
    real(r_def) :: expected
    map => fp%vspace%get_whole_dofmap()
    stencil_ok = .true.
    do cell = 1, mesh%get_last_edge_cell()
      i = mod(cell - 1, nx)
      j = (cell - 1) / nx
      do k = 0, nlayers - 1
        expected = g(i, j, k) + 2 * g(i - 1, j, k) + 3 * g(i, j - 1, k) + 4 * g(i + 1, j, k) &
                   + 5 * g(i, j + 1, k)
        if (fp%data(map(1, cell) + k) /= expected) stencil_ok = .false.
      end do
    end do
  end function stencil_ok

  ! Coordinate `axis` of the Wchi nodes of the owned cells (cell = j * nx + i + 1); the
  ! halo gets its values from the invoke's halo exchange.
  subroutine fill_coordinates(field, axis)
    type(field_type), intent(in) :: field
    integer(i_def), intent(in) :: axis
    type(field_proxy_type) :: fp
    integer(i_def), pointer :: map(:,:)
    real(r_def), pointer :: nodes(:,:)
    integer(i_def) :: cell, df, k
    real(r_def) :: origin(3), d(3)
    fp = field%get_proxy()
    map => fp%vspace%get_whole_dofmap()
    nodes => fp%vspace%get_nodes()
    d = [dx, dy, dz]
    fp%data = -1.0_r_def
    do cell = 1, mesh%get_last_edge_cell()
      do k = 0, nlayers - 1
        origin = [real(mod(cell - 1, nx), r_def), real((cell - 1) / nx, r_def), real(k, r_def)]
        do df = 1, fp%vspace%get_ndf()
          fp%data(map(df, cell) + k) = (origin(axis) + nodes(axis, df)) * d(axis)
        end do
      end do
    end do
    call fp%set_dirty()
  end subroutine fill_coordinates

end program psy_layer_test
