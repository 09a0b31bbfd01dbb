! LFRic's kernel_mod: the abstract parent of every kernel's metadata type.
module kernel_mod
  implicit none
  private
  type, abstract, public :: kernel_type
    private
  end type kernel_type
end module kernel_mod
