// psyEmitWarningText (Warning.h): mlir::emitWarning behind a C signature. Glue only.
#include "Warning.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/Diagnostics.h"

extern "C" void psyEmitWarningText(MlirLocation loc, const char *message) {
  mlir::emitWarning(unwrap(loc)) << message;
}
