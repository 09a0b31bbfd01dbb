/* psyc -api gocean --opencl-kernel: every GOcean kernel of a Fortran file as one OpenCL C
 * program. The front end reads each kernel type's metadata (psyGoKernelMetaRead), the OpenCL
 * target translates its subroutine (psyGoOpenCLKernelWrite): the two meet here, above both. */
#include "psy-c/Driver.h"
#include "psy-c/Frontend.h"
#include "psy-c/OpenCL.h"

#include <string.h>

/* Every kernel type of `u`, translated in order into `kernels`; how many. */
static int translateAll(const PsyFUnit *u, PsyDiagList *diags, PsyStrBuf *kernels) {
  int n = 0;
  for (int i = 0; i < u->ntypes; ++i) {
    const PsyFType *t = &u->types[i];
    if (!psyFTypeIsKernel(t)) continue;
    PsyGoKernelMeta m = {0};
    if (psyGoKernelMetaRead(t, u->scopes[t->scope].name, &m, diags)) {
      psyStrBufPrintf(kernels, "%s", n++ ? "\n" : "");
      psyGoOpenCLKernelWrite(u, &m, kernels, diags);
    }
    psyGoKernelMetaClear(&m);
  }
  return n;
}

static const char *baseName(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

bool psyGoOpenCLProgramWrite(const PsyFUnit *u, PsyDiagList *diags, FILE *out) {
  int before = psyDiagListBegin(diags);
  PsyStrBuf kernels = {0};
  int n = translateAll(u, diags, &kernels);
  if (n == 0 && psyDiagListErrors(diags) == before)
    psyDiagError(diags, (PsyFLoc){u->file, 1, 1}, "no GOcean kernel types (type, "
                 "extends(kernel_type)) in this file");
  bool ok = psyDiagListEnd(diags, before);
  if (ok) psyGoOpenCLProgramWrap(baseName(u->file), kernels.data, out);
  psyStrBufFree(&kernels);
  return ok;
}
