/* The opencl target's GOcean hook (docs/opencl.md, "The generated PSy layer"): from the
 * schedule IR of an algorithm file, -opsy alg_psy.f90 gets the OpenCL PSy layer (module
 * psy_<alg>, lib/Target/GOceanOpenCLPsy.c) and alg_psy_kernels.cl beside it every kernel the
 * invokes call, translated by the OpenCL translator (lib/Target/OpenCLKernel.c), each once.
 * The layer builds that file's program at run time, by its absolute path so that the model
 * runs from any directory. Both files are written, or neither, with -oalg (Outputs.c). */
#define _XOPEN_SOURCE 700 /* realpath */
#include "Run.h"

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "psy-c/Dialect.h"
#include "psy-c/OpenCL.h"
#include "psy-c/Support.h"

/* The units parsed with their statements (the translator reads them), by path. */
typedef struct {
  PsyFUnit **units;
  int n;
  PsyFortranOptions fopts;
} Units;

static PsyFUnit *unitOf(Units *us, const char *path) {
  for (int i = 0; i < us->n; ++i)
    if (!strcmp(us->units[i]->file, path)) return us->units[i];
  PsyFUnit *u = psyFortranParse(path, &us->fopts);
  if (!u) return NULL;
  us->units = realloc(us->units, (size_t)(us->n + 1) * sizeof *us->units);
  if (!us->units) abort();
  return us->units[us->n++] = u;
}

static const PsyFType *kernelType(const PsyFUnit *u, MlirStringRef name) {
  for (int i = 0; u && i < u->ntypes; ++i)
    if (strlen(u->types[i].name) == name.length && psyFTypeIsKernel(&u->types[i]) &&
        !strncasecmp(u->types[i].name, name.data, name.length))
      return &u->types[i];
  return NULL;
}

/* The kernel type `name` where the front end found it: in the algorithm's file or in a module
 * it uses, by the kernel index. */
static const PsyFType *findKernel(Units *us, const PsyFUnit *alg, const PsyKernelIndex *idx,
                                  MlirStringRef name) {
  const PsyFType *t = kernelType(unitOf(us, alg->file), name);
  for (int i = 0; !t && i < alg->nuses; ++i) {
    const char *path = psyKernelIndexLookup(idx, alg->uses[i].name);
    if (path) t = kernelType(unitOf(us, path), name);
  }
  return t;
}

/* The OpenCL C of one psy.go_kernel_meta's kernel, appended to `kernels`. */
static bool translateOne(Units *us, const PsyFUnit *alg, const PsyKernelIndex *idx,
                         MlirOperation meta, PsyDiagList *diags, PsyStrBuf *kernels) {
  MlirStringRef name = psyOpGetStringAttr(meta, "sym_name");
  const PsyFType *t = findKernel(us, alg, idx, name);
  if (!t) {
    psyEmitError(mlirOperationGetLocation(meta), "cannot find the source of kernel '%.*s' to "
                 "translate it to OpenCL C", (int)name.length, name.data);
    return false;
  }
  PsyGoKernelMeta m = {0};
  bool ok = psyGoKernelMetaRead(t, t->unit->scopes[t->scope].name, &m, diags);
  if (ok) psyStrBufPrintf(kernels, "%s", kernels->data && *kernels->data ? "\n" : "");
  ok = ok && psyGoOpenCLKernelWrite(t->unit, &m, kernels, diags);
  psyGoKernelMetaClear(&m);
  return ok;
}

/* The OpenCL C program of the translated `kernels` (heap), its header naming `algPath`. */
static char *programText(const char *algPath, const char *kernels, size_t *size) {
  char *text = NULL, *from = strdup(algPath);
  FILE *mem = open_memstream(&text, size);
  if (!mem || !from) abort();
  psyGoOpenCLProgramWrap(basename(from), kernels, mem);
  fclose(mem);
  free(from);
  return text;
}

/* Every kernel of the module's psy.go_kernel_meta ops (those the invokes call) as one OpenCL C
 * program (heap), or NULL after reporting. */
static char *translateKernels(const PsyDriverJob *j, MlirOperation module, size_t *size) {
  const PsyFUnit *alg = j->unit;
  char *dir = strdup(alg->file), *text = NULL;
  const char *dflt = dirname(dir);
  const char *const *dirs = j->r->nkernelDirs ? j->r->kernelDirs : &dflt;
  int ndirs = j->r->nkernelDirs ? j->r->nkernelDirs : 1;
  PsyKernelIndex *idx = psyFrontendCacheIndex(j->s->cache, dirs, ndirs);
  Units us = {.fopts = j->fopts};
  us.fopts.statements = true;
  PsyDiagList diags = {j->s->ctx, 0};
  PsyStrBuf kernels = {0};
  bool ok = true;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyGoKernelMetaOpIsA(op)) ok = translateOne(&us, alg, idx, op, &diags, &kernels) && ok;
  if (ok) text = programText(alg->file, kernels.data ? kernels.data : "", size);
  psyStrBufFree(&kernels);
  for (int i = 0; i < us.n; ++i) psyFUnitDestroy(us.units[i]);
  free(us.units);
  free(dir);
  return text;
}

/* psy_<alg>: the module name the front end gave the schedule (psy.module_name), which the
 * rewritten algorithm uses. */
static char *moduleName(MlirOperation module) {
  MlirStringRef m = psyOpGetStringAttr(module, "psy.module_name");
  char *name = strndup(m.length ? m.data : "psy_alg", m.length ? m.length : 7);
  if (!name) abort();
  return name;
}

/* The kernels file beside -opsy X.f90 (or X.F90): X_kernels.cl, and its absolute path; false
 * (after reporting) when -opsy names no such file or its directory does not resolve. */
static bool kernelsPaths(PsyDriverSession *s, const char *opsy, char **cl, char **absolute) {
  size_t n = strlen(opsy);
  if (n < 5 || (strcmp(opsy + n - 4, ".f90") && strcmp(opsy + n - 4, ".F90"))) {
    psyDriverFail(s, "--target=opencl writes a Fortran PSy layer: -opsy must name a .f90 or "
                     ".F90 file (or a .mlir file for the IR), not '%s'", opsy);
    return false;
  }
  *cl = malloc(n + 12);
  if (!*cl) abort();
  sprintf(*cl, "%.*s_kernels.cl", (int)(n - 4), opsy);
  char *copy = strdup(*cl), *base = strdup(*cl), dir[PATH_MAX];
  bool ok = realpath(dirname(copy), dir) != NULL;
  if (!ok) psyDriverFail(s, "cannot write '%s': %s", *cl, strerror(errno));
  else if (!(*absolute = malloc(strlen(dir) + strlen(base) + 2))) abort();
  else sprintf(*absolute, "%s/%s", dir, basename(base));
  free(copy), free(base);
  return ok;
}

/* Adds the `n` files to the job's outputs, which are committed together. */
static bool writeAll(PsyDriverJob *j, const char *const *paths, const char *const *texts,
                     int n) {
  bool ok = true;
  for (int i = 0; i < n && ok; ++i)
    ok = mlirLogicalResultIsSuccess(psyOutputSetWrite(j->outs, paths[i], texts[i],
                                                      strlen(texts[i])));
  return ok;
}

MlirLogicalResult psyDriverGoOclWrite(PsyDriverJob *j, const char *opsy) {
  MlirOperation module = psyDriverModuleOp(j);
  char *cl = NULL, *absolute = NULL, *mod = moduleName(module), *program = NULL;
  size_t size = 0;
  PsyStrBuf psy = {0};
  bool ok = kernelsPaths(j->s, opsy, &cl, &absolute);
  ok = ok && (program = translateKernels(j, module, &size));
  PsyGoOpenCLPsyOptions po = {mod, absolute, &j->grid};
  ok = ok && psyGoOpenCLPsyWrite(module, &po, &psy);
  const char *paths[2] = {cl, opsy}, *texts[2] = {program, psy.data};
  ok = ok && writeAll(j, paths, texts, 2);
  psyStrBufFree(&psy);
  free(cl), free(absolute), free(mod), free(program);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
