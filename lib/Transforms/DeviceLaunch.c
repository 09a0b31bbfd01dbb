/* psy-device-outline's launches and its run (DeviceOutline.h, docs/gpu.md).
 *
 * A launch, where its loop was:
 *
 *   %d = call @psyRtDevMap(<array address>, <bytes>, <1: read, 3: read and write>)
 *   <each parameter's value into a stack slot, the slots' addresses into %args>
 *   call @psyRtDevLaunch(@<kernel>_desc, %lb, %ub, %args, %results, <8 x results>)
 *
 * A "device" loop launches its iterations lb..ub-1; a "device_serial" one the iteration 0..0,
 * whose thread runs the whole loop; a "device_chunks" one PSY_DEVICE_REDUCTION_THREADS
 * threads, whose partial sums come back in a buffer of the runtime's (psyRtDevPartials) and
 * are added in thread order (psyRtDevSumPartials). The descriptor, declared here, is defined by the schedule
 * object (lib/Target/DeviceLink.c): the kernel's names, the PTX and the host device's entry. */
#include <stdlib.h>
#include <string.h>

#include "DeviceOutline.h"
#include "DmPasses.h"
#include "OmpLoop.h"
#include "psy-c/Alloc.h"
#include "psy-c/Dialect.h"
#include "psy-c/StrBuf.h"
#include "psy-c/Support.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

/* psy-rt/Device.h's PSY_RT_DEV_SUM_* (the runtime is a layer of its own: the numbers are the
 * ABI, as the descriptor's layout is). */
enum { SUM_F64, SUM_F32, SUM_I32, SUM_I64 };

static MlirType i64(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 64); }

static MlirValue constI64(PsyBuilder *b, int64_t v) {
  return psyBuildConstInt(b, i64(b->ctx), v);
}

static MlirOperation funcOf(MlirOperation op) {
  while (!mlirOperationIsNull(op) &&
         !mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)), psyRef("func.func")))
    op = mlirOperationGetParentOperation(op);
  return op;
}

static void printType(PsyStrBuf *s, MlirType t) { mlirTypePrint(t, psyStrBufCallback, s); }

MlirValue psyDeviceCallRuntime(PsyBuilder *b, const char *name, intptr_t n,
                               const MlirValue *args, MlirType result) {
  PsyStrBuf text = {0};
  psyStrBufPrintf(&text, "func.func private @%s(", name);
  for (intptr_t i = 0; i < n; ++i) {
    if (i) psyStrBufAppend(&text, ", ", 2);
    printType(&text, mlirValueGetType(args[i]));
  }
  psyStrBufAppend(&text, ")", 1);
  if (!mlirTypeIsNull(result)) psyStrBufAppend(&text, " -> ", 4), printType(&text, result);
  psyBuildDeclare(b->before.ptr ? b->before : mlirBlockGetParentOperation(b->block), name,
                  text.data);
  psyStrBufFree(&text);
  MlirNamedAttribute callee = psyBuildNamedAttr(
      b->ctx, "callee", mlirFlatSymbolRefAttrGet(b->ctx, mlirStringRefCreateFromCString(name)));
  MlirOperation call = psyBuildOp(b, "func.call", n, args, result, 1, &callee);
  return mlirTypeIsNull(result) ? (MlirValue){NULL} : mlirOperationGetResult(call, 0);
}

MlirValue psyDeviceArrayPtr(PsyBuilder *b, MlirValue memref) {
  MlirOperation x = psyBuildOp(b, "memref.extract_aligned_pointer_as_index", 1, &memref,
                               mlirIndexTypeGet(b->ctx), 0, NULL);
  mlirOperationSetAttributeByName(x, psyRef(PSY_DEVICE_MAP_ATTR), mlirUnitAttrGet(b->ctx));
  MlirValue n = psyBuildUnary(b, "arith.index_cast", mlirOperationGetResult(x, 0), i64(b->ctx));
  return psyBuildUnary(b, "llvm.inttoptr", n, psyBuildPtrType(b->ctx));
}

MlirValue psyDeviceArrayBytes(PsyBuilder *b, MlirValue memref) {
  MlirOperation d = mlirOpResultGetOwner(psyBuildDim(b, memref, psyBuildConstIndex(b, 0)));
  mlirOperationSetAttributeByName(d, psyRef(PSY_DEVICE_MAP_ATTR), mlirUnitAttrGet(b->ctx));
  MlirType elt = mlirShapedTypeGetElementType(mlirValueGetType(memref));
  int64_t width = mlirTypeIsAFloat(elt) ? mlirFloatTypeGetWidth(elt)
                                        : mlirIntegerTypeGetWidth(elt);
  MlirValue n = psyBuildUnary(b, "arith.index_cast", mlirOperationGetResult(d, 0), i64(b->ctx));
  return psyBuildBinary(b, "arith.muli", n, constI64(b, width / 8));
}

/* ==== The launch ============================================================================ */

static PsyBuilder atEntry(MlirOperation op) {
  MlirOperation f = funcOf(op);
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
  return psyBuilderBefore(mlirBlockGetFirstOperation(entry));
}

void psyDeviceLaunchPrepare(PsyDeviceLaunch *l) {
  PsyBuilder b = psyBuilderBefore(l->loop);
  l->anchor = mlirOpResultGetOwner(psyBuildConstIndex(&b, 0));
  intptr_t n = mlirOperationGetNumResults(l->loop);
  if (!n) return;
  PsyBuilder entry = atEntry(l->loop);
  l->results = psyBuildAlloca(&entry, constI64(&entry, n), i64(b.ctx));
  for (intptr_t r = 0; r < n; ++r) {
    MlirValue v = mlirOperationGetResult(l->loop, r);
    MlirValue at = psyBuildGep(&b, l->results, constI64(&b, r), i64(b.ctx));
    mlirValueReplaceAllUsesOfWith(v, psyBuildPtrLoad(&b, at, mlirValueGetType(v)));
  } /* the loads follow the anchor, and the launch will precede it */
}

/* The value the kernel's parameter gets: an array's device address, an index as i64. */
static MlirValue argValue(PsyBuilder *b, const PsyDeviceArg *a) {
  if (!mlirValueIsNull(a->bytes)) {
    MlirValue ops[3] = {a->outer, a->bytes, psyBuildConstInt(b, mlirIntegerTypeGet(b->ctx, 32),
                                                             a->written ? 3 : 1)};
    return psyDeviceCallRuntime(b, "psyRtDevMap", 3, ops, psyBuildPtrType(b->ctx));
  }
  if (a->memref) {
    MlirValue ops[3] = {psyDeviceArrayPtr(b, a->outer), psyDeviceArrayBytes(b, a->outer),
                        psyBuildConstInt(b, mlirIntegerTypeGet(b->ctx, 32),
                                         a->written ? 3 : 1)};
    return psyDeviceCallRuntime(b, "psyRtDevMap", 3, ops, psyBuildPtrType(b->ctx));
  }
  if (mlirTypeIsAIndex(mlirValueGetType(a->outer)))
    return psyBuildUnary(b, "arith.index_cast", a->outer, i64(b->ctx));
  return a->outer;
}

static MlirValue descriptor(PsyBuilder *b, const PsyDeviceLaunch *l) {
  MlirStringRef kname = mlirStringAttrGetValue(
      mlirOperationGetAttributeByName(l->kernel, psyRef("sym_name")));
  PsyStrBuf name = {0}, text = {0};
  psyStrBufPrintf(&name, "%.*s%s", (int)kname.length, kname.data, PSY_DEVICE_DESC_SUFFIX);
  psyStrBufPrintf(&text, "llvm.mlir.global external @%s() {addr_space = 0 : i32} : "
                         "!llvm.struct<(ptr, ptr, ptr, ptr, i32)>", name.data);
  psyBuildDeclare(l->kernel, name.data, text.data);
  MlirNamedAttribute g = psyBuildNamedAttr(
      b->ctx, "global_name", mlirFlatSymbolRefAttrGet(b->ctx, psyRef(name.data)));
  MlirValue d = mlirOperationGetResult(
      psyBuildOp(b, "llvm.mlir.addressof", 0, NULL, psyBuildPtrType(b->ctx), 1, &g), 0);
  psyStrBufFree(&name);
  psyStrBufFree(&text);
  return d;
}

/* The kind psyRtDevSumPartials adds a result of type `t` as (psy-rt/Device.h). */
static int32_t sumKind(MlirType t) {
  if (mlirTypeIsAF64(t)) return SUM_F64;
  if (mlirTypeIsAF32(t)) return SUM_F32;
  return mlirIntegerTypeGetWidth(t) == 64 ? SUM_I64 : SUM_I32;
}

/* device_chunks: each result, the threads' partial sums added in thread order into the
 * results buffer the loop's readers load from. */
static void sumPartials(PsyBuilder *b, const PsyDeviceLaunch *l, MlirValue parts,
                        intptr_t nres) {
  for (intptr_t r = 0; r < nres; ++r) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(l->loop, r));
    MlirValue ops[6] = {parts, constI64(b, PSY_DEVICE_REDUCTION_THREADS), constI64(b, nres),
                        constI64(b, r),
                        psyBuildConstInt(b, mlirIntegerTypeGet(b->ctx, 32), sumKind(t)),
                        psyBuildGep(b, l->results, constI64(b, r), i64(b->ctx))};
    psyDeviceCallRuntime(b, "psyRtDevSumPartials", 6, ops, (MlirType){NULL});
  }
}

static void buildLaunch(PsyDeviceLaunch *l) {
  PsyBuilder b = psyBuilderBefore(l->anchor), entry = atEntry(l->anchor);
  MlirType ptr = psyBuildPtrType(b.ctx);
  MlirValue args = psyBuildAlloca(&entry, constI64(&entry, l->nargs ? l->nargs : 1), ptr);
  for (int i = 0; i < l->nargs; ++i) {
    MlirValue v = argValue(&b, &l->args[i]);
    MlirValue slot = psyBuildAlloca(&entry, constI64(&entry, 1), mlirValueGetType(v));
    psyBuildPtrStore(&b, v, slot);
    psyBuildPtrStore(&b, slot, psyBuildGep(&b, args, constI64(&b, i), ptr));
  }
  MlirValue lb = constI64(&b, 0), ub = constI64(&b, l->chunks ? PSY_DEVICE_REDUCTION_THREADS : 1);
  if (!l->serial && !l->chunks) {
    lb = psyBuildUnary(&b, "arith.index_cast", mlirOperationGetOperand(l->loop, 0), i64(b.ctx));
    ub = psyBuildUnary(&b, "arith.index_cast", mlirOperationGetOperand(l->loop, 1), i64(b.ctx));
  }
  intptr_t nres = l->serial || l->chunks ? mlirOperationGetNumResults(l->loop) : 0;
  int64_t bytes = 8 * nres * (l->chunks ? PSY_DEVICE_REDUCTION_THREADS : 1);
  MlirValue results = l->results;
  if (l->chunks) {
    MlirValue n = constI64(&b, bytes);
    results = psyDeviceCallRuntime(&b, "psyRtDevPartials", 1, &n, ptr);
  } else if (!nres) {
    results = mlirOperationGetResult(psyBuildOp(&b, "llvm.mlir.zero", 0, NULL, ptr, 0, NULL), 0);
  }
  MlirValue ops[6] = {descriptor(&b, l), lb, ub, args, results, constI64(&b, bytes)};
  psyDeviceCallRuntime(&b, "psyRtDevLaunch", 6, ops, (MlirType){NULL});
  if (l->chunks) sumPartials(&b, l, results, nres);
}

/* ==== The pass ============================================================================== */

typedef struct {
  MlirOperation *ops;
  int n, cap;
} Loops;

static MlirWalkResult findLoop(MlirOperation op, void *user) {
  Loops *l = user;
  if (mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef(PSY_DEVICE_ATTR))))
    return MlirWalkResultAdvance;
  l->ops = psyGrow(l->ops, l->n, &l->cap, sizeof *l->ops);
  l->ops[l->n++] = op;
  return MlirWalkResultSkip;
}

/* psyRtDevInvokeBegin and psyRtDevInvokeEnd around the invoke's work ($PSY_DEVICE_DATA). */
static void bracket(MlirOperation invoke) {
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  PsyBuilder begin = psyBuilderBefore(mlirBlockGetFirstOperation(entry)),
             end = psyBuilderBefore(mlirBlockGetTerminator(entry));
  psyDeviceCallRuntime(&begin, "psyRtDevInvokeBegin", 0, NULL, (MlirType){NULL});
  psyDeviceCallRuntime(&end, "psyRtDevInvokeEnd", 0, NULL, (MlirType){NULL});
}

static MlirLogicalResult outlineInvoke(MlirOperation invoke) {
  Loops loops = {0};
  mlirOperationWalk(invoke, findLoop, &loops, MlirWalkPreOrder);
  MlirStringRef name = mlirStringAttrGetValue(
      mlirOperationGetAttributeByName(invoke, psyRef("sym_name")));
  MlirLogicalResult r = mlirLogicalResultSuccess();
  for (int i = 0; i < loops.n && mlirLogicalResultIsSuccess(r); ++i) {
    PsyStrBuf kname = {0};
    psyStrBufPrintf(&kname, PSY_DEVICE_KERNEL_PREFIX "%.*s_%d", (int)name.length, name.data, i);
    PsyDeviceLaunch l;
    r = psyDeviceOutlineLoop(invoke, loops.ops[i], kname.data, &l);
    if (mlirLogicalResultIsSuccess(r)) buildLaunch(&l);
    if (!l.serial && !l.chunks) mlirOperationDestroy(l.loop); /* else moved into the kernel */
    mlirOperationDestroy(l.anchor);
    free(l.args);
    psyStrBufFree(&kname);
  }
  if (mlirLogicalResultIsSuccess(r) && loops.n) {
    psyDeviceHostSyncs(invoke);
    bracket(invoke);
  }
  free(loops.ops);
  return r;
}

static MlirWalkResult findMark(MlirOperation op, void *user) {
  Loops *l = user;
  if (!psyDeviceIsArrayMark(op)) return MlirWalkResultAdvance;
  l->ops = psyGrow(l->ops, l->n, &l->cap, sizeof *l->ops);
  l->ops[l->n++] = op;
  return MlirWalkResultAdvance;
}

/* The marks of arrays left on the host: their pointers. */
static void removeMarks(MlirOperation module) {
  Loops marks = {0};
  mlirOperationWalk(module, findMark, &marks, MlirWalkPreOrder);
  for (int i = 0; i < marks.n; ++i) {
    psyDeviceHostSyncMark(marks.ops[i]); /* a kernel the host runs uses the array */
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(marks.ops[i], 0),
                                  mlirOperationGetOperand(marks.ops[i], 0));
    mlirOperationDestroy(marks.ops[i]);
  }
  free(marks.ops);
}

/* An invoke: a function of the module, LFRic's or GOcean's lowered schedule, that is not a
 * kernel function. */
static bool isInvoke(MlirOperation op) {
  return psyOpIsAnInvoke(op) ||
         (mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)), psyRef("func.func")) &&
          !mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef("psy.go_invoke"))));
}

MlirLogicalResult psyDeviceOutlineRun(MlirOperation module) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirLogicalResult r = mlirLogicalResultSuccess();
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op) && mlirLogicalResultIsSuccess(r);
       op = mlirOperationGetNextInBlock(op))
    if (isInvoke(op)) r = outlineInvoke(op);
  if (mlirLogicalResultIsSuccess(r)) removeMarks(module);
  return r;
}
