/* The invoke ABI's colouring (psy-c/InvokeAbi.def: family COLOUR).
 *
 * A coloured loop (psy-colour's colours loop holding colour_cells loops to last_edge_cell)
 * brings the mesh's colouring once per invoke: ncolour, the owned cells of each colour and the
 * colour map, from the coloured loop's field, or the field nlayers comes from (all from one
 * mesh: inter-grid kernels in coloured loops are refused). */
#include "Abi.h"

void psyAbiNeedColouring(AbiBuilder *b, MlirOperation loop) {
  intptr_t arg;
  MlirValue f = psyLoopOpGetField(loop);
  if (b->colour || psyLoopOpGetIteration(loop) != PSY_ITER_COLOUR_CELLS) return;
  if (!mlirValueIsNull(f) && psyAbiIsFieldType(mlirValueGetType(f)) &&
      psyAbiArgNumber(b, f, &arg))
    b->colour = (int)arg + 1;
  else if (b->mesh[0] >= 0)
    b->colour = b->mesh[0] + 1;
}

void psyAbiFinishColouring(AbiBuilder *b) {
  static const struct {
    PsyAbiKind kind;
    const char *name;
  } kColour[3] = {{PSY_ABI_NCOLOUR, "ncolour"},
                  {PSY_ABI_COLOUR_NCELLS, "last_edge_cell_all_colours"},
                  {PSY_ABI_CMAP, "cmap"}};
  for (int k = 0; k < 3 && b->colour; ++k)
    psyAbiAdd(b, (PsyAbiEntry){.kind = kColour[k].kind, .arg = b->colour - 1,
                               .name = psyXstrdup(kColour[k].name)});
}
