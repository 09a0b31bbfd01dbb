/* LFRic's locally assembled (LMA) operators: one dense ndf_to x ndf_from matrix per 3D cell,
 * stored as local_stencil(ndf_to, ndf_from, ncell_3d) with ncell_3d = ncells_2d * nlayers
 * (halo cells included, as LFRic sizes it from the from-space's get_ncell). Operators are
 * never halo-exchanged: loops writing them run redundantly into the halo instead. */
#include "Internal.h"

#include <stdlib.h>

PsyRtOperator *psyRtOperatorCreate(const PsyRtFunctionSpace *to, const PsyRtFunctionSpace *from,
                                   PsyRtDataType type) {
  if (!to || !from || to->mesh != from->mesh || (type != PSY_RT_REAL64 && type != PSY_RT_REAL32))
    return NULL;
  PsyRtOperator *op = calloc(1, sizeof *op);
  if (!op)
    return NULL;
  *op = (PsyRtOperator){
      .to = to, .from = from, .type = type, .ncell3d = from->mesh->ncells * from->mesh->nlayers};
  size_t elem = type == PSY_RT_REAL64 ? sizeof(double) : sizeof(float);
  op->data = calloc((size_t)to->ndf * (size_t)from->ndf * (size_t)op->ncell3d, elem);
  if (!op->data) {
    psyRtOperatorDestroy(op);
    return NULL;
  }
  return op;
}

void psyRtOperatorDestroy(PsyRtOperator *op) {
  if (!op)
    return;
  free(op->data);
  free(op);
}

const PsyRtFunctionSpace *psyRtOperatorGetFsTo(const PsyRtOperator *op) { return op->to; }
const PsyRtFunctionSpace *psyRtOperatorGetFsFrom(const PsyRtOperator *op) { return op->from; }
PsyRtDataType psyRtOperatorGetDataType(const PsyRtOperator *op) { return op->type; }
int psyRtOperatorGetNCell3d(const PsyRtOperator *op) { return op->ncell3d; }
void *psyRtOperatorGetData(PsyRtOperator *op) { return op->data; }
