/* The GOcean part of the psy C API (psy-c/GOcean.h, psy-c/Dialect.h): the vocabulary, the
 * entry rules, and psy.go_kernel_meta built from the kernel model, verified and read back.
 * RUN: psy-gocean-capi-test 2>&1 | FileCheck %s
 */
#include <stdio.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "psy-c/Dialect.h"
#include "psy-c/GOcean.h"
#include "psy-c/Support.h"

static void printer(MlirStringRef s, void *u) {
  (void)u;
  fwrite(s.data, 1, s.length, stdout);
}

static void testVocabulary(void) {
  printf("go_cu %d GO_GRID_MASK_T %d go_inc %d\n",
         psyGoVocabLookup(PSY_GO_VOCAB_POINT_TYPE, "go_cu", 5),
         psyGoVocabLookup(PSY_GO_VOCAB_GRID_PROPERTY, "GO_GRID_MASK_T", 14),
         psyGoVocabLookup(PSY_GO_VOCAB_ACCESS, "go_inc", 6));
  // CHECK: go_cu 1 GO_GRID_MASK_T 3 go_inc -1
  printf("mask array %d real %d\n", psyGoGridPropertyIsArray(3), psyGoGridPropertyIsReal(3));
  // CHECK-NEXT: mask array 1 real 0
  PsyGoArg a = {.kind = PSY_GO_ARG_SCALAR, .access = PSY_GO_WRITE, .what = 0};
  char why[256];
  printf("written scalar ok %d: %s\n", psyGoArgCheck(&a, why, sizeof why), why);
  // CHECK-NEXT: written scalar ok 0: a scalar argument (go_r_scalar) can only be go_read, not go_write
  const char *const rows[3] = {"010", "111", "010"};
  PsyGoArg f = {.kind = PSY_GO_ARG_FIELD, .access = PSY_GO_READ};
  printf("stencil ok %d centre '%s'\n", psyGoArgSetStencil(&f, rows, why, sizeof why),
         f.stencil[1]);
  // CHECK-NEXT: stencil ok 1 centre '111'
}

static void testOp(MlirContext ctx) {
  PsyGoArg args[3] = {
      {.kind = PSY_GO_ARG_FIELD, .access = PSY_GO_WRITE, .what = 1},
      {.kind = PSY_GO_ARG_FIELD, .access = PSY_GO_READ, .what = 0},
      {.kind = PSY_GO_ARG_GRID, .access = PSY_GO_READ, .what = 1},
  };
  const char *const rows[3] = {"000", "011", "000"};
  char why[256];
  psyGoArgSetStencil(&args[1], rows, why, sizeof why);
  PsyGoKernelMeta m = {.name = "compute_cu", .procedure = "compute_cu_code",
                       .iteratesOver = 0, .indexOffset = 0, .nargs = 3, .args = args};
  /* The op lives at module level (HasParent<ModuleOp>): verify it there. */
  MlirModule mod = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirOperation op = psyGoKernelMetaOpCreate(mlirLocationUnknownGet(ctx), &m);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(mod), op);
  mlirOperationPrint(op, printer, NULL);
  printf("\nisa %d verifies %d\n", psyGoKernelMetaOpIsA(op),
         mlirOperationVerify(mlirModuleGetOperation(mod)));
  // CHECK: psy.go_kernel_meta @compute_cu iterates_over "go_internal_pts" index_offset "go_offset_ne" procedure "compute_cu_code" args {{\[}}["go_write", "go_cu", "go_pointwise"], ["go_read", "go_ct", "go_stencil(000,011,000)"], ["go_read", "go_grid_area_u"]]
  // CHECK-NEXT: isa 1 verifies 1
  PsyGoKernelMeta back;
  bool ok = psyGoKernelMetaFromOp(op, &back);
  printf("read %d: %s %s %d entries, stencil %s, dummies %d\n", ok, back.name, back.procedure,
         back.nargs, back.args[1].stencil[1], psyGoKernelMetaDummyCount(&back));
  // CHECK-NEXT: read 1: compute_cu compute_cu_code 3 entries, stencil 011, dummies 5
  psyGoKernelMetaClear(&back);
  mlirModuleDestroy(mod);

  args[0].kind = PSY_GO_ARG_SCALAR;
  op = psyGoKernelMetaOpCreate(mlirLocationUnknownGet(ctx), &m);
  printf("written scalar verifies %d\n", mlirLogicalResultIsSuccess(psyGoKernelMetaOpVerify(op)));
  // CHECK: error: 'psy.go_kernel_meta' op meta_args entry 0: a scalar argument (go_i_scalar) can only be go_read, not go_write
  // CHECK: written scalar verifies 0
  mlirOperationDestroy(op);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  testVocabulary();
  MlirContext ctx = psyContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  testOp(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
