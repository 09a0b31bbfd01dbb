/* Internal: the driver layer's pieces (psy-c/Driver.h). Flang.c runs flang-new-22 on a kernel
 * module; Link.c links compiled kernels into the lowered invokes' LLVM module and adds the
 * bind(C) entry points; Schedule.c puts them together into a schedule object, the same steps
 * for every API, whose differences are the hooks of one PsyScheduleApi row each
 * (LFRicSchedule.c: psyBindingEmit; GOceanSchedule.c: psyGoBindingEmit). */
#ifndef PSY_DRIVER_DRIVER_H
#define PSY_DRIVER_DRIVER_H

#include <stdbool.h>
#include <stddef.h>

#include "llvm-c/Core.h"
#include "mlir-c/IR.h"
#include "psy-c/Binding.h"
#include "psy-c/Export.h"
#include "psy-c/Support.h"

/* ---- Flang.c ------------------------------------------------------------------------------- */

/* The Fortran compiler: $PSY_FLANG when set and not empty, else flang-new-22. */
const char *psyFlangName(void);

/* flang -S -emit-llvm -cpp -O2 -march=native on `path` (with the options' -D, -U, -I, then
 * -I of `path`'s own directory, and kernel flags), writing LLVM IR to `out`; the module files
 * it makes go to `modDir`, never beside the user's. Its diagnostics go to file `err`, or to
 * our stderr if `err` is NULL. The exit status, or -1 if it did not run. */
int psyFlangCompileToIR(const PsyBindingOptions *o, const char *path, const char *out,
                        const char *modDir, const char *err);
/* The same for target `triple` (NULL: the host); a device triple ("nvptx64-nvidia-cuda")
 * also turns floating-point contraction off (docs/gpu.md). Exported from libPsyIR, as the
 * temporary-directory helpers below are: libPsyDriver's --device-kernel calls them, and the
 * fuzzers link libPsyIR's shared library, which hides what it does not export. */
PSY_CAPI_EXPORTED int psyFlangCompileFor(const PsyBindingOptions *o, const char *path,
                                         const char *out, const char *modDir,
                                         const char *err, const char *triple);

/* The module whose module file flang could not find or read, as its diagnostics in file
 * `err` name it ("Cannot parse module file for module 'argument_mod': ..."), heap; NULL if
 * they name none (the kernel has errors of its own). */
char *psyFlangMissingModule(const char *err);

/* ---- Schedule.c: the schedule object, one API's hooks a row ------------------------------ */

/* A kernel the invokes call, planned once per subroutine. */
typedef struct {
  char *module;          /* its module, lower case */
  char *proc;            /* the subroutine as the binding's wrapped list names it: its symbol
                          * (LFRic) or its name, lower case (GOcean) */
  char *wrapper;         /* its wrapper's symbol in the binding (psyBindingKernelSymbol) */
  char *name;            /* the kernel type, for messages */
  int nargs;             /* the arguments its metadata implies; -1: not checked */
  MlirLocation metaLoc;  /* where flang's failure on its module is reported */
  MlirLocation callLoc;  /* where a module not on the kernel search path is reported */
  int ir;                /* its module's entry in PsySchedule.irs */
  bool outOfLine;        /* called through the binding's wrapper */
  char *hostWhy;         /* --target=nvptx: why it runs on the host, or NULL (device) */
} PsyScheduleKernel;

/* The entry point of one invoke: `symbol` calls the lowered invoke function `func`, which
 * takes `nparams` parameters, and stores its `nresults` results through pointers appended to
 * them. Under --psy-jit (ScheduleJit.c) it is specialised at run time on the `nkeys`
 * parameters `keys` (indices); or, with `slotted` (GOcean: one parameter, the slots), on
 * every int32 the invoke reads through its slots but those of the `nskip` slots `skip`
 * (integer scalar arguments, which may change from call to call). */
typedef struct {
  char *func;
  char *symbol;
  int nparams;
  int nresults;
  int *keys;
  int nkeys;
  bool slotted;
  int *skip;
  int nskip;
} PsyScheduleInvoke;

typedef struct PsyScheduleApi PsyScheduleApi;

/* One schedule object in the making: its plan (invokes and kernels), the files flang made. */
typedef struct {
  const PsyScheduleApi *api;
  const PsyBindingOptions *opts;
  const void *apiOpts;   /* what only the API reads (GOcean: its PsyGoGridTable, or NULL) */
  char *psyModule;       /* the binding module's name */
  PsyScheduleInvoke *invokes;
  int ninvokes, capInvokes;
  PsyScheduleKernel *kernels;
  int nkernels, capKernels;
  char **irs;            /* per compiled file: its LLVM IR file; NULL: a module out of line */
  char **irModules;      /* its module (the file's stem) */
  char **missing;        /* per module out of line: the module file flang lacked */
  char **sources;        /* its source file (--target=nvptx compiles it for the device too) */
  char **devIrs;         /* --target=nvptx: its device IR file; NULL: none (host kernels) */
  int nirs, capIrs, capIrModules, capMissing, capSources;
  char *tmpdir;          /* flang's outputs, module files included */
  MlirLocation loc;      /* the module's: where what has no location of its own is reported */
} PsySchedule;

/* What differs between the APIs' schedule objects; the steps around it are psyScheduleEmit's. */
struct PsyScheduleApi {
  const char *pipeline; /* lowers the psy module to the LLVM dialect ("psy-to-llvm") */
  const char *devicePipeline; /* the same for --target=nvptx; NULL: the API has no device */
  /* The binding module's name (heap), or NULL after an error at the module. */
  char *(*moduleName)(MlirOperation module, const char *psyPath);
  /* Fills the invokes and the kernels (psyScheduleAddInvoke, psyScheduleAddKernel);
   * failure after its errors. */
  MlirLogicalResult (*plan)(PsySchedule *s, MlirOperation module);
  /* What the object needs compiled besides the kernel modules (GOcean: its kernel wrappers),
   * with psyScheduleCompile; NULL: nothing. */
  MlirLogicalResult (*compileMore)(PsySchedule *s, MlirOperation module);
  /* The binding's Fortran text with the wrappers of the `nwrapped` kernels out of line
   * (their `proc`); heap, or NULL after errors at the ops it cannot bind. */
  char *(*fortran)(const PsySchedule *s, MlirOperation module, const char *const *wrapped,
                   int nwrapped);
  /* Reported at the module after a kernel module failed to compile; NULL: nothing. */
  const char *compileFailed;
  /* flang's failure on a kernel module names the module and its file, not only the file. */
  bool namesModule;
  /* The lowered invokes call every kernel through its wrapper: the wrappers of the compiled
   * ones are inlined. Otherwise they call the subroutine: inlined when compiled, renamed to
   * the wrapper when out of line. */
  bool callsWrappers;
};

/* ScheduleDevice.c, --target=nvptx: each kernel module compiled for the device and each
 * kernel checked (psyDeviceWhyNot); a kernel that cannot run there runs on the host: its
 * loops in `module` lose their device mark, and --verbose says so per kernel. Under
 * --psy-device-only that is an error at the kernel's metadata instead. */
MlirLogicalResult psyScheduleDevicePlan(PsySchedule *s, MlirOperation module);
/* ScheduleDevice.c, --target=nvptx (PsyBindingOptions.deviceArch): the device kernels of the
 * translated schedule `host` (psy-device-outline's __psy_dev_* functions) compiled to PTX
 * with the kernel modules flang compiles for the device, the PTX embedded in `host`, and
 * each kernel's descriptor and host-device entry defined (docs/gpu.md). Runs before the
 * host's kernels are linked in. Failure after errors at the schedule's location. */
MlirLogicalResult psyScheduleDeviceLink(LLVMModuleRef host, const PsySchedule *s);

/* ScheduleJit.c, --psy-jit (PsyBindingOptions.jit): the schedule `m`, its kernels linked and
 * its entry points added, embedded in itself as bitcode, and each entry point made a stub
 * that asks libPsyJit for the invoke specialised on its keys (psy-rt/Jit.h, docs/jit.md).
 * Failure after errors at the schedule's location. */
MlirLogicalResult psyScheduleJitEmbed(LLVMModuleRef m, const PsySchedule *s);

/* Exported from libPsyIR: libPsyDriver's API rows name them (psyc links libPsyIR's objects,
 * the fuzzers its shared library, which hides what it does not export). */
PSY_CAPI_EXPORTED extern const PsyScheduleApi psyLfricSchedule, psyGOceanSchedule;

/* Writes the binding of `module` to `psyPath` and the schedule object to
 * psyBindingObjectPath(psyPath), as `api` builds them (`apiOpts`: PsySchedule.apiOpts); both
 * or neither. With `outs`, both are added to that set, and its owner commits them with the
 * run's other outputs; NULL: committed here. psyBindingEmit and psyGoBindingEmit say the
 * rest. */
PSY_CAPI_EXPORTED MlirLogicalResult psyScheduleEmit(const PsyScheduleApi *api,
                                                    MlirOperation module,
                                                    const PsyBindingOptions *opts,
                                                    const void *apiOpts, const char *psyPath,
                                                    PsyOutputSet *outs);

/* Whether a kernel of subroutine `proc` is planned already. */
bool psyScheduleHasKernel(const PsySchedule *s, const char *proc);
/* Plans kernel `k`, taking its strings; sets its `ir` to none. */
void psyScheduleAddKernel(PsySchedule *s, PsyScheduleKernel k);
/* Plans invoke `b`, taking its strings. */
void psyScheduleAddInvoke(PsySchedule *s, PsyScheduleInvoke b);

/* flang on `path` into `<tmpdir>/<stem>.ll`, recorded as module `stem`'s entry in s->irs,
 * whose index it returns. A module file missing makes the entry out of line when
 * `mayMissModule`; any other failure is an error at `loc` ("flang cannot compile <what>: ..."),
 * and -1. */
int psyScheduleCompile(PsySchedule *s, const char *path, const char *stem, MlirLocation loc,
                       const char *what, bool mayMissModule);

/* psyScheduleEmit's steps that any writer of a binding and an object can use. */

/* Copies flang's diagnostics kept in file `err` to our stderr. */
PSY_CAPI_EXPORTED void psyDriverReplay(const char *err);
/* A fresh temporary directory ($TMPDIR or /tmp), removed on a signal; NULL on failure. */
PSY_CAPI_EXPORTED char *psyDriverMakeTempDir(void);
/* Removes the temporary directory and the files in it. */
PSY_CAPI_EXPORTED void psyDriverRemoveTree(const char *dir);

/* ---- Link.c -------------------------------------------------------------------------------- */

/* The parameter count of function `symbol` as the LLVM IR file `ir` defines it; -1 if it
 * defines none (or the file cannot be read). */
int psyLlvmDefinedParams(const char *ir, const char *symbol);

/* Links the LLVM IR files `irs` into `m`. What they define becomes internal to the object
 * (the user's own kernel objects define the same symbols); their constants too; their
 * variables become references to the kernel modules' own objects. Functions named in
 * `kernels` are always inlined, or never (`noInline`). Non-zero on failure, after emitting
 * an error at `loc`. */
int psyLlvmLinkKernels(LLVMModuleRef m, const char *const *irs, int nirs,
                       const char *const *kernels, int nkernels, bool noInline,
                       MlirLocation loc);

/* Adds `symbol`(parameters of `func`..., one pointer per result): calls `func`, which must
 * have `nparams` parameters and now becomes internal, and stores its `nresults` results
 * through the pointers. Non-zero on failure, after emitting an error at `loc`. */
int psyLlvmAddEntryPoint(LLVMModuleRef m, const char *func, const char *symbol, int nparams,
                         int nresults, MlirLocation loc);

/* Renames the function `from` that `m` declares (an out-of-line kernel) to `to`; nothing if
 * `m` has no such function. */
void psyLlvmRenameFunction(LLVMModuleRef m, const char *from, const char *to);

#endif
