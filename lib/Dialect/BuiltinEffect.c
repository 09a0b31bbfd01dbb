/* A builtin's effect string as a tree (see BuiltinEffect.h for the grammar): a
 * recursive-descent parser into a growing node array, the questions every consumer asks of
 * the tree, printing it back, and the check of the whole table against its trees. */
#include "psy-c/BuiltinEffect.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Function names and arities, in PsyEffectCall order. */
static const struct {
  const char *name;
  int nargs;
} kCalls[PSY_CALL_COUNT] = {
    [PSY_CALL_MAX] = {"max", 2},  [PSY_CALL_MIN] = {"min", 2},   [PSY_CALL_SIGN] = {"sign", 2},
    [PSY_CALL_INT] = {"int", 1},  [PSY_CALL_REAL] = {"real", 1}, [PSY_CALL_RANDOM] = {"random", 0},
};

typedef struct {
  const char *p;
  PsyEffect *e;
  int cap;           /* of e->nodes */
  const char *error; /* first error, a static string */
} Parser;

static void skipSpace(Parser *ps) {
  while (*ps->p == ' ')
    ++ps->p;
}

static bool accept(Parser *ps, const char *tok) {
  skipSpace(ps);
  size_t n = strlen(tok);
  if (strncmp(ps->p, tok, n) != 0)
    return false;
  ps->p += n;
  return true;
}

static int parseError(Parser *ps, const char *msg) {
  if (!ps->error)
    ps->error = msg;
  return -1;
}

static int newNode(Parser *ps, PsyEffectExpr node) {
  PsyEffect *e = ps->e;
  if (e->count == ps->cap) {
    ps->cap = ps->cap ? 2 * ps->cap : 16;
    e->nodes = realloc(e->nodes, (size_t)ps->cap * sizeof *e->nodes);
    if (!e->nodes)
      abort(); /* out of memory: nothing sensible to recover */
  }
  e->nodes[e->count] = node;
  return e->count++;
}

static int node2(Parser *ps, PsyEffectExprKind kind, char op, int a, int b) {
  if (a < 0 || b < 0)
    return -1;
  return newNode(ps, (PsyEffectExpr){kind, op, 0, 0.0, 2, {a, b}});
}

static int parseExpr(Parser *ps);
static int parseUnary(Parser *ps);

static int lookupCall(const char *name, size_t n) {
  for (int i = 0; i < PSY_CALL_COUNT; ++i)
    if (strlen(kCalls[i].name) == n && strncmp(kCalls[i].name, name, n) == 0)
      return i;
  return -1;
}

static int parseCall(Parser *ps, const char *name, size_t n) {
  int call = lookupCall(name, n);
  if (call < 0)
    return parseError(ps, "unknown function");
  PsyEffectExpr node = {PSY_EX_CALL, 0, call, 0.0, 0, {-1, -1}};
  if (!accept(ps, ")")) {
    do {
      if (node.nargs == 2)
        return parseError(ps, "too many arguments");
      node.args[node.nargs++] = parseExpr(ps);
    } while (accept(ps, ","));
    if (!accept(ps, ")"))
      return parseError(ps, "expected ')'");
  }
  if (node.nargs != kCalls[call].nargs)
    return parseError(ps, "wrong number of arguments to a function");
  if ((node.nargs > 0 && node.args[0] < 0) || (node.nargs > 1 && node.args[1] < 0))
    return -1;
  return newNode(ps, node);
}

static int parsePrimary(Parser *ps) {
  skipSpace(ps);
  const char *s = ps->p;
  if (accept(ps, "(")) {
    int e = parseExpr(ps);
    return accept(ps, ")") ? e : parseError(ps, "expected ')'");
  }
  if (isdigit((unsigned char)*s)) {
    char *end;
    double v = strtod(s, &end);
    ps->p = end;
    return newNode(ps, (PsyEffectExpr){PSY_EX_NUM, 0, 0, v, 0, {-1, -1}});
  }
  if (!isalpha((unsigned char)*s))
    return parseError(ps, "expected an operand");
  while (isalnum((unsigned char)*ps->p) || *ps->p == '_')
    ++ps->p;
  size_t n = (size_t)(ps->p - s);
  if (accept(ps, "("))
    return parseCall(ps, s, n);
  if (n != 1)
    return parseError(ps, "argument names are single letters");
  return newNode(ps, (PsyEffectExpr){PSY_EX_VAR, *s, 0, 0.0, 0, {-1, -1}});
}

static int parsePower(Parser *ps) {
  int base = parsePrimary(ps);
  if (!accept(ps, "**"))
    return base;
  return node2(ps, PSY_EX_BIN, '^', base, parseUnary(ps));
}

static int parseUnary(Parser *ps) {
  if (!accept(ps, "-"))
    return parsePower(ps);
  int operand = parseUnary(ps);
  return operand < 0 ? -1 : newNode(ps, (PsyEffectExpr){PSY_EX_NEG, '-', 0, 0.0, 1, {operand, -1}});
}

static int parseTerm(Parser *ps) {
  int lhs = parseUnary(ps);
  for (;;) {
    skipSpace(ps);
    /* `**` is a power, not two multiplications. */
    if (ps->p[0] == '*' && ps->p[1] != '*')
      lhs = (++ps->p, node2(ps, PSY_EX_BIN, '*', lhs, parseUnary(ps)));
    else if (ps->p[0] == '/')
      lhs = (++ps->p, node2(ps, PSY_EX_BIN, '/', lhs, parseUnary(ps)));
    else
      return lhs;
  }
}

static int parseExpr(Parser *ps) {
  int lhs = parseTerm(ps);
  for (;;) {
    if (accept(ps, "+"))
      lhs = node2(ps, PSY_EX_BIN, '+', lhs, parseTerm(ps));
    else if (accept(ps, "-"))
      lhs = node2(ps, PSY_EX_BIN, '-', lhs, parseTerm(ps));
    else
      return lhs;
  }
}

static int parseReduction(Parser *ps) {
  skipSpace(ps);
  for (int i = 0; i < PSY_REDUCE_COUNT; ++i) {
    const char *name = psyVocabName(PSY_VOCAB_REDUCTION, i);
    size_t n = strlen(name);
    if (strncmp(ps->p, name, n) == 0 && ps->p[n] == '(') {
      ps->p += n + 1;
      ps->e->reduce = i;
      int e = parseExpr(ps);
      return accept(ps, ")") ? e : parseError(ps, "expected ')'");
    }
  }
  return parseError(ps, "a reduction's effect must be sum(...), min(...) or max(...)");
}

/* The row's argument named `letter`, or NULL. */
static const PsyBuiltinArg *argNamed(const PsyBuiltin *row, char letter) {
  for (int i = 0; i < row->nargs; ++i)
    if (row->args[i].name == letter)
      return &row->args[i];
  return NULL;
}

/* A builtin writes fields element-wise; an effect that assigns a scalar reduces into it. */
const char *psyBuiltinEffectParse(const PsyBuiltin *row, PsyEffect *e) {
  Parser ps = {row->effect, e, 0, NULL};
  memset(e, 0, sizeof *e);
  e->reduce = -1;
  skipSpace(&ps);
  e->target = *ps.p;
  const PsyBuiltinArg *target = argNamed(row, *ps.p);
  if (*ps.p)
    ++ps.p;
  if (!target)
    return "the letter on the left of '=' is not an argument";
  if (!accept(&ps, "="))
    return "expected 'LETTER ='";
  e->root = target->kind == PSY_ARG_SCALAR ? parseReduction(&ps) : parseExpr(&ps);
  skipSpace(&ps);
  if (!ps.error && *ps.p)
    ps.error = "unexpected text after the expression";
  return ps.error;
}

/* ---- Questions about a tree -------------------------------------------------------------- */

bool psyEffectReads(const PsyEffect *e, char letter) {
  for (int i = 0; e && i < e->count; ++i)
    if (e->nodes[i].kind == PSY_EX_VAR && e->nodes[i].op == letter)
      return true;
  return false;
}

bool psyEffectCalls(const PsyEffect *e, PsyEffectCall call) {
  for (int i = 0; e && i < e->count; ++i)
    if (e->nodes[i].kind == PSY_EX_CALL && e->nodes[i].call == (int)call)
      return true;
  return false;
}

/* ---- Printing ---------------------------------------------------------------------------- */

/* Binding strength, as in the grammar: sums < products < unary minus < powers < primaries. */
enum { PREC_SUM = 1, PREC_PRODUCT, PREC_UNARY, PREC_POWER, PREC_PRIMARY };

static int precedence(const PsyEffectExpr *x) {
  if (x->kind == PSY_EX_NEG)
    return PREC_UNARY;
  if (x->kind != PSY_EX_BIN)
    return PREC_PRIMARY;
  return x->op == '^' ? PREC_POWER : strchr("+-", x->op) ? PREC_SUM : PREC_PRODUCT;
}

static void printNode(const PsyEffect *e, int n, int minPrec, PsyStrBuf *out);

static void printCall(const PsyEffect *e, const PsyEffectExpr *x, PsyStrBuf *out) {
  psyStrBufPrintf(out, "%s(", kCalls[x->call].name);
  for (int i = 0; i < x->nargs; ++i) {
    if (i)
      psyStrBufAppend(out, ", ", 2);
    printNode(e, x->args[i], PREC_SUM, out);
  }
  psyStrBufAppend(out, ")", 1);
}

/* Left-associative + - * / take a right operand that binds tighter; ** is
 * right-associative and its exponent may be a unary minus. */
static void printBinary(const PsyEffect *e, const PsyEffectExpr *x, PsyStrBuf *out) {
  int prec = precedence(x);
  if (x->op == '^') {
    printNode(e, x->args[0], PREC_PRIMARY, out);
    psyStrBufAppend(out, "**", 2);
    printNode(e, x->args[1], PREC_UNARY, out);
    return;
  }
  printNode(e, x->args[0], prec, out);
  if (prec == PREC_SUM)
    psyStrBufPrintf(out, " %c ", x->op);
  else
    psyStrBufPrintf(out, "%c", x->op);
  printNode(e, x->args[1], prec + 1, out);
}

static void printNode(const PsyEffect *e, int n, int minPrec, PsyStrBuf *out) {
  const PsyEffectExpr *x = &e->nodes[n];
  bool parens = precedence(x) < minPrec;
  if (parens)
    psyStrBufAppend(out, "(", 1);
  switch (x->kind) {
  case PSY_EX_VAR:
    psyStrBufPrintf(out, "%c", x->op);
    break;
  case PSY_EX_NUM:
    psyStrBufPrintf(out, "%g", x->num);
    break;
  case PSY_EX_NEG:
    psyStrBufAppend(out, "-", 1);
    printNode(e, x->args[0], PREC_UNARY, out);
    break;
  case PSY_EX_BIN:
    printBinary(e, x, out);
    break;
  case PSY_EX_CALL:
    printCall(e, x, out);
    break;
  }
  if (parens)
    psyStrBufAppend(out, ")", 1);
}

void psyEffectPrint(const PsyEffect *e, PsyStrBuf *out) {
  psyStrBufPrintf(out, "%c = ", e->target);
  if (e->reduce >= 0)
    psyStrBufPrintf(out, "%s(", psyVocabName(PSY_VOCAB_REDUCTION, e->reduce));
  printNode(e, e->root, PREC_SUM, out);
  if (e->reduce >= 0)
    psyStrBufAppend(out, ")", 1);
}

/* ---- A row against its tree ------------------------------------------------------------- */

MlirLogicalResult psyEffectCheckRow(const PsyBuiltin *b, const PsyEffect *e, MlirLocation loc) {
  for (int i = 0; i < e->count; ++i)
    if (e->nodes[i].kind == PSY_EX_VAR && !argNamed(b, e->nodes[i].op))
      return psyEmitError(loc, "%s: '%c' is not an argument", b->name, e->nodes[i].op);
  for (int i = 0; i < b->nargs; ++i) {
    const PsyBuiltinArg *a = &b->args[i];
    if (a->name != e->target && !psyEffectReads(e, a->name))
      return psyEmitError(loc, "%s: argument '%c' is unused", b->name, a->name);
    if ((a->kind == PSY_ARG_FIELD) != (bool)isupper((unsigned char)a->name))
      return psyEmitError(loc, "%s: fields are upper case, scalars lower case", b->name);
  }
  PsyStrBuf text = {0};
  psyEffectPrint(e, &text);
  MlirLogicalResult r = mlirLogicalResultSuccess();
  if (strcmp(text.data, b->effect))
    r = psyEmitError(loc, "%s: '%s' reads back as '%s'", b->name, b->effect, text.data);
  psyStrBufFree(&text);
  return r;
}
