/* psyBuiltinOpVerify: a psy.builtin against its row of the builtin table.
 *
 * psy.builtin's ODS verifier calls it, so the rules run after parsing and after every pass:
 * name, the argument count, field-versus-scalar, real-versus-integer, one integer kind (reals
 * may mix precisions: they convert as Fortran's assignments and operations do), one function
 * space and one vector size across the fields, and the reduction result. Each failure is one error at the op naming the
 * builtin and the argument letter. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "psy-c/StrBuf.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* What the verifier needs to know of one argument position. */
typedef struct {
  const PsyBuiltinArg *meta;
  MlirType type;    /* the value's type (the field type for fields) */
  MlirType element; /* the scalar type, or the field's element type */
} BoundArg;

typedef struct {
  MlirOperation op;
  const PsyBuiltin *row;
  int nbound;
  BoundArg bound[PSY_BUILTIN_MAX_ARGS];
} Check;

static MlirLogicalResult fail(const Check *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Every message names the builtin: "'psy.builtin' op builtin 'NAME' ...". */
static MlirLogicalResult fail(const Check *c, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  return psyOpEmitError(c->op, "builtin '%s' %s", c->row->name, msg);
}

static bool isScalarType(MlirType t) { return mlirTypeIsAFloat(t) || mlirTypeIsAInteger(t); }
static bool isFieldType(MlirType t) { return psyTypeIsAField(t) || psyTypeIsAFieldVector(t); }

/* "X, c": the operand letters, the reduction scalar left out. */
static void operandLetters(const PsyBuiltin *row, char *out, size_t size) {
  size_t n = 0;
  out[0] = 0;
  for (int i = 0; i < row->nargs && n + 3 < size; ++i) {
    if (row->args[i].access == PSY_ACCESS_REDUCTION)
      continue;
    n += (size_t)snprintf(out + n, size - n, "%s%c", n ? ", " : "", row->args[i].name);
  }
}

static MlirLogicalResult checkCount(const Check *c) {
  intptr_t want = c->row->nargs - (psyBuiltinIsReduction(c->row) ? 1 : 0);
  intptr_t got = mlirOperationGetNumOperands(c->op);
  if (got == want)
    return mlirLogicalResultSuccess();
  char letters[64];
  operandLetters(c->row, letters, sizeof letters);
  return fail(c, "expects %d argument%s (%s), got %d", (int)want, want == 1 ? "" : "s", letters,
              (int)got);
}

static MlirLogicalResult checkKind(const Check *c, const BoundArg *a) {
  bool wantField = a->meta->kind == PSY_ARG_FIELD;
  if (wantField ? isFieldType(a->type) : isScalarType(a->type))
    return mlirLogicalResultSuccess();
  char t[256];
  return fail(c, "argument '%c' must be a %s, got '%s'", a->meta->name,
              wantField ? "field" : "scalar", psyTypeToString(a->type, t, sizeof t));
}

static MlirLogicalResult checkDataType(const Check *c, const BoundArg *a) {
  bool wantReal = a->meta->dtype == PSY_DATA_REAL;
  if (wantReal ? mlirTypeIsAFloat(a->element) : mlirTypeIsAInteger(a->element))
    return mlirLogicalResultSuccess();
  char t[256];
  return fail(c, "argument '%c' must be %s, got '%s'", a->meta->name,
              wantReal ? "real" : "integer", psyTypeToString(a->type, t, sizeof t));
}

/* All integer arguments share one element type. Real ones may differ, as between an r_solver
 * and an r_def field in the Fortran PSyclone writes: psy-lower-builtins does each operation
 * in the wider precision and converts the value to the precision of the argument assigned. */
static MlirLogicalResult checkPrecision(const Check *c) {
  for (int i = 0; i < c->nbound; ++i)
    for (int j = 0; j < i; ++j) {
      const BoundArg *a = &c->bound[i], *b = &c->bound[j];
      if (a->meta->dtype != PSY_DATA_INTEGER || b->meta->dtype != PSY_DATA_INTEGER ||
          mlirTypeEqual(a->element, b->element))
        continue;
      char ta[64], tb[64];
      return fail(c, "mixes precisions: argument '%c' is %s but argument '%c' is %s "
                  "(integer arguments share one kind; only reals convert)",
                  a->meta->name, psyTypeToString(a->element, ta, sizeof ta), b->meta->name,
                  psyTypeToString(b->element, tb, sizeof tb));
    }
  return mlirLogicalResultSuccess();
}

static bool sameString(MlirStringRef a, MlirStringRef b) {
  return a.length == b.length && (a.length == 0 || memcmp(a.data, b.data, a.length) == 0);
}

/* Whether fields on spaces `a` and `b` may live on one space: each accepts the other as a
 * kernel's metadata would. Two different named spaces never; an abstract space
 * (any_space_N, any_discontinuous_space_N) is a space known only at run time, which the
 * front end gives a field that kernels put on different spaces, so it may be the other one
 * (any_discontinuous_space_N only if the other is not continuous for certain). */
static bool maySpacesAgree(MlirStringRef a, MlirStringRef b) {
  return psyFunctionSpaceAccepts(a.data, a.length, b.data, b.length) &&
         psyFunctionSpaceAccepts(b.data, b.length, a.data, a.length);
}

/* A dof loop runs over one function space: all fields live on it, with one vector size. */
static MlirLogicalResult checkFieldsAgree(const Check *c) {
  const BoundArg *first = NULL;
  for (int i = 0; i < c->nbound; ++i) {
    const BoundArg *a = &c->bound[i];
    if (a->meta->kind != PSY_ARG_FIELD)
      continue;
    if (!first) {
      first = a;
      continue;
    }
    MlirStringRef s0 = psyTypeGetSpace(first->type), s1 = psyTypeGetSpace(a->type);
    if (!sameString(s0, s1) && !maySpacesAgree(s0, s1))
      return fail(c, "arguments '%c' and '%c' are on different function spaces ('%.*s' vs '%.*s')",
                  first->meta->name, a->meta->name, (int)s0.length, s0.data, (int)s1.length,
                  s1.data);
    int32_t d0 = psyTypeGetDim(first->type), d1 = psyTypeGetDim(a->type);
    if (d0 != d1)
      return fail(c, "arguments '%c' and '%c' have different numbers of components (%d vs %d)",
                  first->meta->name, a->meta->name, (int)d0, (int)d1);
  }
  return mlirLogicalResultSuccess();
}

/* The widest element type of the real fields, which a reduction is computed in: the
 * precision their values meet in; null if none. */
static MlirType realFieldElement(const Check *c) {
  MlirType wide = {NULL};
  for (int i = 0; i < c->nbound; ++i) {
    const BoundArg *a = &c->bound[i];
    if (a->meta->kind != PSY_ARG_FIELD || a->meta->dtype != PSY_DATA_REAL)
      continue;
    if (mlirTypeIsNull(wide) || mlirFloatTypeGetWidth(a->element) > mlirFloatTypeGetWidth(wide))
      wide = a->element;
  }
  return wide;
}

static MlirLogicalResult checkResult(const Check *c) {
  intptr_t got = mlirOperationGetNumResults(c->op);
  if (!psyBuiltinIsReduction(c->row)) {
    if (got == 0)
      return mlirLogicalResultSuccess();
    return fail(c, "is not a reduction and must have no result, got %d", (int)got);
  }
  char letter = c->row->args[0].name;
  if (got != 1)
    return fail(c, "must have one result (the reduction '%c'), got %d", letter, (int)got);
  MlirType want = realFieldElement(c);
  MlirType have = mlirValueGetType(mlirOperationGetResult(c->op, 0));
  if (mlirTypeIsNull(want) || mlirTypeEqual(want, have))
    return mlirLogicalResultSuccess();
  char tw[64], th[256];
  return fail(c, "result '%c' must have the fields' element type %s, got '%s'", letter,
              psyTypeToString(want, tw, sizeof tw), psyTypeToString(have, th, sizeof th));
}

/* Pairs operands with the table's arguments (the reduction scalar is the result). */
static void bindOperands(Check *c) {
  intptr_t operand = 0;
  for (int i = 0; i < c->row->nargs; ++i) {
    const PsyBuiltinArg *meta = &c->row->args[i];
    if (meta->access == PSY_ACCESS_REDUCTION)
      continue;
    MlirValue v = mlirOperationGetOperand(c->op, operand++);
    MlirType t = mlirValueGetType(v);
    BoundArg *b = &c->bound[c->nbound++];
    b->meta = meta;
    b->type = t;
    b->element = isFieldType(t) ? psyTypeGetElementType(t) : t;
  }
}

static MlirLogicalResult unknownName(MlirOperation op, MlirStringRef name) {
  return psyOpEmitError(op, "unknown builtin '%.*s'", (int)name.length, name.data);
}

MlirLogicalResult psyBuiltinOpVerify(MlirOperation op) {
  MlirStringRef name = psyBuiltinOpGetName(op);
  Check c = {op, psyBuiltinLookup(name), 0, {{0}}};
  if (!c.row)
    return unknownName(op, name);
  if (mlirLogicalResultIsFailure(checkCount(&c)))
    return mlirLogicalResultFailure();
  bindOperands(&c);
  for (int i = 0; i < c.nbound; ++i)
    if (mlirLogicalResultIsFailure(checkKind(&c, &c.bound[i])) ||
        mlirLogicalResultIsFailure(checkDataType(&c, &c.bound[i])))
      return mlirLogicalResultFailure();
  if (mlirLogicalResultIsFailure(checkPrecision(&c)) ||
      mlirLogicalResultIsFailure(checkFieldsAgree(&c)))
    return mlirLogicalResultFailure();
  return checkResult(&c);
}
