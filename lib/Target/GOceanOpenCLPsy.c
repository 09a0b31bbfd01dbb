/* The OpenCL PSy layer of GOcean invokes (docs/opencl.md, "The generated PSy layer"): from the
 * schedule IR (docs/gocean.md), a Fortran module on the runtime's psy_opencl_mod that does
 * what the CPU PSy layer's loop nests do, the OpenCL way. At the first invoke it builds the
 * program of every kernel (the translator's OpenCL C, one file) and finds each kernel once;
 * then each invoke does its halo exchanges where the IR has them and, per psy.go_kernel, sets
 * the OpenCL kernel's arguments in meta_args order (the kernel contract's order: fields,
 * scalars and grid properties as the entries come) and launches it over its loop field's
 * region. The runtime moves a field's data between host and device only when the other side
 * needs it, so nothing here copies. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Support.h"
#include "psy-c/Dialect.h"
#include "psy-c/OpenCL.h"
#include "psy-c/Alloc.h"

/* Names the generated module declares or uses itself, besides its own name, the invokes' and
 * the kernel handles' (named after the kernel subroutines): an invoke argument of the same
 * name would hide them. The runtime's own names all start with psy_ocl_. */
static const char *const kReserved[] = {"psy_init", "first_time", "c_ptr", "go_wp",
                                        "r2d_field", "region_type"};

typedef struct {
  MlirOperation module;
  MlirSymbolTable symbols; /* the module's: the psy.go_kernel_meta ops */
  const PsyGoOpenCLPsyOptions *opts;
  PsyGoGridTable defaults; /* when opts->grid is NULL */
  char **kernels;          /* the kernel procedures called, in first-call order */
  int nkernels;
  MlirOperation *funcs;    /* the invokes */
  int nfuncs;
  PsyStrBuf *out;
  bool failed;
} Gen;

static char *copyRef(MlirStringRef s) {
  char *p = malloc(s.length + 1);
  if (!p) abort();
  memcpy(p, s.data, s.length);
  p[s.length] = '\0';
  return p;
}

/* The psy.go_kernel_meta a psy.go_kernel calls; null if none. */
static MlirOperation metaOf(const Gen *g, MlirOperation call) {
  MlirAttribute sym = mlirOperationGetAttributeByName(call, psyRef("kernel"));
  MlirOperation m = mlirSymbolTableLookup(g->symbols, mlirFlatSymbolRefAttrGetValue(sym));
  return !mlirOperationIsNull(m) && psyGoKernelMetaOpIsA(m) ? m : (MlirOperation){NULL};
}

static const PsyGoGridTable *grid(const Gen *g) {
  return g->opts->grid ? g->opts->grid : &g->defaults;
}

/* ---- names -------------------------------------------------------------------------------- */

/* The Fortran of an invoke value as the PSy layer's subroutine sees it: its dummy's name (the
 * algorithm's name, a component's `%` read as `_`, psyFortranNameFit's cut past 63 characters)
 * or a literal's text. Heap. */
static char *valueText(MlirOperation func, MlirValue v) {
  if (!mlirValueIsABlockArgument(v)) {
    MlirOperation def = mlirOpResultGetOwner(v);
    MlirAttribute t = mlirOperationGetAttributeByName(def, psyRef("psy.alg_text"));
    return copyRef(mlirAttributeIsNull(t) ? psyRef("?") : mlirStringAttrGetValue(t));
  }
  MlirAttribute names = mlirOperationGetAttributeByName(func, psyRef("psy.alg_args"));
  intptr_t i = mlirBlockArgumentGetArgNumber(v);
  char *s = copyRef(!mlirAttributeIsNull(names) && i < mlirArrayAttrGetNumElements(names)
                    ? mlirStringAttrGetValue(mlirArrayAttrGetElement(names, i))
                    : psyRef("?"));
  for (char *p = s; *p; ++p) *p = *p == '%' ? '_' : (char)tolower((unsigned char)*p);
  char *fit = psyFortranNameFit(s); /* `a%b` as `a_b` may pass Fortran's 63 characters */
  free(s);
  return fit;
}

static bool isReserved(const Gen *g, const char *name) {
  for (size_t k = 0; k < sizeof kReserved / sizeof kReserved[0]; ++k)
    if (!strcmp(name, kReserved[k])) return true;
  for (int k = 0; k < g->nkernels; ++k)
    if (!strcmp(name, g->kernels[k])) return true;
  for (int k = 0; k < g->nfuncs; ++k) {
    MlirStringRef f = psyOpGetStringAttr(g->funcs[k], "sym_name");
    if (strlen(name) == f.length && !strncmp(name, f.data, f.length)) return true;
  }
  return !strcmp(name, g->opts->module) || !strncmp(name, "psy_ocl_", 8);
}

/* An argument named like one of the module's own names, or twice, is an error at the invoke. */
static void checkNames(Gen *g, MlirOperation func) {
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  intptr_t n = mlirBlockGetNumArguments(b);
  for (intptr_t i = 0; i < n; ++i) {
    char *a = valueText(func, mlirBlockGetArgument(b, i));
    bool twice = false;
    for (intptr_t k = 0; k < i && !twice; ++k) {
      char *o = valueText(func, mlirBlockGetArgument(b, k));
      twice = !strcmp(a, o);
      free(o);
    }
    if (twice || isReserved(g, a)) {
      MlirStringRef f = psyOpGetStringAttr(func, "sym_name");
      psyEmitError(mlirOperationGetLocation(func), "argument '%s' of %.*s %s in the OpenCL PSy "
                   "layer; rename it in the algorithm", a, (int)f.length, f.data,
                   twice ? "is named twice" : "has the name of one of the module's own names");
      g->failed = true;
    }
    free(a);
  }
}

/* ---- writing Fortran ---------------------------------------------------------------------- */

/* `items` separated by ", " (wrapLines breaks the line where it is long). */
static void writeList(PsyStrBuf *o, char *const *items, int n) {
  for (int i = 0; i < n; ++i) psyStrBufPrintf(o, "%s%s", i ? ", " : "", items[i]);
}

/* The place to break `line` (`n` characters) after a ", " outside a character literal, as
 * late as keeps the first part within 100 columns; 0 when there is none. */
static size_t breakAt(const char *line, size_t n) {
  size_t at = 0;
  bool quoted = false;
  for (size_t k = 0; k + 1 < n && k < 99; ++k) {
    if (line[k] == '"') quoted = !quoted;
    else if (!quoted && line[k] == ',' && line[k + 1] == ' ') at = k + 1;
  }
  return at;
}

/* `text` with every line longer than 100 characters continued (`&`) on the next lines, so that
 * whatever the names' lengths the module keeps within free form's 132 columns. */
static void wrapLines(const char *text, PsyStrBuf *out) {
  for (const char *p = text; *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p), at;
    while (n > 100 && (at = breakAt(p, n))) {
      psyStrBufAppend(out, p, at);
      psyStrBufPrintf(out, " &\n       ");
      p += at, n -= at;
    }
    psyStrBufAppend(out, p, n);
    psyStrBufAppend(out, "\n", nl ? 1 : 0);
    p += n + (nl ? 1 : 0);
  }
}

/* A character literal of `s`, in pieces of at most 60 characters joined by `//` on
 * continuation lines, so that a long path keeps within free form's 132 columns. */
static void writeString(PsyStrBuf *o, const char *s) {
  size_t n = strlen(s);
  for (size_t at = 0; at == 0 || at < n; at += 60) {
    if (at) psyStrBufPrintf(o, " // &\n        ");
    psyStrBufAppend(o, "\"", 1);
    for (size_t k = at; k < n && k < at + 60; ++k)
      psyStrBufAppend(o, s[k] == '"' ? "\"\"" : s + k, s[k] == '"' ? 2 : 1);
    psyStrBufAppend(o, "\"", 1);
  }
}

static void writeHeader(Gen *g) {
  PsyStrBuf *o = g->out;
  psyStrBufPrintf(o, "! The OpenCL PSy layer of the algorithm's invokes, generated by psyc "
                     "(docs/opencl.md).\nmodule %s\n"
                     "  use iso_c_binding, only: c_ptr\n"
                     "  use kind_params_mod, only: go_wp\n"
                     "  use field_mod, only: r2d_field\n"
                     "  use region_mod, only: region_type\n"
                     "  use psy_opencl_mod, only: psy_ocl_kernels_program, psy_ocl_kernel, "
                     "psy_ocl_field_arg, &\n"
                     "      psy_ocl_grid_arg, psy_ocl_real_arg, psy_ocl_int_arg, "
                     "psy_ocl_launch\n  implicit none\n  private\n",
                  g->opts->module);
  for (int i = 0; i < g->nfuncs; ++i) {
    MlirStringRef f = psyOpGetStringAttr(g->funcs[i], "sym_name");
    psyStrBufPrintf(o, "  public :: %.*s\n", (int)f.length, f.data);
  }
  psyStrBufPrintf(o, "\n  logical, save :: first_time = .true.\n");
  for (int k = 0; k < g->nkernels; ++k)
    psyStrBufPrintf(o, "  type(c_ptr), save :: %s\n", g->kernels[k]);
  psyStrBufPrintf(o, "\ncontains\n\n  !> Builds the kernels' program and finds its kernels, "
                     "once. PSY_OPENCL_KERNELS_FILE\n  !> names another source file.\n"
                     "  subroutine psy_init()\n    type(c_ptr) :: program\n"
                     "    if (.not. first_time) return\n    first_time = .false.\n"
                     "    program = psy_ocl_kernels_program(");
  writeString(o, g->opts->kernelsFile);
  psyStrBufPrintf(o, ")\n");
  for (int k = 0; k < g->nkernels; ++k)
    psyStrBufPrintf(o, "    %s = psy_ocl_kernel(program, \"%s\")\n", g->kernels[k],
                    g->kernels[k]);
  psyStrBufPrintf(o, "  end subroutine psy_init\n");
}

/* ---- one invoke --------------------------------------------------------------------------- */

static void writeSignature(Gen *g, MlirOperation func) {
  MlirStringRef f = psyOpGetStringAttr(func, "sym_name");
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  int n = (int)mlirBlockGetNumArguments(b);
  char **names = calloc((size_t)n + 1, sizeof *names);
  if (!names) abort();
  for (int i = 0; i < n; ++i) names[i] = valueText(func, mlirBlockGetArgument(b, i));
  psyStrBufPrintf(g->out, "\n  subroutine %.*s(", (int)f.length, f.data);
  writeList(g->out, names, n);
  psyStrBufPrintf(g->out, ")\n");
  for (int i = 0; i < n; ++i) {
    MlirType t = mlirValueGetType(mlirBlockGetArgument(b, i));
    const char *decl = mlirTypeIsAMemRef(t)  ? "type(r2d_field), intent(inout), target"
                       : mlirTypeIsAFloat(t) ? "real(go_wp), intent(in)"
                                             : "integer, intent(in)";
    psyStrBufPrintf(g->out, "    %s :: %s\n", decl, names[i]);
    free(names[i]);
  }
  free(names);
  psyStrBufPrintf(g->out, "\n    call psy_init()\n");
}

/* One kernel argument: `what` is the psy_ocl_*_arg routine, `text` its value's Fortran. */
static void writeArg(Gen *g, const char *kernel, int index, const char *what, const char *text,
                     const char *written) {
  psyStrBufPrintf(g->out, "    call psy_ocl_%s_arg(%s, %d, %s%s)\n", what, kernel, index, text,
                  written);
}

/* The grid property entry `a` of `call`: an array as a device buffer, a scalar by value. */
static void writeGridArg(Gen *g, MlirOperation call, const PsyGoArg *a, const char *kernel,
                         int index) {
  const char *prop = psyGoVocabName(PSY_GO_VOCAB_GRID_PROPERTY, a->what);
  MlirAttribute dict = mlirOperationGetAttributeByName(call, psyRef("grid"));
  MlirAttribute v = dict;
  if (!mlirAttributeIsNull(dict)) v = mlirDictionaryAttrGetElementByName(dict, psyRef(prop));
  if (mlirAttributeIsNull(v) || !mlirAttributeIsAString(v)) {
    psyEmitError(mlirOperationGetLocation(call), "'psy.go_kernel' op has no Fortran for its "
                 "grid property %s in its grid dictionary", prop);
    g->failed = true;
    return;
  }
  char *text = copyRef(mlirStringAttrGetValue(v));
  const PsyGoGridTable *t = grid(g);
  writeArg(g, kernel, index, t->array[a->what] ? "grid" : t->real[a->what] ? "real" : "int",
           text, "");
  free(text);
}

/* One bound of the loop region: the grid table's property for it, from field `f`. */
static char *bound(const Gen *g, bool whole, const char *loop, const char *end, const char *f) {
  char prop[64];
  snprintf(prop, sizeof prop, "go_grid_%s_%s_%s", whole ? "whole" : "internal", loop, end);
  return psyGoGridTableAccess(grid(g), psyGoVocabLookup(PSY_GO_VOCAB_GRID_PROPERTY, prop,
                                                        strlen(prop)), f);
}

/* The launch over the region the loop nest covers: `f%internal` or `f%whole` when the grid
 * table has dl_esm_inf's bounds (the default), else a region_type of the table's four. */
static void writeLaunch(Gen *g, MlirOperation func, MlirOperation loop, const char *kernel) {
  char *f = valueText(func, mlirOperationGetOperand(loop, 0));
  bool whole = mlirStringRefEqual(psyOpGetStringAttr(loop, "iteration_space"),
                                  psyRef("go_all_pts"));
  const char *region = whole ? "whole" : "internal";
  char *b[4] = {bound(g, whole, "inner", "start", f), bound(g, whole, "inner", "stop", f),
                bound(g, whole, "outer", "start", f), bound(g, whole, "outer", "stop", f)};
  static const char *const kComp[4] = {"xstart", "xstop", "ystart", "ystop"};
  bool plain = true;
  for (int k = 0; k < 4; ++k) {
    char *want = psyFormat("%s%%%s%%%s", f, region, kComp[k]); /* a field's text is unbounded */
    plain = plain && !strcmp(b[k], want);
    free(want);
  }
  psyStrBufPrintf(g->out, "    call psy_ocl_launch(%s, size(%s%%data, 1), size(%s%%data, 2), ",
                  kernel, f, f);
  if (plain) psyStrBufPrintf(g->out, "%s%%%s)\n", f, region);
  else psyStrBufPrintf(g->out, "region_type(%s, %s, %s, %s))\n", b[0], b[1], b[2], b[3]);
  for (int k = 0; k < 4; ++k) free(b[k]);
  free(f);
}

/* A psy.go_kernel in its loop nest `outer`: the arguments, entry by entry, then the launch. */
static void writeKernel(Gen *g, MlirOperation func, MlirOperation outer, MlirOperation call) {
  MlirOperation metaOp = metaOf(g, call);
  PsyGoKernelMeta m = {0};
  if (mlirOperationIsNull(metaOp) || !psyGoKernelMetaFromOp(metaOp, &m)) {
    psyEmitError(mlirOperationGetLocation(call), "'psy.go_kernel' op calls a kernel without "
                 "its psy.go_kernel_meta");
    g->failed = true;
    return;
  }
  intptr_t op = 0;
  for (int e = 0; e < m.nargs; ++e) {
    const PsyGoArg *a = &m.args[e];
    if (a->kind == PSY_GO_ARG_GRID) {
      writeGridArg(g, call, a, m.procedure, e);
      continue;
    }
    MlirValue v = mlirOperationGetOperand(call, op++);
    char *text = valueText(func, v);
    bool field = mlirTypeIsAMemRef(mlirValueGetType(v));
    const char *what = field ? "field" : mlirTypeIsAFloat(mlirValueGetType(v)) ? "real" : "int";
    writeArg(g, m.procedure, e, what, text,
             !field ? "" : a->access == PSY_GO_READ ? ", .false." : ", .true.");
    free(text);
  }
  writeLaunch(g, func, outer, m.procedure);
  psyGoKernelMetaClear(&m);
}

static void writeInvoke(Gen *g, MlirOperation func) {
  writeSignature(g, func);
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyGoHaloExchangeOpIsA(op)) {
      char *f = valueText(func, mlirOperationGetOperand(op, 0));
      psyStrBufPrintf(g->out, "    call %s%%halo_exchange(%lld)\n", f,
                      (long long)psyOpGetIntAttr(op, "depth", 1));
      free(f);
    } else if (psyGoLoopOpIsA(op)) {
      MlirOperation inner = mlirBlockGetFirstOperation(psyGoLoopOpGetBody(op));
      writeKernel(g, func, op, mlirBlockGetFirstOperation(psyGoLoopOpGetBody(inner)));
    }
  }
  MlirStringRef f = psyOpGetStringAttr(func, "sym_name");
  psyStrBufPrintf(g->out, "  end subroutine %.*s\n", (int)f.length, f.data);
}

/* ---- the module --------------------------------------------------------------------------- */

/* The OpenCL layer hands a kernel its scalars by value (clSetKernelArg): a scalar the kernel
 * updates in place (go_readwrite) would come back unchanged, so it is refused at the call. */
static void checkUpdatedScalars(Gen *g, MlirOperation func) {
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(b); ++i) {
    MlirOperation call = psyGoInvokeScalarWriter(func, g->symbols, i);
    if (mlirOperationIsNull(call)) continue;
    char *name = valueText(func, mlirBlockGetArgument(b, i));
    psyOpEmitError(call, "the kernel updates scalar '%s' in place (go_readwrite), which the "
                   "OpenCL target does not support: OpenCL kernels take scalars by value; "
                   "build this invoke without --target=opencl", name);
    free(name);
    g->failed = true;
  }
}

static void addKernel(Gen *g, MlirOperation call) {
  MlirOperation meta = metaOf(g, call);
  if (mlirOperationIsNull(meta)) return; /* reported where the call is written */
  char *proc = copyRef(psyOpGetStringAttr(meta, "procedure"));
  for (int k = 0; k < g->nkernels; ++k)
    if (!strcmp(g->kernels[k], proc)) {
      free(proc);
      return;
    }
  g->kernels = realloc(g->kernels, (size_t)(g->nkernels + 1) * sizeof *g->kernels);
  if (!g->kernels) abort();
  g->kernels[g->nkernels++] = proc;
}

static MlirWalkResult collectKernel(MlirOperation op, void *user) {
  if (psyGoKernelOpIsA(op)) addKernel(user, op);
  return MlirWalkResultAdvance;
}

bool psyGoOpenCLPsyWrite(MlirOperation module, const PsyGoOpenCLPsyOptions *opts,
                         PsyStrBuf *out) {
  Gen g = {.module = module, .symbols = mlirSymbolTableCreate(module), .opts = opts};
  psyGoGridTableInitDefault(&g.defaults);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation f = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(f);
       f = mlirOperationGetNextInBlock(f)) {
    if (mlirAttributeIsNull(mlirOperationGetAttributeByName(f, psyRef("psy.go_invoke")))) continue;
    g.funcs = realloc(g.funcs, (size_t)(g.nfuncs + 1) * sizeof *g.funcs);
    if (!g.funcs) abort();
    g.funcs[g.nfuncs++] = f;
    mlirOperationWalk(f, collectKernel, &g, MlirWalkPreOrder);
  }
  for (int i = 0; i < g.nfuncs; ++i) checkNames(&g, g.funcs[i]);
  for (int i = 0; i < g.nfuncs; ++i) checkUpdatedScalars(&g, g.funcs[i]);
  PsyStrBuf text = {0};
  g.out = &text;
  if (!g.failed) writeHeader(&g);
  for (int i = 0; i < g.nfuncs && !g.failed; ++i) writeInvoke(&g, g.funcs[i]);
  if (!g.failed) {
    psyStrBufPrintf(&text, "\nend module %s\n", opts->module);
    wrapLines(text.data, out);
  }
  psyStrBufFree(&text);
  for (int k = 0; k < g.nkernels; ++k) free(g.kernels[k]);
  free(g.kernels), free(g.funcs);
  psyGoGridTableClear(&g.defaults);
  mlirSymbolTableDestroy(g.symbols);
  return !g.failed;
}
