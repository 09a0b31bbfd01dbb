/* Parsing a builtin's effect string (see BuiltinEffect.h for the grammar): a recursive-descent
 * parser over a fixed-size node array, so a malformed row is reported, never overflowed. */
#include "BuiltinEffect.h"

#include <ctype.h>
#include <stdbool.h>
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
  if (ps->e->count == PSY_EFFECT_MAX_NODES)
    return parseError(ps, "expression too long");
  ps->e->nodes[ps->e->count] = node;
  return ps->e->count++;
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

/* Parses `row`'s effect. On failure returns the reason (a static string). */
const char *psyBuiltinEffectParse(const PsyBuiltin *row, PsyEffect *e) {
  Parser ps = {row->effect, e, NULL};
  memset(e, 0, sizeof *e);
  e->reduce = -1;
  skipSpace(&ps);
  e->target = *ps.p++;
  if (!accept(&ps, "="))
    return "expected 'LETTER ='";
  e->root = psyBuiltinIsReduction(row) ? parseReduction(&ps) : parseExpr(&ps);
  skipSpace(&ps);
  if (!ps.error && *ps.p)
    ps.error = "unexpected text after the expression";
  return ps.error;
}
