/* psyJitGet (psy-rt/Jit.h): which function runs an invoke's call. Specialisations are kept
 * per invoke, keyed by the values they were made for, so a second mesh gets its own; the
 * first call with new values makes one (JitCompile.c). The switches are environment
 * variables (docs/jit.md):
 *   PSY_JIT=0                 the ahead-of-time code, always
 *   PSY_JIT_CACHE=DIR         keep the specialised objects in DIR, and load them from there
 *   PSY_JIT_STATS=1           at exit, one line per invoke: made, loaded, failed, calls, time
 *   PSY_JIT_MAX=N             at most N specialisations per invoke (default 8), then the
 *                             ahead-of-time code for new values
 *   PSY_JIT_FORCE_FAILURE=1   every specialisation fails (to test the fallback) */

#include "JitInternal.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PSY_JIT_API __attribute__((visibility("default")))

typedef struct Spec {
  int64_t *keys;
  void *fn;
  struct Spec *next;
} Spec;

typedef struct State {
  const PsyJitInvoke *inv;
  char *name;             /* the invoke's, for the stats at exit */
  Spec *specs, *last;     /* `last`: the one the previous call used */
  int nspecs, compiled, loaded, failed;
  long calls;
  double seconds;         /* spent specialising */
  bool warned, warnedMax;
  struct State *next;
} State;

static pthread_mutex_t gLock = PTHREAD_MUTEX_INITIALIZER;
static State *gStates;
static int gEnabled = -1, gMax;
static const char *gCache;

uint64_t psyJitHash(uint64_t h, const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

char *psyJitFormat(const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *s = malloc((size_t)n + 1);
  if (!s) abort();
  vsnprintf(s, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return s;
}

static bool envOn(const char *name) {
  const char *v = getenv(name);
  return v && *v && strcmp(v, "0") != 0;
}

static void atExit(void) { psyJitPrintStats(); }

/* The switches, read at the first call. */
static void readSwitches(void) {
  const char *v = getenv("PSY_JIT");
  gEnabled = !(v && !strcmp(v, "0"));
  const char *max = getenv("PSY_JIT_MAX");
  gMax = max && atoi(max) > 0 ? atoi(max) : 8;
  gCache = getenv("PSY_JIT_CACHE");
  if (gCache && !*gCache) gCache = NULL;
  if (envOn("PSY_JIT_STATS")) atexit(atExit);
}

static State *stateOf(const PsyJitInvoke *inv) {
  for (State *s = gStates; s; s = s->next)
    if (s->inv == inv) return s;
  State *s = calloc(1, sizeof *s), **tail = &gStates;
  if (!s) abort();
  s->inv = inv;
  s->name = psyJitFormat("%s", inv->name);
  while (*tail) tail = &(*tail)->next; /* in order of first call, for the stats */
  return *tail = s;
}

static bool sameKeys(const Spec *sp, const int64_t *keys, int n) {
  return !n || !memcmp(sp->keys, keys, (size_t)n * sizeof *keys);
}

static Spec *find(State *s, const int64_t *keys) {
  if (s->last && sameKeys(s->last, keys, s->inv->nkeys)) return s->last;
  for (Spec *sp = s->specs; sp; sp = sp->next)
    if (sameKeys(sp, keys, s->inv->nkeys)) return sp;
  return NULL;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* One warning per invoke: the run goes on with the ahead-of-time code. */
static void warnOnce(State *s, const char *why) {
  if (s->warned) return;
  s->warned = true;
  fprintf(stderr, "psy-jit: warning: invoke '%s': cannot specialise it (%s); running the "
                  "ahead-of-time code\n", s->inv->name, why);
}

static void *makeOne(State *s, const int64_t *keys) {
  double t0 = now();
  PsyJitResult r = {0};
  if (envOn("PSY_JIT_FORCE_FAILURE"))
    r.why = psyJitFormat("PSY_JIT_FORCE_FAILURE is set");
  else
    r = psyJitSpecialise(s->inv, keys, gCache);
  s->seconds += now() - t0;
  if (!r.fn) {
    warnOnce(s, r.why ? r.why : "unknown error");
    s->failed++;
  } else {
    s->loaded += r.fromDisk;
    s->compiled += !r.fromDisk;
  }
  free(r.why);
  return r.fn ? r.fn : s->inv->aot;
}

static void *lookupOrMake(State *s, const int64_t *keys) {
  Spec *sp = find(s, keys);
  if (sp) return (s->last = sp)->fn;
  if (s->nspecs >= gMax) {
    if (!s->warnedMax)
      fprintf(stderr, "psy-jit: warning: invoke '%s': more than %d sets of sizes "
                      "(PSY_JIT_MAX); new ones run the ahead-of-time code\n", s->inv->name, gMax);
    s->warnedMax = true;
    return s->inv->aot;
  }
  sp = calloc(1, sizeof *sp);
  size_t bytes = (size_t)(s->inv->nkeys ? s->inv->nkeys : 1) * sizeof *keys;
  if (!sp || !(sp->keys = malloc(bytes))) abort();
  if (s->inv->nkeys) memcpy(sp->keys, keys, bytes);
  sp->fn = makeOne(s, keys);
  sp->next = s->specs;
  s->specs = sp, s->nspecs++;
  return (s->last = sp)->fn;
}

PSY_JIT_API void *psyJitGet(const PsyJitInvoke *inv, const int64_t *keys) {
  pthread_mutex_lock(&gLock);
  if (gEnabled < 0) readSwitches();
  void *fn = inv->aot;
  if (gEnabled) {
    State *s = stateOf(inv);
    s->calls++;
    fn = lookupOrMake(s, keys);
  }
  pthread_mutex_unlock(&gLock);
  return fn;
}

PSY_JIT_API void psyJitPrintStats(void) {
  pthread_mutex_lock(&gLock);
  for (State *s = gStates; s; s = s->next)
    fprintf(stderr, "psy-jit: invoke '%s': %d compiled, %d from the disk cache, %d failed, "
                    "%ld calls, %.1f ms specialising\n", s->name, s->compiled, s->loaded,
            s->failed, s->calls, 1e3 * s->seconds);
  pthread_mutex_unlock(&gLock);
}
