/* The kinds' widths for one algorithm file: the infrastructure's constants_mod, found in an
 * -I directory or below the kernel directories and parsed with the algorithm's -D/-U/-I,
 * then precision_map (psyKindsApply, Kinds.c); --verbose says where each came from. An
 * unparsable constants_mod leaves precision_map's.
 *
 * In a batch, the search below the kernel directories (a walk of the whole tree) and the
 * parse would be repeated for every file with the same answer: both are kept in the
 * session's front-end cache, keyed by the directories searched. Only the algorithm's own
 * directory, searched when no -d is given, can differ between a batch's files. */
#include "Run.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Config.h"
#include "psy-c/Support.h"

typedef struct {
  const PsyDriverRequest *r;
  const char *const *dirs;
  int ndirs;
} Search;

static char *searchConstantsMod(void *ctx) {
  const Search *k = ctx;
  return psyKindsFindConstantsMod(k->r->includes, k->r->nincludes, k->dirs, k->ndirs);
}

/* constants_mod's unit, or NULL if there is none (*path NULL) or it does not parse. */
static const PsyFUnit *constantsMod(PsyDriverJob *j, const char *algDir, const char **path) {
  const PsyDriverRequest *r = j->r;
  Search k = {r, r->nkernelDirs ? r->kernelDirs : (const char *const *)&algDir,
              r->nkernelDirs ? r->nkernelDirs : 1};
  PsyStrBuf key = {0};
  for (int i = 0; i < r->nincludes; ++i) psyStrBufPrintf(&key, "-I%s\n", r->includes[i]);
  for (int i = 0; i < k.ndirs; ++i) psyStrBufPrintf(&key, "-d%s\n", k.dirs[i]);
  *path = psyFrontendCacheFind(j->s->cache, key.data, searchConstantsMod, &k);
  psyStrBufFree(&key);
  return *path ? psyFrontendCacheUnit(j->s->cache, *path, psyFortranParseFn, &j->fopts) : NULL;
}

MlirLogicalResult psyDriverKindsInit(PsyDriverJob *j, PsyPrecisionConfig *pc) {
  const PsyDriverRequest *r = j->r;
  psyPrecisionConfigInitDefault(pc);
  const char *slash = strrchr(r->input, '/'), *path;
  char *algDir = slash ? strndup(r->input, (size_t)(slash - r->input)) : strdup(".");
  const PsyFUnit *constants = constantsMod(j, algDir, &path);
  j->constants = constants;
  if (path && !constants && r->notes)
    fprintf(r->notes, "psyc: cannot parse '%s': the kinds are precision_map's\n", path);
  MlirLogicalResult res = psyKindsApply(r->cfg, constants, j->s->ctx, pc, r->notes);
  if (mlirLogicalResultIsFailure(res)) {
    psyPrecisionConfigDestroy(pc);
    psyDriverFail(j->s, "the kinds of '%s' cannot be honoured", path);
  }
  free(algDir);
  return res;
}
