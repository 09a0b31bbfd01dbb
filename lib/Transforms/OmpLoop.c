/* The lowering passes' loops, serial or workshared among OpenMP threads (see OmpLoop.h).
 *
 * The omp ops are built in their generic form, as the C API allows: omp.parallel and
 * omp.wsloop take their optional clauses as operand segments (all empty here but a wsloop's
 * reduction), and the wsloop's static schedule is its `schedule_kind` attribute. What the
 * threads need from the OpenMP runtime (their number, their id) are calls to libomp's
 * omp_get_max_threads and omp_get_thread_num, declared in the module on first use; an
 * unordered reduction's combiner is an omp.declare_reduction, one per operation and type. */
#include "OmpLoop.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "psy-c/StrBuf.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Support.h"

static MlirValue result0(MlirOperation op) { return mlirOperationGetResult(op, 0); }

MlirLogicalResult psyOmpModeGet(MlirOperation op, PsyOmpMode *mode) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, psyRef(PSY_OMP_ATTR));
  *mode = PSY_OMP_SERIAL;
  if (mlirAttributeIsNull(a)) return mlirLogicalResultSuccess();
  MlirStringRef s = mlirAttributeIsAString(a) ? mlirStringAttrGetValue(a) : psyRef("");
  if (mlirStringRefEqual(s, psyRef(PSY_OMP_REPROD_NAME))) *mode = PSY_OMP_REPROD;
  else if (mlirStringRefEqual(s, psyRef(PSY_OMP_FAST_NAME))) *mode = PSY_OMP_FAST;
  else if (mlirStringRefEqual(s, psyRef(PSY_OMP_DEVICE_NAME))) *mode = PSY_OMP_DEVICE;
  else if (mlirStringRefEqual(s, psyRef(PSY_OMP_DEVICE_SERIAL_NAME)))
    *mode = PSY_OMP_DEVICE_SERIAL;
  else if (mlirStringRefEqual(s, psyRef(PSY_OMP_DEVICE_FAST_NAME)))
    *mode = PSY_OMP_DEVICE_FAST;
  else
    return psyEmitError(mlirOperationGetLocation(op),
                        "'%s' must be \"%s\", \"%s\", \"%s\", \"%s\" or \"%s\"",
                        PSY_OMP_ATTR, PSY_OMP_REPROD_NAME, PSY_OMP_FAST_NAME,
                        PSY_OMP_DEVICE_NAME, PSY_OMP_DEVICE_SERIAL_NAME,
                        PSY_OMP_DEVICE_FAST_NAME);
  return mlirLogicalResultSuccess();
}

bool psyOmpModeIsDevice(PsyOmpMode mode) {
  return mode == PSY_OMP_DEVICE || mode == PSY_OMP_DEVICE_SERIAL || mode == PSY_OMP_DEVICE_FAST;
}

/* ==== llvm memory ========================================================================== */

static MlirType ptrType(MlirContext ctx) { return mlirTypeParseGet(ctx, psyRef("!llvm.ptr")); }

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

static void declare(PsyBuilder *b, const char *name, const char *text) {
  psyBuildDeclare(mlirBlockGetParentOperation(b->block), name, text);
}

/* A call of libomp's `int name(void)`, as an index. */
static MlirValue callOmp(PsyBuilder *b, const char *name) {
  PsyStrBuf text = {0};
  psyStrBufPrintf(&text, "func.func private @%s() -> i32", name);
  declare(b, name, text.data);
  psyStrBufFree(&text);
  MlirNamedAttribute callee =
      psyBuildNamedAttr(b->ctx, "callee", mlirFlatSymbolRefAttrGet(b->ctx, psyRef(name)));
  MlirValue n = result0(psyBuildOp(b, "func.call", 0, NULL, mlirIntegerTypeGet(b->ctx, 32), 1,
                                   &callee));
  return psyBuildUnary(b, "arith.index_cast", n, mlirIndexTypeGet(b->ctx));
}

/* The omp.declare_reduction of `red` (its join and type), declared once per module; its
 * symbol name is written into `sym`. */
static void declareReduction(PsyBuilder *b, const PsyOmpReduction *red, PsyStrBuf *sym) {
  PsyStrBuf type = psyPrintType(mlirValueGetType(red->identity));
  MlirOperation identity = mlirOpResultGetOwner(red->identity);
  PsyStrBuf value = psyPrintAttribute(mlirOperationGetAttributeByName(identity, psyRef("value")));
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
  return psyBuildNamedAttr(ctx, name, mlirAttributeParseGet(ctx, psyRef(text)));
}

/* An op with one region holding `block`. */
static MlirOperation regionOp(PsyBuilder *b, const char *name, intptr_t nOperands,
                              const MlirValue *operands, intptr_t nAttrs,
                              const MlirNamedAttribute *attrs, MlirBlock block) {
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);
  MlirOperationState st = mlirOperationStateGet(psyRef(name), b->loc);
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

/* The wsloop's attributes: its static schedule and, in fast mode, one reduction clause
 * entry per reduction (declared in the module); `attrs` has room for 4. Without a clause the
 * loop is `nowait`: the end of its omp.parallel joins the threads anyway, and what follows
 * the loop in the region (a reprod partial's store) reads only the thread's own values, so
 * the loop's own barrier would be a second one per region (per colour of a coloured loop). */
static intptr_t wsloopAttrs(PsyBuilder *b, const PsyOmpLoop *l, int nclause,
                            MlirNamedAttribute *attrs) {
  MlirContext ctx = b->ctx;
  PsyStrBuf segments = {0}, byref = {0};
  psyStrBufPrintf(&segments, "array<i32: 0, 0, 0, 0, 0, %d, 0>", nclause);
  attrs[0] = parsedAttr(ctx, "schedule_kind", "#omp<schedulekind static>");
  attrs[1] = parsedAttr(ctx, "operandSegmentSizes", segments.data);
  psyStrBufFree(&segments);
  if (!nclause) {
    attrs[2] = psyBuildNamedAttr(ctx, "nowait", mlirUnitAttrGet(ctx));
    return 3;
  }
  MlirAttribute *syms = psyXcalloc((size_t)nclause, sizeof *syms);
  psyStrBufPrintf(&byref, "array<i1");
  for (int r = 0; r < nclause; ++r) {
    PsyStrBuf sym = {0};
    declareReduction(b, &l->reds[r].red, &sym);
    syms[r] = mlirFlatSymbolRefAttrGet(ctx, psyRef(sym.data));
    psyStrBufFree(&sym);
    psyStrBufPrintf(&byref, "%s false", r ? "," : ":");
  }
  psyStrBufPrintf(&byref, ">");
  attrs[2] = psyBuildNamedAttr(ctx, "reduction_syms", mlirArrayAttrGet(ctx, nclause, syms));
  attrs[3] = parsedAttr(ctx, "reduction_byref", byref.data);
  psyStrBufFree(&byref);
  free(syms);
  return 4;
}

/* omp.wsloop schedule(static) [reduction(@sym %shared -> %private, ...)] holding an
 * omp.loop_nest lb..ub step `step`; sets the body, iv and (fast) the private pointers. */
static MlirOperation wsloop(PsyBuilder *b, PsyOmpLoop *l, const MlirValue range[3]) {
  MlirContext ctx = b->ctx;
  int nclause = l->mode == PSY_OMP_FAST ? l->nred : 0;
  MlirNamedAttribute attrs[4];
  intptr_t nattrs = wsloopAttrs(b, l, nclause, attrs);
  MlirValue *shared = psyXcalloc((size_t)nclause + 1, sizeof *shared);
  MlirType *ptrs = psyXcalloc((size_t)nclause + 1, sizeof *ptrs);
  MlirLocation *locs = psyXcalloc((size_t)nclause + 1, sizeof *locs);
  for (int r = 0; r < nclause; ++r)
    shared[r] = l->reds[r].shared, ptrs[r] = ptrType(ctx), locs[r] = b->loc;
  MlirBlock wrapper = mlirBlockCreate(nclause, ptrs, locs);
  MlirOperation ws = regionOp(b, "omp.wsloop", nclause, shared, nattrs, attrs, wrapper);
  for (int r = 0; r < nclause; ++r)
    l->reds[r].accPtr = mlirBlockGetArgument(wrapper, r);
  free(locs);
  free(ptrs);
  free(shared);
  MlirBlock body = newBlock(1, mlirIndexTypeGet(ctx), b->loc);
  PsyBuilder inWrapper = psyBuilderAtEnd(wrapper, b->loc);
  regionOp(&inWrapper, "omp.loop_nest", 3, range, 0, NULL, body);
  l->body = psyBuilderAtEnd(body, b->loc);
  l->iv = mlirBlockGetArgument(body, 0);
  return ws;
}

/* ==== Reductions =========================================================================== */

static MlirType accType(const PsyOmpLoopReduction *r) { return mlirValueGetType(r->red.identity); }

/* reprod: for each reduction one partial per possible thread, each the identity until its
 * thread stores. */
static void makeParts(PsyOmpLoop *l) {
  PsyBuilder *b = &l->outer, body;
  l->nparts = callOmp(b, "omp_get_max_threads");
  for (int r = 0; r < l->nred; ++r) {
    PsyOmpLoopReduction *red = &l->reds[r];
    red->parts = stackAlloc(b, l->nparts, accType(red));
    MlirValue lb = psyBuildConstIndex(b, 0), step = psyBuildConstIndex(b, 1);
    MlirOperation init = psyBuildFor(b, lb, l->nparts, step, 0, NULL, &body);
    MlirValue slot = gep(&body, red->parts, psyBuildForInductionVar(init), accType(red));
    store(&body, red->red.identity, slot);
    psyBuildYield(&body, 0, NULL);
  }
}

/* reprod, in the region before the loop: each thread's running values, thread 0's starting
 * from the loops' inits and the others' from the identities. The static schedule gives
 * thread 0 the first block, so on one thread the loop adds its dofs to the init in the serial
 * loop's order, bit for bit: a field vector's second component goes on from the first's sum,
 * as the serial loop does, not from zero. */
static void makeSlots(PsyOmpLoop *l) {
  PsyBuilder *b = &l->priv;
  /* One op built per statement: C leaves the order of a call's arguments unspecified (gcc
   * and clang differ), and the order ops are built in is the order they are printed in. */
  MlirValue one = psyBuildConstIndex(b, 1);
  MlirValue first = psyBuildCmpI(b, PSY_CMPI_SLT, callOmp(b, "omp_get_thread_num"), one);
  for (int r = 0; r < l->nred; ++r) {
    PsyOmpReduction *red = &l->reds[r].red;
    l->reds[r].accPtr = slotWith(b, psyBuildSelect(b, first, red->init, red->identity));
  }
}

/* reprod, in the region after the loop: the thread's partials into their elements. */
static void storePartials(PsyBuilder *b, PsyOmpLoop *l) {
  MlirValue tid = callOmp(b, "omp_get_thread_num");
  for (int r = 0; r < l->nred; ++r) {
    PsyOmpLoopReduction *red = &l->reds[r];
    MlirValue slot = gep(b, red->parts, tid, accType(red));
    store(b, load(b, red->accPtr, accType(red)), slot);
  }
}

/* reprod, after the region: the partials joined in thread order (one loop), from the
 * identity: thread 0's partial holds the init already (makeSlots). */
static void combineParts(PsyOmpLoop *l, MlirValue *out) {
  PsyBuilder *b = &l->outer, body;
  MlirValue *init = psyXcalloc((size_t)l->nred, sizeof *init);
  for (int r = 0; r < l->nred; ++r) init[r] = l->reds[r].red.identity;
  MlirValue lb = psyBuildConstIndex(b, 0), step = psyBuildConstIndex(b, 1);
  MlirOperation loop = psyBuildFor(b, lb, l->nparts, step, l->nred, init, &body);
  MlirValue t = psyBuildForInductionVar(loop);
  for (int r = 0; r < l->nred; ++r) {
    PsyOmpLoopReduction *red = &l->reds[r];
    MlirValue part = load(&body, gep(&body, red->parts, t, accType(red)), accType(red));
    init[r] = psyBuildBinary(&body, red->red.join, psyBuildForIterArg(loop, r), part);
  }
  psyBuildYield(&body, l->nred, init);
  for (int r = 0; r < l->nred; ++r) out[r] = mlirOperationGetResult(loop, r);
  free(init);
}

/* ==== The loop ============================================================================= */

static void beginSerial(PsyOmpLoop *l, const MlirValue range[3]) {
  MlirValue *init = psyXcalloc((size_t)l->nred + 1, sizeof *init);
  for (int r = 0; r < l->nred; ++r) init[r] = l->reds[r].red.init;
  l->op = psyBuildFor(&l->outer, range[0], range[1], range[2], l->nred, init, &l->body);
  free(init);
  l->iv = psyBuildForInductionVar(l->op);
  for (int r = 0; r < l->nred; ++r) l->acc[r] = psyBuildForIterArg(l->op, r);
  l->priv = l->outer;
}

static void beginParallel(PsyOmpLoop *l, const MlirValue range[3]) {
  if (l->nred && l->mode == PSY_OMP_REPROD) makeParts(l);
  for (int r = 0; r < l->nred && l->mode == PSY_OMP_FAST; ++r)
    l->reds[r].shared = slotWith(&l->outer, l->reds[r].red.init);
  MlirBlock region = newBlock(0, (MlirType){NULL}, l->outer.loc);
  MlirNamedAttribute segments =
      parsedAttr(l->outer.ctx, "operandSegmentSizes", "array<i32: 0, 0, 0, 0, 0, 0>");
  l->op = regionOp(&l->outer, "omp.parallel", 0, NULL, 1, &segments, region);
  PsyBuilder inRegion = psyBuilderAtEnd(region, l->outer.loc);
  PsyBuilder tail = psyBuilderBefore(psyBuildOp(&inRegion, "omp.terminator", 0, NULL,
                                                (MlirType){NULL}, 0, NULL));
  MlirOperation ws = wsloop(&tail, l, range);
  l->priv = psyBuilderBefore(ws);
  if (l->nred && l->mode == PSY_OMP_REPROD) {
    makeSlots(l);
    storePartials(&tail, l);
  }
  for (int r = 0; r < l->nred; ++r)
    l->acc[r] = load(&l->body, l->reds[r].accPtr, accType(&l->reds[r]));
}

/* Built as scf.for: the serial loop, and the device's loops (which psy-device-outline takes). */
static bool isSerial(PsyOmpMode mode) {
  return mode == PSY_OMP_SERIAL || psyOmpModeIsDevice(mode);
}

/* The reductions' identities as attributes when every one is a sum of a constant identity
 * (what "device_chunks" can do); a null attribute otherwise. */
static MlirAttribute sumIdentities(const PsyOmpLoop *l) {
  MlirAttribute *ids = psyXcalloc((size_t)l->nred + 1, sizeof *ids);
  bool ok = true;
  for (int r = 0; r < l->nred && ok; ++r) {
    const PsyOmpReduction *red = &l->reds[r].red;
    ok = (!strcmp(red->join, "arith.addf") || !strcmp(red->join, "arith.addi")) &&
         mlirValueIsAOpResult(red->identity);
    if (ok)
      ok = !mlirAttributeIsNull(ids[r] = mlirOperationGetAttributeByName(
                                    mlirOpResultGetOwner(red->identity), psyRef("value")));
  }
  MlirAttribute a = ok ? mlirArrayAttrGet(l->outer.ctx, l->nred, ids) : (MlirAttribute){NULL};
  free(ids);
  return a;
}

/* How the device runs the loop: one thread per iteration, or with reductions on one thread
 * (the serial order), or, under device_fast, in thread-ordered partial sums. */
static void markDevice(PsyOmpLoop *l) {
  const char *name = PSY_OMP_DEVICE_SERIAL_NAME;
  MlirAttribute ids = {NULL};
  if (l->mode != PSY_OMP_DEVICE_SERIAL && !l->nred) name = PSY_OMP_DEVICE_NAME;
  if (l->mode == PSY_OMP_DEVICE_FAST && l->nred) ids = sumIdentities(l);
  if (!mlirAttributeIsNull(ids)) {
    name = PSY_DEVICE_CHUNKS_NAME;
    mlirOperationSetAttributeByName(l->op, psyRef(PSY_DEVICE_IDENTITIES_ATTR), ids);
  }
  mlirOperationSetAttributeByName(
      l->op, psyRef(PSY_DEVICE_ATTR),
      mlirStringAttrGet(l->outer.ctx, mlirStringRefCreateFromCString(name)));
}

void psyOmpLoopBegin(PsyOmpLoop *l, PsyBuilder *outer, PsyOmpMode mode, const MlirValue range[3],
                     int nred, const PsyOmpReduction *red) {
  *l = (PsyOmpLoop){.mode = mode, .outer = *outer, .nred = nred};
  l->acc = psyXcalloc((size_t)nred + 1, sizeof *l->acc);
  l->reds = psyXcalloc((size_t)nred + 1, sizeof *l->reds);
  for (int r = 0; r < nred; ++r) l->reds[r].red = red[r];
  if (isSerial(mode)) beginSerial(l, range);
  else beginParallel(l, range);
  if (psyOmpModeIsDevice(mode)) markDevice(l);
}

void psyOmpLoopDiscard(PsyOmpLoop *l) {
  free(l->acc);
  free(l->reds);
  l->acc = NULL;
  l->reds = NULL;
}

void psyOmpLoopEnd(PsyOmpLoop *l, const MlirValue *next, MlirValue *out) {
  if (isSerial(l->mode)) {
    psyBuildYield(&l->body, l->nred, next);
    for (int r = 0; r < l->nred; ++r) out[r] = mlirOperationGetResult(l->op, r);
  } else {
    for (int r = 0; r < l->nred; ++r) store(&l->body, next[r], l->reds[r].accPtr);
    psyBuildOp(&l->body, "omp.yield", 0, NULL, (MlirType){NULL}, 0, NULL);
    if (l->mode == PSY_OMP_FAST)
      for (int r = 0; r < l->nred; ++r)
        out[r] = load(&l->outer, l->reds[r].shared, accType(&l->reds[r]));
    else if (l->nred)
      combineParts(l, out);
  }
  psyOmpLoopDiscard(l);
}
