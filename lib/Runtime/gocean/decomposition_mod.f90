! dl_esm_inf's subdomain_type: the block of the global domain a rank owns.
module decomposition_mod
  use region_mod, only: region_type
  implicit none
  private
  type, public :: subdomain_type
    !> The owned points in the rank's local indices (halo_width + 1 onwards).
    type(region_type) :: internal
    !> The same points in global indices; nx, ny are the owned extents plus a halo on each
    !> side: the extent of the T mask grid_init takes.
    type(region_type) :: global
  end type subdomain_type
end module decomposition_mod
