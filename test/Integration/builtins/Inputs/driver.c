/* Runs every builtin of all-builtins.mlir (compiled by psy-opt --psy-to-llvm and psy-translate)
 * on fields of 100000 dofs and compares it with the C reference below, written from the LFRic
 * builtin definitions and not from the table the compiler reads.
 *
 * ABI: after psy-to-llvm each memref<?xT> argument is five arguments (allocated pointer,
 * aligned pointer, offset, size, stride); scalars are passed as themselves; the invoke
 * returns its reduction (0.0 for the other builtins). Every test invoke has the same signature:
 *   Z, Y, X (f64 fields), a, b, c (f64), n (i32), IZ, IY, IX (i32 fields), ia, ic (i32),
 *   F (f32 field, the target of real_to_real_X).
 * Tolerances: integer results, copies and conversions exact; arithmetic within 1 ulp;
 * reductions within 1e-12 relative. Prints one line per builtin; exits 1 on any mismatch.
 * The first six builtins lowered were setval_c, setval_X, X_plus_Y, inc_aX_plus_Y, a_times_X
 * and X_innerproduct_Y. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 100000

#define MEMREF(T) T *, T *, int64_t, int64_t, int64_t
#define PASS(p) (p), (p), 0, (int64_t)N, 1
typedef double (*InvokeFn)(MEMREF(double), MEMREF(double), MEMREF(double), double, double,
                           double, int32_t, MEMREF(int32_t), MEMREF(int32_t), MEMREF(int32_t),
                           int32_t, int32_t, MEMREF(float));

/* Everything one builtin can touch. */
typedef struct {
  double Z[N], Y[N], X[N];
  double a, b, c;
  int32_t n;
  int32_t IZ[N], IY[N], IX[N];
  int32_t ia, ic;
  float F[N];
} Env;

typedef enum { EXACT, ULP1, REDUCTION } Tolerance;
typedef enum { X_MIXED, X_POSITIVE, X_INT_RANGE } XValues;

/* ---- Inputs: negative, zero, tiny, large; integer fields over the whole i32 range ---- */

static double mixed(int i, int salt) {
  switch ((i + salt) % 7) {
  case 0: return 0.0;
  case 1: return -1.0e100 * (1 + i % 13);
  case 2: return 3.0e-200 * (i + 1);
  case 3: return -(double)(i % 1000) - 0.375;
  case 4: return 1.0e6 + i * 0.1;
  case 5: return -2.5e-3 * (i % 97 + 1);
  default: return 12345.678 / (i + 1);
  }
}

static int32_t mixedInt(int i, int salt) {
  static const int32_t kSpecial[] = {0, -1, 1, INT32_MAX, INT32_MIN + 1, -123456789, 987654321};
  if (i % 5 == 0)
    return kSpecial[(i / 5 + salt) % 7];
  return (int32_t)((uint32_t)i * 2654435761u + (uint32_t)salt * 40503u) >> (i % 17);
}

static double xValue(int i, XValues kind) {
  double x = mixed(i, 0);
  if (kind == X_POSITIVE)
    return fabs(x) + 0.5;
  if (kind == X_INT_RANGE)
    return fmod(x, 2.0e9) - (i % 3) * 0.75; /* fptosi needs values within i32 */
  return x;
}

static void init(Env *e, XValues kind) {
  for (int i = 0; i < N; ++i) {
    e->Z[i] = -7777.0 - i; /* outputs start as garbage that must be overwritten */
    e->Y[i] = mixed(i, 3);
    if (e->Y[i] == 0.0)
      e->Y[i] = -0.5; /* Y divides in X_divideby_Y: keep it nonzero */
    e->X[i] = xValue(i, kind);
    e->IZ[i] = -99;
    e->IY[i] = mixedInt(i, 1);
    e->IX[i] = mixedInt(i, 4);
    e->F[i] = -1.0f;
  }
  e->a = -2.75;
  e->b = 1.0e-3;
  e->c = -4.5e200;
  e->n = 3;
  e->ia = -17;
  e->ic = 123456;
}

/* ---- The reference: per-dof statements and reductions ---- */

/* Integer arithmetic wraps, as arith.addi/subi/muli do; C's signed overflow would not. */
static int32_t wadd(int32_t x, int32_t y) { return (int32_t)((uint32_t)x + (uint32_t)y); }
static int32_t wsub(int32_t x, int32_t y) { return (int32_t)((uint32_t)x - (uint32_t)y); }
static int32_t wmul(int32_t x, int32_t y) { return (int32_t)((uint32_t)x * (uint32_t)y); }
static int32_t isign(int32_t a, int32_t x) {
  int32_t m = a < 0 ? wsub(0, a) : a;
  return x >= 0 ? m : wsub(0, m);
}
static int32_t imax(int32_t x, int32_t y) { return x > y ? x : y; }
static int32_t imin(int32_t x, int32_t y) { return x < y ? x : y; }

/* The documented generator: splitmix64's finaliser of dof + 1, top 53 bits scaled to [0,1). */
static double random01(int64_t dof) {
  uint64_t z = (uint64_t)(dof + 1) * 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return (double)(z >> 11) * 0x1p-53;
}

#define DOF(name, stmt)                                                                      \
  static double ref_##name(Env *e) {                                                         \
    double *Z = e->Z, *Y = e->Y, *X = e->X;                                                  \
    int32_t *IZ = e->IZ, *IY = e->IY, *IX = e->IX;                                           \
    double a = e->a, b = e->b, c = e->c;                                                     \
    int32_t n = e->n, ia = e->ia, ic = e->ic;                                                \
    float *F = e->F;                                                                         \
    (void)Z, (void)Y, (void)X, (void)IZ, (void)IY, (void)IX, (void)a, (void)b, (void)c;      \
    (void)n, (void)ia, (void)ic, (void)F;                                                    \
    for (int i = 0; i < N; ++i) {                                                            \
      stmt;                                                                                  \
    }                                                                                        \
    return 0.0;                                                                              \
  }

#define REDUCE(name, init, stmt)                                                             \
  static double ref_##name(Env *e) {                                                         \
    const double *X = e->X, *Y = e->Y;                                                       \
    (void)Y;                                                                                 \
    double s = init;                                                                         \
    for (int i = 0; i < N; ++i) {                                                            \
      stmt;                                                                                  \
    }                                                                                        \
    return s;                                                                                \
  }

DOF(X_plus_Y, Z[i] = X[i] + Y[i])
DOF(inc_X_plus_Y, X[i] = X[i] + Y[i])
DOF(a_plus_X, Y[i] = a + X[i])
DOF(inc_a_plus_X, X[i] = a + X[i])
DOF(aX_plus_Y, Z[i] = a * X[i] + Y[i])
DOF(inc_aX_plus_Y, X[i] = a * X[i] + Y[i])
DOF(inc_X_plus_bY, X[i] = X[i] + b * Y[i])
DOF(aX_plus_bY, Z[i] = a * X[i] + b * Y[i])
DOF(inc_aX_plus_bY, X[i] = a * X[i] + b * Y[i])
DOF(aX_plus_aY, Z[i] = a * (X[i] + Y[i]))
DOF(X_minus_Y, Z[i] = X[i] - Y[i])
DOF(inc_X_minus_Y, X[i] = X[i] - Y[i])
DOF(a_minus_X, Y[i] = a - X[i])
DOF(inc_a_minus_X, X[i] = a - X[i])
DOF(X_minus_a, Y[i] = X[i] - a)
DOF(inc_X_minus_a, X[i] = X[i] - a)
DOF(aX_minus_Y, Z[i] = a * X[i] - Y[i])
DOF(X_minus_bY, Z[i] = X[i] - b * Y[i])
DOF(inc_X_minus_bY, X[i] = X[i] - b * Y[i])
DOF(aX_minus_bY, Z[i] = a * X[i] - b * Y[i])
DOF(X_times_Y, Z[i] = X[i] * Y[i])
DOF(inc_X_times_Y, X[i] = X[i] * Y[i])
DOF(inc_aX_times_Y, X[i] = a * X[i] * Y[i])
DOF(a_times_X, Y[i] = a * X[i])
DOF(inc_a_times_X, X[i] = a * X[i])
DOF(X_divideby_Y, Z[i] = X[i] / Y[i])
DOF(inc_X_divideby_Y, X[i] = X[i] / Y[i])
DOF(X_divideby_a, Y[i] = X[i] / a)
DOF(inc_X_divideby_a, X[i] = X[i] / a)
DOF(a_divideby_X, Y[i] = a / X[i])
DOF(inc_a_divideby_X, X[i] = a / X[i])
DOF(inc_X_powreal_a, X[i] = pow(X[i], a))
DOF(inc_X_powint_n, X[i] = __builtin_powi(X[i], n))
DOF(setval_c, X[i] = c)
DOF(setval_X, Y[i] = X[i])
DOF(setval_random, X[i] = random01(i))
REDUCE(X_innerproduct_Y, 0.0, s += X[i] * Y[i])
REDUCE(X_innerproduct_X, 0.0, s += X[i] * X[i])
REDUCE(sum_X, 0.0, s += X[i])
REDUCE(minval_X, INFINITY, s = fmin(s, X[i]))
REDUCE(maxval_X, -INFINITY, s = fmax(s, X[i]))
DOF(sign_X, Y[i] = copysign(fabs(a), X[i]))
DOF(max_aX, Y[i] = fmax(a, X[i]))
DOF(inc_max_aX, X[i] = fmax(a, X[i]))
DOF(min_aX, Y[i] = fmin(a, X[i]))
DOF(inc_min_aX, X[i] = fmin(a, X[i]))
DOF(real_to_int_X, IY[i] = (int32_t)X[i])
DOF(real_to_real_X, F[i] = (float)X[i])
DOF(int_to_real_X, Y[i] = (double)IX[i])
DOF(int_X_plus_Y, IZ[i] = wadd(IX[i], IY[i]))
DOF(int_inc_X_plus_Y, IX[i] = wadd(IX[i], IY[i]))
DOF(int_a_plus_X, IY[i] = wadd(ia, IX[i]))
DOF(int_inc_a_plus_X, IX[i] = wadd(ia, IX[i]))
DOF(int_X_minus_Y, IZ[i] = wsub(IX[i], IY[i]))
DOF(int_inc_X_minus_Y, IX[i] = wsub(IX[i], IY[i]))
DOF(int_a_minus_X, IY[i] = wsub(ia, IX[i]))
DOF(int_inc_a_minus_X, IX[i] = wsub(ia, IX[i]))
DOF(int_X_minus_a, IY[i] = wsub(IX[i], ia))
DOF(int_inc_X_minus_a, IX[i] = wsub(IX[i], ia))
DOF(int_X_times_Y, IZ[i] = wmul(IX[i], IY[i]))
DOF(int_inc_X_times_Y, IX[i] = wmul(IX[i], IY[i]))
DOF(int_a_times_X, IY[i] = wmul(ia, IX[i]))
DOF(int_inc_a_times_X, IX[i] = wmul(ia, IX[i]))
DOF(int_setval_c, IX[i] = ic)
DOF(int_setval_X, IY[i] = IX[i])
DOF(int_sign_X, IY[i] = isign(ia, IX[i]))
DOF(int_max_aX, IY[i] = imax(ia, IX[i]))
DOF(int_inc_max_aX, IX[i] = imax(ia, IX[i]))
DOF(int_min_aX, IY[i] = imin(ia, IX[i]))
DOF(int_inc_min_aX, IX[i] = imin(ia, IX[i]))

/* ---- The table of tests ---- */

#define LIST(T)                                                                              \
  T(X_plus_Y, ULP1, X_MIXED) T(inc_X_plus_Y, ULP1, X_MIXED) T(a_plus_X, ULP1, X_MIXED)       \
  T(inc_a_plus_X, ULP1, X_MIXED) T(aX_plus_Y, ULP1, X_MIXED) T(inc_aX_plus_Y, ULP1, X_MIXED) \
  T(inc_X_plus_bY, ULP1, X_MIXED) T(aX_plus_bY, ULP1, X_MIXED)                               \
  T(inc_aX_plus_bY, ULP1, X_MIXED) T(aX_plus_aY, ULP1, X_MIXED) T(X_minus_Y, ULP1, X_MIXED)  \
  T(inc_X_minus_Y, ULP1, X_MIXED) T(a_minus_X, ULP1, X_MIXED) T(inc_a_minus_X, ULP1, X_MIXED) \
  T(X_minus_a, ULP1, X_MIXED) T(inc_X_minus_a, ULP1, X_MIXED) T(aX_minus_Y, ULP1, X_MIXED)   \
  T(X_minus_bY, ULP1, X_MIXED) T(inc_X_minus_bY, ULP1, X_MIXED)                              \
  T(aX_minus_bY, ULP1, X_MIXED) T(X_times_Y, ULP1, X_MIXED) T(inc_X_times_Y, ULP1, X_MIXED)  \
  T(inc_aX_times_Y, ULP1, X_MIXED) T(a_times_X, ULP1, X_MIXED)                               \
  T(inc_a_times_X, ULP1, X_MIXED) T(X_divideby_Y, ULP1, X_MIXED)                             \
  T(inc_X_divideby_Y, ULP1, X_MIXED) T(X_divideby_a, ULP1, X_MIXED)                          \
  T(inc_X_divideby_a, ULP1, X_MIXED) T(a_divideby_X, ULP1, X_MIXED)                          \
  T(inc_a_divideby_X, ULP1, X_MIXED) T(inc_X_powreal_a, ULP1, X_POSITIVE)                    \
  T(inc_X_powint_n, ULP1, X_MIXED) T(setval_c, EXACT, X_MIXED) T(setval_X, EXACT, X_MIXED)   \
  T(setval_random, EXACT, X_MIXED) T(X_innerproduct_Y, REDUCTION, X_MIXED)                   \
  T(X_innerproduct_X, REDUCTION, X_MIXED) T(sum_X, REDUCTION, X_MIXED)                       \
  T(minval_X, REDUCTION, X_MIXED) T(maxval_X, REDUCTION, X_MIXED) T(sign_X, EXACT, X_MIXED)  \
  T(max_aX, EXACT, X_MIXED) T(inc_max_aX, EXACT, X_MIXED) T(min_aX, EXACT, X_MIXED)          \
  T(inc_min_aX, EXACT, X_MIXED) T(real_to_int_X, EXACT, X_INT_RANGE)                         \
  T(real_to_real_X, EXACT, X_MIXED) T(int_to_real_X, EXACT, X_MIXED)                         \
  T(int_X_plus_Y, EXACT, X_MIXED) T(int_inc_X_plus_Y, EXACT, X_MIXED)                        \
  T(int_a_plus_X, EXACT, X_MIXED) T(int_inc_a_plus_X, EXACT, X_MIXED)                        \
  T(int_X_minus_Y, EXACT, X_MIXED) T(int_inc_X_minus_Y, EXACT, X_MIXED)                      \
  T(int_a_minus_X, EXACT, X_MIXED) T(int_inc_a_minus_X, EXACT, X_MIXED)                      \
  T(int_X_minus_a, EXACT, X_MIXED) T(int_inc_X_minus_a, EXACT, X_MIXED)                      \
  T(int_X_times_Y, EXACT, X_MIXED) T(int_inc_X_times_Y, EXACT, X_MIXED)                      \
  T(int_a_times_X, EXACT, X_MIXED) T(int_inc_a_times_X, EXACT, X_MIXED)                      \
  T(int_setval_c, EXACT, X_MIXED) T(int_setval_X, EXACT, X_MIXED)                            \
  T(int_sign_X, EXACT, X_MIXED) T(int_max_aX, EXACT, X_MIXED)                                \
  T(int_inc_max_aX, EXACT, X_MIXED) T(int_min_aX, EXACT, X_MIXED)                            \
  T(int_inc_min_aX, EXACT, X_MIXED)

#define DECLARE(name, tol, xs)                                                               \
  double b_##name(MEMREF(double), MEMREF(double), MEMREF(double), double, double, double,    \
                  int32_t, MEMREF(int32_t), MEMREF(int32_t), MEMREF(int32_t), int32_t,      \
                  int32_t, MEMREF(float));
LIST(DECLARE)

typedef struct {
  const char *name;
  InvokeFn fn;
  double (*ref)(Env *);
  Tolerance tol;
  XValues xs;
} Test;

#define ROW(name, tol, xs) {#name, b_##name, ref_##name, tol, xs},
static const Test kTests[] = {LIST(ROW)};

/* ---- Comparison ---- */

/* Distance in units in the last place; equal values (including both NaN, or +0 and -0) are 0. */
static uint64_t ulpDistance(double x, double y) {
  if (x == y || (isnan(x) && isnan(y)))
    return 0;
  if (isnan(x) || isnan(y) || signbit(x) != signbit(y))
    return UINT64_MAX;
  int64_t ix, iy;
  memcpy(&ix, &x, 8);
  memcpy(&iy, &y, 8);
  return ix > iy ? (uint64_t)(ix - iy) : (uint64_t)(iy - ix);
}

static int compareReal(const char *name, const char *what, const double *got,
                       const double *want, uint64_t maxUlp) {
  for (int i = 0; i < N; ++i)
    if (ulpDistance(got[i], want[i]) > maxUlp) {
      printf("%s: %s[%d] = %.17g, expected %.17g\n", name, what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

static int compareFloat(const char *name, const float *got, const float *want) {
  for (int i = 0; i < N; ++i)
    if (ulpDistance(got[i], want[i]) != 0) {
      printf("%s: F[%d] = %.9g, expected %.9g\n", name, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

static int compareInt(const char *name, const char *what, const int32_t *got,
                      const int32_t *want) {
  for (int i = 0; i < N; ++i)
    if (got[i] != want[i]) {
      printf("%s: %s[%d] = %d, expected %d\n", name, what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

static int compareScalar(const char *name, double got, double want) {
  double scale = fabs(want) > 0 ? fabs(want) : 1.0;
  if (got == want || fabs(got - want) <= 1e-12 * scale)
    return 0;
  printf("%s: result %.17g, expected %.17g\n", name, got, want);
  return 1;
}

static int compareEnv(const Test *t, const Env *got, const Env *want, double rGot,
                      double rWant) {
  uint64_t ulp = t->tol == ULP1 ? 1 : 0;
  return compareReal(t->name, "Z", got->Z, want->Z, ulp) |
         compareReal(t->name, "Y", got->Y, want->Y, ulp) |
         compareReal(t->name, "X", got->X, want->X, ulp) | compareFloat(t->name, got->F, want->F) |
         compareInt(t->name, "IZ", got->IZ, want->IZ) |
         compareInt(t->name, "IY", got->IY, want->IY) |
         compareInt(t->name, "IX", got->IX, want->IX) | compareScalar(t->name, rGot, rWant);
}

static int runTest(const Test *t, Env *got, Env *want) {
  init(got, t->xs);
  init(want, t->xs);
  double rGot = t->fn(PASS(got->Z), PASS(got->Y), PASS(got->X), got->a, got->b, got->c, got->n,
                      PASS(got->IZ), PASS(got->IY), PASS(got->IX), got->ia, got->ic,
                      PASS(got->F));
  double rWant = t->ref(want);
  int bad = compareEnv(t, got, want, rGot, rWant);
  printf("%-20s %s\n", t->name, bad ? "MISMATCH" : "ok");
  return bad;
}

int main(void) {
  Env *got = malloc(sizeof *got), *want = malloc(sizeof *want);
  if (!got || !want)
    return 2;
  int n = (int)(sizeof kTests / sizeof kTests[0]), failures = 0;
  for (int i = 0; i < n; ++i)
    failures += runTest(&kTests[i], got, want);
  if (failures)
    printf("%d of %d builtins mismatch\n", failures, n);
  else
    printf("all %d builtins match\n", n);
  free(got);
  free(want);
  return failures ? 1 : 0;
}
