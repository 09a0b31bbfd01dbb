! Calls intents_kernel_type, whose dummies' intents disagree with its metadata.
program intents_alg
  use field_mod, only: field_type
  use intents_kernel_mod, only: intents_kernel_type
  implicit none
  type(field_type) :: a, y, x
  call invoke(intents_kernel_type(a, y, x))
end program intents_alg
