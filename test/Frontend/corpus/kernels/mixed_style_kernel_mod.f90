!> @brief Kernel metadata in the looser styles found in real code.
!> Corpus: mixed case, [ ] array constructors, comments and blank continuation lines between
!> entries, `dimension(n)` declarations, and the `code => name` binding form.
Module Mixed_Style_Kernel_Mod

  Use Argument_Mod,      Only: Arg_Type, Func_Type,                 &
                               GH_Field, GH_Scalar, gh_real,        &
                               gh_integer, Gh_Inc, gh_Read,         &
                               GH_Basis, gh_diff_basis,             &
                               Gh_Quadrature_XYoZ, Cell_Column
  Use Constants_Mod,     Only: r_def, i_def
  Use Fs_Continuity_Mod, Only: w0, W3, wTheta
  Use Kernel_Mod,        Only: Kernel_Type

  Implicit None

  Private

  Type, Public, Extends(Kernel_Type) :: Mixed_Style_Kernel_Type
    Private
    Type(Arg_Type), Dimension(4) :: Meta_Args = [            &
         ! The field this kernel increments
         Arg_Type(GH_Field,  gh_real,    Gh_Inc,  w0),       &
         ! Two fields it reads, on different discontinuous spaces
         Arg_Type(GH_Field,  gh_real,    gh_Read, W3),       &
         &                                                   &
         Arg_Type(gh_field,  GH_REAL,    GH_READ, wTheta),   &
         ! The number of smoothing passes
         Arg_Type(GH_Scalar, gh_integer, gh_Read)            &
         ]
    Type(Func_Type), Dimension(2) :: Meta_Funcs = [          &
         Func_Type(w0, GH_Basis, gh_diff_basis),             & ! gradients needed
         Func_Type(W3, GH_Basis)                             &
         ]
    Integer :: Gh_Shape = Gh_Quadrature_XYoZ
    Integer :: Operates_On = Cell_Column
  Contains
    Procedure, NoPass :: Code => Mixed_Style_Code
  End Type Mixed_Style_Kernel_Type

  Public :: Mixed_Style_Code

Contains

  subroutine mixed_style_code(nlayers, field_1_w0, field_2_w3, field_3_wtheta,  &
      iscalar_4, ndf_w0, undf_w0, map_w0, basis_w0_qr_xyoz, diff_basis_w0_qr_xyoz,  &
      ndf_w3, undf_w3, map_w3, basis_w3_qr_xyoz, ndf_wtheta, undf_wtheta, map_wtheta,  &
      np_xy_qr_xyoz, np_z_qr_xyoz, weights_xy_qr_xyoz, weights_z_qr_xyoz)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: iscalar_4
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    integer(kind=i_def), intent(in) :: np_xy_qr_xyoz
    integer(kind=i_def), intent(in) :: np_z_qr_xyoz
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_3_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(in), dimension(1, ndf_w0, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_w0_qr_xyoz
    real(kind=r_def), intent(in), dimension(3, ndf_w0, np_xy_qr_xyoz, np_z_qr_xyoz) :: diff_basis_w0_qr_xyoz
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(in), dimension(1, ndf_w3, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_w3_qr_xyoz
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
    real(kind=r_def), intent(in), dimension(np_xy_qr_xyoz) :: weights_xy_qr_xyoz
    real(kind=r_def), intent(in), dimension(np_z_qr_xyoz) :: weights_z_qr_xyoz
  end subroutine mixed_style_code

End Module Mixed_Style_Kernel_Mod
