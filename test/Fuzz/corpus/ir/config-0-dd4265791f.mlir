// psy-opt --config FILE reads PSyclone's configuration file and attaches the keys psy-mlir
// honours or checks to the module (psy.config); $PSYCLONE_CONFIG names the file otherwise.


// [DEFAULT] says "no" in the configparser way; [lfric] is empty, so the rest are defaults.

// No file anywhere: nothing is attached and the passes use PSyclone's defaults.


func.func @f() attributes {psy.invoke} {
  return
}
