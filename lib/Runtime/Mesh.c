/* The extruded planar, doubly periodic quadrilateral mesh and its local cell numbering.
 *
 * The global mesh of gnx * gny columns is cut into px * py blocks, one per rank (rank
 * r = by * px + bx holds block (bx, by)); block k of an axis of n cells over p blocks is
 * [floor(k n / p), floor((k + 1) n / p)). Each rank's local mesh is its block on an unfolded
 * plane: owned cells at 0 <= i < nx, 0 <= j < ny (the block's size), numbered first (row
 * by row, i fastest); then the halo rings, depth 1 (cells at distance 1 from the owned
 * block), depth 2, ..., each row by row. Local position (i, j) is global cell
 * ((i0 + i) mod gnx, (j0 + j) mod gny), owned by whichever rank's block holds it: this rank,
 * another, or this one again across the periodic boundary (one rank is the serial case).
 * This is the order LFRic's local meshes use (owned cells, then halo cells by depth). With
 * one rank and no halo the owned block wraps around instead. */
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

/* px * py = n with px >= py as close as possible (MPI_Dims_create's choice): 3 gives 3 x 1. */
void psyRtChooseBlocks(int n, int *px, int *py) {
  *py = 1;
  for (int q = 1; q * q <= n; ++q)
    if (n % q == 0)
      *py = q;
  *px = n / *py;
}

/* Block k of an axis of n cells over p blocks: [floor(k n / p), floor((k + 1) n / p)). */
static int *evenStarts(int n, int p) {
  int *start = malloc((size_t)(p + 1) * sizeof(int));
  for (int k = 0; start && k <= p; ++k)
    start[k] = (int)((long long)k * n / p);
  return start;
}

/* The block index holding global position g of an axis. */
static int blockOf(const int *start, int p, int g) {
  int k = 0;
  while (k + 1 < p && start[k + 1] <= g)
    ++k;
  return k;
}

int psyRtMeshOwnerOf(const PsyRtMesh *m, int gi, int gj) {
  return blockOf(m->yStart, m->py, gj) * m->px + blockOf(m->xStart, m->px, gi);
}

int psyRtMeshGlobalI(const PsyRtMesh *m, int i) { return floorMod(m->i0 + i, m->gnx); }
int psyRtMeshGlobalJ(const PsyRtMesh *m, int j) { return floorMod(m->j0 + j, m->gny); }

static int allocateCells(PsyRtMesh *m) {
  size_t slots = (size_t)(m->nx + 2 * m->halo) * (size_t)(m->ny + 2 * m->halo);
  m->lastHalo = calloc((size_t)m->halo + 1, sizeof(int));
  m->cellI = calloc(slots, sizeof(int));
  m->cellJ = calloc(slots, sizeof(int));
  m->next = calloc(4 * slots, sizeof(int));
  m->cellAt = malloc(slots * sizeof(int));
  if (!m->lastHalo || !m->cellI || !m->cellJ || !m->next || !m->cellAt)
    return -1;
  for (size_t s = 0; s < slots; ++s)
    m->cellAt[s] = -1;
  return 0;
}

/* The rank's block of a global mesh cut at the given block starts (taken over by the mesh).
 * Every block must hold a cell; several ranks need a halo to talk through. */
static PsyRtMesh *createBlock(PsyRtMesh proto, int *xStart, int *yStart) {
  PsyRtMesh *m = calloc(1, sizeof *m);
  if (!m || !xStart || !yStart) {
    free(m);
    free(xStart);
    free(yStart);
    return NULL;
  }
  *m = proto;
  m->xStart = xStart;
  m->yStart = yStart;
  int bx = m->rank % m->px, by = m->rank / m->px;
  m->i0 = xStart[bx];
  m->j0 = yStart[by];
  m->nx = xStart[bx + 1] - m->i0;
  m->ny = yStart[by + 1] - m->j0;
  int ok = m->px * m->py == 1 || m->halo >= 1;
  for (int k = 0; k < m->px; ++k)
    ok = ok && xStart[k + 1] > xStart[k];
  for (int k = 0; k < m->py; ++k)
    ok = ok && yStart[k + 1] > yStart[k];
  if (!ok || allocateCells(m) != 0) {
    psyRtMeshDestroy(m);
    return NULL;
  }
  numberCells(m);
  connectCells(m);
  if (psyRtMeshColour(m) != 0) {
    psyRtMeshDestroy(m);
    return NULL;
  }
  return m;
}

PsyRtMesh *psyRtMeshCreate(int nx, int ny, int nlayers, double dx, double dy, double dz,
                           int haloDepth) {
  if (nx < 1 || ny < 1 || nlayers < 1 || haloDepth < 0 || !(dx > 0) || !(dy > 0) || !(dz > 0))
    return NULL;
  if (psyRtCommInit() != 0)
    return NULL;
  PsyRtMesh proto = {.gnx = nx, .gny = ny, .nlayers = nlayers, .halo = haloDepth,
                     .d = {dx, dy, dz}, .rank = psyRtCommRank()};
  psyRtChooseBlocks(psyRtCommSize(), &proto.px, &proto.py);
  return createBlock(proto, evenStarts(nx, proto.px), evenStarts(ny, proto.py));
}

/* The blocks of the coarse mesh, each cell split rx x ry: fine block = r x coarse block. */
static int *scaledStarts(const int *start, int p, int r) {
  int *s = malloc((size_t)(p + 1) * sizeof(int));
  for (int k = 0; s && k <= p; ++k)
    s[k] = start[k] * r;
  return s;
}

PsyRtMesh *psyRtMeshCreateRefined(const PsyRtMesh *coarse, int rx, int ry, int haloDepth) {
  if (!coarse || rx < 1 || ry < 1 || haloDepth < 0)
    return NULL;
  PsyRtMesh proto = {.gnx = coarse->gnx * rx, .gny = coarse->gny * ry,
                     .nlayers = coarse->nlayers, .halo = haloDepth,
                     .d = {coarse->d[0] / rx, coarse->d[1] / ry, coarse->d[2]},
                     .rank = coarse->rank, .px = coarse->px, .py = coarse->py};
  return createBlock(proto, scaledStarts(coarse->xStart, coarse->px, rx),
                     scaledStarts(coarse->yStart, coarse->py, ry));
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
  free(m->xStart);
  free(m->yStart);
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

int psyRtMeshGetGlobalNx(const PsyRtMesh *m) { return m->gnx; }
int psyRtMeshGetGlobalNy(const PsyRtMesh *m) { return m->gny; }

void psyRtMeshGetBlockOrigin(const PsyRtMesh *m, int *i0, int *j0) {
  *i0 = m->i0;
  *j0 = m->j0;
}

int psyRtMeshGetGlobalCellId(const PsyRtMesh *m, int cell) {
  if (cell < 0 || cell >= m->ncells)
    return -1;
  return psyRtMeshGlobalJ(m, m->cellJ[cell]) * m->gnx + psyRtMeshGlobalI(m, m->cellI[cell]);
}

int psyRtMeshGetCellOwner(const PsyRtMesh *m, int cell) {
  if (cell < 0 || cell >= m->ncells)
    return -1;
  return psyRtMeshOwnerOf(m, psyRtMeshGlobalI(m, m->cellI[cell]),
                          psyRtMeshGlobalJ(m, m->cellJ[cell]));
}

int psyRtMeshGetOwnedImage(const PsyRtMesh *m, int cell) {
  if (psyRtMeshGetCellOwner(m, cell) != m->rank)
    return -1;
  return m->cellAt[cellSlot(m, psyRtMeshGlobalI(m, m->cellI[cell]) - m->i0,
                            psyRtMeshGlobalJ(m, m->cellJ[cell]) - m->j0)];
}
