/* psy-lower-builtins: every psy.builtin becomes the dof loop LFRic's PSy layer would run.
 *
 * Domain rule: a builtin is a loop over the dofs of its fields, 0..ndofs (all dofs without
 * distributed memory), applying the per-dof effect of its row in the builtin table. The
 * lowering is generic: it walks the row's effect tree (grammar in docs/builtins.md; parsed
 * once for the whole table, psy-c/BuiltinEffect.h) and emits arith/math ops typed by
 * the fields' element types, so no builtin has code of its own. Reductions carry their
 * partial result through scf.for iter_args in dof order, so a sum is reproducible run to run.
 *
 * Invoke signatures change: a field argument becomes memref<?xelt>, a field vector of N
 * components becomes N such arguments in component order. Each psy.loop over the owned dofs
 * is checked, then its builtins are lowered one scf.for each in its place and its reductions
 * become the loop's results. Without distributed memory a psy.global_reduction is its operand.
 * Coded kernels, halo exchanges and DM bounds are other passes' work and are reported as errors
 * here. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/BuiltinEffect.h"
#include "../Support/Alloc.h"
#include "IRBuild.h"
#include "LowerDm.h"
#include "OmpLoop.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

static MlirStringRef ref(const char *s) { return mlirStringRefCreateFromCString(s); }

/* Errors are located at the op: psyEmitError(opLoc(op), ...) returns failure. */
static MlirLocation opLoc(MlirOperation op) { return mlirOperationGetLocation(op); }

typedef struct Emit Emit;
typedef MlirValue (*CallEmitFn)(Emit *em, const MlirValue *args);

static MlirValue emitMax(Emit *em, const MlirValue *args);
static MlirValue emitMin(Emit *em, const MlirValue *args);
static MlirValue emitSign(Emit *em, const MlirValue *args);
static MlirValue emitInt(Emit *em, const MlirValue *args);
static MlirValue emitReal(Emit *em, const MlirValue *args);
static MlirValue emitRandom(Emit *em, const MlirValue *args);

/* Emitters for the effect grammar's functions, in PsyEffectCall order. */
static const CallEmitFn kCallEmit[PSY_CALL_COUNT] = {
    [PSY_CALL_MAX] = emitMax, [PSY_CALL_MIN] = emitMin,   [PSY_CALL_SIGN] = emitSign,
    [PSY_CALL_INT] = emitInt, [PSY_CALL_REAL] = emitReal, [PSY_CALL_RANDOM] = emitRandom,
};

/* Reductions: the accumulator's start value and how a dof's value joins it. */
static const struct {
  double identity;
  const char *floatOp, *intOp;
} kReductions[PSY_REDUCE_COUNT] = {
    [PSY_REDUCE_SUM] = {0.0, "arith.addf", "arith.addi"},
    [PSY_REDUCE_MIN] = {INFINITY, "arith.minnumf", "arith.minsi"},
    [PSY_REDUCE_MAX] = {-INFINITY, "arith.maxnumf", "arith.maxsi"},
};

static const struct {
  char op;
  const char *floatOp, *intOp;
} kBinOps[] = {
    {'+', "arith.addf", "arith.addi"},
    {'-', "arith.subf", "arith.subi"},
    {'*', "arith.mulf", "arith.muli"},
    {'/', "arith.divf", "arith.divsi"},
};
#define NBINOPS ((int)(sizeof kBinOps / sizeof kBinOps[0]))


/* ==== Fields of the lowered invoke =========================================================
 * A field argument's components are consecutive block arguments starting at `value`'s
 * position: `value` keeps its identity when retyped, so the builtins' operands still find it. */

typedef struct {
  MlirValue value;
  MlirType element;
  int ncomp;
} FieldEntry;

typedef struct {
  int count, cap;
  FieldEntry *entries;
} FieldMap;

static void fieldMapAdd(FieldMap *m, FieldEntry e) {
  m->entries = psyGrow(m->entries, m->count, &m->cap, sizeof *m->entries);
  m->entries[m->count++] = e;
}

static const FieldEntry *fieldMapFind(const FieldMap *m, MlirValue v) {
  for (int i = 0; i < m->count; ++i)
    if (mlirValueEqual(m->entries[i].value, v))
      return &m->entries[i];
  return NULL;
}

static MlirValue fieldComponent(const FieldEntry *f, int k) {
  MlirBlock block = mlirBlockArgumentGetOwner(f->value);
  return mlirBlockGetArgument(block, mlirBlockArgumentGetArgNumber(f->value) + k);
}

/* ==== Emitting one dof's effect ============================================================ */

/* One table argument bound to the op's operand. */
typedef struct {
  const PsyBuiltinArg *meta;
  const FieldEntry *field; /* fields */
  MlirValue scalar;        /* scalars */
} Binding;

struct Emit {
  PsyBuilder b; /* the loop body */
  MlirOperation op;
  const PsyBuiltin *row;
  const PsyEffect *effect;
  const Binding *bind;
  MlirValue iv;
  int component;
  MlirType target;                        /* element type of the value assigned */
  MlirValue loaded[PSY_BUILTIN_MAX_ARGS]; /* one load per field per dof */
  bool failed;
};

static MlirValue emitFail(Emit *em, const char *what) {
  if (!em->failed)
    psyEmitError(opLoc(em->op), "psy-lower-builtins: builtin '%s': %s", em->row->name, what);
  em->failed = true;
  return (MlirValue){NULL};
}

static bool isFloat(MlirValue v) { return mlirTypeIsAFloat(mlirValueGetType(v)); }

static MlirValue emitVar(Emit *em, char letter) {
  for (int i = 0; i < em->row->nargs; ++i) {
    const Binding *bd = &em->bind[i];
    if (bd->meta->name != letter)
      continue;
    if (bd->meta->access == PSY_ACCESS_REDUCTION)
      return emitFail(em, "the reduction scalar cannot be read");
    if (!bd->field)
      return bd->scalar;
    if (mlirValueIsNull(em->loaded[i]))
      em->loaded[i] = psyBuildLoad(&em->b, fieldComponent(bd->field, em->component), em->iv);
    return em->loaded[i];
  }
  return emitFail(em, "its effect names an argument it does not have");
}

static MlirValue emitNum(Emit *em, double v) {
  if (mlirTypeIsAFloat(em->target))
    return psyBuildConstFloat(&em->b, em->target, v);
  if (v != (double)(int64_t)v)
    return emitFail(em, "a fractional constant in an integer effect");
  return psyBuildConstInt(&em->b, em->target, (int64_t)v);
}

static MlirValue emitNeg(Emit *em, MlirValue x) {
  if (isFloat(x))
    return psyBuildUnary(&em->b, "arith.negf", x, mlirValueGetType(x));
  return psyBuildBinary(&em->b, "arith.subi", psyBuildConstInt(&em->b, mlirValueGetType(x), 0), x);
}

/* x ** y: math.fpowi for an integer exponent, math.powf for a real one. */
static MlirValue emitPow(Emit *em, MlirValue x, MlirValue y) {
  if (!isFloat(x))
    return emitFail(em, "integer ** is not supported");
  MlirValue ops[2] = {x, y};
  const char *name = isFloat(y) ? "math.powf" : "math.fpowi";
  return mlirOperationGetResult(psyBuildOp(&em->b, name, 2, ops, mlirValueGetType(x), 0, NULL), 0);
}

static MlirValue emitBin(Emit *em, char op, MlirValue x, MlirValue y) {
  if (op == '^')
    return emitPow(em, x, y);
  if (!mlirTypeEqual(mlirValueGetType(x), mlirValueGetType(y)))
    return emitFail(em, "operands of different types (run psy-verify first)");
  for (int i = 0; i < NBINOPS; ++i)
    if (kBinOps[i].op == op)
      return psyBuildBinary(&em->b, isFloat(x) ? kBinOps[i].floatOp : kBinOps[i].intOp, x, y);
  return emitFail(em, "unknown operator");
}

static MlirValue emitMinMax(Emit *em, const MlirValue *args, const char *f, const char *i) {
  if (!mlirTypeEqual(mlirValueGetType(args[0]), mlirValueGetType(args[1])))
    return emitFail(em, "min/max of different types");
  return psyBuildBinary(&em->b, isFloat(args[0]) ? f : i, args[0], args[1]);
}

static MlirValue emitMax(Emit *em, const MlirValue *args) {
  return emitMinMax(em, args, "arith.maxnumf", "arith.maxsi");
}

static MlirValue emitMin(Emit *em, const MlirValue *args) {
  return emitMinMax(em, args, "arith.minnumf", "arith.minsi");
}

/* Fortran SIGN(a, x): |a| with the sign of x. Reals: copysign (so x = -0.0 gives -|a|, as
 * IEEE Fortran compilers do); integers: x >= 0 ? |a| : -|a|. */
static MlirValue emitSign(Emit *em, const MlirValue *args) {
  MlirValue a = args[0], x = args[1];
  if (isFloat(a))
    return psyBuildBinary(&em->b, "math.copysign", a, x);
  MlirValue zero = psyBuildConstInt(&em->b, mlirValueGetType(a), 0);
  MlirValue negA = psyBuildBinary(&em->b, "arith.subi", zero, a);
  MlirValue absA = psyBuildSelect(&em->b, psyBuildCmpI(&em->b, PSY_CMPI_SLT, a, zero), negA, a);
  MlirValue negAbs = psyBuildBinary(&em->b, "arith.subi", zero, absA);
  return psyBuildSelect(&em->b, psyBuildCmpI(&em->b, PSY_CMPI_SGE, x, zero), absA, negAbs);
}

/* int(x): truncation towards zero, as Fortran INT, to the assigned argument's type. */
static MlirValue emitInt(Emit *em, const MlirValue *args) {
  if (!mlirTypeIsAInteger(em->target) || !isFloat(args[0]))
    return emitFail(em, "int() converts a real to an integer argument");
  return psyBuildUnary(&em->b, "arith.fptosi", args[0], em->target);
}

/* real(x): to the assigned argument's precision. */
static MlirValue emitReal(Emit *em, const MlirValue *args) {
  MlirValue x = args[0];
  MlirType t = em->target;
  if (!mlirTypeIsAFloat(t))
    return emitFail(em, "real() must assign a real argument");
  if (!isFloat(x))
    return psyBuildUnary(&em->b, "arith.sitofp", x, t);
  unsigned from = mlirFloatTypeGetWidth(mlirValueGetType(x)), to = mlirFloatTypeGetWidth(t);
  if (from == to)
    return x;
  return psyBuildUnary(&em->b, from < to ? "arith.extf" : "arith.truncf", x, t);
}

/* random(): a counter-based generator, so a dof's value depends only on (dof, component) and
 * not on the order or the number of threads: the splitmix64 finaliser of
 * key = dof + 2^40 * component, scaled from its top 53 (f64) or 24 (f32) bits into [0, 1). */
static MlirValue emitRandom(Emit *em, const MlirValue *args) {
  (void)args;
  if (!mlirTypeIsAFloat(em->target))
    return emitFail(em, "random() must assign a real argument");
  PsyBuilder *b = &em->b;
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirValue key = psyBuildUnary(b, "arith.index_cast", em->iv, i64);
  key = psyBuildBinary(b, "arith.addi", key,
                       psyBuildConstInt(b, i64, ((int64_t)em->component << 40) + 1));
  MlirValue z = psyBuildBinary(b, "arith.muli", key,
                               psyBuildConstInt(b, i64, (int64_t)0x9E3779B97F4A7C15ull));
  static const struct {
    int shift;
    uint64_t mul;
  } kMix[] = {{30, 0xBF58476D1CE4E5B9ull}, {27, 0x94D049BB133111EBull}, {31, 0}};
  for (int i = 0; i < 3; ++i) {
    MlirValue s = psyBuildBinary(b, "arith.shrui", z, psyBuildConstInt(b, i64, kMix[i].shift));
    z = psyBuildBinary(b, "arith.xori", z, s);
    if (kMix[i].mul)
      z = psyBuildBinary(b, "arith.muli", z, psyBuildConstInt(b, i64, (int64_t)kMix[i].mul));
  }
  int bits = mlirFloatTypeGetWidth(em->target) == 32 ? 24 : 53;
  z = psyBuildBinary(b, "arith.shrui", z, psyBuildConstInt(b, i64, 64 - bits));
  MlirValue f = psyBuildUnary(b, "arith.uitofp", z, em->target);
  return psyBuildBinary(b, "arith.mulf", f, psyBuildConstFloat(b, em->target, ldexp(1.0, -bits)));
}

static MlirValue emitNode(Emit *em, int n) {
  const PsyEffectExpr *e = &em->effect->nodes[n];
  MlirValue args[2] = {{NULL}, {NULL}};
  for (int i = 0; i < e->nargs; ++i)
    if (mlirValueIsNull(args[i] = emitNode(em, e->args[i])))
      return args[i];
  switch (e->kind) {
  case PSY_EX_VAR:
    return emitVar(em, e->op);
  case PSY_EX_NUM:
    return emitNum(em, e->num);
  case PSY_EX_NEG:
    return emitNeg(em, args[0]);
  case PSY_EX_BIN:
    return emitBin(em, e->op, args[0], args[1]);
  case PSY_EX_CALL:
    return kCallEmit[e->call](em, args);
  }
  return emitFail(em, "bad expression");
}

/* ==== One psy.builtin ====================================================================== */

typedef struct {
  MlirOperation op;
  const PsyBuiltin *row;
  const PsyEffect *effect; /* the row's tree, parsed once for the table */
  Binding bind[PSY_BUILTIN_MAX_ARGS];
  int target;      /* index of the assigned argument */
  int firstField;  /* index of the first field argument (its size is the loop bound) */
  MlirValue bound; /* under distributed memory: the loop's bound from the DM callback */
  PsyOmpMode omp;     /* psy-omp's mark on the builtin's loop */
  MlirValue identity; /* a reduction's start value */
} Lowering;

/* The DM bounds of the builtins of hoisted loops (psy-lower-kernels marked the loops). */
typedef struct {
  int n, cap;
  struct {
    MlirOperation op;
    MlirValue bound;
  } *at;
} DmBounds;

static MlirValue dmBoundOf(const DmBounds *d, MlirOperation op) {
  for (int i = 0; i < d->n; ++i)
    if (mlirOperationEqual(d->at[i].op, op)) return d->at[i].bound;
  return (MlirValue){NULL};
}

/* A builtin's loop runs over the owned dofs: the halo bounds need distributed memory. */
static MlirLogicalResult checkBounds(MlirOperation op) {
  if (psyLoopOpGetIteration(op) != PSY_ITER_DOFS)
    return psyEmitError(opLoc(op), "psy-lower-builtins: a builtin must iterate over 'dofs'");
  PsyUpperBound ub = psyLoopOpGetUpperBound(op);
  bool dmBound = !mlirAttributeIsNull(mlirOperationGetAttributeByName(op, ref(PSY_DM_BOUND_SITE_ATTR)));
  if (ub == PSY_UB_NDOFS || (dmBound && (ub == PSY_UB_NANNEXED || ub == PSY_UB_DOF_HALO)))
    return mlirLogicalResultSuccess();
  if (ub == PSY_UB_NANNEXED || ub == PSY_UB_DOF_HALO)
    return psyEmitError(opLoc(op), "psy-lower-builtins: upper bound '%s' comes from the DM "
                        "callback, which psy-lower-kernels adds: run it first",
                        psyUpperBoundName(ub));
  return psyEmitError(opLoc(op), "psy-lower-builtins: a builtin's upper bound must be 'ndofs'");
}

static MlirLogicalResult bindArgs(Lowering *l, const FieldMap *fields) {
  intptr_t operand = 0;
  l->target = l->firstField = -1;
  for (int i = 0; i < l->row->nargs; ++i) {
    Binding *bd = &l->bind[i];
    bd->meta = &l->row->args[i];
    if (bd->meta->name == l->effect->target)
      l->target = i;
    if (bd->meta->access == PSY_ACCESS_REDUCTION)
      continue;
    MlirValue v = mlirOperationGetOperand(l->op, operand++);
    if (bd->meta->kind == PSY_ARG_SCALAR) {
      bd->scalar = v;
      continue;
    }
    if (!mlirValueIsABlockArgument(v) || !(bd->field = fieldMapFind(fields, v)))
      return psyEmitError(opLoc(l->op), "psy-lower-builtins: builtin '%s' argument '%c' must be a field "
                                "argument of the invoke", l->row->name, bd->meta->name);
    if (l->firstField < 0)
      l->firstField = i;
  }
  if (l->target < 0 || l->firstField < 0)
    return psyEmitError(opLoc(l->op), "psy-lower-builtins: builtin '%s' has a malformed table row",
                       l->row->name);
  return mlirLogicalResultSuccess();
}

static MlirType targetType(const Lowering *l) {
  const Binding *t = &l->bind[l->target];
  if (t->meta->access == PSY_ACCESS_REDUCTION)
    return mlirValueGetType(mlirOperationGetResult(l->op, 0));
  return t->field ? t->field->element : mlirValueGetType(t->scalar);
}

static MlirValue reductionIdentity(PsyBuilder *b, const Lowering *l, MlirType t) {
  double v = kReductions[l->effect->reduce].identity;
  if (mlirTypeIsAFloat(t))
    return psyBuildConstFloat(b, t, v);
  int64_t iv = v == 0.0 ? 0 : (v > 0 ? INT32_MAX : INT32_MIN);
  return psyBuildConstInt(b, t, iv);
}

/* The loop over one component (serial, or OpenMP as psy-omp marked it, OmpLoop.h): `acc` is
 * the running reduction (null for other builtins). */
static MlirLogicalResult emitComponentLoop(Lowering *l, PsyBuilder *outer, int k, MlirValue *acc) {
  MlirValue c0 = psyBuildConstIndex(outer, 0), c1 = psyBuildConstIndex(outer, 1);
  MlirValue ndofs = !mlirValueIsNull(l->bound)
                        ? l->bound
                        : psyBuildDim(outer, fieldComponent(l->bind[l->firstField].field, k), c0);
  bool reduce = l->effect->reduce >= 0;
  MlirType target = targetType(l);
  PsyOmpReduction red = {NULL};
  if (reduce)
    red = (PsyOmpReduction){mlirTypeIsAFloat(target) ? kReductions[l->effect->reduce].floatOp
                                                     : kReductions[l->effect->reduce].intOp,
                            *acc, l->identity};
  PsyOmpLoop loop;
  psyOmpLoopBegin(&loop, outer, l->omp, (MlirValue[3]){c0, ndofs, c1}, reduce ? &red : NULL);
  Emit em = {.b = loop.body, .op = l->op, .row = l->row, .effect = l->effect, .bind = l->bind,
             .iv = loop.iv, .component = k, .target = target};
  MlirValue v = emitNode(&em, l->effect->root);
  if (em.failed)
    return mlirLogicalResultFailure();
  if (!mlirTypeEqual(mlirValueGetType(v), em.target))
    return psyEmitError(opLoc(l->op), "psy-lower-builtins: builtin '%s' computes a value of another "
                              "type than its argument '%c'", l->row->name, l->effect->target);
  if (reduce) {
    *acc = psyOmpLoopEnd(&loop, psyBuildBinary(&loop.body, red.join, loop.acc, v));
  } else {
    psyBuildStore(&loop.body, v, fieldComponent(l->bind[l->target].field, k), em.iv);
    psyOmpLoopEnd(&loop, (MlirValue){NULL});
  }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult lowerBuiltin(MlirOperation op, const FieldMap *fields, MlirValue bound) {
  Lowering l = {.op = op, .row = psyBuiltinLookup(psyBuiltinOpGetName(op)), .bound = bound};
  if (!l.row) /* psyBuiltinOpVerify ran first, so this is an internal error */
    return psyEmitError(opLoc(op), "psy-lower-builtins: unknown builtin");
  l.effect = psyBuiltinEffect(l.row);
  const char *why = psyBuiltinEffectError(l.row);
  if (!l.effect)
    return psyEmitError(opLoc(op), "psy-lower-builtins: cannot parse the effect '%s' of builtin '%s': %s",
                       l.row->effect, l.row->name, why);
  if (mlirLogicalResultIsFailure(bindArgs(&l, fields)) ||
      mlirLogicalResultIsFailure(psyOmpModeGet(op, &l.omp)))
    return mlirLogicalResultFailure();

  PsyBuilder outer = psyBuilderBefore(op);
  MlirValue acc = {NULL};
  if (l.effect->reduce >= 0)
    acc = l.identity = reductionIdentity(&outer, &l, targetType(&l));
  /* A builtin on field vectors applies to each component; a reduction runs on through them. */
  for (int k = 0; k < l.bind[l.firstField].field->ncomp; ++k)
    if (mlirLogicalResultIsFailure(emitComponentLoop(&l, &outer, k, &acc)))
      return mlirLogicalResultFailure();
  if (l.effect->reduce >= 0)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), acc);
  mlirOperationDestroy(op);
  return mlirLogicalResultSuccess();
}

/* ==== The invoke's signature =============================================================== */

/* arg_attrs has one entry per argument: repeat a field vector's entry for each component. */
static void expandArgAttrs(MlirOperation func, const int *ncomp, intptr_t nOld) {
  MlirAttribute old = mlirOperationGetAttributeByName(func, ref("arg_attrs"));
  if (mlirAttributeIsNull(old) || !mlirAttributeIsAArray(old))
    return;
  intptr_t n = 0;
  for (intptr_t i = 0; i < nOld; ++i)
    n += ncomp[i];
  MlirAttribute *elts = psyXcalloc((size_t)n + 1, sizeof *elts);
  n = 0;
  for (intptr_t i = 0; i < nOld && i < mlirArrayAttrGetNumElements(old); ++i)
    for (int k = 0; k < ncomp[i]; ++k)
      elts[n++] = mlirArrayAttrGetElement(old, i);
  mlirOperationSetAttributeByName(func, ref("arg_attrs"),
                                  mlirArrayAttrGet(mlirOperationGetContext(func), n, elts));
  free(elts);
}

static void updateFunctionType(MlirOperation func, MlirBlock entry) {
  MlirAttribute attr = mlirOperationGetAttributeByName(func, ref("function_type"));
  MlirType old = mlirTypeAttrGetValue(attr);
  intptr_t nIn = mlirBlockGetNumArguments(entry), nOut = mlirFunctionTypeGetNumResults(old);
  MlirType *types = psyXcalloc((size_t)(nIn + nOut + 1), sizeof *types);
  for (intptr_t i = 0; i < nIn; ++i)
    types[i] = mlirValueGetType(mlirBlockGetArgument(entry, i));
  for (intptr_t i = 0; i < nOut; ++i)
    types[nIn + i] = mlirFunctionTypeGetResult(old, i);
  MlirType fnType = mlirFunctionTypeGet(mlirOperationGetContext(func), nIn, types, nOut,
                                        types + nIn);
  mlirOperationSetAttributeByName(func, ref("function_type"), mlirTypeAttrGet(fnType));
  free(types);
}

/* psy-lower-kernels reads a field vector that builtins use too through one cast to its N
 * component memrefs: once the vector is N memref arguments, those are the cast's results. */
static void replaceComponentCasts(MlirBlock entry, intptr_t pos, int ncomp) {
  MlirValue arg = mlirBlockGetArgument(entry, pos);
  for (MlirOpOperand use = mlirValueGetFirstUse(arg); !mlirOpOperandIsNull(use);) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    use = mlirOpOperandGetNextUse(use);
    if (!mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(user)),
                            ref("builtin.unrealized_conversion_cast")) ||
        mlirOperationGetNumResults(user) != ncomp || ncomp < 2)
      continue;
    for (int k = 0; k < ncomp; ++k)
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(user, k),
                                    mlirBlockGetArgument(entry, pos + k));
    mlirOperationDestroy(user);
  }
}

/* Fields become memref<?xelt>; a field vector of N becomes N memrefs, in component order. */
static void convertSignature(MlirOperation func, MlirBlock entry, FieldMap *fields) {
  intptr_t nOld = mlirBlockGetNumArguments(entry);
  int *ncomp = psyXcalloc((size_t)nOld + 1, sizeof *ncomp);
  intptr_t pos = 0;
  for (intptr_t i = 0; i < nOld; ++i) {
    MlirValue arg = mlirBlockGetArgument(entry, pos);
    MlirType t = mlirValueGetType(arg);
    ncomp[i] = 1;
    if (psyTypeIsAField(t) || psyTypeIsAFieldVector(t)) {
      MlirType memref = psyBuildMemRef1DType(psyTypeGetElementType(t));
      ncomp[i] = psyTypeGetDim(t);
      fieldMapAdd(fields, (FieldEntry){arg, psyTypeGetElementType(t), ncomp[i]});
      mlirValueSetType(arg, memref);
      for (int k = 1; k < ncomp[i]; ++k)
        mlirBlockInsertArgument(entry, pos + k, memref, mlirValueGetLocation(arg));
      replaceComponentCasts(entry, pos, ncomp[i]);
    }
    pos += ncomp[i];
  }
  expandArgAttrs(func, ncomp, nOld);
  updateFunctionType(func, entry);
  free(ncomp);
}

/* ==== The pass ============================================================================= */

/* The psy ops of an invoke body, in order (lowering erases ops, so they are listed first). */
typedef struct {
  int count, cap;
  MlirOperation *ops;
} OpList;

static void opListPush(OpList *l, MlirOperation op) {
  l->ops = psyGrow(l->ops, l->count, &l->cap, sizeof *l->ops);
  l->ops[l->count++] = op;
}

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

static bool isPsyOp(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length > 4 && strncmp(n.data, "psy.", 4) == 0;
}

/* Refuses, before anything changes, a loop this pass does not lower: one that is not over
 * the owned dofs, or that holds anything but builtins. */
static MlirLogicalResult checkLoop(MlirOperation loop) {
  MlirBlock body = psyLoopOpGetBody(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyKernelOpIsA(op))
      return psyEmitError(opLoc(op), "psy-lower-builtins: a loop holding coded kernels "
                                     "is lowered by psy-lower-kernels: run it first");
    if (!psyBuiltinOpIsA(op) && !psyYieldOpIsA(op))
      return psyEmitError(opLoc(op), "psy-lower-builtins: a builtin loop may hold only builtins");
  }
  PsyOmpMode mode;
  if (mlirLogicalResultIsFailure(psyOmpModeGet(loop, &mode)))
    return mlirLogicalResultFailure();
  return checkBounds(loop);
}

/* Moves a dof loop's builtins in front of it and drops the loop: each builtin is lowered to
 * its own scf.for over the dofs, so the psy.loop adds nothing once checked. */
static void hoistLoop(MlirOperation func, MlirOperation loop, DmBounds *d) {
  MlirBlock body = psyLoopOpGetBody(loop);
  MlirAttribute site = mlirOperationGetAttributeByName(loop, ref(PSY_DM_BOUND_SITE_ATTR));
  MlirValue bound = {NULL};
  if (!mlirAttributeIsNull(site)) {
    PsyDmValues v = psyLowerDmValues(func);
    PsyBuilder b = psyBuilderBefore(loop);
    bound = psyLowerDmBound(&b, &v, loop, (int)mlirIntegerAttrGetValueInt(site), (MlirValue){NULL});
  }
  MlirAttribute omp = mlirOperationGetAttributeByName(loop, ref(PSY_OMP_ATTR));
  MlirOperation yield = mlirBlockGetTerminator(body);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(loop); ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(loop, i),
                                  mlirOperationGetOperand(yield, i));
  MlirOperation op = mlirBlockGetFirstOperation(body);
  while (!mlirOperationEqual(op, yield)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (!mlirValueIsNull(bound)) {
      d->at = psyGrow(d->at, d->n, &d->cap, sizeof *d->at);
      d->at[d->n].op = op;
      d->at[d->n++].bound = bound;
    }
    if (!mlirAttributeIsNull(omp)) mlirOperationSetAttributeByName(op, ref(PSY_OMP_ATTR), omp);
    mlirOperationMoveBefore(op, loop);
    op = next;
  }
  mlirOperationDestroy(loop);
}

/* Refuses, before anything changes, what this pass does not lower. */
static MlirLogicalResult checkInvoke(MlirOperation func, const OpList *ops) {
  bool dm = !mlirAttributeIsNull(mlirOperationGetAttributeByName(func, ref("psy.dm")));
  for (int i = 0; i < ops->count; ++i) {
    MlirOperation op = ops->ops[i];
    if (psyLoopOpIsA(op)) {
      if (mlirLogicalResultIsFailure(checkLoop(op)))
        return mlirLogicalResultFailure();
    } else if (psyGlobalReductionOpIsA(op)) {
      if (dm)
        return psyEmitError(opLoc(op), "psy-lower-builtins: a distributed-memory global "
                            "reduction calls the binding's reducer, which psy-lower-kernels adds: "
                            "run it first");
    } else {
      MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
      return psyEmitError(opLoc(op), "psy-lower-builtins: '%.*s' is lowered by psy-lower-kernels: run it "
                             "first", (int)n.length, n.data);
    }
  }
  return mlirLogicalResultSuccess();
}

/* Lowers the builtins and global sums, clearing their list entries as they are destroyed. */
static MlirLogicalResult lowerOps(OpList *ops, const FieldMap *fields, const DmBounds *d) {
  for (int i = 0; i < ops->count; ++i) {
    MlirOperation op = ops->ops[i];
    if (psyBuiltinOpIsA(op)) {
      ops->ops[i] = (MlirOperation){NULL};
      if (mlirLogicalResultIsFailure(lowerBuiltin(op, fields, dmBoundOf(d, op))))
        return mlirLogicalResultFailure();
    } else if (psyGlobalReductionOpIsA(op)) {
      /* Without distributed memory the local value is the global one. */
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0),
                                    mlirOperationGetOperand(op, 0));
      ops->ops[i] = (MlirOperation){NULL};
      mlirOperationDestroy(op);
    }
  }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult lowerInvoke(MlirOperation func) {
  MlirBlock entry = entryBlock(func);
  if (mlirBlockIsNull(entry))
    return psyEmitError(opLoc(func), "psy-lower-builtins: an invoke must have a body");
  OpList ops = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (isPsyOp(op))
      opListPush(&ops, op);
  FieldMap fields = {0};
  DmBounds bounds = {0};
  MlirLogicalResult result = checkInvoke(func, &ops);
  free(ops.ops);
  ops = (OpList){0};
  if (mlirLogicalResultIsSuccess(result)) {
    /* Checked: flatten the loops, then list the builtins and reductions to lower. */
    for (MlirOperation op = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(op);) {
      MlirOperation next = mlirOperationGetNextInBlock(op);
      if (psyLoopOpIsA(op))
        hoistLoop(func, op, &bounds);
      op = next;
    }
    for (MlirOperation op = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      if (isPsyOp(op))
        opListPush(&ops, op);
    convertSignature(func, entry, &fields);
    result = lowerOps(&ops, &fields, &bounds);
  }
  free(bounds.at);
  free(ops.ops);
  free(fields.entries);
  return result;
}

/* After the pass only module-level metadata may remain of the psy dialect. */
static MlirWalkResult findLeftover(MlirOperation op, void *user) {
  if (isPsyOp(op) && !psyKernelMetaOpIsA(op)) {
    *(MlirOperation *)user = op;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

static MlirLogicalResult checkNoPsyOpsLeft(MlirOperation module) {
  MlirOperation left = {NULL};
  mlirOperationWalk(module, findLeftover, &left, MlirWalkPreOrder);
  if (mlirOperationIsNull(left))
    return mlirLogicalResultSuccess();
  if (psyKernelOpIsA(left))
    return psyEmitError(opLoc(left), "psy-lower-builtins: a loop holding coded kernels "
                             "is lowered by psy-lower-kernels: run it first");
  return psyEmitError(opLoc(left), "psy-lower-builtins: psy ops outside a psy.invoke function are not "
                           "lowered");
}

MlirLogicalResult psyLowerBuiltinsRun(MlirOperation module, const PsyLowerBuiltinsOptions *opts) {
  /* The precision config maps LFRic kinds for the front end and psy-verify; the IR here is
   * already typed, so the pass only checks that the file it was given is valid. */
  const char *config = opts->precisionConfig;
  if (config) {
    PsyPrecisionConfig cfg;
    psyPrecisionConfigInitDefault(&cfg);
    MlirLogicalResult loaded = psyPrecisionConfigLoad(&cfg, mlirOperationGetContext(module), config);
    psyPrecisionConfigDestroy(&cfg);
    if (mlirLogicalResultIsFailure(loaded))
      return mlirLogicalResultFailure();
  }
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op) && mlirLogicalResultIsFailure(lowerInvoke(op)))
      return mlirLogicalResultFailure();
  return checkNoPsyOpsLeft(module);
}
