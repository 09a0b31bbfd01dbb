// psy-lower-kernels with LMA operators whose spaces no field of the kernel is on, and with
// operators of other precisions than r_def. A space only an operator is on gets its ndf,
// undf and map extras from that operator (the binding reads its proxy's fs_to / fs_from);
// the kernel is passed only the ndf.

// The operator's from-space (w3) has no field: ndf_w3 joins the extras after w0's and the
// kernel gets it after the w0 map, as LFRic's argument list orders spaces.
psy.kernel_meta @apply30_type operates_on "cell_column" procedure "apply30_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">, #psy.meta_arg<gh_operator, gh_real, gh_read, "w0", "w3">] {module = "apply30_mod"}
func.func @from_space(%x: !psy.field<f64, "w0">, %op: !psy.operator<f64, "w0", "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%x : !psy.field<f64, "w0">) {
    psy.kernel @apply30_type(%x, %op) : !psy.field<f64, "w0">, !psy.operator<f64, "w0", "w3">
  }
  return
}
