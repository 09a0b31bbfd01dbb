// An exchange no loop reads after: its end goes last, before the terminator, and its start
// first (behind the starts already there). One already split is left alone.
func.func @unread(%f: !psy.field<f64, "w3">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  %r = psy.halo_exchange_start %f depth(2) : !psy.field<f64, "w3">
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w3">
  psy.halo_exchange %g depth(1) : !psy.field<f64, "w3">
  return
}
