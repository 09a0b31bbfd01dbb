/* What stays on the host in a device invoke (DeviceOutline.h): the host copies it needs, and
 * the leftovers of outlining.
 *
 * After outlining, an op of the invoke that still touches an array (a domain kernel's call,
 * the loads of a colour loop's bounds) runs on the host, whose copy the device may have made
 * stale. Before it goes
 *
 *   call @psyRtDevHost(<array address>, <bytes>, <1: reads, 3: reads and writes>)
 *
 * which copies the device's newer data back (and, for a writer, marks the device's copy
 * stale); it is put before the outermost host loop around the op, so that a loop pays one
 * lookup, not one per iteration. The runtime does nothing for an array no kernel has used. */
#include <stdlib.h>
#include <string.h>

#include "DeviceOutline.h"
#include "psy-c/Alloc.h"
#include "psy-c/Support.h"
#include "mlir-c/BuiltinTypes.h"

static bool isNamed(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && !strncmp(n.data, name, n.length);
}

/* A use on the host: the array, how (1 read, 3 written) and where the sync goes. */
typedef struct {
  MlirValue array;
  int access;
  MlirOperation at;
} Need;

typedef struct {
  MlirOperation invoke;
  Need *needs;
  int n, cap;
} Needs;

/* The outermost loop around `op` in the invoke, or `op` itself. */
static MlirOperation outermost(MlirOperation op, MlirOperation invoke) {
  MlirOperation at = op;
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p) && !mlirOperationEqual(p, invoke);
       p = mlirOperationGetParentOperation(p))
    at = p;
  return at;
}

static void addNeed(Needs *n, MlirValue array, int access, MlirOperation at) {
  for (int i = 0; i < n->n; ++i)
    if (mlirValueEqual(n->needs[i].array, array) && mlirOperationEqual(n->needs[i].at, at)) {
      n->needs[i].access |= access;
      return;
    }
  n->needs = psyGrow(n->needs, n->n, &n->cap, sizeof *n->needs);
  n->needs[n->n++] = (Need){array, access, at};
}

static bool pure(MlirOperation op);

/* The array's address taken at `op` reaches, through address arithmetic, these ops (a call
 * of a kernel the host runs, say): each needs the host copy, read and perhaps written. */
static void addressUsers(Needs *n, MlirValue array, MlirOperation op, int depth) {
  for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
    for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(op, r));
         !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
      MlirOperation user = mlirOpOperandGetOwner(u);
      if (pure(user) && depth < 16) addressUsers(n, array, user, depth + 1);
      else addNeed(n, array, 3, outermost(user, n->invoke));
    }
}

static MlirWalkResult findNeeds(MlirOperation op, void *user) {
  Needs *n = user;
  if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef(PSY_DEVICE_MAP_ATTR))) ||
      isNamed(op, "memref.dim") || isNamed(op, "builtin.unrealized_conversion_cast"))
    return MlirWalkResultAdvance;
  if (isNamed(op, "memref.extract_aligned_pointer_as_index")) {
    addressUsers(n, mlirOperationGetOperand(op, 0), op, 0);
    return MlirWalkResultAdvance;
  }
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (mlirTypeIsAMemRef(mlirValueGetType(v)))
      addNeed(n, v, isNamed(op, "memref.load") ? 1 : 3, outermost(op, n->invoke));
  }
  return MlirWalkResultAdvance;
}

/* ==== Leftovers ============================================================================= */

static bool pure(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return (n.length > 6 && !strncmp(n.data, "arith.", 6)) || isNamed(op, "llvm.mlir.constant") ||
         isNamed(op, "llvm.inttoptr") || isNamed(op, "llvm.getelementptr") ||
         isNamed(op, "llvm.mlir.zero") || isNamed(op, "builtin.unrealized_conversion_cast") ||
         isNamed(op, "memref.extract_aligned_pointer_as_index") || isNamed(op, "memref.dim");
}

static bool unused(MlirOperation op) {
  for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, r)))) return false;
  return true;
}

/* A stack slot nothing reads any more: its only users store into it. */
static bool deadSlot(MlirOperation op) {
  if (!isNamed(op, "llvm.alloca")) return false;
  for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(op, 0));
       !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u))
    if (!isNamed(mlirOpOperandGetOwner(u), "llvm.store") || mlirOpOperandGetOperandNumber(u) != 1)
      return false;
  return true;
}

/* Removes a dead op (and a dead slot's stores); whether it did. */
static bool removeDead(MlirOperation op) {
  if (deadSlot(op)) {
    MlirOpOperand u;
    while (!mlirOpOperandIsNull(u = mlirValueGetFirstUse(mlirOperationGetResult(op, 0))))
      mlirOperationDestroy(mlirOpOperandGetOwner(u));
  } else if (!pure(op) || !unused(op)) {
    return false;
  }
  mlirOperationDestroy(op);
  return true;
}

/* What outlining left unused in the invoke's entry block: the kernels recompute it. Last
 * first, so that a chain goes in one sweep. */
static void removeLeftovers(MlirOperation invoke) {
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (bool changed = true; changed;) {
    changed = false;
    MlirOperation *ops = NULL;
    int n = 0, cap = 0;
    for (MlirOperation op = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op)) {
      ops = psyGrow(ops, n, &cap, sizeof *ops);
      ops[n++] = op;
    }
    for (int i = n; i-- > 0;) changed |= removeDead(ops[i]); /* a slot's stores come later */
    free(ops);
  }
}

void psyDeviceHostSyncs(MlirOperation invoke) {
  removeLeftovers(invoke);
  Needs n = {.invoke = invoke};
  mlirOperationWalk(invoke, findNeeds, &n, MlirWalkPreOrder);
  for (int i = 0; i < n.n; ++i) {
    PsyBuilder b = psyBuilderBefore(n.needs[i].at);
    MlirValue ops[3] = {psyDeviceArrayPtr(&b, n.needs[i].array),
                        psyDeviceArrayBytes(&b, n.needs[i].array),
                        psyBuildConstInt(&b, mlirIntegerTypeGet(b.ctx, 32), n.needs[i].access)};
    psyDeviceCallRuntime(&b, "psyRtDevHost", 3, ops, (MlirType){NULL});
  }
  free(n.needs);
}

static MlirOperation funcOf(MlirOperation op) {
  while (!mlirOperationIsNull(op) && !isNamed(op, "func.func"))
    op = mlirOperationGetParentOperation(op);
  return op;
}

void psyDeviceHostSyncMark(MlirOperation mark) {
  MlirValue v = mlirOperationGetResult(mark, 0);
  MlirOperation invoke = funcOf(mark);
  Needs n = {.invoke = invoke};
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u))
    addNeed(&n, v, 3, outermost(mlirOpOperandGetOwner(u), invoke));
  for (int i = 0; i < n.n; ++i) {
    PsyBuilder b = psyBuilderBefore(n.needs[i].at);
    MlirValue ops[3] = {mlirOperationGetOperand(mark, 0), mlirOperationGetOperand(mark, 1),
                        psyBuildConstInt(&b, mlirIntegerTypeGet(b.ctx, 32), 3)};
    psyDeviceCallRuntime(&b, "psyRtDevHost", 3, ops, (MlirType){NULL});
  }
  free(n.needs);
}
