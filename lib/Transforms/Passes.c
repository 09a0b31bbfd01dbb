/* The psy pass registry: each row is a pass implemented in its own file, run as an MLIR
 * external pass on the top-level builtin.module. */
#include "psy-c/Passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kLowerBuiltinsOptions[] = {"precision-config", NULL};

static const PsyPassInfo kPasses[] = {
    {"psy-verify", "Check the domain rules IRDL cannot express (psy-opt runs it first)", NULL,
     psyVerifyRun},
    {"psy-lower-builtins",
     "Lower psy.builtin dof loops to scf/arith/memref; fields become memrefs",
     kLowerBuiltinsOptions, psyLowerBuiltinsRun},
};

/* Pipelines named as one pass. */
static const struct {
  const char *name, *summary, *expansion;
} kAliases[] = {
    {"psy-to-llvm", "psy IR to the LLVM dialect (psy-lower-builtins, then upstream lowering)",
     "psy-lower-builtins,convert-math-to-llvm,convert-scf-to-cf,convert-to-llvm,"
     "reconcile-unrealized-casts"},
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
  for (int i = 0; opts && i < opts->count; ++i)
    if (strcmp(opts->key[i], key) == 0)
      return opts->value[i];
  return dflt;
}

static int knownKey(const PsyPassInfo *info, const char *key) {
  for (const char *const *k = info->optionKeys; k && *k; ++k)
    if (strcmp(*k, key) == 0)
      return 1;
  return 0;
}

/* Stores one "key=value" item. */
static MlirLogicalResult addOption(const PsyPassInfo *info, const char *item, size_t n,
                                   PsyPassOptions *out, char *err, size_t errSize) {
  const char *eq = memchr(item, '=', n);
  size_t klen = eq ? (size_t)(eq - item) : n;
  size_t vlen = eq ? n - klen - 1 : 0;
  if (out->count == PSY_PASS_MAX_OPTIONS || klen >= sizeof out->key[0] ||
      vlen >= sizeof out->value[0]) {
    snprintf(err, errSize, "%s: too many or too long options", info->name);
    return mlirLogicalResultFailure();
  }
  memcpy(out->key[out->count], item, klen);
  out->key[out->count][klen] = 0;
  if (!eq || !knownKey(info, out->key[out->count])) {
    snprintf(err, errSize, "%s: unknown option '%.*s'%s", info->name, (int)n, item,
             eq ? "" : " (expected key=value)");
    return mlirLogicalResultFailure();
  }
  memcpy(out->value[out->count], eq + 1, vlen);
  out->value[out->count][vlen] = 0;
  out->count++;
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyPassOptionsParse(const PsyPassInfo *info, MlirStringRef text,
                                      PsyPassOptions *out, char *err, size_t errSize) {
  memset(out, 0, sizeof *out);
  size_t i = 0;
  while (i < text.length) {
    while (i < text.length && (text.data[i] == ' ' || text.data[i] == ','))
      ++i;
    size_t start = i;
    while (i < text.length && text.data[i] != ' ' && text.data[i] != ',')
      ++i;
    if (i > start &&
        mlirLogicalResultIsFailure(addOption(info, text.data + start, i - start, out, err,
                                             errSize)))
      return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}

/* ---- External pass wrapper --------------------------------------------------------------- */

typedef struct {
  const PsyPassInfo *info;
  PsyPassOptions opts;
} PassData;

static void passConstruct(void *data) { (void)data; }
static void passDestruct(void *data) { free(data); }
static MlirLogicalResult passInitialize(MlirContext ctx, void *data) {
  (void)ctx;
  (void)data;
  return mlirLogicalResultSuccess();
}

static void *passClone(void *data) {
  PassData *copy = malloc(sizeof *copy);
  if (!copy)
    abort();
  memcpy(copy, data, sizeof *copy);
  return copy;
}

static void passRun(MlirOperation op, MlirExternalPass pass, void *data) {
  PassData *pd = data;
  if (mlirLogicalResultIsFailure(pd->info->run(op, &pd->opts)))
    mlirExternalPassSignalFailure(pass);
}

MlirPass psyPassCreate(const PsyPassInfo *info, const PsyPassOptions *opts,
                       MlirTypeIDAllocator ids) {
  PassData *pd = calloc(1, sizeof *pd);
  if (!pd)
    abort();
  pd->info = info;
  if (opts)
    pd->opts = *opts;
  MlirExternalPassCallbacks cbs = {passConstruct, passDestruct, passInitialize, passClone,
                                   passRun};
  MlirStringRef name = mlirStringRefCreateFromCString(info->name);
  return mlirCreateExternalPass(mlirTypeIDAllocatorAllocateTypeID(ids), name, name,
                                mlirStringRefCreateFromCString(info->summary),
                                mlirStringRefCreateFromCString("builtin.module"), 0, NULL, cbs,
                                pd);
}
