/* Colouring of the local cells, so that a cell loop writing a continuous field can run the
 * cells of one colour in parallel: no two cells of a colour may share a dof.
 *
 * At lowest order every dof a cell shares with another lies on a shared vertex, edge or
 * face, and all of those contain a vertex, so two cells conflict exactly when they share a
 * vertex: when their unfolded positions are a king's move apart (wrapped around the
 * periodic mesh when it has no halo; with a halo, the images across the periodic boundary
 * are distinct local dofs). The 2 x 2 pattern colour (i mod 2, j mod 2) never conflicts on
 * the unfolded plane, nor on a wrapped mesh of even nx and ny. Cells are coloured greedily
 * in local order, each taking its pattern colour when no coloured neighbour has it and the
 * lowest free colour otherwise, which keeps the four pattern colours wherever they are
 * valid and stays correct on wrapped meshes of odd size (a 3 x 3 wrapped mesh needs nine).
 * Empty colours are dropped at the end. */
#include "Internal.h"

#include <stdlib.h>

/* A cell has at most eight neighbours, so a greedy colour is at most 8. */
enum { MAX_COLOURS = 9 };

static int floorMod(int a, int n) { return ((a % n) + n) % n; }

/* Bit set of the colours already given to the cells sharing a vertex with cell. */
static unsigned neighbourColours(const PsyRtMesh *m, int cell) {
  unsigned used = 0;
  for (int dj = -1; dj <= 1; ++dj)
    for (int di = -1; di <= 1; ++di) {
      int other = psyRtMeshCellAt(m, m->cellI[cell] + di, m->cellJ[cell] + dj);
      if (other >= 0 && other != cell && m->colour[other] >= 0)
        used |= 1u << m->colour[other];
    }
  return used;
}

static int pickColour(const PsyRtMesh *m, int cell) {
  unsigned used = neighbourColours(m, cell);
  int pattern = floorMod(m->cellI[cell], 2) + 2 * floorMod(m->cellJ[cell], 2);
  if (!(used & (1u << pattern)))
    return pattern;
  int c = 0;
  while (used & (1u << c))
    ++c;
  return c;
}

/* Renumbers the colours in use as 0, 1, ... in their original order. */
static void dropEmptyColours(PsyRtMesh *m) {
  int renumber[MAX_COLOURS], present[MAX_COLOURS] = {0};
  for (int c = 0; c < m->ncells; ++c)
    present[m->colour[c]] = 1;
  m->ncolours = 0;
  for (int k = 0; k < MAX_COLOURS; ++k)
    renumber[k] = present[k] ? m->ncolours++ : -1;
  for (int c = 0; c < m->ncells; ++c)
    m->colour[c] = renumber[m->colour[c]];
}

/* Groups the cells by colour (a counting sort, so each colour keeps local order) and counts
 * each colour's cells before each halo depth's last cell. */
static void groupCells(PsyRtMesh *m) {
  for (int k = 0; k <= m->ncolours; ++k)
    m->colourStart[k] = 0;
  for (int c = 0; c < m->ncells; ++c)
    ++m->colourStart[m->colour[c] + 1];
  for (int k = 0; k < m->ncolours; ++k)
    m->colourStart[k + 1] += m->colourStart[k];
  int fill[MAX_COLOURS];
  for (int k = 0; k < m->ncolours; ++k)
    fill[k] = m->colourStart[k];
  for (int d = 0, c = 0; d <= m->halo; ++d) {
    for (; c < m->lastHalo[d]; ++c)
      m->colourCells[fill[m->colour[c]]++] = c;
    for (int k = 0; k < m->ncolours; ++k)
      m->colourLast[d * m->ncolours + k] = fill[k] - m->colourStart[k];
  }
}

int psyRtMeshColour(PsyRtMesh *m) {
  m->colour = malloc((size_t)m->ncells * sizeof(int));
  m->colourCells = malloc((size_t)m->ncells * sizeof(int));
  m->colourStart = malloc((MAX_COLOURS + 1) * sizeof(int));
  m->colourLast = malloc((size_t)(m->halo + 1) * MAX_COLOURS * sizeof(int));
  if (!m->colour || !m->colourCells || !m->colourStart || !m->colourLast)
    return -1;
  for (int c = 0; c < m->ncells; ++c)
    m->colour[c] = -1;
  for (int c = 0; c < m->ncells; ++c)
    m->colour[c] = pickColour(m, c);
  dropEmptyColours(m);
  groupCells(m);
  return 0;
}

int psyRtMeshGetNColours(const PsyRtMesh *m) { return m->ncolours; }

int psyRtMeshGetCellColour(const PsyRtMesh *m, int cell) {
  return cell >= 0 && cell < m->ncells ? m->colour[cell] : -1;
}

const int *psyRtMeshGetColourCells(const PsyRtMesh *m, int colour, int *ncells) {
  *ncells = 0;
  if (colour < 0 || colour >= m->ncolours)
    return NULL;
  *ncells = m->colourStart[colour + 1] - m->colourStart[colour];
  return m->colourCells + m->colourStart[colour];
}

int psyRtMeshGetLastHaloCellPerColour(const PsyRtMesh *m, int colour, int depth) {
  if (colour < 0 || colour >= m->ncolours || depth < 0 || depth > m->halo)
    return -1;
  return m->colourLast[depth * m->ncolours + colour];
}
