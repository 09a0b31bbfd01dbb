/* The global field writer: a distributed field's owned values, gathered to rank 0 and
 * written sorted by global dof id, one "id value" line each (%.17g for reals, so that the
 * text round-trips; integers as integers). The global ids do not depend on the partition,
 * so a computation whose arithmetic does not depend on it writes the same bytes on any
 * number of ranks: the compiler's execution tests compare runs this way. */
#include "Internal.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int64_t id;
  double real;
  int64_t integer;
} Entry;

static void fillEntries(PsyRtField *f, Entry *e) {
  const PsyRtFunctionSpace *fs = f->fs;
  for (int dof = 0; dof < fs->owned; ++dof) {
    e[dof] = (Entry){.id = fs->globalDof[dof]};
    if (f->type == PSY_RT_REAL64)
      e[dof].real = ((const double *)f->data)[dof];
    else if (f->type == PSY_RT_REAL32)
      e[dof].real = ((const float *)f->data)[dof];
    else
      e[dof].integer = ((const int *)f->data)[dof];
  }
}

static int byId(const void *a, const void *b) {
  int64_t x = ((const Entry *)a)->id, y = ((const Entry *)b)->id;
  return (x > y) - (x < y);
}

static int writeEntries(const char *path, Entry *e, int n, PsyRtDataType type) {
  qsort(e, (size_t)n, sizeof *e, byId);
  FILE *out = fopen(path, "w");
  if (!out)
    return -1;
  for (int k = 0; k < n; ++k)
    if (type == PSY_RT_INT32)
      fprintf(out, "%lld %lld\n", (long long)e[k].id, (long long)e[k].integer);
    else
      fprintf(out, "%lld %.17g\n", (long long)e[k].id, e[k].real);
  return fclose(out) == 0 ? 0 : -1;
}

/* Rank 0's side: counts and displacements of every rank's entries, in bytes. */
static Entry *gatherOnRoot(const Entry *mine, int nmine, int *total) {
  int nranks = psyRtCommSize(), root = psyRtCommRank() == 0;
  int *counts = root ? malloc((size_t)nranks * 2 * sizeof(int)) : NULL;
  if (root && !counts)
    psyRtCommAbort("out of memory in psyRtFieldWriteGlobal");
  int bytes = nmine * (int)sizeof(Entry);
  psyRtCommGatherInt(bytes, counts);
  *total = 0;
  for (int r = 0; root && r < nranks; ++r) {
    counts[nranks + r] = *total * (int)sizeof(Entry);
    *total += counts[r] / (int)sizeof(Entry);
  }
  Entry *all = root ? malloc((size_t)(*total ? *total : 1) * sizeof(Entry)) : NULL;
  if (root && !all)
    psyRtCommAbort("out of memory in psyRtFieldWriteGlobal");
  psyRtCommGathervBytes(mine, bytes, all, counts, counts ? counts + nranks : NULL);
  free(counts);
  return all;
}

int psyRtFieldWriteGlobal(PsyRtField *f, const char *path) {
  int n = f->fs->owned;
  Entry *mine = malloc((size_t)(n ? n : 1) * sizeof(Entry));
  if (!mine)
    psyRtCommAbort("out of memory in psyRtFieldWriteGlobal");
  fillEntries(f, mine);
  int total = 0;
  Entry *all = gatherOnRoot(mine, n, &total);
  int status = 0;
  if (psyRtCommRank() == 0)
    status = writeEntries(path, all, total, f->type);
  psyRtCommBcastInt(&status);
  free(all);
  free(mine);
  return status;
}
