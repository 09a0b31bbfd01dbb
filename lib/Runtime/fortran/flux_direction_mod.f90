! LFRic's flux_direction_mod: the directions an XORY1D stencil argument takes at run time,
! with LFRic's values. A PSy layer picks STENCIL_1DX for x_direction and STENCIL_1DY for
! y_direction (stencil_dofmap_mod).
module flux_direction_mod

  use constants_mod, only: i_def

  implicit none

  private

  integer(i_def), public, parameter :: x_direction = 100
  integer(i_def), public, parameter :: y_direction = 101
  integer(i_def), public, parameter :: z_direction = 102

end module flux_direction_mod
