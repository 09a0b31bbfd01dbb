! The OpenCL PSy layer of the shallow-water model, hand-written: the same invokes as
! shallow_psy.f90 (same module name, so shallow_alg.f90 links with either), each kernel run as
! the OpenCL C kernel of kernels/ocl/ through the GOcean OpenCL runtime (psy_opencl_mod,
! docs/opencl.md). The halo exchanges are the CPU layer's; the runtime reads a field back
! before its exchange and copies it over again at its next kernel use. Every kernel is in one
! program, built at the first invoke from the file PSY_OPENCL_KERNELS_FILE names (default
! shallow_kernels.cl). This is the target the compiler's generated OpenCL PSy layer must match.
module shallow_psy_mod
  use iso_c_binding, only: c_ptr
  use kind_params_mod, only: go_wp
  use field_mod, only: r2d_field
  use psy_opencl_mod, only: psy_ocl_kernels_program, psy_ocl_kernel, psy_ocl_field_arg, &
                            psy_ocl_real_arg, psy_ocl_launch
  implicit none
  private
  public :: invoke_fluxes, invoke_new, invoke_smooth

  logical, save :: first_time = .true.
  type(c_ptr), save :: compute_cu, compute_cv, compute_z, compute_h, compute_unew, &
                       compute_vnew, compute_pnew, time_smooth

contains

  !> Builds the program and finds the kernels, once.
  subroutine psy_init()
    type(c_ptr) :: program
    if (.not. first_time) return
    first_time = .false.
    program = psy_ocl_kernels_program("shallow_kernels.cl")
    compute_cu = psy_ocl_kernel(program, "compute_cu_code")
    compute_cv = psy_ocl_kernel(program, "compute_cv_code")
    compute_z = psy_ocl_kernel(program, "compute_z_code")
    compute_h = psy_ocl_kernel(program, "compute_h_code")
    compute_unew = psy_ocl_kernel(program, "compute_unew_code")
    compute_vnew = psy_ocl_kernel(program, "compute_vnew_code")
    compute_pnew = psy_ocl_kernel(program, "compute_pnew_code")
    time_smooth = psy_ocl_kernel(program, "time_smooth_code")
  end subroutine psy_init

  !> invoke(compute_cu(cu, p, u), compute_cv(cv, p, v), compute_z(z, p, u, v),
  !>        compute_h(h, p, u, v))
  subroutine invoke_fluxes(cu, cv, z, h, p, u, v)
    type(r2d_field), intent(inout) :: cu, cv, z, h, p, u, v

    call psy_init()
    call p%halo_exchange(1)
    call u%halo_exchange(1)
    call v%halo_exchange(1)
    call psy_ocl_field_arg(compute_cu, 0, cu, .true.)
    call psy_ocl_field_arg(compute_cu, 1, p, .false.)
    call psy_ocl_field_arg(compute_cu, 2, u, .false.)
    call psy_ocl_launch(compute_cu, p%grid%nx, p%grid%ny, cu%internal)
    call psy_ocl_field_arg(compute_cv, 0, cv, .true.)
    call psy_ocl_field_arg(compute_cv, 1, p, .false.)
    call psy_ocl_field_arg(compute_cv, 2, v, .false.)
    call psy_ocl_launch(compute_cv, p%grid%nx, p%grid%ny, cv%internal)
    call psy_ocl_field_arg(compute_z, 0, z, .true.)
    call psy_ocl_field_arg(compute_z, 1, p, .false.)
    call psy_ocl_field_arg(compute_z, 2, u, .false.)
    call psy_ocl_field_arg(compute_z, 3, v, .false.)
    call psy_ocl_real_arg(compute_z, 4, p%grid%dx)
    call psy_ocl_real_arg(compute_z, 5, p%grid%dy)
    call psy_ocl_launch(compute_z, p%grid%nx, p%grid%ny, z%internal)
    call psy_ocl_field_arg(compute_h, 0, h, .true.)
    call psy_ocl_field_arg(compute_h, 1, p, .false.)
    call psy_ocl_field_arg(compute_h, 2, u, .false.)
    call psy_ocl_field_arg(compute_h, 3, v, .false.)
    call psy_ocl_launch(compute_h, p%grid%nx, p%grid%ny, h%internal)
  end subroutine invoke_fluxes

  !> invoke(compute_unew(unew, uold, z, cv, h, tdt), compute_vnew(vnew, vold, z, cu, h, tdt),
  !>        compute_pnew(pnew, pold, cu, cv, tdt))
  subroutine invoke_new(unew, vnew, pnew, uold, vold, pold, z, cu, cv, h, tdt)
    type(r2d_field), intent(inout) :: unew, vnew, pnew, uold, vold, pold, z, cu, cv, h
    real(go_wp), intent(in) :: tdt

    call psy_init()
    call z%halo_exchange(1)
    call cu%halo_exchange(1)
    call cv%halo_exchange(1)
    call h%halo_exchange(1)
    call psy_ocl_field_arg(compute_unew, 0, unew, .true.)
    call psy_ocl_field_arg(compute_unew, 1, uold, .false.)
    call psy_ocl_field_arg(compute_unew, 2, z, .false.)
    call psy_ocl_field_arg(compute_unew, 3, cv, .false.)
    call psy_ocl_field_arg(compute_unew, 4, h, .false.)
    call psy_ocl_real_arg(compute_unew, 5, tdt)
    call psy_ocl_real_arg(compute_unew, 6, z%grid%dx)
    call psy_ocl_launch(compute_unew, z%grid%nx, z%grid%ny, unew%internal)
    call psy_ocl_field_arg(compute_vnew, 0, vnew, .true.)
    call psy_ocl_field_arg(compute_vnew, 1, vold, .false.)
    call psy_ocl_field_arg(compute_vnew, 2, z, .false.)
    call psy_ocl_field_arg(compute_vnew, 3, cu, .false.)
    call psy_ocl_field_arg(compute_vnew, 4, h, .false.)
    call psy_ocl_real_arg(compute_vnew, 5, tdt)
    call psy_ocl_real_arg(compute_vnew, 6, z%grid%dy)
    call psy_ocl_launch(compute_vnew, z%grid%nx, z%grid%ny, vnew%internal)
    call psy_ocl_field_arg(compute_pnew, 0, pnew, .true.)
    call psy_ocl_field_arg(compute_pnew, 1, pold, .false.)
    call psy_ocl_field_arg(compute_pnew, 2, cu, .false.)
    call psy_ocl_field_arg(compute_pnew, 3, cv, .false.)
    call psy_ocl_real_arg(compute_pnew, 4, tdt)
    call psy_ocl_real_arg(compute_pnew, 5, cu%grid%dx)
    call psy_ocl_real_arg(compute_pnew, 6, cu%grid%dy)
    call psy_ocl_launch(compute_pnew, cu%grid%nx, cu%grid%ny, pnew%internal)
  end subroutine invoke_new

  !> invoke(time_smooth(u, unew, uold, alpha), time_smooth(v, vnew, vold, alpha),
  !>        time_smooth(p, pnew, pold, alpha))
  subroutine invoke_smooth(u, unew, uold, v, vnew, vold, p, pnew, pold, alpha)
    type(r2d_field), intent(inout) :: u, unew, uold, v, vnew, vold, p, pnew, pold
    real(go_wp), intent(in) :: alpha

    call psy_init()
    call smooth(u, unew, uold, alpha)
    call smooth(v, vnew, vold, alpha)
    call smooth(p, pnew, pold, alpha)
  end subroutine invoke_smooth

  !> One time_smooth call: field_old is GO_READWRITE, iterating over its internal region.
  subroutine smooth(field, field_new, field_old, alpha)
    type(r2d_field), intent(inout) :: field, field_new, field_old
    real(go_wp), intent(in) :: alpha
    call psy_ocl_field_arg(time_smooth, 0, field, .false.)
    call psy_ocl_field_arg(time_smooth, 1, field_new, .false.)
    call psy_ocl_field_arg(time_smooth, 2, field_old, .true.)
    call psy_ocl_real_arg(time_smooth, 3, alpha)
    call psy_ocl_launch(time_smooth, field%grid%nx, field%grid%ny, field_old%internal)
  end subroutine smooth

end module shallow_psy_mod
