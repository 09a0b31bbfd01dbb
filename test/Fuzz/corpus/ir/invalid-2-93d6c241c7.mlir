func.func @halo_on_scalar(%a: f64) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op operand #0 must be field or field vector, but got 'f64'}}
  psy.halo_exchange %a depth(1) check_dirty : f64
  return
}
