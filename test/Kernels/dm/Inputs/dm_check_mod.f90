! Setting up and writing fields for the distributed-memory execution tests (test/Kernels/dm).
! Every value comes from the dof's partition-independent global id, so the same global
! problem starts with the same values on one rank, on three, and on the serial reference's
! mesh without halo; the values are multiples of 1/4 of a few units, so sums of increments
! (GH_INC) come out exact in any order and the written files compare byte for byte.
module dm_check_mod
  use, intrinsic :: iso_c_binding, only: c_ptr, c_int, c_int64_t
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use mpi_mod, only: get_comm_rank
  use psy_rt_io_mod, only: write_field_global
  implicit none
  private
  public :: dm_fill, dm_write, dm_print

  interface
    ! The runtime's global dof id (include/psy-rt/Runtime.h); no Fortran module has it.
    integer(c_int64_t) function global_dof(fs, dof) bind(C, name="psyRtFunctionSpaceGetGlobalDof")
      import :: c_ptr, c_int, c_int64_t
      type(c_ptr), value :: fs
      integer(c_int), value :: dof
    end function global_dof
  end interface

  !> What the halo holds before an exchange: far from any computed value, so a missing
  !> exchange shows in the owned results.
  real(r_def), parameter :: stale = 1.0e6_r_def

contains

  real(r_def) function initial(gid, seed)
    integer(c_int64_t), intent(in) :: gid
    integer(i_def), intent(in) :: seed
    initial = real(mod(7_c_int64_t * gid + 3 * seed, 23_c_int64_t) - 11, r_def) / 4.0_r_def &
              + real(seed, r_def)
  end function initial

  !> Owned and annexed dofs from their global ids (LFRic keeps annexed dofs up to date
  !> between invokes), the halo stale and marked dirty, as an exchange must fix it.
  subroutine dm_fill(f, seed)
    type(field_type), intent(in) :: f
    integer(i_def), intent(in) :: seed
    type(field_proxy_type) :: p
    type(c_ptr) :: fs
    integer(i_def) :: i, last
    p = f%get_proxy()
    fs = p%vspace%get_c_handle()
    last = p%vspace%get_last_dof_annexed()
    do i = 1, size(p%data)
      p%data(i) = stale
      if (i <= last) p%data(i) = initial(global_dof(fs, i - 1), seed)
    end do
    call p%set_dirty()
  end subroutine dm_fill

  !> Writes f to PREFIX.NAME.txt (collective).
  subroutine dm_write(f, prefix, name)
    type(field_type), intent(in) :: f
    character(*), intent(in) :: prefix, name
    call write_field_global(f, trim(prefix) // '.' // name // '.txt')
  end subroutine dm_write

  !> Prints a reduction's value on rank 0, for compare.py.
  subroutine dm_print(name, value)
    character(*), intent(in) :: name
    real(r_def), intent(in) :: value
    if (get_comm_rank() == 0) write(*, '(a, a, 1x, es25.17)') 'reduction ', name, value
  end subroutine dm_print

end module dm_check_mod
