/* Internal to libPsyJit: Jit.c keeps the specialisations and the switches; JitCompile.c
 * makes them with LLVM (parse, specialise, optimise, emit) and loads them with ORC. */
#ifndef PSY_JIT_INTERNAL_H
#define PSY_JIT_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "psy-rt/Jit.h"

/* What specialising one invoke on one set of keys did. */
typedef struct {
  void *fn;        /* the specialised function; NULL on failure */
  bool fromDisk;   /* loaded from $PSY_JIT_CACHE rather than compiled */
  char *why;       /* on failure, why (heap) */
} PsyJitResult;

/* The invoke specialised on `keys`: compiled, or loaded from `cacheDir` when it holds it
 * (NULL: no disk cache), and added to the process's JIT. Called with Jit.c's lock held. */
PsyJitResult psyJitSpecialise(const PsyJitInvoke *inv, const int64_t *keys,
                              const char *cacheDir);

/* FNV-1a over `n` bytes, continuing from `h` (start with PSY_JIT_FNV_SEED). */
#define PSY_JIT_FNV_SEED 14695981039346656037ull
uint64_t psyJitHash(uint64_t h, const void *data, size_t n);

/* printf into a new heap string. */
char *psyJitFormat(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif /* PSY_JIT_INTERNAL_H */
