/* The invoke ABI's inter-grid kernels (psy-c/InvokeAbi.def: family INTERGRID).
 *
 * An inter-grid kernel (fields with mesh_arg=GH_COARSE / GH_FINE) runs over the coarse cells
 * and needs, once per (fine, coarse) field pair: the whole cell map, the fine cells per
 * coarse cell in x and y, and both cell counts (PSyclone's names); and every field's space (a
 * coarse space brings no ndf argument, but its ndf places the coarse cell's dofmap). */
#include "Abi.h"

#include <stdlib.h>
#include <string.h>

static MlirLocation callLoc(const AbiCall *c) { return mlirOperationGetLocation(c->call); }

/* The argument numbers of the first fine and the first coarse field of the kernel; false
 * after an error. */
static bool interGridPair(AbiCall *c, intptr_t *fine, intptr_t *coarse) {
  *fine = *coarse = -1;
  for (int e = 0; e < c->m->nargs; ++e) {
    intptr_t *slot = c->m->args[e].mesh == PSY_MESH_FINE ? fine : coarse;
    if (c->m->args[e].kind != PSY_ARG_FIELD || *slot >= 0) continue;
    if ((*slot = psyAbiOperandArg(c, e, "field")) < 0) return false;
  }
  return *fine >= 0 && *coarse >= 0; /* the metadata checks ruled out a missing mesh */
}

/* Each mesh needs its own space: the argument list has one dofmap per space. */
static MlirLogicalResult checkSpaces(AbiCall *c) {
  const PsyKernelMeta *m = c->m;
  for (int e = 0; e < m->nargs; ++e)
    for (int o = 0; o < m->nargs; ++o)
      if (m->args[e].mesh == PSY_MESH_FINE && m->args[o].mesh == PSY_MESH_COARSE &&
          !strcmp(m->args[e].space, m->args[o].space))
        return psyEmitError(callLoc(c), "psy-lower-kernels: inter-grid kernel '%s' has fields "
                            "on both meshes on space '%s' (each mesh needs its own space)",
                            m->name, m->args[e].space);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyAbiNeedInterGrid(AbiCall *c, const PsyKernelArg *a) {
  static const PsyAbiKind kGrid[5] = {PSY_ABI_CELL_MAP, PSY_ABI_NCPC_X, PSY_ABI_NCPC_Y,
                                       PSY_ABI_NCELL_F, PSY_ABI_NCELL_C};
  if (a->kind != PSY_KARG_CELL_MAP) return mlirLogicalResultSuccess(); /* with the cell map */
  if (psyLoopOpGetIteration(c->loop) != PSY_ITER_CELLS)
    return psyEmitError(callLoc(c), "psy-lower-kernels: inter-grid kernel '%s' in a '%s' loop "
                        "is not lowered yet (only in a cells loop)", c->m->name,
                        psyIterationName(psyLoopOpGetIteration(c->loop)));
  intptr_t fine, coarse;
  if (!interGridPair(c, &fine, &coarse) || mlirLogicalResultIsFailure(checkSpaces(c)))
    return mlirLogicalResultFailure();
  for (int e = 0; e < c->m->nargs; ++e)
    if (c->m->args[e].kind == PSY_ARG_FIELD)
      psyAbiAddSpace(c->b, mlirOperationGetOperand(c->call, c->at[e]),
                     psyAbiOperandArg(c, e, "field"));
  if (psyAbiFindMade(c->b, &(PsyAbiKey){.kind = PSY_ABI_CELL_MAP, .arg = fine, .coarse = coarse}))
    return mlirLogicalResultSuccess();
  char *f = psyInvokeArgName(c->b->func, fine), *co = psyInvokeArgName(c->b->func, coarse);
  char *names[5] = {psyFormat("cell_map_%s", co), psyFormat("ncpc_%s_%s_x", f, co),
                    psyFormat("ncpc_%s_%s_y", f, co), psyFormat("ncell_%s", f),
                    psyFormat("ncell_%s", co)}; /* PSyclone's names */
  for (int k = 0; k < 5; ++k)
    psyAbiAdd(c->b, (PsyAbiEntry){.kind = kGrid[k], .arg = fine, .coarse = coarse,
                                  .name = names[k]});
  free(f);
  free(co);
  return mlirLogicalResultSuccess();
}
