func.func @halo_depth_negative_async(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange_start' op halo depth must be at least 1, got -2}}
  %r = psy.halo_exchange_start %f depth(-2) check_dirty : !psy.field<f64, "w1">
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
  return
}
