/* psy-c/Passes.h: psy's passes, written in C and run as MLIR external passes.
 *
 * A pass is a row in the registry (lib/Transforms/Passes.c): a flag name, a one-line summary,
 * the option keys it accepts and a run function over the top-level builtin.module. Tools create
 * passes by name, so psy-opt can mix them with upstream passes in one pipeline string. */
#ifndef PSY_C_PASSES_H
#define PSY_C_PASSES_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PSY_PASS_MAX_OPTIONS 8

/* Options given as `name{key=value key2=value2}` or `--name=key=value,...` on the command line. */
typedef struct {
  int count;
  char key[PSY_PASS_MAX_OPTIONS][64];
  char value[PSY_PASS_MAX_OPTIONS][256];
} PsyPassOptions;

/* The value of option `key`, or `dflt` when it was not given. */
const char *psyPassOptionGet(const PsyPassOptions *opts, const char *key, const char *dflt);

/* A pass body: transforms `module` (a builtin.module); on failure it has emitted an error
 * diagnostic at the culprit's location and returns failure. */
typedef MlirLogicalResult (*PsyPassRunFn)(MlirOperation module, const PsyPassOptions *opts);

typedef struct {
  const char *name;          /* the flag, e.g. "psy-lower-builtins" */
  const char *summary;       /* one line for --help */
  const char *const *optionKeys; /* NULL-terminated list of accepted option keys, or NULL */
  PsyPassRunFn run;
} PsyPassInfo;

/* The registry. */
intptr_t psyPassCount(void);
const PsyPassInfo *psyPassAt(intptr_t i);
const PsyPassInfo *psyPassLookup(MlirStringRef name);

/* Parses "key=value key2=value2" (space- or comma-separated) against `info`'s keys. On error
 * writes a message to `err` (size `errSize`) and returns failure. */
MlirLogicalResult psyPassOptionsParse(const PsyPassInfo *info, MlirStringRef text,
                                      PsyPassOptions *out, char *err, size_t errSize);

/* Creates the external pass for `info` with `opts`; `ids` supplies its TypeID and must outlive
 * the pass. */
MlirPass psyPassCreate(const PsyPassInfo *info, const PsyPassOptions *opts,
                       MlirTypeIDAllocator ids);

/* Pipelines that expand to other passes, e.g. psy-to-llvm. NULL if `name` is not one; else a
 * textual pipeline of psy and upstream pass names. */
const char *psyPipelineAliasLookup(MlirStringRef name);
intptr_t psyPipelineAliasCount(void);
void psyPipelineAliasAt(intptr_t i, const char **name, const char **summary,
                        const char **expansion);

/* The pass bodies, one per file in lib/Transforms, named after the flag. */
MlirLogicalResult psyVerifyRun(MlirOperation module, const PsyPassOptions *opts);
MlirLogicalResult psyLowerBuiltinsRun(MlirOperation module, const PsyPassOptions *opts);

#ifdef __cplusplus
}
#endif
#endif
