/* psy-device-outline: each device loop of an invoke (--target=nvptx) becomes a kernel
 * function and a launch through the device runtime (psy-rt/Device.h, docs/gpu.md).
 *
 * psy-omp device=true marks the loops; psy-lower-kernels and psy-lower-builtins build each as
 * an scf.for carrying `psy.device` (OmpLoop.h): "device" runs one thread per iteration,
 * "device_serial" the whole loop on one thread (its reductions then sum in the serial order,
 * bit for bit the host's). This pass moves each loop's work into
 *
 *   func.func @__psy_dev_<invoke>_<n>(%iv: i64, %results: !llvm.ptr, <captures>...)
 *
 * which the schedule object compiles twice (lib/Target/DeviceLink.c): for the GPU behind a
 * PTX entry reading the thread's index, and for the host device behind an entry the runtime
 * calls per iteration. What the work uses from the invoke is taken into the kernel in one of
 * three ways:
 *   - recomputed inside (constants, integer arithmetic, casts, the address of an array's data,
 *     and the stack slots through which Fortran kernels take scalars: allocated per thread
 *     and filled with the value the invoke stored);
 *   - an array (a memref) becomes a device address, its loads and stores llvm ones; the
 *     launch maps the array with psyRtDevMap, read-only when the kernel only loads it;
 *   - any other value (a scalar argument, a loop bound, a colour's index) is a parameter.
 * The launch passes the parameters' addresses (psyRtDevLaunch's `args`), and a device_serial
 * loop's results come back through the results buffer, 8 bytes each.
 *
 * What stays on the host and touches an array (a domain kernel, the colour loop's bounds)
 * first brings the host copy up to date (DeviceHost.c). */
#include "DeviceOutline.h"

#include <stdlib.h>
#include <string.h>

#include "OmpLoop.h"
#include "psy-c/Alloc.h"
#include "psy-c/StrBuf.h"
#include "psy-c/Support.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

typedef struct {
  MlirValue outer, inner; /* the invoke's value; the kernel's (a memref: its address) */
  int param;              /* its parameter (0-based after %iv, %results), or -1 */
} Capture;

typedef struct {
  MlirContext ctx;
  MlirLocation loc;
  MlirOperation func; /* the kernel */
  MlirBlock entry;
  MlirOperation body; /* the first op of the moved work: recomputed values go before it */
  Capture *caps;
  int ncaps, cap;
  PsyDeviceArg *params; /* what the launch passes, one per parameter */
  int nparams, capParams;
  bool failed;
} Kernel;

static MlirValue result0(MlirOperation op) { return mlirOperationGetResult(op, 0); }

static MlirType i64(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 64); }

static bool isNamed(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && !strncmp(n.data, name, n.length);
}

static bool isInside(MlirOperation op, MlirOperation ancestor) {
  for (; !mlirOperationIsNull(op); op = mlirOperationGetParentOperation(op))
    if (mlirOperationEqual(op, ancestor)) return true;
  return false;
}

/* The op defining `v`, or the op whose block has it as an argument. */
static MlirOperation owner(MlirValue v) {
  return mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v)
                                 : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
}

/* Ops the kernel may compute again itself: pure, cheap, and on numbers and addresses only
 * (an array's address is addressOf's). */
static bool recomputable(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
    if (mlirTypeIsAMemRef(mlirValueGetType(mlirOperationGetOperand(op, i)))) return false;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return (n.length > 6 && !strncmp(n.data, "arith.", 6)) || isNamed(op, "llvm.mlir.constant") ||
         isNamed(op, "llvm.inttoptr") || isNamed(op, "llvm.getelementptr") ||
         isNamed(op, "llvm.mlir.zero") || isNamed(op, "builtin.unrealized_conversion_cast");
}

/* Whether `op` is in a device loop (not outlined yet: it has a slot of its own later). */
static bool inDeviceLoop(MlirOperation op) {
  for (; !mlirOperationIsNull(op); op = mlirOperationGetParentOperation(op))
    if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef(PSY_DEVICE_ATTR))))
      return true;
  return false;
}

/* A stack slot (llvm.alloca) whose uses on the host are one store into it, loads, and calls
 * (of a kernel the host runs, which takes its scalars by reference and reads them only). */
static bool isSlot(MlirOperation op, MlirOperation kernel) {
  if (!isNamed(op, "llvm.alloca")) return false;
  int stores = 0; /* the kernel gets the value stored: there must be one */
  for (MlirOpOperand u = mlirValueGetFirstUse(result0(op)); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user = mlirOpOperandGetOwner(u);
    if (isInside(user, kernel) || inDeviceLoop(user) || isNamed(user, "func.call") ||
        isNamed(user, "llvm.load"))
      continue;
    if (!isNamed(user, "llvm.store") || mlirOpOperandGetOperandNumber(u) != 1) return false;
    ++stores;
  }
  return stores <= 1;
}

static MlirValue capture(Kernel *k, MlirValue v);

/* A copy of `op` before the kernel's work, its operands captured. */
static MlirOperation copyIn(Kernel *k, MlirOperation op) {
  MlirOperation c = mlirOperationClone(op);
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(c); ++i) /* never a memref: see below */
    mlirOperationSetOperand(c, i, capture(k, mlirOperationGetOperand(c, i)));
  mlirBlockInsertOwnedOperationBefore(k->entry, k->body, c);
  return c;
}

/* The slot again, per thread, with the stores the invoke made into it. */
static MlirValue copySlot(Kernel *k, MlirOperation slot) {
  MlirOperation c = copyIn(k, slot);
  for (MlirOpOperand u = mlirValueGetFirstUse(result0(slot)); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user = mlirOpOperandGetOwner(u);
    if (isInside(user, k->func) || inDeviceLoop(user) || !isNamed(user, "llvm.store") ||
        mlirOpOperandGetOperandNumber(u) != 1)
      continue; /* another device loop's stores are that loop's */
    MlirOperation s = mlirOperationClone(user);
    mlirOperationSetOperand(s, 0, capture(k, mlirOperationGetOperand(user, 0)));
    mlirOperationSetOperand(s, 1, result0(c));
    mlirBlockInsertOwnedOperationBefore(k->entry, k->body, s);
  }
  return result0(c);
}

bool psyDeviceIsArrayMark(MlirOperation op) {
  if (!isNamed(op, "llvm.call")) return false;
  MlirAttribute callee = mlirOperationGetAttributeByName(op, psyRef("callee"));
  return !mlirAttributeIsNull(callee) &&
         mlirStringRefEqual(mlirFlatSymbolRefAttrGetValue(callee), psyRef(PSY_DEVICE_ARRAY_MARK));
}

/* A new parameter for `v`: an index travels as i64, an array as its device address. */
static MlirValue addParam(Kernel *k, MlirValue v, bool memref) {
  MlirType t = mlirValueGetType(v);
  bool index = mlirTypeIsAIndex(t);
  MlirType pt = memref ? psyBuildPtrType(k->ctx) : index ? i64(k->ctx) : t;
  MlirValue p = mlirBlockAddArgument(k->entry, pt, k->loc);
  k->params = psyGrow(k->params, k->nparams, &k->capParams, sizeof *k->params);
  k->params[k->nparams++] = (PsyDeviceArg){.outer = v, .memref = memref};
  if (!index) return p;
  PsyBuilder b = psyBuilderBefore(k->body);
  return psyBuildUnary(&b, "arith.index_cast", p, mlirIndexTypeGet(k->ctx));
}

static bool passable(MlirType t) {
  return mlirTypeIsAIndex(t) || mlirTypeIsAInteger(t) || mlirTypeIsAFloat(t) ||
         mlirTypeIsAMemRef(t);
}

static Capture *findMemref(Kernel *k, MlirValue v);

/* An array's address as an index, inside the kernel: its parameter's. The address may reach
 * a kernel subroutine that writes through it. */
static MlirValue addressOf(Kernel *k, MlirValue memref) {
  capture(k, memref);
  Capture *c = findMemref(k, memref);
  if (!c) return memref; /* failed */
  PsyBuilder b = psyBuilderBefore(k->body);
  MlirValue p = psyBuildUnary(&b, "llvm.ptrtoint", c->inner, i64(k->ctx));
  return psyBuildUnary(&b, "arith.index_cast", p, mlirIndexTypeGet(k->ctx));
}

/* What the kernel uses for the invoke's value `v`. */
static MlirValue capture(Kernel *k, MlirValue v) {
  if (isInside(owner(v), k->func)) return v;
  for (int i = 0; i < k->ncaps; ++i)
    if (mlirValueEqual(k->caps[i].outer, v)) return k->caps[i].inner;
  MlirOperation def = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v) : (MlirOperation){NULL};
  bool memref = mlirTypeIsAMemRef(mlirValueGetType(v));
  MlirValue inner;
  int param = -1;
  if (!mlirOperationIsNull(def) && isNamed(def, "memref.extract_aligned_pointer_as_index"))
    inner = addressOf(k, mlirOperationGetOperand(def, 0));
  else if (!mlirOperationIsNull(def) && recomputable(def) &&
      !(memref && isNamed(def, "builtin.unrealized_conversion_cast")))
    inner = mlirOperationGetResult(copyIn(k, def), mlirOpResultGetResultNumber(v));
  else if (!mlirOperationIsNull(def) && isSlot(def, k->func))
    inner = copySlot(k, def);
  else if (!mlirOperationIsNull(def) && psyDeviceIsArrayMark(def)) { /* a GOcean array */
    param = k->nparams, inner = addParam(k, mlirOperationGetOperand(def, 0), true);
    k->params[param].bytes = mlirOperationGetOperand(def, 1);
  }
  else if (passable(mlirValueGetType(v)))
    param = k->nparams, inner = addParam(k, v, memref);
  else {
    MlirStringRef what = mlirIdentifierStr(mlirOperationGetName(owner(v)));
    if (!k->failed)
      psyEmitError(mlirOperationGetLocation(owner(v)),
                   "psy-device-outline: a device loop uses a value of '%.*s', which the "
                   "device cannot be given (only numbers and arrays travel)",
                   (int)what.length, what.data);
    k->failed = true;
    return v;
  }
  k->caps = psyGrow(k->caps, k->ncaps, &k->cap, sizeof *k->caps);
  k->caps[k->ncaps++] = (Capture){.outer = v, .inner = inner, .param = param};
  return inner;
}

/* ==== Arrays: memref ops on a device address =============================================== */

static Capture *findMemref(Kernel *k, MlirValue v) {
  for (int i = 0; i < k->ncaps; ++i)
    if (k->caps[i].param >= 0 && k->params[k->caps[i].param].memref &&
        mlirValueEqual(k->caps[i].outer, v))
      return &k->caps[i];
  return NULL;
}

static MlirType elementOf(MlirValue memref) {
  return mlirShapedTypeGetElementType(mlirValueGetType(memref));
}

/* memref.load/store/extract_aligned_pointer_as_index of a captured array, as llvm ops. */
static bool rewriteUse(Kernel *k, MlirOperation op, Capture *c) {
  PsyBuilder b = psyBuilderBefore(op);
  MlirType elt = elementOf(c->outer);
  bool load = isNamed(op, "memref.load"), store = isNamed(op, "memref.store");
  if (load || store) {
    MlirValue idx = mlirOperationGetOperand(op, load ? 1 : 2);
    if (mlirOperationGetNumOperands(op) != (load ? 2 : 3)) return false;
    MlirValue at = psyBuildGep(&b, c->inner, psyBuildUnary(&b, "arith.index_cast", idx,
                                                           i64(k->ctx)), elt);
    if (load) mlirValueReplaceAllUsesOfWith(result0(op), psyBuildPtrLoad(&b, at, elt));
    else psyBuildPtrStore(&b, mlirOperationGetOperand(op, 0), at);
  } else if (isNamed(op, "memref.extract_aligned_pointer_as_index")) {
    MlirValue p = psyBuildUnary(&b, "llvm.ptrtoint", c->inner, i64(k->ctx));
    mlirValueReplaceAllUsesOfWith(result0(op),
                                  psyBuildUnary(&b, "arith.index_cast", p,
                                                mlirIndexTypeGet(k->ctx)));
  } else {
    return false;
  }
  mlirOperationDestroy(op);
  return true;
}

/* ==== Which arrays the kernel writes ======================================================== */

static bool listed(MlirOperation call, intptr_t operand) {
  MlirAttribute reads = mlirOperationGetAttributeByName(call, psyRef("psy.device_reads"));
  if (mlirAttributeIsNull(reads)) return false;
  for (intptr_t i = 0; i < mlirDenseArrayGetNumElements(reads); ++i)
    if (mlirDenseI32ArrayGetElement(reads, i) == operand) return true;
  return false;
}

/* Whether the kernel may write through `p` or what it derives from it: a store through it, a
 * call of a kernel that does not list it among what it only reads (psy.device_reads, from
 * psy-lower-kernels), or any use this does not know. An array only read is mapped read-only,
 * and its device copy stays as valid as the host's. */
static bool writesThrough(MlirValue p, int depth) {
  for (MlirOpOperand u = mlirValueGetFirstUse(p); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation o = mlirOpOperandGetOwner(u);
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(o));
    bool derives = isNamed(o, "llvm.ptrtoint") || isNamed(o, "llvm.inttoptr") ||
                   isNamed(o, "llvm.getelementptr") ||
                   (n.length > 6 && !strncmp(n.data, "arith.", 6));
    if (isNamed(o, "llvm.load")) continue;
    if (isNamed(o, "func.call") && listed(o, mlirOpOperandGetOperandNumber(u))) continue;
    if (!derives || depth >= 16) return true;
    for (intptr_t r = 0; r < mlirOperationGetNumResults(o); ++r)
      if (writesThrough(mlirOperationGetResult(o, r), depth + 1)) return true;
  }
  return false;
}

/* ==== Building the kernel =================================================================== */

typedef struct {
  MlirOperation *ops;
  int n, cap;
} OpList;

static MlirWalkResult collect(MlirOperation op, void *user) {
  OpList *l = user;
  l->ops = psyGrow(l->ops, l->n, &l->cap, sizeof *l->ops);
  l->ops[l->n++] = op;
  return MlirWalkResultAdvance;
}

/* Every operand of the moved work that the invoke defines, captured; arrays rewritten. */
static void captureAll(Kernel *k, MlirOperation first) {
  OpList l = {0};
  for (MlirOperation op = first; !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    mlirOperationWalk(op, collect, &l, MlirWalkPreOrder);
  for (int i = 0; i < l.n && !k->failed; ++i)
    for (intptr_t j = 0; j < mlirOperationGetNumOperands(l.ops[i]); ++j) {
      MlirValue v = mlirOperationGetOperand(l.ops[i], j);
      MlirValue c = capture(k, v);
      if (!mlirTypeIsAMemRef(mlirValueGetType(v))) mlirOperationSetOperand(l.ops[i], j, c);
    }
  for (int i = 0; i < l.n && !k->failed; ++i) {
    MlirOperation op = l.ops[i];
    Capture *c = NULL;
    for (intptr_t j = 0; j < mlirOperationGetNumOperands(op) && !c; ++j)
      c = findMemref(k, mlirOperationGetOperand(op, j));
    if (c && !rewriteUse(k, op, c)) {
      psyEmitError(mlirOperationGetLocation(op), "psy-device-outline: the device cannot run "
                   "this use of an array");
      k->failed = true;
    }
  }
  free(l.ops);
}

static MlirOperation newKernel(Kernel *k, MlirOperation invoke, const char *name) {
  PsyStrBuf text = {0};
  psyStrBufPrintf(&text, "func.func @%s(%%iv: i64, %%results: !llvm.ptr) attributes "
                         "{psy.device_kernel} {\n  return\n}", name);
  MlirOperation f = mlirOperationCreateParse(k->ctx, psyRef(text.data), psyRef("psy-device"));
  psyStrBufFree(&text);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(invoke), invoke, f);
  k->func = f;
  k->entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
  return mlirBlockGetFirstOperation(k->entry); /* the return */
}

/* The kernel's type: its block's arguments. */
static void setType(Kernel *k) {
  intptr_t n = mlirBlockGetNumArguments(k->entry);
  MlirType *in = psyXcalloc((size_t)n + 1, sizeof *in);
  for (intptr_t i = 0; i < n; ++i) in[i] = mlirValueGetType(mlirBlockGetArgument(k->entry, i));
  mlirOperationSetAttributeByName(k->func, psyRef("function_type"),
                                  mlirTypeAttrGet(mlirFunctionTypeGet(k->ctx, n, in, 0, NULL)));
  free(in);
}

/* A "device" loop's body, run for the iteration %iv. */
static void moveBody(Kernel *k, MlirOperation loop, MlirOperation ret) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  PsyBuilder b = psyBuilderBefore(ret);
  MlirValue iv = psyBuildUnary(&b, "arith.index_cast", mlirBlockGetArgument(k->entry, 0),
                               mlirIndexTypeGet(k->ctx));
  mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, 0), iv);
  MlirOperation op = mlirBlockGetFirstOperation(body);
  k->body = op;
  while (!mlirOperationIsNull(op) && !isNamed(op, "scf.yield")) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, ret);
    op = next;
  }
}

/* A "device_chunks" loop (OmpLoop.h) as thread %iv's share: the iterations %iv, %iv + T,
 * %iv + 2T, ..., its sums starting from their identities but on thread 0. */
static void chunkLoop(Kernel *k, MlirOperation loop) {
  PsyBuilder b = psyBuilderBefore(loop);
  MlirValue iv = mlirBlockGetArgument(k->entry, 0);
  MlirValue ivx = psyBuildUnary(&b, "arith.index_cast", iv, mlirIndexTypeGet(k->ctx));
  k->body = mlirOpResultGetOwner(ivx);
  MlirValue lb = mlirOperationGetOperand(loop, 0), step = mlirOperationGetOperand(loop, 2);
  MlirValue threads = psyBuildConstIndex(&b, PSY_DEVICE_REDUCTION_THREADS);
  mlirOperationSetOperand(loop, 0, psyBuildBinary(&b, "arith.addi", lb,
                                                  psyBuildBinary(&b, "arith.muli", ivx, step)));
  mlirOperationSetOperand(loop, 2, psyBuildBinary(&b, "arith.muli", step, threads));
  MlirValue first = psyBuildCmpI(&b, 0 /* eq */, iv, psyBuildConstInt(&b, i64(k->ctx), 0));
  MlirAttribute ids = mlirOperationGetAttributeByName(loop, psyRef(PSY_DEVICE_IDENTITIES_ATTR));
  for (intptr_t r = 0; r < mlirArrayAttrGetNumElements(ids); ++r) {
    MlirAttribute id = mlirArrayAttrGetElement(ids, r);
    MlirNamedAttribute value = psyBuildNamedAttr(k->ctx, "value", id);
    MlirValue zero = mlirOperationGetResult(
        psyBuildOp(&b, "arith.constant", 0, NULL, mlirAttributeGetType(id), 1, &value), 0);
    MlirValue init = mlirOperationGetOperand(loop, 3 + r);
    mlirOperationSetOperand(loop, 3 + r, psyBuildSelect(&b, first, init, zero));
  }
}

/* A "device_serial" loop, whole, or a "device_chunks" one's share, its results stored into
 * the results buffer: at %iv * nresults for the partial sums of device_chunks. */
static void moveLoop(Kernel *k, MlirOperation loop, MlirOperation ret, bool chunks) {
  mlirOperationMoveBefore(loop, ret);
  k->body = loop;
  if (chunks) chunkLoop(k, loop);
  PsyBuilder b = psyBuilderBefore(ret);
  MlirValue results = mlirBlockGetArgument(k->entry, 1);
  intptr_t n = mlirOperationGetNumResults(loop);
  MlirValue base = {NULL};
  if (chunks)
    base = psyBuildBinary(&b, "arith.muli", mlirBlockGetArgument(k->entry, 0),
                          psyBuildConstInt(&b, i64(k->ctx), n));
  for (intptr_t r = 0; r < n; ++r) {
    MlirValue slot = psyBuildConstInt(&b, i64(k->ctx), r);
    if (chunks) slot = psyBuildBinary(&b, "arith.addi", base, slot);
    MlirValue at = psyBuildGep(&b, results, slot, i64(k->ctx));
    psyBuildPtrStore(&b, mlirOperationGetResult(loop, r), at);
  }
}

MlirLogicalResult psyDeviceOutlineLoop(MlirOperation invoke, MlirOperation loop,
                                       const char *name, PsyDeviceLaunch *out) {
  Kernel k = {.ctx = mlirOperationGetContext(loop), .loc = mlirOperationGetLocation(loop)};
  MlirAttribute mode = mlirOperationGetAttributeByName(loop, psyRef(PSY_DEVICE_ATTR));
  bool chunks = mlirStringRefEqual(mlirStringAttrGetValue(mode), psyRef(PSY_DEVICE_CHUNKS_NAME));
  bool serial = !chunks && !mlirStringRefEqual(mlirStringAttrGetValue(mode),
                                               psyRef(PSY_OMP_DEVICE_NAME));
  MlirOperation ret = newKernel(&k, invoke, name);
  *out = (PsyDeviceLaunch){.loop = loop, .kernel = k.func, .serial = serial, .chunks = chunks};
  psyDeviceLaunchPrepare(out); /* before the loop moves: its place, its results' readers */
  if (serial || chunks) moveLoop(&k, loop, ret, chunks);
  else moveBody(&k, loop, ret);
  captureAll(&k, k.body);
  for (int i = 0; i < k.nparams; ++i) /* its block argument follows %iv and %results */
    k.params[i].written = k.params[i].memref &&
                          writesThrough(mlirBlockGetArgument(k.entry, i + 2), 0);
  setType(&k);
  free(k.caps);
  out->args = k.params;
  out->nargs = k.nparams;
  return k.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
