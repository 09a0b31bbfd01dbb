/* psy-lower-gocean: every GOcean invoke (func.func {psy.go_invoke}) becomes the compiled
 * schedule the GOcean binding calls (docs/gocean.md, "Code generation").
 *
 * Domain rule (PSyclone's GOcean API): a kernel runs in a j loop (outer) around an i loop
 * (inner), both inclusive, over a region of the field it writes; at each point it is called
 * with i, j and its arguments, grid properties included. A halo exchange is dl_esm_inf's
 * `call f%halo_exchange(depth)`, which only Fortran can make.
 *
 * The schedule takes one argument, an array of pointers that the binding fills (the slot
 * order of docs/gocean.md): per invoke argument, a field's data, &nx, &ny or a scalar's
 * address (read once at entry, unless a kernel updates the scalar in place); per kernel
 * call, its int32[4] loop bounds (outer start, stop, inner start, stop);
 * per call, its grid properties (an array's data, &nx, &ny; a scalar's address); then, when
 * the invoke exchanges halos, a context and a callback `int32 cb(ctx, site)`, site k being
 * the k-th psy.go_halo_exchange. The kernel is called through its wrapper
 * `<psy module>_k_<procedure>`, which takes every argument by reference (i, j from stack
 * slots; then per meta_args entry nx, ny and the data, or the scalar) and hands the kernel
 * explicit-shape arrays; flang-compiled wrappers and kernels inline into the loops. The psy
 * module's name is the pass option `psy-module`, else the module's psy.module_name. */
#include <stdlib.h>
#include <string.h>

#include "IRBuild.h"
#include "LowerKernels.h"
#include "psy-c/Alloc.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dialect.h"
#include "psy-c/GOcean.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

static MlirValue result0(MlirOperation op) { return mlirOperationGetResult(op, 0); }

/* What one invoke argument (or literal) is passed as: its slots' pointers. */
typedef struct {
  MlirValue data, nx, ny; /* a field: its data and &nx, &ny; a scalar: data = &value */
} Arg;

typedef struct {
  MlirContext ctx;
  MlirOperation module;
  const char *psyModule;
  MlirSymbolTable symbols;
  PsyBuilder at;          /* appends to the new entry block */
  MlirValue slots;        /* the schedule's one argument */
  int next;               /* the next slot */
  MlirValue iSlot, jSlot; /* int32 stack slots for the kernels' i and j */
  MlirValue ctxPtr, callback;
  int site;
  MlirValue *bounds;      /* per call: its int32[4] bounds */
  MlirValue *grid;        /* the grid properties' slots, call after call */
  int ngrid, capGrid;
  int call, gridAt;       /* the next call, its first entry in `grid` */
  bool device;            /* device=true: arrays marked with their sizes, j loops for the
                           * device (psy-device-outline) */
  const bool *updated;    /* per invoke argument: a scalar a kernel updates in place */
} Lower;

static MlirType ptrType(MlirContext ctx) { return psyLowerPtrType(ctx); }

/* The pointer in slot `k`. */
static MlirValue slot(Lower *l, int k) {
  MlirValue at = psyLowerGep(&l->at, l->slots, psyBuildConstIndex(&l->at, k), ptrType(l->ctx));
  return result0(psyBuildOp(&l->at, "llvm.load", 1, &at, ptrType(l->ctx), 0, NULL));
}

static MlirValue nextSlot(Lower *l) { return slot(l, l->next++); }

static MlirValue stackSlot(PsyBuilder *b, MlirType t) {
  MlirValue one = psyBuildConstInt(b, mlirIntegerTypeGet(b->ctx, 64), 1);
  MlirNamedAttribute a = psyBuildNamedAttr(b->ctx, "elem_type", mlirTypeAttrGet(t));
  return result0(psyBuildOp(b, "llvm.alloca", 1, &one, ptrType(b->ctx), 1, &a));
}

/* The schedule's own copy of the `t` behind `ptr`, in a stack slot filled once at entry. The
 * binding's memory could alias the fields as far as LLVM knows, so a kernel's store would
 * force every size, scalar and bound to be reloaded at each point and keep the i loop from
 * vectorising; a private slot that only the inlined wrapper reads becomes a register. */
static MlirValue privateCopy(Lower *l, MlirValue ptr, MlirType t) {
  MlirValue v = result0(psyBuildOp(&l->at, "llvm.load", 1, &ptr, t, 0, NULL));
  MlirValue copy = stackSlot(&l->at, t);
  psyLowerStore(&l->at, v, copy);
  return copy;
}

static MlirValue nextInt(Lower *l) {
  return privateCopy(l, nextSlot(l), mlirIntegerTypeGet(l->ctx, 32));
}

static MlirValue call(PsyBuilder *b, const char *callee, MlirValue fn, int n,
                      const MlirValue *args, MlirType result);

static int64_t widthOf(MlirType t) {
  return mlirTypeIsAFloat(t) ? mlirFloatTypeGetWidth(t) : mlirIntegerTypeGetWidth(t);
}

/* --target=nvptx: `data` marked as an array of `esize`-byte elements, as many as the int32s
 * behind extent[0] times extent[1] (nulls: one), for psy-device-outline, which maps it to the
 * device and removes the mark (psy_device_array, DeviceOutline.h). */
static MlirValue deviceArray(Lower *l, MlirValue data, int64_t esize, const MlirValue extent[2]) {
  MlirType i64 = mlirIntegerTypeGet(l->ctx, 64), i32 = mlirIntegerTypeGet(l->ctx, 32);
  MlirValue bytes = psyBuildConstInt(&l->at, i64, esize);
  for (int k = 0; k < 2 && !mlirValueIsNull(extent[k]); ++k) {
    MlirValue n = result0(psyBuildOp(&l->at, "llvm.load", 1, &extent[k], i32, 0, NULL));
    MlirValue wide = psyBuildUnary(&l->at, "arith.extsi", n, i64);
    bytes = psyBuildBinary(&l->at, "arith.muli", bytes, wide);
  }
  psyBuildDeclare(l->module, "psy_device_array",
                  "llvm.func @psy_device_array(!llvm.ptr, i64) -> !llvm.ptr");
  MlirValue ops[2] = {data, bytes};
  return call(&l->at, "psy_device_array", (MlirValue){NULL}, 2, ops, ptrType(l->ctx));
}

/* ==== Kernels and their wrappers ============================================================ */

/* The call's metadata; false (reported at the call) when it has none. */
static bool metaOf(Lower *l, MlirOperation call, PsyGoKernelMeta *m) {
  MlirAttribute k = mlirOperationGetAttributeByName(call, psyRef("kernel"));
  MlirOperation meta = mlirSymbolTableLookup(l->symbols, mlirFlatSymbolRefAttrGetValue(k));
  if (mlirOperationIsNull(meta) || !psyGoKernelMetaFromOp(meta, m)) {
    psyOpEmitError(call, "psy-lower-gocean: no valid psy.go_kernel_meta for this call");
    return false;
  }
  return true;
}

/* Pointers the wrapper takes after i and j: three per field or grid array, one per scalar. */
static int wrapperParams(const PsyGoKernelMeta *m) {
  int n = 2;
  for (int e = 0; e < m->nargs; ++e) {
    const PsyGoArg *a = &m->args[e];
    bool array = a->kind == PSY_GO_ARG_FIELD ||
                 (a->kind == PSY_GO_ARG_GRID && psyGoGridPropertyIsArray(a->what));
    n += array ? 3 : 1;
  }
  return n;
}

/* `llvm.func @sym(!llvm.ptr, ...)` in the module, once. */
static void declareWrapper(Lower *l, const char *sym, int nparams) {
  if (!mlirOperationIsNull(mlirSymbolTableLookup(l->symbols, psyRef(sym)))) return;
  PsyStrBuf t = {0};
  psyStrBufPrintf(&t, "llvm.func @%s(", sym);
  for (int i = 0; i < nparams; ++i) psyStrBufPrintf(&t, "%s!llvm.ptr", i ? ", " : "");
  psyStrBufPrintf(&t, ")");
  MlirOperation f = mlirOperationCreateParse(l->ctx, psyRef(t.data), psyRef("psy-lower-gocean"));
  psyStrBufFree(&t);
  mlirSymbolTableInsert(l->symbols, f);
}

/* llvm.call of `callee` (a symbol, or the pointer `fn` when the symbol is NULL). */
static MlirValue call(PsyBuilder *b, const char *callee, MlirValue fn, int n,
                      const MlirValue *args, MlirType result) {
  MlirValue *ops = psyXcalloc((size_t)n + 2, sizeof *ops);
  int k = 0;
  if (!callee) ops[k++] = fn;
  for (int i = 0; i < n; ++i) ops[k++] = args[i];
  int32_t segments[2] = {k, 0};
  MlirNamedAttribute attrs[3] = {
      psyBuildNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 2, segments)),
      psyBuildNamedAttr(b->ctx, "op_bundle_sizes", mlirDenseI32ArrayGet(b->ctx, 0, NULL))};
  int nattrs = 2;
  if (callee) /* else an indirect call: the halo callback */
    attrs[nattrs++] = psyBuildNamedAttr(b->ctx, "callee",
                                        mlirFlatSymbolRefAttrGet(b->ctx, psyRef(callee)));
  MlirOperation op = psyBuildOp(b, "llvm.call", k, ops, result, nattrs, attrs);
  free(ops);
  return mlirTypeIsNull(result) ? (MlirValue){NULL} : result0(op);
}

/* The kernel's wrapper called at (i, j): per meta_args entry, a field operand's or grid
 * array's nx, ny and data, a scalar's address. */
static void callKernel(Lower *l, PsyBuilder *b, MlirOperation k, const PsyGoKernelMeta *m,
                       const Arg *args, const Arg *literals) {
  int grid = l->gridAt;
  int n = wrapperParams(m), a = 0, op = 0;
  MlirValue *vals = psyXcalloc((size_t)n + 1, sizeof *vals);
  vals[a++] = l->iSlot, vals[a++] = l->jSlot;
  for (int e = 0; e < m->nargs; ++e) {
    const PsyGoArg *g = &m->args[e];
    Arg v;
    if (g->kind == PSY_GO_ARG_GRID) {
      bool array = psyGoGridPropertyIsArray(g->what);
      v.data = l->grid[grid++];
      v.nx = array ? l->grid[grid++] : (MlirValue){NULL};
      v.ny = array ? l->grid[grid++] : (MlirValue){NULL};
    } else {
      MlirValue o = mlirOperationGetOperand(k, op);
      v = mlirValueIsABlockArgument(o) ? args[mlirBlockArgumentGetArgNumber(o)] : literals[op];
      ++op;
    }
    if (!mlirValueIsNull(v.nx)) vals[a++] = v.nx, vals[a++] = v.ny;
    vals[a++] = v.data;
  }
  char *mixed = psyFormat("%s_k_%s", l->psyModule, m->procedure), *sym = psyLowerDup(mixed);
  free(mixed);
  declareWrapper(l, sym, n);
  call(b, sym, (MlirValue){NULL}, n, vals, (MlirType){NULL});
  free(sym);
  free(vals);
}

/* ==== The loops ============================================================================= */

/* The four int32 bounds behind `bounds` as index values, loaded before the loops (the
 * kernels' stores could alias them for all LLVM knows). */
static void loadBounds(Lower *l, MlirValue bounds, MlirValue v[4]) {
  MlirType i32 = mlirIntegerTypeGet(l->ctx, 32), index = mlirIndexTypeGet(l->ctx);
  for (int k = 0; k < 4; ++k) {
    MlirValue p = psyLowerGep(&l->at, bounds, psyBuildConstIndex(&l->at, k), i32);
    v[k] = psyBuildUnary(&l->at, "arith.index_cast",
                         result0(psyBuildOp(&l->at, "llvm.load", 1, &p, i32, 0, NULL)), index);
  }
}

/* scf.for over v[0] .. v[1] inclusive, its induction variable stored as int32 in `iv` first
 * thing in the body. */
static PsyBuilder loop(Lower *l, PsyBuilder *b, const MlirValue v[2], MlirValue iv,
                       MlirOperation *op) { /* the CPU's nest */
  MlirType i32 = mlirIntegerTypeGet(l->ctx, 32);
  MlirValue stop = psyBuildBinary(b, "arith.addi", v[1], psyBuildConstIndex(b, 1));
  PsyBuilder body;
  MlirOperation f = psyBuildFor(b, v[0], stop, psyBuildConstIndex(b, 1), 0, NULL, &body);
  *op = f;
  psyLowerStore(&body, psyBuildUnary(&body, "arith.index_cast", psyBuildForInductionVar(f), i32),
                iv);
  return body;
}

/* --target=nvptx: the j and i loops (v: j's and i's inclusive bounds) as one loop over the
 * points, so that the device runs a thread per point: p = 0 .. nj*ni-1, j = j0 + p / ni,
 * i = i0 + p mod ni, which visits the points in the nest's order. */
static PsyBuilder pointLoop(Lower *l, const MlirValue v[4], MlirOperation *op) {
  PsyBuilder *b = &l->at;
  MlirType i32 = mlirIntegerTypeGet(l->ctx, 32);
  MlirValue one = psyBuildConstIndex(b, 1), zero = psyBuildConstIndex(b, 0);
  MlirValue nj = psyBuildBinary(b, "arith.maxsi", psyBuildBinary(b, "arith.addi",
                                psyBuildBinary(b, "arith.subi", v[1], v[0]), one), zero);
  MlirValue ni = psyBuildBinary(b, "arith.maxsi", psyBuildBinary(b, "arith.addi",
                                psyBuildBinary(b, "arith.subi", v[3], v[2]), one), zero);
  PsyBuilder body;
  *op = psyBuildFor(b, zero, psyBuildBinary(b, "arith.muli", nj, ni), one, 0, NULL, &body);
  MlirValue p = psyBuildForInductionVar(*op);
  MlirValue row = psyBuildBinary(&body, "arith.divsi", p, ni);
  MlirValue col = psyBuildBinary(&body, "arith.remsi", p, ni);
  MlirValue j = psyBuildBinary(&body, "arith.addi", v[0], row);
  MlirValue i = psyBuildBinary(&body, "arith.addi", v[2], col);
  psyLowerStore(&body, psyBuildUnary(&body, "arith.index_cast", j, i32), l->jSlot);
  psyLowerStore(&body, psyBuildUnary(&body, "arith.index_cast", i, i32), l->iSlot);
  return body;
}

static MlirOperation kernelOf(MlirOperation outer) {
  MlirOperation inner = mlirBlockGetFirstOperation(psyGoLoopOpGetBody(outer));
  return mlirBlockGetFirstOperation(psyGoLoopOpGetBody(inner));
}

/* Grid-property slots a call's kernel takes. */
static int gridSlots(const PsyGoKernelMeta *m) {
  int n = 0;
  for (int e = 0; e < m->nargs; ++e)
    if (m->args[e].kind == PSY_GO_ARG_GRID) n += psyGoGridPropertyIsArray(m->args[e].what) ? 3 : 1;
  return n;
}

/* --target=nvptx: the loop over the points runs a point per device thread, unless the kernel
 * updates a scalar in place: then one thread runs them all, in the CPU's order (OmpLoop.h's
 * marks). */
static void markForDevice(Lower *l, MlirOperation jLoop, MlirOperation k) {
  MlirAttribute callee = mlirOperationGetAttributeByName(k, psyRef("kernel"));
  MlirOperation meta = mlirSymbolTableLookup(l->symbols, mlirFlatSymbolRefAttrGetValue(callee));
  if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(meta, psyRef("psy.host"))))
    return; /* psyc found it cannot run on the device: the host runs the loop */
  bool serial = false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(k); ++i) {
    MlirValue v = mlirOperationGetOperand(k, i);
    serial |= mlirValueIsABlockArgument(v) && l->updated[mlirBlockArgumentGetArgNumber(v)];
  }
  mlirOperationSetAttributeByName(
      jLoop, psyRef("psy.device"),
      mlirStringAttrGet(l->ctx, psyRef(serial ? "device_serial" : "device")));
}

/* One psy.go_loop nest: j, i, the kernel's wrapper; a literal operand is stored in a stack
 * slot before the loops. */
static bool lowerNest(Lower *l, MlirOperation outer, const Arg *args) {
  MlirOperation k = kernelOf(outer);
  PsyGoKernelMeta m;
  if (!metaOf(l, k, &m)) return false;
  int nops = (int)mlirOperationGetNumOperands(k);
  Arg *literals = psyXcalloc((size_t)nops + 1, sizeof *literals);
  for (int i = 0; i < nops; ++i) {
    MlirValue v = mlirOperationGetOperand(k, i);
    if (mlirValueIsABlockArgument(v)) continue;
    literals[i].data = stackSlot(&l->at, mlirValueGetType(v));
    psyLowerStore(&l->at, v, literals[i].data);
  }
  MlirValue bounds[4];
  loadBounds(l, l->bounds[l->call], bounds);
  MlirOperation jLoop, iLoop;
  if (l->device) {
    PsyBuilder pb = pointLoop(l, bounds, &jLoop);
    markForDevice(l, jLoop, k);
    callKernel(l, &pb, k, &m, args, literals);
    psyBuildYield(&pb, 0, NULL);
  } else {
    PsyBuilder jb = loop(l, &l->at, bounds, l->jSlot, &jLoop);
    PsyBuilder ib = loop(l, &jb, bounds + 2, l->iSlot, &iLoop);
    callKernel(l, &ib, k, &m, args, literals);
    psyBuildYield(&ib, 0, NULL);
    psyBuildYield(&jb, 0, NULL);
  }
  l->gridAt += gridSlots(&m);
  ++l->call;
  free(literals);
  psyGoKernelMetaClear(&m);
  return true;
}

/* ==== The slots ============================================================================= */

static bool isMemRef(MlirType t) { return mlirTypeIsAMemRef(t); }

/* Per argument its data (or value) pointer, and a field's &nx, &ny. A scalar that a kernel
 * updates in place (go_readwrite) is the binding's own: every later kernel reads the new
 * value and the binding copies it back to the algorithm's variable. */
static Arg *loadArgs(Lower *l, MlirBlock old, const bool *updated) {
  intptr_t n = mlirBlockGetNumArguments(old);
  Arg *args = psyXcalloc((size_t)n + 1, sizeof *args);
  for (intptr_t i = 0; i < n; ++i) {
    MlirType t = mlirValueGetType(mlirBlockGetArgument(old, i));
    if (!isMemRef(t)) { /* a scalar: the schedule's own copy, unless a kernel updates it */
      args[i].data = updated[i] ? nextSlot(l) : privateCopy(l, nextSlot(l), t);
      MlirValue one[2] = {{NULL}, {NULL}}; /* a scalar: one element */
      if (updated[i] && l->device) args[i].data = deviceArray(l, args[i].data, widthOf(t) / 8, one);
      continue;
    }
    args[i].data = nextSlot(l);
    args[i].nx = nextInt(l);
    args[i].ny = nextInt(l);
    if (l->device)
      args[i].data = deviceArray(l, args[i].data, widthOf(mlirShapedTypeGetElementType(t)) / 8,
                                 (MlirValue[2]){args[i].nx, args[i].ny});
  }
  return args;
}

static void pushGrid(Lower *l, MlirValue v) {
  l->grid = psyGrow(l->grid, l->ngrid, &l->capGrid, sizeof *l->grid);
  l->grid[l->ngrid++] = v;
}

/* A grid property's slots: an array's data, then copies of nx and ny; a scalar's copy. */
static void loadGrid(Lower *l, int property) {
  if (psyGoGridPropertyIsArray(property)) {
    MlirValue data = nextSlot(l), nx = nextInt(l), ny = nextInt(l);
    if (l->device)
      data = deviceArray(l, data, psyGoGridPropertyIsReal(property) ? 8 : 4,
                         (MlirValue[2]){nx, ny});
    pushGrid(l, data);
    pushGrid(l, nx);
    pushGrid(l, ny);
    return;
  }
  MlirType t = psyGoGridPropertyIsReal(property) ? mlirF64TypeGet(l->ctx)
                                                 : mlirIntegerTypeGet(l->ctx, 32);
  pushGrid(l, privateCopy(l, nextSlot(l), t));
}

/* Per call its bounds, then per call its grid properties, in program order. */
static bool loadCalls(Lower *l, MlirBlock old) {
  int ncalls = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(old); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ncalls += psyGoLoopOpIsA(op);
  l->bounds = psyXcalloc((size_t)ncalls + 1, sizeof *l->bounds);
  for (int c = 0; c < ncalls; ++c) l->bounds[c] = nextSlot(l);
  for (MlirOperation op = mlirBlockGetFirstOperation(old); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!psyGoLoopOpIsA(op)) continue;
    PsyGoKernelMeta m;
    if (!metaOf(l, kernelOf(op), &m)) return false;
    for (int e = 0; e < m.nargs; ++e)
      if (m.args[e].kind == PSY_GO_ARG_GRID) loadGrid(l, m.args[e].what);
    psyGoKernelMetaClear(&m);
  }
  return true;
}

static void loadHalo(Lower *l, MlirBlock old) {
  for (MlirOperation op = mlirBlockGetFirstOperation(old); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyGoHaloExchangeOpIsA(op)) {
      l->ctxPtr = nextSlot(l);
      l->callback = nextSlot(l);
      return;
    }
}

/* ==== One invoke ============================================================================ */

static void haloExchange(Lower *l) {
  MlirValue args[2] = {l->ctxPtr, psyBuildConstInt(&l->at, mlirIntegerTypeGet(l->ctx, 32),
                                                   l->site++)};
  call(&l->at, NULL, l->callback, 2, args, mlirIntegerTypeGet(l->ctx, 32));
}

/* The old body's ops, in order, into the new block. */
static bool lowerBody(Lower *l, MlirBlock old, const Arg *args) {
  for (MlirOperation op = mlirBlockGetFirstOperation(old); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyGoHaloExchangeOpIsA(op)) {
      haloExchange(l);
    } else if (psyGoLoopOpIsA(op)) {
      if (!lowerNest(l, op, args)) return false;
    } else if (psyGoKernelOpIsA(op) || mlirOperationGetNumRegions(op)) {
      psyOpEmitError(op, "psy-lower-gocean: expected a psy.go_loop nest at the invoke's top "
                     "level");
      return false;
    } else {
      MlirOperation copy = mlirOperationClone(op); /* constants, func.return */
      mlirBlockAppendOwnedOperation(l->at.block, copy);
      for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
        mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, r),
                                      mlirOperationGetResult(copy, r));
    }
  }
  return true;
}

static void setSignature(MlirOperation func, MlirContext ctx) {
  MlirType ptr = ptrType(ctx);
  MlirType ft = mlirFunctionTypeGet(ctx, 1, &ptr, 0, NULL);
  mlirOperationSetAttributeByName(func, psyRef("function_type"), mlirTypeAttrGet(ft));
}

static MlirLogicalResult lowerInvoke(Lower *l, MlirOperation func) {
  MlirRegion region = mlirOperationGetRegion(func, 0);
  MlirBlock old = mlirRegionGetFirstBlock(region);
  intptr_t nargs = mlirBlockGetNumArguments(old);
  bool *updated = psyXcalloc((size_t)nargs + 1, sizeof *updated);
  for (intptr_t i = 0; i < nargs; ++i) /* while the old block is the region's first */
    updated[i] = !mlirOperationIsNull(psyGoInvokeScalarWriter(func, l->symbols, i));
  MlirType ptr = ptrType(l->ctx);
  MlirLocation loc = mlirOperationGetLocation(func);
  MlirBlock entry = mlirBlockCreate(1, &ptr, &loc);
  mlirRegionInsertOwnedBlockBefore(region, old, entry);
  l->at = psyBuilderAtEnd(entry, loc);
  l->slots = mlirBlockGetArgument(entry, 0);
  l->next = l->site = l->call = l->gridAt = l->ngrid = 0;
  l->ctxPtr = l->callback = (MlirValue){NULL};
  MlirType i32 = mlirIntegerTypeGet(l->ctx, 32);
  l->iSlot = stackSlot(&l->at, i32);
  l->jSlot = stackSlot(&l->at, i32);
  l->updated = updated;
  Arg *args = loadArgs(l, old, updated);
  bool ok = loadCalls(l, old);
  if (ok) loadHalo(l, old);
  ok = ok && lowerBody(l, old, args);
  free(args);
  free(updated);
  free(l->bounds);
  free(l->grid);
  l->bounds = l->grid = NULL;
  l->capGrid = 0;
  if (!ok) return mlirLogicalResultFailure();
  mlirBlockDetach(old);
  mlirBlockDestroy(old);
  setSignature(func, l->ctx);
  return mlirLogicalResultSuccess();
}

/* The psy module's name: the option, else the module's psy.module_name; NULL (reported). */
static char *psyModuleOf(MlirOperation module, const PsyLowerGOceanOptions *o) {
  if (o && o->psyModule && *o->psyModule) return psyLowerDup(o->psyModule);
  MlirStringRef n = psyOpGetStringAttr(module, "psy.module_name");
  if (n.length) {
    char *name = psyFormat("%.*s", (int)n.length, n.data), *lower = psyLowerDup(name);
    free(name);
    return lower;
  }
  psyOpEmitError(module, "psy-lower-gocean: the PSy module's name is needed for the kernel "
                 "wrappers' symbols: give psy-module=NAME or the module's psy.module_name");
  return NULL;
}

static bool isGoInvoke(MlirOperation op) {
  return !mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef("psy.go_invoke")));
}

MlirLogicalResult psyLowerGOceanRun(MlirOperation module, const PsyLowerGOceanOptions *opts) {
  char *psyModule = psyModuleOf(module, opts);
  if (!psyModule) return mlirLogicalResultFailure();
  Lower l = {.ctx = mlirOperationGetContext(module), .module = module, .psyModule = psyModule,
             .symbols = mlirSymbolTableCreate(module), .device = opts && opts->device};
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirLogicalResult r = mlirLogicalResultSuccess();
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op) && mlirLogicalResultIsSuccess(r);
       op = mlirOperationGetNextInBlock(op))
    if (isGoInvoke(op)) r = lowerInvoke(&l, op);
  mlirSymbolTableDestroy(l.symbols);
  /* The metadata has done its work: LLVM IR has no place for it. */
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       mlirLogicalResultIsSuccess(r) && !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (psyGoKernelMetaOpIsA(op)) mlirOperationDestroy(op);
    op = next;
  }
  free(psyModule);
  return r;
}
