/* Builds the psy IR of an algorithm file: one psy.kernel_meta per kernel type used, then one
 * func.func {psy.invoke} per invoke holding its initial schedule -- one psy.loop per call, in
 * call order, holding the psy.kernel or psy.builtin, with the iteration kind and the non-DM
 * upper bound (cells -> ncells, dofs -> ndofs, domain -> domain), except for a kernel on halo
 * cells, whose loop runs to cell_halo(its halo depth argument). Calls take the invoke's
 * values directly; literals become arith.constant (tagged with their Fortran text); builtin
 * reductions are yielded by their loop and returned by the invoke. IR is built only through psy-c/Dialect.h
 * and the MLIR C API. */
#include "BuildIR.h"
#include "Generic.h"
#include "psy-c/Support.h"
#include "psy-c/Alloc.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Dialect.h"
#include "IRHelpers.h"

/* ---- types ------------------------------------------------------------------------------- */

static MlirType eltType(MlirContext ctx, PsyElt e) {
  switch (e) {
  case PSY_ELT_F64: return mlirF64TypeGet(ctx);
  case PSY_ELT_F32: return mlirF32TypeGet(ctx);
  case PSY_ELT_I32: return mlirIntegerTypeGet(ctx, 32);
  case PSY_ELT_I1: return mlirIntegerTypeGet(ctx, 1);
  }
  return mlirF64TypeGet(ctx);
}

static MlirType valueType(MlirContext ctx, const PsyInvValue *v) {
  MlirType elt = eltType(ctx, v->elt);
  switch (v->kind) {
  case PSY_VAL_FIELD:
    if (v->vectorSize > 1) return psyFieldVectorTypeGet(ctx, elt, psyRef(v->space), v->vectorSize);
    return psyFieldTypeGet(ctx, elt, psyRef(v->space));
  case PSY_VAL_OPERATOR: return psyOperatorTypeGet(ctx, elt, psyRef(v->space), psyRef(v->spaceFrom));
  case PSY_VAL_CMA_OPERATOR:
    return psyColumnwiseOperatorTypeGet(ctx, elt, psyRef(v->space), psyRef(v->spaceFrom));
  case PSY_VAL_QR: return psyQrTypeGet(ctx, psyRef(v->space));
  case PSY_VAL_SCALAR_ARRAY: {
    int64_t *shape = psyXcalloc((size_t)v->rank, sizeof *shape);
    for (int i = 0; i < v->rank; ++i) shape[i] = mlirShapedTypeGetDynamicSize();
    MlirType t = mlirMemRefTypeContiguousGet(elt, v->rank, shape, mlirAttributeGetNull());
    free(shape);
    return t;
  }
  default: return elt;
  }
}

/* ---- psy.kernel_meta ---------------------------------------------------------------------- */

static MlirAttribute metaArgAttr(MlirContext ctx, const PsyKernelMetaArg *a) {
  return psyMetaArgAttrGet(ctx, a);
}

static MlirAttribute funcAttr(MlirContext ctx, const PsyMetaFunc *f) {
  MlirNamedAttribute e[3] = {psyIrNamed(ctx, "function_space", psyIrStr(ctx, f->space)),
                             psyIrNamed(ctx, "basis", mlirBoolAttrGet(ctx, f->basis)),
                             psyIrNamed(ctx, "diff_basis", mlirBoolAttrGet(ctx, f->diffBasis))};
  return mlirDictionaryAttrGet(ctx, 3, e);
}

/* An array attribute of `n` strings, the i-th being name(m, i). */
typedef const char *(*NameFn)(const PsyKernelMeta *m, int i);
static MlirAttribute strings(MlirContext ctx, const PsyKernelMeta *m, NameFn name, int n) {
  MlirAttribute *items = psyXcalloc((size_t)n, sizeof *items);
  for (int i = 0; i < n; ++i) items[i] = psyIrStr(ctx, name(m, i));
  MlirAttribute a = mlirArrayAttrGet(ctx, n, items);
  free(items);
  return a;
}

static void setAttr(MlirOperation op, const char *key, MlirAttribute a) {
  mlirOperationSetAttributeByName(op, psyRef(key), a);
}

/* The symbol of kernel `m` called through its specific procedure `k` (-1: a plain kernel, or
 * a generic one on its own): `type` or `type.specific`, one psy.kernel_meta per pair. */
static char *metaSymbol(const PsyKernelMeta *m, int k) {
  return k < 0 ? psyXstrdup(m->name) : psyFormat("%s.%s", m->name, m->specifics[k].name);
}

/* A generic kernel's names: on its own (a kernel file), the `specifics` it has; called
 * through specific `k`, the `generic` interface and the `kernel_type` it came from. */
static void genericAttrs(MlirContext ctx, MlirOperation op, const PsyKernelMeta *m, int k) {
  if (!m->nspecifics) return;
  if (k >= 0) {
    setAttr(op, "generic", psyIrStr(ctx, m->procedure));
    setAttr(op, "kernel_type", psyIrStr(ctx, m->name));
    return;
  }
  MlirAttribute *names = psyXcalloc((size_t)m->nspecifics, sizeof *names);
  for (int i = 0; i < m->nspecifics; ++i) names[i] = psyIrStr(ctx, m->specifics[i].name);
  setAttr(op, "specifics", mlirArrayAttrGet(ctx, m->nspecifics, names));
  free(names);
}

/* The entries the metadata reads and the subroutine's dummies may write (Dummies.c). */
static void dummyWritesAttr(MlirContext ctx, MlirOperation op, const PsyKernelMeta *m, int k) {
  int *entries = psyXcalloc((size_t)m->nargs + 1, sizeof *entries);
  int n = psyKernelSpecificDummyWrites(m, k < 0 ? &m->code : &m->specifics[k], entries);
  if (n) setAttr(op, "dummy_writes", mlirDenseI32ArrayGet(ctx, n, entries));
  free(entries);
}

static MlirOperation kernelMetaOp(MlirContext ctx, const PsyKernelMeta *m, int k) {
  MlirAttribute *args = psyXcalloc((size_t)m->nargs, sizeof *args);
  for (int i = 0; i < m->nargs; ++i) args[i] = metaArgAttr(ctx, &m->args[i]);
  MlirStringRef on = psyRef(psyVocabName(PSY_VOCAB_OPERATES_ON, m->operatesOn));
  char *sym = metaSymbol(m, k);
  const char *proc = k < 0 ? m->procedure : m->specifics[k].name;
  MlirOperation op = psyKernelMetaOpCreate(psyIrLoc(ctx, m->loc), psyRef(sym), on, psyRef(proc),
                                           mlirArrayAttrGet(ctx, m->nargs, args));
  free(sym);
  free(args);
  if (m->module[0]) setAttr(op, "module", psyIrStr(ctx, m->module));
  genericAttrs(ctx, op, m, k);
  if (m->nfuncs) {
    MlirAttribute *f = psyXcalloc((size_t)m->nfuncs, sizeof *f);
    for (int i = 0; i < m->nfuncs; ++i) f[i] = funcAttr(ctx, &m->funcs[i]);
    setAttr(op, "meta_funcs", mlirArrayAttrGet(ctx, m->nfuncs, f));
    free(f);
  }
  if (m->nshapes) setAttr(op, "gh_shape", strings(ctx, m, psyMetaShapeAt, m->nshapes));
  if (m->ntargets) setAttr(op, "gh_evaluator_targets", strings(ctx, m, psyMetaTargetAt, m->ntargets));
  if (m->nrefs) setAttr(op, "meta_reference_element", strings(ctx, m, psyMetaRefAt, m->nrefs));
  if (m->nmesh) setAttr(op, "meta_mesh", strings(ctx, m, psyMetaMeshAt, m->nmesh));
  dummyWritesAttr(ctx, op, m, k);
  return op;
}

/* ---- invokes ----------------------------------------------------------------------------- */

typedef struct {
  MlirContext ctx;
  MlirBlock body;
  const PsyInvoke *inv;
  const int *specific; /* per call: the generic kernel's chosen specific, or -1 */
  MlirValue *current;  /* SSA value of each invoke value (null: none yet) */
  MlirValue *asIndex;  /* a halo depth argument as an index (null: not cast yet) */
  intptr_t ncasts;     /* those casts, first in the body */
} Builder;

static MlirOperation append(Builder *b, MlirOperation op) {
  mlirBlockAppendOwnedOperation(b->body, op);
  return op;
}

/* A Fortran literal's value: kind suffixes dropped, d exponents read as e. */
static MlirAttribute literalAttr(MlirContext ctx, const PsyInvValue *v, MlirType t) {
  char *buf = psyXstrdup(v->text);
  size_t n = 0;
  for (const char *p = v->text; *p && *p != '_'; ++p)
    buf[n++] = (*p == 'd' || *p == 'D') ? 'e' : *p;
  buf[n] = 0;
  MlirAttribute a = v->elt == PSY_ELT_I1    ? mlirIntegerAttrGet(t, strstr(v->text, "true") != NULL)
                    : v->elt == PSY_ELT_I32 ? mlirIntegerAttrGet(t, strtoll(buf, NULL, 10))
                                            : mlirFloatAttrDoubleGet(ctx, t, strtod(buf, NULL));
  free(buf);
  return a;
}

static MlirValue constant(Builder *b, const PsyInvValue *v) {
  MlirType t = valueType(b->ctx, v);
  MlirOperationState st = mlirOperationStateGet(psyRef("arith.constant"), psyIrLoc(b->ctx, v->loc));
  MlirNamedAttribute attrs[2] = {psyIrNamed(b->ctx, "value", literalAttr(b->ctx, v, t)),
                                 psyIrNamed(b->ctx, "psy.alg_text", psyIrStr(b->ctx, v->text))};
  mlirOperationStateAddAttributes(&st, 2, attrs);
  mlirOperationStateAddResults(&st, 1, &t);
  return mlirOperationGetResult(append(b, mlirOperationCreate(&st)), 0);
}

/* The value of invoke value `idx` at this point of the schedule; a literal becomes a constant
 * at its first use. */
static MlirValue operand(Builder *b, int idx) {
  const PsyInvValue *v = &b->inv->values[idx];
  if (v->kind == PSY_VAL_LITERAL && mlirValueIsNull(b->current[idx]))
    b->current[idx] = constant(b, v);
  return b->current[idx];
}

static PsyUpperBound boundOf(PsyIteration it) {
  return it == PSY_ITER_DOFS ? PSY_UB_NDOFS : it == PSY_ITER_DOMAIN ? PSY_UB_DOMAIN : PSY_UB_NCELLS;
}

/* A loop's upper bound: `ub` to a constant `depth` or an index `value` (both none: no depth). */
typedef struct {
  PsyUpperBound ub;
  int64_t depth;
  MlirValue value;
} Bound;

/* Halo depth argument `idx` as the index the loop's bound takes: an arith.index_cast made once
 * per argument, at the top of the invoke, so that it is defined before any halo exchange the
 * distributed-memory passes place ahead of any loop (an exchange takes the deepest depth its
 * readers need, possibly this one). */
static MlirValue depthIndex(Builder *b, int idx) {
  if (!mlirValueIsNull(b->asIndex[idx])) return b->asIndex[idx];
  MlirValue v = b->current[idx];
  MlirType index = mlirIndexTypeGet(b->ctx);
  MlirOperationState st =
      mlirOperationStateGet(psyRef("arith.index_cast"), psyIrLoc(b->ctx, b->inv->values[idx].loc));
  mlirOperationStateAddOperands(&st, 1, &v);
  mlirOperationStateAddResults(&st, 1, &index);
  MlirOperation cast = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperation(b->body, b->ncasts++, cast);
  return b->asIndex[idx] = mlirOperationGetResult(cast, 0);
}

/* A kernel on halo cells runs to the halo depth the algorithm gives it: cell_halo(depth), a
 * literal as a constant depth, a variable as its invoke argument (PSyclone 3.3's LFRic loop
 * bound for halo_cell_column and owned_and_halo_cell_column kernels). The bound says which
 * cells the kernel is for; psy-dm-loop-bounds keeps it under distributed memory and, without,
 * makes it ncells: with no halo every cell is the kernel's. Every other loop starts at the
 * owned range. */
static Bound callBound(Builder *b, const PsyInvCall *c, PsyIteration it) {
  if (c->haloDepth < 0) return (Bound){boundOf(it), 0, {NULL}};
  const PsyInvValue *v = &b->inv->values[c->haloDepth];
  if (v->kind == PSY_VAL_LITERAL)
    return (Bound){PSY_UB_CELL_HALO, strtoll(v->text, NULL, 10), {NULL}};
  return (Bound){PSY_UB_CELL_HALO, 0, depthIndex(b, c->haloDepth)};
}

/* The operand whose space a kernel's loop runs over (psyKernelMetaLoopEntry); -1 if none. */
static int kernelLoopOperand(const PsyKernelMeta *m) {
  int e = psyKernelMetaLoopEntry(m);
  if (e < 0) return -1;
  intptr_t *at = psyKernelMetaOperands(m);
  int op = (int)at[e];
  free(at);
  return op;
}

/* A builtin's loop runs over the dofs of the field it writes (its reduction reads only). */
static int builtinLoopOperand(const PsyBuiltin *row) {
  int at = 0, first = -1;
  for (int i = 0; i < row->nargs; ++i) {
    if (row->args[i].access == PSY_ACCESS_REDUCTION)
      continue;
    if (row->args[i].kind == PSY_ARG_FIELD && psyAccessWrites(row->args[i].access))
      return at;
    if (row->args[i].kind == PSY_ARG_FIELD && first < 0)
      first = at;
    ++at;
  }
  return first;
}

/* ---- builtin precisions ------------------------------------------------------------------ */

/* `v` as a float of type `t`: itself, or widened or narrowed by an op appended to the body. */
static MlirValue convertFloat(Builder *b, MlirValue v, MlirType t, MlirLocation loc) {
  MlirType from = mlirValueGetType(v);
  if (mlirTypeEqual(from, t) || !mlirTypeIsAFloat(from)) return v;
  bool wider = mlirFloatTypeGetWidth(t) > mlirFloatTypeGetWidth(from);
  MlirOperationState st = mlirOperationStateGet(psyRef(wider ? "arith.extf" : "arith.truncf"), loc);
  mlirOperationStateAddOperands(&st, 1, &v);
  mlirOperationStateAddResults(&st, 1, &t);
  return mlirOperationGetResult(append(b, mlirOperationCreate(&st)), 0);
}

/* The element type a builtin computes its reals in: that of its real fields, the widest where
 * they differ (an r_solver and an r_def field meet in r_def, as in the Fortran PSyclone
 * writes; `*mixed` is then set). Null if it has no real field or converts precisions itself
 * (real_to_real_X, ...). */
static MlirType builtinReal(Builder *b, const PsyInvCall *c, bool *mixed) {
  MlirType elt = {NULL};
  *mixed = false;
  if (psyBuiltinConvertsPrecision(c->builtin)) return elt;
  for (int i = 0, at = 0; i < c->builtin->nargs && at < c->nops; ++i) {
    const PsyBuiltinArg *a = &c->builtin->args[i];
    if (a->access == PSY_ACCESS_REDUCTION) continue;
    const PsyInvValue *v = &b->inv->values[c->ops[at++]];
    if (a->kind != PSY_ARG_FIELD || a->dtype != PSY_DATA_REAL) continue;
    MlirType t = eltType(b->ctx, v->elt);
    if (!mlirTypeIsNull(elt) && !mlirTypeEqual(elt, t)) *mixed = true;
    if (mlirTypeIsNull(elt) || mlirFloatTypeGetWidth(t) > mlirFloatTypeGetWidth(elt)) elt = t;
  }
  return elt;
}

/* A builtin's real scalars take its fields' precision, as the generated Fortran converts a
 * scalar of another kind when it meets the field (`x(df) = a*x(df)` with `a` real(r_def) and
 * `x` an r_solver field): a literal, or a scalar declared in another kind, is converted before
 * the loop. Where the fields differ, a scalar meets each in Fortran's way, so it keeps its
 * kind and psy-lower-builtins converts it where it meets one. */
static void convertBuiltinScalars(Builder *b, const PsyInvCall *c, MlirType elt,
                                  MlirValue *args) {
  if (mlirTypeIsNull(elt)) return;
  MlirLocation loc = psyIrLoc(b->ctx, c->loc);
  for (int i = 0, at = 0; i < c->builtin->nargs && at < c->nops; ++i) {
    const PsyBuiltinArg *a = &c->builtin->args[i];
    if (a->access == PSY_ACCESS_REDUCTION) continue;
    if (a->kind == PSY_ARG_SCALAR && a->dtype == PSY_DATA_REAL)
      args[at] = convertFloat(b, args[at], elt, loc);
    ++at;
  }
}

/* The operands of call `c`; false after reporting one read before it is computed. */
static bool callOperands(Builder *b, const PsyInvCall *c, MlirValue *args, PsyDiagList *diags) {
  for (int i = 0; i < c->nops; ++i) {
    if (b->inv->values[c->ops[i]].kind == PSY_VAL_REDUCTION &&
        mlirValueIsNull(b->current[c->ops[i]])) {
      psyDiagError(diags, c->loc, "a reduction result is read before it is computed");
      return false;
    }
    args[i] = operand(b, c->ops[i]);
  }
  return true;
}

static bool buildCall(Builder *b, const PsyInvCall *c, PsyDiagList *diags) {
  MlirValue *args = psyXcalloc((size_t)(c->nops ? c->nops : 1), sizeof *args);
  bool ok = callOperands(b, c, args, diags), mixed = false;
  MlirType real = ok && c->builtin ? builtinReal(b, c, &mixed) : (MlirType){NULL};
  if (!ok) {
    free(args);
    return false;
  }
  if (c->builtin && !mixed) convertBuiltinScalars(b, c, real, args);
  MlirLocation loc = psyIrLoc(b->ctx, c->loc);
  int over = c->meta ? kernelLoopOperand(c->meta) : builtinLoopOperand(c->builtin);
  MlirValue field = over >= 0 && over < c->nops ? args[over] : (MlirValue){NULL};
  /* A reduction is computed in its fields' precision and converted to its scalar's. */
  MlirType rt = {NULL}, scalarType = {NULL};
  if (c->reduction >= 0) scalarType = valueType(b->ctx, &b->inv->values[c->reduction]);
  if (c->reduction >= 0) rt = mlirTypeIsNull(real) ? scalarType : real;
  PsyIteration it = c->meta ? psyOperatesOnIteration(c->meta->operatesOn) : PSY_ITER_DOFS;
  Bound ub = callBound(b, c, it);
  MlirOperation loop = append(b, psyLoopOpCreate(loc, it, ub.ub, ub.depth, ub.value, field,
                                                 c->reduction >= 0, &rt));
  char *sym = c->meta ? metaSymbol(c->meta, b->specific[c - b->inv->calls]) : NULL;
  MlirOperation call = c->meta ? psyKernelOpCreate(loc, psyRef(sym), c->nops, args)
                               : psyBuiltinOpCreate(loc, psyRef(c->builtin->name), c->nops, args, rt);
  free(sym);
  psyLoopOpAppend(loop, call);
  if (c->reduction >= 0) {
    /* The scalar the algorithm reduces into, by name: a later reduction into the same scalar
     * replaces it as the invoke's result, and the view still names this one. */
    const char *name = b->inv->values[c->reduction].text;
    if (name)
      mlirOperationSetAttributeByName(call, psyRef("psy.alg_text"), psyIrStr(b->ctx, name));
    MlirValue partial = mlirOperationGetResult(call, 0);
    psyLoopOpSetYield(loop, 1, &partial);
    b->current[c->reduction] = convertFloat(b, mlirOperationGetResult(loop, 0), scalarType, loc);
  }
  free(args);
  return true;
}

/* Whether algorithm argument `v` is an argument of the invoke's function: all but a
 * reduction, and a reduction a call reads on entry. */
static bool isFuncArg(const PsyInvValue *v) {
  return v->kind != PSY_VAL_REDUCTION || v->readOnEntry;
}

/* func.func @name(args) -> (reductions) attributes {psy.invoke, psy.alg_args, ...};
 * psy.alg_inouts, the reductions also read on entry, only where there are some. */
static MlirOperation invokeFunc(Builder *b, MlirLocation loc, const PsyInvValue *alg[], int nalg,
                                MlirType *argTypes, int nargs, MlirType *resTypes, int nres) {
  MlirContext ctx = b->ctx;
  MlirAttribute *names = psyXcalloc((size_t)nalg, sizeof *names);
  MlirAttribute *results = psyXcalloc((size_t)nalg, sizeof *results);
  MlirAttribute *inouts = psyXcalloc((size_t)nalg, sizeof *inouts);
  int nr = 0, nio = 0;
  for (int i = 0; i < nalg; ++i) {
    names[i] = psyIrStr(ctx, alg[i]->text);
    if (alg[i]->kind == PSY_VAL_REDUCTION) results[nr++] = names[i];
    if (alg[i]->kind == PSY_VAL_REDUCTION && alg[i]->readOnEntry) inouts[nio++] = names[i];
  }
  MlirType ft = mlirFunctionTypeGet(ctx, nargs, argTypes, nres, resTypes);
  MlirNamedAttribute attrs[] = {
      psyIrNamed(ctx, "sym_name", psyIrStr(ctx, b->inv->name)),
      psyIrNamed(ctx, "function_type", mlirTypeAttrGet(ft)),
      psyIrNamed(ctx, "psy.invoke", mlirUnitAttrGet(ctx)),
      psyIrNamed(ctx, "psy.alg_args", mlirArrayAttrGet(ctx, nalg, names)),
      psyIrNamed(ctx, "psy.alg_results", mlirArrayAttrGet(ctx, nr, results)),
      psyIrNamed(ctx, "psy.alg_inouts", mlirArrayAttrGet(ctx, nio, inouts)),
  };
  free(names);
  free(results);
  free(inouts);
  MlirOperationState st = mlirOperationStateGet(psyRef("func.func"), loc);
  mlirOperationStateAddAttributes(&st, nio ? 6 : 5, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, b->body);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  return mlirOperationCreate(&st);
}

static bool buildInvoke(MlirContext ctx, MlirBlock module, const PsyInvoke *inv,
                        const int *specific, PsyDiagList *diags) {
  Builder *b = psyXcalloc(1, sizeof *b);
  b->ctx = ctx;
  b->inv = inv;
  b->specific = specific;
  b->current = psyXcalloc((size_t)inv->nvalues, sizeof *b->current);
  b->asIndex = psyXcalloc((size_t)inv->nvalues, sizeof *b->asIndex);
  int nalg, nargs = 0, nres = 0;
  const PsyInvValue **alg = psyInvokeAlgArgs(inv, &nalg);
  MlirType *argTypes = psyXcalloc((size_t)nalg, sizeof *argTypes);
  MlirType *resTypes = psyXcalloc((size_t)nalg, sizeof *resTypes);
  MlirLocation *argLocs = psyXcalloc((size_t)nalg, sizeof *argLocs);
  for (int i = 0; i < nalg; ++i) {
    if (alg[i]->kind == PSY_VAL_REDUCTION) resTypes[nres++] = valueType(ctx, alg[i]);
    if (!isFuncArg(alg[i])) continue;
    argLocs[nargs] = psyIrLoc(ctx, alg[i]->loc);
    argTypes[nargs++] = valueType(ctx, alg[i]);
  }
  b->body = mlirBlockCreate(nargs, argTypes, argLocs);
  for (int i = 0, a = 0; i < nalg; ++i)
    if (isFuncArg(alg[i])) b->current[alg[i] - inv->values] = mlirBlockGetArgument(b->body, a++);
  MlirOperation func = invokeFunc(b, psyIrLoc(ctx, inv->src->loc), alg, nalg, argTypes, nargs,
                                  resTypes, nres);
  bool ok = true;
  for (int i = 0; i < inv->ncalls && ok; ++i) ok = buildCall(b, &inv->calls[i], diags);
  MlirValue *rets = psyXcalloc((size_t)nres, sizeof *rets);
  for (int i = 0, r = 0; i < nalg; ++i)
    if (alg[i]->kind == PSY_VAL_REDUCTION) rets[r++] = b->current[alg[i] - inv->values];
  for (int r = 0; r < nres; ++r) ok = ok && !mlirValueIsNull(rets[r]);
  if (ok) { /* a null operand would crash mlirOperationCreate */
    MlirOperationState st = mlirOperationStateGet(psyRef("func.return"), psyIrLoc(ctx, inv->src->end));
    mlirOperationStateAddOperands(&st, nres, rets);
    mlirBlockAppendOwnedOperation(b->body, mlirOperationCreate(&st));
    mlirBlockAppendOwnedOperation(module, func);
  } else {
    mlirOperationDestroy(func);
  }
  free(rets);
  free(argTypes);
  free(resTypes);
  free(argLocs);
  free(alg);
  free(b->current);
  free(b->asIndex);
  free(b);
  return ok;
}

/* ---- module ------------------------------------------------------------------------------ */

typedef struct {
  char text[1024];
  size_t len;
} MsgBuf;

static void appendMsg(MlirStringRef s, void *user) {
  MsgBuf *m = user;
  size_t room = sizeof m->text - 1 - m->len;
  size_t n = s.length < room ? s.length : room;
  memcpy(m->text + m->len, s.data, n);
  m->len += n;
  m->text[m->len] = 0;
}

/* MLIR diagnostics of the verifier (a failure is a front-end bug) are re-emitted, worded as
 * ours, at an unknown location. `busy` lets the re-emitted one through to the next handler
 * (the host's printer). */
typedef struct {
  PsyDiagList *diags;
  bool busy;
} Rewording;

static MlirLogicalResult onDiag(MlirDiagnostic d, void *user) {
  Rewording *r = user;
  if (r->busy) return mlirLogicalResultFailure();
  MsgBuf m = {{0}, 0};
  mlirDiagnosticPrint(d, appendMsg, &m);
  r->busy = true;
  psyDiagError(r->diags, (PsyFLoc){0}, "internal error in the generated psy IR: %s", m.text);
  r->busy = false;
  return mlirLogicalResultSuccess();
}

/* Verifies the module built, reporting a failure as the front end's internal error. */
static bool verifyBuilt(MlirContext ctx, MlirOperation modOp, PsyDiagList *diags) {
  Rewording r = {diags, false};
  MlirDiagnosticHandlerID h = mlirContextAttachDiagnosticHandler(ctx, onDiag, &r, NULL);
  bool ok = mlirOperationVerify(modOp);
  mlirContextDetachDiagnosticHandler(ctx, h);
  return ok;
}

static void printTo(MlirStringRef s, void *user) { fwrite(s.data, 1, s.length, (FILE *)user); }

/* ---- generic (mixed-precision) kernels ------------------------------------------------ */

static int eltPrecision(PsyElt e) {
  switch (e) {
  case PSY_ELT_F64: return PSY_PRECISION_F64;
  case PSY_ELT_F32: return PSY_PRECISION_F32;
  case PSY_ELT_I32: return PSY_PRECISION_I32;
  case PSY_ELT_I1: break;
  }
  return -1; /* logicals: the precision config has no logical kinds to compare */
}

/* The specific procedure call `c` of a generic kernel uses: the precision of each meta_args
 * entry's actual argument (psyKernelMetaOperands finds it among the operands) picks it
 * (psyKernelMetaSelectSpecific). -1 for a plain kernel (whose subroutine's kinds are checked
 * against those precisions instead) or a builtin, or after reporting that no specific fits
 * or a plain kernel's kinds do not; `*ok` is then cleared. */
static int callSpecific(const PsyInvoke *inv, const PsyInvCall *c, bool *ok, PsyDiagList *diags) {
  const PsyKernelMeta *m = c->meta;
  if (!m) return -1;
  int *prec = psyXcalloc((size_t)(m->nargs ? m->nargs : 1), sizeof *prec);
  intptr_t *at = psyKernelMetaOperands(m);
  for (int i = 0; i < m->nargs; ++i)
    prec[i] = at[i] < c->nops ? eltPrecision(inv->values[c->ops[at[i]]].elt) : -1;
  free(at);
  if (!m->nspecifics) { /* a plain kernel: its subroutine's kinds must fit the call */
    if (!psyKernelMetaCheckCallKinds(m, prec, c->loc, diags)) *ok = false;
    free(prec);
    return -1;
  }
  char *why = NULL;
  int k = psyKernelMetaSelectSpecific(m, prec, &why);
  free(prec);
  if (k < 0) {
    psyDiagError(diags, c->loc, "no specific procedure of generic kernel '%s' (interface '%s' "
                 "of module '%s') matches the arguments of this call; tried:%s", m->name,
                 m->procedure, m->module, why);
    *ok = false;
  }
  free(why);
  return k;
}

/* Per invoke, per call, the chosen specific (or -1): a heap array of heap arrays. */
static int **chooseSpecifics(const PsyInvoke *invs, int n, bool *ok, PsyDiagList *diags) {
  int **chosen = psyXcalloc((size_t)(n ? n : 1), sizeof *chosen);
  for (int i = 0; i < n; ++i) {
    chosen[i] = psyXcalloc((size_t)(invs[i].ncalls ? invs[i].ncalls : 1), sizeof **chosen);
    for (int j = 0; j < invs[i].ncalls; ++j)
      chosen[i][j] = callSpecific(&invs[i], &invs[i].calls[j], ok, diags);
  }
  return chosen;
}

/* One psy.kernel_meta per (kernel type, specific procedure) the invokes call. The pairs
 * already emitted are few (one per kernel the algorithm uses), so a list of them keeps this
 * linear in the number of calls. */
static void emitKernelMetas(MlirContext ctx, MlirBlock body, const PsyInvoke *invs, int n,
                            int *const *chosen) {
  typedef struct {
    const PsyKernelMeta *meta;
    int specific;
  } Emitted;
  Emitted *seen = NULL;
  int nseen = 0, cap = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < invs[i].ncalls; ++j) {
      const PsyKernelMeta *m = invs[i].calls[j].meta;
      int k = 0;
      while (k < nseen && (seen[k].meta != m || seen[k].specific != chosen[i][j])) ++k;
      if (!m || k < nseen) continue;
      seen = psyGrow(seen, nseen, &cap, sizeof *seen);
      seen[nseen++] = (Emitted){m, chosen[i][j]};
      mlirBlockAppendOwnedOperation(body, kernelMetaOp(ctx, m, chosen[i][j]));
    }
  free(seen);
}

/* Builds the module of the invokes in `ctx` (which has the psy dialect loaded); null after
 * reporting to `diags`. */
MlirModule psyInvokesBuildModule(const PsyFUnit *unit, const PsyInvoke *invs, int n,
                                 const char *psyModule, MlirContext ctx, PsyDiagList *diags) {
  mlirContextGetOrLoadDialect(ctx, psyRef("func"));
  mlirContextGetOrLoadDialect(ctx, psyRef("arith"));
  mlirContextGetOrLoadDialect(ctx, psyRef("memref"));
  MlirModule mod = mlirModuleCreateEmpty(psyIrLoc(ctx, (PsyFLoc){unit->file, 1, 1}));
  MlirOperation modOp = mlirModuleGetOperation(mod);
  if (psyModule) setAttr(modOp, "psy.module_name", psyIrStr(ctx, psyModule));
  MlirBlock body = mlirModuleGetBody(mod);
  bool ok = true;
  int **chosen = chooseSpecifics(invs, n, &ok, diags);
  if (ok) emitKernelMetas(ctx, body, invs, n, chosen);
  for (int i = 0; i < n && ok; ++i) ok = buildInvoke(ctx, body, &invs[i], chosen[i], diags);
  for (int i = 0; i < n; ++i) free(chosen[i]);
  free(chosen);
  ok = ok && verifyBuilt(ctx, modOp, diags);
  if (!ok) {
    mlirModuleDestroy(mod);
    return (MlirModule){NULL};
  }
  return mod;
}

static void printModule(MlirOperation op, bool debugLocs, FILE *out) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (debugLocs) mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  mlirOperationPrintWithFlags(op, flags, printTo, out);
  fputc('\n', out);
  mlirOpPrintingFlagsDestroy(flags);
}

bool psyInvokesEmitIR(const PsyFUnit *unit, const PsyInvoke *invs, int n,
                      const char *psyModule, bool debugLocs, FILE *out, PsyDiagList *diags) {
  MlirModule mod = psyInvokesBuildModule(unit, invs, n, psyModule, diags->ctx, diags);
  if (mlirModuleIsNull(mod)) return false;
  printModule(mlirModuleGetOperation(mod), debugLocs, out);
  mlirModuleDestroy(mod);
  return true;
}

/* Kernel files on their own: the psy.kernel_meta of each kernel, so that metadata can be
 * checked and inspected without an algorithm. */
MlirModule psyKernelMetasBuildModule(const PsyKernelMeta *metas, int n, MlirContext ctx) {
  MlirModule mod = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  for (int i = 0; i < n; ++i)
    mlirBlockAppendOwnedOperation(mlirModuleGetBody(mod), kernelMetaOp(ctx, &metas[i], -1));
  return mod;
}

bool psyKernelMetasEmitIR(const PsyKernelMeta *metas, int n, bool debugLocs, FILE *out) {
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) return false;
  MlirModule mod = psyKernelMetasBuildModule(metas, n, ctx);
  printModule(mlirModuleGetOperation(mod), debugLocs, out);
  mlirModuleDestroy(mod);
  mlirContextDestroy(ctx);
  return true;
}
