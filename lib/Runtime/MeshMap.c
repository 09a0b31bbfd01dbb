/* Maps between the meshes of a multigrid hierarchy (LFRic's mesh_map_type): each cell of a
 * coarse mesh covers rx x ry cells of a fine mesh that refines it by integer factors, fine
 * cell (rx * I + i, ry * J + j) under coarse cell (I, J) on the unfolded plane. An
 * inter-grid kernel gets, per coarse cell, its fine cells in LFRic's layout
 * cell_map(i, j) (i fastest). Halo cells map through their unfolded positions too; a fine
 * cell outside the fine local mesh is -1. Over several ranks each fine block must be exactly
 * the coarse block refined (psyRtMeshCreateRefined makes such a mesh), so that local unfolded
 * positions align as they do on one rank. */
#include "Internal.h"

int psyRtMeshMapRatio(const PsyRtMesh *coarse, const PsyRtMesh *fine, int *rx, int *ry) {
  if (!coarse || !fine || fine->gnx % coarse->gnx || fine->gny % coarse->gny ||
      fine->nlayers != coarse->nlayers)
    return -1;
  int x = fine->gnx / coarse->gnx, y = fine->gny / coarse->gny;
  int aligned = fine->i0 == x * coarse->i0 && fine->j0 == y * coarse->j0 &&
                fine->nx == x * coarse->nx && fine->ny == y * coarse->ny;
  /* Blocks may align on some ranks only: every rank must give the same answer. */
  if (psyRtCommAllreduceMinInt(aligned) == 0)
    return -1;
  *rx = x;
  *ry = y;
  return 0;
}

int psyRtMeshMapCells(const PsyRtMesh *coarse, const PsyRtMesh *fine, int *map) {
  int rx, ry;
  if (psyRtMeshMapRatio(coarse, fine, &rx, &ry) != 0)
    return -1;
  for (int c = 0; c < coarse->ncells; ++c)
    for (int j = 0; j < ry; ++j)
      for (int i = 0; i < rx; ++i)
        map[(c * ry + j) * rx + i] =
            psyRtMeshCellAt(fine, rx * coarse->cellI[c] + i, ry * coarse->cellJ[c] + j);
  return 0;
}
