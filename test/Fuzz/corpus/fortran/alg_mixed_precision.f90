! A mixed-precision kernel as LFRic writes them: no procedure binding in the type, a generic
! interface with one specific per precision. Its metadata uses the other legal spellings:
! meta_args(N) = [ ... ], mixed case, comments and blank continuation lines between entries,
! the older key iterates_over, GH_READWRITE on a continuous space and a multi-data field.
module mp_update_kernel_mod
  use argument_mod
  use constants_mod, only: r_single, r_double, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: mp_update_kernel_type
    private
    TYPE(ARG_TYPE) :: META_ARGS(4) = [                          &
         ! the updated wind: readwrite on W2 (continuous)
         Arg_Type(gh_field, gh_real, GH_READWRITE, w2),         &

         arg_type(GH_FIELD, GH_REAL, gh_read, W3, NDATA=3),     & ! three values per dof
         arg_type(GH_SCALAR, GH_REAL, GH_READ),                 &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)               &
         ]
    integer :: Iterates_Over = CELL_COLUMN
  end type mp_update_kernel_type

  public :: mp_update_code

  interface mp_update_code
    module procedure mp_update_code_r_single, mp_update_code_r_double
  end interface mp_update_code

contains

  subroutine mp_update_code_r_single(nlayers, wind, tracer, alpha, nsteps, &
                                     ndf_w2, undf_w2, map_w2, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, nsteps, ndf_w2, undf_w2, ndf_w3, undf_w3
    integer(kind=i_def), intent(in) :: map_w2(ndf_w2), map_w3(ndf_w3)
    real(kind=r_single), intent(inout) :: wind(undf_w2)
    real(kind=r_single), intent(in) :: tracer(undf_w3)
    real(kind=r_single), intent(in) :: alpha
  end subroutine mp_update_code_r_single

  subroutine mp_update_code_r_double(nlayers, wind, tracer, alpha, nsteps, &
                                     ndf_w2, undf_w2, map_w2, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, nsteps, ndf_w2, undf_w2, ndf_w3, undf_w3
    integer(kind=i_def), intent(in) :: map_w2(ndf_w2), map_w3(ndf_w3)
    real(kind=r_double), intent(inout) :: wind(undf_w2)
    real(kind=r_double), intent(in) :: tracer(undf_w3)
    real(kind=r_double), intent(in) :: alpha
  end subroutine mp_update_code_r_double
end module mp_update_kernel_mod
! A mixed-precision kernel (generic interface, no binding) called on single- and on
! double-precision data: each call gets the specific procedure whose dummy arguments have the
! precision of its actual arguments, and each (kernel, specific) pair its own kernel_meta.
! With r_solver mapped to f64 by the precision config, both calls take the double specific.
program mixed_precision_alg
  use constants_mod, only: r_def, r_solver, i_def
  use field_mod
  use mp_update_kernel_mod, only: mp_update_kernel_type
  implicit none
  type(r_solver_field_type) :: ws, ts
  type(field_type) :: wd, td
  real(r_solver) :: as
  real(r_def) :: ad
  integer(i_def) :: n

  call invoke(mp_update_kernel_type(ws, ts, as, n), &
              mp_update_kernel_type(wd, td, ad, n), &
              mp_update_kernel_type(wd, td, 0.5_r_def, 3))
end program mixed_precision_alg


