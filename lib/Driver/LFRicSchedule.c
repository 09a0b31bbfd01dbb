/* psyBindingEmit (psy-c/Driver.h): LFRic's row of the schedule object (Schedule.c).
 *
 * The invokes are the psy module's invoke functions, each entry point taking the parameters
 * and returning the reductions that its ABI implies; the kernels are those the invokes call,
 * each checked against the arguments its metadata implies, lowered by psy-to-llvm into calls
 * of the subroutines themselves. A kernel out of line is called through its wrapper in the
 * binding module (lib/Target/BindingWrappers.c). */
#include "Driver.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "psy-c/Dialect.h"
#include "psy-c/Driver.h"
#include "psy-c/Kernel.h"
#include "psy-c/Support.h"
#include "psy-c/Target.h"

/* psy.module_name, else the binding file's stem. */
static char *lfricModuleName(MlirOperation module, const char *psyPath) {
  MlirStringRef n = psyOpGetStringAttr(module, "psy.module_name");
  if (n.length) return psyFormat("%.*s", (int)n.length, n.data);
  const char *slash = strrchr(psyPath, '/'), *base = slash ? slash + 1 : psyPath;
  const char *dot = strrchr(base, '.');
  return psyFormat("%.*s", dot ? (int)(dot - base) : (int)strlen(base), base);
}

static MlirLogicalResult lfricPlanInvoke(PsySchedule *s, MlirOperation func) {
  PsyInvokeAbi abi;
  if (mlirLogicalResultIsFailure(psyInvokeAbiGet(func, &abi))) return mlirLogicalResultFailure();
  MlirStringRef name = psyOpGetStringAttr(func, "sym_name");
  PsyScheduleInvoke b = {.func = psyFormat("%.*s", (int)name.length, name.data),
                         .symbol = psyBindingSymbol(s->psyModule, name)};
  b.keys = psyXcalloc((size_t)abi.n + 1, sizeof *b.keys);
  for (int e = 0; e < abi.n; ++e) {
    /* The infrastructure's integer sizes (nlayers, ndf, undf, quadrature and stencil sizes,
     * ...) are the run-time constants --psy-jit specialises on (docs/jit.md). */
    if (psyAbiKindGetInfo(abi.entries[e].kind)->value == PSY_ABI_VALUE_I32)
      b.keys[b.nkeys++] = b.nparams;
    b.nparams += psyAbiEntryParams(&abi.entries[e]);
    b.nresults += abi.entries[e].kind == PSY_ABI_RESULT;
  }
  psyInvokeAbiDestroy(&abi);
  psyScheduleAddInvoke(s, b);
  return mlirLogicalResultSuccess();
}

static void lfricPlanKernel(PsySchedule *s, MlirOperation call) {
  MlirOperation meta = psyKernelOpLookupMeta(call);
  char *link = psyKernelLinkName(meta);
  if (psyScheduleHasKernel(s, link)) return free(link);
  PsyKernelMeta m;
  psyKernelMetaFromOp(meta, &m);
  PsyKernelArgList args = {0};
  psyKernelArgsCollect(&m, &args);
  psyScheduleAddKernel(s, (PsyScheduleKernel){
                              .module = psyLowerDup(m.module), .proc = link,
                              .wrapper = psyBindingKernelSymbol(s->psyModule, meta),
                              .name = psyXstrdup(m.name), .nargs = args.n,
                              .metaLoc = mlirOperationGetLocation(meta),
                              .callLoc = mlirOperationGetLocation(call)});
  psyKernelArgsFree(&args);
  psyKernelMetaClear(&m);
}

static MlirWalkResult lfricCollectKernel(MlirOperation op, void *user) {
  if (psyKernelOpIsA(op)) lfricPlanKernel(user, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult lfricPlan(PsySchedule *s, MlirOperation module) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op) && mlirLogicalResultIsFailure(lfricPlanInvoke(s, op)))
      return psyEmitError(s->loc, "cannot bind the invokes (errors above)");
  mlirOperationWalk(module, lfricCollectKernel, s, MlirWalkPreOrder);
  return mlirLogicalResultSuccess();
}

static char *lfricFortran(const PsySchedule *s, MlirOperation module,
                          const char *const *wrapped, int nwrapped) {
  PsyBindingOptions o = *s->opts;
  o.wrapped = wrapped;
  o.nwrapped = nwrapped;
  return psyBindingFortranGet(module, &o, s->psyModule);
}

const PsyScheduleApi psyLfricSchedule = {
    .pipeline = "psy-to-llvm",
    .devicePipeline = "psy-device-to-llvm",
    .moduleName = lfricModuleName,
    .plan = lfricPlan,
    .fortran = lfricFortran,
    .compileFailed = "cannot compile the kernels (errors above)",
    .namesModule = true,
};

MlirLogicalResult psyBindingEmit(MlirOperation module, const PsyBindingOptions *opts,
                                 const char *psyPath) {
  return psyScheduleEmit(&psyLfricSchedule, module, opts, NULL, psyPath, NULL);
}
