/* The GOcean binding (psy-c/Binding.h, docs/gocean.md "Code generation"): the Fortran PSy
 * module the rewritten algorithm uses. Per invoke, a subroutine with the algorithm's
 * arguments (fields `type(r2d_field), target`, scalars) fills the compiled schedule's array
 * of pointers in the order psy-lower-gocean reads it -- per argument a field's data, nx, ny
 * or a scalar's copy; per kernel call its loop bounds, from the loop field's region as the
 * grid table's Fortran fetches them; per call its grid properties; then, when the invoke
 * exchanges halos, a context (the exchanged fields, one per site) and the halo callback --
 * and calls the schedule through bind(C). Only Fortran can call dl_esm_inf's type-bound
 * `halo_exchange`, hence the callback: site k exchanges the field of the k-th
 * psy.go_halo_exchange. */
#include "BindingInternal.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Support.h"
#include "psy-c/Dialect.h"

/* One invoke's subroutine as it is written: declarations and statements apart. */
typedef struct {
  MlirOperation func;
  const PsyGoBindingOptions *o;
  const PsyGoGridTable *grid;
  const char *psyModule;
  MlirSymbolTable symbols;
  int index;               /* the invoke's number in the module, from 1 */
  PsyBindNames names;
  intptr_t nargs;
  const char **dummy;
  PsyStrBuf decls, stmts, after; /* after: statements following the schedule's call */
  const char *slots;
  int nslots;
} GoSub;

static bool isGoInvoke(MlirOperation op) {
  return !mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef("psy.go_invoke")));
}

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

/* The next slot holds c_loc(what), or when `fun` c_funloc(what): a C function pointer, which
 * Fortran keeps in a c_funptr, moved into the c_ptr slot with transfer (both are addresses
 * on every platform the schedule is compiled for). */
static void fill(GoSub *s, const char *what, bool fun) {
  ++s->nslots;
  if (fun)
    psyStrBufPrintf(&s->stmts, "    %s(%d) = transfer(c_funloc(%s), %s(%d))\n", s->slots,
                    s->nslots, what, s->slots, s->nslots);
  else
    psyStrBufPrintf(&s->stmts, "    %s(%d) = c_loc(%s)\n", s->slots, s->nslots, what);
}

/* A local `type, target :: want[dims]`, named uniquely. */
static const char *local(GoSub *s, const char *type, const char *want, const char *dims) {
  const char *n = psyBindUnique(&s->names, want);
  psyStrBufPrintf(&s->decls, "    %s, target :: %s%s\n", type, n, dims);
  return n;
}

static intptr_t argIndex(MlirValue v) {
  return mlirValueIsABlockArgument(v) ? mlirBlockArgumentGetArgNumber(v) : -1;
}

/* ==== Slots ================================================================================= */

/* An array `expr` (rank 2): its data, then its extents from `sizes`. */
static void fillArray(GoSub *s, const char *expr, const char *want) {
  const char *n = local(s, "integer(c_int32_t)", want, "(2)");
  psyStrBufPrintf(&s->stmts, "    %s(1) = size(%s, 1)\n    %s(2) = size(%s, 2)\n", n, expr, n,
                  expr);
  fill(s, expr, false);
  char *e1 = psyFormat("%s(1)", n), *e2 = psyFormat("%s(2)", n);
  fill(s, e1, false), fill(s, e2, false);
  free(e1), free(e2);
}

/* A scalar `expr` copied to a target local of the schedule's type (the assignment converts
 * from the algorithm's kind); copied back after the call when a kernel `updated` it. */
static void fillScalar(GoSub *s, const char *expr, const char *want, bool real, bool updated) {
  const char *n = local(s, real ? "real(go_wp)" : "integer(c_int32_t)", want, "");
  psyStrBufPrintf(&s->stmts, "    %s = %s\n", n, expr);
  if (updated) psyStrBufPrintf(&s->after, "    %s = %s\n", expr, n);
  fill(s, n, false);
}

static bool updated(const GoSub *s, intptr_t arg) {
  return !mlirOperationIsNull(psyGoInvokeScalarWriter(s->func, s->symbols, arg));
}

static void fillArgs(GoSub *s) {
  MlirBlock entry = entryBlock(s->func);
  for (intptr_t i = 0; i < s->nargs; ++i) {
    MlirType t = mlirValueGetType(mlirBlockGetArgument(entry, i));
    char *want = psyFormat("%s_%s", s->dummy[i], mlirTypeIsAMemRef(t) ? "n" : "c");
    if (mlirTypeIsAMemRef(t)) {
      char *data = psyFormat("%s%%data", s->dummy[i]);
      fillArray(s, data, want);
      free(data);
    } else {
      fillScalar(s, s->dummy[i], want, mlirTypeIsAF64(t), updated(s, i));
    }
    free(want);
  }
}

static MlirOperation kernelOf(MlirOperation outer) {
  MlirOperation inner = mlirBlockGetFirstOperation(psyGoLoopOpGetBody(outer));
  return mlirBlockGetFirstOperation(psyGoLoopOpGetBody(inner));
}

/* The Fortran of grid property `name` of the field that is argument `arg`. */
static char *gridFortran(const GoSub *s, const char *name, intptr_t arg) {
  int p = psyGoVocabLookup(PSY_GO_VOCAB_GRID_PROPERTY, name, strlen(name));
  return psyGoGridTableAccess(s->grid, p, s->dummy[arg]);
}

/* The loop's bounds: outer start, stop, inner start, stop of its field's region. */
static void fillBounds(GoSub *s, MlirOperation loop, int call) {
  MlirStringRef it = psyOpGetStringAttr(loop, "iteration_space");
  const char *region = mlirStringRefEqual(it, psyRef("go_all_pts")) ? "whole" : "internal";
  static const char *const kEnds[4] = {"outer_start", "outer_stop", "inner_start", "inner_stop"};
  char *want = psyFormat("bounds_%d", call);
  const char *n = local(s, "integer(c_int32_t)", want, "(4)");
  intptr_t field = argIndex(mlirOperationGetOperand(loop, 0));
  for (int k = 0; k < 4; ++k) {
    char *prop = psyFormat("go_grid_%s_%s", region, kEnds[k]);
    char *f = gridFortran(s, prop, field);
    psyStrBufPrintf(&s->stmts, "    %s(%d) = %s\n", n, k + 1, f);
    free(f), free(prop);
  }
  fill(s, n, false);
  free(want);
}

/* The field grid properties come from, as the front end picks it: the first field the kernel
 * only reads, else its first field (an argument index). */
static intptr_t gridField(MlirOperation k, const PsyGoKernelMeta *m) {
  intptr_t first = -1;
  for (int e = 0, op = 0; e < m->nargs; ++e) {
    const PsyGoArg *a = &m->args[e];
    if (a->kind == PSY_GO_ARG_GRID) continue;
    intptr_t arg = argIndex(mlirOperationGetOperand(k, op++));
    if (a->kind == PSY_GO_ARG_FIELD && a->access == PSY_GO_READ) return arg;
    if (a->kind == PSY_GO_ARG_FIELD && first < 0) first = arg;
  }
  return first;
}

static bool fillGrid(GoSub *s, MlirOperation loop, int call) {
  MlirOperation k = kernelOf(loop);
  MlirAttribute sym = mlirOperationGetAttributeByName(k, psyRef("kernel"));
  MlirOperation meta = mlirSymbolTableLookup(s->symbols, mlirFlatSymbolRefAttrGetValue(sym));
  PsyGoKernelMeta m;
  if (mlirOperationIsNull(meta) || !psyGoKernelMetaFromOp(meta, &m))
    return psyOpEmitError(k, "no valid psy.go_kernel_meta for this call"), false;
  intptr_t from = gridField(k, &m);
  for (int e = 0; e < m.nargs; ++e) {
    const PsyGoArg *a = &m.args[e];
    if (a->kind != PSY_GO_ARG_GRID) continue;
    char *f = psyGoGridTableAccess(s->grid, a->what, s->dummy[from]);
    char *want = psyFormat("grid_%d_%d%s", call, e + 1,
                           psyGoGridPropertyIsArray(a->what) ? "_n" : "");
    if (psyGoGridPropertyIsArray(a->what)) fillArray(s, f, want);
    else fillScalar(s, f, want, psyGoGridPropertyIsReal(a->what), false);
    free(f), free(want);
  }
  psyGoKernelMetaClear(&m);
  return true;
}

/* Per call its bounds, then per call its grid properties (program order). */
static bool fillCalls(GoSub *s) {
  MlirBlock entry = entryBlock(s->func);
  int call = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyGoLoopOpIsA(op)) fillBounds(s, op, ++call);
  call = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyGoLoopOpIsA(op) && !fillGrid(s, op, ++call)) return false;
  return true;
}

static int countSites(MlirOperation func) {
  int n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(entryBlock(func)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    n += psyGoHaloExchangeOpIsA(op);
  return n;
}

/* The context: per site, the address of its field; then the callback. */
static void fillHalo(GoSub *s, int nsites, const char *callback) {
  char *dims = psyFormat("(%d)", nsites);
  const char *n = local(s, "type(c_ptr)", "halo_fields", dims);
  int k = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(entryBlock(s->func)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyGoHaloExchangeOpIsA(op))
      psyStrBufPrintf(&s->stmts, "    %s(%d) = c_loc(%s)\n", n, ++k,
                      s->dummy[argIndex(mlirOperationGetOperand(op, 0))]);
  fill(s, n, false);
  fill(s, callback, true);
  free(dims);
}

/* ==== The callback, the subroutine ========================================================== */

/* --target=nvptx: the device runtime's call that brings a host copy up to date. */
static const char kDeviceHost[] =
    "    interface\n"
    "      subroutine psy_dev_host(host, bytes, access) bind(C, name='psyRtDevHost')\n"
    "        import :: c_ptr, c_int32_t\n        type(c_ptr), value :: host\n"
    "        integer(kind=8), value :: bytes\n        integer(c_int32_t), value :: access\n"
    "      end subroutine\n    end interface\n";

/* `integer(c_int32_t) function cb(ctx, site)`: site k's field exchanges its halo. */
static void writeCallback(GoSub *s, PsyStrBuf *out, const char *fname, int nsites) {
  MlirStringRef name = psyOpGetStringAttr(s->func, "sym_name");
  psyStrBufPrintf(out, "  function %s(ctx, site) &\n      bind(C, name='%s_%.*s_halo') "
                  "result(status)\n", fname, s->psyModule, (int)name.length, name.data);
  psyStrBufPrintf(out, "    type(c_ptr), value :: ctx\n    integer(c_int32_t), value :: site\n"
                  "    integer(c_int32_t) :: status\n    type(c_ptr), pointer :: fields(:)\n"
                  "    type(r2d_field), pointer :: field\n%s\n"
                  "    call c_f_pointer(ctx, fields, [%d])\n"
                  "    call c_f_pointer(fields(site + 1), field)\n    select case (site)\n",
                  s->o->device ? kDeviceHost : "", nsites);
  int k = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(entryBlock(s->func)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyGoHaloExchangeOpIsA(op)) {
      MlirAttribute d = mlirOperationGetAttributeByName(op, psyRef("depth"));
      psyStrBufPrintf(out, "    case (%d)\n", k++);
      if (s->o->device) /* --target=nvptx: the exchange reads and writes the host copy */
        psyStrBufPrintf(out, "      call psy_dev_host(c_loc(field%%data), "
                        "int(size(field%%data), 8) * int(storage_size(field%%data) / 8, 8), "
                        "3_c_int32_t)\n");
      psyStrBufPrintf(out, "      call field%%halo_exchange(%lld)\n",
                      (long long)mlirIntegerAttrGetValueInt(d));
    }
  psyStrBufPrintf(out, "    end select\n    status = 0\n  end function %s\n\n", fname);
}

static void nameArgs(GoSub *s) {
  static const char *const kReserved[] = {
      "c_ptr", "c_loc", "c_funloc", "c_f_pointer", "c_int32_t", "go_wp", "r2d_field",
      "psy_schedule", NULL};
  for (const char *const *r = kReserved; *r; ++r) psyBindUnique(&s->names, *r);
  for (intptr_t i = 0; i < s->nargs; ++i) {
    char *n = psyInvokeArgName(s->func, i);
    s->dummy[i] = psyBindUnique(&s->names, n);
    free(n);
  }
  s->slots = psyBindUnique(&s->names, "psy_slots");
}

/* A scalar argument's declaration: of the type the algorithm declares it with (psy.alg_types,
 * "" for the default), intent(inout) when a kernel updates it. */
static char *scalarDecl(const GoSub *s, intptr_t i, MlirType t) {
  MlirAttribute types = mlirOperationGetAttributeByName(s->func, psyRef("psy.alg_types"));
  MlirStringRef spec = {"", 0};
  if (!mlirAttributeIsNull(types) && mlirAttributeIsAArray(types) &&
      i < mlirArrayAttrGetNumElements(types))
    spec = mlirStringAttrGetValue(mlirArrayAttrGetElement(types, i));
  const char *intent = updated(s, i) ? "inout" : "in";
  if (spec.length) return psyFormat("%.*s, intent(%s)", (int)spec.length, spec.data, intent);
  return psyFormat("%s, intent(%s)", mlirTypeIsAF64(t) ? "real(go_wp)" : "integer", intent);
}

static void writeHead(GoSub *s, PsyStrBuf *out) {
  MlirStringRef name = psyOpGetStringAttr(s->func, "sym_name");
  MlirBlock entry = entryBlock(s->func);
  psyStrBufPrintf(out, "  subroutine %.*s(", (int)name.length, name.data);
  int col = 14 + (int)name.length;
  for (intptr_t i = 0; i < s->nargs; ++i) psyGoBindListItem(out, &col, s->dummy[i], i == 0, 6);
  psyStrBufPrintf(out, ")\n");
  for (intptr_t i = 0; i < s->nargs; ++i) {
    MlirType t = mlirValueGetType(mlirBlockGetArgument(entry, i));
    char *decl = mlirTypeIsAMemRef(t) ? psyXstrdup("type(r2d_field), intent(inout), target")
                                      : scalarDecl(s, i, t);
    psyStrBufPrintf(out, "    %s :: %s\n", decl, s->dummy[i]);
    free(decl);
  }
  psyStrBufPrintf(out, "    interface\n      subroutine psy_schedule(slots) &\n"
                  "          bind(C, name='%s_%.*s')\n        import :: c_ptr\n"
                  "        type(c_ptr), intent(in) :: slots(*)\n      end subroutine "
                  "psy_schedule\n    end interface\n", s->psyModule, (int)name.length, name.data);
}

static MlirLogicalResult writeInvoke(GoSub *s, PsyStrBuf *out) {
  s->nargs = mlirBlockGetNumArguments(entryBlock(s->func));
  s->dummy = psyXcalloc((size_t)s->nargs + 1, sizeof *s->dummy);
  nameArgs(s);
  int nsites = countSites(s->func);
  char *callback = psyFormat("psy_halo_%d", s->index);
  fillArgs(s);
  bool ok = fillCalls(s);
  if (ok && nsites) fillHalo(s, nsites, callback);
  if (ok) {
    writeHead(s, out);
    psyStrBufPrintf(out, "%s    type(c_ptr) :: %s(%d)\n\n%s    call psy_schedule(%s)\n%s",
                    s->decls.data ? s->decls.data : "", s->slots, s->nslots ? s->nslots : 1,
                    s->stmts.data ? s->stmts.data : "", s->slots,
                    s->after.data ? s->after.data : "");
    MlirStringRef name = psyOpGetStringAttr(s->func, "sym_name");
    psyStrBufPrintf(out, "  end subroutine %.*s\n\n", (int)name.length, name.data);
    if (nsites) writeCallback(s, out, callback, nsites);
  }
  free(callback);
  free(s->dummy);
  for (int i = 0; i < s->names.n; ++i) free(s->names.names[i]);
  free(s->names.names);
  psyStrBufFree(&s->decls), psyStrBufFree(&s->stmts), psyStrBufFree(&s->after);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

/* ==== The module ============================================================================ */

static const PsyBindModuleText kModuleText = {
    .title = "GOcean PSy layer",
    .about = "! Each subroutine hands its fields' data, loop bounds and grid properties to the\n"
             "! compiled schedule (the _sched.o object beside this file) through bind(C).\n"
             "! Generated: do not edit.\n",
    .uses = "  use iso_c_binding, only: c_ptr, c_loc, c_funloc, c_f_pointer, c_int32_t\n"
            "  use kind_params_mod, only: go_wp\n  use field_mod, only: r2d_field\n",
    .isInvoke = isGoInvoke};

char *psyGoBindingFortranGet(MlirOperation module, const PsyGoBindingOptions *opts) {
  MlirStringRef m = psyOpGetStringAttr(module, "psy.module_name");
  if (!m.length) {
    psyOpEmitError(module, "the GOcean binding needs the module's psy.module_name");
    return NULL;
  }
  char *psyModule = psyFormat("%.*s", (int)m.length, m.data);
  PsyGoGridTable dflt;
  const PsyGoGridTable *grid = opts->grid;
  if (!grid) psyGoGridTableInitDefault(&dflt), grid = &dflt;
  PsyStrBuf out = {0};
  psyBindWriteModuleHead(&out, module, psyModule, opts->algFile, &kModuleText);
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  bool ok = true;
  int index = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); ok && !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!isGoInvoke(op)) continue;
    GoSub s = {.func = op, .o = opts, .grid = grid, .psyModule = psyModule,
               .symbols = symbols, .index = ++index};
    ok = mlirLogicalResultIsSuccess(writeInvoke(&s, &out));
  }
  mlirSymbolTableDestroy(symbols);
  ok = ok && psyGoBindWriteWrappers(&out, module, psyModule, opts->wrapped, opts->nwrapped);
  psyStrBufPrintf(&out, "end module %s\n", psyModule);
  if (grid == &dflt) psyGoGridTableClear(&dflt);
  free(psyModule);
  /* 63-character names make statements longer than free form's 132 columns */
  char *text = ok ? psyFortranWrapLines(out.data) : NULL;
  psyStrBufFree(&out);
  return text;
}
