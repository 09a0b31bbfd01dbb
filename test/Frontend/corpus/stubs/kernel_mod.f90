! Corpus stand-in for LFRic's kernel_mod: the parent of every kernel type.
module kernel_mod
  implicit none
  type, abstract, public :: kernel_type
  end type kernel_type
end module kernel_mod
