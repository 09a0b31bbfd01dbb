! Adds to a W3 field the weighted sum, over the points of an edge quadrature rule, of a W1
! field's basis functions and their curls: a circulation-like edge integral per cell.
module edge_tangent_kernel_mod
  use argument_mod, only: arg_type, func_type, GH_FIELD, GH_REAL, GH_READ, GH_READWRITE, &
                          GH_BASIS, GH_DIFF_BASIS, CELL_COLUMN, GH_QUADRATURE_EDGE
  use fs_continuity_mod, only: W1, W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: edge_tangent_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                   &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W1)    &
         /)
    type(func_type) :: meta_funcs(1) = (/ func_type(W1, GH_BASIS, GH_DIFF_BASIS) /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_QUADRATURE_EDGE
  contains
    procedure, nopass :: edge_tangent_code
  end type edge_tangent_kernel_type

  public :: edge_tangent_code
contains
  subroutine edge_tangent_code(nlayers, a, v, ndf_w3, undf_w3, map_w3, ndf_w1, undf_w1,     &
                               map_w1, basis_w1, diff_basis_w1, np_xyz, nedges, weights_xyz)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3, ndf_w1, undf_w1
    integer(kind=i_def), intent(in) :: np_xyz, nedges
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: a
    real(kind=r_def), intent(in), dimension(undf_w1) :: v
    real(kind=r_def), intent(in), dimension(3, ndf_w1, np_xyz, nedges) :: basis_w1
    real(kind=r_def), intent(in), dimension(3, ndf_w1, np_xyz, nedges) :: diff_basis_w1
    real(kind=r_def), intent(in), dimension(np_xyz, nedges) :: weights_xyz
    integer(kind=i_def) :: k, e, q, df
    real(kind=r_def) :: s
    do k = 0, nlayers - 1
      s = 0.0_r_def
      do e = 1, nedges
        do q = 1, np_xyz
          do df = 1, ndf_w1
            s = s + weights_xyz(q, e) * v(map_w1(df) + k) *                                &
                (basis_w1(1, df, q, e) - basis_w1(2, df, q, e) + real(e, r_def) *          &
                 basis_w1(3, df, q, e) + 0.5_r_def * diff_basis_w1(3, df, q, e))
          end do
        end do
      end do
      a(map_w3(1) + k) = a(map_w3(1) + k) + s
    end do
  end subroutine edge_tangent_code
end module edge_tangent_kernel_mod
