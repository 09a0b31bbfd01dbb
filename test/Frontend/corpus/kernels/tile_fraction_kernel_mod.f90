!> @brief Normalises surface-tile fractions held as a multi-data field (one value per tile).
!> Corpus: ndata= on fields (a literal number of data values per dof).
module tile_fraction_kernel_mod

  use argument_mod,  only: arg_type, GH_FIELD, GH_SCALAR,     &
                           GH_REAL, GH_READWRITE, GH_READ,    &
                           ANY_DISCONTINUOUS_SPACE_1,         &
                           ANY_DISCONTINUOUS_SPACE_2,         &
                           CELL_COLUMN
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod,    only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: tile_fraction_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                                                  &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, ANY_DISCONTINUOUS_SPACE_1, ndata=5), &
         arg_type(GH_FIELD,  GH_REAL, GH_READ,      ANY_DISCONTINUOUS_SPACE_2, ndata=3), &
         arg_type(GH_FIELD,  GH_REAL, GH_READ,      W3),                                 &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)                                           &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: tile_fraction_code
  end type tile_fraction_kernel_type

  public :: tile_fraction_code

contains

  !> @param[in]     nlayers     Number of layers
  !> @param[in,out] tile_frac   Tile fractions, 5 values per dof
  !> @param[in]     soil_frac   Soil fractions, 3 values per dof
  !> @param[in]     height      Cell heights
  !> @param[in]     min_frac    Smallest fraction kept
  subroutine tile_fraction_code(nlayers, tile_frac, soil_frac, height, min_frac, &
                                ndf_tile, undf_tile, map_tile,                   &
                                ndf_soil, undf_soil, map_soil,                   &
                                ndf_w3, undf_w3, map_w3)
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_tile, undf_tile
    integer(kind=i_def), intent(in) :: ndf_soil, undf_soil
    integer(kind=i_def), intent(in) :: ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_tile) :: map_tile
    integer(kind=i_def), intent(in), dimension(ndf_soil) :: map_soil
    integer(kind=i_def), intent(in), dimension(ndf_w3)   :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_tile) :: tile_frac
    real(kind=r_def), intent(in),    dimension(undf_soil) :: soil_frac
    real(kind=r_def), intent(in),    dimension(undf_w3)   :: height
    real(kind=r_def), intent(in) :: min_frac
    integer(kind=i_def) :: n
    real(kind=r_def) :: total

    total = 0.0_r_def
    do n = 0, 4
      tile_frac(map_tile(1) + n) = max(tile_frac(map_tile(1) + n), min_frac)
      total = total + tile_frac(map_tile(1) + n)
    end do
    do n = 0, 4
      tile_frac(map_tile(1) + n) = tile_frac(map_tile(1) + n) / total
    end do
    if (nlayers < 0) tile_frac(map_tile(1)) = soil_frac(map_soil(1)) + height(map_w3(1))
  end subroutine tile_fraction_code

end module tile_fraction_kernel_mod
