! dl_esm_inf's gocean_mod: starting and ending the infrastructure, and stopping a run.
module gocean_mod
  use parallel_mod, only: parallel_init, parallel_finalise, parallel_abort
  implicit none
  private
  public :: gocean_initialise, gocean_finalise, gocean_stop

  abstract interface
    subroutine gocean_hook()
    end subroutine gocean_hook
  end interface

  !> A device back end's shutdown, which it installs when it starts (psy_opencl_mod does):
  !> gocean_finalise calls it before the ranks stop.
  procedure(gocean_hook), pointer, public :: gocean_device_finalise => null()

contains

  !> Collective: starts the runtime (MPI when linked with libPsyRuntimeMpi).
  subroutine gocean_initialise()
    call parallel_init()
  end subroutine gocean_initialise

  !> Collective: call on every rank before the program ends.
  subroutine gocean_finalise()
    ! Through a local pointer: gfortran 12 takes a pointer that is called in the same scope
    ! for a procedure and refuses to nullify it.
    procedure(gocean_hook), pointer :: hook
    hook => gocean_device_finalise
    nullify(gocean_device_finalise)
    if (associated(hook)) call hook()
    call parallel_finalise()
  end subroutine gocean_finalise

  !> Prints the reason and stops the run (the whole job over several ranks).
  subroutine gocean_stop(msg)
    character(len=*), intent(in) :: msg
    call parallel_abort(msg)
  end subroutine gocean_stop

end module gocean_mod
