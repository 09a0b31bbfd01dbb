/* Context set-up: every upstream dialect and LLVM translation registered, the psy dialect and
 * the few that lowering builds loaded. Upstream passes register with the first textual
 * pipeline (lib/Transforms/Pipeline.c). */
#include "psy-c/Dialect.h"

#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Target/LLVMIR.h"

/* The dialects psy IR and its lowerings create ops of through the C API, which needs them
 * loaded. Every other upstream dialect is registered and loads on first use: loading all of
 * them up front cost ~30 ms a context (bench/RESULTS.md). */
static const char *const kEagerDialects[] = {"builtin", "psy", "func", "arith", "memref",
                                              "scf", "cf", "math", "llvm"};

MlirContext psyContextCreate(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__psy__(), reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  for (size_t i = 0; i < sizeof kEagerDialects / sizeof kEagerDialects[0]; ++i)
    mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString(kEagerDialects[i]));
  mlirRegisterAllLLVMTranslations(ctx);
  return ctx;
}
