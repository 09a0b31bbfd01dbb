! A one-kernel GOcean algorithm: its kernel iterates over go_external_pts, which the schedule
! refuses; --kernel-meta refuses an algorithm file.
program gocean_alg
  use kernels_mod, only: boundary
  implicit none
  call invoke(boundary(t))
end program gocean_alg
