/* psyc: the PSyclone-like driver, in one process. Parses each algorithm file with flang's
 * parser linked in (psy-c/Fortran.h: the same walker as the flang plugin), builds its psy IR
 * straight into psyc's MLIR context, runs --pipeline passes, prints --view schedules, writes
 * -opsy by extension -- .mlir (psy IR), .ll (LLVM IR) or .o (x86-64 object), the latter two
 * through the psy-to-llvm pipeline -- and then the rewritten algorithm (-oalg) from the final
 * module, so signatures changed by passes reach the caller. Several input files are compiled
 * in one process (batch mode; -j N forks N workers), with outputs named by a pattern. Outputs
 * go to temporaries renamed only when everything succeeded. docs/psyc.md is the user guide. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "psy-c/Binding.h"
#include "psy-c/Config.h"
#include "psy-c/Driver.h"
#include "psy-c/Dialect.h"
#include "psy-c/Fortran.h"
#include "psy-c/Frontend.h"
#include "psy-c/Pipeline.h"
#include "psy-c/Support.h"
#include "psy-c/Target.h"
#include "Kinds.h"
#include "OpenCL.h"
#include "Recipe.h"
#include "View.h"
#include "GOcean.h"

/* A growable list of borrowed strings (argv's). */
typedef struct {
  const char **items;
  int n, cap;
} StrList;

static void strListPush(StrList *l, const char *s) {
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 8;
    l->items = realloc(l->items, (size_t)l->cap * sizeof *l->items);
    if (!l->items) abort();
  }
  l->items[l->n++] = s;
}

typedef struct {
  StrList dirs, defines, undefines, includes, inputs;
  bool dm, dmGiven, view, lineLimit, minimalHalos, verbose;
  int jobs;
  PsyConfig *cfg; /* the PSyclone configuration read (or its defaults) */
  bool noInline;           /* -opsy X.f90: --psy-no-inline */
  bool hostTuned;          /* --psy-host-tuned: code for this machine's CPU */
  bool omp;                /* --psy-omp: psy-colour,psy-omp after the pipeline */
  const char *kernelFlags; /* -opsy X.f90: --psy-kernel-flags=FLAGS */
  const char *api, *oalg, *opsy, *pipeline, *stub, *precision, *config, *kernelMeta;
  const char *openclKernel, *output, *target; /* --opencl-kernel K.f90 [-o OUT.cl], --target */
  const char *mlirInput;   /* the psy IR file being compiled (a .mlir input) */
  const char *script;      /* -s FILE: a pipeline recipe (Recipe.c) */
  char *recipe;            /* its pipeline, read once */
} Options;

static void usage(FILE *out) {
  fputs("usage: psyc [-api lfric] [-d KERNEL_DIR]... [-dm|-nodm] [-oalg ALG_OUT.f90]\n"
        "            [-opsy PSY_OUT.{mlir,ll,o,f90}] [-s RECIPE] [--pipeline=PASSES] [--view]\n"
        "            [--psy-no-inline] [--psy-kernel-flags=FLAGS] [--psy-host-tuned]\n"
        "            [--psy-minimal-halos] [--psy-omp] [--verbose]\n"
        "            [-D NAME[=VALUE]]... [-U NAME]... [-I DIR]... [-l off|all|output]\n"
        "            [--precision-config FILE] [--config FILE] [-j N] alg.x90 [alg2.x90 ...]\n"
        "       psyc [-api lfric|gocean] --stub|--kernel-meta kernel.f90\n"
        "       psyc -api gocean [-d DIR]... [-I DIR]... [-dm|-nodm] [--config FILE] [--view]\n"
        "            [--target=opencl] [-oalg ALG.f90] [-opsy PSY_OUT.{mlir,ll,o,f90}] alg.f90\n"
        "       psyc -api gocean --opencl-kernel kernel.f90 [-o kernel.cl]\n"
        "With several inputs, -oalg and -opsy must name each file's output with %b (the\n"
        "input's name without directory and extension), e.g. -opsy out/%b_psy.o.\n"
        "docs/psyc.md describes every option.\n", out);
}

static int fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("psyc: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return 1;
}

/* ---- options ------------------------------------------------------------------------------ */

/* PSyclone options psyc cannot honour, with the reason given to the user. */
static const struct {
  const char *flag, *why;
} kRefused[] = {
    {"--profile", "psyc has no profiling instrumentation (--profile)"},
    {"-p", "psyc has no profiling instrumentation (-p)"},
};

/* `-X VALUE` or `-XVALUE` for a one-letter option `flag`: its value, advancing *i. */
static const char *joined(int argc, char **argv, int *i, const char *flag) {
  size_t n = strlen(flag);
  if (strncmp(argv[*i], flag, n)) return NULL;
  if (argv[*i][n]) return argv[*i] + n;
  return *i + 1 < argc ? argv[++*i] : NULL;
}

/* -D/-U/-I/-d in either spelling; true if argv[*i] was one. */
static bool parsePathOption(int argc, char **argv, int *i, Options *o, int *rc) {
  static const struct {
    const char *flag;
    size_t offset;
  } kLists[] = {{"-D", offsetof(Options, defines)}, {"-U", offsetof(Options, undefines)},
                {"-I", offsetof(Options, includes)}, {"-d", offsetof(Options, dirs)}};
  for (size_t k = 0; k < sizeof kLists / sizeof kLists[0]; ++k) {
    if (strncmp(argv[*i], kLists[k].flag, 2)) continue;
    if (!strcmp(argv[*i], "-dm")) return false;
    const char *v = joined(argc, argv, i, kLists[k].flag);
    if (!v || !*v) *rc = fail("option '%s' needs a value", kLists[k].flag);
    else strListPush((StrList *)((char *)o + kLists[k].offset), v);
    return true;
  }
  return false;
}

static int parseLineLength(Options *o, const char *v) {
  if (!strcmp(v, "all")) o->lineLimit = true;
  else if (strcmp(v, "off") && strcmp(v, "output"))
    return fail("-l takes off, all or output, not '%s'", v);
  return 0;
}

static int parseJobs(Options *o, const char *v) {
  char *end;
  long j = strtol(v, &end, 10);
  if (*end || j < 1 || j > 1024) return fail("-j takes a number of jobs from 1 to 1024, not '%s'", v);
  o->jobs = (int)j;
  return 0;
}

/* A flag taking a value as the next argument: its slot in `o`, or NULL. */
static const char **valueSlot(Options *o, const char *a) {
  if (!strcmp(a, "-api") || !strcmp(a, "--psykal-dsl")) return &o->api;
  if (!strcmp(a, "--precision-config")) return &o->precision;
  if (!strcmp(a, "--config")) return &o->config;
  if (!strcmp(a, "-oalg")) return &o->oalg;
  if (!strcmp(a, "-opsy")) return &o->opsy;
  if (!strcmp(a, "--stub")) return &o->stub;
  if (!strcmp(a, "--kernel-meta")) return &o->kernelMeta;
  if (!strcmp(a, "--opencl-kernel")) return &o->openclKernel;
  if (!strcmp(a, "-o")) return &o->output;
  if (!strcmp(a, "--target")) return &o->target;
  if (!strcmp(a, "-s") || !strcmp(a, "--script")) return &o->script;
  return NULL;
}

static int parseOne(int argc, char **argv, int *i, Options *o) {
  const char *a = argv[*i];
  int rc = 0;
  for (size_t k = 0; k < sizeof kRefused / sizeof kRefused[0]; ++k)
    if (!strcmp(a, kRefused[k].flag)) return fail("%s", kRefused[k].why);
  const char **slot = valueSlot(o, a);
  if (slot) {
    if (*i + 1 >= argc) return fail("option '%s' needs a value", a);
    *slot = argv[++*i];
  } else if (!strcmp(a, "-dm")) o->dm = o->dmGiven = true;
  else if (!strcmp(a, "-nodm")) o->dm = false, o->dmGiven = true;
  else if (!strcmp(a, "--view")) o->view = true;
  else if (!strcmp(a, "--psy-minimal-halos")) o->minimalHalos = true;
  else if (!strcmp(a, "--psy-no-inline")) o->noInline = true;
  else if (!strcmp(a, "--psy-host-tuned")) o->hostTuned = true;
  else if (!strcmp(a, "--psy-omp")) o->omp = true;
  else if (!strncmp(a, "--psy-kernel-flags=", 19)) o->kernelFlags = a + 19;
  else if (!strncmp(a, "--target=", 9)) o->target = a + 9;
  else if (!strcmp(a, "--verbose")) o->verbose = true;
  else if (!strcmp(a, "--keep-comments") || !strcmp(a, "--keep-directives")) {
    /* Always so: the rewritten algorithm keeps every byte but the invoke calls. */
  } else if (!strncmp(a, "--pipeline=", 11)) o->pipeline = a + 11;
  else if (!strcmp(a, "-l") || !strcmp(a, "--limit"))
    rc = *i + 1 < argc ? parseLineLength(o, argv[++*i]) : fail("option '%s' needs a value", a);
  else if (!strcmp(a, "-j") || !strcmp(a, "--jobs"))
    rc = *i + 1 < argc ? parseJobs(o, argv[++*i]) : fail("option '%s' needs a value", a);
  else if (!strncmp(a, "-j", 2) && a[2]) rc = parseJobs(o, a + 2);
  else if (parsePathOption(argc, argv, i, o, &rc)) {
  } else if (a[0] == '-' && a[1]) rc = fail("unknown option '%s' (see psyc --help)", a);
  else strListPush(&o->inputs, a);
  return rc;
}

/* PSyclone's name of the API and its older one. */
static bool isGOcean(const Options *o) {
  return !strcmp(o->api, "gocean") || !strcmp(o->api, "gocean1.0");
}

static bool hasPattern(const char *s) { return s && strstr(s, "%b"); }

/* Parses argv; returns 0, 1 on error, 2 for --help, 3 for --version. */
static int parseArgs(int argc, char **argv, Options *o) {
  *o = (Options){.dm = true, .api = "lfric", .jobs = 1};
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) return 2;
    if (!strcmp(argv[i], "-v") || !strcmp(argv[i], "--version")) return 3;
    if (parseOne(argc, argv, &i, o)) return 1;
  }
  if (strcmp(o->api, "lfric") && !isGOcean(o))
    return fail("unsupported -api '%s': lfric and gocean are supported", o->api);
  if (o->openclKernel && !isGOcean(o))
    return fail("%s", "--opencl-kernel translates GOcean kernels: it needs -api gocean");
  if (o->output && !o->openclKernel) return fail("%s", "-o goes with --opencl-kernel only");
  if (psycGoTargetCheck(o->target, isGOcean(o))) return 1;
  const char *kernelFlag = o->stub           ? "--stub"
                           : o->kernelMeta   ? "--kernel-meta"
                           : o->openclKernel ? "--opencl-kernel"
                                             : NULL;
  if (kernelFlag) return o->inputs.n ? fail("%s takes no algorithm file", kernelFlag) : 0;
  if (isGOcean(o) && (o->pipeline || o->script || o->omp || o->minimalHalos))
    return fail("%s", "--pipeline, -s, --psy-omp and --psy-minimal-halos act on LFRic schedules; "
                      "-api gocean takes --view, -opsy, -oalg, -dm/-nodm, -d, -I and --config");
  if (!o->inputs.n) return fail("%s", "no algorithm file given");
  if (o->script && !(o->recipe = psycRecipeRead(o->script))) return 1;
  if (o->inputs.n > 1 && ((o->oalg && !hasPattern(o->oalg)) || (o->opsy && !hasPattern(o->opsy))))
    return fail("%s", "with several input files, -oalg and -opsy must contain %b "
                      "(e.g. -opsy %b_psy.o)");
  return 0;
}

/* ---- output names ------------------------------------------------------------------------- */

/* `pattern` with each %b replaced by the input's base name (heap); NULL stays NULL. */
static char *outputName(const char *pattern, const char *input) {
  if (!pattern) return NULL;
  const char *slash = strrchr(input, '/'), *base = slash ? slash + 1 : input;
  const char *dot = strrchr(base, '.');
  int blen = dot && dot != base ? (int)(dot - base) : (int)strlen(base);
  PsyStrBuf b = {0};
  for (const char *p = pattern; *p; ++p) {
    if (p[0] == '%' && p[1] == 'b') psyStrBufAppend(&b, base, (size_t)blen), ++p;
    else psyStrBufAppend(&b, p, 1);
  }
  return b.data;
}

/* `path` with its directory resolved (heap): an output need not exist yet. */
static char *resolvedPath(const char *path) {
  char *r = realpath(path, NULL);
  if (r) return r;
  const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 : path;
  char *dir = slash ? strndup(path, (size_t)(slash - path)) : strdup(".");
  char *rd = realpath(*dir ? dir : "/", NULL);
  free(dir);
  if (!rd) return strdup(path);
  size_t n = strlen(rd) + strlen(base) + 2;
  char *out = malloc(n);
  snprintf(out, n, "%s/%s", rd, base);
  free(rd);
  return out;
}

/* What identifies the file a path names, for clobber checks: its inode when it exists, else
 * its resolved path (heap); NULL for devices and FIFOs (-oalg /dev/null), never clobbered.
 * Each path is stat'ed once, so that checking a batch is not quadratic in system calls. */
static char *fileKey(const char *path) {
  struct stat st;
  PsyStrBuf key = {0};
  if (stat(path, &st) != 0) {
    char *r = resolvedPath(path);
    psyStrBufPrintf(&key, "p%s", r);
    free(r);
  } else if (S_ISREG(st.st_mode)) {
    psyStrBufPrintf(&key, "i%llu:%llu", (unsigned long long)st.st_dev,
                    (unsigned long long)st.st_ino);
  }
  return key.data; /* NULL when nothing was printed */
}

static bool isFortran(const char *path);

typedef struct {
  char *path;
  const char *what, *input;
} Output;

/* The files psyc writes for every input: -opsy (and the schedule object beside a binding)
 * and -oalg. */
static int collectOutputs(const Options *o, Output **out) {
  int n = 0;
  *out = calloc((size_t)o->inputs.n * 3 + 1, sizeof **out);
  for (int i = 0; i < o->inputs.n; ++i) {
    const char *in = o->inputs.items[i];
    char *opsy = outputName(o->opsy, in);
    if (opsy && isFortran(opsy))
      (*out)[n++] = (Output){psyBindingObjectPath(opsy), "the schedule object of -opsy", in};
    if (opsy) (*out)[n++] = (Output){opsy, "-opsy", in};
    char *oalg = outputName(o->oalg, in);
    if (oalg) (*out)[n++] = (Output){oalg, "-oalg", in};
  }
  return n;
}

typedef struct {
  char *key;
  int isOutput, index; /* inputs sort before outputs, each in command-line order */
} Claim;

static int compareClaims(const void *a, const void *b) {
  const Claim *x = a, *y = b;
  int c = strcmp(x->key, y->key);
  if (c) return c;
  return x->isOutput != y->isOutput ? x->isOutput - y->isOutput : x->index - y->index;
}

/* The first clash in output order: an output that is an input, else one that an earlier
 * output also names. `first[i]` is the first claim of output i's key in sorted `c`. */
static int reportClash(const Options *o, const Output *outs, int n, const Claim *c,
                       const int *first) {
  for (int i = 0; i < n; ++i) {
    if (first[i] < 0) continue;
    const Claim *f = &c[first[i]];
    if (!f->isOutput)
      return fail("%s '%s' would overwrite the input '%s'", outs[i].what, outs[i].path,
                  o->inputs.items[f->index]);
    if (f->index < i)
      return fail("%s of '%s' and %s of '%s' are the same file, '%s'", outs[f->index].what,
                  outs[f->index].input, outs[i].what, outs[i].input, outs[i].path);
  }
  return 0;
}

/* Refuses, before anything is written, an output that is an input or another output (two
 * inputs whose %b names collide in a batch, say): one of them would be lost. Sorting the
 * files' keys keeps a batch of thousands of files linear-logarithmic. */
static int checkOutputs(const Options *o) {
  Output *outs;
  int n = collectOutputs(o, &outs), nc = 0;
  Claim *c = calloc((size_t)(n + o->inputs.n) + 1, sizeof *c);
  int *first = calloc((size_t)n + 1, sizeof *first);
  if (!c || !first) abort();
  for (int k = 0; k < o->inputs.n + n; ++k) {
    bool isOutput = k >= o->inputs.n;
    int index = isOutput ? k - o->inputs.n : k;
    char *key = fileKey(isOutput ? outs[index].path : o->inputs.items[index]);
    if (key) c[nc++] = (Claim){key, isOutput, index};
  }
  qsort(c, (size_t)nc, sizeof *c, compareClaims);
  for (int i = 0; i < n; ++i) first[i] = -1;
  for (int k = 0, g = 0; k < nc; ++k) {
    if (k && strcmp(c[k].key, c[k - 1].key)) g = k;
    if (c[k].isOutput && g != k) first[c[k].index] = g; /* shares its key with claim g */
  }
  int rc = reportClash(o, outs, n, c, first);
  for (int k = 0; k < nc; ++k) free(c[k].key);
  for (int i = 0; i < n; ++i) free(outs[i].path);
  free(c), free(first), free(outs);
  return rc;
}

/* ---- one algorithm file ----------------------------------------------------------------- */

static void printTo(MlirStringRef s, void *u) { fwrite(s.data, 1, s.length, (FILE *)u); }

static const char *extOf(const char *path) {
  const char *dot = strrchr(path, '.');
  return dot ? dot : "";
}

/* Prints the module to memory, then writes it atomically. */
static int writeMlir(MlirOperation module, const char *path) {
  char *text = NULL;
  size_t size = 0;
  FILE *mem = open_memstream(&text, &size);
  if (!mem) return fail("cannot write '%s'", path);
  /* The module was verified when it was built or parsed and after each pass: printing need
   * not verify it again. */
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(flags);
  mlirOperationPrintWithFlags(module, flags, printTo, mem);
  mlirOpPrintingFlagsDestroy(flags);
  fputc('\n', mem);
  bool ok = fclose(mem) == 0 && mlirLogicalResultIsSuccess(psyWriteFileAtomically(
                                    (MlirLocation){NULL}, path, text, size));
  free(text);
  return ok ? 0 : fail("cannot write '%s'", path);
}

/* True if `pipeline` failed on `module` (it has emitted the diagnostics). */
static bool runPipeline(MlirOperation module, const char *pipeline) {
  return mlirLogicalResultIsFailure(
      psyRunPipeline(module, mlirStringRefCreateFromCString(pipeline)));
}

static int emitPsy(const Options *o, MlirOperation module, const char *opsy) {
  const char *ext = extOf(opsy);
  if (!strcmp(ext, ".mlir")) return writeMlir(module, opsy);
  PsyTarget t = !strcmp(ext, ".ll") ? PSY_TARGET_LLVM_IR
                : !strcmp(ext, ".o") ? PSY_TARGET_X86_64 : PSY_TARGET_UNKNOWN;
  if (t == PSY_TARGET_UNKNOWN)
    return fail("cannot tell the output kind of '%s' (use .mlir, .ll, .o or .f90)", opsy);
  if (runPipeline(module, "psy-to-llvm")) return fail("%s", "psy-to-llvm failed");
  PsyTargetOptions to = {.target = t, .optLevel = 2, .hostCpu = o->hostTuned};
  if (mlirLogicalResultIsFailure(psyTargetEmitWith(module, &to, opsy))) return 1;
  return 0;
}

/* `-l all`: PSyclone refuses input lines longer than the Fortran standard's 132. */
static int checkLineLength(const char *path) {
  size_t size = 0;
  char *text = psyReadFile(path, &size);
  if (!text) return fail("cannot read '%s': %s", path, strerror(errno));
  int line = 1, rc = 0;
  for (size_t i = 0, start = 0; i <= size && !rc; ++i) {
    if (i < size && text[i] != '\n') continue;
    if (i - start > 132) {
      fprintf(stderr, "%s:%d:133: error: line is longer than 132 characters (-l all)\n", path,
              line);
      rc = 1;
    }
    start = i + 1, ++line;
  }
  free(text);
  return rc;
}

/* PSyclone builds the distributed-memory schedule before any transformation; so does psyc,
 * with the psy-dm passes (psy-halo-exchanges{minimal} under --psy-minimal-halos). */
static const char *dmPipeline(const Options *o) {
  return o->minimalHalos ? "psy-dm-loop-bounds,psy-halo-exchanges{minimal=true},"
                           "psy-global-sums,psy-halo-dirty-markers"
                         : "psy-dm";
}

/* The passes, the view and -opsy on a built module; 0 or 1. Without distributed memory
 * psy-dm-loop-bounds still runs, with dm=false: it gives every loop the owned range, which is
 * then every cell, including the loop of a kernel on halo cells, which the front end bounds by
 * its halo depth argument. */
static int process(const Options *o, MlirOperation op, const char *opsy, FILE *out,
                   bool built) {
  if (!built && runPipeline(op, o->dm ? dmPipeline(o) : "psy-dm-loop-bounds{dm=false}"))
    return fail("%s", "distributed-memory passes failed");
  if (o->recipe && runPipeline(op, o->recipe)) return fail("the recipe '%s' failed", o->script);
  if (o->pipeline && runPipeline(op, o->pipeline)) return fail("%s", "pipeline failed");
  if (o->omp && runPipeline(op, "psy-colour,psy-omp")) return fail("%s", "--psy-omp failed");
  if (o->view) psycView(op, o->dm, out);
  if (!opsy && !o->view) mlirOperationPrint(op, printTo, out), fputc('\n', out);
  return 0;
}

/* The binding's options from the command line; the caller frees `*algDir`. */
static PsyBindingOptions bindingOptions(const Options *o, const PsyFUnit *unit, const char *input,
                                        char **algDir) {
  const char *slash = strrchr(input, '/');
  *algDir = slash ? strndup(input, (size_t)(slash - input)) : strdup(".");
  return (PsyBindingOptions){ /* a NULL unit (psy IR input): LFRic's types for fields */
      .kernelDirs = o->dirs.items, .nkernelDirs = o->dirs.n, .algDir = *algDir,
      .includes = o->includes.items, .nincludes = o->includes.n, .defines = o->defines.items,
      .ndefines = o->defines.n, .undefines = o->undefines.items, .nundefines = o->undefines.n,
      .kernelFlags = o->kernelFlags, .noInline = o->noInline, .declCtx = unit,
      .declaredType = unit ? psyFUnitDeclaredType : NULL, .algFile = input,
      .declaredKind = unit ? psyFUnitDeclaredKind : NULL, .notes = o->verbose ? stderr : NULL,
      .hostTuned = o->hostTuned};
}

/* -opsy X_psy.f90: the Fortran binding module and, beside it, the schedule object with the
 * kernels compiled in (psy-c/Binding.h, docs/psyc.md). */
static int emitBinding(const Options *o, const PsyFUnit *unit, MlirOperation module,
                       const char *opsy, const char *input) {
  char *algDir;
  PsyBindingOptions b = bindingOptions(o, unit, input, &algDir);
  int rc = mlirLogicalResultIsFailure(psyBindingEmit(module, &b, opsy));
  return free(algDir), rc;
}

static bool isFortran(const char *path) {
  return !strcmp(extOf(path), ".f90") || !strcmp(extOf(path), ".F90");
}

/* Writes -opsy, then the rewritten algorithm: the IR after the passes decides the calls. */
static int writeOutputs(const Options *o, const PsyFUnit *unit, PsyFrontendSession *s,
                        MlirOperation op, const char *opsy, const char *oalg) {
  char *algTmp = oalg ? psyOutputTempCreate(oalg) : NULL;
  if (oalg && !algTmp)
    return fail("cannot create a file beside '%s': %s", oalg, strerror(errno));
  int rc = 0;
  if (algTmp && !psyFrontendRewriteAlgorithm(s, op, algTmp)) rc = 1;
  /* -opsy first: the IR outputs need psy-to-llvm, which rewrites the module. */
  if (!rc && opsy)
    rc = isFortran(opsy) ? emitBinding(o, unit, op, opsy, unit ? unit->file : o->mlirInput)
                         : emitPsy(o, op, opsy);
  /* the temporary has the mode -oalg will have; committing it keeps a link a link */
  if (!rc && algTmp && mlirLogicalResultIsFailure(psyOutputTempCommit(algTmp, oalg)))
    rc = fail("cannot write '%s': %s", oalg, strerror(errno));
  else if (rc && algTmp)
    psyOutputTempDiscard(algTmp);
  free(algTmp);
  return rc;
}

static PsyFortranOptions fortranOptions(const Options *o) {
  return (PsyFortranOptions){.defines = o->defines.items, .ndefines = o->defines.n,
                             .undefines = o->undefines.items, .nundefines = o->undefines.n,
                             .includeDirs = o->includes.items, .nincludeDirs = o->includes.n};
}

/* psy.config for the passes: the file's keys, with distributed_memory as -dm/-nodm decided. */
static void attachConfig(const Options *o, MlirOperation module) {
  psyConfigAttach(o->cfg, module);
  MlirStringRef key = mlirStringRefCreateFromCString("psy.config");
  MlirAttribute dict = mlirOperationGetAttributeByName(module, key);
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict)) return;
  MlirContext ctx = mlirOperationGetContext(module);
  intptr_t n = mlirDictionaryAttrGetNumElements(dict);
  MlirNamedAttribute items[n > 0 ? n : 1];
  for (intptr_t i = 0; i < n; ++i) {
    items[i] = mlirDictionaryAttrGetElement(dict, i);
    if (mlirStringRefEqual(mlirIdentifierStr(items[i].name),
                           mlirStringRefCreateFromCString("distributed_memory")))
      items[i].attribute = mlirBoolAttrGet(ctx, o->dm);
  }
  mlirOperationSetAttributeByName(module, key, mlirDictionaryAttrGet(ctx, n, items));
}

/* A source must be a regular file of sane size (psyInputFileCheck): flang's parser says a
 * directory "was not found", and would read /dev/zero until memory runs out. */
static int checkSource(const char *path) {
  MlirContext ctx = psyToolContextCreate("psyc");
  MlirLogicalResult r = psyInputFileCheck(mlirLocationUnknownGet(ctx), path);
  return mlirContextDestroy(ctx), mlirLogicalResultIsFailure(r);
}

/* psy IR as psyc writes it (-opsy X.mlir), perhaps transformed or edited since: the schedule
 * is built, so only --pipeline runs before -opsy (docs/psyc.md). */
static int compileMlir(const Options *o, MlirContext ctx, const char *input, FILE *out) {
  size_t size = 0;
  char *text = psyReadFile(input, &size);
  if (!text) return fail("cannot read '%s': %s", input, strerror(errno));
  MlirModule mod = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, size));
  free(text);
  if (mlirModuleIsNull(mod)) return fail("cannot parse the psy IR of '%s'", input);
  int rc = o->oalg ? fail("-oalg %s: psy IR input has no algorithm to rewrite", o->oalg) : 0;
  char *opsy = outputName(o->opsy, input);
  Options one = *o;
  one.mlirInput = input;
  if (!rc) rc = process(&one, mlirModuleGetOperation(mod), opsy, out, true);
  if (!rc && opsy) rc = writeOutputs(&one, NULL, NULL, mlirModuleGetOperation(mod), opsy, NULL);
  mlirModuleDestroy(mod);
  free(opsy);
  return rc;
}

/* -api gocean: the GOcean front end, --view, -opsy and -oalg (tools/psyc/GOcean.c). */
static int compileGOcean(const Options *o, MlirContext ctx, PsyFrontendCache *cache,
                         const char *input, const PsyFortranOptions *fopts, FILE *out) {
  char *opsy = outputName(o->opsy, input), *oalg = outputName(o->oalg, input), *algDir;
  PsyBindingOptions b = bindingOptions(o, NULL, input, &algDir);
  PsycGoRequest r = {o->dirs.items, o->dirs.n, fopts, o->cfg, NULL, o->dm, o->view, opsy, oalg, &b,
                     o->target && !strcmp(o->target, "opencl")};
  int rc = psycGOceanCompile(&r, ctx, cache, input, out);
  free(opsy), free(oalg), free(algDir);
  return rc;
}

/* Compiles one algorithm file in `ctx`, with the kernel modules of `cache`; stdout text goes
 * to `out`. */
static int compileFile(const Options *o, MlirContext ctx, PsyFrontendCache *cache,
                       const char *input, FILE *out) {
  if (checkSource(input)) return 1;
  if (!strcmp(extOf(input), ".mlir") && !isGOcean(o)) return compileMlir(o, ctx, input, out);
  if (o->lineLimit && checkLineLength(input)) return 1;
  PsyFortranOptions fopts = fortranOptions(o);
  if (isGOcean(o)) return compileGOcean(o, ctx, cache, input, &fopts, out);
  PsyFUnit *unit = psyFortranParse(input, &fopts);
  if (!unit) return fail("cannot parse '%s'", input);
  PsyPrecisionConfig precision;
  PsycKindsOptions ko = {o->cfg, o->includes.items, o->includes.n, o->dirs.items, o->dirs.n,
                         o->verbose};
  if (psycKindsInit(&ko, ctx, cache, input, &fopts, &precision)) {
    psyFUnitDestroy(unit);
    return 1;
  }
  PsyFrontendOptions fo = {.emit = PSY_EMIT_IR, .kernelPaths = o->dirs.items,
                           .nkernelPaths = o->dirs.n, .precisionConfig = o->precision,
                           .parse = psyFortranParseFn, .parseCtx = &fopts,
                           .precision = &precision, .cache = cache};
  MlirModule mod;
  PsyFrontendSession *s = psyFrontendBuild(unit, &fo, ctx, &mod);
  psyPrecisionConfigDestroy(&precision); /* the session keeps its own copy */
  int rc = s ? 0 : fail("the front end failed on '%s'", input);
  char *opsy = outputName(o->opsy, input), *oalg = outputName(o->oalg, input);
  if (!rc) attachConfig(o, mlirModuleGetOperation(mod));
  if (!rc) rc = process(o, mlirModuleGetOperation(mod), opsy, out, false);
  if (!rc && (opsy || oalg)) rc = writeOutputs(o, unit, s, mlirModuleGetOperation(mod), opsy, oalg);
  if (s) mlirModuleDestroy(mod);
  psyFrontendSessionDestroy(s);
  psyFUnitDestroy(unit);
  free(opsy), free(oalg);
  return rc;
}

/* ---- batches ------------------------------------------------------------------------------ */

/* Compiles inputs first, first+step, ... in one context; each file's stdout text is written
 * in one piece so that parallel workers do not interleave. Returns how many failed. */
static int compileSome(const Options *o, int first, int step) {
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) return fail("%s", "cannot load the psy dialect"), o->inputs.n;
  mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  PsyFrontendCache *cache = psyFrontendCacheCreate();
  int failed = 0;
  for (int i = first; i < o->inputs.n; i += step) {
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (!out) abort();
    failed += compileFile(o, ctx, cache, o->inputs.items[i], out) != 0;
    fclose(out);
    fwrite(text, 1, size, stdout);
    fflush(stdout);
    free(text);
  }
  psyFrontendCacheDestroy(cache);
  mlirContextDestroy(ctx);
  return failed;
}

/* -j N: N forked workers share the inputs round-robin; non-zero if any file failed. */
static int compileAll(const Options *o) {
  int jobs = o->jobs < o->inputs.n ? o->jobs : o->inputs.n;
  if (jobs <= 1) return compileSome(o, 0, 1) ? 1 : 0;
  fflush(stdout);
  fflush(stderr);
  int rc = 0, started = 0;
  for (int w = 0; w < jobs; ++w) {
    pid_t pid = fork();
    if (pid == 0) psyCleanupForgetChildren(), _exit(compileSome(o, w, jobs) ? 1 : 0);
    if (pid < 0) rc = fail("cannot fork: %s", strerror(errno));
    else ++started, psyCleanupAddChild(pid);
  }
  for (int status; started > 0; --started) {
    pid_t done;
    while ((done = wait(&status)) < 0 && errno == EINTR) {}
    psyCleanupForgetChild(done); /* its pid may be reused: a signal must not reach it */
    if (!WIFEXITED(status) || WEXITSTATUS(status)) rc = 1;
  }
  return rc;
}

/* --stub / --kernel-meta: a kernel file's stubs or its metadata as psy IR, to stdout. */
static int writeKernelFile(const Options *o) {
  const char *path = o->stub ? o->stub : o->kernelMeta;
  if (checkSource(path)) return 1;
  PsyFortranOptions fopts = fortranOptions(o);
  PsyFUnit *unit = psyFortranParse(path, &fopts);
  if (!unit) return fail("cannot parse '%s'", path);
  PsyFrontendOptions fo = {.emit = o->stub ? PSY_EMIT_STUB : PSY_EMIT_IR, .gocean = isGOcean(o)};
  MlirContext ctx = psyContextCreate();
  bool ok = !mlirContextIsNull(ctx);
  if (ok) mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  ok = ok ? psyFrontendRun(unit, &fo, ctx, stdout) : !fail("%s", "cannot load the psy dialect");
  if (!mlirContextIsNull(ctx)) mlirContextDestroy(ctx);
  psyFUnitDestroy(unit);
  return ok ? 0 : 1;
}

/* --opencl-kernel: a kernel file's kernels as OpenCL C (OpenCL.c). */
static int writeOpenCL(const Options *o) {
  PsyFortranOptions fopts = fortranOptions(o);
  return psycWriteOpenCL(o->openclKernel, o->output, &fopts);
}

/* Reads the PSyclone configuration (--config, $PSYCLONE_CONFIG, ./.psyclone/psyclone.cfg,
 * else PSyclone's defaults); its DISTRIBUTED_MEMORY decides -dm unless a flag did. */
static int loadConfig(Options *o) {
  o->cfg = psyConfigCreate();
  const char *path = psyConfigFind(o->config);
  if (path) {
    MlirContext ctx = psyContextCreate();
    mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
    bool bad = mlirLogicalResultIsFailure(psyConfigLoad(o->cfg, ctx, path));
    mlirContextDestroy(ctx);
    if (bad) return fail("cannot use the configuration file '%s'", path);
    if (o->verbose) psyConfigPrintNotes(o->cfg, stderr);
  }
  if (!o->dmGiven) o->dm = psyConfigGetBool(o->cfg, "DISTRIBUTED_MEMORY");
  return 0;
}

static void freeOptions(Options *o) {
  psyConfigDestroy(o->cfg);
  free(o->dirs.items), free(o->defines.items), free(o->undefines.items);
  free(o->includes.items), free(o->inputs.items), free(o->recipe);
}

int main(int argc, char **argv) {
  Options o;
  /* Ctrl-C or a SIGTERM removes the temporaries written so far (psy-c/Support.h). */
  psyCleanupInstallSignalHandlers();
  int rc = parseArgs(argc, argv, &o);
  if (rc == 2) rc = (usage(stdout), 0);
  else if (rc == 3) rc = (puts("psyc (psy-mlir) with LLVM/MLIR/flang 22"), 0);
  else if (rc) rc = (usage(stderr), 1);
  else if (o.stub || o.kernelMeta) rc = writeKernelFile(&o);
  else if (o.openclKernel) rc = writeOpenCL(&o);
  else if (loadConfig(&o)) rc = 1;
  else if (o.minimalHalos && !o.dm)
    rc = fail("%s", "--psy-minimal-halos needs distributed memory (-dm)");
  else if (checkOutputs(&o)) rc = 1;
  else rc = compileAll(&o);
  freeOptions(&o);
  /* A full disk or a closed pipe on standard output (--view, IR, stubs) is an error, as a
   * compiler's own output file would be: nothing may look written that was not. */
  if ((fflush(stdout) != 0 || ferror(stdout)) && !rc)
    rc = fail("cannot write to standard output: %s", strerror(errno));
  return rc;
}
