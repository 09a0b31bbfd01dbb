/* Context set-up: every upstream dialect, pass and LLVM translation, plus the psy dialect,
 * which is IRDL text embedded at build time and loaded at run time. */
#include "psy-c/Dialect.h"

#include "mlir-c/Dialect/IRDL.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Target/LLVMIR.h"

extern const char psyDialectIRDL[];

const char *psyDialectSource(void) { return psyDialectIRDL; }

MlirLogicalResult psyLoadDialect(MlirContext ctx) {
  MlirModule defs = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(psyDialectIRDL));
  if (mlirModuleIsNull(defs))
    return mlirLogicalResultFailure();
  MlirLogicalResult r = mlirLoadIRDLDialects(defs);
  /* The loaded dialect keeps what it needs; the definitions module can go. */
  mlirModuleDestroy(defs);
  return r;
}

/* Passes register into a process-wide registry: once is enough. */
static void registerPassesOnce(void) {
  static int done;
  if (!done) {
    mlirRegisterAllPasses();
    done = 1;
  }
}

MlirContext psyContextCreate(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirRegisterAllLLVMTranslations(ctx);
  registerPassesOnce();
  if (mlirLogicalResultIsFailure(psyLoadDialect(ctx))) {
    mlirContextDestroy(ctx);
    return (MlirContext){NULL};
  }
  return ctx;
}
