! Operators through LFRic's Fortran API: LMA operators of each kind (operator_mod) and their
! proxies, and a column-wise operator whose proxy components (banded dofmaps, indirection
! maps, alpha, beta, gamma_m, gamma_p, bandwidth, nrow, ncol, ncell_2d) drive an assembly
! and an application written as LFRic's CMA kernels are; the result must equal the LMA
! operator applied cell by cell.
! RUN: flang-new-22 -c -I %rt_fortran_mods %s -o %t.o
! RUN: %cc %t.o %rt_fortran_libs %flang_rt -o %t
! RUN: %t | FileCheck %s
program operators_test

  use constants_mod, only: i_def, r_def, r_solver, r_tran
  use fs_continuity_mod, only: W0, W2, W2V, W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use operator_mod, only: operator_type, operator_proxy_type, r_solver_operator_type, &
                          r_solver_operator_proxy_type, r_tran_operator_type, &
                          r_tran_operator_proxy_type
  use columnwise_operator_mod, only: columnwise_operator_type, columnwise_operator_proxy_type

  implicit none

  integer(i_def), parameter :: nlayers = 3
  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w2_fs, w2v_fs, w3_fs
  type(operator_type) :: mass, div, copy
  type(operator_proxy_type) :: mass_p, div_p, copy_p
  type(r_solver_operator_type) :: s_op
  type(r_solver_operator_proxy_type) :: s_p
  type(r_tran_operator_type) :: t_op
  type(r_tran_operator_proxy_type) :: t_p
  type(columnwise_operator_type) :: cma, grad, lap, lap_sum
  type(columnwise_operator_proxy_type) :: cma_p
  real(r_def), allocatable :: x(:), y(:), y_ref(:)
  integer(i_def) :: cell, i

  mesh = mesh_type(3, 2, nlayers, 1.0_r_def, 1.0_r_def, 1.0_r_def, 1)
  w0_fs = function_space_type(mesh, 0, W0)
  w2_fs = function_space_type(mesh, 0, W2)
  w2v_fs = function_space_type(mesh, 0, W2V)
  w3_fs = function_space_type(mesh, 0, W3)

  ! LMA: local_stencil(ndf_to, ndf_from, ncell_3d), ncell_3d counting halo cells (20 * 3).
  call mass%initialise(w0_fs, w0_fs)
  mass_p = mass%get_proxy()
  print '(a,i0,a,3(i0,1x),a,i0,1x,i0,a,l1)', 'mass ncell_3d ', mass_p%ncell_3d, ' shape ', &
        shape(mass_p%local_stencil), 'fs ', mass_p%fs_to%which(), mass_p%fs_from%which(), &
        ' zero ', all(mass_p%local_stencil == 0.0_r_def)
  ! CHECK: mass ncell_3d 60 shape 8 8 60 fs 173 173 zero T
  call s_op%initialise(w2_fs, w3_fs)
  call t_op%initialise(w3_fs, w2_fs)
  s_p = s_op%get_proxy()
  t_p = t_op%get_proxy()
  s_p%local_stencil(:, :, 1) = 1.0_r_solver
  t_p%local_stencil(1, 6, 60) = 2.0_r_tran
  print '(a,3(i0,1x),a,3(i0,1x),a,i0,1x,i0,a,l1)', 'r_solver ', shape(s_p%local_stencil), &
        'r_tran ', shape(t_p%local_stencil), 'which ', s_op%which_fs_to(), &
        s_op%which_fs_from(), ' mesh ', associated(t_op%get_mesh(), mesh)
  ! CHECK-NEXT: r_solver 6 1 60 r_tran 1 6 60 which 889 424 mesh T

  ! deep_copy makes new storage; the proxy of the original sees its own values.
  mass_p%local_stencil(3, 5, 7) = 42.0_r_def
  copy = mass%deep_copy()
  copy_p = copy%get_proxy()
  copy_p%local_stencil(3, 5, 7) = 1.0_r_def
  mass_p = mass%get_proxy()
  print '(a,f0.1,1x,f0.1,a,l1)', 'deep copy ', mass_p%local_stencil(3, 5, 7), &
        copy_p%local_stencil(3, 5, 7), ' initialised ', copy%is_initialised()
  ! CHECK-NEXT: deep copy 42.0 1.0 initialised T

  ! CMA W3 <- W2V: the divergence-like coupling of a cell to its bottom and top faces.
  call div%initialise(w3_fs, w2v_fs)
  div_p = div%get_proxy()
  do cell = 1, div_p%ncell_3d
    div_p%local_stencil(1, :, cell) = [-1.0_r_def - 0.01_r_def * cell, &
                                       1.0_r_def + 0.02_r_def * cell]
  end do
  call cma%initialise(w3_fs, w2v_fs)
  cma_p = cma%get_proxy()
  print '(a,4(i0,1x))', 'cma alpha beta gamma_m gamma_p ', cma_p%alpha, cma_p%beta, &
        cma_p%gamma_m, cma_p%gamma_p
  print '(a,4(i0,1x),a,3(i0,1x))', 'bandwidth nrow ncol ncell_2d ', cma_p%bandwidth, &
        cma_p%nrow, cma_p%ncol, cma_p%ncell_2d, 'matrix ', shape(cma_p%columnwise_matrix)
  ! CHECK-NEXT: cma alpha beta gamma_m gamma_p 1 1 1 0
  ! CHECK-NEXT: bandwidth nrow ncol ncell_2d 2 3 4 20 matrix 2 3 20
  print '(a,3(i0,1x),a,2(i0,1x),a,4(i0,1x))', 'banded to ', cma_p%column_banded_dofmap_to, &
        'from ', cma_p%column_banded_dofmap_from(:, 3), 'indirection from ', &
        cma_p%indirection_dofmap_from
  ! CHECK-NEXT: banded to 1 2 3 from 3 4 indirection from 1 2 3 4

  do cell = 1, cma_p%ncell_2d
    call assemble_column(cell, cma_p, div_p)
  end do
  allocate(x(w2v_fs%get_undf()), y(w3_fs%get_undf()), y_ref(w3_fs%get_undf()))
  x = [(0.5_r_def * i + mod(i, 3), i = 1, size(x))]
  y = 0.0_r_def
  y_ref = 0.0_r_def
  do cell = 1, cma_p%ncell_2d
    call apply_column(cell, cma_p, x, y)
    call apply_lma(cell, div_p, x, y_ref)
  end do
  print '(a,l1,a,l1)', 'cma apply equals lma apply ', maxval(abs(y - y_ref)) < 1.0e-12_r_def, &
        ' nonzero ', maxval(abs(y_ref)) > 0.5_r_def
  ! CHECK-NEXT: cma apply equals lma apply T nonzero T

  ! Products and sums get the band of the result: (W3<-W2V)(W2V<-W3) is W3<-W3 with a
  ! tridiagonal band; the older constructor form gives the same operator as initialise.
  grad = columnwise_operator_type(w2v_fs, w3_fs)
  lap = cma%columnwise_operator_product(grad)
  lap_sum = lap%columnwise_operator_sum(lap)
  cma_p = lap%get_proxy()
  print '(a,i0,1x,i0,a,4(i0,1x),a,i0,a,4(i0,1x))', 'product ', lap%which_fs_to(), &
        lap%which_fs_from(), ' band ', cma_p%alpha, cma_p%beta, cma_p%gamma_m, cma_p%gamma_p, &
        'bandwidth ', cma_p%bandwidth, ' sum band ', lap_sum%get_alpha(), lap_sum%get_beta(), &
        lap_sum%get_gamma_m(), lap_sum%get_gamma_p()
  ! CHECK-NEXT: product 424 424 band 1 1 1 1 bandwidth 3 sum band 1 1 1 1

  call lap_sum%operator_final()
  call lap%operator_final()
  call grad%operator_final()
  call cma%operator_final()
  call div%operator_final()
  call copy%operator_final()
  call mass%operator_final()
  call s_op%operator_final()
  call t_op%operator_final()
  print '(a,l1,l1)', 'freed ', cma%is_initialised(), mass%is_initialised()
  ! CHECK-NEXT: freed FF
  call w0_fs%clear()
  call w2_fs%clear()
  call w2v_fs%clear()
  call w3_fs%clear()
  call mesh%clear()

contains

  ! Adds the local matrices of a cell's column into its banded matrix, as LFRic's CMA
  ! assembly kernel does: row i's band starts at column ceiling((alpha i - gamma_p)/beta).
  subroutine assemble_column(cell, cma_p, lma_p)
    integer(i_def), intent(in) :: cell
    type(columnwise_operator_proxy_type), intent(inout) :: cma_p
    type(operator_proxy_type), intent(in) :: lma_p
    integer(i_def) :: k, df_to, df_from, i, j, j_minus
    do k = 1, nlayers
      do df_to = 1, size(lma_p%local_stencil, 1)
        i = cma_p%column_banded_dofmap_to(df_to, k)
        j_minus = ceiling(real(cma_p%alpha * i - cma_p%gamma_p, r_def) / cma_p%beta)
        do df_from = 1, size(lma_p%local_stencil, 2)
          j = cma_p%column_banded_dofmap_from(df_from, k)
          cma_p%columnwise_matrix(j - j_minus + 1, i, cell) = &
              cma_p%columnwise_matrix(j - j_minus + 1, i, cell) + &
              lma_p%local_stencil(df_to, df_from, (cell - 1) * nlayers + k)
        end do
      end do
    end do
  end subroutine assemble_column

  ! y = A x in a cell's column through the indirection maps, as LFRic's apply kernel does.
  subroutine apply_column(cell, cma_p, x, y)
    integer(i_def), intent(in) :: cell
    type(columnwise_operator_proxy_type), intent(in) :: cma_p
    real(r_def), intent(in) :: x(:)
    real(r_def), intent(inout) :: y(:)
    integer(i_def), pointer :: map_to(:,:), map_from(:,:)
    integer(i_def) :: i, j, j_minus, j_plus
    map_to => cma_p%fs_to%get_whole_dofmap()
    map_from => cma_p%fs_from%get_whole_dofmap()
    do i = 1, cma_p%nrow
      j_minus = ceiling(real(cma_p%alpha * i - cma_p%gamma_p, r_def) / cma_p%beta)
      j_plus = floor(real(cma_p%alpha * i + cma_p%gamma_m, r_def) / cma_p%beta)
      do j = max(1, j_minus), min(cma_p%ncol, j_plus)
        y(map_to(1, cell) + cma_p%indirection_dofmap_to(i) - 1) = &
            y(map_to(1, cell) + cma_p%indirection_dofmap_to(i) - 1) + &
            cma_p%columnwise_matrix(j - j_minus + 1, i, cell) * &
            x(map_from(1, cell) + cma_p%indirection_dofmap_from(j) - 1)
      end do
    end do
  end subroutine apply_column

  ! y += LMA x over the cells of one column, as LFRic's LMA apply kernel does.
  subroutine apply_lma(cell, lma_p, x, y)
    integer(i_def), intent(in) :: cell
    type(operator_proxy_type), intent(in) :: lma_p
    real(r_def), intent(in) :: x(:)
    real(r_def), intent(inout) :: y(:)
    integer(i_def), pointer :: map_to(:,:), map_from(:,:)
    integer(i_def) :: k, df_to, df_from
    map_to => lma_p%fs_to%get_whole_dofmap()
    map_from => lma_p%fs_from%get_whole_dofmap()
    do k = 0, nlayers - 1
      do df_to = 1, size(map_to, 1)
        do df_from = 1, size(map_from, 1)
          y(map_to(df_to, cell) + k) = y(map_to(df_to, cell) + k) + &
              lma_p%local_stencil(df_to, df_from, (cell - 1) * nlayers + k + 1) * &
              x(map_from(df_from, cell) + k)
        end do
      end do
    end do
  end subroutine apply_lma

end program operators_test
