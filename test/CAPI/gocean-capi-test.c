/* The GOcean part of the psy C API (psy-c/GOcean.h, psy-c/Dialect.h): the vocabulary, the
 * entry rules, psy.go_kernel_meta built from the kernel model, verified and read back, the
 * grid-property table, and a schedule loop nest built op by op.
 * RUN: psy-gocean-capi-test 2>&1 | FileCheck %s
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Dialect.h"
#include "psy-c/GOcean.h"
#include "psy-c/Support.h"

static void printer(MlirStringRef s, void *u) {
  (void)u;
  fwrite(s.data, 1, s.length, stdout);
}

static void testVocabulary(MlirContext ctx) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  printf("go_cu %d GO_GRID_MASK_T %d go_inc %d\n",
         psyGoVocabLookup(PSY_GO_VOCAB_POINT_TYPE, "go_cu", 5),
         psyGoVocabLookup(PSY_GO_VOCAB_GRID_PROPERTY, "GO_GRID_MASK_T", 14),
         psyGoVocabLookup(PSY_GO_VOCAB_ACCESS, "go_inc", 6));
  // CHECK: go_cu 1 GO_GRID_MASK_T 3 go_inc -1
  printf("mask array %d real %d\n", psyGoGridPropertyIsArray(3), psyGoGridPropertyIsReal(3));
  // CHECK-NEXT: mask array 1 real 0
  PsyGoArg a = {.kind = PSY_GO_ARG_SCALAR, .access = PSY_GO_WRITE, .what = 0};
  printf("written scalar ok %d\n",
         mlirLogicalResultIsSuccess(psyGoArgCheck(&a, loc, "entry 0: ")));
  // CHECK-NEXT: error: entry 0: a scalar argument (go_r_scalar) can only be go_read, not go_write
  // CHECK-NEXT: written scalar ok 0
  const char *const rows[3] = {"010", "111", "010"};
  PsyGoArg f = {.kind = PSY_GO_ARG_FIELD, .access = PSY_GO_READ};
  printf("stencil ok %d centre '%s'\n",
         mlirLogicalResultIsSuccess(psyGoArgSetStencil(&f, rows, loc, NULL)), f.stencil[1]);
  // CHECK-NEXT: stencil ok 1 centre '111'
}

static void testOp(MlirContext ctx) {
  PsyGoArg args[3] = {
      {.kind = PSY_GO_ARG_FIELD, .access = PSY_GO_WRITE, .what = 1},
      {.kind = PSY_GO_ARG_FIELD, .access = PSY_GO_READ, .what = 0},
      {.kind = PSY_GO_ARG_GRID, .access = PSY_GO_READ, .what = 1},
  };
  const char *const rows[3] = {"000", "011", "000"};
  psyGoArgSetStencil(&args[1], rows, mlirLocationUnknownGet(ctx), NULL);
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

static void testGrid(MlirContext ctx) {
  PsyGoGridTable t;
  psyGoGridTableInitDefault(&t);
  int dx = psyGoVocabLookup(PSY_GO_VOCAB_GRID_PROPERTY, "go_grid_dx_const", 16);
  char *a = psyGoGridTableAccess(&t, dx, "p");
  printf("default %s\n", a);
  // CHECK: default p%grid%dx
  free(a);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  bool ok = mlirLogicalResultIsSuccess(
      psyGoGridTableParse(&t, "go_grid_dx_const: {0}%%grid%%ddx: scalar: real", loc, NULL));
  a = psyGoGridTableAccess(&t, dx, "model%u");
  printf("parsed %d %s\n", ok, a);
  // CHECK-NEXT: parsed 1 model%u%grid%ddx
  free(a);
  ok = mlirLogicalResultIsSuccess(
      psyGoGridTableParse(&t, "go_grid_dx_const: x: vector: real", loc, NULL));
  printf("bad %d\n", ok);
  // CHECK-NEXT: error: grid-properties item 1: grid property 'go_grid_dx_const' is 'vector'; expected scalar or array
  // CHECK-NEXT: bad 0
  psyGoGridTableClear(&t);
}

/* outer loop { inner loop { kernel } } over one field, built with the creators. */
static void testSchedule(MlirContext ctx) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  PsyGoArg args[1] = {{.kind = PSY_GO_ARG_FIELD, .access = PSY_GO_WRITE, .what = 0}};
  PsyGoKernelMeta m = {.name = "k", .procedure = "k_code", .nargs = 1, .args = args};
  MlirModule mod = mlirModuleCreateEmpty(loc);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(mod), psyGoKernelMetaOpCreate(loc, &m));
  int64_t shape[2] = {mlirShapedTypeGetDynamicSize(), mlirShapedTypeGetDynamicSize()};
  MlirType f = mlirMemRefTypeContiguousGet(mlirF64TypeGet(ctx), 2, shape, mlirAttributeGetNull());
  MlirBlock body = mlirBlockCreate(1, &f, &loc);
  MlirValue field = mlirBlockGetArgument(body, 0);
  mlirBlockAppendOwnedOperation(body, psyGoHaloExchangeOpCreate(loc, field, 1));
  MlirOperation outer = psyGoLoopOpCreate(loc, true, field, 0, 1, 1);
  MlirOperation inner = psyGoLoopOpCreate(loc, false, field, 0, 1, 1);
  mlirBlockAppendOwnedOperation(psyGoLoopOpGetBody(inner),
                                psyGoKernelOpCreate(loc, mlirStringRefCreateFromCString("k"), 1,
                                                    &field, mlirAttributeGetNull()));
  mlirBlockAppendOwnedOperation(psyGoLoopOpGetBody(outer), inner);
  mlirBlockAppendOwnedOperation(body, outer);
  MlirOperationState ret = mlirOperationStateGet(mlirStringRefCreateFromCString("func.return"), loc);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&ret));
  /* the nest inside func.func @invoke(%f) in the module, so that @k resolves */
  mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("func"));
  MlirNamedAttribute attrs[2] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("sym_name")),
                            mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("invoke"))),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("function_type")),
          mlirTypeAttrGet(mlirFunctionTypeGet(ctx, 1, &f, 0, NULL)))};
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString("func.func"), loc);
  mlirOperationStateAddAttributes(&st, 2, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(mod), mlirOperationCreate(&st));
  mlirOperationPrint(outer, printer, NULL);
  printf("\nouter %d inner %d verifies %d\n", psyGoLoopOpIsOuter(outer),
         psyGoLoopOpIsOuter(inner), mlirOperationVerify(mlirModuleGetOperation(mod)));
  // CHECK: psy.go_loop "outer" %{{.*}} : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts" index_offset "go_offset_sw" {
  // CHECK-NEXT: psy.go_loop "inner"
  // CHECK-NEXT: psy.go_kernel @k(%{{.*}}) : memref<?x?xf64>
  // CHECK: outer 1 inner 0 verifies 1
  mlirModuleDestroy(mod);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = psyContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  testVocabulary(ctx);
  testOp(ctx);
  testGrid(ctx);
  testSchedule(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
