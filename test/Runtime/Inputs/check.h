/* Tiny assertion helpers for the runtime's C tests: EXPECT prints a FAIL line and counts it;
 * a test's main returns report(), non-zero when anything failed. */
#ifndef PSY_RT_TEST_CHECK_H
#define PSY_RT_TEST_CHECK_H

#include <math.h>
#include <stdio.h>

static int failures;

#define EXPECT(cond, ...)                                                                   \
  do {                                                                                      \
    if (!(cond)) {                                                                          \
      ++failures;                                                                           \
      printf("FAIL %s:%d: ", __FILE__, __LINE__);                                           \
      printf(__VA_ARGS__);                                                                  \
      printf("\n");                                                                         \
    }                                                                                       \
  } while (0)

#define EXPECT_NEAR(a, b, tol) \
  EXPECT(fabs((double)(a) - (double)(b)) <= (tol), "%s = %.17g, expected %.17g", #a, \
         (double)(a), (double)(b))

static inline int report(void) {
  printf("%d failures\n", failures);
  return failures != 0;
}

#endif
