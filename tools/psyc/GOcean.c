/* psyc -api gocean on an algorithm file (docs/gocean.md): the grid properties in force (the
 * configuration's [gocean] or [gocean1.0] `grid-properties` over PSyclone's defaults), the
 * schedule IR built by the front end, then --view (PSyclone's GOcean schedule view), the IR
 * on standard output, or -opsy FILE.mlir. Code generation (a PSy layer, an object) is not
 * there yet: asking for it is an error at the first invoke, and nothing is written. */
#include "GOcean.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

static MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

static void printTo(MlirStringRef s, void *u) { fwrite(s.data, 1, s.length, (FILE *)u); }

/* PSyclone's [gocean] section, [gocean1.0] before PSyclone 2.4. */
static const char *const kSections[] = {"gocean", "gocean1.0"};

/* The grid table: defaults, then the configuration's grid-properties; false (reported at
 * the configuration's line) when that value does not read. */
static bool gridTable(const PsyConfig *cfg, MlirContext ctx, PsyGoGridTable *t) {
  psyGoGridTableInitDefault(t);
  for (size_t k = 0; cfg && k < sizeof kSections / sizeof kSections[0]; ++k) {
    int line = 0;
    const char *v = psyConfigGetEntry(cfg, kSections[k], "grid-properties", &line);
    char why[512];
    if (!v || psyGoGridTableParse(t, v, why, sizeof why)) continue;
    const char *path = psyConfigGetPath(cfg);
    psyEmitError(mlirLocationFileLineColGet(ctx, str(path ? path : "psyclone.cfg"),
                                            (unsigned)line, 1),
                 "[%s] %s", kSections[k], why);
    return false;
  }
  return true;
}

static bool writeMlir(MlirOperation module, const char *path) {
  char *text = NULL, err[512];
  size_t size = 0;
  FILE *mem = open_memstream(&text, &size);
  if (!mem) return false;
  mlirOperationPrint(module, printTo, mem);
  fputc('\n', mem);
  bool ok = fclose(mem) == 0 && psyWriteFileAtomically(path, text, size, err, sizeof err) == 0;
  if (!ok) fprintf(stderr, "psyc: error: cannot write '%s': %s\n", path, err);
  free(text);
  return ok;
}

static bool isMlir(const char *path) {
  const char *dot = strrchr(path, '.');
  return dot && !strcmp(dot, ".mlir");
}

/* What -opsy/-oalg ask for that does not exist yet; an error at the first invoke. */
static bool refuseCodegen(const PsycGoRequest *r, const PsyFUnit *u, MlirContext ctx) {
  const char *what = r->oalg                                ? "-oalg"
                     : r->opsy && !isMlir(r->opsy) && !r->opencl ? "-opsy"
                                                                 : NULL;
  if (!what) return false;
  PsyFLoc at = u->ninvokes ? u->invokes[0].loc : (PsyFLoc){u->file, 1, 1};
  psyEmitError(mlirLocationFileLineColGet(ctx, str(at.file), (unsigned)at.line, (unsigned)at.col),
               "GOcean code generation is not implemented yet (%s %s); use --view or -opsy "
               "FILE.mlir", what, r->oalg ? r->oalg : r->opsy);
  return true;
}

static int outputs(const PsycGoRequest *r, MlirOperation module, FILE *out) {
  if (r->view) psycGoView(module, r->dm, r->grid, out);
  if (r->opsy) return writeMlir(module, r->opsy) ? 0 : 1;
  if (!r->view) mlirOperationPrint(module, printTo, out), fputc('\n', out);
  return 0;
}

int psycGOceanCompile(const PsycGoRequest *req, MlirContext ctx, PsyFrontendCache *cache,
                      const char *input, FILE *out) {
  PsyFUnit *unit = psyFortranParse(input, req->fopts);
  if (!unit) return fprintf(stderr, "psyc: error: cannot parse '%s'\n", input), 1;
  PsycGoRequest r = *req;
  PsyGoGridTable grid;
  int rc = gridTable(r.cfg, ctx, &grid) ? 0 : 1;
  r.grid = &grid;
  PsyGoFrontendOptions fo = {.kernelPaths = r.dirs, .nkernelPaths = r.ndirs,
                             .parse = psyFortranParseFn, .parseCtx = (void *)r.fopts,
                             .cache = cache, .grid = &grid, .dm = r.dm};
  MlirModule mod = {NULL};
  if (!rc) mod = psyGoAlgorithmBuild(unit, &fo, ctx);
  if (!rc && mlirModuleIsNull(mod))
    rc = (fprintf(stderr, "psyc: error: the front end failed on '%s'\n", input), 1);
  if (!rc && refuseCodegen(&r, unit, ctx)) rc = 1;
  if (!rc && r.opencl && r.opsy && !isMlir(r.opsy))
    rc = psycGoOclWrite(&r, unit, mlirModuleGetOperation(mod), cache, ctx);
  else if (!rc) rc = outputs(&r, mlirModuleGetOperation(mod), out);
  if (!mlirModuleIsNull(mod)) mlirModuleDestroy(mod);
  psyGoGridTableClear(&grid);
  psyFUnitDestroy(unit);
  return rc;
}
