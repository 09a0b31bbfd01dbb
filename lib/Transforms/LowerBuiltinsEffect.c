/* The per-dof effect of a builtin as arith/math ops, for psy-lower-builtins (LowerBuiltins.c).
 *
 * A builtin's row in the builtin table has an effect expression (grammar in docs/builtins.md,
 * parsed once for the whole table: psy-c/BuiltinEffect.h). This walks its tree for one dof
 * of one component and emits arith/math ops typed by the fields' element types, so that no
 * builtin has code of its own: each field argument is loaded once, the value assigned is
 * returned, and the caller stores it or joins it to a reduction.
 * Reals of two precisions meet as in the Fortran PSyclone generates (`z(df) = x(df)/y(df)`):
 * an operation on two kinds is done in the wider, and the value assigned is converted to the
 * precision of the argument it is assigned to. */
#include <math.h>
#include <stdint.h>

#include "LowerBuiltins.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Support.h"

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

MlirValue psyBuiltinFieldComponent(const PsyBuiltinField *f, int k) {
  MlirBlock block = mlirBlockArgumentGetOwner(f->value);
  return mlirBlockGetArgument(block, mlirBlockArgumentGetArgNumber(f->value) + k);
}

/* ==== Emitting one dof's effect ============================================================ */

struct Emit {
  PsyBuilder b; /* the loop body */
  MlirOperation op;
  const PsyBuiltin *row;
  const PsyEffect *effect;
  const PsyBuiltinBinding *bind;
  MlirValue iv;
  int component;
  MlirType target;                        /* element type of the value assigned */
  MlirValue loaded[PSY_BUILTIN_MAX_ARGS]; /* one load per field per dof */
  bool failed;
};

static MlirValue emitFail(Emit *em, const char *what) {
  if (!em->failed)
    psyEmitError(mlirOperationGetLocation(em->op), "psy-lower-builtins: builtin '%s': %s", em->row->name, what);
  em->failed = true;
  return (MlirValue){NULL};
}

static bool isFloat(MlirValue v) { return mlirTypeIsAFloat(mlirValueGetType(v)); }

static MlirValue emitVar(Emit *em, char letter) {
  for (int i = 0; i < em->row->nargs; ++i) {
    const PsyBuiltinBinding *bd = &em->bind[i];
    if (bd->meta->name != letter)
      continue;
    if (bd->meta->access == PSY_ACCESS_REDUCTION)
      return emitFail(em, "the reduction scalar cannot be read");
    if (!bd->field)
      return bd->scalar;
    if (mlirValueIsNull(em->loaded[i]))
      em->loaded[i] = psyBuildLoad(&em->b, psyBuiltinFieldComponent(bd->field, em->component), em->iv);
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

/* Real `v` in the precision of float type `t`: itself, widened or narrowed. */
static MlirValue toPrecision(Emit *em, MlirValue v, MlirType t) {
  MlirType from = mlirValueGetType(v);
  if (mlirTypeEqual(from, t))
    return v;
  bool wider = mlirFloatTypeGetWidth(t) > mlirFloatTypeGetWidth(from);
  return psyBuildUnary(&em->b, wider ? "arith.extf" : "arith.truncf", v, t);
}

/* Fortran's rule for an operation on two reals of different kinds: both in the wider kind. */
static void promote(Emit *em, MlirValue *x, MlirValue *y) {
  if (!isFloat(*x) || !isFloat(*y))
    return;
  MlirType tx = mlirValueGetType(*x), ty = mlirValueGetType(*y);
  MlirType wide = mlirFloatTypeGetWidth(tx) >= mlirFloatTypeGetWidth(ty) ? tx : ty;
  *x = toPrecision(em, *x, wide);
  *y = toPrecision(em, *y, wide);
}

static MlirValue emitBin(Emit *em, char op, MlirValue x, MlirValue y) {
  promote(em, &x, &y);
  if (op == '^')
    return emitPow(em, x, y);
  if (!mlirTypeEqual(mlirValueGetType(x), mlirValueGetType(y)))
    return emitFail(em, "operands of different types (run psy-verify first)");
  for (int i = 0; i < NBINOPS; ++i)
    if (kBinOps[i].op == op)
      return psyBuildBinary(&em->b, isFloat(x) ? kBinOps[i].floatOp : kBinOps[i].intOp, x, y);
  return emitFail(em, "unknown operator");
}

/* MIN and MAX of two real kinds: in the wider, as compilers take them. */
static MlirValue emitMinMax(Emit *em, const MlirValue *args, const char *f, const char *i) {
  MlirValue a = args[0], b = args[1];
  promote(em, &a, &b);
  if (!mlirTypeEqual(mlirValueGetType(a), mlirValueGetType(b)))
    return emitFail(em, "min/max of different types");
  return psyBuildBinary(&em->b, isFloat(a) ? f : i, a, b);
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
  promote(em, &a, &x); /* Fortran wants one kind; where the two differ, the wider */
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
  return toPrecision(em, x, t);
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

MlirValue psyBuiltinEmitEffect(PsyBuilder *b, MlirOperation op, const PsyBuiltin *row,
                               const PsyEffect *effect, const PsyBuiltinBinding *bind,
                               MlirValue iv, int component, MlirType target) {
  Emit em = {.b = *b, .op = op, .row = row, .effect = effect, .bind = bind, .iv = iv,
             .component = component, .target = target};
  MlirValue v = emitNode(&em, effect->root);
  if (em.failed)
    return (MlirValue){NULL};
  /* Assignment converts a real to the precision of the argument assigned, as Fortran's. */
  return isFloat(v) && mlirTypeIsAFloat(target) ? toPrecision(&em, v, target) : v;
}
