/* psyc: the PSyclone-like driver. Runs flang-new-22 with the PsyFlang plugin as a subprocess
 * (the plugin parses the algorithm and kernels and writes psy IR plus the rewritten
 * algorithm), then reads the IR back, runs --pipeline passes, prints --view schedules and
 * writes -opsy by extension: .mlir (psy IR), .ll (LLVM IR) or .o (x86-64 object), the latter
 * two through the psy-to-llvm pipeline. Outputs are written to temporaries and renamed only
 * when everything succeeded. docs/psyc.md is the user documentation. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "psy-c/Dialect.h"
#include "psy-c/Pipeline.h"
#include "psy-c/Support.h"
#include "psy-c/Target.h"

typedef struct {
  const char **dirs; /* every -d, in order (heap; the strings are argv's) */
  int ndirs, capDirs;
  bool dm, view;
  const char *api, *oalg, *opsy, *pipeline, *stub, *input, *precision;
} Options;

static void usage(FILE *out) {
  fputs("usage: psyc -api lfric [-d KERNEL_DIR]... [-dm|-nodm] [-oalg ALG_OUT.f90]\n"
        "            [-opsy PSY_OUT.{mlir,ll,o}] [--pipeline=PASSES] [--view]\n"
        "            [--precision-config FILE] alg.f90\n"
        "       psyc --stub kernel.f90\n"
        "Environment: PSY_FLANG (flang driver, default flang-new-22), PSY_FLANG_PLUGIN\n"
        "(default <psyc dir>/../lib/PsyFlang.so).\n", out);
}

static int fail(const char *fmt, const char *arg) {
  fprintf(stderr, "psyc: error: ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return 1;
}

static void addDir(Options *o, const char *dir) {
  if (o->ndirs == o->capDirs) {
    o->capDirs = o->capDirs ? 2 * o->capDirs : 8;
    o->dirs = realloc(o->dirs, (size_t)o->capDirs * sizeof *o->dirs);
    if (!o->dirs) abort();
  }
  o->dirs[o->ndirs++] = dir;
}

/* Parses argv; returns 0, 1 on error, 2 for --help. */
static int parseArgs(int argc, char **argv, Options *o) {
  *o = (Options){.dm = true, .api = "lfric"};
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    bool hasNext = i + 1 < argc;
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) return 2;
    if (!strcmp(a, "-dm")) o->dm = true;
    else if (!strcmp(a, "-nodm")) o->dm = false;
    else if (!strcmp(a, "--view")) o->view = true;
    else if (!strncmp(a, "--pipeline=", 11)) o->pipeline = a + 11;
    else if (!strcmp(a, "-api") && hasNext) o->api = argv[++i];
    else if (!strcmp(a, "-d") && hasNext) addDir(o, argv[++i]);
    else if (!strcmp(a, "--precision-config") && hasNext) o->precision = argv[++i];
    else if (!strcmp(a, "-oalg") && hasNext) o->oalg = argv[++i];
    else if (!strcmp(a, "-opsy") && hasNext) o->opsy = argv[++i];
    else if (!strcmp(a, "--stub") && hasNext) o->stub = argv[++i];
    else if (a[0] == '-') return fail("unknown or incomplete option '%s' (see psyc --help)", a);
    else if (o->input) return fail("more than one input file ('%s')", a);
    else o->input = a;
  }
  if (strcmp(o->api, "lfric")) return fail("unsupported -api '%s': only lfric is supported", o->api);
  if (!o->stub && !o->input) return fail("%s", "no algorithm file given");
  return 0;
}

/* ---- running flang with the plugin ----------------------------------------------------- */

/* A heap string formatted as printf would: paths are never truncated. */
static char *format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *format(const char *fmt, ...) {
  PsyStrBuf b = {0};
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(&b, fmt, ap);
  va_end(ap);
  if (!b.data) psyStrBufAppend(&b, "", 0);
  return b.data; /* the caller frees it, as psyStrBufFree would */
}

/* The plugin's path (heap): $PSY_FLANG_PLUGIN, else beside psyc's own directory. */
static char *pluginPath(void) {
  const char *env = getenv("PSY_FLANG_PLUGIN");
  if (env) return format("%s", env);
  char exe[PATH_MAX]; /* readlink of /proc/self/exe: at most PATH_MAX by the kernel */
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  exe[n > 0 ? n : 0] = 0;
  char *slash = strrchr(exe, '/');
  if (slash) *slash = 0;
  return format("%s/../lib/PsyFlang.so", exe);
}

/* Runs `argv` (NULL-terminated, argv[0] is `flang`) and waits; its exit status. */
static int runArgv(const char *flang, const char *const *argv) {
  pid_t pid = fork();
  if (pid < 0) return fail("cannot fork: %s", strerror(errno));
  if (pid == 0) {
    execvp(flang, (char *const *)argv);
    fprintf(stderr, "psyc: error: cannot run %s: %s\n", flang, strerror(errno));
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

/* The flang command line: as many arguments as there are -d options. */
typedef struct {
  const char **items; /* NULL-terminated once complete */
  char **owned;       /* the formatted ones, freed with the list */
  int n, nowned, cap;
} ArgList;

static void push(ArgList *l, const char *arg) {
  if (l->n + 1 >= l->cap) {
    l->cap = l->cap ? 2 * l->cap : 32;
    l->items = realloc(l->items, (size_t)l->cap * sizeof *l->items);
    l->owned = realloc(l->owned, (size_t)l->cap * sizeof *l->owned);
    if (!l->items || !l->owned) abort();
  }
  l->items[l->n++] = arg;
  l->items[l->n] = NULL;
}

/* Pushes `-mllvm <prefix><value>`. */
static void pushOption(ArgList *l, const char *prefix, const char *value) {
  char *arg = format("%s%s", prefix, value);
  push(l, "-mllvm");
  push(l, arg);
  l->owned[l->nowned++] = arg;
}

static void argListFree(ArgList *l) {
  for (int i = 0; i < l->nowned; ++i) free(l->owned[i]);
  free(l->owned);
  free(l->items);
}

/* Runs flang -fc1 with the plugin; stdout goes to `out` ("-" keeps ours). */
static int runFlang(const Options *o, const char *emit, const char *input, const char *out,
                    const char *algTmp) {
  char *plugin = pluginPath();
  const char *flang = getenv("PSY_FLANG") ? getenv("PSY_FLANG") : "flang-new-22";
  ArgList l = {0};
  const char *fixed[] = {flang, "-fc1", "-load", plugin, "-plugin", "psy"};
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; ++i) push(&l, fixed[i]);
  pushOption(&l, "-psy-emit=", emit);
  pushOption(&l, "-psy-debug-locs", "");
  for (int i = 0; i < o->ndirs; ++i) pushOption(&l, "-psy-kernel-path=", o->dirs[i]);
  if (o->precision) pushOption(&l, "-psy-precision-config=", o->precision);
  if (algTmp) pushOption(&l, "-psy-oalg=", algTmp);
  push(&l, "-o"), push(&l, out), push(&l, input);
  int rc = runArgv(flang, l.items);
  argListFree(&l);
  free(plugin);
  return rc;
}

/* A new temporary file beside `path` (or in $TMPDIR or /tmp when path is NULL); its name
 * (heap), or NULL if it cannot be created. */
static char *tempBeside(const char *path, const char *suffix) {
  char *name = path ? format("%s.tmpXXXXXX", path)
                    : format("%s/psyc-%s-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp",
                             suffix);
  int fd = mkstemp(name);
  if (fd < 0) return free(name), NULL;
  /* mkstemp makes it 0600; an output renamed into place gets the usual 0666 less the umask. */
  mode_t mask = umask(0);
  umask(mask);
  if (path) fchmod(fd, 0666 & ~mask);
  close(fd);
  return name;
}

/* ---- --view ------------------------------------------------------------------------------ */

static MlirStringRef arrayString(MlirAttribute arr, intptr_t i) {
  if (mlirAttributeIsNull(arr) || i < 0 || i >= mlirArrayAttrGetNumElements(arr))
    return (MlirStringRef){"?", 1};
  return mlirStringAttrGetValue(mlirArrayAttrGetElement(arr, i));
}

/* The algorithm's name for an invoke value: block argument i is the i-th non-result entry of
 * psy.alg_args; a literal carries its Fortran text; a reduction is named by func.return. */
static MlirStringRef valueName(MlirOperation func, MlirValue v) {
  MlirAttribute args = mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("psy.alg_args"));
  MlirAttribute res = mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("psy.alg_results"));
  if (mlirValueIsABlockArgument(v)) {
    intptr_t want = mlirBlockArgumentGetArgNumber(v), k = -1;
    for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(args); ++i) {
      MlirStringRef name = arrayString(args, i);
      bool isResult = false;
      for (intptr_t j = 0; j < mlirArrayAttrGetNumElements(res); ++j)
        isResult |= mlirStringRefEqual(name, arrayString(res, j));
      if (!isResult && ++k == want) return name;
    }
    return (MlirStringRef){"?", 1};
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirAttribute text = mlirOperationGetAttributeByName(def, mlirStringRefCreateFromCString("psy.alg_text"));
  if (!mlirAttributeIsNull(text)) return mlirStringAttrGetValue(text);
  return (MlirStringRef){"?", 1};
}

static MlirStringRef reductionName(MlirOperation func, MlirOperation op) {
  MlirRegion r = mlirOperationGetRegion(func, 0);
  MlirOperation ret = mlirBlockGetTerminator(mlirRegionGetFirstBlock(r));
  MlirAttribute res = mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("psy.alg_results"));
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(ret); ++i)
    if (mlirValueEqual(mlirOperationGetOperand(ret, i), mlirOperationGetResult(op, 0)))
      return arrayString(res, i);
  return (MlirStringRef){"?", 1};
}

/* The loop's field space: that of the field naming its bound, else of its first call's first
 * field or operator operand. */
static MlirStringRef loopSpace(MlirOperation loop, MlirOperation call) {
  MlirValue field = psyLoopOpGetField(loop);
  if (!mlirValueIsNull(field))
    return psyTypeGetSpace(mlirValueGetType(field));
  for (intptr_t i = 0; !mlirOperationIsNull(call) && i < mlirOperationGetNumOperands(call); ++i) {
    MlirStringRef s = psyTypeGetSpace(mlirValueGetType(mlirOperationGetOperand(call, i)));
    if (s.length) return s;
  }
  return (MlirStringRef){"", 0};
}

static void printBound(MlirOperation loop) {
  PsyUpperBound ub = psyLoopOpGetUpperBound(loop);
  int64_t depth = psyLoopOpGetDepth(loop);
  if (depth > 0)
    printf("%s(%lld)", psyUpperBoundName(ub), (long long)depth);
  else
    printf("%s", psyUpperBoundName(ub));
}

/* One call of a loop body, with a reduction named by the invoke result its loop yields. */
static void viewCall(MlirOperation module, MlirOperation func, MlirOperation loop,
                     MlirOperation op) {
  bool first = true;
  printf("        ");
  if (psyOpIsA(op, "kernel")) {
    MlirOperation meta = psyKernelMetaLookup(module, psyKernelOpGetMetaName(op));
    MlirStringRef proc = psyOpGetStringAttr(meta, "procedure");
    printf("CodedKern %.*s(", (int)proc.length, proc.data);
  } else {
    MlirStringRef name = psyBuiltinOpGetName(op);
    printf("BuiltIn %.*s(", (int)name.length, name.data);
    if (mlirOperationGetNumResults(op) == 1 && mlirOperationGetNumResults(loop) == 1) {
      MlirStringRef r = reductionName(func, loop);
      printf("%.*s", (int)r.length, r.data);
      first = false;
    }
  }
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i, first = false) {
    MlirStringRef n = valueName(func, mlirOperationGetOperand(op, i));
    printf("%s%.*s", first ? "" : ",", (int)n.length, n.data);
  }
  printf(")\n");
}

static void viewLoop(MlirOperation module, MlirOperation func, MlirOperation loop) {
  MlirBlock body = psyLoopOpGetBody(loop);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  MlirStringRef space = loopSpace(loop, first);
  printf("    Loop[type='%s', field_space='%.*s', upper_bound='",
         psyIterationName(psyLoopOpGetIteration(loop)), (int)space.length, space.data);
  printBound(loop);
  printf("']\n");
  for (MlirOperation op = first; !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "kernel") || psyOpIsA(op, "builtin"))
      viewCall(module, func, loop, op);
}

static void viewOther(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  if (n.length > 4 && !strncmp(n.data, "psy.", 4))
    printf("    %.*s\n", (int)n.length - 4, n.data + 4);
}

static void view(MlirOperation module, bool dm) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation f = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(f);
       f = mlirOperationGetNextInBlock(f)) {
    if (!psyOpIsAnInvoke(f)) continue;
    MlirStringRef name = mlirStringAttrGetValue(
        mlirOperationGetAttributeByName(f, mlirStringRefCreateFromCString("sym_name")));
    printf("InvokeSchedule[invoke='%.*s', dm=%s]\n", (int)name.length, name.data,
           dm ? "True" : "False");
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op)) {
      if (psyOpIsA(op, "loop")) viewLoop(module, f, op);
      else viewOther(op);
    }
  }
}

/* ---- outputs ----------------------------------------------------------------------------- */

static void printTo(MlirStringRef s, void *u) { fwrite(s.data, 1, s.length, (FILE *)u); }

static const char *extOf(const char *path) {
  const char *dot = strrchr(path, '.');
  return dot ? dot : "";
}

/* Prints the module to memory, then writes it atomically. */
static bool writeMlir(MlirOperation module, const char *path) {
  char *text = NULL, err[512];
  size_t size = 0;
  FILE *mem = open_memstream(&text, &size);
  if (!mem) return false;
  mlirOperationPrint(module, printTo, mem);
  fputc('\n', mem);
  bool ok = fclose(mem) == 0 && psyWriteFileAtomically(path, text, size, err, sizeof err) == 0;
  free(text);
  return ok;
}

static int emitPsy(MlirOperation module, const char *opsy) {
  char err[1024] = "";
  const char *ext = extOf(opsy);
  if (!strcmp(ext, ".mlir"))
    return writeMlir(module, opsy) ? 0 : fail("cannot write '%s'", opsy);
  PsyTarget t = !strcmp(ext, ".ll") ? PSY_TARGET_LLVM_IR
                : !strcmp(ext, ".o") ? PSY_TARGET_X86_64 : PSY_TARGET_UNKNOWN;
  if (t == PSY_TARGET_UNKNOWN)
    return fail("cannot tell the output kind of '%s' (use .mlir, .ll or .o)", opsy);
  if (mlirLogicalResultIsFailure(psyRunPipeline(module, mlirStringRefCreateFromCString("psy-to-llvm"),
                                                err, sizeof err)))
    return fail("psy-to-llvm failed: %s", err);
  if (mlirLogicalResultIsFailure(psyTargetEmit(module, t, 2, opsy, err, sizeof err)))
    return fail("%s", err);
  return 0;
}

static int process(const Options *o, const char *irPath) {
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) return fail("%s", "cannot load the psy dialect");
  mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  MlirModule mod = mlirModuleCreateParseFromFile(ctx, mlirStringRefCreateFromCString(irPath));
  int rc = 0;
  if (mlirModuleIsNull(mod)) rc = fail("cannot read the psy IR in '%s'", irPath);
  MlirOperation op = mlirModuleIsNull(mod) ? (MlirOperation){NULL} : mlirModuleGetOperation(mod);
  char err[1024] = "";
  if (!rc && o->pipeline &&
      mlirLogicalResultIsFailure(psyRunPipeline(op, mlirStringRefCreateFromCString(o->pipeline),
                                                err, sizeof err)))
    rc = fail("pipeline failed: %s", err);
  if (!rc && o->view) view(op, o->dm);
  if (!rc && o->opsy) rc = emitPsy(op, o->opsy);
  if (!rc && !o->opsy && !o->view) mlirOperationPrint(op, printTo, stdout), putchar('\n');
  if (!mlirModuleIsNull(mod)) mlirModuleDestroy(mod);
  mlirContextDestroy(ctx);
  return rc;
}

static int runAlgorithm(const Options *o) {
  if (o->dm)
    return fail("%s", "distributed memory (-dm, the default) is not implemented yet; "
                "run with -nodm");
  char *ir = tempBeside(NULL, "ir"), *alg = NULL;
  if (!ir) return fail("%s", "cannot create a temporary file");
  if (o->oalg && !(alg = tempBeside(o->oalg, ""))) {
    unlink(ir);
    free(ir);
    return fail("cannot create a file beside '%s'", o->oalg);
  }
  int rc = runFlang(o, "ir", o->input, ir, alg);
  if (rc) rc = fail("the front end failed on '%s'", o->input);
  if (!rc) rc = process(o, ir);
  if (!rc && alg && rename(alg, o->oalg)) rc = fail("cannot write '%s'", o->oalg);
  if (alg) unlink(alg);
  unlink(ir);
  free(alg);
  free(ir);
  return rc;
}

int main(int argc, char **argv) {
  Options o;
  int rc = parseArgs(argc, argv, &o);
  if (rc == 2) rc = (usage(stdout), 0);
  else if (rc) rc = (usage(stderr), 1);
  else if (o.stub) rc = runFlang(&o, "stub", o.stub, "-", NULL) ? 1 : 0;
  else rc = runAlgorithm(&o);
  free(o.dirs);
  return rc;
}
