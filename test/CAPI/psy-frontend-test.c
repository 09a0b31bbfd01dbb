/* psy-frontend-test: drives the in-process front end API (psy-c/Fortran.h, psyFrontendBuild,
 * psyFrontendRewriteAlgorithm) the way psyc does, with a stand-in "pass" between building and
 * rewriting, so tests can check that the rewrite follows the module after the passes.
 *   psy-frontend-test MODE ALG KERNEL_DIR OUT_ALG
 * MODE: plain (no change), append (every invoke's psy.alg_args gains "extra_arg", as a pass
 * that adds an argument would), drop (the first invoke function is erased).
 * test/Frontend/rewrite-after-passes.test has the cases; this file checks the tool runs.
 * RUN: rm -rf %t && mkdir -p %t
 * RUN: psy-frontend-test append %S/../Frontend/alg_single_kernel.f90 %S/../Frontend/Inputs/kernels %t/a.f90
 * RUN: FileCheck %s < %t/a.f90
 * CHECK: call invoke_0_testkern_type(a, f1, f2, f3, extra_arg)
 */
#include <stdio.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/IR.h"
#include "psy-c/Dialect.h"
#include "psy-c/Fortran.h"
#include "psy-c/Frontend.h"
#include "psy-c/Support.h"


/* Appends a string to the psy.alg_args of every function that has them. */
static void appendArg(MlirOperation module, const char *text) {
  MlirContext ctx = mlirOperationGetContext(module);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation f = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(f);
       f = mlirOperationGetNextInBlock(f)) {
    MlirAttribute args = mlirOperationGetAttributeByName(f, psyRef("psy.alg_args"));
    if (mlirAttributeIsNull(args)) continue;
    intptr_t n = mlirArrayAttrGetNumElements(args);
    MlirAttribute items[n + 1];
    for (intptr_t i = 0; i < n; ++i) items[i] = mlirArrayAttrGetElement(args, i);
    items[n] = mlirStringAttrGet(ctx, psyRef(text));
    mlirOperationSetAttributeByName(f, psyRef("psy.alg_args"), mlirArrayAttrGet(ctx, n + 1, items));
  }
}

static void dropFirstInvoke(MlirOperation module) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation f = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(f);
       f = mlirOperationGetNextInBlock(f))
    if (psyOpIsAnInvoke(f)) {
      mlirOperationDestroy(f);
      return;
    }
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fputs("usage: psy-frontend-test plain|append|drop ALG KERNEL_DIR OUT_ALG\n", stderr);
    return 2;
  }
  PsyFUnit *unit = psyFortranParse(argv[2], NULL);
  if (!unit) return 1;
  const char *dirs[] = {argv[3]};
  PsyFrontendOptions fo = {.emit = PSY_EMIT_IR, .kernelPaths = dirs, .nkernelPaths = 1,
                           .parse = psyFortranParseFn};
  MlirContext ctx = psyContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  MlirModule mod;
  PsyFrontendSession *s = psyFrontendBuild(unit, &fo, ctx, &mod);
  bool ok = s != NULL;
  if (ok && !strcmp(argv[1], "append")) appendArg(mlirModuleGetOperation(mod), "extra_arg");
  if (ok && !strcmp(argv[1], "drop")) dropFirstInvoke(mlirModuleGetOperation(mod));
  ok = ok && psyFrontendRewriteAlgorithm(s, mlirModuleGetOperation(mod), argv[4]);
  if (s) mlirModuleDestroy(mod);
  psyFrontendSessionDestroy(s);
  mlirContextDestroy(ctx);
  psyFUnitDestroy(unit);
  return ok ? 0 : 1;
}
