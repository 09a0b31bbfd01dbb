/* Internal: the driver layer's pieces (psy-c/Driver.h). Flang.c runs flang-new-22 on a kernel
 * module; Link.c links compiled kernels into the lowered invokes' LLVM module and adds the
 * bind(C) entry points; Schedule.c puts them together into psyBindingEmit. */
#ifndef PSY_DRIVER_DRIVER_H
#define PSY_DRIVER_DRIVER_H

#include <stdbool.h>
#include <stddef.h>

#include "llvm-c/Core.h"
#include "mlir-c/IR.h"
#include "psy-c/Binding.h"

/* ---- Flang.c ------------------------------------------------------------------------------- */

/* The Fortran compiler: $PSY_FLANG when set and not empty, else flang-new-22. */
const char *psyFlangName(void);

/* flang -S -emit-llvm -cpp -O2 -march=native on `path` (with the options' -D, -U, -I, then
 * -I of `path`'s own directory, and kernel flags), writing LLVM IR to `out`; the module files
 * it makes go to `modDir`, never beside the user's. Its diagnostics go to file `err`, or to
 * our stderr if `err` is NULL. The exit status, or -1 if it did not run. */
int psyFlangCompileToIR(const PsyBindingOptions *o, const char *path, const char *out,
                        const char *modDir, const char *err);

/* The module whose module file flang could not find or read, as its diagnostics in file
 * `err` name it ("Cannot parse module file for module 'argument_mod': ..."), heap; NULL if
 * they name none (the kernel has errors of its own). */
char *psyFlangMissingModule(const char *err);

/* ---- Schedule.c: shared with GOceanSchedule.c ------------------------------------------- */

/* Copies flang's diagnostics kept in file `err` to our stderr. */
void psyDriverReplay(const char *err);
/* A fresh temporary directory ($TMPDIR or /tmp), removed on a signal; NULL on failure. */
char *psyDriverMakeTempDir(void);
/* Removes the temporary directory and the files in it. */
void psyDriverRemoveTree(const char *dir);
/* Puts both temporaries in place, the object first; when the binding then cannot be written,
 * the object goes too, so that neither half is left. Errors at `loc`. */
MlirLogicalResult psyDriverCommitBoth(MlirLocation loc, const char *objTmp, const char *obj,
                                      const char *psyTmp, const char *psyPath);

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
