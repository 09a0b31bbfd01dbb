/* Builders for the upstream ops the lowering passes emit (see IRBuild.h). */
#include "IRBuild.h"

#include <stdlib.h>

#include "psy-c/Support.h"
#include "psy-c/Alloc.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

PsyBuilder psyBuilderBefore(MlirOperation op) {
  return (PsyBuilder){mlirOperationGetContext(op), mlirOperationGetLocation(op),
                      mlirOperationGetBlock(op), op};
}

PsyBuilder psyBuilderAtEnd(MlirBlock block, MlirLocation loc) {
  return (PsyBuilder){mlirLocationGetContext(loc), loc, block, {NULL}};
}

static void insert(PsyBuilder *b, MlirOperation op) {
  if (mlirOperationIsNull(b->before))
    mlirBlockAppendOwnedOperation(b->block, op);
  else
    mlirBlockInsertOwnedOperationBefore(b->block, b->before, op);
}

MlirNamedAttribute psyBuildNamedAttr(MlirContext ctx, const char *name, MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, psyRef(name)), attr);
}

MlirOperation psyBuildOp(PsyBuilder *b, const char *name, intptr_t nOperands,
                         const MlirValue *operands, MlirType result, intptr_t nAttrs,
                         const MlirNamedAttribute *attrs) {
  MlirOperationState st = mlirOperationStateGet(psyRef(name), b->loc);
  mlirOperationStateAddOperands(&st, nOperands, operands);
  if (!mlirTypeIsNull(result))
    mlirOperationStateAddResults(&st, 1, &result);
  mlirOperationStateAddAttributes(&st, nAttrs, attrs);
  MlirOperation op = mlirOperationCreate(&st);
  insert(b, op);
  return op;
}

static MlirValue result0(MlirOperation op) { return mlirOperationGetResult(op, 0); }

/* ---- arith ---- */

static MlirValue constant(PsyBuilder *b, MlirAttribute value) {
  MlirNamedAttribute attr = psyBuildNamedAttr(b->ctx, "value", value);
  return result0(psyBuildOp(b, "arith.constant", 0, NULL, mlirAttributeGetType(value), 1, &attr));
}

MlirValue psyBuildConstIndex(PsyBuilder *b, int64_t v) {
  return constant(b, mlirIntegerAttrGet(mlirIndexTypeGet(b->ctx), v));
}

MlirValue psyBuildConstInt(PsyBuilder *b, MlirType type, int64_t v) {
  return constant(b, mlirIntegerAttrGet(type, v));
}

MlirValue psyBuildConstFloat(PsyBuilder *b, MlirType type, double v) {
  return constant(b, mlirFloatAttrDoubleGet(b->ctx, type, v));
}

MlirValue psyBuildBinary(PsyBuilder *b, const char *name, MlirValue lhs, MlirValue rhs) {
  MlirValue ops[2] = {lhs, rhs};
  return result0(psyBuildOp(b, name, 2, ops, mlirValueGetType(lhs), 0, NULL));
}

MlirValue psyBuildUnary(PsyBuilder *b, const char *name, MlirValue v, MlirType type) {
  return result0(psyBuildOp(b, name, 1, &v, type, 0, NULL));
}

static MlirValue compare(PsyBuilder *b, const char *name, int64_t predicate, MlirValue lhs,
                         MlirValue rhs) {
  MlirValue ops[2] = {lhs, rhs};
  MlirAttribute p = mlirIntegerAttrGet(mlirIntegerTypeGet(b->ctx, 64), predicate);
  MlirNamedAttribute attr = psyBuildNamedAttr(b->ctx, "predicate", p);
  return result0(psyBuildOp(b, name, 2, ops, mlirIntegerTypeGet(b->ctx, 1), 1, &attr));
}

MlirValue psyBuildCmpI(PsyBuilder *b, int64_t predicate, MlirValue lhs, MlirValue rhs) {
  return compare(b, "arith.cmpi", predicate, lhs, rhs);
}

MlirValue psyBuildCmpF(PsyBuilder *b, int64_t predicate, MlirValue lhs, MlirValue rhs) {
  return compare(b, "arith.cmpf", predicate, lhs, rhs);
}

MlirValue psyBuildSelect(PsyBuilder *b, MlirValue cond, MlirValue ifTrue, MlirValue ifFalse) {
  MlirValue ops[3] = {cond, ifTrue, ifFalse};
  return result0(psyBuildOp(b, "arith.select", 3, ops, mlirValueGetType(ifTrue), 0, NULL));
}

/* ---- memref ---- */

MlirType psyBuildMemRef1DType(MlirType element) {
  int64_t shape = mlirShapedTypeGetDynamicSize();
  return mlirMemRefTypeContiguousGet(element, 1, &shape, mlirAttributeGetNull());
}

static MlirType memrefElement(MlirValue memref) {
  return mlirShapedTypeGetElementType(mlirValueGetType(memref));
}

MlirValue psyBuildLoad(PsyBuilder *b, MlirValue memref, MlirValue index) {
  MlirValue ops[2] = {memref, index};
  return result0(psyBuildOp(b, "memref.load", 2, ops, memrefElement(memref), 0, NULL));
}

void psyBuildStore(PsyBuilder *b, MlirValue value, MlirValue memref, MlirValue index) {
  MlirValue ops[3] = {value, memref, index};
  psyBuildOp(b, "memref.store", 3, ops, (MlirType){NULL}, 0, NULL);
}

MlirValue psyBuildDim(PsyBuilder *b, MlirValue memref, MlirValue dim) {
  MlirValue ops[2] = {memref, dim};
  return result0(psyBuildOp(b, "memref.dim", 2, ops, mlirIndexTypeGet(b->ctx), 0, NULL));
}

/* ---- scf ---- */

/* Any number of iter_args: a fused loop of builtins carries one per reduction. */
MlirOperation psyBuildFor(PsyBuilder *b, MlirValue lb, MlirValue ub, MlirValue step,
                          intptr_t nInits, const MlirValue *inits, PsyBuilder *body) {
  MlirType *argTypes = psyXcalloc((size_t)nInits + 1, sizeof *argTypes);
  MlirLocation *argLocs = psyXcalloc((size_t)nInits + 1, sizeof *argLocs);
  MlirValue *operands = psyXcalloc((size_t)nInits + 3, sizeof *operands);
  operands[0] = lb, operands[1] = ub, operands[2] = step;
  argTypes[0] = mlirIndexTypeGet(b->ctx);
  argLocs[0] = b->loc;
  for (intptr_t i = 0; i < nInits; ++i) {
    argTypes[i + 1] = mlirValueGetType(inits[i]);
    argLocs[i + 1] = b->loc;
    operands[i + 3] = inits[i];
  }
  MlirBlock block = mlirBlockCreate(nInits + 1, argTypes, argLocs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);

  MlirOperationState st = mlirOperationStateGet(psyRef("scf.for"), b->loc);
  mlirOperationStateAddOperands(&st, nInits + 3, operands);
  mlirOperationStateAddResults(&st, nInits, argTypes + 1);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  MlirOperation op = mlirOperationCreate(&st);
  insert(b, op);
  *body = psyBuilderAtEnd(block, b->loc);
  free(operands);
  free(argLocs);
  free(argTypes);
  return op;
}

static MlirBlock forBody(MlirOperation forOp) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(forOp, 0));
}

MlirValue psyBuildForInductionVar(MlirOperation forOp) {
  return mlirBlockGetArgument(forBody(forOp), 0);
}

MlirValue psyBuildForIterArg(MlirOperation forOp, intptr_t i) {
  return mlirBlockGetArgument(forBody(forOp), i + 1);
}

void psyBuildYield(PsyBuilder *b, intptr_t n, const MlirValue *values) {
  psyBuildOp(b, "scf.yield", n, values, (MlirType){NULL}, 0, NULL);
}

/* ==== llvm memory ========================================================================== */

MlirType psyBuildPtrType(MlirContext ctx) {
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("!llvm.ptr"));
}

MlirValue psyBuildAlloca(PsyBuilder *b, MlirValue count, MlirType elt) {
  MlirNamedAttribute a = psyBuildNamedAttr(b->ctx, "elem_type", mlirTypeAttrGet(elt));
  return result0(psyBuildOp(b, "llvm.alloca", 1, &count, psyBuildPtrType(b->ctx), 1, &a));
}

MlirValue psyBuildGep(PsyBuilder *b, MlirValue base, MlirValue index, MlirType elt) {
  MlirValue ops[2] = {base, index};
  int32_t dynamic = INT32_MIN; /* the index is ops[1], not a constant */
  MlirNamedAttribute a[2] = {
      psyBuildNamedAttr(b->ctx, "elem_type", mlirTypeAttrGet(elt)),
      psyBuildNamedAttr(b->ctx, "rawConstantIndices", mlirDenseI32ArrayGet(b->ctx, 1, &dynamic))};
  return result0(psyBuildOp(b, "llvm.getelementptr", 2, ops, psyBuildPtrType(b->ctx), 2, a));
}

MlirValue psyBuildPtrLoad(PsyBuilder *b, MlirValue ptr, MlirType t) {
  return result0(psyBuildOp(b, "llvm.load", 1, &ptr, t, 0, NULL));
}

void psyBuildPtrStore(PsyBuilder *b, MlirValue v, MlirValue ptr) {
  MlirValue ops[2] = {v, ptr};
  psyBuildOp(b, "llvm.store", 2, ops, (MlirType){NULL}, 0, NULL);
}

/* ==== The module =========================================================================== */

void psyBuildDeclare(MlirOperation at, const char *name, const char *text) {
  MlirOperation module = at;
  while (!mlirOperationIsNull(mlirOperationGetParentOperation(module)))
    module = mlirOperationGetParentOperation(module);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute sym = mlirOperationGetAttributeByName(op, psyRef("sym_name"));
    if (!mlirAttributeIsNull(sym) && mlirStringRefEqual(mlirStringAttrGetValue(sym), psyRef(name)))
      return;
  }
  MlirOperation decl = mlirOperationCreateParse(mlirOperationGetContext(at), psyRef(text),
                                                psyRef("psy-lowering"));
  mlirBlockInsertOwnedOperation(body, 0, decl);
}
