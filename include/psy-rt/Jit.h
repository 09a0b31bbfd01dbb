/* psy-rt/Jit.h: run-time specialisation of compiled invokes (`psyc --psy-jit`, docs/jit.md).
 *
 * A schedule object built with --psy-jit holds its LLVM bitcode (kernels linked in, before
 * optimisation) and, per invoke, a descriptor. Each invoke's entry point becomes a stub that
 * passes the values it is specialised on (its integer sizes: nlayers, ndf, undf, loop bounds,
 * quadrature and stencil sizes) to psyJitGet and calls the function that returns: the invoke
 * compiled with those values as constants (LLVM O3, in-process through LLVM's ORC JIT), or
 * the ahead-of-time code when specialisation is off or fails. The layouts below are what psyc
 * writes into the object (lib/Driver/ScheduleJit.c); libPsyJit reads them (lib/Jit). */
#ifndef PSY_RT_JIT_H
#define PSY_RT_JIT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One schedule object's code: its bitcode, the CPU it was compiled for, and the addresses of
 * what its code refers to outside itself (functions and variables of the program, and its
 * own variables, which the specialised code must share with the ahead-of-time code). */
typedef struct {
  const char *bitcode;
  int64_t bitcodeSize;
  const char *cpu;             /* LLVM's CPU name ("x86-64", or the host's under
                                  --psy-host-tuned) */
  const char *features;        /* its feature string ("" for the CPU's defaults) */
  int32_t nsymbols;
  const char *const *names;    /* the names the bitcode declares them by */
  void *const *addresses;      /* and where they are in the program */
} PsyJitModule;

/* One invoke: its entry point's name in the bitcode, the ahead-of-time function, and what it
 * is specialised on, in order: per key a parameter's index, or -1 for an int32 the invoke
 * reads through memory (GOcean's slots), which the bitcode reads from the global variable
 * `<name>.key<i>` instead. */
typedef struct {
  const PsyJitModule *module;
  const char *name;
  void *aot;
  int32_t nkeys;
  const int32_t *keyParams;
} PsyJitInvoke;

/* The function to call for `invoke` with specialised parameters `keys` (`invoke->nkeys`
 * values, in the order of `keyParams`): the specialised code, or `invoke->aot`. Never fails;
 * a failure to specialise prints one warning naming the invoke. Thread-safe. */
void *psyJitGet(const PsyJitInvoke *invoke, const int64_t *keys);

/* PSY_JIT_STATS: one line per invoke at exit (specialisations compiled, loaded from the disk
 * cache, calls; compile time). Also callable directly, to `stderr`. */
void psyJitPrintStats(void);

#ifdef __cplusplus
}
#endif

#endif /* PSY_RT_JIT_H */
