/* The LFRic builtin set as data: one row per builtin, arguments in LFRic metadata order.
 *
 * Every consumer (psy-verify's signature check, the front end, dependence analysis,
 * psy-lower-builtins, docs/builtins.md) reads this table, so adding a builtin is adding a row.
 * A row says only what the effect cannot: each argument's letter, kind and data type. The
 * effect strings (grammar: docs/builtins.md) are parsed once, at the table's first use, and
 * the accesses derive from the trees: the letter on the left of `=` is written (readwrite if
 * the right reads it too; a scalar there is the reduction result), the others are read. */
#include "psy-c/Builtins.h"
#include "psy-c/BuiltinEffect.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Argument shorthands: R/I = real/integer, F/S = field/scalar. Access is derived. */
#define RF(l) {l, PSY_ARG_FIELD, PSY_ACCESS_READ, PSY_DATA_REAL}
#define RS(l) {l, PSY_ARG_SCALAR, PSY_ACCESS_READ, PSY_DATA_REAL}
#define IF(l) {l, PSY_ARG_FIELD, PSY_ACCESS_READ, PSY_DATA_INTEGER}
#define IS(l) {l, PSY_ARG_SCALAR, PSY_ACCESS_READ, PSY_DATA_INTEGER}

/* Not const: initTable fills in each argument's access from the effect. */
static PsyBuiltin kBuiltins[] = {
    /* ---- Real fields: addition ---- */
    {"X_plus_Y", "Z = X + Y", 3, {RF('Z'), RF('X'), RF('Y')}},
    {"inc_X_plus_Y", "X = X + Y", 2, {RF('X'), RF('Y')}},
    {"a_plus_X", "Y = a + X", 3, {RF('Y'), RS('a'), RF('X')}},
    {"inc_a_plus_X", "X = a + X", 2, {RS('a'), RF('X')}},
    {"aX_plus_Y", "Z = a*X + Y", 4, {RF('Z'), RS('a'), RF('X'), RF('Y')}},
    {"inc_aX_plus_Y", "X = a*X + Y", 3, {RS('a'), RF('X'), RF('Y')}},
    {"inc_X_plus_bY", "X = X + b*Y", 3, {RF('X'), RS('b'), RF('Y')}},
    {"aX_plus_bY", "Z = a*X + b*Y", 5, {RF('Z'), RS('a'), RF('X'), RS('b'), RF('Y')}},
    {"inc_aX_plus_bY", "X = a*X + b*Y", 4, {RS('a'), RF('X'), RS('b'), RF('Y')}},
    {"aX_plus_aY", "Z = a*(X + Y)", 4, {RF('Z'), RS('a'), RF('X'), RF('Y')}},
    /* ---- Real fields: subtraction ---- */
    {"X_minus_Y", "Z = X - Y", 3, {RF('Z'), RF('X'), RF('Y')}},
    {"inc_X_minus_Y", "X = X - Y", 2, {RF('X'), RF('Y')}},
    {"a_minus_X", "Y = a - X", 3, {RF('Y'), RS('a'), RF('X')}},
    {"inc_a_minus_X", "X = a - X", 2, {RS('a'), RF('X')}},
    {"X_minus_a", "Y = X - a", 3, {RF('Y'), RF('X'), RS('a')}},
    {"inc_X_minus_a", "X = X - a", 2, {RF('X'), RS('a')}},
    {"aX_minus_Y", "Z = a*X - Y", 4, {RF('Z'), RS('a'), RF('X'), RF('Y')}},
    {"X_minus_bY", "Z = X - b*Y", 4, {RF('Z'), RF('X'), RS('b'), RF('Y')}},
    {"inc_X_minus_bY", "X = X - b*Y", 3, {RF('X'), RS('b'), RF('Y')}},
    {"aX_minus_bY", "Z = a*X - b*Y", 5, {RF('Z'), RS('a'), RF('X'), RS('b'), RF('Y')}},
    /* ---- Real fields: multiplication and scaling ---- */
    {"X_times_Y", "Z = X*Y", 3, {RF('Z'), RF('X'), RF('Y')}},
    {"inc_X_times_Y", "X = X*Y", 2, {RF('X'), RF('Y')}},
    {"inc_aX_times_Y", "X = a*X*Y", 3, {RS('a'), RF('X'), RF('Y')}},
    {"a_times_X", "Y = a*X", 3, {RF('Y'), RS('a'), RF('X')}},
    {"inc_a_times_X", "X = a*X", 2, {RS('a'), RF('X')}},
    /* ---- Real fields: division ---- */
    {"X_divideby_Y", "Z = X/Y", 3, {RF('Z'), RF('X'), RF('Y')}},
    {"inc_X_divideby_Y", "X = X/Y", 2, {RF('X'), RF('Y')}},
    {"X_divideby_a", "Y = X/a", 3, {RF('Y'), RF('X'), RS('a')}},
    {"inc_X_divideby_a", "X = X/a", 2, {RF('X'), RS('a')}},
    {"a_divideby_X", "Y = a/X", 3, {RF('Y'), RS('a'), RF('X')}},
    {"inc_a_divideby_X", "X = a/X", 2, {RS('a'), RF('X')}},
    /* ---- Real fields: powers ---- */
    {"inc_X_powreal_a", "X = X**a", 2, {RF('X'), RS('a')}},
    {"inc_X_powint_n", "X = X**n", 2, {RF('X'), IS('n')}},
    /* ---- Real fields: setting ---- */
    {"setval_c", "X = c", 2, {RF('X'), RS('c')}},
    {"setval_X", "Y = X", 2, {RF('Y'), RF('X')}},
    {"setval_random", "X = random()", 1, {RF('X')}},
    /* ---- Real fields: reductions (the scalar is the op's result) ---- */
    {"X_innerproduct_Y", "s = sum(X*Y)", 3, {RS('s'), RF('X'), RF('Y')}},
    {"X_innerproduct_X", "s = sum(X*X)", 2, {RS('s'), RF('X')}},
    {"sum_X", "s = sum(X)", 2, {RS('s'), RF('X')}},
    {"minval_X", "s = min(X)", 2, {RS('s'), RF('X')}},
    {"maxval_X", "s = max(X)", 2, {RS('s'), RF('X')}},
    /* ---- Real fields: sign, minimum, maximum ---- */
    {"sign_X", "Y = sign(a, X)", 3, {RF('Y'), RS('a'), RF('X')}},
    {"max_aX", "Y = max(a, X)", 3, {RF('Y'), RS('a'), RF('X')}},
    {"inc_max_aX", "X = max(a, X)", 2, {RS('a'), RF('X')}},
    {"min_aX", "Y = min(a, X)", 3, {RF('Y'), RS('a'), RF('X')}},
    {"inc_min_aX", "X = min(a, X)", 2, {RS('a'), RF('X')}},
    /* ---- Conversions (explicit: int() and real()) ---- */
    {"real_to_int_X", "Y = int(X)", 2, {IF('Y'), RF('X')}},
    {"real_to_real_X", "Y = real(X)", 2, {RF('Y'), RF('X')}},
    {"int_to_real_X", "Y = real(X)", 2, {RF('Y'), IF('X')}},
    /* ---- Integer fields ---- */
    {"int_X_plus_Y", "Z = X + Y", 3, {IF('Z'), IF('X'), IF('Y')}},
    {"int_inc_X_plus_Y", "X = X + Y", 2, {IF('X'), IF('Y')}},
    {"int_a_plus_X", "Y = a + X", 3, {IF('Y'), IS('a'), IF('X')}},
    {"int_inc_a_plus_X", "X = a + X", 2, {IS('a'), IF('X')}},
    {"int_X_minus_Y", "Z = X - Y", 3, {IF('Z'), IF('X'), IF('Y')}},
    {"int_inc_X_minus_Y", "X = X - Y", 2, {IF('X'), IF('Y')}},
    {"int_a_minus_X", "Y = a - X", 3, {IF('Y'), IS('a'), IF('X')}},
    {"int_inc_a_minus_X", "X = a - X", 2, {IS('a'), IF('X')}},
    {"int_X_minus_a", "Y = X - a", 3, {IF('Y'), IF('X'), IS('a')}},
    {"int_inc_X_minus_a", "X = X - a", 2, {IF('X'), IS('a')}},
    {"int_X_times_Y", "Z = X*Y", 3, {IF('Z'), IF('X'), IF('Y')}},
    {"int_inc_X_times_Y", "X = X*Y", 2, {IF('X'), IF('Y')}},
    {"int_a_times_X", "Y = a*X", 3, {IF('Y'), IS('a'), IF('X')}},
    {"int_inc_a_times_X", "X = a*X", 2, {IS('a'), IF('X')}},
    {"int_setval_c", "X = c", 2, {IF('X'), IS('c')}},
    {"int_setval_X", "Y = X", 2, {IF('Y'), IF('X')}},
    {"int_sign_X", "Y = sign(a, X)", 3, {IF('Y'), IS('a'), IF('X')}},
    {"int_max_aX", "Y = max(a, X)", 3, {IF('Y'), IS('a'), IF('X')}},
    {"int_inc_max_aX", "X = max(a, X)", 2, {IS('a'), IF('X')}},
    {"int_min_aX", "Y = min(a, X)", 3, {IF('Y'), IS('a'), IF('X')}},
    {"int_inc_min_aX", "X = min(a, X)", 2, {IS('a'), IF('X')}},
};

#define NBUILTINS ((intptr_t)(sizeof kBuiltins / sizeof kBuiltins[0]))

/* ---- The trees, built once --------------------------------------------------------------- */

static PsyEffect kEffects[NBUILTINS];
static const char *kErrors[NBUILTINS]; /* why a row's effect was rejected, or NULL */
static pthread_once_t kOnce = PTHREAD_ONCE_INIT;

static PsyAccess derivedAccess(const PsyEffect *e, const PsyBuiltinArg *a) {
  if (a->name != e->target)
    return PSY_ACCESS_READ;
  if (e->reduce >= 0)
    return PSY_ACCESS_REDUCTION;
  return psyEffectReads(e, a->name) ? PSY_ACCESS_READWRITE : PSY_ACCESS_WRITE;
}

/* A malformed row (a bug the table check reports) keeps readwrite everywhere: whoever trusts
 * it can only be too careful. */
static void initTable(void) {
  for (intptr_t i = 0; i < NBUILTINS; ++i) {
    PsyBuiltin *b = &kBuiltins[i];
    kErrors[i] = psyBuiltinEffectParse(b, &kEffects[i]);
    for (int k = 0; k < b->nargs; ++k)
      b->args[k].access =
          kErrors[i] ? PSY_ACCESS_READWRITE : derivedAccess(&kEffects[i], &b->args[k]);
  }
}

static void ensureTable(void) { pthread_once(&kOnce, initTable); }

/* The trees live as long as the library: freed when it is unloaded (the flang plugin's copy
 * is dlclose'd before exit), so nothing is left behind. */
__attribute__((destructor)) static void freeTable(void) {
  for (intptr_t i = 0; i < NBUILTINS; ++i) {
    free(kEffects[i].nodes);
    kEffects[i].nodes = NULL;
  }
}

static intptr_t rowIndex(const PsyBuiltin *b) {
  ensureTable();
  return b >= kBuiltins && b < kBuiltins + NBUILTINS ? b - kBuiltins : -1;
}

const PsyEffect *psyBuiltinEffect(const PsyBuiltin *b) {
  intptr_t i = rowIndex(b);
  return i >= 0 && !kErrors[i] ? &kEffects[i] : NULL;
}

const char *psyBuiltinEffectError(const PsyBuiltin *b) {
  intptr_t i = rowIndex(b);
  return i < 0 ? "not a row of the builtin table" : kErrors[i];
}

/* ---- The table --------------------------------------------------------------------------- */

intptr_t psyBuiltinCount(void) { return NBUILTINS; }

const PsyBuiltin *psyBuiltinAt(intptr_t i) {
  ensureTable();
  return i >= 0 && i < NBUILTINS ? &kBuiltins[i] : NULL;
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
  ensureTable();
  for (intptr_t i = 0; i < NBUILTINS; ++i)
    if (sameNameNoCase(name, kBuiltins[i].name))
      return &kBuiltins[i];
  return NULL;
}

bool psyBuiltinIsReduction(const PsyBuiltin *b) {
  PsyReduction r;
  return psyBuiltinGetReduction(b, &r);
}

bool psyBuiltinGetReduction(const PsyBuiltin *b, PsyReduction *kind) {
  const PsyEffect *e = psyBuiltinEffect(b);
  if (!e || e->reduce < 0)
    return false;
  *kind = (PsyReduction)e->reduce;
  return true;
}

/* Only int() and real() change a value's type explicitly. */
bool psyBuiltinConvertsPrecision(const PsyBuiltin *b) {
  const PsyEffect *e = psyBuiltinEffect(b);
  return psyEffectCalls(e, PSY_CALL_INT) || psyEffectCalls(e, PSY_CALL_REAL);
}

MlirLogicalResult psyBuiltinTableCheck(MlirLocation loc) {
  for (intptr_t i = 0; i < psyBuiltinCount(); ++i) {
    const PsyBuiltin *b = psyBuiltinAt(i);
    const PsyEffect *e = psyBuiltinEffect(b);
    if (!e)
      return psyEmitError(loc, "%s: %s", b->name, psyBuiltinEffectError(b));
    if (mlirLogicalResultIsFailure(psyEffectCheckRow(b, e, loc)))
      return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}
