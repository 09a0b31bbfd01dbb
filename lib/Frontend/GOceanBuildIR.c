/* The GOcean schedule IR of an algorithm (docs/gocean.md, "The schedule IR"): one
 * psy.go_kernel_meta per kernel type called, then per invoke a func.func {psy.go_invoke}
 * whose arguments are the invoke's fields (memref<?x?xf64>: dl_esm_inf's go_wp data) and
 * scalars (f64, i32; literals become arith.constant tagged with their text). Each call is an
 * outer j loop around an inner i loop around the psy.go_kernel, both over the field the
 * kernel writes; grid properties become the call's `grid` dictionary, fetched from the first
 * field the kernel only reads (else its first field), as PSyclone picks it.
 *
 * Halo exchanges (distributed memory): PSyclone cannot know the state of a halo on entry to
 * an invoke, so every field starts dirty. Before a loop, each distinct field its kernel reads
 * with a stencil reaching a neighbour (psyGoArgReadsHalo) and that is dirty gets one
 * exchange of depth 1 and is clean afterwards; a field the kernel writes is dirty after it. */
#include "GOceanFrontend.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Support.h"
#include "psy-c/Alloc.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dialect.h"
#include "IRHelpers.h"

static MlirType valueType(MlirContext ctx, const PsyGoValue *v) {
  if (!v->field) return v->real ? mlirF64TypeGet(ctx) : mlirIntegerTypeGet(ctx, 32);
  int64_t shape[2] = {mlirShapedTypeGetDynamicSize(), mlirShapedTypeGetDynamicSize()};
  return mlirMemRefTypeContiguousGet(mlirF64TypeGet(ctx), 2, shape, mlirAttributeGetNull());
}

typedef struct {
  MlirContext ctx;
  const PsyGoInvoke *inv;
  const PsyGoGridTable *grid;
  bool dm;
  MlirBlock body;
  MlirValue *values; /* per invoke value: its block argument or constant */
  bool *dirty;       /* per invoke value: its halo may be stale */
} Builder;

static void append(Builder *b, MlirOperation op) { mlirBlockAppendOwnedOperation(b->body, op); }

/* A literal scalar: arith.constant of the Fortran text's value, tagged psy.alg_text. */
static MlirValue constant(Builder *b, const PsyGoValue *v) {
  MlirType t = valueType(b->ctx, v);
  double x = strtod(v->text, NULL);
  MlirAttribute value = v->real ? mlirFloatAttrDoubleGet(b->ctx, t, x)
                                : mlirIntegerAttrGet(t, (int64_t)strtoll(v->text, NULL, 10));
  MlirNamedAttribute attrs[] = {psyIrNamed(b->ctx, "value", value),
                                psyIrNamed(b->ctx, "psy.alg_text", psyIrStr(b->ctx, v->text))};
  MlirOperationState st = mlirOperationStateGet(psyRef("arith.constant"), psyIrLoc(b->ctx, v->loc));
  mlirOperationStateAddResults(&st, 1, &t);
  mlirOperationStateAddAttributes(&st, 2, attrs);
  MlirOperation op = mlirOperationCreate(&st);
  append(b, op);
  return mlirOperationGetResult(op, 0);
}

/* The operand index of the field grid properties are fetched from. */
static int gridField(const PsyGoCall *c) {
  int firstField = -1;
  for (int i = 0, k = 0; i < c->meta->nargs; ++i) {
    const PsyGoArg *a = &c->meta->args[i];
    if (a->kind == PSY_GO_ARG_GRID) continue;
    if (a->kind == PSY_GO_ARG_FIELD && a->access == PSY_GO_READ) return k;
    if (a->kind == PSY_GO_ARG_FIELD && firstField < 0) firstField = k;
    ++k;
  }
  return firstField;
}

/* {property = Fortran} of the call's grid properties; a null attribute when none. */
static MlirAttribute gridAttr(Builder *b, const PsyGoCall *c) {
  MlirNamedAttribute *items = psyXcalloc((size_t)c->meta->nargs + 1, sizeof *items);
  int n = 0, from = gridField(c);
  for (int i = 0; i < c->meta->nargs; ++i) {
    const PsyGoArg *a = &c->meta->args[i];
    if (a->kind != PSY_GO_ARG_GRID) continue;
    char *f = psyGoGridTableAccess(b->grid, a->what, b->inv->values[c->ops[from]].text);
    items[n++] = psyIrNamed(b->ctx, psyGoArgWhatName(a), psyIrStr(b->ctx, f));
    free(f);
  }
  MlirAttribute d = n ? mlirDictionaryAttrGet(b->ctx, n, items) : mlirAttributeGetNull();
  free(items);
  return d;
}

/* The operand index of meta_args entry `e` (grid properties have none). */
static int operandOf(const PsyGoKernelMeta *m, int e) {
  int k = 0;
  for (int i = 0; i < e; ++i) k += m->args[i].kind != PSY_GO_ARG_GRID;
  return k;
}

/* One exchange before the call per dirty field it reads beyond the point itself. */
static void haloExchanges(Builder *b, const PsyGoCall *c) {
  for (int i = 0; i < c->meta->nargs; ++i) {
    int v = c->ops[operandOf(c->meta, i)];
    if (!psyGoArgReadsHalo(&c->meta->args[i]) || !b->dirty[v]) continue;
    append(b, psyGoHaloExchangeOpCreate(psyIrLoc(b->ctx, c->loc), b->values[v], 1));
    b->dirty[v] = false;
  }
}

static void markWritten(Builder *b, const PsyGoCall *c) {
  for (int i = 0; i < c->meta->nargs; ++i)
    if (c->meta->args[i].kind == PSY_GO_ARG_FIELD && c->meta->args[i].access != PSY_GO_READ)
      b->dirty[c->ops[operandOf(c->meta, i)]] = true;
}

static void buildCall(Builder *b, const PsyGoCall *c) {
  const PsyGoKernelMeta *m = c->meta;
  MlirLocation loc = psyIrLoc(b->ctx, c->loc);
  if (b->dm) haloExchanges(b, c);
  int it = psyGoKernelMetaIterationArg(m);
  MlirValue field = b->values[c->ops[operandOf(m, it)]];
  int point = m->args[it].what;
  MlirOperation outer = psyGoLoopOpCreate(loc, true, field, point, m->iteratesOver, m->indexOffset);
  MlirOperation inner = psyGoLoopOpCreate(loc, false, field, point, m->iteratesOver, m->indexOffset);
  MlirValue *args = psyXcalloc((size_t)c->nops + 1, sizeof *args);
  for (int k = 0; k < c->nops; ++k) args[k] = b->values[c->ops[k]];
  mlirBlockAppendOwnedOperation(psyGoLoopOpGetBody(inner),
                                psyGoKernelOpCreate(loc, psyRef(m->name), c->nops, args,
                                                    gridAttr(b, c)));
  free(args);
  mlirBlockAppendOwnedOperation(psyGoLoopOpGetBody(outer), inner);
  append(b, outer);
  markWritten(b, c);
}

/* func.func @name(fields and scalars) attributes {psy.go_invoke, psy.alg_args, and
 * psy.alg_types when a real scalar is declared of another kind than go_wp}. */
static MlirOperation invokeFunc(Builder *b, MlirType *types, int ntypes, MlirAttribute *names,
                                MlirAttribute *algTypes, bool anyType) {
  MlirContext ctx = b->ctx;
  MlirType ft = mlirFunctionTypeGet(ctx, ntypes, types, 0, NULL);
  MlirNamedAttribute attrs[] = {
      psyIrNamed(ctx, "sym_name", psyIrStr(ctx, b->inv->name)),
      psyIrNamed(ctx, "function_type", mlirTypeAttrGet(ft)),
      psyIrNamed(ctx, "psy.go_invoke", mlirUnitAttrGet(ctx)),
      psyIrNamed(ctx, "psy.alg_args", mlirArrayAttrGet(ctx, ntypes, names)),
      psyIrNamed(ctx, "psy.alg_types", mlirArrayAttrGet(ctx, ntypes, algTypes)),
  };
  MlirOperationState st = mlirOperationStateGet(psyRef("func.func"), psyIrLoc(ctx, b->inv->loc));
  mlirOperationStateAddAttributes(&st, anyType ? 5 : 4, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, b->body);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  return mlirOperationCreate(&st);
}

static MlirOperation buildInvoke(MlirContext ctx, const PsyGoInvoke *inv,
                                 const PsyGoFrontendOptions *opts, const PsyGoGridTable *grid) {
  Builder b = {ctx, inv, grid, opts->dm, {NULL}, NULL, NULL};
  size_t n = (size_t)inv->nvalues + 1;
  MlirType *types = psyXcalloc(n, sizeof *types);
  MlirLocation *locs = psyXcalloc(n, sizeof *locs);
  MlirAttribute *names = psyXcalloc(n, sizeof *names), *algTypes = psyXcalloc(n, sizeof *names);
  int nargs = 0;
  bool anyType = false;
  for (int i = 0; i < inv->nvalues; ++i) {
    if (inv->values[i].literal) continue;
    types[nargs] = valueType(ctx, &inv->values[i]);
    locs[nargs] = psyIrLoc(ctx, inv->values[i].loc);
    algTypes[nargs] = psyIrStr(ctx, inv->values[i].type);
    anyType = anyType || inv->values[i].type[0];
    names[nargs++] = psyIrStr(ctx, inv->values[i].text);
  }
  b.body = mlirBlockCreate(nargs, types, locs);
  b.values = psyXcalloc(n, sizeof *b.values);
  b.dirty = psyXcalloc(n, sizeof *b.dirty);
  for (int i = 0, k = 0; i < inv->nvalues; ++i) {
    b.values[i] = inv->values[i].literal ? constant(&b, &inv->values[i])
                                         : mlirBlockGetArgument(b.body, k++);
    b.dirty[i] = true;
  }
  for (int j = 0; j < inv->ncalls; ++j) buildCall(&b, &inv->calls[j]);
  MlirOperationState st = mlirOperationStateGet(psyRef("func.return"), psyIrLoc(ctx, inv->loc));
  append(&b, mlirOperationCreate(&st));
  MlirOperation f = invokeFunc(&b, types, nargs, names, algTypes, anyType);
  free(types), free(locs), free(names), free(algTypes), free(b.values), free(b.dirty);
  return f;
}

/* psy.dummy_types on the kernel's metadata op when a scalar dummy is not of kind go_wp: one
 * string per meta_args entry, the type the wrapper converts to ("" for none). */
static void setDummyTypes(MlirContext ctx, MlirOperation op, const PsyGoKernelMeta *m) {
  bool any = false;
  MlirAttribute *types = psyXcalloc((size_t)m->nargs + 1, sizeof *types);
  for (int e = 0; e < m->nargs; ++e) {
    types[e] = psyIrStr(ctx, m->args[e].dummyType);
    any = any || m->args[e].dummyType[0];
  }
  if (any)
    mlirOperationSetAttributeByName(op, psyRef("psy.dummy_types"),
                                    mlirArrayAttrGet(ctx, m->nargs, types));
  free(types);
}

MlirModule psyGoInvokesBuildModule(const PsyFUnit *unit, const PsyGoInvoke *invs, int n,
                                   const PsyGoKernelSet *ks, MlirContext ctx,
                                   PsyDiagList *diags) {
  mlirContextGetOrLoadDialect(ctx, psyRef("func"));
  mlirContextGetOrLoadDialect(ctx, psyRef("arith"));
  mlirContextGetOrLoadDialect(ctx, psyRef("memref"));
  PsyGoGridTable dflt;
  const PsyGoGridTable *grid = ks->opts->grid;
  if (!grid) psyGoGridTableInitDefault(&dflt), grid = &dflt;
  MlirModule mod = mlirModuleCreateEmpty(psyIrLoc(ctx, (PsyFLoc){unit->file, 1, 1}));
  MlirBlock body = mlirModuleGetBody(mod);
  mlirOperationSetAttributeByName(mlirModuleGetOperation(mod), psyRef("psy.module_name"),
                                  psyIrStr(ctx, ks->psyModule));
  for (int i = 0; i < ks->nmetas; ++i) {
    MlirOperation meta = psyGoKernelMetaOpCreate(psyIrLoc(ctx, ks->metas[i]->loc), ks->metas[i]);
    /* Where code generation finds the kernel's subroutine to compile. */
    if (ks->metas[i]->module && *ks->metas[i]->module)
      mlirOperationSetAttributeByName(meta, psyRef("psy.kernel_module"),
                                      psyIrStr(ctx, ks->metas[i]->module));
    setDummyTypes(ctx, meta, ks->metas[i]);
    mlirBlockAppendOwnedOperation(body, meta);
  }
  for (int i = 0; i < n; ++i)
    mlirBlockAppendOwnedOperation(body, buildInvoke(ctx, &invs[i], ks->opts, grid));
  if (grid == &dflt) psyGoGridTableClear(&dflt);
  if (!mlirOperationVerify(mlirModuleGetOperation(mod))) {
    psyDiagError(diags, (PsyFLoc){unit->file, 1, 1}, "internal error: the GOcean schedule IR "
                 "built does not verify");
    mlirModuleDestroy(mod);
    return (MlirModule){NULL};
  }
  return mod;
}
