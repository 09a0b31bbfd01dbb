! dl_esm_inf's parallel_mod over the runtime's communicator: with libPsyRuntimeMpi the ranks of
! MPI_COMM_WORLD, with libPsyRuntime one rank. Ranks are 1-based, as dl_esm_inf numbers them.
! MPI itself is only called from C (a Fortran `use mpi` would tie the modules to one
! compiler's mpi.mod).
module parallel_mod
  use iso_fortran_env, only: error_unit
  use kind_params_mod, only: go_wp
  use psy_rt_go_c_mod, only: psy_rt_get_rank, psy_rt_get_nranks, psy_rt_finalize, &
                             psy_rt_global_sum
  implicit none
  private

  !> Sums a value over the ranks, in place; every rank gets the same bits.
  interface global_sum
    module procedure global_sum_real, global_sum_int
  end interface global_sum

  public :: parallel_init, parallel_finalise, parallel_abort, get_rank, get_num_ranks, &
            on_master, global_sum

contains

  !> Starts MPI unless the program did (a call that needs it would start it anyway).
  subroutine parallel_init()
    integer :: ignored
    ignored = psy_rt_get_rank()
  end subroutine parallel_init

  !> Collective: ends the runtime's use of MPI. Over several ranks, a rank that ends without
  !> it aborts the whole job, so that no rank waits forever.
  subroutine parallel_finalise()
    call psy_rt_finalize()
  end subroutine parallel_finalise

  !> Prints the message and stops this rank; over several ranks the job is aborted.
  subroutine parallel_abort(msg)
    character(len=*), intent(in) :: msg
    write(error_unit, "(A)") trim(msg)
    error stop 1
  end subroutine parallel_abort

  !> This rank, 1 to get_num_ranks().
  integer function get_rank()
    get_rank = psy_rt_get_rank() + 1
  end function get_rank

  integer function get_num_ranks()
    get_num_ranks = psy_rt_get_nranks()
  end function get_num_ranks

  !> Whether this is the first rank (the one that prints).
  logical function on_master()
    on_master = psy_rt_get_rank() == 0
  end function on_master

  subroutine global_sum_real(var)
    real(go_wp), intent(inout) :: var
    var = psy_rt_global_sum(var)
  end subroutine global_sum_real

  !> Exact while the sum stays below 2**53.
  subroutine global_sum_int(var)
    integer, intent(inout) :: var
    var = nint(psy_rt_global_sum(real(var, go_wp)))
  end subroutine global_sum_int

end module parallel_mod
