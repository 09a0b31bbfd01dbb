/* psy-c/Frontend.h: the LFRic and GOcean front ends -- kernel metadata, the algorithm layer
 * and the psy IR built from it.
 *
 * The front end reads the parse tree of psy-c/FortranTree.h (filled by the flang walker,
 * psy-c/Fortran.h or the flang plugin); everything here is C in lib/Frontend: reading and
 * validating kernel metadata into the kernel model of psy-c/Kernel.h (part 1), writing it back
 * as Fortran and generating kernel stubs (part 2), finding kernel modules on a search path
 * (part 3) and turning the invoke calls of an algorithm file into psy IR plus a rewritten
 * algorithm (part 4). Errors are MLIR diagnostics emitted into the caller's context (see
 * PsyDiagList in psy-c/FortranTree.h). docs/frontend.md describes the whole front end. */
#ifndef PSY_C_FRONTEND_H
#define PSY_C_FRONTEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "mlir-c/IR.h"
#include "psy-c/Builtins.h"
#include "psy-c/Domain.h"
#include "psy-c/FortranTree.h"
#include "psy-c/GOcean.h"
#include "psy-c/Kernel.h"

#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ===== 1. Kernel metadata ================================================================== */

/* The metadata model (PsyKernelMeta, PsyKernelMetaArg, ...) is psy-c/Kernel.h's. */

/* Reads and validates the metadata of `t` (a type extending kernel_type) into `out`. Errors
 * are emitted through `diags`; returns false if there were any. Either way `out` then owns
 * heap data: free it with psyKernelMetaClear. */
PSY_CAPI_EXPORTED bool psyKernelMetaRead(const PsyFType *t, const char *module, PsyKernelMeta *out,
                       PsyDiagList *diags);
/* Sets the `precision` of every dummy argument of a generic kernel's specific procedures
 * (and of a plain kernel's subroutine, m->code) from its kind through `cfg` (the precision
 * config the algorithm's types come from). */
PSY_CAPI_EXPORTED void psyKernelMetaResolvePrecision(PsyKernelMeta *m,
                                                     const PsyPrecisionConfig *cfg);
/* Picks the specific procedure of generic kernel `m` for a call, as PSyclone does: the first,
 * in interface order, whose dummy arguments number what the metadata implies (the stub's
 * argument list, docs/frontend.md) and whose dummies holding each meta_args entry's data have
 * the precision of the actual argument. `precisions[i]` is the PsyPrecisionType of entry i's
 * actual argument, or -1 where it is not compared. Returns the index into m->specifics, or
 * -1 with a heap string in `*why` (one reason per specific tried; the caller frees it). */
PSY_CAPI_EXPORTED int psyKernelMetaSelectSpecific(const PsyKernelMeta *m, const int *precisions,
                                                  char **why);
/* The same for a GOcean 1.0 kernel type (psy-c/GOcean.h, docs/gocean.md): reads and
 * validates its meta_args, iterates_over, index_offset and code binding, and checks the bound
 * subroutine's dummy count. `out` then owns heap data: free it with psyGoKernelMetaClear. */
PSY_CAPI_EXPORTED bool psyGoKernelMetaRead(const PsyFType *t, const char *module,
                                           PsyGoKernelMeta *out, PsyDiagList *diags);

/* ===== 2. Writing metadata back and kernel stubs ========================================== */

/* Writes the type definition of `m` as Fortran (free form). */
PSY_CAPI_EXPORTED void psyKernelMetaWrite(const PsyKernelMeta *m, FILE *out);
/* Writes a module holding the metadata of every kernel in `metas` (round-trip output). */
PSY_CAPI_EXPORTED void psyKernelMetaWriteModule(const char *module, const PsyKernelMeta *metas,
                                                int n, FILE *out);
/* Writes the kernel subroutine skeleton in LFRic argument order (docs/frontend.md). */
PSY_CAPI_EXPORTED void psyKernelStubWrite(const PsyKernelMeta *m, FILE *out);

/* ===== 3. Kernel search path ============================================================== */

typedef struct PsyKernelIndex PsyKernelIndex;

/* Indexes, once, the module names defined by every .f90/.F90/.x90 file under each directory
 * (recursively). */
PSY_CAPI_EXPORTED PsyKernelIndex *psyKernelIndexCreate(const char *const *dirs, int ndirs);
PSY_CAPI_EXPORTED void psyKernelIndexDestroy(PsyKernelIndex *idx);
/* Path of the file defining module `name` (case-insensitive), or NULL. */
PSY_CAPI_EXPORTED const char *psyKernelIndexLookup(const PsyKernelIndex *idx, const char *name);
PSY_CAPI_EXPORTED int psyKernelIndexSize(const PsyKernelIndex *idx);

/* ===== 4. Driving the front end ============================================================ */

/* What a batch shares between its algorithm files: parsed kernel modules, indexed kernel
 * search paths and the answers of file searches (lib/Frontend/Cache.c). The units and indexes it hands out are borrowed and
 * live until psyFrontendCacheDestroy. */
typedef struct PsyFrontendCache PsyFrontendCache;
PSY_CAPI_EXPORTED PsyFrontendCache *psyFrontendCacheCreate(void);
PSY_CAPI_EXPORTED void psyFrontendCacheDestroy(PsyFrontendCache *c);
/* The unit of `path`, parsed with `parse` on first use; NULL (not remembered) if it fails. */
PSY_CAPI_EXPORTED PsyFUnit *psyFrontendCacheUnit(PsyFrontendCache *c, const char *path,
                                                 PsyFParseFn parse, void *ctx);
/* The index of these search directories, made on first use. */
PSY_CAPI_EXPORTED PsyKernelIndex *psyFrontendCacheIndex(PsyFrontendCache *c,
                                                        const char *const *dirs, int ndirs);
/* The path `search(ctx)` finds (a heap string, or NULL for none), searched once per `key`:
 * the key names what the search depends on (its directories), which a batch does not change.
 * The path is borrowed; NULL is remembered too. */
PSY_CAPI_EXPORTED const char *psyFrontendCacheFind(PsyFrontendCache *c, const char *key,
                                                   char *(*search)(void *ctx), void *ctx);

typedef enum {
  PSY_EMIT_IR,        /* psy IR of the algorithm file's invokes */
  PSY_EMIT_METADATA,  /* validated metadata of the file's kernels, written back as Fortran */
  PSY_EMIT_STUB,      /* kernel stubs of the file's kernels */
  PSY_EMIT_CHECK,     /* validate only */
  PSY_EMIT_PSY_STUB   /* a Fortran PSy-layer stub module declaring the invoke routines (tests
                         compile rewritten algorithms against it) */
} PsyEmitKind;

typedef struct {
  PsyEmitKind emit;
  const char *const *kernelPaths;  /* search directories; none: the algorithm's directory */
  int nkernelPaths;
  const char *algOut;              /* rewritten algorithm path, or NULL */
  const char *precisionConfig;     /* LFRic kind -> f32/f64 file (docs/psyc.md), or NULL */
  bool debugLocs;                  /* print locations in the IR (psyc reads them back) */
  PsyFParseFn parse;
  void *parseCtx;
  /* The precision model to start from, before precisionConfig: the driver's (the LFRic
   * defaults with a PSyclone configuration's precision_map applied, psyConfigApplyPrecisions
   * in psy-c/Config.h), or NULL for the LFRic defaults. */
  const PsyPrecisionConfig *precision;
  /* Shared by the files of a batch, or NULL: each file parses its kernel modules itself. */
  PsyFrontendCache *cache;
  /* The GOcean 1.0 API instead of LFRic: kernel files only (stubs, checks, metadata IR). */
  bool gocean;
  /* A kernel dummy whose intent disagrees with its meta_args entry is an error, not a
   * warning (psyc --psy-strict-intents). */
  bool strictIntents;
} PsyFrontendOptions;

/* The GOcean 1.0 algorithm front end (docs/gocean.md): its own options, since it shares
 * only the kernel search with LFRic's. */
typedef struct {
  const char *const *kernelPaths;  /* search directories; none: the algorithm's directory */
  int nkernelPaths;
  PsyFParseFn parse;
  void *parseCtx;
  PsyFrontendCache *cache;         /* or NULL */
  const PsyGoGridTable *grid;      /* the grid properties in force; NULL: PSyclone's defaults */
  bool dm;                         /* distributed memory: halo exchanges */
} PsyGoFrontendOptions;

/* Builds the GOcean schedule IR of an algorithm unit in `ctx` (psy dialect loaded): the
 * kernels' psy.go_kernel_meta and one func.func {psy.go_invoke} per invoke. The module is
 * the caller's; a null module after emitting errors into `ctx`. */
PSY_CAPI_EXPORTED MlirModule psyGoAlgorithmBuild(PsyFUnit *unit, const PsyGoFrontendOptions *opts,
                                                 MlirContext ctx);

/* Writes the GOcean algorithm `unit` with each `call invoke(...)` replaced by a call of its
 * invoke subroutine with the arguments of its function's psy.alg_args in `module` (built by
 * psyGoAlgorithmBuild from `unit`), and `use <psy.module_name>, only: <invokes>` added, as
 * LFRic's rewriting does (docs/gocean.md), atomically to `path`. Errors are emitted into the
 * module's context. */
PSY_CAPI_EXPORTED bool psyGoAlgorithmRewrite(const PsyFUnit *unit, MlirOperation module,
                                             const char *path);

/* Runs the front end on `unit` (the parsed input file) and writes the result text to `out`.
 * Errors are emitted into `ctx` (which must have the psy dialect loaded, psyContextCreate;
 * the IR is built in it); returns false on error (nothing has then been written to `out` or
 * to opts->algOut). */
PSY_CAPI_EXPORTED bool psyFrontendRun(PsyFUnit *unit, const PsyFrontendOptions *opts,
                                      MlirContext ctx, FILE *out);

/* In-process hosts (psyc) build the IR straight into their own context, run their passes on
 * it, then rewrite the algorithm from the final module, so that invoke signatures changed by
 * passes (psy.alg_args) reach the caller. `unit` must outlive the session. */
typedef struct PsyFrontendSession PsyFrontendSession;

/* Builds the psy IR module of an algorithm unit (one with invokes) in `ctx`, which must have
 * the psy dialect loaded (psyContextCreate). On success returns the session and sets
 * `*module` (owned by the caller); NULL after emitting errors into `ctx` otherwise. */
PSY_CAPI_EXPORTED PsyFrontendSession *psyFrontendBuild(PsyFUnit *unit,
                                                       const PsyFrontendOptions *opts,
                                                       MlirContext ctx, MlirModule *module);
/* Writes the algorithm with each invoke call replaced by a call of its routine with the
 * arguments that routine's psy.alg_args has in `module`, atomically, to `path`. Errors are
 * emitted into the module's context. */
PSY_CAPI_EXPORTED bool psyFrontendRewriteAlgorithm(const PsyFrontendSession *s,
                                                   MlirOperation module, const char *path);
PSY_CAPI_EXPORTED void psyFrontendSessionDestroy(PsyFrontendSession *s);

#ifdef __cplusplus
}
#endif
#endif
