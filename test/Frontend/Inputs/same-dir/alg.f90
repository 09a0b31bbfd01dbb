! Used by ../../default-search-path.test: the kernel module sits beside the algorithm.
program same_dir_alg
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(testkern_type(a, f1, f2, f3))
end program same_dir_alg
