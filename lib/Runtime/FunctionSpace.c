/* Dofmaps of the lowest-order function spaces, numbered as LFRic numbers them.
 *
 * Each dof sits on an entity of the 2D mesh (vertex, x-edge, y-edge or cell; read off its
 * basis factors) and is repeated up the column: nlayers dofs for a vertical entity (a
 * vertical edge or face, a volume), nlayers + 1 for a horizontal one (a vertex, a
 * horizontal edge or face), the top one of a cell being the bottom one of the cell above.
 * The dofs of a column are contiguous, so layer k uses map + k. Discontinuous spaces give
 * each dof of a cell its own column.
 *
 * Columns are numbered owned first (in owned-cell order), then annexed ones (on owned cells
 * but images of owned ones), then those first reached from halo depth 1, 2, ... A column
 * at unfolded position (i, j) is owned when 0 <= i < nx and 0 <= j < ny; otherwise it is a
 * periodic image of the owned column at (i mod nx, j mod ny), which a halo exchange copies
 * into it. */
#include "Internal.h"

#include <stdlib.h>

enum { ENT_VERTEX, ENT_XEDGE, ENT_YEDGE, ENT_CELL, ENT_KINDS };

typedef struct {
  int key, image; /* column and the owned column it images */
  int height, top;
  int owned;
} Column;

typedef struct {
  PsyRtFunctionSpace *fs;
  const PsyRtDofShape *dofs;
  int slots; /* columns per 2D entity: ndf when discontinuous, else 1 */
  int *start; /* first dof of each column, -1 until numbered */
  int next;
} Numbering;

static int floorMod(int a, int n) { return ((a % n) + n) % n; }

static int columnKey(const Numbering *n, int kind, int i, int j, int slot) {
  const PsyRtMesh *m = n->fs->mesh;
  return ((kind * psyRtMeshGridSize(m)) + psyRtMeshGridIndex(m, i, j)) * n->slots + slot;
}

static Column columnOf(const Numbering *n, int cell, int df) {
  const PsyRtMesh *m = n->fs->mesh;
  const unsigned char *f = n->dofs[df].f;
  int i = m->cellI[cell], j = m->cellJ[cell], kind = ENT_CELL, slot = 0;
  if (n->slots > 1) {
    slot = df;
  } else {
    int hx = f[0] != PSY_RT_ONE, hy = f[1] != PSY_RT_ONE;
    kind = hx && hy ? ENT_VERTEX : hy ? ENT_XEDGE : hx ? ENT_YEDGE : ENT_CELL;
    i += f[0] == PSY_RT_HI;
    j += f[1] == PSY_RT_HI;
  }
  int tall = n->slots == 1 && f[2] != PSY_RT_ONE;
  Column c = {.height = m->nlayers + tall, .top = tall && f[2] == PSY_RT_HI};
  c.owned = m->halo == 0 || (i >= 0 && i < m->nx && j >= 0 && j < m->ny);
  c.key = columnKey(n, kind, i, j, slot);
  c.image = columnKey(n, kind, floorMod(i, m->nx), floorMod(j, m->ny), slot);
  return c;
}

/* Numbers the columns of cells [first, last) not numbered yet; ownedOnly for pass one.
 * A non-owned column records, dof by dof, the owned dof it images. */
static void numberCells(Numbering *n, int first, int last, int ownedOnly) {
  PsyRtFunctionSpace *fs = n->fs;
  for (int cell = first; cell < last; ++cell)
    for (int df = 0; df < fs->ndf; ++df) {
      Column c = columnOf(n, cell, df);
      if (n->start[c.key] >= 0 || (ownedOnly && !c.owned))
        continue;
      n->start[c.key] = n->next;
      for (int t = 0; !c.owned && t < c.height; ++t)
        fs->image[n->next + t - fs->owned] = n->start[c.image] + t;
      n->next += c.height;
    }
}

/* An upper bound on undf: every cell brings at most ndf columns of nlayers + 1 dofs. */
static size_t maxDofs(const PsyRtFunctionSpace *fs) {
  return (size_t)fs->mesh->ncells * (size_t)fs->ndf * (size_t)(fs->mesh->nlayers + 1);
}

static int numberDofs(PsyRtFunctionSpace *fs) {
  const PsyRtMesh *m = fs->mesh;
  int ndf, slots = psyRtSpaceIsDiscontinuous(fs->space) ? fs->ndf : 1;
  Numbering n = {.fs = fs, .dofs = psyRtSpaceShapes(fs->space, fs->order, &ndf),
                 .slots = slots};
  size_t keys = (size_t)ENT_KINDS * (size_t)psyRtMeshGridSize(m) * (size_t)slots;
  n.start = malloc(keys * sizeof(int));
  fs->image = malloc(maxDofs(fs) * sizeof(int));
  if (!n.start || !fs->image) {
    free(n.start);
    return -1;
  }
  for (size_t k = 0; k < keys; ++k)
    n.start[k] = -1;
  numberCells(&n, 0, m->lastHalo[0], 1);
  fs->owned = n.next;
  for (int d = 0, first = 0; d <= m->halo; first = m->lastHalo[d++]) {
    numberCells(&n, first, m->lastHalo[d], 0);
    fs->lastHalo[d] = n.next;
  }
  fs->annexed = fs->lastHalo[0];
  fs->undf = n.next;
  for (int cell = 0; cell < m->ncells; ++cell)
    for (int df = 0; df < fs->ndf; ++df) {
      Column c = columnOf(&n, cell, df);
      fs->map[cell * fs->ndf + df] = n.start[c.key] + c.top;
    }
  free(n.start);
  return 0;
}

PsyRtFunctionSpace *psyRtFunctionSpaceCreate(const PsyRtMesh *mesh, PsyRtSpace space,
                                             int elementOrder) {
  if (!mesh || !psyRtSpaceIsSupported(space, elementOrder))
    return NULL;
  PsyRtFunctionSpace *fs = calloc(1, sizeof *fs);
  if (!fs)
    return NULL;
  fs->mesh = mesh;
  fs->space = space;
  fs->order = elementOrder;
  fs->ndf = psyRtSpaceGetNdf(space, elementOrder);
  fs->lastHalo = calloc((size_t)mesh->halo + 1, sizeof(int));
  fs->map = malloc((size_t)mesh->ncells * (size_t)fs->ndf * sizeof(int));
  if (!fs->lastHalo || !fs->map || numberDofs(fs) != 0) {
    psyRtFunctionSpaceDestroy(fs);
    return NULL;
  }
  return fs;
}

void psyRtFunctionSpaceDestroy(PsyRtFunctionSpace *fs) {
  if (!fs)
    return;
  free(fs->lastHalo);
  free(fs->map);
  free(fs->image);
  free(fs);
}

const PsyRtMesh *psyRtFunctionSpaceGetMesh(const PsyRtFunctionSpace *fs) { return fs->mesh; }
PsyRtSpace psyRtFunctionSpaceGetSpace(const PsyRtFunctionSpace *fs) { return fs->space; }
int psyRtFunctionSpaceGetElementOrder(const PsyRtFunctionSpace *fs) { return fs->order; }
int psyRtFunctionSpaceGetNdf(const PsyRtFunctionSpace *fs) { return fs->ndf; }
int psyRtFunctionSpaceGetUndf(const PsyRtFunctionSpace *fs) { return fs->undf; }
int psyRtFunctionSpaceGetNLayers(const PsyRtFunctionSpace *fs) { return fs->mesh->nlayers; }
int psyRtFunctionSpaceGetLastDofOwned(const PsyRtFunctionSpace *fs) { return fs->owned; }
int psyRtFunctionSpaceGetLastDofAnnexed(const PsyRtFunctionSpace *fs) { return fs->annexed; }
const int *psyRtFunctionSpaceGetDofmap(const PsyRtFunctionSpace *fs) { return fs->map; }

int psyRtFunctionSpaceGetLastDofHalo(const PsyRtFunctionSpace *fs, int depth) {
  return depth >= 0 && depth <= fs->mesh->halo ? fs->lastHalo[depth] : -1;
}

int psyRtFunctionSpaceGetOwnedImage(const PsyRtFunctionSpace *fs, int dof) {
  if (dof < 0 || dof >= fs->undf)
    return -1;
  return dof < fs->owned ? dof : fs->image[dof - fs->owned];
}
