! dl_esm_inf's gocean_mod: starting and ending the infrastructure, and stopping a run.
module gocean_mod
  use parallel_mod, only: parallel_init, parallel_finalise, parallel_abort
  implicit none
  private
  public :: gocean_initialise, gocean_finalise, gocean_stop

contains

  !> Collective: starts the runtime (MPI when linked with libPsyRuntimeMpi).
  subroutine gocean_initialise()
    call parallel_init()
  end subroutine gocean_initialise

  !> Collective: call on every rank before the program ends.
  subroutine gocean_finalise()
    call parallel_finalise()
  end subroutine gocean_finalise

  !> Prints the reason and stops the run (the whole job over several ranks).
  subroutine gocean_stop(msg)
    character(len=*), intent(in) :: msg
    call parallel_abort(msg)
  end subroutine gocean_stop

end module gocean_mod
