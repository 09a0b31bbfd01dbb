// Every rule of the psy ops' verifiers (lib/Dialect/PsyOps.cpp and the C domain rules it
// calls), one case each.

func.func @halo_depth_zero(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op halo depth must be at least 1, got 0}}
  psy.halo_exchange %f depth(0) check_dirty : !psy.field<f64, "w1">
  return
}
