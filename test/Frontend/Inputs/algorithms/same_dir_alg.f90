! Used by ../../default-search-path.test, which puts it beside the kernel module it uses.
program same_dir_alg
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(testkern_type(a, f1, f2, f3))
end program same_dir_alg
