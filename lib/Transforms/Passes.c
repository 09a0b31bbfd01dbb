/* The psy pass registry: each row is a pass implemented in its own file, run as an MLIR
 * external pass on the top-level builtin.module. */
#include "psy-c/Passes.h"
#include "psy-c/Binding.h"

#include "DmPasses.h"
#include "Move.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kLowerBuiltinsOptions[] = {"precision-config", NULL};
static const char *const kDmOptions[] = {"dm", "compute-annexed-dofs", NULL};
static const char *const kDagOptions[] = {"file", NULL};
static const char *const kHaloOptions[] = {"dm", "compute-annexed-dofs", "minimal", NULL};
static const char *const kRedundantOptions[] = {"loop", "depth", "invoke", "dm",
                                                "compute-annexed-dofs", "minimal", NULL};
static const char *const kMoveOptions[] = {"node", "before", "after", "invoke", NULL};

static const PsyPassInfo kPasses[] = {
    {"psy-verify", "Verify the module: every op verifier and symbol use (runs after each pass too)", NULL,
     psyVerifyRun},
    {"psy-lower-kernels",
     "Lower coded-kernel loops to scf loops calling the kernel subroutines in LFRic's argument "
     "order; the infrastructure arguments they need join the invoke's", NULL, psyLowerKernelsRun},
    {"psy-lower-builtins",
     "Lower psy.builtin dof loops to scf/arith/memref; fields become memrefs",
     kLowerBuiltinsOptions, psyLowerBuiltinsRun},
    {"psy-dm-loop-bounds", "Set each loop's upper bound for distributed memory (cell_halo(1), "
     "ncells, ndofs, nannexed)", kDmOptions, psyDmLoopBoundsRun},
    {"psy-global-sums", "Add a psy.global_reduction after every loop that yields a reduction "
     "(distributed memory)", kDmOptions, psyGlobalSumsRun},
    {"psy-halo-dirty-markers", "Add psy.set_dirty/psy.set_clean after each loop that writes "
     "fields (distributed memory)", kHaloOptions, psyHaloDirtyMarkersRun},
    {"psy-halo-exchanges", "Add psy.halo_exchange before each loop that reads a stale field "
     "halo or annexed dofs (distributed memory)", kHaloOptions, psyHaloExchangesRun},
    {"psy-async-halo-exchanges", "Split each psy.halo_exchange into start and end, as far "
     "apart as the dependences allow (distributed memory)", kDmOptions,
     psyAsyncHaloExchangesRun},
    {"psy-dag", "Write each invoke's dependence DAG as Graphviz DOT to file=FILE",
     kDagOptions, psyDagRun},
    {"psy-redundant-computation", "Run loop=N of an invoke redundantly into the halo to "
     "depth=D or max, then update its halo exchanges and markers", kRedundantOptions,
     psyRedundantComputationRun},
    {"psy-move", "Move schedule node N of an invoke to just before/after node M, unless a "
     "dependence forbids it", kMoveOptions, psyMoveRun},
    {"psy-colour", "Colour each cell loop whose kernels write a continuous field: a colours "
     "loop over a colour_cells loop", NULL, psyColourRun},
};

/* Pipelines named as one pass. */
static const struct {
  const char *name, *summary, *expansion;
} kAliases[] = {
    {"psy-to-llvm", "psy IR to the LLVM dialect (psy-lower-kernels, psy-lower-builtins, then "
     "upstream lowering)",
     "psy-lower-kernels,psy-lower-builtins,convert-math-to-llvm,convert-scf-to-cf,convert-to-llvm,"
     "reconcile-unrealized-casts"},
    {"psy-dm", "The distributed-memory schedule: loop bounds, halo exchanges, global sums, "
     "dirty/clean markers",
     "psy-dm-loop-bounds,psy-halo-exchanges,psy-global-sums,psy-halo-dirty-markers"},
};

#define COUNT(a) ((intptr_t)(sizeof(a) / sizeof((a)[0])))

intptr_t psyPassCount(void) { return COUNT(kPasses); }
const PsyPassInfo *psyPassAt(intptr_t i) { return &kPasses[i]; }

static int refEq(MlirStringRef a, const char *b) {
  return a.length == strlen(b) && strncmp(a.data, b, a.length) == 0;
}

const PsyPassInfo *psyPassLookup(MlirStringRef name) {
  for (intptr_t i = 0; i < COUNT(kPasses); ++i)
    if (refEq(name, kPasses[i].name))
      return &kPasses[i];
  return NULL;
}

const char *psyPipelineAliasLookup(MlirStringRef name) {
  for (intptr_t i = 0; i < COUNT(kAliases); ++i)
    if (refEq(name, kAliases[i].name))
      return kAliases[i].expansion;
  return NULL;
}

intptr_t psyPipelineAliasCount(void) { return COUNT(kAliases); }

void psyPipelineAliasAt(intptr_t i, const char **name, const char **summary,
                        const char **expansion) {
  *name = kAliases[i].name;
  *summary = kAliases[i].summary;
  *expansion = kAliases[i].expansion;
}

/* ---- Options ----------------------------------------------------------------------------- */

const char *psyPassOptionGet(const PsyPassOptions *opts, const char *key, const char *dflt) {
  for (intptr_t i = 0; opts && i < opts->count; ++i)
    if (strcmp(opts->items[i].key, key) == 0)
      return opts->items[i].value;
  return dflt;
}

void psyPassOptionsDestroy(PsyPassOptions *opts) {
  for (intptr_t i = 0; i < opts->count; ++i) {
    free(opts->items[i].key);
    free(opts->items[i].value);
  }
  free(opts->items);
  *opts = (PsyPassOptions){0};
}

static char *dupN(const char *s, size_t n) {
  char *p = malloc(n + 1);
  if (!p)
    abort();
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

/* Appends a copy of key and value (any length: options come from the command line). */
static void pushOption(PsyPassOptions *opts, const char *key, size_t klen, const char *value,
                       size_t vlen) {
  PsyPassOption *grown = realloc(opts->items, (size_t)(opts->count + 1) * sizeof *grown);
  if (!grown)
    abort();
  opts->items = grown;
  opts->items[opts->count++] = (PsyPassOption){dupN(key, klen), dupN(value, vlen)};
}

static int knownKey(const PsyPassInfo *info, const char *key, size_t n) {
  for (const char *const *k = info->optionKeys; k && *k; ++k)
    if (strlen(*k) == n && strncmp(*k, key, n) == 0)
      return 1;
  return 0;
}

static int givenKey(const PsyPassOptions *opts, const char *key, size_t n) {
  for (intptr_t i = 0; i < opts->count; ++i)
    if (strlen(opts->items[i].key) == n && strncmp(opts->items[i].key, key, n) == 0)
      return 1;
  return 0;
}

/* Stores one "key=value" item. */
static MlirLogicalResult addOption(const PsyPassInfo *info, const char *item, size_t n,
                                   PsyPassOptions *out, char *err, size_t errSize) {
  const char *eq = memchr(item, '=', n);
  size_t klen = eq ? (size_t)(eq - item) : n;
  if (!eq || !knownKey(info, item, klen)) {
    snprintf(err, errSize, "%s: unknown option '%.*s'%s", info->name, (int)n, item,
             eq ? "" : " (expected key=value)");
    return mlirLogicalResultFailure();
  }
  if (givenKey(out, item, klen)) {
    snprintf(err, errSize, "%s: option '%.*s' given more than once", info->name, (int)klen,
             item);
    return mlirLogicalResultFailure();
  }
  pushOption(out, item, klen, eq + 1, n - klen - 1);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyPassOptionsParse(const PsyPassInfo *info, MlirStringRef text,
                                      PsyPassOptions *out, char *err, size_t errSize) {
  *out = (PsyPassOptions){0};
  size_t i = 0;
  while (i < text.length) {
    while (i < text.length && (text.data[i] == ' ' || text.data[i] == ','))
      ++i;
    size_t start = i;
    while (i < text.length && text.data[i] != ' ' && text.data[i] != ',')
      ++i;
    if (i > start && mlirLogicalResultIsFailure(addOption(info, text.data + start, i - start,
                                                          out, err, errSize))) {
      psyPassOptionsDestroy(out);
      return mlirLogicalResultFailure();
    }
  }
  return mlirLogicalResultSuccess();
}

static void copyOptions(PsyPassOptions *dst, const PsyPassOptions *src) {
  *dst = (PsyPassOptions){0};
  for (intptr_t i = 0; i < src->count; ++i)
    pushOption(dst, src->items[i].key, strlen(src->items[i].key), src->items[i].value,
               strlen(src->items[i].value));
}

/* ---- External pass wrapper --------------------------------------------------------------- */

typedef struct {
  const PsyPassInfo *info;
  PsyPassOptions opts;
} PassData;

static void passConstruct(void *data) { (void)data; }

static void passDestruct(void *data) {
  PassData *pd = data;
  psyPassOptionsDestroy(&pd->opts);
  free(pd);
}

static MlirLogicalResult passInitialize(MlirContext ctx, void *data) {
  (void)ctx;
  (void)data;
  return mlirLogicalResultSuccess();
}

static void *passClone(void *data) {
  const PassData *pd = data;
  PassData *copy = malloc(sizeof *copy);
  if (!copy)
    abort();
  copy->info = pd->info;
  copyOptions(&copy->opts, &pd->opts);
  return copy;
}

static void passRun(MlirOperation op, MlirExternalPass pass, void *data) {
  PassData *pd = data;
  if (mlirLogicalResultIsFailure(pd->info->run(op, &pd->opts)))
    mlirExternalPassSignalFailure(pass);
}

MlirPass psyPassCreate(const PsyPassInfo *info, PsyPassOptions *opts, MlirTypeIDAllocator ids) {
  PassData *pd = calloc(1, sizeof *pd);
  if (!pd)
    abort();
  pd->info = info;
  if (opts) {
    pd->opts = *opts; /* the pass owns the options now */
    *opts = (PsyPassOptions){0};
  }
  MlirExternalPassCallbacks cbs = {passConstruct, passDestruct, passInitialize, passClone,
                                   passRun};
  MlirStringRef name = mlirStringRefCreateFromCString(info->name);
  return mlirCreateExternalPass(mlirTypeIDAllocatorAllocateTypeID(ids), name, name,
                                mlirStringRefCreateFromCString(info->summary),
                                mlirStringRefCreateFromCString("builtin.module"), 0, NULL, cbs,
                                pd);
}
