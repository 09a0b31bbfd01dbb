! build_dm.sh builds a reference program; a test that compares two builds of one algorithm
! (fuse.test: fused and unfused) has none, and builds this instead.
program no_ref
end program no_ref
