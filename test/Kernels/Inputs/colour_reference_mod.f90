! The hand-written reference for colour_alg.x90's invoke: the same kernels called in plain
! loops over the cells in order, 1 to ncell, with the arguments an LFRic PSy layer passes. No
! psy-mlir code is involved. The fields hold small integers (stored in reals) and the scalars
! are integers too, so every sum of increments is exact whatever order the cells run in: the
! coloured invoke must match bit for bit, although it visits the cells colour by colour.
module colour_reference_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use w0_inc_kernel_mod, only: w0_inc_code
  use w2_inc_kernel_mod, only: w2_inc_code
  implicit none
  private
  public :: fill_int, compare_int, colour_reference_invoke
contains

  !> The initial value of dof `i` of the field set up with `seed`: an integer from 1 to 11.
  !> Positive, so every increment is positive and every dof a loop reaches changes.
  real(r_def) function initial(i, seed)
    integer(i_def), intent(in) :: i, seed
    initial = real(mod(7 * i + 3 * seed, 11) + 1, r_def)
  end function initial

  subroutine fill_int(f, seed)
    type(field_type), intent(in) :: f
    integer(i_def), intent(in) :: seed
    type(field_proxy_type) :: p
    integer(i_def) :: i
    p = f%get_proxy()
    do i = 1, size(p%data)
      p%data(i) = initial(i, seed)
    end do
  end subroutine fill_int

  !> Counts the dofs where the two fields differ (into `bad`) and those no longer equal to
  !> their initial value (to show that the invoke did something).
  subroutine compare_int(what, f, g, seed, bad)
    character(*), intent(in) :: what
    type(field_type), intent(in) :: f, g
    integer(i_def), intent(in) :: seed
    integer(i_def), intent(inout) :: bad
    type(field_proxy_type) :: p, q
    integer(i_def) :: i, differ, changed
    p = f%get_proxy()
    q = g%get_proxy()
    differ = 0
    changed = 0
    do i = 1, size(p%data)
      if (p%data(i) /= q%data(i)) differ = differ + 1
      if (p%data(i) /= initial(i, seed)) changed = changed + 1
    end do
    write(*, '(a, a, i0, a, i0, a, i0)') what, ': dofs=', size(p%data), ' differ=', differ, &
      ' changed=', changed
    bad = bad + differ
  end subroutine compare_int

  subroutine colour_reference_invoke(a, m, f0, f2, g3)
    real(r_def), intent(in) :: a
    integer(i_def), intent(in) :: m
    type(field_type), intent(in) :: f0, f2, g3
    type(field_proxy_type) :: f0_p, f2_p, g3_p
    integer(i_def), pointer :: map_w0(:,:), map_w2(:,:), map_w3(:,:)
    integer(i_def) :: cell, nlayers

    f0_p = f0%get_proxy()
    f2_p = f2%get_proxy()
    g3_p = g3%get_proxy()
    map_w0 => f0_p%vspace%get_whole_dofmap()
    map_w2 => f2_p%vspace%get_whole_dofmap()
    map_w3 => g3_p%vspace%get_whole_dofmap()
    nlayers = f0_p%vspace%get_nlayers()
    do cell = 1, f0_p%vspace%get_ncell()
      call w0_inc_code(nlayers, a, f0_p%data, g3_p%data, f0_p%vspace%get_ndf(), &
                       f0_p%vspace%get_undf(), map_w0(:, cell), g3_p%vspace%get_ndf(), &
                       g3_p%vspace%get_undf(), map_w3(:, cell))
    end do
    do cell = 1, f2_p%vspace%get_ncell()
      call w2_inc_code(nlayers, f2_p%data, g3_p%data, m, f2_p%vspace%get_ndf(), &
                       f2_p%vspace%get_undf(), map_w2(:, cell), g3_p%vspace%get_ndf(), &
                       g3_p%vspace%get_undf(), map_w3(:, cell))
    end do
  end subroutine colour_reference_invoke
end module colour_reference_mod
