/* The GOcean 1.0 part of the front end, private to lib/Frontend: what psyFrontendRun does with
 * a file when its options ask for the GOcean API (docs/gocean.md). */
#ifndef PSY_FRONTEND_GOCEAN_H
#define PSY_FRONTEND_GOCEAN_H

#include "psy-c/Frontend.h"
#include "psy-c/GOcean.h"

/* Reads and validates every kernel type of `u` (its module is `module`) and writes what
 * `emit` asks for: kernel stubs (PSY_EMIT_STUB), psy.go_kernel_meta ops (PSY_EMIT_IR) or
 * nothing (PSY_EMIT_CHECK). An algorithm file (one with invokes) is refused: the GOcean
 * schedule does not exist yet. Nothing is written unless the whole file is valid. */
bool psyGoKernelFileRun(const PsyFUnit *u, const char *module, PsyEmitKind emit, FILE *out,
                        PsyDiagList *diags);

/* ---- the algorithm layer (GOceanAlgorithm.c) ---------------------------------------------- */

/* One distinct argument of an invoke, in order of first use. */
typedef struct {
  char *text;                  /* as written, lower case: "p", "model%u", "0.5_go_wp" */
  bool field, real, literal;   /* a field (else a scalar: real or integer, perhaps literal) */
  PsyFLoc loc;
  char type[32];               /* a real scalar's declared type when not go_wp (psy.alg_types) */
} PsyGoValue;

/* The Fortran type a real scalar declared by `d` has when it is not go_wp's, for the
 * generated layer to declare it alike: "real" (default kind, or real32, c_float, go_sp),
 * "real(kind=N)" for a literal kind; "" for go_wp, double precision and a kind psyc cannot
 * name (the generated layer's default, real(go_wp)). Written into `buf`. */
void psyGoRealTypeOf(const PsyFDecl *d, char *buf, size_t size);

/* A kernel call: one value per meta_args entry that is not a grid property, in order. */
typedef struct {
  const PsyGoKernelMeta *meta;
  int *ops, nops;
  PsyFLoc loc;
} PsyGoCall;

typedef struct {
  char *name;                  /* invoke_<label>, invoke_<n> or invoke_<n>_<kernel> */
  PsyGoValue *values;
  int nvalues, capValues;
  PsyGoCall *calls;
  int ncalls;
  PsyFLoc loc;
} PsyGoInvoke;

/* The kernel types the invokes call, read once each, and the modules parsed for them. */
typedef struct {
  PsyGoKernelMeta **metas;
  int nmetas;
  PsyFUnit **units;            /* owned unless opts->cache */
  int nunits;
  char **loaded;               /* modules already looked up */
  int nloaded;
  PsyKernelIndex *index;
  const PsyGoFrontendOptions *opts;
  PsyFUnit *alg;
  char *psyModule;             /* psy_<algorithm>, lower case: the module's psy.module_name */
} PsyGoKernelSet;

/* psy_<the algorithm's program or module>, lower case (heap). */
char *psyGoModuleName(const PsyFUnit *u);

/* The invokes of `unit` into a heap array `*out` of `*n` (psyGoInvokesDestroy frees it, even
 * after a failure); false after reporting every error to `diags`. */
bool psyGoInvokesBuild(PsyFUnit *unit, PsyGoKernelSet *ks, PsyGoInvoke **out, int *n,
                       PsyDiagList *diags);
void psyGoInvokesDestroy(PsyGoInvoke *invs, int n);
void psyGoKernelSetDestroy(PsyGoKernelSet *ks);

/* ---- the schedule IR (GOceanBuildIR.c) ---------------------------------------------------- */

/* The module: one psy.go_kernel_meta per kernel, one func.func {psy.go_invoke} per invoke
 * with its loops, calls and (under opts->dm) halo exchanges; null after reporting. */
MlirModule psyGoInvokesBuildModule(const PsyFUnit *unit, const PsyGoInvoke *invs, int n,
                                   const PsyGoKernelSet *ks, MlirContext ctx,
                                   PsyDiagList *diags);

#endif
