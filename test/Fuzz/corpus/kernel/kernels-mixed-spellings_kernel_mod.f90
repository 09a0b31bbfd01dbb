! Every metadata component in the spellings real kernels use: upper and mixed case,
! `name(N) = [ ]` and `dimension(N) :: name = (/ /)`, scalar and array gh_shape, comments
! and blank lines between entries, and a `code => name` binding.
module spellings_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: spellings_kernel_type
    private
    type(ARG_TYPE), Dimension(3) :: Meta_Args = (/                 &
         ARG_TYPE(GH_FIELD,   GH_REAL, GH_INC,  W0),               & ! updated
         ! read on W3, with its basis functions
         arg_type(gh_field,   gh_real, gh_read, w3),               &

         ARG_TYPE(GH_FIELD*3, GH_REAL, GH_READ, WCHI)              &
         /)
    TYPE(FUNC_TYPE) :: META_FUNCS(2) = [                           &
         func_type(W0, GH_BASIS, GH_DIFF_BASIS),                   &
         ! w3: basis only
         FUNC_TYPE(w3, gh_basis)                                   &
         ]
    integer :: GH_SHAPE(2) = [ GH_QUADRATURE_XYoZ, gh_evaluator ]
    INTEGER :: gh_evaluator_targets(1) = (/ W0 /)
    type(reference_element_data_type) :: meta_reference_element(2) = [ &
         Reference_Element_Data_Type(NORMALS_TO_HORIZONTAL_FACES),     &
         reference_element_data_type(outward_normals_to_vertical_faces) ]
    TYPE(MESH_DATA_TYPE) :: META_MESH(1) = [ mesh_data_type(ADJACENT_FACE) ]
    integer :: OPERATES_ON = Cell_Column
  contains
    PROCEDURE, NOPASS :: code => Spellings_Code
  end type spellings_kernel_type

contains
  subroutine spellings_code()
  end subroutine spellings_code
end module spellings_kernel_mod
