! Adds to a W3 field the weighted sum, over the points of a face quadrature rule, of a W2
! field's basis functions dotted with (1, 2, 3): a flux-like face integral per cell.
module face_flux_kernel_mod
  use argument_mod, only: arg_type, func_type, GH_FIELD, GH_REAL, GH_READ, GH_READWRITE, &
                          GH_BASIS, CELL_COLUMN, GH_QUADRATURE_FACE
  use fs_continuity_mod, only: W2, W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: face_flux_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                   &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W2)    &
         /)
    type(func_type) :: meta_funcs(1) = (/ func_type(W2, GH_BASIS) /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_QUADRATURE_FACE
  contains
    procedure, nopass :: face_flux_code
  end type face_flux_kernel_type

  public :: face_flux_code
contains
  subroutine face_flux_code(nlayers, a, u, ndf_w3, undf_w3, map_w3, ndf_w2, undf_w2, map_w2, &
                            basis_w2, np_xyz, nfaces, weights_xyz)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3, ndf_w2, undf_w2
    integer(kind=i_def), intent(in) :: np_xyz, nfaces
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: a
    real(kind=r_def), intent(in), dimension(undf_w2) :: u
    real(kind=r_def), intent(in), dimension(3, ndf_w2, np_xyz, nfaces) :: basis_w2
    real(kind=r_def), intent(in), dimension(np_xyz, nfaces) :: weights_xyz
    integer(kind=i_def) :: k, f, q, df
    real(kind=r_def) :: s
    do k = 0, nlayers - 1
      s = 0.0_r_def
      do f = 1, nfaces
        do q = 1, np_xyz
          do df = 1, ndf_w2
            s = s + weights_xyz(q, f) * u(map_w2(df) + k) * real(f, r_def) *             &
                (basis_w2(1, df, q, f) + 2.0_r_def * basis_w2(2, df, q, f) +              &
                 3.0_r_def * basis_w2(3, df, q, f))
          end do
        end do
      end do
      a(map_w3(1) + k) = a(map_w3(1) + k) + s
    end do
  end subroutine face_flux_code
end module face_flux_kernel_mod
