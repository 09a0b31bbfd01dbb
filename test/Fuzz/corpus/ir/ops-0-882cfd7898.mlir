// Round trip of every psy op, type and attribute, through psy-opt and through stock mlir-opt
// with the dialect plugin (so the dialect stays loadable by upstream tools); then through
// --canonicalize --cse in mlir-opt: every psy op has effects, so every op here survives.

func.func @types(%a: !psy.field<f64, "w0">, %b: !psy.field<f32, "w3">,
                 %c: !psy.field<i32, "any_space_1">, %d: !psy.field_vector<f64, "w1", 3>,
                 %e: !psy.operator<f64, "w0", "w1">,
                 %f: !psy.columnwise_operator<f64, "w0", "w1">,
                 %q: !psy.qr<"gh_quadrature_xyoz">, %m: !psy.mesh_property<"adjacent_face">,
                 %r: !psy.halo_request) {
  return
}
