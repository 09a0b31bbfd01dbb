/* The lowering passes' loops, serial or workshared among OpenMP threads (see OmpLoop.h).
 *
 * The omp ops are built in their generic form, as the C API allows: omp.parallel and
 * omp.wsloop take their optional clauses as operand segments (all empty here but a wsloop's
 * reduction), and the wsloop's static schedule is its `schedule_kind` attribute. What the
 * threads need from the OpenMP runtime (their number, their id) are calls to libomp's
 * omp_get_max_threads and omp_get_thread_num, declared in the module on first use; an
 * unordered reduction's combiner is an omp.declare_reduction, one per operation and type. */
#include "OmpLoop.h"

#include <string.h>

#include "../Support/StrBuf.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Support.h"

static MlirStringRef ref(const char *s) { return mlirStringRefCreateFromCString(s); }

static MlirValue result0(MlirOperation op) { return mlirOperationGetResult(op, 0); }

MlirLogicalResult psyOmpModeGet(MlirOperation op, PsyOmpMode *mode) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, ref(PSY_OMP_ATTR));
  *mode = PSY_OMP_SERIAL;
  if (mlirAttributeIsNull(a)) return mlirLogicalResultSuccess();
  MlirStringRef s = mlirAttributeIsAString(a) ? mlirStringAttrGetValue(a) : ref("");
  if (mlirStringRefEqual(s, ref(PSY_OMP_REPROD_NAME))) *mode = PSY_OMP_REPROD;
  else if (mlirStringRefEqual(s, ref(PSY_OMP_FAST_NAME))) *mode = PSY_OMP_FAST;
  else
    return psyEmitError(mlirOperationGetLocation(op), "'%s' must be \"%s\" or \"%s\"",
                        PSY_OMP_ATTR, PSY_OMP_REPROD_NAME, PSY_OMP_FAST_NAME);
  return mlirLogicalResultSuccess();
}

/* ==== llvm memory ========================================================================== */

static MlirType ptrType(MlirContext ctx) { return mlirTypeParseGet(ctx, ref("!llvm.ptr")); }

static MlirType i64Type(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 64); }

static MlirValue toI64(PsyBuilder *b, MlirValue index) {
  return psyBuildUnary(b, "arith.index_cast", index, i64Type(b->ctx));
}

/* `count` (an index value) `elt`s on the stack. */
static MlirValue stackAlloc(PsyBuilder *b, MlirValue count, MlirType elt) {
  MlirValue n = toI64(b, count);
  MlirNamedAttribute a = psyBuildNamedAttr(b->ctx, "elem_type", mlirTypeAttrGet(elt));
  return result0(psyBuildOp(b, "llvm.alloca", 1, &n, ptrType(b->ctx), 1, &a));
}

/* &base[index] (an index value), elements of type `elt`. */
static MlirValue gep(PsyBuilder *b, MlirValue base, MlirValue index, MlirType elt) {
  MlirValue ops[2] = {base, toI64(b, index)};
  int32_t dynamic = INT32_MIN; /* the index is ops[1], not a constant */
  MlirNamedAttribute a[2] = {
      psyBuildNamedAttr(b->ctx, "elem_type", mlirTypeAttrGet(elt)),
      psyBuildNamedAttr(b->ctx, "rawConstantIndices", mlirDenseI32ArrayGet(b->ctx, 1, &dynamic))};
  return result0(psyBuildOp(b, "llvm.getelementptr", 2, ops, ptrType(b->ctx), 2, a));
}

static MlirValue load(PsyBuilder *b, MlirValue ptr, MlirType t) {
  return result0(psyBuildOp(b, "llvm.load", 1, &ptr, t, 0, NULL));
}

static void store(PsyBuilder *b, MlirValue v, MlirValue ptr) {
  MlirValue ops[2] = {v, ptr};
  psyBuildOp(b, "llvm.store", 2, ops, (MlirType){NULL}, 0, NULL);
}

/* A slot for one value, holding `v`. */
static MlirValue slotWith(PsyBuilder *b, MlirValue v) {
  MlirValue slot = stackAlloc(b, psyBuildConstIndex(b, 1), mlirValueGetType(v));
  store(b, v, slot);
  return slot;
}

/* ==== Module-level symbols ================================================================= */

static MlirOperation moduleOf(MlirBlock block) {
  MlirOperation op = mlirBlockGetParentOperation(block);
  while (!mlirOperationIsNull(mlirOperationGetParentOperation(op)))
    op = mlirOperationGetParentOperation(op);
  return op;
}

/* Parses `text` (one op) into the module's body, unless a symbol `name` is there already. */
static void declare(PsyBuilder *b, const char *name, const char *text) {
  MlirOperation module = moduleOf(b->block);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute sym = mlirOperationGetAttributeByName(op, ref("sym_name"));
    if (!mlirAttributeIsNull(sym) && mlirStringRefEqual(mlirStringAttrGetValue(sym), ref(name)))
      return;
  }
  MlirOperation decl = mlirOperationCreateParse(b->ctx, ref(text), ref("psy-omp"));
  mlirBlockInsertOwnedOperation(body, 0, decl);
}

/* A call of libomp's `int name(void)`, as an index. */
static MlirValue callOmp(PsyBuilder *b, const char *name) {
  PsyStrBuf text = {0};
  psyStrBufPrintf(&text, "func.func private @%s() -> i32", name);
  declare(b, name, text.data);
  psyStrBufFree(&text);
  MlirNamedAttribute callee =
      psyBuildNamedAttr(b->ctx, "callee", mlirFlatSymbolRefAttrGet(b->ctx, ref(name)));
  MlirValue n = result0(psyBuildOp(b, "func.call", 0, NULL, mlirIntegerTypeGet(b->ctx, 32), 1,
                                   &callee));
  return psyBuildUnary(b, "arith.index_cast", n, mlirIndexTypeGet(b->ctx));
}

/* The omp.declare_reduction of `red` (its join and type), declared once per module; its
 * symbol name is written into `sym`. */
static void declareReduction(PsyBuilder *b, const PsyOmpReduction *red, PsyStrBuf *sym) {
  PsyStrBuf type = psyPrintType(mlirValueGetType(red->identity));
  MlirOperation identity = mlirOpResultGetOwner(red->identity);
  PsyStrBuf value = psyPrintAttribute(mlirOperationGetAttributeByName(identity, ref("value")));
  psyStrBufPrintf(sym, "psy_omp_%s_%s", strchr(red->join, '.') + 1, type.data);
  PsyStrBuf text = {0};
  psyStrBufPrintf(&text,
                  "omp.declare_reduction @%s : %s init {\n^bb0(%%a: %s):\n"
                  "  %%0 = arith.constant %s\n  omp.yield (%%0 : %s)\n} combiner {\n"
                  "^bb0(%%x: %s, %%y: %s):\n  %%1 = %s %%x, %%y : %s\n  omp.yield (%%1 : %s)\n}",
                  sym->data, type.data, type.data, value.data, type.data, type.data, type.data,
                  red->join, type.data, type.data);
  declare(b, sym->data, text.data);
  psyStrBufFree(&text);
  psyStrBufFree(&value);
  psyStrBufFree(&type);
}

/* ==== omp ops ============================================================================== */

static MlirNamedAttribute parsedAttr(MlirContext ctx, const char *name, const char *text) {
  return psyBuildNamedAttr(ctx, name, mlirAttributeParseGet(ctx, ref(text)));
}

/* An op with one region holding `block`. */
static MlirOperation regionOp(PsyBuilder *b, const char *name, intptr_t nOperands,
                              const MlirValue *operands, intptr_t nAttrs,
                              const MlirNamedAttribute *attrs, MlirBlock block) {
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);
  MlirOperationState st = mlirOperationStateGet(ref(name), b->loc);
  mlirOperationStateAddOperands(&st, nOperands, operands);
  mlirOperationStateAddAttributes(&st, nAttrs, attrs);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  MlirOperation op = mlirOperationCreate(&st);
  if (mlirOperationIsNull(b->before)) mlirBlockAppendOwnedOperation(b->block, op);
  else mlirBlockInsertOwnedOperationBefore(b->block, b->before, op);
  return op;
}

static MlirBlock newBlock(intptr_t n, MlirType t, MlirLocation loc) {
  return mlirBlockCreate(n, &t, &loc);
}

/* omp.wsloop schedule(static) [reduction(@sym %shared -> %private)] holding an
 * omp.loop_nest lb..ub step `step`; sets the body, iv and (fast) the private pointer. */
static MlirOperation wsloop(PsyBuilder *b, PsyOmpLoop *l, const MlirValue range[3]) {
  MlirContext ctx = b->ctx;
  bool clause = l->mode == PSY_OMP_FAST && !mlirValueIsNull(l->shared);
  MlirNamedAttribute attrs[4] = {
      parsedAttr(ctx, "schedule_kind", "#omp<schedulekind static>"),
      parsedAttr(ctx, "operandSegmentSizes", clause ? "array<i32: 0, 0, 0, 0, 0, 1, 0>"
                                                    : "array<i32: 0, 0, 0, 0, 0, 0, 0>")};
  PsyStrBuf sym = {0};
  if (clause) {
    declareReduction(b, &l->red, &sym);
    MlirAttribute syms = mlirFlatSymbolRefAttrGet(ctx, ref(sym.data));
    attrs[2] = psyBuildNamedAttr(ctx, "reduction_syms", mlirArrayAttrGet(ctx, 1, &syms));
    attrs[3] = parsedAttr(ctx, "reduction_byref", "array<i1: false>");
  }
  MlirBlock wrapper = newBlock(clause ? 1 : 0, ptrType(ctx), b->loc);
  MlirOperation ws = regionOp(b, "omp.wsloop", clause ? 1 : 0, &l->shared, clause ? 4 : 2,
                              attrs, wrapper);
  psyStrBufFree(&sym);
  if (clause) l->accPtr = mlirBlockGetArgument(wrapper, 0);
  MlirBlock body = newBlock(1, mlirIndexTypeGet(ctx), b->loc);
  PsyBuilder inWrapper = psyBuilderAtEnd(wrapper, b->loc);
  regionOp(&inWrapper, "omp.loop_nest", 3, range, 0, NULL, body);
  l->body = psyBuilderAtEnd(body, b->loc);
  l->iv = mlirBlockGetArgument(body, 0);
  return ws;
}

/* ==== Reductions =========================================================================== */

static MlirType accType(const PsyOmpLoop *l) { return mlirValueGetType(l->red.identity); }

/* reprod: one partial per possible thread, each the identity until its thread stores. */
static void makeParts(PsyOmpLoop *l) {
  PsyBuilder *b = &l->outer, body;
  l->nparts = callOmp(b, "omp_get_max_threads");
  l->parts = stackAlloc(b, l->nparts, accType(l));
  MlirOperation init = psyBuildFor(b, psyBuildConstIndex(b, 0), l->nparts,
                                   psyBuildConstIndex(b, 1), 0, NULL, &body);
  store(&body, l->red.identity, gep(&body, l->parts, psyBuildForInductionVar(init), accType(l)));
  psyBuildYield(&body, 0, NULL);
}

/* reprod, in the region after the loop: the thread's partial into its element. */
static void storePartial(PsyBuilder *b, PsyOmpLoop *l) {
  MlirValue tid = callOmp(b, "omp_get_thread_num");
  store(b, load(b, l->accPtr, accType(l)), gep(b, l->parts, tid, accType(l)));
}

/* reprod, after the region: init joined with the partials in thread order. */
static MlirValue combineParts(PsyOmpLoop *l) {
  PsyBuilder *b = &l->outer, body;
  MlirOperation loop = psyBuildFor(b, psyBuildConstIndex(b, 0), l->nparts,
                                   psyBuildConstIndex(b, 1), 1, &l->red.init, &body);
  MlirValue part = load(&body, gep(&body, l->parts, psyBuildForInductionVar(loop), accType(l)),
                        accType(l));
  MlirValue next = psyBuildBinary(&body, l->red.join, psyBuildForIterArg(loop, 0), part);
  psyBuildYield(&body, 1, &next);
  return mlirOperationGetResult(loop, 0);
}

/* ==== The loop ============================================================================= */

static void beginSerial(PsyOmpLoop *l, const MlirValue range[3], bool reduce) {
  l->op = psyBuildFor(&l->outer, range[0], range[1], range[2], reduce ? 1 : 0, &l->red.init,
                      &l->body);
  l->iv = psyBuildForInductionVar(l->op);
  if (reduce) l->acc = psyBuildForIterArg(l->op, 0);
  l->priv = l->outer;
}

static void beginParallel(PsyOmpLoop *l, const MlirValue range[3], bool reduce) {
  if (reduce && l->mode == PSY_OMP_REPROD) makeParts(l);
  if (reduce && l->mode == PSY_OMP_FAST) l->shared = slotWith(&l->outer, l->red.init);
  MlirBlock region = newBlock(0, (MlirType){NULL}, l->outer.loc);
  MlirNamedAttribute segments =
      parsedAttr(l->outer.ctx, "operandSegmentSizes", "array<i32: 0, 0, 0, 0, 0, 0>");
  l->op = regionOp(&l->outer, "omp.parallel", 0, NULL, 1, &segments, region);
  PsyBuilder inRegion = psyBuilderAtEnd(region, l->outer.loc);
  PsyBuilder tail = psyBuilderBefore(psyBuildOp(&inRegion, "omp.terminator", 0, NULL,
                                                (MlirType){NULL}, 0, NULL));
  MlirOperation ws = wsloop(&tail, l, range);
  l->priv = psyBuilderBefore(ws);
  if (reduce && l->mode == PSY_OMP_REPROD) {
    l->accPtr = slotWith(&l->priv, l->red.identity);
    storePartial(&tail, l);
  }
  if (reduce) l->acc = load(&l->body, l->accPtr, accType(l));
}

void psyOmpLoopBegin(PsyOmpLoop *l, PsyBuilder *outer, PsyOmpMode mode, const MlirValue range[3],
                     const PsyOmpReduction *red) {
  *l = (PsyOmpLoop){.mode = mode, .outer = *outer};
  if (red) l->red = *red;
  if (mode == PSY_OMP_SERIAL) beginSerial(l, range, red != NULL);
  else beginParallel(l, range, red != NULL);
}

MlirValue psyOmpLoopEnd(PsyOmpLoop *l, MlirValue next) {
  bool reduce = !mlirValueIsNull(l->red.init);
  if (l->mode == PSY_OMP_SERIAL) {
    psyBuildYield(&l->body, reduce ? 1 : 0, &next);
    return reduce ? mlirOperationGetResult(l->op, 0) : (MlirValue){NULL};
  }
  if (reduce) store(&l->body, next, l->accPtr);
  psyBuildOp(&l->body, "omp.yield", 0, NULL, (MlirType){NULL}, 0, NULL);
  if (!reduce) return (MlirValue){NULL};
  return l->mode == PSY_OMP_FAST ? load(&l->outer, l->shared, accType(l)) : combineParts(l);
}
