func.func @max_and_constant(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op has both the maximum depth and another depth}}
  "psy.halo_exchange"(%f) <{below_max = 0 : i64, depth = 2 : i64}> : (!psy.field<f64, "w1">) -> ()
  return
}
