/* The LFRic builtin set as data: one row per builtin, arguments in LFRic metadata order.
 *
 * Every consumer (psy-verify's signature check, the front end, dependence analysis,
 * psy-lower-builtins, docs/builtins.md) reads this table, so adding a builtin is adding a row.
 * The effect strings use the grammar of docs/builtins.md; the letter on the left of `=` is the
 * argument written (or the reduction scalar), the letters on the right are read. */
#include "psy-c/Builtins.h"

#include <ctype.h>
#include <string.h>

/* Argument shorthands: R/I = real/integer, F/S = field/scalar, W/R/RW = write/read/readwrite. */
#define RFW(l) {l, PSY_ARG_FIELD, PSY_ACCESS_WRITE, PSY_DATA_REAL}
#define RFR(l) {l, PSY_ARG_FIELD, PSY_ACCESS_READ, PSY_DATA_REAL}
#define RFRW(l) {l, PSY_ARG_FIELD, PSY_ACCESS_READWRITE, PSY_DATA_REAL}
#define RS(l) {l, PSY_ARG_SCALAR, PSY_ACCESS_READ, PSY_DATA_REAL}
#define RSUM(l) {l, PSY_ARG_SCALAR, PSY_ACCESS_REDUCTION, PSY_DATA_REAL}
#define IFW(l) {l, PSY_ARG_FIELD, PSY_ACCESS_WRITE, PSY_DATA_INTEGER}
#define IFR(l) {l, PSY_ARG_FIELD, PSY_ACCESS_READ, PSY_DATA_INTEGER}
#define IFRW(l) {l, PSY_ARG_FIELD, PSY_ACCESS_READWRITE, PSY_DATA_INTEGER}
#define IS(l) {l, PSY_ARG_SCALAR, PSY_ACCESS_READ, PSY_DATA_INTEGER}

static const PsyBuiltin kBuiltins[] = {
    /* ---- Real fields: addition ---- */
    {"X_plus_Y", "Z = X + Y", 3, {RFW('Z'), RFR('X'), RFR('Y')}},
    {"inc_X_plus_Y", "X = X + Y", 2, {RFRW('X'), RFR('Y')}},
    {"a_plus_X", "Y = a + X", 3, {RFW('Y'), RS('a'), RFR('X')}},
    {"inc_a_plus_X", "X = a + X", 2, {RS('a'), RFRW('X')}},
    {"aX_plus_Y", "Z = a*X + Y", 4, {RFW('Z'), RS('a'), RFR('X'), RFR('Y')}},
    {"inc_aX_plus_Y", "X = a*X + Y", 3, {RS('a'), RFRW('X'), RFR('Y')}},
    {"inc_X_plus_bY", "X = X + b*Y", 3, {RFRW('X'), RS('b'), RFR('Y')}},
    {"aX_plus_bY", "Z = a*X + b*Y", 5, {RFW('Z'), RS('a'), RFR('X'), RS('b'), RFR('Y')}},
    {"inc_aX_plus_bY", "X = a*X + b*Y", 4, {RS('a'), RFRW('X'), RS('b'), RFR('Y')}},
    {"aX_plus_aY", "Z = a*(X + Y)", 4, {RFW('Z'), RS('a'), RFR('X'), RFR('Y')}},
    /* ---- Real fields: subtraction ---- */
    {"X_minus_Y", "Z = X - Y", 3, {RFW('Z'), RFR('X'), RFR('Y')}},
    {"inc_X_minus_Y", "X = X - Y", 2, {RFRW('X'), RFR('Y')}},
    {"a_minus_X", "Y = a - X", 3, {RFW('Y'), RS('a'), RFR('X')}},
    {"inc_a_minus_X", "X = a - X", 2, {RS('a'), RFRW('X')}},
    {"X_minus_a", "Y = X - a", 3, {RFW('Y'), RFR('X'), RS('a')}},
    {"inc_X_minus_a", "X = X - a", 2, {RFRW('X'), RS('a')}},
    {"aX_minus_Y", "Z = a*X - Y", 4, {RFW('Z'), RS('a'), RFR('X'), RFR('Y')}},
    {"X_minus_bY", "Z = X - b*Y", 4, {RFW('Z'), RFR('X'), RS('b'), RFR('Y')}},
    {"inc_X_minus_bY", "X = X - b*Y", 3, {RFRW('X'), RS('b'), RFR('Y')}},
    {"aX_minus_bY", "Z = a*X - b*Y", 5, {RFW('Z'), RS('a'), RFR('X'), RS('b'), RFR('Y')}},
    /* ---- Real fields: multiplication and scaling ---- */
    {"X_times_Y", "Z = X*Y", 3, {RFW('Z'), RFR('X'), RFR('Y')}},
    {"inc_X_times_Y", "X = X*Y", 2, {RFRW('X'), RFR('Y')}},
    {"inc_aX_times_Y", "X = a*X*Y", 3, {RS('a'), RFRW('X'), RFR('Y')}},
    {"a_times_X", "Y = a*X", 3, {RFW('Y'), RS('a'), RFR('X')}},
    {"inc_a_times_X", "X = a*X", 2, {RS('a'), RFRW('X')}},
    /* ---- Real fields: division ---- */
    {"X_divideby_Y", "Z = X/Y", 3, {RFW('Z'), RFR('X'), RFR('Y')}},
    {"inc_X_divideby_Y", "X = X/Y", 2, {RFRW('X'), RFR('Y')}},
    {"X_divideby_a", "Y = X/a", 3, {RFW('Y'), RFR('X'), RS('a')}},
    {"inc_X_divideby_a", "X = X/a", 2, {RFRW('X'), RS('a')}},
    {"a_divideby_X", "Y = a/X", 3, {RFW('Y'), RS('a'), RFR('X')}},
    {"inc_a_divideby_X", "X = a/X", 2, {RS('a'), RFRW('X')}},
    /* ---- Real fields: powers ---- */
    {"inc_X_powreal_a", "X = X**a", 2, {RFRW('X'), RS('a')}},
    {"inc_X_powint_n", "X = X**n", 2, {RFRW('X'), IS('n')}},
    /* ---- Real fields: setting ---- */
    {"setval_c", "X = c", 2, {RFW('X'), RS('c')}},
    {"setval_X", "Y = X", 2, {RFW('Y'), RFR('X')}},
    {"setval_random", "X = random()", 1, {RFW('X')}},
    /* ---- Real fields: reductions (the scalar is the op's result) ---- */
    {"X_innerproduct_Y", "s = sum(X*Y)", 3, {RSUM('s'), RFR('X'), RFR('Y')}},
    {"X_innerproduct_X", "s = sum(X*X)", 2, {RSUM('s'), RFR('X')}},
    {"sum_X", "s = sum(X)", 2, {RSUM('s'), RFR('X')}},
    {"minval_X", "s = min(X)", 2, {RSUM('s'), RFR('X')}},
    {"maxval_X", "s = max(X)", 2, {RSUM('s'), RFR('X')}},
    /* ---- Real fields: sign, minimum, maximum ---- */
    {"sign_X", "Y = sign(a, X)", 3, {RFW('Y'), RS('a'), RFR('X')}},
    {"max_aX", "Y = max(a, X)", 3, {RFW('Y'), RS('a'), RFR('X')}},
    {"inc_max_aX", "X = max(a, X)", 2, {RS('a'), RFRW('X')}},
    {"min_aX", "Y = min(a, X)", 3, {RFW('Y'), RS('a'), RFR('X')}},
    {"inc_min_aX", "X = min(a, X)", 2, {RS('a'), RFRW('X')}},
    /* ---- Conversions (the only builtins that mix precisions) ---- */
    {"real_to_int_X", "Y = int(X)", 2, {IFW('Y'), RFR('X')}},
    {"real_to_real_X", "Y = real(X)", 2, {RFW('Y'), RFR('X')}},
    {"int_to_real_X", "Y = real(X)", 2, {RFW('Y'), IFR('X')}},
    /* ---- Integer fields ---- */
    {"int_X_plus_Y", "Z = X + Y", 3, {IFW('Z'), IFR('X'), IFR('Y')}},
    {"int_inc_X_plus_Y", "X = X + Y", 2, {IFRW('X'), IFR('Y')}},
    {"int_a_plus_X", "Y = a + X", 3, {IFW('Y'), IS('a'), IFR('X')}},
    {"int_inc_a_plus_X", "X = a + X", 2, {IS('a'), IFRW('X')}},
    {"int_X_minus_Y", "Z = X - Y", 3, {IFW('Z'), IFR('X'), IFR('Y')}},
    {"int_inc_X_minus_Y", "X = X - Y", 2, {IFRW('X'), IFR('Y')}},
    {"int_a_minus_X", "Y = a - X", 3, {IFW('Y'), IS('a'), IFR('X')}},
    {"int_inc_a_minus_X", "X = a - X", 2, {IS('a'), IFRW('X')}},
    {"int_X_minus_a", "Y = X - a", 3, {IFW('Y'), IFR('X'), IS('a')}},
    {"int_inc_X_minus_a", "X = X - a", 2, {IFRW('X'), IS('a')}},
    {"int_X_times_Y", "Z = X*Y", 3, {IFW('Z'), IFR('X'), IFR('Y')}},
    {"int_inc_X_times_Y", "X = X*Y", 2, {IFRW('X'), IFR('Y')}},
    {"int_a_times_X", "Y = a*X", 3, {IFW('Y'), IS('a'), IFR('X')}},
    {"int_inc_a_times_X", "X = a*X", 2, {IS('a'), IFRW('X')}},
    {"int_setval_c", "X = c", 2, {IFW('X'), IS('c')}},
    {"int_setval_X", "Y = X", 2, {IFW('Y'), IFR('X')}},
    {"int_sign_X", "Y = sign(a, X)", 3, {IFW('Y'), IS('a'), IFR('X')}},
    {"int_max_aX", "Y = max(a, X)", 3, {IFW('Y'), IS('a'), IFR('X')}},
    {"int_inc_max_aX", "X = max(a, X)", 2, {IS('a'), IFRW('X')}},
    {"int_min_aX", "Y = min(a, X)", 3, {IFW('Y'), IS('a'), IFR('X')}},
    {"int_inc_min_aX", "X = min(a, X)", 2, {IS('a'), IFRW('X')}},
};

intptr_t psyBuiltinCount(void) { return (intptr_t)(sizeof kBuiltins / sizeof kBuiltins[0]); }

const PsyBuiltin *psyBuiltinAt(intptr_t i) {
  return i >= 0 && i < psyBuiltinCount() ? &kBuiltins[i] : NULL;
}

/* Fortran names are case-insensitive, so the algorithm layer may spell X_plus_Y x_plus_y. */
static bool sameNameNoCase(MlirStringRef a, const char *b) {
  if (a.length != strlen(b))
    return false;
  for (size_t i = 0; i < a.length; ++i)
    if (tolower((unsigned char)a.data[i]) != tolower((unsigned char)b[i]))
      return false;
  return true;
}

const PsyBuiltin *psyBuiltinLookup(MlirStringRef name) {
  for (intptr_t i = 0; i < psyBuiltinCount(); ++i)
    if (sameNameNoCase(name, kBuiltins[i].name))
      return &kBuiltins[i];
  return NULL;
}

bool psyBuiltinIsReduction(const PsyBuiltin *b) {
  for (int i = 0; b && i < b->nargs; ++i)
    if (b->args[i].access == PSY_ACCESS_REDUCTION)
      return true;
  return false;
}
