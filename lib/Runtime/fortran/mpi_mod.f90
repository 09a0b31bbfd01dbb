! The rank queries of LFRic's (older) mpi_mod over the C core's communicator: with
! libPsyRuntimeMpi the ranks of MPI_COMM_WORLD, with libPsyRuntime one rank. MPI itself is
! only called from C (a Fortran `use mpi` would tie the modules to one compiler's mpi.mod).
module mpi_mod

  use constants_mod, only: i_def
  use psy_rt_c_mod, only: psy_rt_get_rank, psy_rt_get_nranks, psy_rt_finalize

  implicit none

  private
  public :: get_comm_size, get_comm_rank, finalise_comm

contains

  !> Number of ranks (starts MPI when nothing did yet).
  integer(i_def) function get_comm_size()
    get_comm_size = psy_rt_get_nranks()
  end function get_comm_size

  !> This rank, 0-based as MPI's.
  integer(i_def) function get_comm_rank()
    get_comm_rank = psy_rt_get_rank()
  end function get_comm_rank

  !> Collective: ends the runtime's use of MPI (and MPI when the runtime started it). Call it
  !> on every rank before the program ends: over several ranks a rank that ends without it
  !> (or stops with `error stop`) aborts the whole job, so no rank waits forever.
  subroutine finalise_comm()
    call psy_rt_finalize()
  end subroutine finalise_comm

end module mpi_mod
