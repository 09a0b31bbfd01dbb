/* Builds the psy IR of an algorithm file: one psy.kernel_meta per kernel type used, then one
 * func.func {psy.invoke} per invoke holding its initial schedule -- one psy.kernel or
 * psy.builtin per call, in call order, with the iteration kind and the non-DM upper bound
 * (cells -> ncells, dofs -> ndofs, domain -> domain). Arguments are boxed with psy.arg once
 * per value; literals become arith.constant (tagged with their Fortran text); builtin
 * reductions are op results returned by the invoke. IR is built only through psy-c/Dialect.h
 * and the MLIR C API. */
#include "Invoke.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Dialect.h"

static MlirStringRef ref(const char *s) { return mlirStringRefCreateFromCString(s); }

static MlirNamedAttribute named(MlirContext ctx, const char *key, MlirAttribute v) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, ref(key)), v);
}

static MlirAttribute str(MlirContext ctx, const char *s) { return mlirStringAttrGet(ctx, ref(s)); }

static MlirAttribute i32Attr(MlirContext ctx, int64_t v) {
  return mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), v);
}

static MlirLocation locOf(MlirContext ctx, PsyFLoc l) {
  if (!l.file) return mlirLocationUnknownGet(ctx);
  return mlirLocationFileLineColGet(ctx, ref(l.file), (unsigned)l.line, (unsigned)l.col);
}

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
    if (v->vectorSize > 1) return psyFieldVectorTypeGet(ctx, elt, ref(v->space), v->vectorSize);
    return psyFieldTypeGet(ctx, elt, ref(v->space));
  case PSY_VAL_OPERATOR: return psyOperatorTypeGet(ctx, elt, ref(v->space), ref(v->spaceFrom));
  case PSY_VAL_QR: return psyQrTypeGet(ctx, ref(v->space));
  case PSY_VAL_SCALAR_ARRAY: {
    int64_t shape[8];
    for (int i = 0; i < v->rank && i < 8; ++i) shape[i] = mlirShapedTypeGetDynamicSize();
    return mlirMemRefTypeContiguousGet(elt, v->rank, shape, mlirAttributeGetNull());
  }
  default: return elt;
  }
}

/* ---- psy.kernel_meta ---------------------------------------------------------------------- */

static MlirAttribute metaArgAttr(MlirContext ctx, const PsyMetaArg *a) {
  MlirNamedAttribute e[10];
  int n = 0;
  e[n++] = named(ctx, "type", str(ctx, psyMetaArgKindName(a->kind)));
  e[n++] = named(ctx, "data_type", str(ctx, psyMetaDataTypeName(a->dtype)));
  e[n++] = named(ctx, "access", str(ctx, psyMetaAccessName(a->access)));
  if (a->kind == PSY_MA_OPERATOR || a->kind == PSY_MA_COLUMNWISE_OPERATOR) {
    e[n++] = named(ctx, "function_space_to", str(ctx, a->space));
    e[n++] = named(ctx, "function_space_from", str(ctx, a->spaceFrom));
  } else if (a->space[0]) {
    e[n++] = named(ctx, "function_space", str(ctx, a->space));
  }
  if (a->vectorSize > 1) e[n++] = named(ctx, "vector_size", i32Attr(ctx, a->vectorSize));
  if (a->rank) e[n++] = named(ctx, "rank", i32Attr(ctx, a->rank));
  if (a->stencil != PSY_ST_NONE) e[n++] = named(ctx, "stencil", str(ctx, psyStencilName(a->stencil)));
  if (a->meshArg != PSY_MESH_NONE) e[n++] = named(ctx, "mesh_arg", str(ctx, psyMeshArgName(a->meshArg)));
  return mlirDictionaryAttrGet(ctx, n, e);
}

static MlirAttribute funcAttr(MlirContext ctx, const PsyMetaFunc *f) {
  MlirNamedAttribute e[3] = {named(ctx, "function_space", str(ctx, f->space)),
                             named(ctx, "basis", mlirBoolAttrGet(ctx, f->basis)),
                             named(ctx, "diff_basis", mlirBoolAttrGet(ctx, f->diffBasis))};
  return mlirDictionaryAttrGet(ctx, 3, e);
}

static MlirAttribute strings(MlirContext ctx, const char *first, size_t width, int n) {
  MlirAttribute items[PSY_META_MAX_LIST];
  for (int i = 0; i < n; ++i) items[i] = str(ctx, first + (size_t)i * width);
  return mlirArrayAttrGet(ctx, n, items);
}

static void setAttr(MlirOperation op, const char *key, MlirAttribute a) {
  mlirOperationSetAttributeByName(op, ref(key), a);
}

static MlirOperation kernelMetaOp(MlirContext ctx, const PsyKernelMeta *m) {
  MlirAttribute args[PSY_META_MAX_ARGS];
  for (int i = 0; i < m->nargs; ++i) args[i] = metaArgAttr(ctx, &m->args[i]);
  MlirOperation op = psyKernelMetaOpCreate(locOf(ctx, m->loc), ref(m->name), ref(m->operatesOn),
                                           ref(m->procedure), mlirArrayAttrGet(ctx, m->nargs, args));
  if (m->module[0]) setAttr(op, "module", str(ctx, m->module));
  if (m->nfuncs) {
    MlirAttribute f[PSY_META_MAX_LIST];
    for (int i = 0; i < m->nfuncs; ++i) f[i] = funcAttr(ctx, &m->funcs[i]);
    setAttr(op, "meta_funcs", mlirArrayAttrGet(ctx, m->nfuncs, f));
  }
  if (m->nshapes) setAttr(op, "gh_shape", strings(ctx, m->shapes[0], sizeof m->shapes[0], m->nshapes));
  if (m->ntargets)
    setAttr(op, "gh_evaluator_targets",
            strings(ctx, m->targets[0], sizeof m->targets[0], m->ntargets));
  if (m->nrefs)
    setAttr(op, "meta_reference_element", strings(ctx, m->refs[0], sizeof m->refs[0], m->nrefs));
  if (m->nmesh) setAttr(op, "meta_mesh", strings(ctx, m->mesh[0], sizeof m->mesh[0], m->nmesh));
  return op;
}

/* ---- invokes ----------------------------------------------------------------------------- */

typedef struct {
  MlirContext ctx;
  MlirBlock body;
  const PsyInvoke *inv;
  MlirValue current[PSY_INV_MAX_VALUES]; /* SSA value of each invoke value (null: none yet) */
  MlirValue boxed[PSY_INV_MAX_VALUES];
} Builder;

static MlirOperation append(Builder *b, MlirOperation op) {
  mlirBlockAppendOwnedOperation(b->body, op);
  return op;
}

/* A Fortran literal's value: kind suffixes dropped, d exponents read as e. */
static MlirAttribute literalAttr(MlirContext ctx, const PsyInvValue *v, MlirType t) {
  char buf[128];
  size_t n = 0;
  for (const char *p = v->text; *p && *p != '_' && n + 1 < sizeof buf; ++p)
    buf[n++] = (*p == 'd' || *p == 'D') ? 'e' : *p;
  buf[n] = 0;
  if (v->elt == PSY_ELT_I1)
    return mlirIntegerAttrGet(t, strstr(v->text, "true") != NULL);
  if (v->elt == PSY_ELT_I32) return mlirIntegerAttrGet(t, strtoll(buf, NULL, 10));
  return mlirFloatAttrDoubleGet(ctx, t, strtod(buf, NULL));
}

static MlirValue constant(Builder *b, const PsyInvValue *v) {
  MlirType t = valueType(b->ctx, v);
  MlirOperationState st = mlirOperationStateGet(ref("arith.constant"), locOf(b->ctx, v->loc));
  MlirNamedAttribute attrs[2] = {named(b->ctx, "value", literalAttr(b->ctx, v, t)),
                                 named(b->ctx, "psy.alg_text", str(b->ctx, v->text))};
  mlirOperationStateAddAttributes(&st, 2, attrs);
  mlirOperationStateAddResults(&st, 1, &t);
  return mlirOperationGetResult(append(b, mlirOperationCreate(&st)), 0);
}

static MlirValue box(Builder *b, int idx) {
  const PsyInvValue *v = &b->inv->values[idx];
  if (v->kind == PSY_VAL_LITERAL && mlirValueIsNull(b->current[idx]))
    b->current[idx] = constant(b, v);
  if (mlirValueIsNull(b->boxed[idx])) {
    MlirOperation op = psyArgOpCreate(locOf(b->ctx, v->loc), b->current[idx]);
    b->boxed[idx] = mlirOperationGetResult(append(b, op), 0);
  }
  return b->boxed[idx];
}

static PsyUpperBound boundOf(PsyIteration it) {
  return it == PSY_ITER_DOFS ? PSY_UB_NDOFS : it == PSY_ITER_DOMAIN ? PSY_UB_DOMAIN : PSY_UB_NCELLS;
}

static bool buildCall(Builder *b, const PsyInvCall *c) {
  MlirValue args[PSY_INV_MAX_OPS];
  for (int i = 0; i < c->nops; ++i) {
    if (b->inv->values[c->ops[i]].kind == PSY_VAL_REDUCTION &&
        mlirValueIsNull(b->current[c->ops[i]]))
      return false; /* read before any builtin produced it: reported by the caller */
    args[i] = box(b, c->ops[i]);
  }
  MlirLocation loc = locOf(b->ctx, c->loc);
  if (c->meta) {
    PsyIteration it = psyIterationFromName(ref(psyOperatesOnIteration(c->meta->operatesOn)));
    append(b, psyKernelOpCreate(loc, ref(c->meta->name), c->nops, args, it, boundOf(it)));
    return true;
  }
  MlirType rt = {NULL};
  if (c->reduction >= 0) rt = valueType(b->ctx, &b->inv->values[c->reduction]);
  MlirOperation op = append(b, psyBuiltinOpCreate(loc, ref(c->builtin->name), c->nops, args,
                                                  PSY_UB_NDOFS, rt));
  if (c->reduction >= 0) {
    b->current[c->reduction] = mlirOperationGetResult(op, 0);
    b->boxed[c->reduction] = (MlirValue){NULL};
  }
  return true;
}

/* func.func @name(args) -> (reductions) attributes {psy.invoke, psy.alg_args, ...}. */
static MlirOperation invokeFunc(Builder *b, MlirLocation loc, const PsyInvValue *alg[], int nalg,
                                MlirType *argTypes, int nargs, MlirType *resTypes, int nres) {
  MlirContext ctx = b->ctx;
  MlirAttribute names[PSY_INV_MAX_VALUES], results[PSY_INV_MAX_VALUES];
  int nr = 0;
  for (int i = 0; i < nalg; ++i) {
    names[i] = str(ctx, alg[i]->text);
    if (alg[i]->kind == PSY_VAL_REDUCTION) results[nr++] = names[i];
  }
  MlirType ft = mlirFunctionTypeGet(ctx, nargs, argTypes, nres, resTypes);
  MlirNamedAttribute attrs[] = {
      named(ctx, "sym_name", str(ctx, b->inv->name)),
      named(ctx, "function_type", mlirTypeAttrGet(ft)),
      named(ctx, "psy.invoke", mlirUnitAttrGet(ctx)),
      named(ctx, "psy.alg_args", mlirArrayAttrGet(ctx, nalg, names)),
      named(ctx, "psy.alg_results", mlirArrayAttrGet(ctx, nr, results)),
  };
  MlirOperationState st = mlirOperationStateGet(ref("func.func"), loc);
  mlirOperationStateAddAttributes(&st, 5, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, b->body);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  return mlirOperationCreate(&st);
}

static bool buildInvoke(MlirContext ctx, MlirBlock module, const PsyInvoke *inv,
                        PsyDiagList *diags) {
  Builder *b = calloc(1, sizeof *b);
  if (!b) abort();
  b->ctx = ctx;
  b->inv = inv;
  const PsyInvValue *alg[PSY_INV_MAX_VALUES];
  int nalg = psyInvokeAlgArgs(inv, alg), nargs = 0, nres = 0;
  MlirType argTypes[PSY_INV_MAX_VALUES], resTypes[PSY_INV_MAX_VALUES];
  MlirLocation argLocs[PSY_INV_MAX_VALUES];
  for (int i = 0; i < nalg; ++i) {
    if (alg[i]->kind == PSY_VAL_REDUCTION) {
      resTypes[nres++] = valueType(ctx, alg[i]);
      continue;
    }
    argLocs[nargs] = locOf(ctx, alg[i]->loc);
    argTypes[nargs++] = valueType(ctx, alg[i]);
  }
  b->body = mlirBlockCreate(nargs, argTypes, argLocs);
  for (int i = 0, a = 0; i < nalg; ++i)
    if (alg[i]->kind != PSY_VAL_REDUCTION)
      b->current[alg[i] - inv->values] = mlirBlockGetArgument(b->body, a++);
  MlirOperation func = invokeFunc(b, locOf(ctx, inv->src->loc), alg, nalg, argTypes, nargs,
                                  resTypes, nres);
  bool ok = true;
  for (int i = 0; i < inv->ncalls && ok; ++i) {
    ok = buildCall(b, &inv->calls[i]);
    if (!ok)
      psyDiagError(diags, inv->calls[i].loc, "a reduction result is read before it is computed");
  }
  MlirValue rets[PSY_INV_MAX_VALUES];
  for (int i = 0, r = 0; i < nalg; ++i)
    if (alg[i]->kind == PSY_VAL_REDUCTION) rets[r++] = b->current[alg[i] - inv->values];
  MlirOperationState st = mlirOperationStateGet(ref("func.return"), locOf(ctx, inv->src->end));
  mlirOperationStateAddOperands(&st, nres, rets);
  mlirBlockAppendOwnedOperation(b->body, mlirOperationCreate(&st));
  mlirBlockAppendOwnedOperation(module, func);
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

/* MLIR diagnostics while building (a verifier failure is a front-end bug) become ours. */
static MlirLogicalResult onDiag(MlirDiagnostic d, void *user) {
  MsgBuf m = {{0}, 0};
  mlirDiagnosticPrint(d, appendMsg, &m);
  psyDiagError(user, (PsyFLoc){0}, "internal error in the generated psy IR: %s", m.text);
  return mlirLogicalResultSuccess();
}

static void printTo(MlirStringRef s, void *user) { fwrite(s.data, 1, s.length, (FILE *)user); }

static bool seenMeta(const PsyInvoke *invs, int upto, int call, const PsyKernelMeta *m) {
  for (int i = 0; i <= upto; ++i)
    for (int j = 0; j < (i == upto ? call : invs[i].ncalls); ++j)
      if (invs[i].calls[j].meta == m) return true;
  return false;
}

bool psyInvokesEmitIR(const PsyFUnit *unit, const PsyInvoke *invs, int n,
                      const char *psyModule, bool debugLocs, FILE *out, PsyDiagList *diags) {
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) {
    psyDiagError(diags, (PsyFLoc){0}, "cannot create an MLIR context with the psy dialect");
    return false;
  }
  mlirContextGetOrLoadDialect(ctx, ref("func"));
  mlirContextGetOrLoadDialect(ctx, ref("arith"));
  mlirContextGetOrLoadDialect(ctx, ref("memref"));
  MlirDiagnosticHandlerID h = mlirContextAttachDiagnosticHandler(ctx, onDiag, diags, NULL);
  MlirModule mod = mlirModuleCreateEmpty(locOf(ctx, (PsyFLoc){unit->file, 1, 1}));
  MlirOperation modOp = mlirModuleGetOperation(mod);
  if (psyModule) setAttr(modOp, "psy.module_name", str(ctx, psyModule));
  MlirBlock body = mlirModuleGetBody(mod);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < invs[i].ncalls; ++j)
      if (invs[i].calls[j].meta && !seenMeta(invs, i, j, invs[i].calls[j].meta))
        mlirBlockAppendOwnedOperation(body, kernelMetaOp(ctx, invs[i].calls[j].meta));
  bool ok = true;
  for (int i = 0; i < n && ok; ++i) ok = buildInvoke(ctx, body, &invs[i], diags);
  ok = ok && mlirOperationVerify(modOp);
  if (ok) {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    if (debugLocs) mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
    mlirOperationPrintWithFlags(modOp, flags, printTo, out);
    fputc('\n', out);
    mlirOpPrintingFlagsDestroy(flags);
  }
  mlirModuleDestroy(mod);
  mlirContextDetachDiagnosticHandler(ctx, h);
  mlirContextDestroy(ctx);
  return ok;
}

/* Kernel files on their own: the psy.kernel_meta of each kernel, so that metadata can be
 * checked and inspected without an algorithm. */
bool psyKernelMetasEmitIR(const PsyKernelMeta *metas, int n, bool debugLocs, FILE *out);
bool psyKernelMetasEmitIR(const PsyKernelMeta *metas, int n, bool debugLocs, FILE *out) {
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) return false;
  MlirModule mod = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  for (int i = 0; i < n; ++i)
    mlirBlockAppendOwnedOperation(mlirModuleGetBody(mod), kernelMetaOp(ctx, &metas[i]));
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (debugLocs) mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(mod), flags, printTo, out);
  fputc('\n', out);
  mlirOpPrintingFlagsDestroy(flags);
  mlirModuleDestroy(mod);
  mlirContextDestroy(ctx);
  return true;
}
