/* The kinds' widths for one algorithm file: the infrastructure's constants_mod, found in an
 * -I directory or below the kernel directories and parsed with the algorithm's -D/-U/-I,
 * then precision_map (psyKindsApply, lib/Driver/Kinds.c); --verbose says where each came
 * from. An unparsable constants_mod leaves precision_map's.
 *
 * In a batch, the search below the kernel directories (a walk of the whole tree) and the
 * parse would be repeated for every file with the same answer: both are kept in the batch's
 * front-end cache, keyed by the directories searched. Only the algorithm's own directory,
 * searched when no -d is given, can differ between a batch's files. */
#include "Kinds.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/Support.h"

typedef struct {
  const PsycKindsOptions *o;
  const char *const *dirs;
  int ndirs;
} Search;

static char *searchConstantsMod(void *ctx) {
  const Search *k = ctx;
  return psyKindsFindConstantsMod(k->o->includes, k->o->nincludes, k->dirs, k->ndirs);
}

/* constants_mod's unit, or NULL if there is none (*path NULL) or it does not parse. */
static const PsyFUnit *constantsMod(const PsycKindsOptions *o, PsyFrontendCache *cache,
                                    const char *algDir, const PsyFortranOptions *fopts,
                                    const char **path) {
  Search k = {o, o->ndirs ? o->dirs : (const char *const *)&algDir, o->ndirs ? o->ndirs : 1};
  PsyStrBuf key = {0};
  for (int i = 0; i < o->nincludes; ++i) psyStrBufPrintf(&key, "-I%s\n", o->includes[i]);
  for (int i = 0; i < k.ndirs; ++i) psyStrBufPrintf(&key, "-d%s\n", k.dirs[i]);
  *path = psyFrontendCacheFind(cache, key.data, searchConstantsMod, &k);
  psyStrBufFree(&key);
  return *path ? psyFrontendCacheUnit(cache, *path, psyFortranParseFn, (void *)fopts) : NULL;
}

int psycKindsInit(const PsycKindsOptions *o, MlirContext ctx, PsyFrontendCache *cache,
                  const char *input, const PsyFortranOptions *fopts, PsyPrecisionConfig *pc) {
  psyPrecisionConfigInitDefault(pc);
  const char *slash = strrchr(input, '/'), *path;
  char *algDir = slash ? strndup(input, (size_t)(slash - input)) : strdup(".");
  const PsyFUnit *constants = constantsMod(o, cache, algDir, fopts, &path);
  if (path && !constants && o->verbose)
    fprintf(stderr, "psyc: cannot parse '%s': the kinds are precision_map's\n", path);
  int rc = mlirLogicalResultIsFailure(
      psyKindsApply(o->cfg, constants, ctx, pc, o->verbose ? stderr : NULL));
  if (rc) {
    psyPrecisionConfigDestroy(pc);
    fprintf(stderr, "psyc: error: the kinds of '%s' cannot be honoured\n", path);
  }
  free(algDir);
  return rc;
}
