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
 * but owned elsewhere), then those first reached from halo depth 1, 2, ... Each column is
 * owned by one rank at one local position (locateColumn); every other copy, on this rank
 * or another, is an image that a halo exchange fills from the owner (Exchange.c). Each
 * column also has a global key from its entity kind, global position and slot, which gives
 * every dof a partition-independent global id: key * (nlayers + 1) + layer. */
#include "Internal.h"

#include <stdlib.h>

enum { ENT_VERTEX, ENT_XEDGE, ENT_YEDGE, ENT_CELL, ENT_KINDS };

typedef struct {
  int key, image; /* local column and the local column it images (-1: owned elsewhere) */
  int height, top;
  int owned, owner;
  int64_t global; /* the partition-independent column key */
} Column;

typedef struct {
  PsyRtFunctionSpace *fs;
  const PsyRtDofShape *dofs;
  int slots; /* columns per 2D entity: ndf when discontinuous, else 1 */
  int *start; /* first dof of each column, -1 until numbered */
  int next, depth;
  PsyRtRemoteColumn *remote; /* non-owned columns another rank owns, in dof order */
  PsyRtOwnedColumn *ownedCols;
  int nremote, nowned;
} Numbering;

static int columnKey(const Numbering *n, int kind, int i, int j, int slot) {
  const PsyRtMesh *m = n->fs->mesh;
  return ((kind * psyRtMeshGridSize(m)) + psyRtMeshGridIndex(m, i, j)) * n->slots + slot;
}

/* Where the column of an entity at local position (i, j) is owned: the entity's cells are
 * those it touches (a vertex four, an edge two, a cell itself) and its owner is the rank of
 * the lowest global cell id among them. Those cells are a product of at most two columns
 * {I - 1, I} and two rows, so the lowest id takes the lowest row, then the lowest column:
 * along an axis where the entity lies between cells that is I - 1, or 0 when I = 0 (the
 * periodic neighbour gnx - 1 is larger). The owner holds the entity at its global position
 * relative to its block, next to that cell, and only that local copy is owned; with one
 * rank this is exactly 0 <= i < nx, 0 <= j < ny. */
static void locateColumn(const Numbering *n, Column *c, int kind, int i, int j, int slot) {
  const PsyRtMesh *m = n->fs->mesh;
  int gi = psyRtMeshGlobalI(m, i), gj = psyRtMeshGlobalJ(m, j);
  int xBetween = kind == ENT_VERTEX || kind == ENT_YEDGE;
  int yBetween = kind == ENT_VERTEX || kind == ENT_XEDGE;
  c->owner = psyRtMeshOwnerOf(m, xBetween && gi > 0 ? gi - 1 : gi,
                              yBetween && gj > 0 ? gj - 1 : gj);
  int canonical = c->owner == m->rank && i == gi - m->i0 && j == gj - m->j0;
  c->owned = m->halo == 0 || canonical;
  c->image = c->owner == m->rank ? columnKey(n, kind, gi - m->i0, gj - m->j0, slot) : -1;
  c->global = (((int64_t)kind * m->gny + gj) * m->gnx + gi) * n->slots + slot;
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
  c.key = columnKey(n, kind, i, j, slot);
  locateColumn(n, &c, kind, i, j, slot);
  return c;
}

/* Records a newly numbered column: its global dofs, and for the exchange either the owned
 * column's key or, for a column another rank owns, the request to send that rank. */
static void recordColumn(Numbering *n, const Column *c) {
  PsyRtFunctionSpace *fs = n->fs;
  for (int t = 0; t < c->height; ++t)
    fs->globalDof[n->next + t] = c->global * (fs->mesh->nlayers + 1) + t;
  if (c->owned)
    n->ownedCols[n->nowned++] = (PsyRtOwnedColumn){c->global, n->next, c->height};
  else if (c->image < 0)
    n->remote[n->nremote++] = (PsyRtRemoteColumn){n->next, c->height, n->depth, c->owner,
                                                  c->global};
}

/* Numbers the columns of cells [first, last) not numbered yet; ownedOnly for pass one.
 * A non-owned column records, dof by dof, the local owned dof it images (-1 when another
 * rank owns it). */
static void numberCells(Numbering *n, int first, int last, int ownedOnly) {
  PsyRtFunctionSpace *fs = n->fs;
  for (int cell = first; cell < last; ++cell)
    for (int df = 0; df < fs->ndf; ++df) {
      Column c = columnOf(n, cell, df);
      if (n->start[c.key] >= 0 || (ownedOnly && !c.owned))
        continue;
      n->start[c.key] = n->next;
      for (int t = 0; !c.owned && t < c.height; ++t)
        fs->image[n->next + t - fs->owned] = c.image < 0 ? -1 : n->start[c.image] + t;
      recordColumn(n, &c);
      n->next += c.height;
    }
}

/* An upper bound on undf: every cell brings at most ndf columns of nlayers + 1 dofs. */
static size_t maxDofs(const PsyRtFunctionSpace *fs) {
  return (size_t)fs->mesh->ncells * (size_t)fs->ndf * (size_t)(fs->mesh->nlayers + 1);
}

static int byKey(const void *a, const void *b) {
  int64_t x = ((const PsyRtOwnedColumn *)a)->key, y = ((const PsyRtOwnedColumn *)b)->key;
  return (x > y) - (x < y);
}

static void numberAll(Numbering *n) {
  PsyRtFunctionSpace *fs = n->fs;
  const PsyRtMesh *m = fs->mesh;
  numberCells(n, 0, m->lastHalo[0], 1);
  fs->owned = n->next;
  for (int d = 0, first = 0; d <= m->halo; first = m->lastHalo[d++]) {
    n->depth = d;
    numberCells(n, first, m->lastHalo[d], 0);
    fs->lastHalo[d] = n->next;
  }
  fs->annexed = fs->lastHalo[0];
  fs->undf = n->next;
  for (int cell = 0; cell < m->ncells; ++cell)
    for (int df = 0; df < fs->ndf; ++df) {
      Column c = columnOf(n, cell, df);
      fs->map[cell * fs->ndf + df] = n->start[c.key] + c.top;
    }
}

static int numberDofs(PsyRtFunctionSpace *fs) {
  const PsyRtMesh *m = fs->mesh;
  int ndf, slots = psyRtSpaceIsDiscontinuous(fs->space) ? fs->ndf : 1;
  Numbering n = {.fs = fs, .dofs = psyRtSpaceShapes(fs->space, fs->order, &ndf),
                 .slots = slots};
  size_t keys = (size_t)ENT_KINDS * (size_t)psyRtMeshGridSize(m) * (size_t)slots;
  size_t columns = (size_t)m->ncells * (size_t)fs->ndf;
  n.start = malloc(keys * sizeof(int));
  n.remote = malloc(columns * sizeof *n.remote);
  n.ownedCols = malloc(columns * sizeof *n.ownedCols);
  fs->image = malloc(maxDofs(fs) * sizeof(int));
  fs->globalDof = malloc(maxDofs(fs) * sizeof(int64_t));
  int status = -1;
  if (n.start && n.remote && n.ownedCols && fs->image && fs->globalDof) {
    for (size_t k = 0; k < keys; ++k)
      n.start[k] = -1;
    numberAll(&n);
    qsort(n.ownedCols, (size_t)n.nowned, sizeof *n.ownedCols, byKey);
    status = psyRtExchangeBuild(fs, n.remote, n.nremote, n.ownedCols, n.nowned);
  }
  free(n.start);
  free(n.remote);
  free(n.ownedCols);
  return status;
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
  free(fs->globalDof);
  psyRtExchangeDestroy(fs);
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

int64_t psyRtFunctionSpaceGetGlobalDof(const PsyRtFunctionSpace *fs, int dof) {
  return dof >= 0 && dof < fs->undf ? fs->globalDof[dof] : -1;
}
