! Project-specific: writing a distributed field for comparison with a serial run. The
! compiler's execution tests run a program on one rank and on several and compare the files.
!   call write_field_global(field, 'out.txt')
! is collective: rank 0 writes one line per global dof, "id value", sorted by the
! partition-independent global dof id, reals with 17 significant digits and integers as
! integers (psyRtFieldWriteGlobal), so an exact computation writes the same bytes on any
! number of ranks. Works for field_type, r_solver_field_type, r_tran_field_type and
! integer_field_type.
module psy_rt_io_mod

  use, intrinsic :: iso_c_binding, only: c_ptr, c_null_char
  use field_mod, only: field_type
  use r_solver_field_mod, only: r_solver_field_type
  use r_tran_field_mod, only: r_tran_field_type
  use integer_field_mod, only: integer_field_type
  use psy_rt_c_mod, only: psy_rt_field_write_global

  implicit none

  private
  public :: write_field_global

  interface write_field_global
    module procedure write_real, write_solver, write_tran, write_integer
  end interface

contains

  subroutine write_handle(handle, path)
    type(c_ptr), intent(in) :: handle
    character(*), intent(in) :: path
    if (psy_rt_field_write_global(handle, trim(path) // c_null_char) /= 0) &
      error stop 'write_field_global: cannot write the file'
  end subroutine write_handle

  subroutine write_real(field, path)
    type(field_type), intent(in) :: field
    character(*), intent(in) :: path
    call write_handle(field%get_c_handle(), path)
  end subroutine write_real

  subroutine write_solver(field, path)
    type(r_solver_field_type), intent(in) :: field
    character(*), intent(in) :: path
    call write_handle(field%get_c_handle(), path)
  end subroutine write_solver

  subroutine write_tran(field, path)
    type(r_tran_field_type), intent(in) :: field
    character(*), intent(in) :: path
    call write_handle(field%get_c_handle(), path)
  end subroutine write_tran

  subroutine write_integer(field, path)
    type(integer_field_type), intent(in) :: field
    character(*), intent(in) :: path
    call write_handle(field%get_c_handle(), path)
  end subroutine write_integer

end module psy_rt_io_mod
