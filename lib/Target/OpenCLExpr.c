/* Fortran expressions of a GOcean kernel as OpenCL C (docs/opencl.md).
 *
 * Each expression is translated bottom-up into a ClValue: its text, its C type and the C
 * precedence of its outermost operator. The tree the walker recorded already holds Fortran's
 * precedence and its parentheses; a child is put in parentheses where C's precedence would
 * read it otherwise, so the C expression evaluates the same operations in the same order
 * (the program disables contraction, so no fused multiply-add changes a rounding). Fortran
 * and C agree on the rest: integer division truncates in both, mixed operands promote the
 * same way (integer < real < double precision), and a real assigned to an integer truncates. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "OpenCLInternal.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

char *clFormat(const char *fmt, ...) {
  PsyStrBuf b = {0};
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(&b, fmt, ap);
  va_end(ap);
  return b.data ? b.data : strdup("");
}

void clValueFree(ClValue *v) {
  free(v->text);
  v->text = NULL;
}

static ClValue none(void) { return (ClValue){NULL, CL_NONE, CL_PREC_ATOM}; }
static ClValue atom(char *text, ClType t) { return (ClValue){text, t, CL_PREC_ATOM}; }

const char *clTypeName(ClType t) {
  static const char *const kNames[] = {"?", "int", "int", "float", "double"};
  return kNames[t];
}

/* Real and integer kinds: the names GOcean code uses (dl_esm_inf's go_wp is real64). */
static const struct {
  const char *type, *kind;
  ClType cl;
} kKinds[] = {
    {"real", NULL, CL_FLOAT},      {"real", "go_wp", CL_DOUBLE}, {"real", "real64", CL_DOUBLE},
    {"real", "8", CL_DOUBLE},      {"real", "r_double", CL_DOUBLE}, {"real", "real32", CL_FLOAT},
    {"real", "4", CL_FLOAT},       {"integer", NULL, CL_INT},    {"integer", "4", CL_INT},
    {"integer", "int32", CL_INT},  {"logical", NULL, CL_LOGICAL},
};

ClType clTypeOf(const char *typeName, const char *kind) {
  for (size_t i = 0; typeName && i < sizeof kKinds / sizeof kKinds[0]; ++i)
    if (!strcmp(kKinds[i].type, typeName) &&
        (kind ? kKinds[i].kind && !strcmp(kKinds[i].kind, kind) : !kKinds[i].kind))
      return kKinds[i].cl;
  return CL_NONE;
}

/* `v`'s text, in parentheses when its precedence is below `min`; consumes v. */
static char *operand(ClValue *v, int min) {
  char *t = v->prec < min ? clFormat("(%s)", v->text) : strdup(v->text);
  clValueFree(v);
  return t;
}

/* `v` converted to `t` (unchanged when it has that type already), as a function's argument;
 * consumes v. */
static char *convert(ClValue *v, ClType t) {
  if (v->type == t) return operand(v, 0);
  char *in = operand(v, CL_PREC_UNARY);
  char *out = clFormat("(%s)%s", clTypeName(t), in);
  free(in);
  return out;
}

static bool numeric(ClType t) { return t >= CL_INT; }
static ClType wider(ClType a, ClType b) { return a > b ? a : b; }

/* ---- literals ------------------------------------------------------------------------------ */

/* A literal's kind suffix (`_go_wp`), split off its digits; NULL when there is none. */
static const char *kindSuffix(const char *text, size_t *digits) {
  const char *us = strchr(text, '_');
  *digits = us ? (size_t)(us - text) : strlen(text);
  return us ? us + 1 : NULL;
}

static ClValue intLiteral(ClKernel *k, const PsyFExpr *e) {
  size_t n;
  const char *kind = kindSuffix(e->text, &n);
  if (clTypeOf("integer", kind) != CL_INT)
    return clRefuse(k, e->loc, "integer literal '%s' (kind %s)", e->text, kind), none();
  return atom(strndup(e->text, n), CL_INT);
}

/* 1.5d0 -> 1.5e0 (double), 0.5_go_wp -> 0.5, 0.5 -> 0.5f: a default real is single precision
 * in Fortran, and stays so. */
static ClValue realLiteral(ClKernel *k, const PsyFExpr *e) {
  size_t n;
  const char *kind = kindSuffix(e->text, &n);
  char *digits = strndup(e->text, n);
  char *d = strpbrk(digits, "dDqQ");
  ClType t = clTypeOf("real", kind);
  if (d) *d = 'e', t = kind ? CL_NONE : CL_DOUBLE;
  if (t == CL_NONE) {
    clRefuse(k, e->loc, "real literal '%s' (its kind)", e->text);
    free(digits);
    return none();
  }
  char *text = clFormat("%s%s%s", digits, strpbrk(digits, ".eE") ? "" : ".",
                        t == CL_FLOAT ? "f" : "");
  free(digits);
  return atom(text, t);
}

static ClValue logicalLiteral(const PsyFExpr *e) {
  return atom(strdup(strncmp(e->text, ".true.", 6) ? "0" : "1"), CL_LOGICAL);
}

/* ---- names and array elements --------------------------------------------------------------- */

static ClValue name(ClKernel *k, const PsyFExpr *e) {
  const ClSym *s = clLookup(k, e->text);
  if (!s)
    return clRefuse(k, e->loc, "'%s', which is not an argument, local or constant of %s "
                               "(a module variable?),", e->text, k->kernel), none();
  if (s->kind == CL_SYM_ARRAY)
    return clRefuse(k, e->loc, "the whole array '%s' (only its elements a(i, j))", e->text),
           none();
  return atom(strdup(s->name), s->type);
}

/* a(ii, jj) -> a[(ii - 1) + (jj - 1) * get_global_size(0)]: column-major, 1-based, every
 * field of the grid as wide as the NDRange. */
static ClValue element(ClKernel *k, const PsyFExpr *e, const ClSym *s) {
  if (e->nargs != 2)
    return clRefuse(k, e->loc, "'%s' with %d subscripts (two: i, j)", s->name, e->nargs), none();
  ClValue sub[2];
  for (int i = 0; i < 2; ++i) {
    if (e->args[i]->kind == PSY_FX_OTHER || e->args[i]->keyword) {
      clRefuse(k, e->loc, "an array section of '%s'", s->name);
      sub[i] = none();
    } else sub[i] = clExpr(k, e->args[i]);
  }
  if (sub[0].type != CL_INT || sub[1].type != CL_INT) {
    if (sub[0].type && sub[1].type)
      clRefuse(k, e->loc, "'%s' with a subscript that is not an integer", s->name);
    clValueFree(&sub[0]), clValueFree(&sub[1]);
    return none();
  }
  char *ii = operand(&sub[0], 12), *jj = operand(&sub[1], 12);
  char *t = clFormat("%s[(%s - 1) + (%s - 1) * get_global_size(0)]", s->name, ii, jj);
  free(ii), free(jj);
  return atom(t, s->type);
}

/* ---- operators ------------------------------------------------------------------------------ */

typedef enum { OP_ARITH, OP_COMPARE, OP_LOGICAL } OpClass;

static const struct {
  const char *fortran, *c;
  int prec;
  OpClass cls;
} kBinary[] = {
    {"*", "*", 13, OP_ARITH},        {"/", "/", 13, OP_ARITH},         {"+", "+", 12, OP_ARITH},
    {"-", "-", 12, OP_ARITH},        {"<", "<", 10, OP_COMPARE},       {"<=", "<=", 10, OP_COMPARE},
    {">", ">", 10, OP_COMPARE},      {">=", ">=", 10, OP_COMPARE},     {"==", "==", 9, OP_COMPARE},
    {"/=", "!=", 9, OP_COMPARE},     {".and.", "&&", 5, OP_LOGICAL},   {".or.", "||", 4, OP_LOGICAL},
    {".eqv.", "==", 9, OP_LOGICAL},  {".neqv.", "!=", 9, OP_LOGICAL},
};

/* x ** n: pown for a real base and an integer exponent, psy_ipow for two integers (the
 * program defines it), pow for a real exponent, both operands of one type. */
static ClValue power(ClKernel *k, ClValue *a, ClValue *b) {
  if (b->type == CL_INT) {
    if (a->type == CL_INT) k->needIpow = true;
    const char *fn = a->type == CL_INT ? "psy_ipow" : "pown";
    ClType t = a->type;
    char *x = operand(a, 0), *n = operand(b, 0);
    char *text = clFormat("%s(%s, %s)", fn, x, n);
    free(x), free(n);
    return atom(text, t);
  }
  ClType t = wider(a->type, b->type);
  char *x = convert(a, t), *y = convert(b, t);
  char *text = clFormat("pow(%s, %s)", x, y);
  free(x), free(y);
  return atom(text, t);
}

static ClValue binary(ClKernel *k, const PsyFExpr *e) {
  ClValue a = clExpr(k, e->args[0]), b = clExpr(k, e->args[1]);
  if (!a.type || !b.type) return clValueFree(&a), clValueFree(&b), none();
  size_t i = 0, n = sizeof kBinary / sizeof kBinary[0];
  while (i < n && strcmp(kBinary[i].fortran, e->text)) ++i;
  bool isPow = !strcmp(e->text, "**");
  bool wantLogical = i < n && kBinary[i].cls == OP_LOGICAL;
  bool ok = (i < n || isPow) && (wantLogical ? a.type == CL_LOGICAL && b.type == CL_LOGICAL
                                             : numeric(a.type) && numeric(b.type));
  if (!ok) {
    clRefuse(k, e->loc, "the operator '%s' on these operands", e->text);
    return clValueFree(&a), clValueFree(&b), none();
  }
  if (isPow) return power(k, &a, &b);
  ClType t = kBinary[i].cls == OP_ARITH ? wider(a.type, b.type) : CL_LOGICAL;
  int p = kBinary[i].prec;
  char *x = operand(&a, p), *y = operand(&b, p + 1);
  ClValue v = {clFormat("%s %s %s", x, kBinary[i].c, y), t, p};
  free(x), free(y);
  return v;
}

static ClValue unary(ClKernel *k, const PsyFExpr *e) {
  ClValue a = clExpr(k, e->args[0]);
  if (!a.type) return a;
  bool paren = !strcmp(e->text, "()"), not = !strcmp(e->text, ".not.");
  if (!paren && not != (a.type == CL_LOGICAL)) {
    clRefuse(k, e->loc, "the operator '%s' on this operand", e->text);
    return clValueFree(&a), none();
  }
  ClType t = a.type;
  if (paren) {
    ClValue v = atom(clFormat("(%s)", a.text), t);
    return clValueFree(&a), v;
  }
  char *x = operand(&a, CL_PREC_UNARY + 1);
  ClValue v = {clFormat("%s%s", not ? "!" : e->text, x), t, CL_PREC_UNARY};
  free(x);
  return v;
}

/* ---- intrinsic functions -------------------------------------------------------------------- */

/* The arguments of call `e`, translated; false (all freed) if any failed. */
static bool arguments(ClKernel *k, const PsyFExpr *e, ClValue *out) {
  bool ok = true;
  for (int i = 0; i < e->nargs; ++i) {
    out[i] = clExpr(k, e->args[i]);
    ok &= out[i].type != CL_NONE;
  }
  if (!ok)
    for (int i = 0; i < e->nargs; ++i) clValueFree(&out[i]);
  return ok;
}

typedef ClValue (*IntrinsicFn)(ClKernel *k, const PsyFExpr *e, const char *c, ClValue *args);

/* f(x) for a real x: sqrt, exp, log, sin, ... */
static ClValue math(ClKernel *k, const PsyFExpr *e, const char *c, ClValue *args) {
  ClType t = wider(args[0].type, args[e->nargs - 1].type);
  if (t < CL_FLOAT) {
    clRefuse(k, e->loc, "'%s' of an integer argument (Fortran needs a real one)", e->base->text);
    for (int i = 0; i < e->nargs; ++i) clValueFree(&args[i]);
    return none();
  }
  PsyStrBuf b = {0};
  for (int i = 0; i < e->nargs; ++i) {
    char *x = convert(&args[i], t);
    psyStrBufPrintf(&b, "%s%s", i ? ", " : "", x);
    free(x);
  }
  ClValue v = atom(clFormat("%s(%s)", c, b.data), t);
  psyStrBufFree(&b);
  return v;
}

/* abs: fabs for reals; OpenCL's abs of an int is unsigned, so it is cast back. */
static ClValue absolute(ClKernel *k, const PsyFExpr *e, const char *c, ClValue *args) {
  if (args[0].type != CL_INT) return math(k, e, "fabs", args);
  char *x = operand(&args[0], 0);
  ClValue v = atom(clFormat("((int)abs(%s))", x), CL_INT);
  free(x);
  return v;
}

/* min/max of any number of arguments, folded left, in their common type. */
static ClValue minMax(ClKernel *k, const PsyFExpr *e, const char *c, ClValue *args) {
  ClType t = CL_INT;
  for (int i = 0; i < e->nargs; ++i) t = wider(t, args[i].type);
  const char *fn = t == CL_INT ? c + 1 : c; /* "fmin" -> "min" for integers */
  char *acc = convert(&args[0], t);
  for (int i = 1; i < e->nargs; ++i) {
    char *x = convert(&args[i], t), *next = clFormat("%s(%s, %s)", fn, acc, x);
    free(acc), free(x);
    acc = next;
  }
  return atom(acc, t);
}

/* mod: C's % truncates as Fortran's mod does; fmod for reals. */
static ClValue modulo(ClKernel *k, const PsyFExpr *e, const char *c, ClValue *args) {
  if (args[0].type != CL_INT || args[1].type != CL_INT) return math(k, e, "fmod", args);
  char *a = operand(&args[0], 14), *p = operand(&args[1], 14);
  ClValue v = {clFormat("%s %% %s", a, p), CL_INT, 13};
  free(a), free(p);
  return v;
}

/* sign(a, b): |a| with the sign of b. */
static ClValue sign(ClKernel *k, const PsyFExpr *e, const char *c, ClValue *args) {
  if (args[0].type != CL_INT || args[1].type != CL_INT) return math(k, e, "copysign", args);
  char *a = operand(&args[0], 0), *b = operand(&args[1], 0);
  ClValue v = atom(clFormat("(%s >= 0 ? (int)abs(%s) : -(int)abs(%s))", b, a, a), CL_INT);
  free(a), free(b);
  return v;
}

/* real(x[, kind]), dble(x), int(x): casts; nint, floor, ceiling: rounded, then cast. */
static ClValue conversion(ClKernel *k, const PsyFExpr *e, const char *c, ClValue *args) {
  ClType t = !strcmp(c, "double") ? CL_DOUBLE : !strcmp(c, "float") ? CL_FLOAT : CL_INT;
  if (e->nargs == 2) { /* real(x, kind): the kind names the type */
    const PsyFExpr *kind = e->args[1];
    t = psyFExprIsName(kind) ? clTypeOf("real", kind->text) : CL_NONE;
    clValueFree(&args[1]);
    if (!t) return clRefuse(k, kind->loc, "this kind of real()"), clValueFree(&args[0]), none();
  }
  if (args[0].type == t) return args[0];
  bool round = t == CL_INT && strcmp(c, "int");
  char *x = operand(&args[0], round ? 0 : CL_PREC_UNARY);
  char *text = round ? clFormat("((int)%s(%s))", c, x) : clFormat("((%s)%s)", clTypeName(t), x);
  free(x);
  return atom(text, t);
}

static const struct {
  const char *name, *c;
  int minArgs, maxArgs;
  IntrinsicFn fn;
} kIntrinsics[] = {
    {"sqrt", "sqrt", 1, 1, math},   {"exp", "exp", 1, 1, math},     {"log", "log", 1, 1, math},
    {"log10", "log10", 1, 1, math}, {"sin", "sin", 1, 1, math},     {"cos", "cos", 1, 1, math},
    {"tan", "tan", 1, 1, math},     {"asin", "asin", 1, 1, math},   {"acos", "acos", 1, 1, math},
    {"atan", "atan", 1, 1, math},   {"atan2", "atan2", 2, 2, math}, {"sinh", "sinh", 1, 1, math},
    {"cosh", "cosh", 1, 1, math},   {"tanh", "tanh", 1, 1, math},   {"abs", "abs", 1, 1, absolute},
    {"min", "fmin", 2, 64, minMax}, {"max", "fmax", 2, 64, minMax}, {"mod", "%", 2, 2, modulo},
    {"sign", "copysign", 2, 2, sign}, {"real", "float", 1, 2, conversion},
    {"dble", "double", 1, 1, conversion}, {"int", "int", 1, 1, conversion},
    {"nint", "round", 1, 1, conversion}, {"floor", "floor", 1, 1, conversion},
    {"ceiling", "ceil", 1, 1, conversion},
};

static ClValue intrinsic(ClKernel *k, const PsyFExpr *e) {
  const char *fname = e->base->text;
  size_t i = 0, n = sizeof kIntrinsics / sizeof kIntrinsics[0];
  while (i < n && strcmp(kIntrinsics[i].name, fname)) ++i;
  if (i == n)
    return clRefuse(k, e->loc, "a call to the function '%s'", fname), none();
  if (e->nargs < kIntrinsics[i].minArgs || e->nargs > kIntrinsics[i].maxArgs)
    return clRefuse(k, e->loc, "'%s' with %d arguments", fname, e->nargs), none();
  for (int a = 0; a < e->nargs; ++a)
    if (e->args[a]->keyword && !(a == 1 && !strcmp(e->args[a]->keyword, "kind")))
      return clRefuse(k, e->args[a]->loc, "a keyword argument of '%s'", fname), none();
  ClValue args[64];
  /* real(x, go_wp): the kind is a name, not a value */
  if (kIntrinsics[i].fn == conversion && e->nargs == 2) {
    args[0] = clExpr(k, e->args[0]);
    args[1] = atom(strdup(""), CL_INT);
    if (!args[0].type) return clValueFree(&args[1]), none();
  } else if (!arguments(k, e, args)) return none();
  for (int a = 0; a < e->nargs; ++a)
    if (args[a].type == CL_LOGICAL) {
      clRefuse(k, e->loc, "'%s' of a logical argument", fname);
      for (int b = 0; b < e->nargs; ++b) clValueFree(&args[b]);
      return none();
    }
  return kIntrinsics[i].fn(k, e, kIntrinsics[i].c, args);
}

static ClValue call(ClKernel *k, const PsyFExpr *e) {
  if (!psyFExprIsName(e->base)) return clRefuse(k, e->loc, "this reference"), none();
  const ClSym *s = clLookup(k, e->base->text);
  if (s && s->kind == CL_SYM_ARRAY) return element(k, e, s);
  if (s) return clRefuse(k, e->loc, "'%s(...)': '%s' is not an array", s->name, s->name), none();
  return intrinsic(k, e);
}

ClValue clExpr(ClKernel *k, const PsyFExpr *e) {
  switch (e->kind) {
  case PSY_FX_NAME: return name(k, e);
  case PSY_FX_INT: return intLiteral(k, e);
  case PSY_FX_REAL: return realLiteral(k, e);
  case PSY_FX_LOGICAL: return logicalLiteral(e);
  case PSY_FX_CALL: return call(k, e);
  case PSY_FX_BINARY: return binary(k, e);
  case PSY_FX_UNARY: return unary(k, e);
  case PSY_FX_STRING: return clRefuse(k, e->loc, "character data"), none();
  case PSY_FX_COMPONENT: return clRefuse(k, e->loc, "a derived-type component"), none();
  case PSY_FX_ARRAY: return clRefuse(k, e->loc, "an array constructor"), none();
  default: return clRefuse(k, e->loc, "the expression '%s'", e->source), none();
  }
}
