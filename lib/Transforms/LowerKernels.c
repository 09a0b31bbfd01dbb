/* psy-lower-kernels: every psy.loop of coded kernels becomes the loop LFRic's PSy layer would
 * run, calling the kernel subroutine with the arguments LFRic passes.
 *
 * Domain rule (PSyclone's LFRic API documentation): a CELL_COLUMN kernel is called once per 2D
 * cell, 1 to ncells (all cells without distributed memory), with nlayers, its scalars, its fields'
 * data (one array per vector component), and per function space ndf, undf and that cell's dofmap;
 * a DOF kernel once per dof with the dof's values; a DOMAIN kernel once, with the number of owned
 * cells and the whole dofmaps. The argument order comes from the kernel's metadata through the
 * typed list of lib/Domain/KernelArgs.c, the one the stub generator prints.
 *
 * Kernels are Fortran: every argument is passed by reference. The call is to the kernel's
 * flang name `_QM<module>P<procedure>` with `!llvm.ptr` arguments: field and dofmap data
 * pointers (a cell's map is `map + cell * ndf`, a dof's value `field + dof`), and for values
 * a stack slot (llvm.alloca at the invoke's entry, filled before the call). What the kernels
 * need from the infrastructure -- nlayers, the cell count, ndf, undf and the dofmap of each
 * function space, an XYoZ rule's point counts and weights and the basis functions on it
 * (whole arrays, computed once per invoke by the binding) -- is appended to the invoke's
 * arguments, as the invoke ABI says (psy-c/InvokeAbi.h, a row per kind in
 * psy-c/InvokeAbi.def; the binding generator fills them). The kernel arguments themselves are
 * made in LowerKernelArgs.c and LowerKernelArgsFamilies.c. A field is read through
 * `builtin.unrealized_conversion_cast` to memref<?xelt>: psy-lower-builtins, which runs next,
 * turns field arguments into memrefs and the casts fold away. A field vector only kernels use
 * becomes one field argument per component here; a quadrature rule argument, unpacked by the
 * binding, leaves the signature.
 *
 * A kernel with an LMA operator gets the 1-based cell index first (a slot filled before the
 * call) and, per operator, its ncell_3d and the whole local_stencil (appended extras, from
 * the operator's proxy): the kernel finds the 3D cell's matrix itself, at
 * (cell - 1) * nlayers + k + 1. The operator argument leaves the signature. A space only an
 * operator is on has its ndf (and basis) from the operator's proxy: an extra like any
 * other, found by its space key (psyInvokeAbiSpaceKey); the local_stencil memref has the operator's
 * element type (r_solver data may be f32). A column-wise operator's matrix, sizes, banded
 * and indirection dofmaps and ncell_2d are extras too, passed whole (every column has the
 * same dofmaps); kernels that apply or multiply them get no nlayers. A scalar array (a
 * memref argument) becomes its extents and its data, whole, as extras.
 *
 * A coloured loop (psy-colour: colours holding colour_cells) runs, per colour, the cells of
 * that colour from the mesh's colour map, and calls the kernels for each as a cell loop
 * does; the colouring (ncolour, cells per colour, cmap) is appended like the other extras.
 *
 * Face and edge rules are passed as XYoZ ones are (np_xyz, nfaces | nedges by reference,
 * weights_xyz and the basis arrays whole); an evaluator's basis at the target's nodes whole;
 * reference-element counts by reference, normals whole, and adjacent_face as the cell's
 * column, adjacent_face + cell * nfaces_re_h.
 *
 * A stencil field brings its cell's stencil size, an xory1d direction and the cell's slice
 * of the whole stencil dofmap (appended extras per field, shape, extent and direction;
 * cross2d: branch sizes and the max branch length). */
#include <stdlib.h>
#include <string.h>

#include "LowerKernels.h"
#include "OmpLoop.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/InvokeAbi.h"
#include "psy-c/Passes.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

static MlirLocation opLoc(MlirOperation op) { return mlirOperationGetLocation(op); }

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

static MlirValue result0(MlirOperation op) { return mlirOperationGetResult(op, 0); }

/* The once-per-invoke entry of kind `kind` (the cell count, the colouring). */
static int find(const PsyLower *l, PsyAbiKind kind) {
  return psyInvokeAbiFindKey(&l->abi, &(PsyAbiKey){.kind = kind});
}

/* ==== llvm ops ============================================================================== */

MlirType psyLowerPtrType(MlirContext ctx) { return mlirTypeParseGet(ctx, psyRef("!llvm.ptr")); }

MlirType psyLowerI32Type(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 32); }

static MlirType i64Type(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 64); }

/* `count` (an i64 value) `elt`s on the stack. */
static MlirValue buildAlloca(PsyBuilder *b, MlirValue count, MlirType elt) {
  MlirNamedAttribute a = psyBuildNamedAttr(b->ctx, "elem_type", mlirTypeAttrGet(elt));
  return result0(psyBuildOp(b, "llvm.alloca", 1, &count, psyLowerPtrType(b->ctx), 1, &a));
}

void psyLowerStore(PsyBuilder *b, MlirValue v, MlirValue ptr) {
  MlirValue ops[2] = {v, ptr};
  psyBuildOp(b, "llvm.store", 2, ops, (MlirType){NULL}, 0, NULL);
}

/* &base[index], elements of type `elt`; `index` is an index value. */
MlirValue psyLowerGep(PsyBuilder *b, MlirValue base, MlirValue index, MlirType elt) {
  MlirValue ops[2] = {base, psyBuildUnary(b, "arith.index_cast", index, i64Type(b->ctx))};
  int32_t dynamic = INT32_MIN; /* the index is ops[1], not a constant */
  MlirNamedAttribute a[2] = {
      psyBuildNamedAttr(b->ctx, "elem_type", mlirTypeAttrGet(elt)),
      psyBuildNamedAttr(b->ctx, "rawConstantIndices", mlirDenseI32ArrayGet(b->ctx, 1, &dynamic))};
  return result0(psyBuildOp(b, "llvm.getelementptr", 2, ops, psyLowerPtrType(b->ctx), 2, a));
}

/* The data pointer of a memref<?xelt>. */
static MlirValue buildDataPtr(PsyBuilder *b, MlirValue memref) {
  MlirValue ix = result0(psyBuildOp(b, "memref.extract_aligned_pointer_as_index", 1, &memref,
                                    mlirIndexTypeGet(b->ctx), 0, NULL));
  MlirValue i64 = psyBuildUnary(b, "arith.index_cast", ix, i64Type(b->ctx));
  return psyBuildUnary(b, "llvm.inttoptr", i64, psyLowerPtrType(b->ctx));
}

/* ==== One invoke ============================================================================ */

/* A new stack slot for one `t`, at the top. A slot is written before each call, so threads
 * sharing one would race: in an OpenMP loop each thread has its own, made once in the
 * parallel region. */
static MlirValue slotAt(PsyLower *l, PsyBuilder *b, MlirType t) {
  if (mlirValueIsNull(l->one)) l->one = psyBuildConstInt(&l->top, i64Type(l->ctx), 1);
  return buildAlloca(b, l->one, t);
}

MlirValue psyLowerNewSlot(PsyLower *l, MlirType t) {
  return slotAt(l, l->priv ? l->priv : &l->top, t);
}

/* An extra's slot is filled once, at the top, and only read: the threads share it. */
MlirValue psyLowerExtraSlot(PsyLower *l, int e) {
  if (mlirValueIsNull(l->slot[e])) {
    l->slot[e] = slotAt(l, &l->top, psyLowerI32Type(l->ctx));
    psyLowerStore(&l->top, l->extra[e], l->slot[e]);
  }
  return l->slot[e];
}

MlirValue psyLowerMapPtr(PsyLower *l, int e) {
  if (mlirValueIsNull(l->mapPtr[e])) l->mapPtr[e] = buildDataPtr(&l->top, l->extra[e]);
  return l->mapPtr[e];
}

/* The memref<?xelt> of each component of field argument `arg`, cast once at the top. */
static MlirOperation fieldCast(PsyLower *l, intptr_t arg) {
  if (!mlirOperationIsNull(l->cast[arg])) return l->cast[arg];
  MlirValue v = mlirBlockGetArgument(entryBlock(l->func), arg);
  MlirType t = mlirValueGetType(v);
  int n = psyTypeGetDim(t);
  MlirType memref = psyBuildMemRef1DType(psyTypeGetElementType(t));
  MlirType types[n];
  for (int k = 0; k < n; ++k) types[k] = memref;
  MlirOperationState st = mlirOperationStateGet(psyRef("builtin.unrealized_conversion_cast"),
                                                mlirValueGetLocation(v));
  mlirOperationStateAddOperands(&st, 1, &v);
  mlirOperationStateAddResults(&st, n, types);
  l->cast[arg] = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(l->top.block, l->top.before, l->cast[arg]);
  l->dataPtr[arg] = psyXcalloc((size_t)n, sizeof **l->dataPtr);
  return l->cast[arg];
}

MlirValue psyLowerFieldMemref(PsyLower *l, intptr_t arg, int k) {
  return mlirOperationGetResult(fieldCast(l, arg), k);
}

MlirValue psyLowerFieldPtr(PsyLower *l, intptr_t arg, int k) {
  fieldCast(l, arg);
  if (mlirValueIsNull(l->dataPtr[arg][k]))
    l->dataPtr[arg][k] = buildDataPtr(&l->top, psyLowerFieldMemref(l, arg, k));
  return l->dataPtr[arg][k];
}
/* ==== Loops ================================================================================= */

/* The coarse cell count of the loop's first kernel if it is an inter-grid kernel, else -1. */
static int interGridBound(PsyLower *l, MlirOperation loop) {
  MlirOperation k = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
  PsyLowerCall c = {.l = l, .call = k};
  if (!psyKernelOpIsA(k) || !psyKernelMetaFromOp(psyKernelOpLookupMeta(k), &c.meta))
    return -1;
  c.at = psyKernelMetaOperands(&c.meta);
  int e = psyKernelMetaIsInterGrid(&c.meta) ? psyLowerInterGridEntry(&c, PSY_ABI_NCELL_C) : -1;
  free(c.at);
  psyKernelMetaClear(&c.meta);
  return e;
}

static bool isDmFunc(MlirOperation func) {
  return !mlirAttributeIsNull(mlirOperationGetAttributeByName(func, psyRef("psy.dm")));
}

static bool isDm(const PsyLower *l) { return isDmFunc(l->func); }

/* The DM site of the call `call` about the loop's subject field, -1 if none. */
static int boundSite(const PsyLower *l, MlirOperation loop, PsyDmCall call) {
  MlirValue f = psyDmLoopSubject(loop);
  if (call == PSY_DM_CALL_COUNT || mlirValueIsNull(f)) return -1;
  int comp = psyTypeIsAFieldVector(mlirValueGetType(f)) ? 1 : 0;
  return psyInvokeAbiFindSite(&l->abi, call, mlirBlockArgumentGetArgNumber(f), comp);
}

/* The loop's upper bound: under distributed memory the DM callback's; else the cells (an
 * inter-grid kernel's: the coarse ones), or the dofs of the field it runs over. */
static MlirValue upperBound(PsyLower *l, MlirOperation loop, PsyBuilder *b) {
  int site = boundSite(l, loop, psyDmLoopBoundCall(loop, isDm(l)));
  if (site >= 0) return psyLowerDmBound(b, &l->dm, loop, site, (MlirValue){NULL});
  int coarse = interGridBound(l, loop);
  if (coarse >= 0) return psyBuildUnary(b, "arith.index_cast", l->extra[coarse],
                                        mlirIndexTypeGet(l->ctx));
  if (psyLoopOpGetIteration(loop) == PSY_ITER_CELLS) {
    MlirValue n = l->extra[find(l, PSY_ABI_NCELLS)];
    return psyBuildUnary(b, "arith.index_cast", n, mlirIndexTypeGet(l->ctx));
  }
  MlirValue field = psyLoopOpGetField(loop);
  if (mlirValueIsNull(field)) { /* no written field: the first kernel field */
    MlirOperation k = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(k) && mlirValueIsNull(field); ++i)
      if (psyTypeIsAField(mlirValueGetType(mlirOperationGetOperand(k, i))) ||
          psyTypeIsAFieldVector(mlirValueGetType(mlirOperationGetOperand(k, i))))
        field = mlirOperationGetOperand(k, i);
  }
  MlirValue m = psyLowerFieldMemref(l, mlirBlockArgumentGetArgNumber(field), 0);
  return psyBuildDim(b, m, psyBuildConstIndex(b, 0));
}

/* Where the loop starts: after the owned cells for a halo_cell_column kernel under
 * distributed memory (PSyclone: last_edge_cell + 1, 1-based), else at the first. */
static MlirValue lowerBound(PsyLower *l, MlirOperation loop, PsyBuilder *b) {
  int site = psyDmLoopStartsAfterOwned(loop, isDm(l))
                 ? boundSite(l, loop, PSY_DM_LAST_EDGE_CELL) : -1;
  if (site < 0) return psyBuildConstIndex(b, 0);
  return psyLowerDmBound(b, &l->dm, loop, site, (MlirValue){NULL});
}

/* psy-omp's mark on `loop` (lowerInvoke checked it). */
static PsyOmpMode ompMode(MlirOperation loop) {
  PsyOmpMode mode;
  return mlirLogicalResultIsSuccess(psyOmpModeGet(loop, &mode)) ? mode : PSY_OMP_SERIAL;
}

/* Starts the loop over `range` (serial, or OpenMP as psy-omp marked `marked`); the kernels'
 * slots go to its threads while it is built. */
static void beginLoop(PsyLower *l, PsyOmpLoop *loop, PsyBuilder *outer, MlirOperation marked,
                      const MlirValue range[3]) {
  PsyOmpMode mode = ompMode(marked);
  psyOmpLoopBegin(loop, outer, mode, range, 0, NULL);
  bool threads = mode == PSY_OMP_REPROD || mode == PSY_OMP_FAST; /* the device's: per thread
                                                                    * by psy-device-outline */
  l->priv = threads ? &loop->priv : NULL;
}

static void endLoop(PsyLower *l, PsyOmpLoop *loop) {
  psyOmpLoopEnd(loop, NULL, NULL);
  l->priv = NULL;
}

static void lowerLoop(PsyLower *l, MlirOperation loop) {
  PsyIteration it = psyLoopOpGetIteration(loop);
  PsyBuilder outer = psyBuilderBefore(loop);
  PsyOmpLoop each = {.body = outer}; /* a domain kernel: one call, no loop */
  if (it != PSY_ITER_DOMAIN) {
    MlirValue lb = lowerBound(l, loop, &outer), ub = upperBound(l, loop, &outer);
    beginLoop(l, &each, &outer, loop, (MlirValue[3]){lb, ub, psyBuildConstIndex(&outer, 1)});
  }
  MlirBlock kernels = psyLoopOpGetBody(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(kernels); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyKernelOpIsA(op)) psyLowerEmitCall(l, op, it, each.iv, &each.body);
  if (it != PSY_ITER_DOMAIN) endLoop(l, &each);
  mlirOperationDestroy(loop);
}

/* ==== Coloured loops ======================================================================== */

/* for colour in 1..ncolour, for i in 1..last_edge_cell_all_colours(colour):
 * cell = cmap(colour, i), then the colour_cells loop's kernels for that cell, as LFRic's PSy
 * layer runs a coloured loop; 0-based here: cmap is column-major (ncolour, max cells), its
 * cells 1-based, so the cell index is cmap[colour + i * ncolour] - 1. */
/* The kernels of colour_cells loop `inner`, for one cell. */
static void emitColourCalls(PsyLower *l, MlirOperation inner, MlirValue cell, PsyBuilder *b) {
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(inner));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyKernelOpIsA(op)) psyLowerEmitCall(l, op, PSY_ITER_COLOUR_CELLS, cell, b);
}

static void lowerColours(PsyLower *l, MlirOperation loop) {
  MlirType index = mlirIndexTypeGet(l->ctx);
  MlirValue ncolour = l->extra[find(l, PSY_ABI_NCOLOUR)];
  MlirValue counts = l->extra[find(l, PSY_ABI_COLOUR_NCELLS)];
  MlirValue cmap = l->extra[find(l, PSY_ABI_CMAP)];
  PsyBuilder outer = psyBuilderBefore(loop), perColour;
  MlirValue zero = psyBuildConstIndex(&outer, 0), one = psyBuildConstIndex(&outer, 1);
  MlirValue n = psyBuildUnary(&outer, "arith.index_cast", ncolour, index);
  MlirOperation colours = psyBuildFor(&outer, zero, n, one, 0, NULL, &perColour);
  MlirValue colour = psyBuildForInductionVar(colours);
  MlirOperation inner0 = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
  int site = boundSite(l, inner0, psyDmLoopBoundCall(inner0, isDm(l)));
  MlirValue last = site >= 0 ? psyLowerDmBound(&perColour, &l->dm, inner0, site, colour)
                             : psyBuildUnary(&perColour, "arith.index_cast",
                                             psyBuildLoad(&perColour, counts, colour), index);
  PsyOmpLoop cells;
  beginLoop(l, &cells, &perColour, inner0, (MlirValue[3]){zero, last, one});
  PsyBuilder perCell = cells.body;
  MlirValue i = cells.iv;
  MlirValue at = psyBuildBinary(&perCell, "arith.addi", colour,
                                psyBuildBinary(&perCell, "arith.muli", i, n));
  MlirValue cell1 = psyBuildUnary(&perCell, "arith.index_cast", psyBuildLoad(&perCell, cmap, at),
                                  index);
  MlirValue cell = psyBuildBinary(&perCell, "arith.subi", cell1, one);
  for (MlirOperation inner = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(inner); inner = mlirOperationGetNextInBlock(inner))
    if (psyLoopOpIsA(inner)) emitColourCalls(l, inner, cell, &perCell);
  endLoop(l, &cells);
  psyBuildYield(&perColour, 0, NULL);
  mlirOperationDestroy(loop);
}

static bool holdsKernels(MlirOperation loop) {
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyKernelOpIsA(op)) return true;
  return false;
}

/* ==== The invoke's signature ================================================================ */

/* The context is an opaque pointer; the callbacks are function values, which func-to-llvm
 * makes pointers: (context, site, depth, extra) -> i32 and (context, kind, value) -> f64. */
static MlirType dmType(MlirContext ctx, PsyAbiValue v) {
  MlirType ptr = psyLowerPtrType(ctx), i32 = psyLowerI32Type(ctx), f64 = mlirF64TypeGet(ctx);
  if (v == PSY_ABI_VALUE_CONTEXT) return ptr;
  if (v == PSY_ABI_VALUE_CALLBACK) {
    MlirType in[4] = {ptr, i32, i32, i32};
    return mlirFunctionTypeGet(ctx, 4, in, 1, &i32);
  }
  MlirType in[3] = {ptr, i32, f64};
  return mlirFunctionTypeGet(ctx, 3, in, 1, &f64);
}

/* Appends the ABI's extra arguments, named in order by the invoke's psy.abi attribute
 * (["nlayers", "ncells", "ndf_w1", ...]; argument attributes would reach LLVM IR). */
static void appendExtras(PsyLower *l) {
  MlirBlock entry = entryBlock(l->func);
  MlirLocation loc = opLoc(l->func);
  for (int e = l->abi.nargs; e < l->abi.nargs + l->abi.nextra; ++e) {
    PsyAbiValue v = psyAbiKindGetInfo(l->abi.entries[e].kind)->value;
    MlirType elt = l->abi.entries[e].type; /* an operator's: f32 or f64 */
    MlirType t = v == PSY_ABI_VALUE_CONTEXT || v == PSY_ABI_VALUE_CALLBACK ||
                         v == PSY_ABI_VALUE_REDUCER
                     ? dmType(l->ctx, v)
                 : v == PSY_ABI_VALUE_MEMREF_I32 ? psyBuildMemRef1DType(psyLowerI32Type(l->ctx))
                 : v == PSY_ABI_VALUE_MEMREF_ELT && !mlirTypeIsNull(elt)
                     ? psyBuildMemRef1DType(elt)
                 : psyAbiKindIsMemref(l->abi.entries[e].kind)
                     ? psyBuildMemRef1DType(mlirF64TypeGet(l->ctx))
                     : psyLowerI32Type(l->ctx);
    l->extra[e] = mlirBlockAddArgument(entry, t, loc);
  }
  MlirAttribute *names = psyXcalloc((size_t)l->abi.nextra + 1, sizeof *names);
  for (int e = 0; e < l->abi.nextra; ++e)
    names[e] = mlirStringAttrGet(l->ctx, psyRef(l->abi.entries[l->abi.nargs + e].name));
  mlirOperationSetAttributeByName(l->func, psyRef("psy.abi"),
                                  mlirArrayAttrGet(l->ctx, l->abi.nextra, names));
  free(names);
}

/* Whether `v` has a user other than `cast`: a builtin keeps a field vector whole, and
 * psy-lower-builtins gives the cast its component memrefs. */
static bool usedByOthers(MlirValue v, MlirOperation cast) {
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u))
    if (!mlirOperationEqual(mlirOpOperandGetOwner(u), cast)) return true;
  return false;
}

/* A field vector only kernels use becomes one field argument per component; a quadrature
 * rule or an LMA operator, which the binding has unpacked into extras, none. */
static int splitVector(PsyLower *l, intptr_t pos, intptr_t arg) {
  MlirBlock entry = entryBlock(l->func);
  MlirValue v = mlirBlockGetArgument(entry, pos);
  MlirType t = mlirValueGetType(v);
  if ((psyTypeIsAQr(t) || psyTypeIsAnOperator(t) || psyTypeIsAColumnwiseOperator(t) ||
       mlirTypeIsAMemRef(t)) && /* a scalar array, unpacked like an operator */
      mlirOpOperandIsNull(mlirValueGetFirstUse(v))) {
    mlirBlockEraseArgument(entry, (unsigned)pos);
    return 0;
  }
  int n = psyTypeGetDim(t);
  if (!psyTypeIsAFieldVector(t) || mlirOperationIsNull(l->cast[arg]) || usedByOthers(v, l->cast[arg]))
    return 1;
  MlirType field = psyFieldTypeGet(l->ctx, psyTypeGetElementType(t), psyTypeGetSpace(t));
  mlirValueSetType(v, field);
  PsyBuilder top = psyBuilderBefore(l->cast[arg]);
  for (int k = 0; k < n; ++k) {
    MlirValue c = k ? mlirBlockInsertArgument(entry, pos + k, field, mlirValueGetLocation(v)) : v;
    MlirValue m = psyBuildUnary(&top, "builtin.unrealized_conversion_cast", c,
                                mlirValueGetType(mlirOperationGetResult(l->cast[arg], k)));
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(l->cast[arg], k), m);
  }
  mlirOperationDestroy(l->cast[arg]);
  l->cast[arg] = (MlirOperation){NULL};
  return n;
}

static void setFunctionType(PsyLower *l) {
  MlirBlock entry = entryBlock(l->func);
  MlirAttribute attr = mlirOperationGetAttributeByName(l->func, psyRef("function_type"));
  MlirType old = mlirTypeAttrGetValue(attr);
  intptr_t nIn = mlirBlockGetNumArguments(entry), nOut = mlirFunctionTypeGetNumResults(old);
  MlirType *types = psyXcalloc((size_t)(nIn + nOut + 1), sizeof *types);
  for (intptr_t i = 0; i < nIn; ++i) types[i] = mlirValueGetType(mlirBlockGetArgument(entry, i));
  for (intptr_t i = 0; i < nOut; ++i) types[nIn + i] = mlirFunctionTypeGetResult(old, i);
  MlirType ft = mlirFunctionTypeGet(l->ctx, nIn, types, nOut, types + nIn);
  mlirOperationSetAttributeByName(l->func, psyRef("function_type"), mlirTypeAttrGet(ft));
  free(types);
}

/* Splits the vectors only kernels use, then sets function_type and, if the invoke has
 * arg_attrs, extends them: an argument's attributes repeat for each of its components and
 * the appended arguments get none. */
static void finishSignature(PsyLower *l) {
  MlirAttribute old = mlirOperationGetAttributeByName(l->func, psyRef("arg_attrs"));
  bool hasOld = !mlirAttributeIsNull(old) && mlirAttributeIsAArray(old);
  int *ncomp = psyXcalloc((size_t)l->nargs + 1, sizeof *ncomp);
  intptr_t pos = 0;
  for (intptr_t a = 0; a < l->nargs; ++a) pos += ncomp[a] = splitVector(l, pos, a);
  if (hasOld) {
    MlirAttribute *attrs = psyXcalloc((size_t)(pos + l->abi.nextra) + 1, sizeof *attrs);
    MlirAttribute none = mlirDictionaryAttrGet(l->ctx, 0, NULL);
    intptr_t n = 0;
    for (intptr_t a = 0; a < l->nargs; ++a)
      for (int k = 0; k < ncomp[a]; ++k)
        attrs[n++] = a < mlirArrayAttrGetNumElements(old) ? mlirArrayAttrGetElement(old, a) : none;
    for (int e = 0; e < l->abi.nextra; ++e) attrs[n++] = none;
    mlirOperationSetAttributeByName(l->func, psyRef("arg_attrs"), mlirArrayAttrGet(l->ctx, n, attrs));
    free(attrs);
  }
  free(ncomp);
  setFunctionType(l);
}

/* ==== The pass ============================================================================== */

static void freeLower(PsyLower *l) {
  for (intptr_t a = 0; a < l->nargs; ++a) free(l->dataPtr[a]);
  free(l->dataPtr);
  free(l->cast);
  free(l->extra);
  free(l->slot);
  free(l->mapPtr);
  psyInvokeAbiDestroy(&l->abi);
}

static MlirWalkResult findKernel(MlirOperation op, void *user) {
  if (!psyKernelOpIsA(op)) return MlirWalkResultAdvance;
  *(bool *)user = true;
  return MlirWalkResultInterrupt;
}

static bool hasKernels(MlirOperation op) {
  bool found = false;
  mlirOperationWalk(op, findKernel, &found, MlirWalkPreOrder);
  return found;
}

/* The state for lowering `l->func`: arguments appended, and the anchor at the top of its
 * body that top-level values go before, in the order they are made (the first op may be a
 * loop this pass replaces). Returns the anchor. */
static MlirOperation startLower(PsyLower *l) {
  MlirBlock entry = entryBlock(l->func);
  l->nargs = mlirBlockGetNumArguments(entry);
  PsyBuilder start = psyBuilderBefore(mlirBlockGetFirstOperation(entry));
  MlirOperation anchor = mlirOpResultGetOwner(psyBuildConstIndex(&start, 0));
  l->top = psyBuilderBefore(anchor);
  size_t n = (size_t)l->abi.n + 1;
  l->extra = psyXcalloc(n, sizeof *l->extra);
  l->slot = psyXcalloc(n, sizeof *l->slot);
  l->mapPtr = psyXcalloc(n, sizeof *l->mapPtr);
  l->cast = psyXcalloc((size_t)l->nargs + 1, sizeof *l->cast);
  l->dataPtr = psyXcalloc((size_t)l->nargs + 1, sizeof *l->dataPtr);
  appendExtras(l);
  l->dm = psyLowerDmValues(l->func);
  return anchor;
}

/* Whether the invoke has work for this pass: coded kernels, distributed memory (its bounds
 * and markers), or runtime ops other than loops and global reductions. */
static bool needsLowering(MlirOperation func) {
  if (hasKernels(func)) return true;
  if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(func, psyRef("psy.abi"))))
    return false; /* lowered already: its extras are appended */
  if (isDmFunc(func)) return true;
  for (MlirOperation op = mlirBlockGetFirstOperation(entryBlock(func)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpHasHaloDepth(op) && !psyLoopOpIsA(op)) return true;
    else if (psySetDirtyOpIsA(op) || psyHaloExchangeEndOpIsA(op)) return true;
  return false;
}

static MlirWalkResult checkMark(MlirOperation op, void *user) {
  PsyOmpMode mode;
  if (!psyLoopOpIsA(op) || mlirLogicalResultIsSuccess(psyOmpModeGet(op, &mode)))
    return MlirWalkResultAdvance;
  *(bool *)user = true;
  return MlirWalkResultInterrupt;
}

/* Whether every psy-omp mark in `func` is valid (else an error is emitted). */
static bool marksValid(MlirOperation func) {
  bool bad = false;
  mlirOperationWalk(func, checkMark, &bad, MlirWalkPreOrder);
  return !bad;
}

/* An invoke of builtins only, without distributed memory, is psy-lower-builtins' work, and
 * left as it is. */
static MlirLogicalResult lowerInvoke(MlirOperation module, MlirOperation func) {
  PsyLower l = {.module = module, .func = func, .ctx = mlirOperationGetContext(func)};
  if (!needsLowering(func)) return mlirLogicalResultSuccess();
  if (!marksValid(func)) return mlirLogicalResultFailure();
  if (mlirLogicalResultIsFailure(psyInvokeAbiGet(func, &l.abi)))
    return mlirLogicalResultFailure();
  MlirOperation anchor = startLower(&l);
  for (MlirOperation op = mlirOperationGetNextInBlock(anchor); !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (psyLoopOpIsA(op) && psyLoopOpGetIteration(op) == PSY_ITER_COLOURS &&
        hasKernels(op))
      lowerColours(&l, op);
    else if (psyLoopOpIsA(op) && holdsKernels(op)) lowerLoop(&l, op);
    op = next;
  }
  psyLowerDmOps(func, &l.abi);
  mlirOperationDestroy(anchor);
  finishSignature(&l);
  freeLower(&l);
  return mlirLogicalResultSuccess();
}

/* Once no psy.kernel names them, the kernels' metadata has done its work: LLVM IR has no
 * place for it. */
static void dropMetadata(MlirOperation module, MlirBlock body) {
  bool kernels = hasKernels(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !kernels && !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (psyKernelMetaOpIsA(op)) mlirOperationDestroy(op);
    op = next;
  }
}

MlirLogicalResult psyLowerKernelsRun(MlirOperation module) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op) && mlirLogicalResultIsFailure(lowerInvoke(module, op)))
      return mlirLogicalResultFailure();
  dropMetadata(module, body);
  return mlirLogicalResultSuccess();
}
