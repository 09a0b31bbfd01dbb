/* The invoke ABI's mesh entries (psy-c/InvokeAbi.def: families MESH and REF).
 *
 * nlayers, the cells a cell loop runs over and a domain kernel's owned cells come once per
 * invoke, from the first field that needs them (one mesh: inter-grid kernels bring their own
 * counts), in that fixed order; a kernel without fields takes them from an operator.
 * Reference-element counts and normals and adjacent_face come once per invoke too, from the
 * mesh of the kernel's first field. */
#include "Abi.h"

#include <stdlib.h>

static MlirLocation callLoc(const AbiCall *c) { return mlirOperationGetLocation(c->call); }

/* ==== nlayers and cell counts =============================================================== */

/* nlayers (and a cell loop's count) of a kernel without fields: from its first operator's
 * to-space. */
static MlirLogicalResult needOpMesh(AbiCall *c) {
  int e = 0;
  while (e < c->m->nargs && c->m->args[e].kind != PSY_ARG_OPERATOR) ++e;
  if (e == c->m->nargs) return psyAbiNoMesh(c);
  intptr_t arg = psyAbiOperandArg(c, e, "operator");
  if (arg < 0) return mlirLogicalResultFailure();
  if (c->b->mesh[0] < 0) c->b->mesh[0] = (int)arg;
  psyAbiNeedCells(c, c->b->mesh[0], false);
  return mlirLogicalResultSuccess();
}

/* nlayers (with a cell loop's count) or a domain kernel's owned cells: from the kernel's
 * first field, else (nlayers) its first operator. */
MlirLogicalResult psyAbiNeedMesh(AbiCall *c, const PsyKernelArg *a) {
  int first = psyAbiFirstField(c->m);
  bool nlayers = a->kind == PSY_KARG_NLAYERS;
  if (nlayers && first < 0) return needOpMesh(c);
  if (first < 0) return psyAbiNoMesh(c);
  int *slot = &c->b->mesh[nlayers ? 0 : 2];
  if (*slot < 0 && (*slot = (int)psyAbiOperandArg(c, first, "field")) < 0)
    return mlirLogicalResultFailure();
  if (nlayers) psyAbiNeedCells(c, c->b->mesh[0], true);
  return mlirLogicalResultSuccess();
}

void psyAbiFinishMesh(AbiBuilder *b) {
  static const struct {
    PsyAbiKind kind;
    const char *name;
  } kMesh[3] = {{PSY_ABI_NLAYERS, "nlayers"}, {PSY_ABI_NCELLS, "ncells"},
                {PSY_ABI_NCELL_2D_NO_HALOS, "ncell_2d_no_halos"}};
  for (int k = 0; k < 3; ++k)
    if (b->mesh[k] >= 0)
      psyAbiAdd(b, (PsyAbiEntry){.kind = kMesh[k].kind, .arg = b->mesh[k],
                                 .name = psyXstrdup(kMesh[k].name)});
}

/* ==== The reference element and mesh properties ============================================= */

/* A reference-element count or property, or adjacent_face, once per invoke: from the mesh
 * of the kernel's first field. */
MlirLogicalResult psyAbiNeedRef(AbiCall *c, const PsyKernelArg *a) {
  static const char *const kCount[3] = {"nfaces_re_h", "nfaces_re_v", "nfaces_re"};
  if (a->kind == PSY_KARG_ADJACENT_FACE && psyLoopOpGetIteration(c->loop) == PSY_ITER_DOMAIN)
    return psyEmitError(callLoc(c), "psy-lower-kernels: domain kernel '%s' takes "
                        "adjacent_face, which is not lowered yet", c->m->name);
  PsyAbiKind kind = psyAbiKindFor(PSY_ABI_FAMILY_REF, a->kind);
  int comp = kind == PSY_ABI_ADJACENT_FACE ? 0 : a->component;
  if (psyAbiFindMade(c->b, &(PsyAbiKey){.kind = kind, .component = comp}))
    return mlirLogicalResultSuccess();
  int first = psyAbiFirstField(c->m);
  if (first < 0) return psyAbiNoMesh(c);
  intptr_t arg = psyAbiOperandArg(c, first, "field");
  if (arg < 0) return mlirLogicalResultFailure();
  const char *name = kind == PSY_ABI_NFACES_RE   ? kCount[comp]
                     : kind == PSY_ABI_REF_NORMALS ? psyVocabName(PSY_VOCAB_REF_ELEMENT, comp)
                                                   : "adjacent_face";
  psyAbiAdd(c->b, (PsyAbiEntry){.kind = kind, .arg = arg, .component = comp,
                                .name = psyXstrdup(name)});
  return mlirLogicalResultSuccess();
}
