/* The extruded planar, doubly periodic quadrilateral mesh and its local cell numbering.
 *
 * Cells live on the unfolded plane: owned cells at 0 <= i < nx, 0 <= j < ny, numbered
 * first (row by row, i fastest); then the halo rings, depth 1 (cells at distance 1 from the
 * owned block), depth 2, ..., each row by row. With one partition a halo cell is a periodic
 * image of the owned cell at (i mod nx, j mod ny). This is the order LFRic's local meshes
 * use (owned cells, then halo cells by depth), so the MPI partitioner only changes which
 * cells are owned. Without a halo the owned block wraps around instead. */
#include "Internal.h"

#include <stdlib.h>

static int floorMod(int a, int n) { return ((a % n) + n) % n; }

/* How far (i, j) lies outside the owned block, in rings. */
static int ringOf(const PsyRtMesh *m, int i, int j) {
  int di = i < 0 ? -i : i >= m->nx ? i - m->nx + 1 : 0;
  int dj = j < 0 ? -j : j >= m->ny ? j - m->ny + 1 : 0;
  return di > dj ? di : dj;
}

int psyRtMeshHasPosition(const PsyRtMesh *m, int i, int j) {
  return ringOf(m, i, j) <= m->halo;
}

static int cellSlot(const PsyRtMesh *m, int i, int j) {
  return (j + m->halo) * (m->nx + 2 * m->halo) + (i + m->halo);
}

int psyRtMeshGridIndex(const PsyRtMesh *m, int i, int j) {
  if (m->halo == 0)
    return floorMod(j, m->ny) * m->nx + floorMod(i, m->nx);
  return (j + m->halo) * (m->nx + 2 * m->halo + 1) + (i + m->halo);
}

int psyRtMeshGridSize(const PsyRtMesh *m) {
  if (m->halo == 0)
    return m->nx * m->ny;
  return (m->nx + 2 * m->halo + 1) * (m->ny + 2 * m->halo + 1);
}

static void addCell(PsyRtMesh *m, int i, int j) {
  m->cellI[m->ncells] = i;
  m->cellJ[m->ncells] = j;
  m->cellAt[cellSlot(m, i, j)] = m->ncells++;
}

/* Owned cells, then each halo ring, recording where each depth ends. */
static void numberCells(PsyRtMesh *m) {
  for (int j = 0; j < m->ny; ++j)
    for (int i = 0; i < m->nx; ++i)
      addCell(m, i, j);
  m->lastHalo[0] = m->ncells;
  for (int d = 1; d <= m->halo; ++d) {
    for (int j = -d; j < m->ny + d; ++j)
      for (int i = -d; i < m->nx + d; ++i)
        if (ringOf(m, i, j) == d)
          addCell(m, i, j);
    m->lastHalo[d] = m->ncells;
  }
}

int psyRtMeshCellAt(const PsyRtMesh *m, int i, int j) {
  if (m->halo == 0)
    return m->cellAt[cellSlot(m, floorMod(i, m->nx), floorMod(j, m->ny))];
  return psyRtMeshHasPosition(m, i, j) ? m->cellAt[cellSlot(m, i, j)] : -1;
}

/* Neighbours across W, S, E, N: LFRic's face order. */
static void connectCells(PsyRtMesh *m) {
  static const int step[4][2] = {{-1, 0}, {0, -1}, {1, 0}, {0, 1}};
  for (int c = 0; c < m->ncells; ++c)
    for (int f = 0; f < 4; ++f)
      m->next[4 * c + f] = psyRtMeshCellAt(m, m->cellI[c] + step[f][0], m->cellJ[c] + step[f][1]);
}

PsyRtMesh *psyRtMeshCreate(int nx, int ny, int nlayers, double dx, double dy, double dz,
                           int haloDepth) {
  if (nx < 1 || ny < 1 || nlayers < 1 || haloDepth < 0 || !(dx > 0) || !(dy > 0) || !(dz > 0))
    return NULL;
  PsyRtMesh *m = calloc(1, sizeof *m);
  if (!m)
    return NULL;
  *m = (PsyRtMesh){.nx = nx, .ny = ny, .nlayers = nlayers, .halo = haloDepth,
                   .d = {dx, dy, dz}};
  size_t slots = (size_t)(nx + 2 * haloDepth) * (size_t)(ny + 2 * haloDepth);
  m->lastHalo = calloc((size_t)haloDepth + 1, sizeof(int));
  m->cellI = calloc(slots, sizeof(int));
  m->cellJ = calloc(slots, sizeof(int));
  m->next = calloc(4 * slots, sizeof(int));
  m->cellAt = malloc(slots * sizeof(int));
  if (!m->lastHalo || !m->cellI || !m->cellJ || !m->next || !m->cellAt) {
    psyRtMeshDestroy(m);
    return NULL;
  }
  for (size_t s = 0; s < slots; ++s)
    m->cellAt[s] = -1;
  numberCells(m);
  connectCells(m);
  if (psyRtMeshColour(m) != 0) {
    psyRtMeshDestroy(m);
    return NULL;
  }
  return m;
}

void psyRtMeshDestroy(PsyRtMesh *m) {
  if (!m)
    return;
  free(m->lastHalo);
  free(m->cellI);
  free(m->cellJ);
  free(m->next);
  free(m->cellAt);
  free(m->colour);
  free(m->colourCells);
  free(m->colourStart);
  free(m->colourLast);
  free(m);
}

int psyRtMeshGetNx(const PsyRtMesh *m) { return m->nx; }
int psyRtMeshGetNy(const PsyRtMesh *m) { return m->ny; }
int psyRtMeshGetNLayers(const PsyRtMesh *m) { return m->nlayers; }
int psyRtMeshGetHaloDepth(const PsyRtMesh *m) { return m->halo; }
int psyRtMeshGetNCells2d(const PsyRtMesh *m) { return m->ncells; }
int psyRtMeshGetLastEdgeCell(const PsyRtMesh *m) { return m->lastHalo[0]; }

void psyRtMeshGetSpacing(const PsyRtMesh *m, double d[3]) {
  for (int a = 0; a < 3; ++a)
    d[a] = m->d[a];
}

int psyRtMeshGetLastHaloCell(const PsyRtMesh *m, int depth) {
  return depth >= 0 && depth <= m->halo ? m->lastHalo[depth] : -1;
}

int psyRtMeshGetCellNext(const PsyRtMesh *m, int cell, int face) {
  if (cell < 0 || cell >= m->ncells || face < 0 || face > 3)
    return -1;
  return m->next[4 * cell + face];
}

void psyRtMeshGetCellPosition(const PsyRtMesh *m, int cell, int *i, int *j) {
  *i = m->cellI[cell];
  *j = m->cellJ[cell];
}

int psyRtMeshGetOwnedImage(const PsyRtMesh *m, int cell) {
  return m->cellAt[cellSlot(m, floorMod(m->cellI[cell], m->nx), floorMod(m->cellJ[cell], m->ny))];
}
