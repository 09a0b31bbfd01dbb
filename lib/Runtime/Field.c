/* Field storage and per-depth halo dirty flags (the exchange itself is in Exchange.c).
 *
 * As in LFRic, a field starts with every halo depth dirty; a write to owned dofs makes them
 * all dirty (set_dirty); a loop that computes the halo redundantly to depth d, or a halo
 * exchange to depth d, makes depths 1..d clean (set_clean). Depth 0 (the owned dofs) is
 * never dirty. */
#include "Internal.h"

#include <stdlib.h>
#include <string.h>

static size_t elemSizeOf(PsyRtDataType type) {
  switch (type) {
  case PSY_RT_REAL64:
    return sizeof(double);
  case PSY_RT_REAL32:
    return sizeof(float);
  case PSY_RT_INT32:
    return sizeof(int);
  }
  return 0;
}

PsyRtField *psyRtFieldCreate(const PsyRtFunctionSpace *fs, PsyRtDataType type) {
  size_t elem = elemSizeOf(type);
  if (!fs || elem == 0)
    return NULL;
  PsyRtField *f = calloc(1, sizeof *f);
  if (!f)
    return NULL;
  *f = (PsyRtField){.fs = fs, .type = type, .elemSize = elem, .depth = fs->mesh->halo,
                    .pending = -1};
  f->data = calloc((size_t)fs->undf, elem);
  f->dirty = calloc((size_t)f->depth + 1, 1);
  if (!f->data || !f->dirty) {
    psyRtFieldDestroy(f);
    return NULL;
  }
  psyRtFieldSetDirty(f);
  return f;
}

void psyRtFieldDestroy(PsyRtField *f) {
  if (!f)
    return;
  psyRtFieldExchangeRelease(f);
  free(f->data);
  free(f->dirty);
  free(f);
}

const PsyRtFunctionSpace *psyRtFieldGetFunctionSpace(const PsyRtField *f) { return f->fs; }
PsyRtDataType psyRtFieldGetDataType(const PsyRtField *f) { return f->type; }
void *psyRtFieldGetData(PsyRtField *f) { return f->data; }
int psyRtFieldGetHaloDepth(const PsyRtField *f) { return f->depth; }

int psyRtFieldIsDirty(const PsyRtField *f, int depth) {
  if (depth <= 0)
    return 0;
  return depth > f->depth || f->dirty[depth];
}

void psyRtFieldSetDirty(PsyRtField *f) {
  for (int d = 1; d <= f->depth; ++d)
    f->dirty[d] = 1;
}

void psyRtFieldSetClean(PsyRtField *f, int depth) {
  for (int d = 1; d <= depth && d <= f->depth; ++d)
    f->dirty[d] = 0;
}

int psyRtFieldGetCleanDepth(const PsyRtField *f) {
  int d = 0;
  while (d < f->depth && !f->dirty[d + 1])
    ++d;
  return d;
}

static int isCoordinateField(const PsyRtField *f, const PsyRtMesh *mesh) {
  return f && f->type == PSY_RT_REAL64 && f->fs->space == PSY_RT_WCHI && f->fs->order == 1 &&
         f->fs->mesh == mesh;
}

/* Node of dof df of a cell at local unfolded (i, j), layer k, in physical coordinates
 * (global unfolded position: a halo cell past the periodic boundary lies outside the
 * domain, as with one rank). */
static void nodeCoordinates(const PsyRtFunctionSpace *fs, int df, int i, int j, int k,
                            double x[3]) {
  double xi[3];
  const int origin[3] = {fs->mesh->i0 + i, fs->mesh->j0 + j, k};
  psyRtSpaceGetNode(fs->space, fs->order, df, xi);
  for (int a = 0; a < 3; ++a)
    x[a] = (origin[a] + xi[a]) * fs->mesh->d[a];
}

/* Writes coordinate a of every node of one Wchi field. */
static void assignAxis(PsyRtField *chi, int a) {
  const PsyRtFunctionSpace *fs = chi->fs;
  const PsyRtMesh *mesh = fs->mesh;
  double *data = chi->data;
  for (int cell = 0; cell < mesh->ncells; ++cell)
    for (int k = 0; k < mesh->nlayers; ++k)
      for (int df = 0; df < fs->ndf; ++df) {
        double x[3];
        nodeCoordinates(fs, df, mesh->cellI[cell], mesh->cellJ[cell], k, x);
        data[fs->map[cell * fs->ndf + df] + k] = x[a];
      }
  psyRtFieldSetClean(chi, chi->depth);
}

int psyRtFieldAssignCoordinates(PsyRtField *chi[3]) {
  const PsyRtMesh *mesh = chi[0] ? chi[0]->fs->mesh : NULL;
  for (int a = 0; a < 3; ++a)
    if (!isCoordinateField(chi[a], mesh))
      return -1;
  for (int a = 0; a < 3; ++a)
    assignAxis(chi[a], a);
  return 0;
}
