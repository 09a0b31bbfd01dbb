/* LFRic's column-wise assembled (CMA) operators.
 *
 * Between horizontally discontinuous spaces an operator only couples dofs of one column, so
 * it is one nrow x ncol matrix per column. Numbering the dofs of a column layer by layer
 * (row = k * (face + interior) + df, where the top-face dofs of layer k are the bottom-face
 * dofs of layer k + 1) makes that matrix banded: entry (i, j), 1-based, can only be non-zero
 * where -gamma_m <= alpha * i - beta * j <= gamma_p. Each row stores its `bandwidth` possible
 * entries, band b holding column jminus(i) + b. The banded dofmaps give each local dof's row
 * (column) in a layer, and the indirection maps take a row back to the dof's offset from the
 * column's first dof in the space's own numbering. The layout is LFRic's, so that LFRic's
 * CMA kernels run on it unchanged. */
#include "Internal.h"

#include <stdlib.h>

static int gcd(int a, int b) {
  while (b != 0) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* ceil(a / b) for b > 0 and any a. */
static int ceilDiv(int a, int b) { return a >= 0 ? (a + b - 1) / b : -(-a / b); }

int psyRtColumnwiseFirstColumn(const PsyRtColumnwiseShape *s, int row) {
  return ceilDiv(s->alpha * (row + 1) - s->gammaP, s->beta) - 1;
}

/* The column structure of fs (psyRtSpaceGetColumnDofs), provided every cell's dofs sit at
 * the same offsets from its first dof, as the indirection maps assume. */
static int columnDofs(const PsyRtFunctionSpace *fs, int *face, int *interior) {
  if (psyRtSpaceGetColumnDofs(fs->space, fs->order, face, interior) != 0)
    return -1;
  for (int cell = 0; cell < fs->mesh->ncells; ++cell)
    for (int df = 0; df < fs->ndf; ++df) {
      const int *map = fs->map + cell * fs->ndf;
      if (map[df] - map[0] != fs->map[df] - fs->map[0] || map[df] < map[0])
        return -1;
    }
  return 0;
}

/* Rows of each (local dof, layer) and the dof offset of each row. */
static void buildMaps(const PsyRtFunctionSpace *fs, int perLayer, int *banded, int *indirect) {
  for (int k = 0; k < fs->mesh->nlayers; ++k)
    for (int df = 0; df < fs->ndf; ++df) {
      int row = k * perLayer + df;
      banded[k * fs->ndf + df] = row;
      indirect[row] = fs->map[df] - fs->map[0] + k;
    }
}

static int allocate(PsyRtColumnwiseOperator *op) {
  const PsyRtColumnwiseShape *s = &op->shape;
  size_t layers = (size_t)op->to->mesh->nlayers;
  op->matrix = calloc((size_t)s->bandwidth * (size_t)s->nrow * (size_t)s->ncell2d, sizeof(double));
  op->bandedTo = malloc((size_t)op->to->ndf * layers * sizeof(int));
  op->bandedFrom = malloc((size_t)op->from->ndf * layers * sizeof(int));
  op->indirectTo = malloc((size_t)s->nrow * sizeof(int));
  op->indirectFrom = malloc((size_t)s->ncol * sizeof(int));
  if (!op->matrix || !op->bandedTo || !op->bandedFrom || !op->indirectTo || !op->indirectFrom)
    return -1;
  return 0;
}

/* The shape for the given band, reduced by gcd(alpha, beta) as LFRic does. */
static PsyRtColumnwiseShape shapeOf(const PsyRtMesh *m, int alpha, int beta, int gammaM, int gammaP,
                                    const int rows[2], const int cols[2]) {
  int g = gcd(alpha, beta);
  PsyRtColumnwiseShape s = {.alpha = alpha / g,
                            .beta = beta / g,
                            .gammaM = gammaM / g,
                            .gammaP = gammaP / g,
                            .ncell2d = m->ncells};
  s.bandwidth = 1 + ceilDiv(s.gammaM + s.gammaP, s.beta);
  s.nrow = m->nlayers * rows[1] + (m->nlayers + 1) * rows[0];
  s.ncol = m->nlayers * cols[1] + (m->nlayers + 1) * cols[0];
  return s;
}

PsyRtColumnwiseOperator *psyRtColumnwiseOperatorCreateCustom(const PsyRtFunctionSpace *to,
                                                             const PsyRtFunctionSpace *from,
                                                             int alpha, int beta, int gammaM,
                                                             int gammaP) {
  int rows[2], cols[2]; /* face, interior */
  if (!to || !from || to->mesh != from->mesh || alpha < 1 || beta < 1 || gammaM < 0 || gammaP < 0 ||
      columnDofs(to, &rows[0], &rows[1]) != 0 || columnDofs(from, &cols[0], &cols[1]) != 0)
    return NULL;
  PsyRtColumnwiseOperator *op = calloc(1, sizeof *op);
  if (!op)
    return NULL;
  op->to = to;
  op->from = from;
  op->shape = shapeOf(to->mesh, alpha, beta, gammaM, gammaP, rows, cols);
  if (allocate(op) != 0) {
    psyRtColumnwiseOperatorDestroy(op);
    return NULL;
  }
  buildMaps(to, rows[0] + rows[1], op->bandedTo, op->indirectTo);
  buildMaps(from, cols[0] + cols[1], op->bandedFrom, op->indirectFrom);
  return op;
}

/* The band of a cell's own coupling. Local dof t of layer k has row beta * k + t, local dof
 * f column alpha * k + f (1-based t, f), so alpha * i - beta * j = alpha * t - beta * f
 * whatever the layer, which spans [alpha - beta * ndf_from, alpha * ndf_to - beta]. LFRic
 * writes the bounds as (ndf_from - 1) * beta and (ndf_to - 1) * alpha, the same whenever
 * alpha = beta (every pair of LFRic's spaces at any order); for spaces with different dofs
 * per layer (Wchi of order 1 with W2V, say) LFRic's band would miss entries. */
PsyRtColumnwiseOperator *psyRtColumnwiseOperatorCreate(const PsyRtFunctionSpace *to,
                                                       const PsyRtFunctionSpace *from) {
  int faceTo, interiorTo, faceFrom, interiorFrom;
  if (!to || !from || psyRtSpaceGetColumnDofs(to->space, to->order, &faceTo, &interiorTo) != 0 ||
      psyRtSpaceGetColumnDofs(from->space, from->order, &faceFrom, &interiorFrom) != 0)
    return NULL;
  int alpha = faceFrom + interiorFrom, beta = faceTo + interiorTo;
  return psyRtColumnwiseOperatorCreateCustom(to, from, alpha, beta, beta * from->ndf - alpha,
                                             alpha * to->ndf - beta);
}

void psyRtColumnwiseOperatorDestroy(PsyRtColumnwiseOperator *op) {
  if (!op)
    return;
  free(op->matrix);
  free(op->bandedTo);
  free(op->bandedFrom);
  free(op->indirectTo);
  free(op->indirectFrom);
  free(op);
}

const PsyRtFunctionSpace *psyRtColumnwiseOperatorGetFsTo(const PsyRtColumnwiseOperator *op) {
  return op->to;
}
const PsyRtFunctionSpace *psyRtColumnwiseOperatorGetFsFrom(const PsyRtColumnwiseOperator *op) {
  return op->from;
}
PsyRtColumnwiseShape psyRtColumnwiseOperatorGetShape(const PsyRtColumnwiseOperator *op) {
  return op->shape;
}
double *psyRtColumnwiseOperatorGetMatrix(PsyRtColumnwiseOperator *op) { return op->matrix; }
const int *psyRtColumnwiseOperatorGetBandedDofmapTo(const PsyRtColumnwiseOperator *op) {
  return op->bandedTo;
}
const int *psyRtColumnwiseOperatorGetBandedDofmapFrom(const PsyRtColumnwiseOperator *op) {
  return op->bandedFrom;
}
const int *psyRtColumnwiseOperatorGetIndirectionTo(const PsyRtColumnwiseOperator *op) {
  return op->indirectTo;
}
const int *psyRtColumnwiseOperatorGetIndirectionFrom(const PsyRtColumnwiseOperator *op) {
  return op->indirectFrom;
}

/* Adds the local matrix of 3D cell (cell, k) into the cell's banded matrix; -1 when an
 * entry lies outside the band. */
static int addLocal(PsyRtColumnwiseOperator *op, const double *local, int cell, int k) {
  const PsyRtColumnwiseShape *s = &op->shape;
  int ndfTo = op->to->ndf, ndfFrom = op->from->ndf;
  double *a = op->matrix + (size_t)cell * (size_t)s->nrow * (size_t)s->bandwidth;
  for (int dfFrom = 0; dfFrom < ndfFrom; ++dfFrom)
    for (int dfTo = 0; dfTo < ndfTo; ++dfTo) {
      int i = op->bandedTo[k * ndfTo + dfTo], j = op->bandedFrom[k * ndfFrom + dfFrom];
      int offset = s->alpha * (i + 1) - s->beta * (j + 1);
      int b = j - psyRtColumnwiseFirstColumn(s, i);
      if (offset < -s->gammaM || offset > s->gammaP || b < 0 || b >= s->bandwidth)
        return -1;
      a[i * s->bandwidth + b] += local[dfFrom * ndfTo + dfTo];
    }
  return 0;
}

int psyRtColumnwiseOperatorAssemble(PsyRtColumnwiseOperator *op, const PsyRtOperator *lma) {
  if (!lma || lma->to != op->to || lma->from != op->from || lma->type != PSY_RT_REAL64)
    return -1;
  const double *local = lma->data;
  int nlayers = op->to->mesh->nlayers;
  size_t size = (size_t)op->to->ndf * (size_t)op->from->ndf;
  for (int cell = 0; cell < op->shape.ncell2d; ++cell)
    for (int k = 0; k < nlayers; ++k)
      if (addLocal(op, local + (size_t)(cell * nlayers + k) * size, cell, k) != 0)
        return -1;
  return 0;
}

/* y = A x in one column, x and y starting at the column's first dof. Row i reads the
 * columns of its band, jminus(i) to jplus(i) = floor((alpha * i + gamma_m) / beta) in
 * LFRic's 1-based terms, as LFRic's apply kernels do: a stored band slot beyond jplus is
 * not part of the matrix. */
static void applyColumn(const PsyRtColumnwiseOperator *op, const double *a, const double *x,
                        double *y) {
  const PsyRtColumnwiseShape *s = &op->shape;
  for (int i = 0; i < s->nrow; ++i) {
    int first = psyRtColumnwiseFirstColumn(s, i);
    int last = (s->alpha * (i + 1) + s->gammaM) / s->beta - 1;
    double sum = 0.0;
    for (int j = first > 0 ? first : 0; j <= last && j < s->ncol; ++j)
      sum += a[i * s->bandwidth + j - first] * x[op->indirectFrom[j]];
    y[op->indirectTo[i]] = sum;
  }
}

void psyRtColumnwiseOperatorApply(const PsyRtColumnwiseOperator *op, const double *x, double *y) {
  const PsyRtColumnwiseShape *s = &op->shape;
  for (int cell = 0; cell < s->ncell2d; ++cell)
    applyColumn(op, op->matrix + (size_t)cell * (size_t)s->nrow * (size_t)s->bandwidth,
                x + op->from->map[cell * op->from->ndf], y + op->to->map[cell * op->to->ndf]);
}
