/* psy-lower-kernels: the kernel arguments of the invoke ABI's families (LowerKernels.h) --
 * quadrature rules, basis functions and evaluators, the reference element and mesh
 * properties, inter-grid kernels, column-wise operators and stencils.
 *
 * Face and edge rules are passed as XYoZ ones are (np_xyz, nfaces | nedges by reference,
 * weights_xyz and the basis arrays whole); an evaluator's basis at the target's nodes whole;
 * reference-element counts by reference, normals whole, and adjacent_face as the cell's
 * column, adjacent_face + cell * nfaces_re_h. A stencil field brings its cell's stencil size,
 * an xory1d direction and the cell's slice of the whole stencil dofmap. */
#include <string.h>

#include "psy-c/InvokeAbi.h"
#include "LowerKernels.h"
#include "mlir-c/BuiltinTypes.h"

static intptr_t qrOf(const PsyLowerCall *c) {
  MlirValue q = mlirOperationGetOperand(c->call, psyKernelMetaQrOperand(&c->meta));
  return mlirBlockArgumentGetArgNumber(q);
}

/* A basis array: the whole of it, computed by the binding for the space and the rule. */
MlirValue psyLowerBasisArg(PsyLowerCall *c, const PsyKernelArg *a) {
  const char *key = psyLowerSpaceKey(c, a->space);
  PsyAbiKind kind = a->kind == PSY_KARG_BASIS ? PSY_ABI_BASIS : PSY_ABI_DIFF_BASIS;
  return psyLowerMapPtr(c->l,
                        psyLowerFind(c, (PsyAbiKey){.kind = kind, .qr = qrOf(c), .space = key}));
}

static PsyAbiKind pointRuleKind(const PsyLowerCall *c, const PsyKernelArg *a);

/* np_xy, np_z (component 0, 1) by reference; weights_xy, weights_z as data pointers. */
MlirValue psyLowerQuadArg(PsyLowerCall *c, const PsyKernelArg *a) {
  PsyAbiKind kind = c->meta.shapes[0] != PSY_SHAPE_XYOZ ? pointRuleKind(c, a)
                    : a->kind == PSY_KARG_QR_SIZE
                        ? (a->component ? PSY_ABI_NP_Z : PSY_ABI_NP_XY)
                        : (a->component ? PSY_ABI_WEIGHTS_Z : PSY_ABI_WEIGHTS_XY);
  int e = psyLowerFind(c, (PsyAbiKey){.kind = kind, .qr = qrOf(c)});
  return a->kind == PSY_KARG_QR_SIZE ? psyLowerExtraSlot(c->l, e) : psyLowerMapPtr(c->l, e);
}

/* ---- Face and edge rules, evaluators, reference element, mesh properties ---- */

/* np_xyz, nfaces | nedges (component 0, 1) of a face or edge rule, or its weights_xyz. */
static PsyAbiKind pointRuleKind(const PsyLowerCall *c, const PsyKernelArg *a) {
  if (a->kind == PSY_KARG_QR_WEIGHTS) return PSY_ABI_WEIGHTS_XYZ;
  if (!a->component) return PSY_ABI_NP_XYZ;
  return c->meta.shapes[0] == PSY_SHAPE_FACE ? PSY_ABI_NFACES : PSY_ABI_NEDGES;
}

/* An evaluator (the EVAL family): the whole basis(dim, ndf, ndf_target) at the target space's nodes. */
MlirValue psyLowerEvalArg(PsyLowerCall *c, const PsyKernelArg *a) {
  const char *key = psyLowerSpaceKey(c, a->space), *tkey = psyLowerSpaceKey(c, a->target);
  PsyAbiKind kind = a->kind == PSY_KARG_BASIS ? PSY_ABI_EVAL_BASIS : PSY_ABI_EVAL_DIFF_BASIS;
  return psyLowerMapPtr(
      c->l, psyLowerFind(c, (PsyAbiKey){.kind = kind, .space = key, .target = tkey}));
}

/* nfaces_re_* by reference, a normals array whole, and the cell's column of adjacent_face:
 * adjacent_face + cell * nfaces_re_h. */
MlirValue psyLowerRefArg(PsyLowerCall *c, const PsyKernelArg *a) {
  if (a->kind != PSY_KARG_ADJACENT_FACE) {
    PsyAbiKind kind = psyAbiKindFor(PSY_ABI_FAMILY_REF, a->kind);
    int e = psyLowerFind(c, (PsyAbiKey){.kind = kind, .component = a->component});
    return kind == PSY_ABI_NFACES_RE ? psyLowerExtraSlot(c->l, e) : psyLowerMapPtr(c->l, e);
  }
  int adjacent = psyLowerFind(c, (PsyAbiKey){.kind = PSY_ABI_ADJACENT_FACE});
  MlirValue base = psyLowerMapPtr(c->l, adjacent);
  /* nfaces_re_h comes with it */
  int nh = psyLowerFind(c, (PsyAbiKey){.kind = PSY_ABI_NFACES_RE, .component = 0});
  MlirType index = mlirIndexTypeGet(c->l->ctx);
  MlirValue n = psyBuildUnary(c->b, "arith.index_cast", c->l->extra[nh], index);
  MlirValue off = psyBuildBinary(c->b, "arith.muli", c->iv, n);
  return psyLowerGep(c->b, base, off, psyLowerI32Type(c->l->ctx));
}

/* ==== Inter-grid kernels ==================================================================== */

/* The invoke argument numbers of the first fine and first coarse field of the kernel. */
static void interGridPair(const PsyLowerCall *c, intptr_t *fine, intptr_t *coarse) {
  *fine = *coarse = -1;
  for (int e = 0; e < c->meta.nargs; ++e) {
    intptr_t *slot = c->meta.args[e].mesh == PSY_MESH_FINE ? fine : coarse;
    if (c->meta.args[e].kind == PSY_ARG_FIELD && *slot < 0) *slot = psyLowerArgOf(c, e);
  }
}

int psyLowerInterGridEntry(const PsyLowerCall *c, PsyAbiKind kind) {
  intptr_t fine, coarse;
  interGridPair(c, &fine, &coarse);
  return psyLowerFind(c, (PsyAbiKey){.kind = kind, .arg = fine, .coarse = coarse});
}

bool psyLowerOnFineMesh(const PsyLowerCall *c, const char *space) {
  for (int e = 0; e < c->meta.nargs; ++e)
    if (c->meta.args[e].kind == PSY_ARG_FIELD && !strcmp(c->meta.args[e].space, space))
      return c->meta.args[e].mesh == PSY_MESH_FINE;
  return false;
}

/* The coarse cell's cell_map(ncpc_x, ncpc_y): cell_map + cell * ncpc_x * ncpc_y; the counts
 * by reference (the fine dofmap, whole, is its space's: LowerKernelArgs.c). */
MlirValue psyLowerInterGridArg(PsyLowerCall *c, const PsyKernelArg *a) {
  PsyLower *l = c->l;
  if (a->kind == PSY_KARG_NCELL_F)
    return psyLowerExtraSlot(l, psyLowerInterGridEntry(c, PSY_ABI_NCELL_F));
  int x = psyLowerInterGridEntry(c, PSY_ABI_NCPC_X), y = psyLowerInterGridEntry(c, PSY_ABI_NCPC_Y);
  if (a->kind == PSY_KARG_NCELL_F_PER_C) return psyLowerExtraSlot(l, a->component ? y : x);
  MlirType index = mlirIndexTypeGet(l->ctx);
  MlirValue nx = psyBuildUnary(c->b, "arith.index_cast", l->extra[x], index);
  MlirValue ny = psyBuildUnary(c->b, "arith.index_cast", l->extra[y], index);
  MlirValue per = psyBuildBinary(c->b, "arith.muli", nx, ny);
  MlirValue off = psyBuildBinary(c->b, "arith.muli", c->iv, per);
  MlirValue map = psyLowerMapPtr(l, psyLowerInterGridEntry(c, PSY_ABI_CELL_MAP));
  return psyLowerGep(c->b, map, off, psyLowerI32Type(l->ctx));
}

/* A column-wise operator's pieces, all from its proxy: its whole matrix, a size, a banded or
 * indirection dofmap (whole: one per column, the same for every column), or the kernel's
 * ncell_2d (from its first CMA operator). */
MlirValue psyLowerColumnwiseArg(PsyLowerCall *c, const PsyKernelArg *a) {
  int entry = a->entry;
  for (int i = 0; entry < 0 && i < c->meta.nargs; ++i)
    if (c->meta.args[i].kind == PSY_ARG_COLUMNWISE_OPERATOR) entry = i;
  intptr_t op = psyLowerArgOf(c, entry);
  PsyAbiKind kind = psyAbiKindFor(PSY_ABI_FAMILY_CMA, a->kind);
  int e = psyLowerFind(c, (PsyAbiKey){.kind = kind, .arg = op, .component = a->component});
  return psyAbiKindIsMemref(kind) ? psyLowerMapPtr(c->l, e) : psyLowerExtraSlot(c->l, e);
}

/* ==== Stencils ============================================================================== */

/* LFRic passes a stencil kernel, per stencil field, the cell's stencil size (cross2d: its four
 * branch sizes and the max branch length), an xory1d direction, and the cell's stencil
 * dofmap, a slice of the whole map(ndf, max size, ncells) (cross2d: (ndf, max branch, 4,
 * ncells)): base + cell * ndf * max size [* 4]. The binding fills the whole arrays once. */

static MlirValue asIndex(PsyLowerCall *c, MlirValue i32) {
  return psyBuildUnary(c->b, "arith.index_cast", i32, mlirIndexTypeGet(c->l->ctx));
}

/* iv * per-cell elements of a stencil array: `ndf` (an i32 extra, or null) * max * branches. */
static MlirValue cellOffset(PsyLowerCall *c, int ndf, int max, bool cross2d) {
  MlirValue off = c->iv;
  if (ndf >= 0) off = psyBuildBinary(c->b, "arith.muli", off, asIndex(c, c->l->extra[ndf]));
  if (max >= 0) off = psyBuildBinary(c->b, "arith.muli", off, asIndex(c, c->l->extra[max]));
  if (cross2d) off = psyBuildBinary(c->b, "arith.muli", off, psyBuildConstIndex(c->b, 4));
  return off;
}

/* The xory1d direction operand (after the field and its extent), by reference. */
static MlirValue directionArg(PsyLowerCall *c, int entry) {
  MlirValue v = mlirOperationGetOperand(c->call, c->at[entry] + 2);
  MlirValue slot = psyLowerNewSlot(c->l, mlirValueGetType(v));
  psyLowerStore(c->b, v, slot);
  return slot;
}

MlirValue psyLowerStencilArg(PsyLowerCall *c, const PsyKernelArg *a) {
  PsyAbiKey key = {.kind = PSY_ABI_STENCIL_MAX};
  psyAbiStencilKeyGet(c->call, a->entry, &key); /* psyInvokeAbiGet checked it */
  bool cross2d = c->meta.args[a->entry].stencil == PSY_STENCIL_CROSS2D;
  int max = psyLowerFind(c, key);
  MlirType i32 = psyLowerI32Type(c->l->ctx);
  switch (a->kind) {
  case PSY_KARG_STENCIL_SIZE: {
    key.kind = PSY_ABI_STENCIL_SIZES;
    int e = psyLowerFind(c, key);
    return psyLowerGep(c->b, psyLowerMapPtr(c->l, e), cellOffset(c, -1, -1, cross2d), i32);
  }
  case PSY_KARG_STENCIL_MAX_BRANCH: return psyLowerExtraSlot(c->l, max);
  case PSY_KARG_STENCIL_DIRECTION: return directionArg(c, a->entry);
  default: break;
  }
  key.kind = PSY_ABI_STENCIL_DOFMAP;
  int e = psyLowerFind(c, key);
  int ndf = psyLowerSpaceEntry(c, c->meta.args[a->entry].space, PSY_ABI_NDF);
  return psyLowerGep(c->b, psyLowerMapPtr(c->l, e), cellOffset(c, ndf, max, cross2d), i32);
}

