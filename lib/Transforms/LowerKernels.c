/* psy-lower-kernels: every psy.loop of coded kernels becomes the loop LFRic's PSy layer would
 * run, calling the kernel subroutine with the arguments LFRic passes.
 *
 * Domain rule (design.md section 3): a CELL_COLUMN kernel is called once per 2D cell, 1 to
 * ncells (all cells without distributed memory), with nlayers, its scalars, its fields' data
 * (one array per vector component), and per function space ndf, undf and that cell's dofmap;
 * a DOF kernel once per dof with the dof's values; a DOMAIN kernel once, with the number of
 * owned cells and the whole dofmaps. The argument order comes from the kernel's metadata
 * through the typed list of lib/Frontend/KernelArgs.c, the one the stub generator prints.
 *
 * Kernels are Fortran: every argument is passed by reference. The call is to the kernel's
 * flang name `_QM<module>P<procedure>` with `!llvm.ptr` arguments: field and dofmap data
 * pointers (a cell's map is `map + cell * ndf`, a dof's value `field + dof`), and for values
 * a stack slot (llvm.alloca at the invoke's entry, filled before the call). What the kernels
 * need from the infrastructure -- nlayers, the cell count, ndf, undf and the dofmap of each
 * function space, an XYoZ rule's point counts and weights and the basis functions on it
 * (whole arrays, computed once per invoke by the binding) -- is appended to the invoke's arguments, as psy-c/Binding.h's invoke ABI
 * says (the binding generator fills them). A field is read through
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
 * other, found through psyInvokeAbiFindOpSpace; the local_stencil memref has the operator's
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

#include "../Frontend/Common.h"
#include "../Frontend/KernelArgs.h"
#include "IRBuild.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Binding.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

static MlirStringRef ref(const char *s) { return mlirStringRefCreateFromCString(s); }

static MlirLocation opLoc(MlirOperation op) { return mlirOperationGetLocation(op); }

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

static MlirValue result0(MlirOperation op) { return mlirOperationGetResult(op, 0); }

/* ==== llvm ops ============================================================================== */

static MlirType ptrType(MlirContext ctx) { return mlirTypeParseGet(ctx, ref("!llvm.ptr")); }

static MlirType i32Type(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 32); }

static MlirType i64Type(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 64); }

/* `count` (an i64 value) `elt`s on the stack. */
static MlirValue buildAlloca(PsyBuilder *b, MlirValue count, MlirType elt) {
  MlirNamedAttribute a = psyBuildNamedAttr(b->ctx, "elem_type", mlirTypeAttrGet(elt));
  return result0(psyBuildOp(b, "llvm.alloca", 1, &count, ptrType(b->ctx), 1, &a));
}

static void buildStore(PsyBuilder *b, MlirValue v, MlirValue ptr) {
  MlirValue ops[2] = {v, ptr};
  psyBuildOp(b, "llvm.store", 2, ops, (MlirType){NULL}, 0, NULL);
}

/* &base[index], elements of type `elt`; `index` is an index value. */
static MlirValue buildGep(PsyBuilder *b, MlirValue base, MlirValue index, MlirType elt) {
  MlirValue ops[2] = {base, psyBuildUnary(b, "arith.index_cast", index, i64Type(b->ctx))};
  int32_t dynamic = INT32_MIN; /* the index is ops[1], not a constant */
  MlirNamedAttribute a[2] = {
      psyBuildNamedAttr(b->ctx, "elem_type", mlirTypeAttrGet(elt)),
      psyBuildNamedAttr(b->ctx, "rawConstantIndices", mlirDenseI32ArrayGet(b->ctx, 1, &dynamic))};
  return result0(psyBuildOp(b, "llvm.getelementptr", 2, ops, ptrType(b->ctx), 2, a));
}

/* The data pointer of a memref<?xelt>. */
static MlirValue buildDataPtr(PsyBuilder *b, MlirValue memref) {
  MlirValue ix = result0(psyBuildOp(b, "memref.extract_aligned_pointer_as_index", 1, &memref,
                                    mlirIndexTypeGet(b->ctx), 0, NULL));
  MlirValue i64 = psyBuildUnary(b, "arith.index_cast", ix, i64Type(b->ctx));
  return psyBuildUnary(b, "llvm.inttoptr", i64, ptrType(b->ctx));
}

/* ==== One invoke ============================================================================ */

typedef struct {
  MlirOperation module, func;
  MlirContext ctx;
  PsyInvokeAbi abi;
  PsyBuilder top;       /* the start of the invoke's body: casts, pointers, slots */
  MlirValue one;        /* i64 1, the size of every slot (lazily) */
  MlirValue *extra;     /* per ABI entry: the appended argument (extras only) */
  MlirValue *slot;      /* per ABI entry: a slot holding it (extras only; lazily) */
  MlirValue *mapPtr;    /* per ABI entry: a memref extra's data pointer (lazily) */
  MlirOperation *cast;  /* per original argument: its field's cast to memrefs (lazily) */
  MlirValue **dataPtr;  /* per original argument, per component: data pointer (lazily) */
  intptr_t nargs;       /* original arguments */
} Lower;

/* A new stack slot for one `t`, at the top. */
static MlirValue newSlot(Lower *l, MlirType t) {
  if (mlirValueIsNull(l->one)) l->one = psyBuildConstInt(&l->top, i64Type(l->ctx), 1);
  return buildAlloca(&l->top, l->one, t);
}

static MlirValue extraSlot(Lower *l, int e) {
  if (mlirValueIsNull(l->slot[e])) {
    l->slot[e] = newSlot(l, i32Type(l->ctx));
    buildStore(&l->top, l->extra[e], l->slot[e]);
  }
  return l->slot[e];
}

static MlirValue mapPtr(Lower *l, int e) {
  if (mlirValueIsNull(l->mapPtr[e])) l->mapPtr[e] = buildDataPtr(&l->top, l->extra[e]);
  return l->mapPtr[e];
}

/* The memref<?xelt> of each component of field argument `arg`, cast once at the top. */
static MlirOperation fieldCast(Lower *l, intptr_t arg) {
  if (!mlirOperationIsNull(l->cast[arg])) return l->cast[arg];
  MlirValue v = mlirBlockGetArgument(entryBlock(l->func), arg);
  MlirType t = mlirValueGetType(v);
  int n = psyTypeGetDim(t);
  MlirType memref = psyBuildMemRef1DType(psyTypeGetElementType(t));
  MlirType types[n];
  for (int k = 0; k < n; ++k) types[k] = memref;
  MlirOperationState st = mlirOperationStateGet(ref("builtin.unrealized_conversion_cast"),
                                                mlirValueGetLocation(v));
  mlirOperationStateAddOperands(&st, 1, &v);
  mlirOperationStateAddResults(&st, n, types);
  l->cast[arg] = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(l->top.block, l->top.before, l->cast[arg]);
  l->dataPtr[arg] = psyXcalloc((size_t)n, sizeof **l->dataPtr);
  return l->cast[arg];
}

static MlirValue fieldMemref(Lower *l, intptr_t arg, int k) {
  return mlirOperationGetResult(fieldCast(l, arg), k);
}

static MlirValue fieldPtr(Lower *l, intptr_t arg, int k) {
  fieldCast(l, arg);
  if (mlirValueIsNull(l->dataPtr[arg][k]))
    l->dataPtr[arg][k] = buildDataPtr(&l->top, fieldMemref(l, arg, k));
  return l->dataPtr[arg][k];
}

/* ==== One kernel call ======================================================================= */

typedef struct {
  Lower *l;
  MlirOperation call;
  PsyKernelMeta meta;
  intptr_t *at;         /* per meta_args entry: its operand */
  PsyIteration it;
  MlirValue iv;         /* the cell or dof (index); null for a domain kernel */
  PsyBuilder *b;        /* in the loop body, before the call */
} Call;

static intptr_t argOf(const Call *c, int entry) {
  return mlirBlockArgumentGetArgNumber(mlirOperationGetOperand(c->call, c->at[entry]));
}

/* A scalar operand, by reference: a slot at the top, filled just before the call (the value
 * may be computed in the invoke, e.g. a builtin's reduction). A logical is passed as
 * LFRic's default logical (4 bytes, 1 for true), as flang reads `logical(kind=l_def)`. */
static MlirValue scalarArg(Call *c, int entry) {
  MlirValue v = mlirOperationGetOperand(c->call, c->at[entry]);
  MlirType t = mlirValueGetType(v);
  if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1) {
    t = i32Type(c->l->ctx);
    v = psyBuildUnary(c->b, "arith.extui", v, t);
  }
  MlirValue slot = newSlot(c->l, t);
  buildStore(c->b, v, slot);
  return slot;
}

static MlirValue fieldArg(Call *c, const PsyKernelArg *a) {
  intptr_t arg = argOf(c, a->entry);
  MlirValue p = fieldPtr(c->l, arg, a->component);
  if (c->it != PSY_ITER_DOFS) return p;
  MlirType elt = mlirShapedTypeGetElementType(mlirValueGetType(fieldMemref(c->l, arg, 0)));
  return buildGep(c->b, p, c->iv, elt);
}

/* The NDF entry of kernel space `space` that only an operator of the kernel is on: the
 * operator's to-space, else its from-space. */
static int opSpaceEntry(const Call *c, const char *space) {
  for (int k = 0; k < 2; ++k)
    for (int i = 0; i < c->meta.nargs; ++i)
      if (c->meta.args[i].kind == PSY_ARG_OPERATOR &&
          !strcmp(k ? c->meta.args[i].spaceFrom : c->meta.args[i].space, space))
        return psyInvokeAbiFindOpSpace(&c->l->abi, mlirOperationGetOperand(c->call, c->at[i]),
                                       k);
  return -1;
}

/* The NDF entry of kernel space `space`: that of the first field the kernel has on it, else
 * that of the operator whose to- or from-space it is. */
static int spaceEntry(const Call *c, const char *space) {
  for (int i = 0; i < c->meta.nargs; ++i)
    if (c->meta.args[i].kind == PSY_ARG_FIELD && !strcmp(c->meta.args[i].space, space))
      return psyInvokeAbiFindSpace(&c->l->abi, mlirOperationGetOperand(c->call, c->at[i]));
  return opSpaceEntry(c, space);
}

/* A cell's dofmap: map + cell * ndf (the whole map for a domain kernel). */
static MlirValue mapArg(Call *c, int ndf) {
  MlirValue base = mapPtr(c->l, ndf + 2);
  if (c->it == PSY_ITER_DOMAIN) return base;
  MlirType index = mlirIndexTypeGet(c->l->ctx);
  MlirValue n = psyBuildUnary(c->b, "arith.index_cast", c->l->extra[ndf], index);
  MlirValue off = psyBuildBinary(c->b, "arith.muli", c->iv, n);
  return buildGep(c->b, base, off, i32Type(c->l->ctx));
}

/* The invoke argument number of the kernel's quadrature rule. */
static intptr_t qrOf(const Call *c) {
  MlirValue q = mlirOperationGetOperand(c->call, psyKernelMetaQrOperand(&c->meta));
  return mlirBlockArgumentGetArgNumber(q);
}

static MlirValue evalArg(Call *c, const PsyKernelArg *a);

/* A basis array: the whole of it, computed by the binding for the space and the rule. */
static MlirValue basisArg(Call *c, const PsyKernelArg *a) {
  if (a->target) return evalArg(c, a);
  const char *key = c->l->abi.entries[spaceEntry(c, a->space)].space;
  PsyAbiKind kind = a->kind == PSY_KARG_BASIS ? PSY_ABI_BASIS : PSY_ABI_DIFF_BASIS;
  return mapPtr(c->l, psyInvokeAbiFindQr(&c->l->abi, kind, qrOf(c), key));
}

static PsyAbiKind pointRuleKind(const Call *c, const PsyKernelArg *a);

/* np_xy, np_z (component 0, 1) by reference; weights_xy, weights_z as data pointers. */
static MlirValue quadArg(Call *c, const PsyKernelArg *a) {
  PsyAbiKind kind = c->meta.shapes[0] != PSY_SHAPE_XYOZ ? pointRuleKind(c, a)
                    : a->kind == PSY_KARG_QR_SIZE
                        ? (a->component ? PSY_ABI_NP_Z : PSY_ABI_NP_XY)
                        : (a->component ? PSY_ABI_WEIGHTS_Z : PSY_ABI_WEIGHTS_XY);
  int e = psyInvokeAbiFindQr(&c->l->abi, kind, qrOf(c), NULL);
  return a->kind == PSY_KARG_QR_SIZE ? extraSlot(c->l, e) : mapPtr(c->l, e);
}

/* ---- Face and edge rules, evaluators, reference element, mesh properties ---- */

/* np_xyz, nfaces | nedges (component 0, 1) of a face or edge rule, or its weights_xyz. */
static PsyAbiKind pointRuleKind(const Call *c, const PsyKernelArg *a) {
  if (a->kind == PSY_KARG_QR_WEIGHTS) return PSY_ABI_WEIGHTS_XYZ;
  if (!a->component) return PSY_ABI_NP_XYZ;
  return c->meta.shapes[0] == PSY_SHAPE_FACE ? PSY_ABI_NFACES : PSY_ABI_NEDGES;
}

/* An evaluator: the whole basis(dim, ndf, ndf_target) at the target space's nodes. */
static MlirValue evalArg(Call *c, const PsyKernelArg *a) {
  const char *key = c->l->abi.entries[spaceEntry(c, a->space)].space;
  const char *tkey = c->l->abi.entries[spaceEntry(c, a->target)].space;
  PsyAbiKind kind = a->kind == PSY_KARG_BASIS ? PSY_ABI_EVAL_BASIS : PSY_ABI_EVAL_DIFF_BASIS;
  return mapPtr(c->l, psyInvokeAbiFindEval(&c->l->abi, kind, key, tkey));
}

/* nfaces_re_* by reference, a normals array whole, and the cell's column of adjacent_face:
 * adjacent_face + cell * nfaces_re_h. */
static MlirValue refArg(Call *c, const PsyKernelArg *a) {
  const PsyInvokeAbi *abi = &c->l->abi;
  if (a->kind == PSY_KARG_NFACES_RE)
    return extraSlot(c->l, psyInvokeAbiFindRef(abi, PSY_ABI_NFACES_RE, a->component));
  if (a->kind == PSY_KARG_REF_ELEMENT)
    return mapPtr(c->l, psyInvokeAbiFindRef(abi, PSY_ABI_REF_NORMALS, a->component));
  MlirValue base = mapPtr(c->l, psyInvokeAbiFindRef(abi, PSY_ABI_ADJACENT_FACE, 0));
  int nh = psyInvokeAbiFindRef(abi, PSY_ABI_NFACES_RE, 0); /* nfaces_re_h comes with it */
  MlirType index = mlirIndexTypeGet(c->l->ctx);
  MlirValue n = psyBuildUnary(c->b, "arith.index_cast", c->l->extra[nh], index);
  MlirValue off = psyBuildBinary(c->b, "arith.muli", c->iv, n);
  return buildGep(c->b, base, off, i32Type(c->l->ctx));
}

/* The 1-based cell index LFRic passes first to a kernel with an operator: a slot filled with
 * iv + 1 just before the call. */
static MlirValue cellArg(Call *c) {
  MlirType i32 = i32Type(c->l->ctx);
  MlirValue one = psyBuildConstIndex(c->b, 1);
  MlirValue cell = psyBuildBinary(c->b, "arith.addi", c->iv, one);
  MlirValue slot = newSlot(c->l, i32);
  buildStore(c->b, psyBuildUnary(c->b, "arith.index_cast", cell, i32), slot);
  return slot;
}

/* An LMA operator's ncell_3d (by reference) or its whole local_stencil (a data pointer: the
 * kernel indexes the 3D cell itself). */
static MlirValue operatorArg(Call *c, const PsyKernelArg *a) {
  intptr_t op = argOf(c, a->entry);
  if (a->kind == PSY_KARG_OPERATOR_NCELL_3D)
    return extraSlot(c->l, psyInvokeAbiFindOp(&c->l->abi, PSY_ABI_OP_NCELL_3D, op));
  return mapPtr(c->l, psyInvokeAbiFindOp(&c->l->abi, PSY_ABI_OP_STENCIL, op));
}

/* ==== Inter-grid kernels ===================================================================== */

/* The invoke argument numbers of the first fine and first coarse field of the kernel. */
static void interGridPair(const Call *c, intptr_t *fine, intptr_t *coarse) {
  *fine = *coarse = -1;
  for (int e = 0; e < c->meta.nargs; ++e) {
    intptr_t *slot = c->meta.args[e].mesh == PSY_MESH_FINE ? fine : coarse;
    if (c->meta.args[e].kind == PSY_ARG_FIELD && *slot < 0) *slot = argOf(c, e);
  }
}

static int interGridEntry(const Call *c, PsyAbiKind kind) {
  intptr_t fine, coarse;
  interGridPair(c, &fine, &coarse);
  return psyInvokeAbiFindInterGrid(&c->l->abi, kind, fine, coarse);
}

static bool onFineMesh(const Call *c, const char *space) {
  for (int e = 0; e < c->meta.nargs; ++e)
    if (c->meta.args[e].kind == PSY_ARG_FIELD && !strcmp(c->meta.args[e].space, space))
      return c->meta.args[e].mesh == PSY_MESH_FINE;
  return false;
}

/* The arguments only inter-grid kernels have, and the fine space's dofmap (whole). */
static bool isInterGridArg(const Call *c, const PsyKernelArg *a) {
  return a->kind == PSY_KARG_CELL_MAP || a->kind == PSY_KARG_NCELL_F_PER_C ||
         a->kind == PSY_KARG_NCELL_F || (a->kind == PSY_KARG_MAP && onFineMesh(c, a->space));
}

/* The coarse cell's cell_map(ncpc_x, ncpc_y): cell_map + cell * ncpc_x * ncpc_y; the counts
 * by reference; the fine dofmap whole (the kernel finds its fine cells' columns itself). */
static MlirValue interGridArg(Call *c, const PsyKernelArg *a) {
  Lower *l = c->l;
  if (a->kind == PSY_KARG_MAP) return mapPtr(l, spaceEntry(c, a->space) + 2);
  if (a->kind == PSY_KARG_NCELL_F) return extraSlot(l, interGridEntry(c, PSY_ABI_NCELL_F));
  int x = interGridEntry(c, PSY_ABI_NCPC_X), y = interGridEntry(c, PSY_ABI_NCPC_Y);
  if (a->kind == PSY_KARG_NCELL_F_PER_C) return extraSlot(l, a->component ? y : x);
  MlirType index = mlirIndexTypeGet(l->ctx);
  MlirValue nx = psyBuildUnary(c->b, "arith.index_cast", l->extra[x], index);
  MlirValue ny = psyBuildUnary(c->b, "arith.index_cast", l->extra[y], index);
  MlirValue per = psyBuildBinary(c->b, "arith.muli", nx, ny);
  MlirValue off = psyBuildBinary(c->b, "arith.muli", c->iv, per);
  return buildGep(c->b, mapPtr(l, interGridEntry(c, PSY_ABI_CELL_MAP)), off, i32Type(l->ctx));
}

/* A column-wise operator's pieces, all from its proxy: its whole matrix, a size, a banded or
 * indirection dofmap (whole: one per column, the same for every column), or the kernel's
 * ncell_2d (from its first CMA operator). */
static MlirValue columnwiseArg(Call *c, const PsyKernelArg *a) {
  int entry = a->entry;
  for (int i = 0; entry < 0 && i < c->meta.nargs; ++i)
    if (c->meta.args[i].kind == PSY_ARG_COLUMNWISE_OPERATOR) entry = i;
  intptr_t op = argOf(c, entry);
  const PsyInvokeAbi *abi = &c->l->abi;
  switch (a->kind) {
  case PSY_KARG_NCELL_2D:
    return extraSlot(c->l, psyInvokeAbiFindCma(abi, PSY_ABI_CMA_NCELL_2D, op, 0));
  case PSY_KARG_CMA_OPERATOR:
    return mapPtr(c->l, psyInvokeAbiFindCma(abi, PSY_ABI_CMA_MATRIX, op, 0));
  case PSY_KARG_CMA_SIZE:
    return extraSlot(c->l, psyInvokeAbiFindCma(abi, PSY_ABI_CMA_SIZE, op, a->component));
  case PSY_KARG_CMA_BANDED_MAP:
    return mapPtr(c->l, psyInvokeAbiFindCma(abi, PSY_ABI_CMA_BANDED_MAP, op, a->component));
  default:
    return mapPtr(c->l, psyInvokeAbiFindCma(abi, PSY_ABI_CMA_INDIRECTION_MAP, op, a->component));
  }
}

/* ==== Stencils ============================================================================== */

/* LFRic passes a stencil kernel, per stencil field, the cell's stencil size (cross2d: its four
 * branch sizes and the max branch length), an xory1d direction, and the cell's stencil
 * dofmap, a slice of the whole map(ndf, max size, ncells) (cross2d: (ndf, max branch, 4,
 * ncells)): base + cell * ndf * max size [* 4]. The binding fills the whole arrays once. */

static MlirValue asIndex(Call *c, MlirValue i32) {
  return psyBuildUnary(c->b, "arith.index_cast", i32, mlirIndexTypeGet(c->l->ctx));
}

/* iv * per-cell elements of a stencil array: `ndf` (an i32 extra, or null) * max * branches. */
static MlirValue cellOffset(Call *c, int ndf, int max, bool cross2d) {
  MlirValue off = c->iv;
  if (ndf >= 0) off = psyBuildBinary(c->b, "arith.muli", off, asIndex(c, c->l->extra[ndf]));
  if (max >= 0) off = psyBuildBinary(c->b, "arith.muli", off, asIndex(c, c->l->extra[max]));
  if (cross2d) off = psyBuildBinary(c->b, "arith.muli", off, psyBuildConstIndex(c->b, 4));
  return off;
}

/* The xory1d direction operand (after the field and its extent), by reference. */
static MlirValue directionArg(Call *c, int entry) {
  MlirValue v = mlirOperationGetOperand(c->call, c->at[entry] + 2);
  MlirValue slot = newSlot(c->l, mlirValueGetType(v));
  buildStore(c->b, v, slot);
  return slot;
}

static MlirValue stencilArg(Call *c, const PsyKernelArg *a) {
  const PsyInvokeAbi *abi = &c->l->abi;
  bool cross2d = c->meta.args[a->entry].stencil == PSY_STENCIL_CROSS2D;
  int max = psyInvokeAbiFindStencil(abi, PSY_ABI_STENCIL_MAX, c->call, a->entry);
  MlirType i32 = i32Type(c->l->ctx);
  switch (a->kind) {
  case PSY_KARG_STENCIL_SIZE: {
    int e = psyInvokeAbiFindStencil(abi, PSY_ABI_STENCIL_SIZES, c->call, a->entry);
    return buildGep(c->b, mapPtr(c->l, e), cellOffset(c, -1, -1, cross2d), i32);
  }
  case PSY_KARG_STENCIL_MAX_BRANCH: return extraSlot(c->l, max);
  case PSY_KARG_STENCIL_DIRECTION: return directionArg(c, a->entry);
  default: break;
  }
  int e = psyInvokeAbiFindStencil(abi, PSY_ABI_STENCIL_DOFMAP, c->call, a->entry);
  int ndf = spaceEntry(c, c->meta.args[a->entry].space);
  return buildGep(c->b, mapPtr(c->l, e), cellOffset(c, ndf, max, cross2d), i32);
}

/* The pointer passed for kernel argument `a` (psyInvokeAbiGet checked that it is one of
 * these kinds and that every space it names has an entry). */
static MlirValue argValue(Call *c, const PsyKernelArg *a) {
  if (isInterGridArg(c, a)) return interGridArg(c, a);
  switch (a->kind) {
  case PSY_KARG_CELL: return cellArg(c);
  case PSY_KARG_OPERATOR_NCELL_3D:
  case PSY_KARG_OPERATOR: return operatorArg(c, a);
  case PSY_KARG_NLAYERS: return extraSlot(c->l, psyInvokeAbiFind(&c->l->abi, PSY_ABI_NLAYERS));
  case PSY_KARG_NCELL_2D_NO_HALOS:
    return extraSlot(c->l, psyInvokeAbiFind(&c->l->abi, PSY_ABI_NCELL_2D_NO_HALOS));
  case PSY_KARG_SCALAR: return scalarArg(c, a->entry);
  case PSY_KARG_FIELD: return fieldArg(c, a);
  case PSY_KARG_NDF: return extraSlot(c->l, spaceEntry(c, a->space));
  case PSY_KARG_UNDF: return extraSlot(c->l, spaceEntry(c, a->space) + 1);
  case PSY_KARG_MAP: return mapArg(c, spaceEntry(c, a->space));
  case PSY_KARG_BASIS:
  case PSY_KARG_DIFF_BASIS: return basisArg(c, a);
  case PSY_KARG_QR_SIZE:
  case PSY_KARG_QR_WEIGHTS: return quadArg(c, a);
  case PSY_KARG_NCELL_2D: /* column-wise operators */
  case PSY_KARG_CMA_OPERATOR:
  case PSY_KARG_CMA_SIZE:
  case PSY_KARG_CMA_BANDED_MAP:
  case PSY_KARG_CMA_INDIRECTION_MAP: return columnwiseArg(c, a);
  case PSY_KARG_NFACES_RE: /* reference element and mesh properties */
  case PSY_KARG_REF_ELEMENT:
  case PSY_KARG_ADJACENT_FACE: return refArg(c, a);
  case PSY_KARG_STENCIL_SIZE:
  case PSY_KARG_STENCIL_MAX_BRANCH:
  case PSY_KARG_STENCIL_DIRECTION:
  case PSY_KARG_STENCIL_MAP: return stencilArg(c, a);
  case PSY_KARG_SCALAR_ARRAY_DIMS: /* scalar arrays: the extents and the data, whole */
  case PSY_KARG_SCALAR_ARRAY: {
    PsyAbiKind k = a->kind == PSY_KARG_SCALAR_ARRAY ? PSY_ABI_ARRAY : PSY_ABI_ARRAY_DIMS;
    return mapPtr(c->l, psyInvokeAbiFindOp(&c->l->abi, k, argOf(c, a->entry)));
  }
  default: break;
  }
  return (MlirValue){NULL};
}

/* func.func private @_QM<module>P<procedure>(!llvm.ptr, ...), once per module. */
static void declareKernel(Lower *l, const char *sym, int nargs) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(l->module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (mlirStringRefEqual(psyOpGetStringAttr(op, "sym_name"), ref(sym))) return;
  MlirType *types = psyXcalloc((size_t)nargs + 1, sizeof *types);
  for (int i = 0; i < nargs; ++i) types[i] = ptrType(l->ctx);
  MlirType ft = mlirFunctionTypeGet(l->ctx, nargs, types, 0, NULL);
  free(types);
  MlirNamedAttribute attrs[3] = {
      psyBuildNamedAttr(l->ctx, "sym_name", mlirStringAttrGet(l->ctx, ref(sym))),
      psyBuildNamedAttr(l->ctx, "function_type", mlirTypeAttrGet(ft)),
      psyBuildNamedAttr(l->ctx, "sym_visibility", mlirStringAttrGet(l->ctx, ref("private")))};
  MlirOperationState st = mlirOperationStateGet(ref("func.func"), opLoc(l->func));
  mlirOperationStateAddAttributes(&st, 3, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  mlirBlockInsertOwnedOperationBefore(body, l->func, mlirOperationCreate(&st));
}

static void emitCall(Lower *l, MlirOperation call, PsyIteration it, MlirValue iv, PsyBuilder *b) {
  Call c = {.l = l, .call = call, .it = it, .iv = iv, .b = b};
  psyKernelMetaFromOp(psyKernelOpLookupMeta(call), &c.meta);
  PsyKernelArgList args = {0};
  psyKernelArgsCollect(&c.meta, &args);
  c.at = psyKernelMetaOperands(&c.meta);
  MlirValue *vals = psyXcalloc((size_t)args.n + 1, sizeof *vals);
  for (int i = 0; i < args.n; ++i) vals[i] = argValue(&c, &args.args[i]);
  char *sym = psyKernelLinkName(psyKernelOpLookupMeta(call));
  declareKernel(l, sym, args.n);
  MlirNamedAttribute callee = psyBuildNamedAttr(
      l->ctx, "callee", mlirFlatSymbolRefAttrGet(l->ctx, ref(sym)));
  PsyBuilder at = *b;
  at.loc = opLoc(call);
  psyBuildOp(&at, "func.call", args.n, vals, (MlirType){NULL}, 1, &callee);
  free(sym);
  free(vals);
  free(c.at);
  psyKernelArgsFree(&args);
  psyKernelMetaClear(&c.meta);
}

/* ==== Loops ================================================================================= */

/* The coarse cell count of the loop's first kernel if it is an inter-grid kernel, else -1. */
static int interGridBound(Lower *l, MlirOperation loop) {
  MlirOperation k = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
  Call c = {.l = l, .call = k};
  if (!psyOpIsA(k, "kernel") || !psyKernelMetaFromOp(psyKernelOpLookupMeta(k), &c.meta))
    return -1;
  c.at = psyKernelMetaOperands(&c.meta);
  int e = psyKernelMetaIsInterGrid(&c.meta) ? interGridEntry(&c, PSY_ABI_NCELL_C) : -1;
  free(c.at);
  psyKernelMetaClear(&c.meta);
  return e;
}

/* The loop's upper bound: the cells (an inter-grid kernel's: the coarse ones), or the dofs
 * of the field it runs over. */
static MlirValue upperBound(Lower *l, MlirOperation loop, PsyBuilder *b) {
  int coarse = interGridBound(l, loop);
  if (coarse >= 0) return psyBuildUnary(b, "arith.index_cast", l->extra[coarse],
                                        mlirIndexTypeGet(l->ctx));
  if (psyLoopOpGetIteration(loop) == PSY_ITER_CELLS) {
    MlirValue n = l->extra[psyInvokeAbiFind(&l->abi, PSY_ABI_NCELLS)];
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
  MlirValue m = fieldMemref(l, mlirBlockArgumentGetArgNumber(field), 0);
  return psyBuildDim(b, m, psyBuildConstIndex(b, 0));
}

static void lowerLoop(Lower *l, MlirOperation loop) {
  PsyIteration it = psyLoopOpGetIteration(loop);
  PsyBuilder outer = psyBuilderBefore(loop), body = outer;
  MlirValue iv = {NULL};
  MlirOperation forOp = {NULL};
  if (it != PSY_ITER_DOMAIN) {
    MlirValue ub = upperBound(l, loop, &outer);
    forOp = psyBuildFor(&outer, psyBuildConstIndex(&outer, 0), ub, psyBuildConstIndex(&outer, 1),
                        0, NULL, &body);
    iv = psyBuildForInductionVar(forOp);
  }
  MlirBlock kernels = psyLoopOpGetBody(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(kernels); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "kernel")) emitCall(l, op, it, iv, &body);
  if (!mlirOperationIsNull(forOp)) psyBuildYield(&body, 0, NULL);
  mlirOperationDestroy(loop);
}

/* ==== Coloured loops ========================================================================= */

/* for colour in 1..ncolour, for i in 1..last_edge_cell_all_colours(colour):
 * cell = cmap(colour, i), then the colour_cells loop's kernels for that cell, as LFRic's PSy
 * layer runs a coloured loop; 0-based here: cmap is column-major (ncolour, max cells), its
 * cells 1-based, so the cell index is cmap[colour + i * ncolour] - 1. */
/* The kernels of colour_cells loop `inner`, for one cell. */
static void emitColourCalls(Lower *l, MlirOperation inner, MlirValue cell, PsyBuilder *b) {
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(inner));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "kernel")) emitCall(l, op, PSY_ITER_COLOUR_CELLS, cell, b);
}

static void lowerColours(Lower *l, MlirOperation loop) {
  MlirType index = mlirIndexTypeGet(l->ctx);
  MlirValue ncolour = l->extra[psyInvokeAbiFind(&l->abi, PSY_ABI_NCOLOUR)];
  MlirValue counts = l->extra[psyInvokeAbiFind(&l->abi, PSY_ABI_COLOUR_NCELLS)];
  MlirValue cmap = l->extra[psyInvokeAbiFind(&l->abi, PSY_ABI_CMAP)];
  PsyBuilder outer = psyBuilderBefore(loop), perColour, perCell;
  MlirValue zero = psyBuildConstIndex(&outer, 0), one = psyBuildConstIndex(&outer, 1);
  MlirValue n = psyBuildUnary(&outer, "arith.index_cast", ncolour, index);
  MlirOperation colours = psyBuildFor(&outer, zero, n, one, 0, NULL, &perColour);
  MlirValue colour = psyBuildForInductionVar(colours);
  MlirValue last = psyBuildUnary(&perColour, "arith.index_cast",
                                 psyBuildLoad(&perColour, counts, colour), index);
  MlirOperation cells = psyBuildFor(&perColour, zero, last, one, 0, NULL, &perCell);
  MlirValue i = psyBuildForInductionVar(cells);
  MlirValue at = psyBuildBinary(&perCell, "arith.addi", colour,
                                psyBuildBinary(&perCell, "arith.muli", i, n));
  MlirValue cell1 = psyBuildUnary(&perCell, "arith.index_cast", psyBuildLoad(&perCell, cmap, at),
                                  index);
  MlirValue cell = psyBuildBinary(&perCell, "arith.subi", cell1, one);
  for (MlirOperation inner = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(inner); inner = mlirOperationGetNextInBlock(inner))
    if (psyOpIsA(inner, "loop")) emitColourCalls(l, inner, cell, &perCell);
  psyBuildYield(&perCell, 0, NULL);
  psyBuildYield(&perColour, 0, NULL);
  mlirOperationDestroy(loop);
}

static bool holdsKernels(MlirOperation loop) {
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "kernel")) return true;
  return false;
}

/* ==== The invoke's signature ================================================================ */

/* Appends the ABI's extra arguments, named in order by the invoke's psy.abi attribute
 * (["nlayers", "ncells", "ndf_w1", ...]; argument attributes would reach LLVM IR). */
static void appendExtras(Lower *l) {
  MlirBlock entry = entryBlock(l->func);
  MlirLocation loc = opLoc(l->func);
  for (int e = l->abi.nargs; e < l->abi.nargs + l->abi.nextra; ++e) {
    PsyAbiKind k = l->abi.entries[e].kind;
    MlirType elt = l->abi.entries[e].type; /* an operator's: f32 or f64 */
    bool ints = psyAbiKindIsIntMemref(k);
    bool ownElt = k == PSY_ABI_OP_STENCIL || k == PSY_ABI_CMA_MATRIX || k == PSY_ABI_ARRAY;
    MlirType t = ints ? psyBuildMemRef1DType(i32Type(l->ctx))
                 : ownElt && !mlirTypeIsNull(elt) ? psyBuildMemRef1DType(elt)
                 : psyAbiKindIsMemref(k) ? psyBuildMemRef1DType(mlirF64TypeGet(l->ctx))
                                         : i32Type(l->ctx);
    l->extra[e] = mlirBlockAddArgument(entry, t, loc);
  }
  MlirAttribute *names = psyXcalloc((size_t)l->abi.nextra + 1, sizeof *names);
  for (int e = 0; e < l->abi.nextra; ++e)
    names[e] = mlirStringAttrGet(l->ctx, ref(l->abi.entries[l->abi.nargs + e].name));
  mlirOperationSetAttributeByName(l->func, ref("psy.abi"),
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
static int splitVector(Lower *l, intptr_t pos, intptr_t arg) {
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

static void setFunctionType(Lower *l) {
  MlirBlock entry = entryBlock(l->func);
  MlirAttribute attr = mlirOperationGetAttributeByName(l->func, ref("function_type"));
  MlirType old = mlirTypeAttrGetValue(attr);
  intptr_t nIn = mlirBlockGetNumArguments(entry), nOut = mlirFunctionTypeGetNumResults(old);
  MlirType *types = psyXcalloc((size_t)(nIn + nOut + 1), sizeof *types);
  for (intptr_t i = 0; i < nIn; ++i) types[i] = mlirValueGetType(mlirBlockGetArgument(entry, i));
  for (intptr_t i = 0; i < nOut; ++i) types[nIn + i] = mlirFunctionTypeGetResult(old, i);
  MlirType ft = mlirFunctionTypeGet(l->ctx, nIn, types, nOut, types + nIn);
  mlirOperationSetAttributeByName(l->func, ref("function_type"), mlirTypeAttrGet(ft));
  free(types);
}

/* Splits the vectors only kernels use, then sets function_type and, if the invoke has
 * arg_attrs, extends them: an argument's attributes repeat for each of its components and
 * the appended arguments get none. */
static void finishSignature(Lower *l) {
  MlirAttribute old = mlirOperationGetAttributeByName(l->func, ref("arg_attrs"));
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
    mlirOperationSetAttributeByName(l->func, ref("arg_attrs"), mlirArrayAttrGet(l->ctx, n, attrs));
    free(attrs);
  }
  free(ncomp);
  setFunctionType(l);
}

/* ==== The pass ============================================================================== */

static void freeLower(Lower *l) {
  for (intptr_t a = 0; a < l->nargs; ++a) free(l->dataPtr[a]);
  free(l->dataPtr);
  free(l->cast);
  free(l->extra);
  free(l->slot);
  free(l->mapPtr);
  psyInvokeAbiDestroy(&l->abi);
}

static MlirWalkResult findKernel(MlirOperation op, void *user) {
  if (!psyOpIsA(op, "kernel")) return MlirWalkResultAdvance;
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
static MlirOperation startLower(Lower *l) {
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
  return anchor;
}

/* An invoke of builtins only is psy-lower-builtins' work, and left as it is. */
static MlirLogicalResult lowerInvoke(MlirOperation module, MlirOperation func) {
  Lower l = {.module = module, .func = func, .ctx = mlirOperationGetContext(func)};
  if (!hasKernels(func)) return mlirLogicalResultSuccess();
  if (mlirLogicalResultIsFailure(psyInvokeAbiGet(func, &l.abi)))
    return mlirLogicalResultFailure();
  MlirOperation anchor = startLower(&l);
  for (MlirOperation op = mlirOperationGetNextInBlock(anchor); !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (psyOpIsA(op, "loop") && psyLoopOpGetIteration(op) == PSY_ITER_COLOURS &&
        hasKernels(op))
      lowerColours(&l, op);
    else if (psyOpIsA(op, "loop") && holdsKernels(op)) lowerLoop(&l, op);
    op = next;
  }
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
    if (psyOpIsA(op, "kernel_meta")) mlirOperationDestroy(op);
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
