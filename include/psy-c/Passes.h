/* psy-c/Passes.h: psy's passes, written in C and run as MLIR external passes.
 *
 * A pass is a row in the registry (lib/Transforms/Passes.c): a flag name, a one-line summary,
 * the option keys it accepts and a run function over the top-level builtin.module. Tools create
 * passes by name, so psy-opt can mix them with upstream passes in one pipeline string. */
#ifndef PSY_C_PASSES_H
#define PSY_C_PASSES_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One `key=value` option; both strings are NUL-terminated and owned by the PsyPassOptions. */
typedef struct {
  char *key;
  char *value;
} PsyPassOption;

/* Options given as `name{key=value key2=value2}` or `--name=key=value,...` on the command
 * line: any number of them, of any length. A zero-initialised PsyPassOptions is empty;
 * psyPassOptionsParse fills one and psyPassOptionsDestroy frees what it holds. */
typedef struct {
  intptr_t count;
  PsyPassOption *items;
} PsyPassOptions;

/* The value of option `key`, or `dflt` when it was not given. `opts` may be NULL. */
PSY_CAPI_EXPORTED const char *psyPassOptionGet(const PsyPassOptions *opts, const char *key,
                                               const char *dflt);

/* Frees the options' strings and leaves `opts` empty. */
PSY_CAPI_EXPORTED void psyPassOptionsDestroy(PsyPassOptions *opts);

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
PSY_CAPI_EXPORTED intptr_t psyPassCount(void);
PSY_CAPI_EXPORTED const PsyPassInfo *psyPassAt(intptr_t i);
PSY_CAPI_EXPORTED const PsyPassInfo *psyPassLookup(MlirStringRef name);

/* Parses "key=value key2=value2" (space- or comma-separated) against `info`'s keys into
 * `out`, which the caller then owns (psyPassOptionsDestroy). An unknown key, an item without
 * `=` or a key given twice is an error: it writes a message to `err` (size `errSize`), leaves
 * `out` empty and returns failure. */
PSY_CAPI_EXPORTED MlirLogicalResult psyPassOptionsParse(const PsyPassInfo *info,
                                                        MlirStringRef text,
                                                        PsyPassOptions *out, char *err,
                                                        size_t errSize);

/* Creates the external pass for `info`. The pass takes over what `opts` holds (NULL: no
 * options) and leaves `*opts` empty, so destroying it afterwards is a harmless no-op; `ids`
 * supplies the pass's TypeID and must outlive the pass. */
PSY_CAPI_EXPORTED MlirPass psyPassCreate(const PsyPassInfo *info, PsyPassOptions *opts,
                                         MlirTypeIDAllocator ids);

/* Pipelines that expand to other passes, e.g. psy-to-llvm. NULL if `name` is not one; else a
 * textual pipeline of psy and upstream pass names. */
PSY_CAPI_EXPORTED const char *psyPipelineAliasLookup(MlirStringRef name);
PSY_CAPI_EXPORTED intptr_t psyPipelineAliasCount(void);
PSY_CAPI_EXPORTED void psyPipelineAliasAt(intptr_t i, const char **name, const char **summary,
                                          const char **expansion);

/* The pass bodies, one per file in lib/Transforms, named after the flag. */
PSY_CAPI_EXPORTED MlirLogicalResult psyVerifyRun(MlirOperation module,
                                                 const PsyPassOptions *opts);
PSY_CAPI_EXPORTED MlirLogicalResult psyLowerBuiltinsRun(MlirOperation module,
                                                        const PsyPassOptions *opts);

#ifdef __cplusplus
}
#endif
#endif
