/* psyc: the PSyclone-like command line over psyDriverRun (psy-c/Driver.h), which compiles
 * one input in the whole order: parse with flang's parser linked in, build the psy IR, run
 * the passes, print --view schedules, write -opsy and the rewritten algorithm (-oalg), all
 * or nothing. psyc parses the flags, names each input's outputs by a pattern and refuses
 * clashes between them, compiles a batch in one session (-j N forks N workers) and turns the
 * result into an exit code; errors are the driver's diagnostics, printed as
 * `psyc: error: ...` or `file:line:col: error: ...`. docs/psyc.md is the user guide. */
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

#include "psy-c/Config.h"
#include "psy-c/Driver.h"
#include "psy-c/Support.h"

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
  bool deviceOnly;         /* --psy-device-only: every kernel on the device, or an error */
  bool omp;                /* --psy-omp: psy-colour,psy-omp after the pipeline */
  bool jit;                /* --psy-jit: invokes specialised at run time */
  bool fastReductions;     /* --psy-device-fast-reductions */
  bool strictIntents;      /* --psy-strict-intents: intent mismatches are errors */
  const char *kernelFlags; /* -opsy X.f90: --psy-kernel-flags=FLAGS */
  const char *api, *oalg, *opsy, *pipeline, *stub, *precision, *config, *kernelMeta;
  const char *openclKernel, *output, *target; /* --opencl-kernel K.f90 [-o OUT.cl], --target */
  const char *deviceKernel, *gpuArch; /* --device-kernel K.f90 [-o OUT.ptx], --gpu-arch */
  const char *script;      /* -s FILE: a pipeline recipe (psyDriverRecipeRead) */
  char *recipe;            /* its pipeline, read once */
  PsyDriverSession *s;     /* the batch's session (a -j worker makes its own) */
} Options;

static void usage(FILE *out) {
  fputs("usage: psyc [-api lfric] [-d KERNEL_DIR]... [-dm|-nodm] [-oalg ALG_OUT.f90]\n"
        "            [-opsy PSY_OUT.{mlir,ll,o,f90}] [-s RECIPE] [--pipeline=PASSES] [--view]\n"
        "            [--psy-no-inline] [--psy-kernel-flags=FLAGS] [--psy-host-tuned]\n"
        "            [--psy-minimal-halos] [--psy-omp] [--psy-jit] [--psy-strict-intents]\n"
        "            [--verbose] [--target=cpu|nvptx] [--gpu-arch=sm_80] [--psy-device-only]\n"
        "            [--psy-device-fast-reductions]\n"
        "            [-D NAME[=VALUE]]... [-U NAME]... [-I DIR]... [-l off|all|output]\n"
        "            [--precision-config FILE] [--config FILE] [-j N] alg.x90 [alg2.x90 ...]\n"
        "       psyc [-api lfric|gocean] --stub|--kernel-meta kernel.f90\n"
        "       psyc -api gocean [-d DIR]... [-I DIR]... [-dm|-nodm] [--config FILE] [--view]\n"
        "            [--target=opencl] [-oalg ALG.f90] [-opsy PSY_OUT.{mlir,ll,o,f90}] alg.f90\n"
        "       psyc -api gocean --opencl-kernel kernel.f90 [-o kernel.cl]\n"
        "       psyc [-api lfric|gocean] --device-kernel kernel.f90 [--gpu-arch=sm_80]\n"
        "            [-I DIR]... [-o kernel.ptx]\n"
        "With several inputs, -oalg and -opsy must name each file's output with %b (the\n"
        "input's name without directory and extension), e.g. -opsy out/%b_psy.o.\n"
        "docs/psyc.md describes every option.\n", out);
}

/* An error of the command line: a diagnostic without a place, `psyc: error: ...`. */
static int fail(const Options *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(const Options *o, const char *fmt, ...) {
  PsyStrBuf msg = {0};
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(&msg, fmt, ap);
  va_end(ap);
  psyEmitError(mlirLocationUnknownGet(psyDriverSessionGetContext(o->s)), "%s", msg.data);
  psyStrBufFree(&msg);
  return 1;
}

/* The driver's diagnostics print as psyc's own errors: `psyc: error: X` without a place in a
 * file, `file:line:col: error: X` with one (psyDiagnosticPrinter's tool name). */
static char kTool[] = "psyc";

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
    if (!v || !*v) *rc = fail(o, "option '%s' needs a value", kLists[k].flag);
    else strListPush((StrList *)((char *)o + kLists[k].offset), v);
    return true;
  }
  return false;
}

static int parseLineLength(Options *o, const char *v) {
  if (!strcmp(v, "all")) o->lineLimit = true;
  else if (strcmp(v, "off") && strcmp(v, "output"))
    return fail(o, "-l takes off, all or output, not '%s'", v);
  return 0;
}

static int parseJobs(Options *o, const char *v) {
  char *end;
  long j = strtol(v, &end, 10);
  if (*end || j < 1 || j > 1024)
    return fail(o, "-j takes a number of jobs from 1 to 1024, not '%s'", v);
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
  if (!strcmp(a, "--device-kernel")) return &o->deviceKernel;
  if (!strcmp(a, "-o")) return &o->output;
  if (!strcmp(a, "--target")) return &o->target;
  if (!strcmp(a, "-s") || !strcmp(a, "--script")) return &o->script;
  return NULL;
}

static int parseOne(int argc, char **argv, int *i, Options *o) {
  const char *a = argv[*i];
  int rc = 0;
  for (size_t k = 0; k < sizeof kRefused / sizeof kRefused[0]; ++k)
    if (!strcmp(a, kRefused[k].flag)) return fail(o, "%s", kRefused[k].why);
  const char **slot = valueSlot(o, a);
  if (slot) {
    if (*i + 1 >= argc) return fail(o, "option '%s' needs a value", a);
    *slot = argv[++*i];
  } else if (!strcmp(a, "-dm")) o->dm = o->dmGiven = true;
  else if (!strcmp(a, "-nodm")) o->dm = false, o->dmGiven = true;
  else if (!strcmp(a, "--view")) o->view = true;
  else if (!strcmp(a, "--psy-minimal-halos")) o->minimalHalos = true;
  else if (!strcmp(a, "--psy-no-inline")) o->noInline = true;
  else if (!strcmp(a, "--psy-host-tuned")) o->hostTuned = true;
  else if (!strcmp(a, "--psy-device-only")) o->deviceOnly = true;
  else if (!strcmp(a, "--psy-omp")) o->omp = true;
  else if (!strcmp(a, "--psy-jit")) o->jit = true;
  else if (!strcmp(a, "--psy-device-fast-reductions")) o->fastReductions = true;
  else if (!strcmp(a, "--psy-strict-intents")) o->strictIntents = true;
  else if (!strncmp(a, "--psy-kernel-flags=", 19)) o->kernelFlags = a + 19;
  else if (!strncmp(a, "--target=", 9)) o->target = a + 9;
  else if (!strncmp(a, "--gpu-arch=", 11)) o->gpuArch = a + 11;
  else if (!strcmp(a, "--verbose")) o->verbose = true;
  else if (!strcmp(a, "--keep-comments") || !strcmp(a, "--keep-directives")) {
    /* Always so: the rewritten algorithm keeps every byte but the invoke calls. */
  } else if (!strncmp(a, "--pipeline=", 11)) o->pipeline = a + 11;
  else if (!strcmp(a, "-l") || !strcmp(a, "--limit"))
    rc = *i + 1 < argc ? parseLineLength(o, argv[++*i]) : fail(o, "option '%s' needs a value", a);
  else if (!strcmp(a, "-j") || !strcmp(a, "--jobs"))
    rc = *i + 1 < argc ? parseJobs(o, argv[++*i]) : fail(o, "option '%s' needs a value", a);
  else if (!strncmp(a, "-j", 2) && a[2]) rc = parseJobs(o, a + 2);
  else if (parsePathOption(argc, argv, i, o, &rc)) {
  } else if (a[0] == '-' && a[1]) rc = fail(o, "unknown option '%s' (see psyc --help)", a);
  else strListPush(&o->inputs, a);
  return rc;
}

static bool hasPattern(const char *s) { return s && strstr(s, "%b"); }

/* What the options ask of every input; the input and its outputs are filled per file. */
static PsyDriverRequest request(const Options *o) {
  PsyDriverAction action = o->stub           ? PSY_DRIVER_STUB
                           : o->kernelMeta   ? PSY_DRIVER_KERNEL_META
                           : o->openclKernel ? PSY_DRIVER_OPENCL_KERNEL
                           : o->deviceKernel ? PSY_DRIVER_DEVICE_KERNEL
                                             : PSY_DRIVER_COMPILE;
  return (PsyDriverRequest){
      .action = action, .api = o->api, .target = o->target, .output = o->output,
      .gpuArch = o->gpuArch,
      .kernelDirs = o->dirs.items, .nkernelDirs = o->dirs.n, .includes = o->includes.items,
      .nincludes = o->includes.n, .defines = o->defines.items, .ndefines = o->defines.n,
      .undefines = o->undefines.items, .nundefines = o->undefines.n, .cfg = o->cfg,
      .dm = o->dm, .view = o->view, .lineLimit = o->lineLimit, .minimalHalos = o->minimalHalos,
      .omp = o->omp, .noInline = o->noInline, .hostTuned = o->hostTuned,
      .deviceOnly = o->deviceOnly, .jit = o->jit, .deviceFastReductions = o->fastReductions,
      .strictIntents = o->strictIntents,
      .pipeline = o->pipeline, .recipe = o->recipe, .recipeName = o->script,
      .precision = o->precision, .kernelFlags = o->kernelFlags, .out = stdout,
      .notes = o->verbose ? stderr : NULL};
}

/* Parses argv; returns 0, 1 on error, 2 for --help, 3 for --version. */
static int parseArgs(int argc, char **argv, Options *o) {
  *o = (Options){.dm = true, .api = "lfric", .jobs = 1, .s = o->s};
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) return 2;
    if (!strcmp(argv[i], "-v") || !strcmp(argv[i], "--version")) return 3;
    if (parseOne(argc, argv, &i, o)) return 1;
  }
  if (o->output && !o->openclKernel && !o->deviceKernel)
    return fail(o, "%s", "-o goes with --opencl-kernel or --device-kernel only");
  PsyDriverRequest r = request(o);
  if (mlirLogicalResultIsFailure(psyDriverRequestCheck(o->s, &r))) return 1;
  const char *kernelFlag = o->stub           ? "--stub"
                           : o->kernelMeta   ? "--kernel-meta"
                           : o->openclKernel ? "--opencl-kernel"
                           : o->deviceKernel ? "--device-kernel"
                                             : NULL;
  if (kernelFlag) return o->inputs.n ? fail(o, "%s takes no algorithm file", kernelFlag) : 0;
  if (!o->inputs.n) return fail(o, "%s", "no algorithm file given");
  if (o->script && !(o->recipe = psyDriverRecipeRead(o->s, o->script))) return 1;
  if (o->inputs.n > 1 && ((o->oalg && !hasPattern(o->oalg)) || (o->opsy && !hasPattern(o->opsy))))
    return fail(o, "%s", "with several input files, -oalg and -opsy must contain %b "
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

/* -opsy X.f90 or X.F90: a binding, with the schedule object beside it. */
static bool isFortran(const char *path) {
  const char *dot = strrchr(path, '.');
  return dot && (!strcmp(dot, ".f90") || !strcmp(dot, ".F90"));
}

typedef struct {
  char *path;
  const char *what, *input;
} Output;

/* The OpenCL kernels beside -opsy X.f90 under --target=opencl: X_kernels.cl (heap). */
static char *kernelsPath(const char *opsy) {
  size_t n = strlen(opsy) - 4, size = n + sizeof "_kernels.cl";
  char *cl = malloc(size);
  if (!cl) abort();
  snprintf(cl, size, "%.*s_kernels.cl", (int)n, opsy);
  return cl;
}

/* The files psyc writes for every input: -opsy (and the schedule object or the OpenCL
 * kernels beside a Fortran layer) and -oalg. */
static int collectOutputs(const Options *o, Output **out) {
  int n = 0;
  bool opencl = o->target && !strcmp(o->target, "opencl");
  *out = calloc((size_t)o->inputs.n * 3 + 1, sizeof **out);
  for (int i = 0; i < o->inputs.n; ++i) {
    const char *in = o->inputs.items[i];
    char *opsy = outputName(o->opsy, in);
    if (opsy && isFortran(opsy))
      (*out)[n++] = opencl ? (Output){kernelsPath(opsy), "the OpenCL kernels of -opsy", in}
                           : (Output){psyBindingObjectPath(opsy), "the schedule object of -opsy",
                                      in};
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
      return fail(o, "%s '%s' would overwrite the input '%s'", outs[i].what, outs[i].path,
                  o->inputs.items[f->index]);
    if (f->index < i)
      return fail(o, "%s of '%s' and %s of '%s' are the same file, '%s'", outs[f->index].what,
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

/* ---- batches ------------------------------------------------------------------------------ */

/* Compiles input `i` with session `s`; its stdout text is written in one piece so that
 * parallel workers do not interleave. Non-zero if it failed. */
static int compileOne(const Options *o, PsyDriverSession *s, int i) {
  const char *input = o->inputs.items[i];
  char *text = NULL, *opsy = outputName(o->opsy, input), *oalg = outputName(o->oalg, input);
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  if (!out) abort();
  PsyDriverRequest r = request(o);
  r.input = input, r.opsy = opsy, r.oalg = oalg, r.out = out;
  int rc = mlirLogicalResultIsFailure(psyDriverRun(s, &r));
  fclose(out);
  fwrite(text, 1, size, stdout);
  fflush(stdout);
  free(text), free(opsy), free(oalg);
  return rc;
}

/* Compiles inputs first, first+step, ... in one session (a forked worker makes its own);
 * returns how many failed. */
static int compileSome(const Options *o, int first, int step, bool fresh) {
  PsyDriverSession *s = fresh ? psyDriverSessionCreate(psyDiagnosticPrinter, kTool) : o->s;
  if (!s) return fputs("psyc: error: cannot load the psy dialect\n", stderr), o->inputs.n;
  int failed = 0;
  for (int i = first; i < o->inputs.n; i += step) failed += compileOne(o, s, i);
  if (fresh) psyDriverSessionDestroy(s);
  return failed;
}

/* -j N: N forked workers share the inputs round-robin; non-zero if any file failed. */
static int compileAll(const Options *o) {
  int jobs = o->jobs < o->inputs.n ? o->jobs : o->inputs.n;
  if (jobs <= 1) return compileSome(o, 0, 1, false) ? 1 : 0;
  fflush(stdout);
  fflush(stderr);
  int rc = 0, started = 0;
  for (int w = 0; w < jobs; ++w) {
    pid_t pid = fork();
    if (pid == 0) psyCleanupForgetChildren(), _exit(compileSome(o, w, jobs, true) ? 1 : 0);
    if (pid < 0) rc = fail(o, "cannot fork: %s", strerror(errno));
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

/* --stub, --kernel-meta, --opencl-kernel, --device-kernel: one kernel file, written to
 * stdout or -o. */
static int writeKernelFile(const Options *o) {
  PsyDriverRequest r = request(o);
  r.input = o->stub           ? o->stub
            : o->kernelMeta   ? o->kernelMeta
            : o->openclKernel ? o->openclKernel
                              : o->deviceKernel;
  return mlirLogicalResultIsFailure(psyDriverRun(o->s, &r));
}

/* Reads the PSyclone configuration (--config, $PSYCLONE_CONFIG, ./.psyclone/psyclone.cfg,
 * else PSyclone's defaults); its DISTRIBUTED_MEMORY decides -dm unless a flag did. */
static int loadConfig(Options *o) {
  o->cfg = psyConfigCreate();
  const char *path = psyConfigFind(o->config);
  if (path) {
    MlirContext ctx = psyDriverSessionGetContext(o->s);
    if (mlirLogicalResultIsFailure(psyConfigLoad(o->cfg, ctx, path)))
      return fail(o, "cannot use the configuration file '%s'", path);
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
  Options o = {.s = psyDriverSessionCreate(psyDiagnosticPrinter, kTool)};
  if (!o.s) return fputs("psyc: error: cannot load the psy dialect\n", stderr), 1;
  /* Ctrl-C or a SIGTERM removes the temporaries written so far (psy-c/Support.h). */
  psyCleanupInstallSignalHandlers();
  int rc = parseArgs(argc, argv, &o);
  if (rc == 2) rc = (usage(stdout), 0);
  else if (rc == 3) rc = (puts("psyc (psy-mlir) with LLVM/MLIR/flang 22"), 0);
  else if (rc) rc = (usage(stderr), 1);
  else if (o.stub || o.kernelMeta || o.openclKernel || o.deviceKernel) rc = writeKernelFile(&o);
  else if (loadConfig(&o)) rc = 1;
  else if (o.minimalHalos && !o.dm)
    rc = fail(&o, "%s", "--psy-minimal-halos needs distributed memory (-dm)");
  else if (checkOutputs(&o)) rc = 1;
  else rc = compileAll(&o);
  freeOptions(&o);
  /* A full disk or a closed pipe on standard output (--view, IR, stubs) is an error, as a
   * compiler's own output file would be: nothing may look written that was not. */
  if ((fflush(stdout) != 0 || ferror(stdout)) && !rc)
    rc = fail(&o, "cannot write to standard output: %s", strerror(errno));
  psyDriverSessionDestroy(o.s);
  return rc;
}
