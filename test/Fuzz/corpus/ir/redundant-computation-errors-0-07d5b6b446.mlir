// psy-redundant-computation refuses, with an error at the loop, what PSyclone forbids or what
// makes no sense; one refusal per split. The request differs per part (depth=2, depth=max,
// depth=0), so the parts are split with split-file, each run with -split-input-file.
// Options that name no loop or no single invoke: an error at the module, nothing printed.

//--- depth2.mlir
// Without distributed memory there is no halo (the configuration says so).
module attributes {psy.config = {distributed_memory = false}} {
  psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
      args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
  func.func @no_dm(%d: !psy.field<f64, "w3">) attributes {psy.invoke} {
    // expected-error@+1 {{psy-redundant-computation: needs distributed memory (option dm, configuration key DISTRIBUTED_MEMORY): without it there are no halos}}
    psy.loop cells to ncells {
      psy.kernel @w3_type(%d) : !psy.field<f64, "w3">
    }
    return
  }
}
