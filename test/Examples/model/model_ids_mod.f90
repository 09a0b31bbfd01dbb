!> Fills a field with the global ids of its dofs (LFRic's vspace%get_global_dof_id), owned
!> and halo alike, so that the model's initial condition is a function of the global problem,
!> not of the partition. Every halo depth is then clean.
module model_ids_mod

  use constants_mod, only: r_def, i_def
  use field_mod,     only: field_type, field_proxy_type

  implicit none

  private
  public :: fill_global_ids

contains

  subroutine fill_global_ids(f)
    type(field_type), intent(inout) :: f
    type(field_proxy_type) :: p
    integer(kind=i_def) :: df, depth

    p = f%get_proxy()
    do df = 1, p%vspace%get_undf()
      p%data(df) = real(p%vspace%get_global_dof_id(df), r_def)
    end do
    depth = p%vspace%get_halo_depth()
    if (depth > 0) call p%set_clean(depth)
  end subroutine fill_global_ids

end module model_ids_mod
