/* The psy C API (include/psy-c/Dialect.h): builders and getters for every type, the
 * #psy.meta_arg attribute and every op, printed and checked; and psy-c/Support.h's outputs
 * committed together (psyOutputSetCommit), which psyc's tests cannot make fail halfway.
 * RUN: psy-capi-test | FileCheck %s
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Support.h"
#include "psy-c/Dialect.h"


static void printStr(const char *label, MlirStringRef s) {
  printf("%s: '%.*s'\n", label, (int)s.length, s.data);
}

static void printer(MlirStringRef s, void *u) {
  (void)u;
  fwrite(s.data, 1, s.length, stdout);
}

static void showType(const char *label, MlirType t) {
  printf("%s: ", label);
  mlirTypePrint(t, printer, NULL);
  printf("\n");
}

static void showAttr(const char *label, MlirAttribute a) {
  printf("%s: ", label);
  mlirAttributePrint(a, printer, NULL);
  printf("\n");
}

static void testTypes(MlirContext ctx) {
  MlirType f64 = mlirF64TypeGet(ctx), i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType field = psyFieldTypeGet(ctx, f64, psyRef("w1"));
  showType("field", field);
  // CHECK: field: !psy.field<f64, "w1">
  printf("is field %d vector %d operator %d cma %d qr %d dim %d\n", psyTypeIsAField(field),
         psyTypeIsAFieldVector(field), psyTypeIsAnOperator(field),
         psyTypeIsAColumnwiseOperator(field), psyTypeIsAQr(field), psyTypeGetDim(field));
  // CHECK-NEXT: is field 1 vector 0 operator 0 cma 0 qr 0 dim 1
  showType("element", psyTypeGetElementType(field));
  // CHECK-NEXT: element: f64
  printStr("space", psyTypeGetSpace(field));
  // CHECK-NEXT: space: 'w1'

  MlirType vec = psyFieldVectorTypeGet(ctx, i32, psyRef("any_space_2"), 3);
  showType("vector", vec);
  // CHECK-NEXT: vector: !psy.field_vector<i32, "any_space_2", 3>
  printf("is vector %d field %d dim %d\n", psyTypeIsAFieldVector(vec), psyTypeIsAField(vec),
         psyTypeGetDim(vec));
  // CHECK-NEXT: is vector 1 field 0 dim 3
  showType("vector element", psyTypeGetElementType(vec));
  // CHECK-NEXT: vector element: i32
  printStr("vector space", psyTypeGetSpace(vec));
  // CHECK-NEXT: vector space: 'any_space_2'

  MlirType op = psyOperatorTypeGet(ctx, mlirF32TypeGet(ctx), psyRef("w0"), psyRef("w3"));
  showType("operator", op);
  // CHECK-NEXT: operator: !psy.operator<f32, "w0", "w3">
  printf("is operator %d cma %d dim %d\n", psyTypeIsAnOperator(op),
         psyTypeIsAColumnwiseOperator(op), psyTypeGetDim(op));
  // CHECK-NEXT: is operator 1 cma 0 dim 0
  printStr("to", psyTypeGetSpace(op));
  printStr("from", psyOperatorTypeGetFromSpace(op));
  // CHECK-NEXT: to: 'w0'
  // CHECK-NEXT: from: 'w3'

  MlirType cma = psyColumnwiseOperatorTypeGet(ctx, f64, psyRef("w2"), psyRef("w3"));
  showType("cma", cma);
  // CHECK-NEXT: cma: !psy.columnwise_operator<f64, "w2", "w3">
  printf("is cma %d operator %d\n", psyTypeIsAColumnwiseOperator(cma), psyTypeIsAnOperator(cma));
  // CHECK-NEXT: is cma 1 operator 0
  showType("cma element", psyTypeGetElementType(cma));
  printStr("cma to", psyTypeGetSpace(cma));
  printStr("cma from", psyOperatorTypeGetFromSpace(cma));
  // CHECK-NEXT: cma element: f64
  // CHECK-NEXT: cma to: 'w2'
  // CHECK-NEXT: cma from: 'w3'

  MlirType qr = psyQrTypeGet(ctx, psyRef("gh_quadrature_xyoz"));
  showType("qr", qr);
  // CHECK-NEXT: qr: !psy.qr<"gh_quadrature_xyoz">
  printf("is qr %d\n", psyTypeIsAQr(qr));
  // CHECK-NEXT: is qr 1
  printStr("qr shape", psyQrTypeGetShape(qr));
  // CHECK-NEXT: qr shape: 'gh_quadrature_xyoz'

  MlirType mesh = psyMeshPropertyTypeGet(ctx, psyRef("adjacent_face"));
  showType("mesh", mesh);
  // CHECK-NEXT: mesh: !psy.mesh_property<"adjacent_face">
  printf("is mesh property %d qr %d\n", psyTypeIsAMeshProperty(mesh), psyTypeIsAQr(mesh));
  // CHECK-NEXT: is mesh property 1 qr 0
  printStr("mesh property", psyMeshPropertyTypeGetProperty(mesh));
  // CHECK-NEXT: mesh property: 'adjacent_face'

  MlirType req = psyHaloRequestTypeGet(ctx);
  showType("request", req);
  // CHECK-NEXT: request: !psy.halo_request
  printf("is request %d field %d\n", psyTypeIsAHaloRequest(req), psyTypeIsAField(req));
  // CHECK-NEXT: is request 1 field 0

  /* Getters on a type they do not apply to give the empty answer. */
  printf("scalar is field %d, dim %d, space '%.*s', element null %d, shape '%.*s'\n",
         psyTypeIsAField(f64), psyTypeGetDim(f64), (int)psyTypeGetSpace(f64).length,
         psyTypeGetSpace(f64).data, mlirTypeIsNull(psyTypeGetElementType(f64)),
         (int)psyQrTypeGetShape(field).length, psyQrTypeGetShape(field).data);
  // CHECK-NEXT: scalar is field 0, dim 0, space '', element null 1, shape ''
  printf("field from space '%.*s', property '%.*s'\n",
         (int)psyOperatorTypeGetFromSpace(field).length, psyOperatorTypeGetFromSpace(field).data,
         (int)psyMeshPropertyTypeGetProperty(qr).length, psyMeshPropertyTypeGetProperty(qr).data);
  // CHECK-NEXT: field from space '', property ''
  /* A bad element type is rejected by the dialect: the builder returns a null type. */
  printf("i64 field is null %d\n",
         mlirTypeIsNull(psyFieldTypeGet(ctx, mlirIntegerTypeGet(ctx, 64), psyRef("w0"))));
  // CHECK-NEXT: i64 field is null 1
}

static void showMetaArg(const char *label, PsyKernelMetaArg a) {
  printf("%s: %s %s %s space '%s' from '%s' vector %d stencil %s mesh %s rank %d\n", label,
         psyVocabName(PSY_VOCAB_ARG_KIND, a.kind), psyVocabName(PSY_VOCAB_DATA_TYPE, a.dataType),
         psyVocabName(PSY_VOCAB_ACCESS, a.access), a.space, a.spaceFrom, a.vectorSize,
         a.stencil == PSY_STENCIL_NONE ? "none" : psyVocabName(PSY_VOCAB_STENCIL, a.stencil),
         a.mesh == PSY_MESH_NONE ? "none" : psyVocabName(PSY_VOCAB_MESH_ARG, a.mesh), a.rank);
}

static void testMetaArg(MlirContext ctx) {
  PsyKernelMetaArg vec = {.kind = PSY_ARG_FIELD, .dataType = PSY_DATA_REAL,
      .access = PSY_ACCESS_READ,
      .space = "w0", .spaceFrom = "", .vectorSize = 3, .stencil = PSY_STENCIL_CROSS,
      .mesh = PSY_MESH_NONE, .rank = 0, .ndata = ""};
  MlirAttribute a = psyMetaArgAttrGet(ctx, &vec);
  showAttr("meta_arg", a);
  // CHECK: meta_arg: #psy.meta_arg<gh_field*3, gh_real, gh_read, "w0", stencil = cross>
  printf("is meta_arg %d\n", psyAttributeIsAMetaArg(a));
  // CHECK-NEXT: is meta_arg 1
  showMetaArg("value", psyMetaArgAttrGetValue(a));
  // CHECK-NEXT: value: gh_field gh_real gh_read space 'w0' from '' vector 3 stencil cross mesh none rank 0

  PsyKernelMetaArg op = {.kind = PSY_ARG_OPERATOR, .dataType = PSY_DATA_REAL,
      .access = PSY_ACCESS_WRITE,
      .space = "w0", .spaceFrom = "w1", .vectorSize = 1, .stencil = PSY_STENCIL_NONE,
      .mesh = PSY_MESH_NONE, .rank = 0, .ndata = ""};
  MlirAttribute b = psyMetaArgAttrGet(ctx, &op);
  showAttr("operator meta_arg", b);
  // CHECK-NEXT: operator meta_arg: #psy.meta_arg<gh_operator, gh_real, gh_write, "w0", "w1">
  showMetaArg("value", psyMetaArgAttrGetValue(b));
  // CHECK-NEXT: value: gh_operator gh_real gh_write space 'w0' from 'w1' vector 1 stencil none mesh none rank 0

  PsyKernelMetaArg coarse = {.kind = PSY_ARG_FIELD, .dataType = PSY_DATA_REAL,
      .access = PSY_ACCESS_READ,
      .space = "w2", .spaceFrom = "", .vectorSize = 1, .stencil = PSY_STENCIL_NONE,
      .mesh = PSY_MESH_COARSE, .rank = 0, .ndata = ""};
  showAttr("coarse meta_arg", psyMetaArgAttrGet(ctx, &coarse));
  // CHECK-NEXT: coarse meta_arg: #psy.meta_arg<gh_field, gh_real, gh_read, "w2", mesh = gh_coarse>
  PsyKernelMetaArg array = {.kind = PSY_ARG_SCALAR_ARRAY, .dataType = PSY_DATA_INTEGER,
      .access = PSY_ACCESS_READ,
      .space = "", .spaceFrom = "", .vectorSize = 1, .stencil = PSY_STENCIL_NONE,
      .mesh = PSY_MESH_NONE, .rank = 2, .ndata = ""};
  MlirAttribute c = psyMetaArgAttrGet(ctx, &array);
  showAttr("array meta_arg", c);
  // CHECK-NEXT: array meta_arg: #psy.meta_arg<gh_scalar_array, gh_integer, gh_read, rank = 2>
  showMetaArg("value", psyMetaArgAttrGetValue(c));
  // CHECK-NEXT: value: gh_scalar_array gh_integer gh_read space '' from '' vector 1 stencil none mesh none rank 2
  printf("string is meta_arg %d\n", psyAttributeIsAMetaArg(mlirStringAttrGet(ctx, psyRef("x"))));
  // CHECK-NEXT: string is meta_arg 0
}

static void showLoop(const char *label, MlirOperation loop) {
  printf("%s: %s to %s depth %lld\n", label, psyIterationName(psyLoopOpGetIteration(loop)),
         psyUpperBoundName(psyLoopOpGetUpperBound(loop)), (long long)psyHaloDepthGetConstant(loop));
}

static void showAccess(const char *label, MlirOperation call, intptr_t n) {
  printf("%s:", label);
  for (intptr_t i = 0; i < n; ++i)
    printf(" %s", psyVocabName(PSY_VOCAB_ACCESS, psyCallOpGetOperandAccess(call, i)));
  printf("\n");
}

static MlirOperation funcOp(MlirContext ctx, MlirLocation loc, const char *name, intptr_t nargs,
                            const MlirType *args, MlirType result, MlirRegion body) {
  MlirOperationState fn = mlirOperationStateGet(psyRef("func.func"), loc);
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, psyRef("sym_name")),
                            mlirStringAttrGet(ctx, psyRef(name))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, psyRef("function_type")),
                            mlirTypeAttrGet(mlirFunctionTypeGet(ctx, nargs, args, 1, &result))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, psyRef("psy.invoke")), mlirUnitAttrGet(ctx)),
  };
  mlirOperationStateAddAttributes(&fn, 3, attrs);
  mlirOperationStateAddOwnedRegions(&fn, 1, &body);
  return mlirOperationCreate(&fn);
}

/* Builds an invoke with every op, reads each op's attributes back, verifies and prints it. */
static void testOps(MlirContext ctx) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirBlock body = mlirModuleGetBody(module);
  MlirType f64 = mlirF64TypeGet(ctx), index = mlirIndexTypeGet(ctx);
  MlirType field = psyFieldTypeGet(ctx, f64, psyRef("w1"));
  MlirType anyField = psyFieldTypeGet(ctx, f64, psyRef("any_space_1"));

  /* psy.kernel_meta @k_type: an inc field and a read scalar. */
  PsyKernelMetaArg entries[2] = {
      {.kind = PSY_ARG_FIELD, .dataType = PSY_DATA_REAL, .access = PSY_ACCESS_INC,
       .space = "w1", .spaceFrom = "", .vectorSize = 1, .ndata = ""},
      {.kind = PSY_ARG_SCALAR, .dataType = PSY_DATA_REAL, .access = PSY_ACCESS_READ,
       .space = "", .spaceFrom = "", .vectorSize = 1, .ndata = ""}};
  MlirAttribute args[2] = {psyMetaArgAttrGet(ctx, &entries[0]),
                           psyMetaArgAttrGet(ctx, &entries[1])};
  MlirOperation meta = psyKernelMetaOpCreate(loc, psyRef("k_type"), psyRef("cell_column"),
                                             psyRef("k_code"), mlirArrayAttrGet(ctx, 2, args));
  mlirBlockAppendOwnedOperation(body, meta);
  printf("meta found %d operates_on %s args %ld arg 1 %s\n",
         mlirOperationEqual(psyKernelMetaLookup(mlirModuleGetOperation(module), psyRef("k_type")),
                            meta),
         psyVocabName(PSY_VOCAB_OPERATES_ON, psyKernelMetaOpGetOperatesOn(meta)),
         (long)psyKernelMetaOpGetNumArgs(meta),
         psyVocabName(PSY_VOCAB_ARG_KIND, psyKernelMetaOpGetArg(meta, 1).kind));
  // CHECK: meta found 1 operates_on cell_column args 2 arg 1 gh_scalar
  printf("missing meta is null %d\n",
         mlirOperationIsNull(psyKernelMetaLookup(mlirModuleGetOperation(module), psyRef("none"))));
  // CHECK-NEXT: missing meta is null 1

  /* The invoke's arguments: %arg0 field w1, %arg1 f64, %arg2 field any_space_1, %arg3 index. */
  MlirType argTypes[4] = {field, f64, anyField, index};
  MlirLocation locs[4] = {loc, loc, loc, loc};
  MlirRegion region = mlirRegionCreate();
  MlirBlock entry = mlirBlockCreate(4, argTypes, locs);
  mlirRegionAppendOwnedBlock(region, entry);
  MlirValue f = mlirBlockGetArgument(entry, 0), a = mlirBlockGetArgument(entry, 1);
  MlirValue x = mlirBlockGetArgument(entry, 2), d = mlirBlockGetArgument(entry, 3);
  MlirValue none = {NULL};

  /* Halo exchanges: blocking with a constant depth, blocking with an SSA depth, async. */
  MlirOperation h = psyHaloExchangeOpCreate(loc, f, 0, 1, none, true);
  mlirBlockAppendOwnedOperation(entry, h);
  printf("halo depth %lld value null %d dirty %d component %lld\n",
         (long long)psyHaloDepthGetConstant(h),
         mlirValueIsNull(psyHaloDepthGetValue(h)), psyHaloExchangeOpGetCheckDirty(h),
         (long long)psyHaloExchangeOpGetComponent(h));
  // CHECK-NEXT: halo depth 1 value null 1 dirty 1 component 0
  MlirOperation hd = psyHaloExchangeOpCreate(loc, f, 0, 0, d, false);
  mlirBlockAppendOwnedOperation(entry, hd);
  printf("halo depth %lld value is arg3 %d dirty %d\n", (long long)psyHaloDepthGetConstant(hd),
         mlirValueEqual(psyHaloDepthGetValue(hd), d),
         psyHaloExchangeOpGetCheckDirty(hd));
  // CHECK-NEXT: halo depth 0 value is arg3 1 dirty 0
  MlirOperation start = psyHaloExchangeStartOpCreate(loc, f, 0, 2, none, false);
  mlirBlockAppendOwnedOperation(entry, start);
  printf("start depth %lld request %d\n", (long long)psyHaloDepthGetConstant(start),
         psyTypeIsAHaloRequest(mlirValueGetType(mlirOperationGetResult(start, 0))));
  // CHECK-NEXT: start depth 2 request 1
  mlirBlockAppendOwnedOperation(entry,
                                psyHaloExchangeEndOpCreate(loc, f, mlirOperationGetResult(start, 0)));

  /* psy.loop cells to cell_halo(1) field(%arg0) { psy.kernel @k_type(%arg0, %arg1) } */
  MlirOperation cells = psyLoopOpCreate(loc, PSY_ITER_CELLS, PSY_UB_NCELLS, 0, none, f, 0, NULL);
  mlirBlockAppendOwnedOperation(entry, cells);
  showLoop("loop", cells);
  // CHECK-NEXT: loop: cells to ncells depth 0
  psyLoopOpSetUpperBound(cells, PSY_UB_CELL_HALO, 1);
  showLoop("loop", cells);
  // CHECK-NEXT: loop: cells to cell_halo depth 1
  printf("loop field is arg0 %d depth value null %d is loop %d\n",
         mlirValueEqual(psyLoopOpGetField(cells), f),
         mlirValueIsNull(psyHaloDepthGetValue(cells)), psyLoopOpIsA(cells));
  // CHECK-NEXT: loop field is arg0 1 depth value null 1 is loop 1
  MlirValue kargs[2] = {f, a};
  MlirOperation k = psyKernelOpCreate(loc, psyRef("k_type"), 2, kargs);
  psyLoopOpAppend(cells, k);
  printStr("kernel meta", psyKernelOpGetMetaName(k));
  // CHECK-NEXT: kernel meta: 'k_type'
  mlirBlockAppendOwnedOperation(entry, psySetDirtyOpCreate(loc, f));
  MlirOperation clean = psySetCleanOpCreate(loc, f, 1, none);
  mlirBlockAppendOwnedOperation(entry, clean);
  printf("clean depth %lld\n", (long long)psyHaloDepthGetConstant(clean));
  // CHECK-NEXT: clean depth 1

  /* psy.loop colours { psy.loop colour_cells to last_halo_cell(%arg3) { psy.kernel } } */
  MlirOperation colours =
      psyLoopOpCreate(loc, PSY_ITER_COLOURS, PSY_UB_NCOLOURS, 0, none, none, 0, NULL);
  mlirBlockAppendOwnedOperation(entry, colours);
  MlirOperation colourCells =
      psyLoopOpCreate(loc, PSY_ITER_COLOUR_CELLS, PSY_UB_LAST_HALO_CELL, 0, d, none, 0, NULL);
  psyLoopOpAppend(colours, colourCells);
  psyLoopOpAppend(colourCells, psyKernelOpCreate(loc, psyRef("k_type"), 2, kargs));
  showLoop("colour loop", colourCells);
  printf("depth value is arg3 %d field null %d\n",
         mlirValueEqual(psyHaloDepthGetValue(colourCells), d),
         mlirValueIsNull(psyLoopOpGetField(colourCells)));
  // CHECK-NEXT: colour loop: colour_cells to last_halo_cell depth 0
  // CHECK-NEXT: depth value is arg3 1 field null 1

  /* psy.loop dofs to ndofs { psy.builtin "setval_c"(%arg2, %arg1) } */
  MlirOperation dofs = psyLoopOpCreate(loc, PSY_ITER_DOFS, PSY_UB_NDOFS, 0, none, none, 0, NULL);
  mlirBlockAppendOwnedOperation(entry, dofs);
  MlirValue sargs[2] = {x, a};
  MlirOperation set = psyBuiltinOpCreate(loc, psyRef("setval_c"), 2, sargs, (MlirType){NULL});
  psyLoopOpAppend(dofs, set);
  printStr("builtin", psyBuiltinOpGetName(set));
  // CHECK-NEXT: builtin: 'setval_c'
  showAccess("builtin access", set, 2);
  // CHECK-NEXT: builtin access: gh_write gh_read

  /* %s = psy.loop dofs to ndofs -> f64 { %p = psy.builtin "sum_X"(%arg2); psy.yield %p } */
  MlirOperation red = psyLoopOpCreate(loc, PSY_ITER_DOFS, PSY_UB_NDOFS, 0, none, none, 1, &f64);
  mlirBlockAppendOwnedOperation(entry, red);
  MlirOperation sum = psyBuiltinOpCreate(loc, psyRef("sum_X"), 1, &x, f64);
  psyLoopOpAppend(red, sum);
  MlirValue partial = mlirOperationGetResult(sum, 0);
  psyLoopOpSetYield(red, 1, &partial);
  printf("reduction loop results %ld\n", (long)mlirOperationGetNumResults(red));
  // CHECK-NEXT: reduction loop results 1

  /* %g = psy.global_reduction max %s; return %g */
  MlirOperation g = psyGlobalReductionOpCreate(loc, mlirOperationGetResult(red, 0), PSY_REDUCE_MAX);
  mlirBlockAppendOwnedOperation(entry, g);
  printf("reduction max %d\n", psyGlobalReductionOpGetKind(g) == PSY_REDUCE_MAX);
  // CHECK-NEXT: reduction max 1

  MlirOperationState ret = mlirOperationStateGet(psyRef("func.return"), loc);
  MlirValue result = mlirOperationGetResult(g, 0);
  mlirOperationStateAddOperands(&ret, 1, &result);
  mlirBlockAppendOwnedOperation(entry, mlirOperationCreate(&ret));
  MlirOperation func = funcOp(ctx, loc, "invoke_0", 4, argTypes, f64, region);
  mlirBlockAppendOwnedOperation(body, func);
  /* In the module now, the kernel finds its metadata and the accesses come from it. */
  printf("kernel meta lookup %d\n", mlirOperationEqual(psyKernelOpLookupMeta(k), meta));
  // CHECK-NEXT: kernel meta lookup 1
  showAccess("kernel access", k, 2);
  // CHECK-NEXT: kernel access: gh_inc gh_read
  printf("invoke %d verifies %d\n", psyOpIsAnInvoke(func),
         mlirOperationVerify(mlirModuleGetOperation(module)));
  // CHECK-NEXT: invoke 1 verifies 1
  mlirOperationPrint(mlirModuleGetOperation(module), printer, NULL);
  printf("\n");
  // CHECK: psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_scalar, gh_real, gh_read>]
  // CHECK: func.func @invoke_0(%arg0: !psy.field<f64, "w1">, %arg1: f64, %arg2: !psy.field<f64, "any_space_1">, %arg3: index) -> f64 attributes {psy.invoke}
  // CHECK-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty : !psy.field<f64, "w1">
  // CHECK-NEXT: psy.halo_exchange %arg0 depth(%arg3) : !psy.field<f64, "w1">
  // CHECK-NEXT: %0 = psy.halo_exchange_start %arg0 depth(2) : !psy.field<f64, "w1">
  // CHECK-NEXT: psy.halo_exchange_end %arg0, %0 : !psy.field<f64, "w1">
  // CHECK-NEXT: psy.loop cells to cell_halo(1) field(%arg0 : !psy.field<f64, "w1">) {
  // CHECK-NEXT:   psy.kernel @k_type(%arg0, %arg1) : !psy.field<f64, "w1">, f64
  // CHECK-NEXT: }
  // CHECK-NEXT: psy.set_dirty %arg0 : !psy.field<f64, "w1">
  // CHECK-NEXT: psy.set_clean %arg0 depth(1) : !psy.field<f64, "w1">
  // CHECK-NEXT: psy.loop colours to ncolours {
  // CHECK-NEXT:   psy.loop colour_cells to last_halo_cell(%arg3) {
  // CHECK-NEXT:     psy.kernel @k_type(%arg0, %arg1) : !psy.field<f64, "w1">, f64
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // CHECK-NEXT: psy.loop dofs to ndofs {
  // CHECK-NEXT:   psy.builtin "setval_c"(%arg2, %arg1) : (!psy.field<f64, "any_space_1">, f64) -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: %1 = psy.loop dofs to ndofs -> f64 {
  // CHECK-NEXT:   %3 = psy.builtin "sum_X"(%arg2) : (!psy.field<f64, "any_space_1">) -> f64
  // CHECK-NEXT:   psy.yield %3 : f64
  // CHECK-NEXT: }
  // CHECK-NEXT: %2 = psy.global_reduction max %1 : f64
  // CHECK-NEXT: return %2 : f64
  mlirModuleDestroy(module);
}

/* ---- Outputs committed together -------------------------------------------------------- */

static void writeText(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  if (f) fputs(text, f), fclose(f);
}

/* The files of `dir`, each with its first line, in name order; then each removed. */
static void showDir(const char *dir) {
  struct dirent **names;
  int n = scandir(dir, &names, NULL, alphasort);
  for (int i = 0; i < n; ++i) {
    char path[512], line[64] = "";
    snprintf(path, sizeof path, "%s/%s", dir, names[i]->d_name);
    FILE *f = names[i]->d_name[0] == '.' ? NULL : fopen(path, "r");
    if (f && fgets(line, sizeof line, f)) line[strcspn(line, "\n")] = 0;
    if (f) printf("  %s: %s\n", names[i]->d_name, line), fclose(f), unlink(path);
    free(names[i]);
  }
  free(n > 0 ? names : NULL);
}

/* Outputs a (which exists), c (new) and b: committed, all three are new and nothing else is
 * left; when b's rename fails after a's and c's (its temporary is gone), a is back as it was
 * and c is gone. */
static void testOutputSet(bool breakLast) {
  char dir[] = "/tmp/psy-capi-test-XXXXXX", a[64], b[64], c[64];
  if (!mkdtemp(dir)) return;
  snprintf(a, sizeof a, "%s/a", dir), snprintf(b, sizeof b, "%s/b", dir);
  snprintf(c, sizeof c, "%s/c", dir);
  writeText(a, "old a\n");
  PsyOutputSet *set = psyOutputSetCreate((MlirLocation){NULL});
  psyOutputSetWrite(set, a, "new a\n", 6);
  psyOutputSetWrite(set, c, "new c\n", 6);
  psyOutputSetWrite(set, b, "new b\n", 6);
  if (breakLast) unlink(psyOutputSetAdd(set, b));
  printf("output set: %s\n",
         mlirLogicalResultIsSuccess(psyOutputSetCommit(set)) ? "committed" : "failed");
  psyOutputSetDestroy(set);
  showDir(dir);
  rmdir(dir);
}

int main(void) {
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx))
    return 1;
  testTypes(ctx);
  testMetaArg(ctx);
  testOps(ctx);
  mlirContextDestroy(ctx);
  testOutputSet(false);
  // CHECK:      output set: committed
  // CHECK-NEXT:   a: new a
  // CHECK-NEXT:   b: new b
  // CHECK-NEXT:   c: new c
  testOutputSet(true);
  // CHECK-NEXT: output set: failed
  // CHECK-NEXT:   a: old a
  // CHECK-NOT:  {{.}}
  return 0;
}
