/* psy-c/Binding.h: the Fortran that calls a compiled invoke, and the schedule object.
 *
 * The invoke ABI, what the compiled schedule of one invoke takes, is psy-c/InvokeAbi.h: the
 * contract between psy-lower-kernels (which appends the infrastructure arguments) and the
 * binding (which fills them from LFRic's API).
 *
 * The binding (docs/psyc.md, "-opsy X_psy.f90"): psyc writes the Fortran module `<alg>_psy`
 * whose invoke_* subroutines take PSyclone's arguments, unwrap them with LFRic's public API
 * and call the schedule through bind(C) (lib/Target/Binding*.c); the schedule object beside
 * it holds the lowered invokes and the coded kernels, compiled by flang-new-22, linked in and
 * optimised together (the driver, lib/Driver).
 *
 * Errors are MLIR diagnostics at the op they concern (psy-c/Support.h); functions that
 * return failure have emitted them. */
#ifndef PSY_C_BINDING_H
#define PSY_C_BINDING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/IR.h"
#include "psy-c/Export.h"
#include "psy-c/GOcean.h"
#include "psy-c/InvokeAbi.h"
#include "psy-c/Passes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- The Fortran binding --------------------------------------------------------------------- */

typedef struct {
  const char *const *kernelDirs;   /* kernel search directories (psyc -d); none: `algDir` */
  int nkernelDirs;
  const char *algDir;              /* the algorithm's directory */
  const char *const *includes;     /* -I directories for flang (module files, #include) */
  int nincludes;
  const char *const *defines;      /* -D NAME[=VALUE] */
  int ndefines;
  const char *const *undefines;    /* -U NAME */
  int nundefines;
  const char *kernelFlags;         /* extra flang flags for the kernels, space-separated; or
                                      NULL */
  bool noInline;                   /* keep kernel calls out of line (--psy-no-inline) */
  /* The declared Fortran type (lower case, e.g. "r_solver_field_type") of the invoke argument
   * the algorithm wrote as `text` in the invoke call at `invoke`, or NULL where it has no
   * declaration of its own (a structure component); `declCtx` is passed through. NULL: no
   * declarations known, so fields and operators get LFRic's default types for their element
   * type. psyc passes the front end's psyFUnitDeclaredType with the parsed algorithm. */
  const char *(*declaredType)(const void *declCtx, MlirLocation invoke, MlirStringRef text);
  /* The same for the kind name of its declaration (lower case, "r_solver" of
   * `real(kind=r_solver) :: a`), or NULL; the binding declares scalars with it, so the user's
   * compiler checks that it is the kind the schedule was compiled for. psyc passes
   * psyFUnitDeclaredKind. NULL: scalars are declared with iso_c_binding's kinds. */
  const char *(*declaredKind)(const void *declCtx, MlirLocation invoke, MlirStringRef text);
  const void *declCtx;
  const char *algFile;             /* the algorithm's path, for the header comment; or NULL */
  FILE *notes;                     /* where psyc --verbose says how each kernel is called;
                                      NULL: nowhere */
  /* The kernels called out of line through a wrapper in the binding (psyKernelLinkName of
   * their metadata): psyBindingEmit fills these for the kernels flang could not compile for
   * want of a module file; none by default. */
  const char *const *wrapped;
  int nwrapped;
  bool hostTuned;                  /* kernels and schedule for this machine's CPU
                                      (--psy-host-tuned); else generic x86-64 */
  const char *deviceArch;          /* --target=nvptx: the GPU architecture ("sm_80"); NULL:
                                    * the CPU (docs/gpu.md) */
  bool deviceOnly;                 /* --psy-device-only: a kernel the device cannot run is an
                                    * error, not a loop on the host */
  bool jit;                        /* --psy-jit: the schedule object carries its bitcode and
                                    * specialises each invoke at run time (docs/jit.md) */
} PsyBindingOptions;

/* The Fortran module `psyModule` binding every invoke of psy module `module` (psy IR, before
 * lowering), as heap text the caller frees; NULL after errors at the ops it cannot bind. */
PSY_CAPI_EXPORTED char *psyBindingFortranGet(MlirOperation module, const PsyBindingOptions *opts,
                                             const char *psyModule);

/* `<psy module>_<invoke>`: the bind(C) symbol of an invoke's entry point (heap). */
PSY_CAPI_EXPORTED char *psyBindingSymbol(const char *psyModule, MlirStringRef invoke);

/* `<psy module>_k_<procedure>`, lower case: the bind(C) symbol of the binding's wrapper of the
 * kernel subroutine of psy.kernel_meta `meta`, which the schedule calls when the kernel is
 * out of line (heap). */
PSY_CAPI_EXPORTED char *psyBindingKernelSymbol(const char *psyModule, MlirOperation meta);

/* ---- GOcean (docs/gocean.md, "Code generation") ---------------------------------------- */

/* What the GOcean binding needs besides the schedule IR. */
typedef struct {
  const PsyGoGridTable *grid;      /* the grid properties in force; NULL: PSyclone's defaults */
  const char *algFile;             /* the algorithm's path, for the header comment; or NULL */
  /* The kernel subroutines (lower case) whose wrappers go in the binding module: those
   * called out of line; none by default. */
  const char *const *wrapped;
  int nwrapped;
  bool device; /* --target=nvptx: a halo exchange first brings the host copy up to date */
} PsyGoBindingOptions;

/* The Fortran module psy.module_name of GOcean schedule module `module` (psy IR before
 * psy-lower-gocean): per invoke a subroutine taking the algorithm's arguments that fills the
 * schedule's slots and calls it through bind(C), its halo callback, and the wrappers of
 * opts->wrapped; heap text, or NULL after errors at the ops it cannot bind. */
PSY_CAPI_EXPORTED char *psyGoBindingFortranGet(MlirOperation module,
                                               const PsyGoBindingOptions *opts);

/* A Fortran module `name` holding the kernel wrappers (`<psy module>_k_<procedure>`) of the
 * kernel subroutines `procs` (lower case) of `module`: what psyc compiles with the kernels
 * into the schedule object. Heap text; NULL after an error at a kernel's metadata. */
PSY_CAPI_EXPORTED char *psyGoBindingWrapperModuleGet(MlirOperation module, const char *name,
                                                     const char *const *procs, int nprocs);

#ifdef __cplusplus
}
#endif
#endif
