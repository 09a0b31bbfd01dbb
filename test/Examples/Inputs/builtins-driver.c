/* Driver for test/Examples/builtins-invoke.mlir: runs the compiled invoke on 100000-dof fields
 * and checks every field each builtin wrote, and the reduction, against a C reference. After
 * psy-to-llvm each memref<?xf64> argument is passed as its expanded descriptor (allocated
 * pointer, aligned pointer, offset, size, stride). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 100000
#define FIELD double *, double *, int64_t, int64_t, int64_t
#define PASS(p) (p), (p), (int64_t)0, (int64_t)N, (int64_t)1

double invoke_step(FIELD, FIELD, FIELD, FIELD, FIELD, FIELD, double a);

/* Element-wise builtins must match the reference exactly: same operations, same order. */
static int check(const char *what, const double *got, const double *want) {
  double worst = 0;
  for (int i = 0; i < N; ++i)
    worst = fmax(worst, fabs(got[i] - want[i]));
  printf("  %-32s max |error| = %-8g %s\n", what, worst, worst == 0 ? "ok" : "MISMATCH");
  return worst != 0;
}

static double *field(void) {
  double *p = calloc(N, sizeof(double));
  if (!p)
    exit(2);
  return p;
}

int main(void) {
  double *x = field(), *y = field(), *z = field(), *w = field(), *v = field(), *u = field();
  double *y0 = field(), *rw = field(), *rz = field(), *rv = field(), *ry = field(), *ru = field();
  const double a = -1.75;
  for (int i = 0; i < N; ++i) { /* negative, zero and large values */
    x[i] = (i % 7 == 0) ? 0.0 : sin(0.001 * i) * (i % 3 ? 1.0 : -1e6);
    y[i] = cos(0.002 * i) - 0.5;
  }
  memcpy(y0, y, N * sizeof(double));
  double s = invoke_step(PASS(x), PASS(y), PASS(z), PASS(w), PASS(v), PASS(u), a);

  double rs = 0;
  for (int i = 0; i < N; ++i) {
    rw[i] = 0.5;
    rz[i] = x[i];
    rv[i] = rz[i] + rw[i];
    ry[i] = a * y0[i] + rv[i];
    ru[i] = a * ry[i];
    rs += ru[i] * x[i];
  }
  printf("psy-mlir example: invoke_step on %d dofs, 6 builtins, x86-64 object via the LLVM C API\n", N);
  int bad = check("setval_c        w = 0.5", w, rw);
  bad += check("setval_X        z = x", z, rz);
  bad += check("X_plus_Y        v = z + w", v, rv);
  bad += check("inc_aX_plus_Y   y = a*y + v", y, ry);
  bad += check("a_times_X       u = a*y", u, ru);
  double rel = fabs(s - rs) / fmax(fabs(rs), 1e-300);
  printf("  %-32s %.17g (reference %.17g, relative error %g) %s\n", "X_innerproduct_Y s = sum(u*x)",
         s, rs, rel, rel <= 1e-12 ? "ok" : "MISMATCH");
  bad += rel > 1e-12;
  printf("result: %s\n", bad ? "FAIL" : "PASS");
  double *all[] = {x, y, z, w, v, u, y0, rw, rz, rv, ry, ru};
  for (size_t k = 0; k < sizeof all / sizeof all[0]; ++k)
    free(all[k]);
  return bad != 0;
}
