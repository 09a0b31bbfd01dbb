/* The names and the kernel search both APIs' drivers take from a file (AlgorithmFile.h). */
#include "AlgorithmFile.h"

#include "psy-c/Alloc.h"

#include <stdlib.h>
#include <string.h>

const char *psyFUnitMainName(const PsyFUnit *u) {
  for (int i = 1; i < u->nscopes; ++i)
    if (u->scopes[i].parent == 0) return u->scopes[i].name;
  return "algorithm";
}

const char *psyFUnitModuleName(const PsyFUnit *u) {
  for (int i = 0; i < u->nscopes; ++i)
    if (u->scopes[i].isModule) return u->scopes[i].name;
  return "";
}

/* The directory of `path` ("." when it has none), as a heap string. */
static char *dirOf(const char *path) {
  const char *slash = strrchr(path, '/');
  if (!slash) return psyXstrdup(".");
  if (slash == path) return psyXstrdup("/");
  return psyFormat("%.*s", (int)(slash - path), path);
}

PsyKernelIndex *psyAlgorithmKernelIndex(const PsyFUnit *alg, const char *const *paths,
                                        int npaths, PsyFrontendCache *cache) {
  char *dflt = dirOf(alg->file);
  const char *const *dirs = npaths ? paths : (const char *const *)&dflt;
  int ndirs = npaths ? npaths : 1;
  PsyKernelIndex *idx = cache ? psyFrontendCacheIndex(cache, dirs, ndirs)
                              : psyKernelIndexCreate(dirs, ndirs);
  free(dflt);
  return idx;
}
