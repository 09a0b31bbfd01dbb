! The hand-written reference for kernels_alg.x90's two invokes: the same kernels called in plain
! loops with the arguments an LFRic PSy layer passes (PSyclone's order, from the proxies),
! and the builtins as plain dof loops, in invoke order. No psy-mlir code is involved.
module reference_mod
  use constants_mod, only: r_def, i_def, l_def
  use field_mod, only: field_type, field_proxy_type
  use mesh_mod, only: mesh_type
  use check_mod, only: fill, compare
  use w0_inc_kernel_mod, only: w0_inc_code
  use w1_w2_kernel_mod, only: w1_w2_code
  use wtheta_kernel_mod, only: wtheta_code
  use vector_kernel_mod, only: vector_code
  use dof_kernel_mod, only: dof_code
  use domain_kernel_mod, only: domain_code
  implicit none
  private
  public :: fill, compare, reference_invoke
contains

  subroutine reference_invoke(a, b, c, n, up, f0, f1, f2, r3, v3, th, chi, dot)
    real(r_def), intent(in) :: a, b, c
    integer(i_def), intent(in) :: n
    logical(l_def), intent(in) :: up
    type(field_type), intent(in) :: f0, f1, f2, r3, v3, th, chi(3)
    real(r_def), intent(out) :: dot
    type(field_proxy_type) :: f0_p, f1_p, f2_p, r3_p, v3_p, th_p, chi_p(3)
    integer(i_def), pointer :: map_w0(:,:), map_w1(:,:), map_w2(:,:), map_w3(:,:), map_wt(:,:)
    type(mesh_type), pointer :: mesh
    integer(i_def) :: cell, df, nlayers, ncell, i

    f0_p = f0%get_proxy()
    f1_p = f1%get_proxy()
    f2_p = f2%get_proxy()
    r3_p = r3%get_proxy()
    v3_p = v3%get_proxy()
    th_p = th%get_proxy()
    do i = 1, 3
      chi_p(i) = chi(i)%get_proxy()
    end do
    map_w0 => f0_p%vspace%get_whole_dofmap()
    map_w1 => f1_p%vspace%get_whole_dofmap()
    map_w2 => f2_p%vspace%get_whole_dofmap()
    map_w3 => r3_p%vspace%get_whole_dofmap()
    map_wt => th_p%vspace%get_whole_dofmap()
    nlayers = f0_p%vspace%get_nlayers()
    ncell = f0_p%vspace%get_ncell()

    ! setval_c(r3, 2.0)
    do df = 1, r3_p%vspace%get_undf()
      r3_p%data(df) = 2.0_r_def
    end do
    do cell = 1, ncell
      call w0_inc_code(nlayers, a, f0_p%data, r3_p%data, f0_p%vspace%get_ndf(),          &
                       f0_p%vspace%get_undf(), map_w0(:, cell), r3_p%vspace%get_ndf(),     &
                       r3_p%vspace%get_undf(), map_w3(:, cell))
    end do
    do cell = 1, ncell
      call w1_w2_code(nlayers, f1_p%data, f2_p%data, n, f1_p%vspace%get_ndf(),           &
                      f1_p%vspace%get_undf(), map_w1(:, cell), f2_p%vspace%get_ndf(),      &
                      f2_p%vspace%get_undf(), map_w2(:, cell))
    end do
    do cell = 1, ncell
      call wtheta_code(nlayers, th_p%data, r3_p%data, f0_p%data, up, th_p%vspace%get_ndf(), &
                       th_p%vspace%get_undf(), map_wt(:, cell), r3_p%vspace%get_ndf(),      &
                       r3_p%vspace%get_undf(), map_w3(:, cell), f0_p%vspace%get_ndf(),      &
                       f0_p%vspace%get_undf(), map_w0(:, cell))
    end do
    do cell = 1, ncell
      call vector_code(nlayers, chi_p(1)%data, chi_p(2)%data, chi_p(3)%data, v3_p%data,     &
                       chi_p(1)%vspace%get_ndf(), chi_p(1)%vspace%get_undf(),               &
                       map_w0(:, cell), v3_p%vspace%get_ndf(), v3_p%vspace%get_undf(),      &
                       map_w3(:, cell))
    end do
    do df = 1, v3_p%vspace%get_undf()
      call dof_code(v3_p%data(df), r3_p%data(df), b)
    end do
    mesh => v3_p%vspace%get_mesh()
    call domain_code(nlayers, mesh%get_last_edge_cell(), v3_p%data, c, v3_p%vspace%get_ndf(), &
                     v3_p%vspace%get_undf(), map_w3)
    ! X_innerproduct_Y(dot, v3, r3)
    dot = 0.0_r_def
    do df = 1, v3_p%vspace%get_undf()
      dot = dot + v3_p%data(df) * r3_p%data(df)
    end do
    ! inc_aX_plus_Y(a, r3, v3)
    do df = 1, r3_p%vspace%get_undf()
      r3_p%data(df) = a * r3_p%data(df) + v3_p%data(df)
    end do
    ! The second invoke.
    do cell = 1, ncell
      call w0_inc_code(nlayers, c, f0_p%data, v3_p%data, f0_p%vspace%get_ndf(),          &
                       f0_p%vspace%get_undf(), map_w0(:, cell), v3_p%vspace%get_ndf(),     &
                       v3_p%vspace%get_undf(), map_w3(:, cell))
    end do
  end subroutine reference_invoke
end module reference_mod
