/* The psy C API: builders and getters for every type and op, printed and checked.
 * RUN: psy-capi-test | FileCheck %s
 */
#include <stdio.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dialect.h"

static void printStr(const char *label, MlirStringRef s) {
  printf("%s: '%.*s'\n", label, (int)s.length, s.data);
}

static void typePrinter(MlirStringRef s, void *u) {
  (void)u;
  fwrite(s.data, 1, s.length, stdout);
}

static void showType(const char *label, MlirType t) {
  printf("%s: ", label);
  mlirTypePrint(t, typePrinter, NULL);
  printf("\n");
}

static void testTypes(MlirContext ctx) {
  MlirType f64 = mlirF64TypeGet(ctx), i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType field = psyFieldTypeGet(ctx, f64, mlirStringRefCreateFromCString("w1"));
  showType("field", field);
  // CHECK: field: !psy.field<f64, "w1">
  printf("is field %d vector %d operator %d dim %d\n", psyTypeIsAField(field),
         psyTypeIsAFieldVector(field), psyTypeIsAnOperator(field), psyTypeGetDim(field));
  // CHECK-NEXT: is field 1 vector 0 operator 0 dim 1
  showType("element", psyTypeGetElementType(field));
  // CHECK-NEXT: element: f64
  printStr("space", psyTypeGetSpace(field));
  // CHECK-NEXT: space: 'w1'

  MlirType vec = psyFieldVectorTypeGet(ctx, i32, mlirStringRefCreateFromCString("any_space_2"), 3);
  showType("vector", vec);
  // CHECK-NEXT: vector: !psy.field_vector<i32, "any_space_2", 3 : i32>
  printf("is vector %d dim %d\n", psyTypeIsAFieldVector(vec), psyTypeGetDim(vec));
  // CHECK-NEXT: is vector 1 dim 3
  printStr("vector space", psyTypeGetSpace(vec));
  // CHECK-NEXT: vector space: 'any_space_2'

  MlirType op = psyOperatorTypeGet(ctx, mlirF32TypeGet(ctx), mlirStringRefCreateFromCString("w0"),
                                   mlirStringRefCreateFromCString("w3"));
  showType("operator", op);
  // CHECK-NEXT: operator: !psy.operator<f32, "w0", "w3">
  printStr("to", psyTypeGetSpace(op));
  printStr("from", psyOperatorTypeGetFromSpace(op));
  // CHECK-NEXT: to: 'w0'
  // CHECK-NEXT: from: 'w3'

  MlirType qr = psyQrTypeGet(ctx, mlirStringRefCreateFromCString("gh_quadrature_xyoz"));
  printStr("qr shape", psyQrTypeGetShape(qr));
  // CHECK-NEXT: qr shape: 'gh_quadrature_xyoz'
  printf("scalar is field %d, dim %d, space '%.*s'\n", psyTypeIsAField(f64), psyTypeGetDim(f64),
         (int)psyTypeGetSpace(f64).length, psyTypeGetSpace(f64).data);
  // CHECK-NEXT: scalar is field 0, dim 0, space ''
  /* A bad element type is rejected by the dialect: the builder returns a null type. */
  printf("i64 field is null %d\n",
         mlirTypeIsNull(psyFieldTypeGet(ctx, mlirIntegerTypeGet(ctx, 64),
                                        mlirStringRefCreateFromCString("w0"))));
  // CHECK: i64 field is null 1
}

/* Builds an invoke with one of each op and reads the attributes back. */
static void testOps(MlirContext ctx) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirBlock body = mlirModuleGetBody(module);
  MlirType f64 = mlirF64TypeGet(ctx);
  MlirType field = psyFieldTypeGet(ctx, f64, mlirStringRefCreateFromCString("w1"));

  MlirAttribute noArgs = mlirArrayAttrGet(ctx, 0, NULL);
  MlirOperation meta = psyKernelMetaOpCreate(loc, mlirStringRefCreateFromCString("k_type"),
                                             mlirStringRefCreateFromCString("cell_column"),
                                             mlirStringRefCreateFromCString("k_code"), noArgs);
  mlirBlockAppendOwnedOperation(body, meta);
  printf("meta found %d\n",
         mlirOperationEqual(psyKernelMetaLookup(mlirModuleGetOperation(module),
                                                mlirStringRefCreateFromCString("k_type")),
                            meta));
  // CHECK: meta found 1

  MlirRegion region = mlirRegionCreate();
  MlirBlock entry = mlirBlockCreate(1, &field, &loc);
  mlirRegionAppendOwnedBlock(region, entry);
  MlirValue f = mlirBlockGetArgument(entry, 0);

  MlirOperation box = psyArgOpCreate(loc, f);
  mlirBlockAppendOwnedOperation(entry, box);
  MlirValue boxed = mlirOperationGetResult(box, 0);
  printf("unboxed is arg %d\n", mlirValueEqual(psyArgumentGetValue(boxed), f));
  // CHECK-NEXT: unboxed is arg 1

  MlirOperation k = psyKernelOpCreate(loc, mlirStringRefCreateFromCString("k_type"), 1, &boxed,
                                      PSY_ITER_CELLS, PSY_UB_NCELLS);
  mlirBlockAppendOwnedOperation(entry, k);
  psyLoopOpSetUpperBound(k, PSY_UB_CELL_HALO, 2);
  printStr("kernel meta", psyKernelOpGetMetaName(k));
  printf("kernel %s %s depth %lld\n", psyIterationName(psyLoopOpGetIteration(k)),
         psyUpperBoundName(psyLoopOpGetUpperBound(k)), (long long)psyLoopOpGetDepth(k));
  // CHECK-NEXT: kernel meta: 'k_type'
  // CHECK-NEXT: kernel cells cell_halo depth 2

  MlirOperation h = psyHaloExchangeOpCreate(loc, f, 3, true);
  mlirBlockAppendOwnedOperation(entry, h);
  printf("halo depth %lld dirty %d component %lld\n", (long long)psyHaloExchangeOpGetDepth(h),
         psyHaloExchangeOpGetCheckDirty(h), (long long)psyHaloExchangeOpGetComponent(h));
  // CHECK-NEXT: halo depth 3 dirty 1 component 0

  MlirOperation start = psyHaloExchangeStartOpCreate(loc, f, 1, false);
  mlirBlockAppendOwnedOperation(entry, start);
  mlirBlockAppendOwnedOperation(
      entry, psyHaloExchangeEndOpCreate(loc, f, mlirOperationGetResult(start, 0)));

  MlirOperation b = psyBuiltinOpCreate(loc, mlirStringRefCreateFromCString("sum_X"), 1, &boxed,
                                       PSY_UB_NDOFS, f64);
  mlirBlockAppendOwnedOperation(entry, b);
  printStr("builtin", psyBuiltinOpGetName(b));
  // CHECK-NEXT: builtin: 'sum_X'
  MlirOperation g = psyGlobalSumOpCreate(loc, mlirOperationGetResult(b, 0), PSY_REDUCE_MAX);
  mlirBlockAppendOwnedOperation(entry, g);
  printf("reduction %d\n", psyGlobalSumOpGetReduction(g) == PSY_REDUCE_MAX);
  // CHECK-NEXT: reduction 1

  MlirOperationState ret = mlirOperationStateGet(mlirStringRefCreateFromCString("func.return"), loc);
  mlirBlockAppendOwnedOperation(entry, mlirOperationCreate(&ret));
  MlirOperationState fn = mlirOperationStateGet(mlirStringRefCreateFromCString("func.func"), loc);
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("sym_name")),
                            mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("invoke_0"))),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("function_type")),
          mlirTypeAttrGet(mlirFunctionTypeGet(ctx, 1, &field, 0, NULL))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("psy.invoke")),
                            mlirUnitAttrGet(ctx)),
  };
  mlirOperationStateAddAttributes(&fn, 3, attrs);
  mlirOperationStateAddOwnedRegions(&fn, 1, &region);
  MlirOperation func = mlirOperationCreate(&fn);
  mlirBlockAppendOwnedOperation(body, func);
  printf("invoke %d verifies %d\n", psyOpIsAnInvoke(func),
         mlirOperationVerify(mlirModuleGetOperation(module)));
  // CHECK-NEXT: invoke 1 verifies 1
  mlirOperationPrint(mlirModuleGetOperation(module), typePrinter, NULL);
  printf("\n");
  // CHECK: "psy.kernel_meta"() {meta_args = [], operates_on = "cell_column", procedure = "k_code", sym_name = "k_type"}
  // CHECK: func.func @invoke_0(%arg0: !psy.field<f64, "w1">) attributes {psy.invoke}
  // CHECK-NEXT: %0 = "psy.arg"(%arg0)
  // CHECK-NEXT: "psy.kernel"(%0) {depth = 2 : i64, iteration = "cells", kernel = @k_type, upper_bound = "cell_halo"}
  // CHECK-NEXT: "psy.halo_exchange"(%arg0) {check_dirty = true, depth = 3 : i64}
  // CHECK-NEXT: %1 = "psy.halo_exchange_start"(%arg0) {check_dirty = false, depth = 1 : i64}
  // CHECK-NEXT: "psy.halo_exchange_end"(%arg0, %1)
  // CHECK-NEXT: %2 = "psy.builtin"(%0) {iteration = "dofs", name = "sum_X", upper_bound = "ndofs"} : (!psy.argument) -> f64
  // CHECK-NEXT: %3 = "psy.global_sum"(%2) {reduction = "max"} : (f64) -> f64
  mlirModuleDestroy(module);
}

int main(void) {
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx))
    return 1;
  testTypes(ctx);
  testOps(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
