/* Context set-up: every upstream dialect, pass and LLVM translation, plus the psy dialect. */
#include "psy-c/Dialect.h"

#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Target/LLVMIR.h"

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
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__psy__(), reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirRegisterAllLLVMTranslations(ctx);
  registerPassesOnce();
  return ctx;
}
