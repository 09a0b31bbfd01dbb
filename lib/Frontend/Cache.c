/* The front-end cache of a batch (psyc with many inputs): kernel modules are parsed, each
 * kernel search path indexed, and each file search (constants_mod's) done once per process
 * instead of once per algorithm file. Parsing the kernel modules an algorithm uses was most
 * of a batch's per-file time (bench/generation).
 * Entries are looked up by path with a linear scan: a batch uses tens of kernel modules, and
 * a lookup costs far less than the parse it saves. */
#include "psy-c/Frontend.h"
#include "psy-c/Alloc.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  char *key;   /* the kernel file's path, or the search directories joined by '\n' */
  void *value; /* a PsyFUnit, a PsyKernelIndex, or a found path (heap, NULL for none) */
} CacheEntry;

struct PsyFrontendCache {
  CacheEntry *units, *indexes, *found;
  int nunits, capUnits, nindexes, capIndexes, nfound, capFound;
};

PsyFrontendCache *psyFrontendCacheCreate(void) { return psyXcalloc(1, sizeof(PsyFrontendCache)); }

void psyFrontendCacheDestroy(PsyFrontendCache *c) {
  if (!c) return;
  for (int i = 0; i < c->nunits; ++i) free(c->units[i].key), psyFUnitDestroy(c->units[i].value);
  for (int i = 0; i < c->nindexes; ++i)
    free(c->indexes[i].key), psyKernelIndexDestroy(c->indexes[i].value);
  for (int i = 0; i < c->nfound; ++i) free(c->found[i].key), free(c->found[i].value);
  free(c->units);
  free(c->indexes);
  free(c->found);
  free(c);
}

/* The entry of `key`, or NULL. */
static CacheEntry *entry(CacheEntry *e, int n, const char *key) {
  for (int i = 0; i < n; ++i)
    if (!strcmp(e[i].key, key)) return &e[i];
  return NULL;
}

static void *find(CacheEntry *e, int n, const char *key) {
  CacheEntry *hit = entry(e, n, key);
  return hit ? hit->value : NULL;
}

PsyFUnit *psyFrontendCacheUnit(PsyFrontendCache *c, const char *path, PsyFParseFn parse,
                               void *ctx) {
  PsyFUnit *u = find(c->units, c->nunits, path);
  if (u) return u;
  /* A file that does not parse is not remembered: each algorithm that uses it gets flang's
   * messages, as without the cache. */
  if (!(u = parse(path, ctx))) return NULL;
  c->units = psyGrow(c->units, c->nunits, &c->capUnits, sizeof *c->units);
  c->units[c->nunits++] = (CacheEntry){psyXstrdup(path), u};
  return u;
}

PsyKernelIndex *psyFrontendCacheIndex(PsyFrontendCache *c, const char *const *dirs, int ndirs) {
  size_t len = 1;
  for (int i = 0; i < ndirs; ++i) len += strlen(dirs[i]) + 1;
  char *key = psyXcalloc(len, 1);
  for (int i = 0; i < ndirs; ++i) strcat(strcat(key, dirs[i]), "\n");
  PsyKernelIndex *idx = find(c->indexes, c->nindexes, key);
  if (idx) return free(key), idx;
  idx = psyKernelIndexCreate(dirs, ndirs);
  c->indexes = psyGrow(c->indexes, c->nindexes, &c->capIndexes, sizeof *c->indexes);
  c->indexes[c->nindexes++] = (CacheEntry){key, idx};
  return idx;
}

const char *psyFrontendCacheFind(PsyFrontendCache *c, const char *key, char *(*search)(void *ctx),
                                 void *ctx) {
  CacheEntry *hit = entry(c->found, c->nfound, key);
  if (hit) return hit->value;
  char *path = search(ctx);
  c->found = psyGrow(c->found, c->nfound, &c->capFound, sizeof *c->found);
  c->found[c->nfound++] = (CacheEntry){psyXstrdup(key), path};
  return path;
}
