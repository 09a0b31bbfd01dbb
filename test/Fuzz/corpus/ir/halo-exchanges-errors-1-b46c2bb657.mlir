// The same for one component of a field vector; other components are independent.
func.func @component(%v: !psy.field_vector<f64, "w0", 3>) attributes {psy.invoke} {
  psy.halo_exchange %v[1] depth(1) : !psy.field_vector<f64, "w0", 3>
  psy.halo_exchange %v[2] depth(1) : !psy.field_vector<f64, "w0", 3>
  // expected-error@+1 {{'psy.halo_exchange' op depends on an earlier halo exchange of the same field (component 2) with no writer between them: one of the two is redundant}}
  psy.halo_exchange %v[2] depth(2) : !psy.field_vector<f64, "w0", 3>
  return
}
