/* psyGoBindingEmit (psy-c/Driver.h): GOcean's row of the schedule object (Schedule.c).
 *
 * The invokes are the functions marked psy.go_invoke, each entry point taking one pointer to
 * the invoke's slots; the kernels are the module's kernel metadata. The lowered invokes
 * (psy-gocean-to-llvm) call every kernel through its wrapper (lib/Target/
 * GOceanBindingWrappers.c): the wrappers of the compiled kernels are written to a Fortran file
 * beside the module files flang made, compiled with them and inlined, and the kernels into
 * them; those of a kernel out of line go into the binding, which the user's compiler
 * compiles, under the same C names. */
#include "Driver.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Alloc.h"
#include "psy-c/Dialect.h"
#include "psy-c/Driver.h"
#include "psy-c/Support.h"
#include "psy-c/Target.h"

/* The fixed name of the wrappers' module in the schedule object (its module file stays in
 * the temporary directory). */
static const char kWrapperModule[] = "psy_go_kernel_wrappers";

static char *strOf(MlirStringRef s) { return psyFormat("%.*s", (int)s.length, s.data); }

static char *lowerOf(MlirStringRef s) {
  char *t = strOf(s), *l = psyLowerDup(t);
  free(t);
  return l;
}

static char *goModuleName(MlirOperation module, const char *psyPath) {
  (void)psyPath;
  MlirStringRef name = psyOpGetStringAttr(module, "psy.module_name");
  if (name.length) return strOf(name);
  psyEmitError(mlirOperationGetLocation(module),
               "the GOcean schedule module has no psy.module_name");
  return NULL;
}

static MlirLogicalResult goPlanKernel(PsySchedule *s, MlirOperation meta) {
  char *proc = lowerOf(psyOpGetStringAttr(meta, "procedure"));
  if (psyScheduleHasKernel(s, proc)) return free(proc), mlirLogicalResultSuccess();
  MlirStringRef mod = psyOpGetStringAttr(meta, "psy.kernel_module");
  if (!mod.length) {
    free(proc);
    return psyOpEmitError(meta, "GOcean code generation needs the kernel's module "
                          "(psy.kernel_module): psyc sets it from the algorithm's use");
  }
  MlirLocation loc = mlirOperationGetLocation(meta);
  psyScheduleAddKernel(s, (PsyScheduleKernel){
                              .module = lowerOf(mod), .proc = proc,
                              .wrapper = psyBindingKernelSymbol(s->psyModule, meta),
                              .name = strOf(psyOpGetStringAttr(meta, "sym_name")), .nargs = -1,
                              .metaLoc = loc, .callLoc = loc});
  return mlirLogicalResultSuccess();
}

/* An invoke's entry point takes the pointer to its slots and returns nothing. Its arguments
 * come first in the slots (docs/gocean.md): a field's data, nx and ny; a scalar's value. An
 * integer scalar's slot is not a size --psy-jit may specialise on. */
static void goPlanInvoke(PsySchedule *s, MlirOperation func) {
  MlirStringRef name = psyOpGetStringAttr(func, "sym_name");
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  intptr_t nargs = mlirBlockGetNumArguments(entry);
  PsyScheduleInvoke b = {.func = strOf(name), .symbol = psyBindingSymbol(s->psyModule, name),
                         .nparams = 1, .slotted = true,
                         .skip = psyXcalloc((size_t)nargs + 1, sizeof(int))};
  for (intptr_t i = 0, slot = 0; i < nargs; ++i) {
    MlirType t = mlirValueGetType(mlirBlockGetArgument(entry, i));
    if (mlirTypeIsAInteger(t)) b.skip[b.nskip++] = (int)slot;
    slot += mlirTypeIsAMemRef(t) ? 3 : 1;
  }
  psyScheduleAddInvoke(s, b);
}

static MlirLogicalResult goPlan(PsySchedule *s, MlirOperation module) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirStringRef invokeAttr = mlirStringRefCreateFromCString("psy.go_invoke");
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyGoKernelMetaOpIsA(op) && mlirLogicalResultIsFailure(goPlanKernel(s, op)))
      return mlirLogicalResultFailure();
    if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(op, invokeAttr)))
      goPlanInvoke(s, op);
  }
  return mlirLogicalResultSuccess();
}

/* The wrappers of the compiled kernels, compiled beside their module files. */
static MlirLogicalResult goCompileWrappers(PsySchedule *s, MlirOperation module) {
  const char **procs = psyXcalloc((size_t)s->nkernels + 1, sizeof *procs);
  int n = 0;
  for (int i = 0; i < s->nkernels; ++i)
    if (!s->kernels[i].outOfLine) procs[n++] = s->kernels[i].proc;
  char *text = n ? psyGoBindingWrapperModuleGet(module, kWrapperModule, procs, n) : NULL;
  free(procs);
  if (!n) return mlirLogicalResultSuccess();
  if (!text) return psyEmitError(s->loc, "cannot write the kernel wrappers (errors above)");
  char *path = psyFormat("%s/%s.f90", s->tmpdir, kWrapperModule);
  char *what = psyFormat("'%s'", path);
  MlirLogicalResult r = psyWriteFileAtomically(s->loc, path, text, strlen(text));
  if (mlirLogicalResultIsSuccess(r) &&
      psyScheduleCompile(s, path, kWrapperModule, s->loc, what, false) < 0)
    r = mlirLogicalResultFailure();
  free(what), free(path), free(text);
  return r;
}

static char *goFortran(const PsySchedule *s, MlirOperation module, const char *const *wrapped,
                       int nwrapped) {
  PsyGoBindingOptions o = {.grid = s->apiOpts, .algFile = s->opts->algFile,
                           .wrapped = wrapped, .nwrapped = nwrapped,
                           .device = s->opts->deviceArch != NULL};
  return psyGoBindingFortranGet(module, &o);
}

const PsyScheduleApi psyGOceanSchedule = {
    .pipeline = "psy-gocean-to-llvm",
    .devicePipeline = "psy-gocean-device-to-llvm",
    .moduleName = goModuleName,
    .plan = goPlan,
    .compileMore = goCompileWrappers,
    .fortran = goFortran,
    .callsWrappers = true,
};

MlirLogicalResult psyGoBindingEmit(MlirOperation module, const PsyBindingOptions *opts,
                                   const PsyGoGridTable *grid, const char *psyPath) {
  return psyScheduleEmit(&psyGOceanSchedule, module, opts, grid, psyPath, NULL);
}
