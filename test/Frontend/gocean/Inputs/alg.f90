! A GOcean algorithm: refused, since the GOcean schedule does not exist yet.
program gocean_alg
  use kernels_mod, only: boundary
  implicit none
  call invoke(boundary(t))
end program gocean_alg
