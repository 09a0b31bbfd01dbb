/* psy-c/Passes.h: psy's passes, registered as MLIR passes.
 *
 * Each pass is declared in dialect/PsyPasses.td (flag, summary, description, typed options)
 * and its body is C, one file per pass in lib/Transforms named after the flag. The generated
 * pass classes (lib/Transforms/PassRegistration.cpp) call the body with the top-level
 * builtin.module and the pass's options as one of the plain structs below. After
 * psyRegisterPasses, every textual pipeline (mlirParsePassPipeline,
 * mlirOpPassManagerAddPipeline, psy-opt, mlir-opt with libPsyIR.so as a pass plugin) knows
 * the passes and the pipelines psy-to-llvm and psy-dm by name. */
#ifndef PSY_C_PASSES_H
#define PSY_C_PASSES_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Registers every psy pass and pipeline in MLIR's process-wide registry. Idempotent and
 * thread-safe; it registers no upstream pass (psy-to-llvm builds its upstream passes
 * directly, so it needs none registered). */
PSY_CAPI_EXPORTED void psyRegisterPasses(void);

/* ---- Options ------------------------------------------------------------------------------ */

/* A boolean option that may be left to the configuration: the pass then takes the module's
 * psy.config and, failing that, PSyclone's default (psyConfigResolveBool). Written
 * `config`, `true` or `false`. */
typedef enum {
  PSY_CONFIG_BOOL_FROM_CONFIG = -1,
  PSY_CONFIG_BOOL_FALSE = 0,
  PSY_CONFIG_BOOL_TRUE = 1,
} PsyConfigBool;

/* psy-lower-builtins. */
typedef struct {
  const char *precisionConfig; /* precision-config=FILE; NULL when not given */
} PsyLowerBuiltinsOptions;

/* psy-lower-gocean. */
typedef struct {
  const char *psyModule; /* psy-module=NAME; NULL: the module's psy.module_name */
  bool device;           /* device=true (--target=nvptx): loops and arrays for the device */
} PsyLowerGOceanOptions;

/* The distributed-memory passes: psy-dm-loop-bounds, psy-global-sums,
 * psy-async-halo-exchanges (dm, compute-annexed-dofs), psy-halo-exchanges and
 * psy-halo-dirty-markers (those and minimal). */
typedef struct {
  PsyConfigBool dm;                 /* dm=config|true|false */
  PsyConfigBool computeAnnexedDofs; /* compute-annexed-dofs=config|true|false */
  bool minimal;                       /* minimal=true (default false; no configuration key) */
} PsyDmOptions;

/* psy-dag. */
typedef struct {
  const char *file; /* file=FILE.dot; NULL when not given (an error) */
} PsyDagOptions;

/* An index option's value when it is not given (an index given is checked to be >= 0). */
#define PSY_INDEX_NOT_GIVEN ((int64_t)-1)

/* psy-redundant-computation. */
typedef struct {
  PsyDmOptions dm;
  int64_t loop;       /* loop=N, or PSY_INDEX_NOT_GIVEN (an error) */
  const char *depth;  /* depth=D or depth=max; NULL when not given (an error) */
  const char *invoke; /* invoke=NAME; NULL: the module's only invoke */
} PsyRedundantComputationOptions;

/* psy-move: node and exactly one of before and after. */
typedef struct {
  int64_t node, before, after; /* each PSY_INDEX_NOT_GIVEN when not given */
  const char *invoke;          /* invoke=NAME; NULL: the module's only invoke */
} PsyMoveOptions;

/* psy-fuse. */
typedef struct {
  bool sameSpace; /* same-space=true: any_space_N fields of two loops share one space */
} PsyFuseOptions;

/* psy-omp. */
typedef struct {
  bool reprod; /* reprod=true (default): reductions bitwise reproducible at a thread count;
                * false: OpenMP's own (unordered) reduction clause */
  bool device; /* --target=nvptx: mark loops for the device instead ("device",
                * "device_serial"; docs/gpu.md) */
} PsyOmpOptions;

/* ---- The pass bodies ----------------------------------------------------------------------
 * Each transforms `module` (a builtin.module); on failure it has emitted an error diagnostic
 * at the culprit's location and returns failure. The options are read during the call
 * only. */

PSY_CAPI_EXPORTED MlirLogicalResult psyVerifyRun(MlirOperation module);
PSY_CAPI_EXPORTED MlirLogicalResult psyLowerBuiltinsRun(MlirOperation module,
                                                        const PsyLowerBuiltinsOptions *opts);
/* psy-lower-kernels: kernel loops to scf loops calling the kernels, with the invoke ABI
 * (psy-c/InvokeAbi.h) appended to each invoke function. */
PSY_CAPI_EXPORTED MlirLogicalResult psyLowerKernelsRun(MlirOperation module);
/* psy-lower-gocean: GOcean invokes to the schedule the GOcean binding calls (LowerGOcean.c). */
PSY_CAPI_EXPORTED MlirLogicalResult psyLowerGOceanRun(MlirOperation module,
                                                      const PsyLowerGOceanOptions *opts);
/* psy-fuse: adjacent builtin loops over the same dofs become one (Fuse.c). */
PSY_CAPI_EXPORTED MlirLogicalResult psyFuseRun(MlirOperation module, const PsyFuseOptions *opts);

#ifdef __cplusplus
}
#endif
#endif
