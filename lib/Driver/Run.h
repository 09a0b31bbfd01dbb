/* Internal: psyDriverRun's pieces (psy-c/Driver.h). Run.c owns the order for one input;
 * Apis.c is the API table (a row of hooks per API: LFRic.c, GOcean.c), Targets.c the target
 * table (a row per target: what it writes and which API hook it needs); Outputs.c writes
 * every output of the input (-opsy, -oalg, the files beside -opsy) all or nothing; KernelFile.c does the kernel-file actions. Adding a target
 * is a row of kTargets and, where an API must do something of its own, a hook of PsyApi. */
#ifndef PSY_DRIVER_RUN_H
#define PSY_DRIVER_RUN_H

#include <stdbool.h>
#include <stdio.h>

#include "mlir-c/IR.h"
#include "psy-c/Binding.h"
#include "psy-c/Driver.h"
#include "psy-c/Fortran.h"
#include "psy-c/Frontend.h"
#include "psy-c/GOcean.h"
#include "Driver.h"

struct PsyDriverSession {
  MlirContext ctx;
  PsyFrontendCache *cache; /* kernel modules, indexes, constants_mod: kept for a batch */
};

typedef struct PsyApi PsyApi;
typedef struct PsyDriverTarget PsyDriverTarget;

/* One input on its way through psyDriverRun: the request, its rows, what was built. */
typedef struct {
  PsyDriverSession *s;
  const PsyDriverRequest *r;
  const PsyApi *api;
  const PsyDriverTarget *target;
  PsyFortranOptions fopts;
  PsyFUnit *unit;             /* the algorithm; NULL for psy IR input */
  MlirModule mod;
  PsyFrontendSession *fe;     /* LFRic's front end, which rewrites the algorithm */
  PsyFrontendOptions feOpts;  /* its options, which it keeps */
  PsyGoGridTable grid;        /* GOcean's grid properties in force */
  bool hasGrid;
  PsyOutputSet *outs;         /* every output of the job, committed together (Outputs.c) */
  PsyPrecisionConfig precision; /* LFRic: the kinds' widths the module was built with */
  const PsyFUnit *constants;  /* LFRic: constants_mod's unit (the cache's), or NULL */
} PsyDriverJob;

typedef MlirLogicalResult (*PsyDriverStep)(PsyDriverJob *j);
typedef MlirLogicalResult (*PsyDriverEmit)(PsyDriverJob *j, const char *path);

/* An API: a row of hooks. A NULL hook is a step the API does not have; a request needing it
 * is refused with the message beside it. */
struct PsyApi {
  const char *name;
  const char *const *aliases;   /* NULL-terminated */
  PsyDriverStep prepare;        /* before reading the input (GOcean: the grid table) */
  PsyDriverStep build;          /* the algorithm's IR, from j->unit */
  PsyDriverStep readIR;         /* a check of psy IR read from a .mlir input */
  PsyDriverStep transform;      /* passes before the view (LFRic: dm, recipe, --pipeline) */
  const char *noTransform;      /* why -s/--pipeline/... are refused without `transform` */
  void (*view)(PsyDriverJob *j, FILE *out);
  const PsyScheduleApi *schedule; /* the schedule object's row (Schedule.c): its pipeline to
                                   * LLVM (-opsy X.o / X.ll), binding and kernels */
  PsyDriverEmit binding;        /* -opsy X.f90 on the host: binding + schedule object */
  PsyDriverEmit opencl;         /* -opsy X.f90 under --target=opencl: layer + X_kernels.cl */
  PsyDriverEmit rewrite;        /* -oalg: the rewritten algorithm, to a temporary */
  bool irWithOalg;              /* the IR goes to `out` when only -oalg is written */
  bool goceanKernels;           /* --stub/--kernel-meta read GOcean metadata */
  PsyDriverStep openclKernel;   /* --opencl-kernel */
  void (*finish)(PsyDriverJob *j); /* frees what the hooks made */
};

/* A target: which API hook writes -opsy X.f90 (an offset into PsyApi), what it is refused
 * with when the API has none, and whether it needs the algorithm (not psy IR). */
struct PsyDriverTarget {
  const char *name;
  size_t hook;
  const char *refusal;          /* "--target=NAME" + this */
  const char *irRefusal;        /* psy IR input with -opsy other than .mlir; NULL: accepted */
  bool ownsEveryOpsy;           /* writes -opsy of any kind but .mlir itself */
  bool device;                  /* the invokes' loops run on a GPU (docs/gpu.md) */
};

/* ---- Apis.c, Targets.c ---------------------------------------------------------------- */
const PsyApi *psyDriverApiFind(const char *name);
const PsyDriverTarget *psyDriverTargetFind(const char *name);
PsyDriverEmit psyDriverTargetHook(const PsyDriverTarget *t, const PsyApi *api);
extern const PsyApi psyDriverLFRic, psyDriverGOcean;

/* ---- Run.c: shared steps -------------------------------------------------------------- */
/* An error without a place in the sources: psyc prints it as `psyc: error: ...`. */
MlirLogicalResult psyDriverFail(PsyDriverSession *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Runs `pipeline` on the job's module; false on failure (diagnostics emitted). */
bool psyDriverPipeline(PsyDriverJob *j, const char *pipeline);
/* The binding's options for the job (unit: the declarations' context, or NULL); the
 * caller frees `*algDir`. */
PsyBindingOptions psyDriverBindingOptions(const PsyDriverJob *j, const PsyFUnit *unit,
                                          char **algDir);
MlirOperation psyDriverModuleOp(const PsyDriverJob *j);

/* ---- Outputs.c ------------------------------------------------------------------------ */
/* -oalg, -opsy and the files beside it, all or nothing: each hook adds what it writes to
 * j->outs, committed at the end. */
MlirLogicalResult psyDriverWriteOutputs(PsyDriverJob *j, const char *opsy, const char *oalg);
/* `module` printed (without verifying it again), heap, its length in `*size` if not NULL. */
char *psyDriverPrintModule(MlirOperation module, size_t *size);
/* An MlirStringCallback writing to the FILE * `u`. */
void psyDriverPrintTo(MlirStringRef s, void *u);
/* The file's extension with its dot, or "". */
const char *psyDriverExt(const char *path);
bool psyDriverIsFortran(const char *path);
/* The host target: -opsy by extension (.o/.ll lowered, .f90 the API's binding). */
MlirLogicalResult psyDriverEmitHost(PsyDriverJob *j, const char *opsy);
/* -opsy X.f90 on the host, for every API: the binding module and the schedule object of the
 * API's schedule row (psyScheduleEmit). */
MlirLogicalResult psyDriverEmitSchedule(PsyDriverJob *j, const char *opsy);

/* ---- the API's own files -------------------------------------------------------------- */
/* LFRic.c: the kinds of an algorithm file (KindsFind.c). */
MlirLogicalResult psyDriverKindsInit(PsyDriverJob *j, PsyPrecisionConfig *pc);
/* LFRic.c: the job's algorithm built again with the kinds `pc` and run through the same
 * passes, into `*out` (the caller's); its diagnostics are the caller's to handle. */
MlirLogicalResult psyDriverLFRicRebuild(PsyDriverJob *j, const PsyPrecisionConfig *pc,
                                        MlirModule *out);
/* KindWidths.c: the schedule for each width the kinds no constants_mod confirms may have,
 * added to the job's module beside the invokes, which the binding then chooses among. */
MlirLogicalResult psyDriverKindVariants(PsyDriverJob *j);
/* View.c, GoView.c: PSyclone's schedule views. */
void psyDriverView(MlirOperation module, bool dm, FILE *out);
void psyDriverGoView(MlirOperation module, bool dm, const PsyGoGridTable *grid, FILE *out);
/* GOceanOcl.c: the OpenCL PSy layer and X_kernels.cl. */
MlirLogicalResult psyDriverGoOclWrite(PsyDriverJob *j, const char *opsy);
/* KernelFile.c: --stub, --kernel-meta, --opencl-kernel. */
MlirLogicalResult psyDriverKernelFile(PsyDriverJob *j);
MlirLogicalResult psyDriverGoOpenCLKernel(PsyDriverJob *j);
/* DeviceKernel.c: --device-kernel, for either API's kernels (docs/gpu.md). */
MlirLogicalResult psyDriverDeviceKernel(PsyDriverJob *j);

#endif
