/* Stencils: the cells around a cell that a stencil kernel reads, in LFRic's order.
 *
 * A stencil walks from the cell along each of the directions its shape uses, in LFRic's
 * face order W, S, E, N, `extent` steps; a REGION stencil also walks `extent` steps to the
 * left of every cell of each of those arms, so the four arms and their branches tile the
 * (2 extent + 1)^2 square quadrant by quadrant. On a planar mesh a direction never changes
 * along a walk (LFRic rotates it when a walk crosses between cubed-sphere panels). */
#include "Internal.h"

/* Which of W, S, E, N each shape walks along. */
typedef struct {
  PsyRtStencilShape shape;
  unsigned char walk[4];
  int region;
} ShapeInfo;

static const ShapeInfo Shapes[] = {
    {PSY_RT_STENCIL_POINT, {0, 0, 0, 0}, 0},  {PSY_RT_STENCIL_1DX, {1, 0, 1, 0}, 0},
    {PSY_RT_STENCIL_1DY, {0, 1, 0, 1}, 0},    {PSY_RT_STENCIL_CROSS, {1, 1, 1, 1}, 0},
    {PSY_RT_STENCIL_REGION, {1, 1, 1, 1}, 1},
};

static const ShapeInfo *shapeInfo(PsyRtStencilShape shape) {
  for (size_t i = 0; i < sizeof Shapes / sizeof *Shapes; ++i)
    if (Shapes[i].shape == shape)
      return &Shapes[i];
  return NULL;
}

int psyRtStencilGetMaxSize(PsyRtStencilShape shape, int extent) {
  const ShapeInfo *info = shapeInfo(shape);
  if (!info || extent < 0)
    return 0;
  if (info->region)
    return (2 * extent + 1) * (2 * extent + 1);
  int arms = info->walk[0] + info->walk[1] + info->walk[2] + info->walk[3];
  return 1 + arms * extent;
}

/* Appends cell unless it is missing (-1) or already listed. */
static void add(int *cells, int *n, int cell) {
  if (cell < 0)
    return;
  for (int i = 0; i < *n; ++i)
    if (cells[i] == cell)
      return;
  cells[(*n)++] = cell;
}

/* The cells 1 .. extent steps from cell towards face, stopping at the mesh's edge. */
static void walk(const PsyRtMesh *m, int cell, int face, int extent, int *cells, int *n) {
  for (int step = 0; step < extent && cell >= 0; ++step) {
    cell = psyRtMeshGetCellNext(m, cell, face);
    add(cells, n, cell);
  }
}

int psyRtMeshGetStencilCells(const PsyRtMesh *m, PsyRtStencilShape shape, int extent,
                             int cell, int *cells) {
  const ShapeInfo *info = shapeInfo(shape);
  if (!info || extent < 0 || cell < 0 || cell >= m->ncells)
    return -1;
  int n = 0;
  add(cells, &n, cell);
  for (int face = 0; face < 4; ++face) {
    if (!info->walk[face])
      continue;
    int arm = cell;
    for (int step = 0; step < extent && arm >= 0; ++step) {
      arm = psyRtMeshGetCellNext(m, arm, face);
      add(cells, &n, arm);
      if (info->region && arm >= 0)
        walk(m, arm, (face + 1) % 4, extent, cells, &n); /* W->S, S->E, E->N, N->W */
    }
  }
  return n;
}
