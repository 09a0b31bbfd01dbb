! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s
! Keyword arguments around the invokes (type-bound calls, function references, allocate)
! and name= given as a keyword with spaces around '='. None of them changes the invokes.
program keyword_args_alg

  use constants_mod,           only: r_def, i_def
  use field_mod,               only: field_type
  use function_space_mod,      only: function_space_type
  use cell_divergence_kernel_mod, only: cell_divergence_kernel_type
  use quadrature_xyoz_mod,     only: quadrature_xyoz_type

  implicit none

  type(field_type)                 :: div, flux
  type(function_space_type), pointer :: w3_space => null()
  type(quadrature_xyoz_type)       :: qr
  integer(kind=i_def)              :: order
  real(kind=r_def), allocatable    :: work(:)

  allocate(work(10), source=0.0_r_def)
  call div%initialise(vector_space=w3_space, name="divergence")
  order = max(a1=1_i_def, a2=2_i_def)
  call invoke( cell_divergence_kernel_type(div, flux, order, qr), name = "divergence" )
  call flux%log_minmax(level=1, label="flux")
  deallocate(work)

end program keyword_args_alg

! CHECK-LABEL: func.func @invoke_divergence(%arg0: !psy.field<f64, "w3">, %arg1: !psy.field<f64, "w2">, %arg2: i32, %arg3: !psy.qr<"gh_quadrature_xyoz">)
! CHECK-NEXT: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @cell_divergence_kernel_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: ---- rewritten algorithm ----
! CHECK: call div%initialise(vector_space=w3_space, name="divergence")
! CHECK: call invoke_divergence(div, flux, order, qr)
! CHECK-NEXT: call flux%log_minmax(level=1, label="flux")
