! RUN: psyc -api gocean --opencl-kernel %s | FileCheck %s
! Each construct the translator takes, and the OpenCL C it gives (docs/opencl.md): arguments
! from meta_args (a field, a read-only array, scalars, the integer tmask, a scalar grid
! property), constants, locals of each type, literals of each kind, logical operators, do loops
! with cycle and exit, if constructs, integer ** integer, and intrinsics.
! CHECK: #pragma OPENCL FP_CONTRACT OFF
! CHECK-LABEL: int psy_ipow(int b, int e) {
! CHECK-NEXT: if (e < 0) return b == 1 ? 1 : b == -1 ? (e % 2 ? -1 : 1) : 0;
! CHECK-NEXT: int r = 1;
! CHECK-NEXT: for (; e > 0; --e) r *= b;
! CHECK-NEXT: return r;
! CHECK-NEXT: }
! CHECK-LABEL: __kernel void constructs_code(
! CHECK-NEXT: __global double *restrict t,
! CHECK-NEXT: __global double *restrict u,
! CHECK-NEXT: double alpha,
! CHECK-NEXT: int n,
! CHECK-NEXT: __global int *restrict tmask,
! CHECK-NEXT: double dx,
! CHECK-NEXT: int xstart, int xstop, int ystart, int ystop) {
! CHECK-NEXT: int i = get_global_id(0) + 1, j = get_global_id(1) + 1;
! CHECK-NEXT: if (i < xstart || i > xstop || j < ystart || j > ystop) return;
! CHECK-NEXT: const double halve = 0.5;
! CHECK-NEXT: const int two = 2;
! CHECK-NEXT: double s;
! CHECK-NEXT: float single;
! CHECK-NEXT: int k;
! CHECK-NEXT: int m;
! CHECK-NEXT: int wet;
! CHECK-NEXT: s = 0.0;
! CHECK-NEXT: single = 1.5f;
! CHECK-NEXT: wet = tmask[(i - 1) + (j - 1) * get_global_size(0)] == 1 && !(u[(i - 1) + (j - 1) * get_global_size(0)] < 0.0 || alpha >= 1.0e0);
! CHECK-NEXT: if (!wet) {
! CHECK-NEXT: return;
! CHECK-NEXT: }
! CHECK-NEXT: {
! CHECK-NEXT: const int psy_lo1 = 1, psy_hi1 = n, psy_st1 = 1;
! CHECK-NEXT: k = psy_lo1;
! CHECK-NEXT: for (int psy_n1 = (psy_hi1 - psy_lo1 + psy_st1) / psy_st1; psy_n1 > 0; --psy_n1, k += psy_st1) {
! CHECK-NEXT: s = s + halve * ((double)k);
! CHECK-NEXT: if (k == two) {
! CHECK-NEXT: continue;
! CHECK-NEXT: }
! CHECK-NEXT: }
! CHECK-NEXT: }
! CHECK-NEXT: {
! CHECK-NEXT: const int psy_lo2 = n, psy_hi2 = 1, psy_st2 = -2;
! CHECK-NEXT: k = psy_lo2;
! CHECK-NEXT: for (int psy_n2 = (psy_hi2 - psy_lo2 + psy_st2) / psy_st2; psy_n2 > 0; --psy_n2, k += psy_st2) {
! CHECK-NEXT: if (s > 10.0) {
! CHECK-NEXT: break;
! CHECK-NEXT: }
! CHECK-NEXT: }
! CHECK-NEXT: }
! CHECK-NEXT: m = (i + j) / two - i % 3 * psy_ipow(n, 2);
! CHECK-NEXT: if (m > 0) {
! CHECK-NEXT: t[(i - 1) + (j - 1) * get_global_size(0)] = -((t[(i - 1) + (j - 1) * get_global_size(0)] - u[(i - 1 - 1) + (j - 1) * get_global_size(0)]) * (alpha / dx));
! CHECK-NEXT: } else if (m == 0) {
! CHECK-NEXT: t[(i - 1) + (j - 1) * get_global_size(0)] = pown(t[(i - 1) + (j - 1) * get_global_size(0)], 2) + pow(u[(i - 1) + (j - 1) * get_global_size(0)], 0.5) - sqrt(fabs(u[(i - 1) + (j - 1) * get_global_size(0)])) * exp(-alpha);
! CHECK-NEXT: } else {
! CHECK-NEXT: t[(i - 1) + (j - 1) * get_global_size(0)] = fmax(fmax(t[(i - 1) + (j - 1) * get_global_size(0)], u[(i - 1) + (j - 1) * get_global_size(0)]), halve) - min(m, two) + copysign(1.0, -alpha) + single;
! CHECK-NEXT: }
! CHECK-NEXT: }
module constructs_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none

  type, extends(kernel_type) :: constructs
    type(go_arg), dimension(6) :: meta_args = (/ &
        go_arg(GO_READWRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CU, GO_STENCIL(000, 110, 000)), &
        go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE), &
        go_arg(GO_READ, GO_I_SCALAR, GO_POINTWISE), &
        go_arg(GO_READ, GO_GRID_MASK_T), &
        go_arg(GO_READ, GO_GRID_DX_CONST) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => constructs_code
  end type constructs

contains

  subroutine constructs_code(i, j, t, u, alpha, n, tmask, dx)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha, dx
    integer, intent(in) :: n
    integer, dimension(:,:), intent(in) :: tmask
    real(go_wp), parameter :: halve = 0.5_go_wp
    integer, parameter :: two = 2
    real(go_wp) :: s
    real :: single
    integer :: k, m
    logical :: wet

    s = 0.0_go_wp
    single = 1.5
    wet = tmask(i,j) == 1 .and. .not. (u(i,j) < 0.0_go_wp .or. alpha >= 1.0d0)
    if (.not. wet) return
    do k = 1, n
      s = s + halve * real(k, go_wp)
      if (k == two) cycle
    end do
    do k = n, 1, -2
      if (s > 10.0_go_wp) exit
    end do
    m = (i + j) / two - mod(i, 3) * n ** 2
    if (m > 0) then
      t(i,j) = -(t(i,j) - u(i-1,j)) * (alpha / dx)
    else if (m == 0) then
      t(i,j) = t(i,j) ** 2 + u(i,j) ** 0.5_go_wp - sqrt(abs(u(i,j))) * exp(-alpha)
    else
      t(i,j) = max(t(i,j), u(i,j), halve) - min(m, two) + sign(1.0_go_wp, -alpha) + single
    end if
    continue
  end subroutine constructs_code

end module constructs_mod
