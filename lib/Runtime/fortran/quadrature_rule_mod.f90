! LFRic's quadrature rule types (quadrature_rule_mod, quadrature_rule_gaussian_mod): one
! rule, Gauss-Legendre on [0, 1], computed by the C core.
module quadrature_rule_mod

  use, intrinsic :: iso_c_binding, only: c_int, c_double
  use constants_mod, only: i_def, r_def
  use psy_rt_c_mod, only: psy_rt_gauss_legendre

  implicit none

  private

  type, public :: quadrature_rule_type
  contains
    procedure, public :: quadrature_rule
  end type quadrature_rule_type

contains

  !> points_weights(np, 2): the np points (ascending) and their weights (sum 1).
  function quadrature_rule(self, np) result(points_weights)
    class(quadrature_rule_type), intent(in) :: self
    integer(i_def), intent(in) :: np
    real(r_def) :: points_weights(np, 2)
    real(c_double) :: p(np), w(np)
    if (psy_rt_gauss_legendre(int(np, c_int), p, w) /= 0) &
      error stop 'quadrature_rule_type: need at least one point'
    points_weights(:, 1) = p
    points_weights(:, 2) = w
  end function quadrature_rule

end module quadrature_rule_mod

module quadrature_rule_gaussian_mod

  use quadrature_rule_mod, only: quadrature_rule_type

  implicit none

  private

  type, public, extends(quadrature_rule_type) :: quadrature_rule_gaussian_type
  end type quadrature_rule_gaussian_type

end module quadrature_rule_gaussian_mod
