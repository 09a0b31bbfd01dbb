! LFRic's scalar_mod: the scalar_type a distributed-memory PSy layer uses to finish a
! reduction (`global_sum%value = asum; asum = global_sum%get_sum()`). Collective: the sum
! adds the ranks' values in rank order (the same bits on every rank and in every run on the
! same number of ranks); with one rank each result is the value itself.
module scalar_mod

  use, intrinsic :: iso_c_binding, only: c_double
  use constants_mod, only: r_def
  use psy_rt_c_mod, only: psy_rt_global_sum, psy_rt_global_min, psy_rt_global_max

  implicit none

  private

  type, public :: scalar_type
    real(r_def), public :: value = 0.0_r_def
  contains
    procedure, public :: get_sum
    procedure, public :: get_min
    procedure, public :: get_max
    procedure, public :: reduction_finish
  end type scalar_type

  interface scalar_type
    module procedure scalar_constructor
  end interface

contains

  function scalar_constructor(value) result(self)
    real(r_def), intent(in) :: value
    type(scalar_type) :: self
    self%value = value
  end function scalar_constructor

  real(r_def) function get_sum(self)
    class(scalar_type), intent(in) :: self
    get_sum = real(psy_rt_global_sum(real(self%value, c_double)), r_def)
  end function get_sum

  real(r_def) function get_min(self)
    class(scalar_type), intent(in) :: self
    get_min = real(psy_rt_global_min(real(self%value, c_double)), r_def)
  end function get_min

  real(r_def) function get_max(self)
    class(scalar_type), intent(in) :: self
    get_max = real(psy_rt_global_max(real(self%value, c_double)), r_def)
  end function get_max

  !> Reductions are blocking: nothing to wait for.
  subroutine reduction_finish(self)
    class(scalar_type), intent(in) :: self
  end subroutine reduction_finish

end module scalar_mod
