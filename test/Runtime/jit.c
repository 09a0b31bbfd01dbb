// libPsyJit (psy-rt/Jit.h, docs/jit.md) on a hand-made schedule: a specialised entry point
// computes with the key it was made for, whatever value its parameter is given at the call
// (so the key really became a constant); a key read through a global (GOcean's slots) too;
// each set of keys has its own code, made once; the program's function and variable are
// reached through the symbol table. Then the switches: PSY_JIT=0, a forced failure, the
// PSY_JIT_MAX limit, and the disk cache (cold, warm, and a corrupt file made again).
// RUN: clang-22 -O1 -c -emit-llvm %S/Inputs/jit_invokes.c -o %t.bc
// RUN: %cc %s -I%psy_src_root/include %psy_jit_libs -o %t
// RUN: %jit_env PSY_JIT_STATS=1 %t %t.bc > %t.out 2>&1
// RUN: FileCheck --check-prefix=JIT %s < %t.out
// RUN: %jit_env PSY_JIT=0 %t %t.bc 2>&1 | FileCheck --check-prefix=OFF %s
// RUN: %jit_env PSY_JIT_FORCE_FAILURE=1 %t %t.bc 2>&1 | FileCheck --check-prefix=FAIL %s
// RUN: %jit_env PSY_JIT_MAX=1 %t %t.bc 2>&1 | FileCheck --check-prefix=MAX %s
// RUN: rm -rf %t.cache
// RUN: %jit_env PSY_JIT_CACHE=%t.cache PSY_JIT_STATS=1 %t %t.bc 2>&1 | FileCheck --check-prefix=COLD %s
// RUN: ls %t.cache | FileCheck --check-prefix=FILES %s
// RUN: %jit_env PSY_JIT_CACHE=%t.cache PSY_JIT_STATS=1 %t %t.bc 2>&1 | FileCheck --check-prefix=WARM %s
// RUN: for f in %t.cache/*.o; do echo not an object > $f; done
// RUN: %jit_env PSY_JIT_CACHE=%t.cache PSY_JIT_STATS=1 %t %t.bc 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: %jit_env PSY_JIT_CACHE=%t.cache PSY_JIT_STATS=1 %t %t.bc 2>&1 | FileCheck --check-prefix=WARM %s
#include <stdio.h>
#include <stdlib.h>

#include "psy-rt/Jit.h"

int counter;
static int recorded = -1;
void record(int value);
void record(int value) { recorded = value; }

static void aotScaled(int n, long *out) { out[0] = -1000 - n; }
static void aotSlotted(long *out) { out[0] = -1; }

static char *readAll(const char *path, long *size) {
  FILE *f = fopen(path, "rb");
  if (!f || fseek(f, 0, SEEK_END) || (*size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) exit(2);
  char *b = malloc((size_t)*size);
  if (!b || fread(b, 1, (size_t)*size, f) != (size_t)*size) exit(2);
  fclose(f);
  return b;
}

typedef void (*ScaledFn)(int, long *);
typedef void (*SlottedFn)(long *);

// Calls the code for keys {n} with the parameter 0: the key must be what it computes with.
static void *callScaled(const PsyJitInvoke *inv, int64_t n) {
  void *fn = psyJitGet(inv, &n);
  long out[4] = {0};
  ((ScaledFn)fn)(0, out);
  printf("scaled %lld: %s, out %ld %ld, recorded %d, counter %d\n", (long long)n,
         fn == (void *)aotScaled ? "ahead of time" : "specialised", out[0], out[3], recorded,
         counter);
  return fn;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0); /* in order with libPsyJit's warnings */
  if (argc != 2) return 2;
  long size = 0;
  char *bc = readAll(argv[1], &size);
  const char *names[] = {"record", "counter"};
  void *const addresses[] = {(void *)record, &counter};
  PsyJitModule mod = {bc, size, "x86-64", "", 2, names, addresses};
  const int32_t scaledKeys[] = {0}, slottedKeys[] = {-1};
  PsyJitInvoke scaled = {&mod, "scaled", (void *)aotScaled, 1, scaledKeys};
  PsyJitInvoke slotted = {&mod, "slotted", (void *)aotSlotted, 1, slottedKeys};
  void *seven = callScaled(&scaled, 7);
  callScaled(&scaled, 9);
  printf("7 again: %s\n", callScaled(&scaled, 7) == seven ? "the same code" : "other code");
  int64_t five = 5;
  long out[1] = {0};
  ((SlottedFn)psyJitGet(&slotted, &five))(out);
  printf("slotted 5: out %ld\n", out[0]);
  fflush(stdout);
  free(bc);
  return 0;
}

// JIT:      scaled 7: specialised, out 14 17, recorded 7, counter 1
// JIT-NEXT: scaled 9: specialised, out 18 21, recorded 9, counter 2
// JIT-NEXT: scaled 7: specialised, out 14 17, recorded 7, counter 3
// JIT-NEXT: 7 again: the same code
// JIT-NEXT: slotted 5: out 15
// JIT-NEXT: psy-jit: invoke 'scaled': 2 compiled, 0 from the disk cache, 0 failed, 3 calls, {{[0-9.]+}} ms specialising
// JIT-NEXT: psy-jit: invoke 'slotted': 1 compiled, 0 from the disk cache, 0 failed, 1 calls

// OFF-NOT:  psy-jit
// OFF:      scaled 7: ahead of time, out -1000
// OFF:      scaled 9: ahead of time, out -1000
// OFF:      slotted 5: out -1
// OFF-NOT:  psy-jit

// FAIL:     psy-jit: warning: invoke 'scaled': cannot specialise it (PSY_JIT_FORCE_FAILURE is set); running the ahead-of-time code
// FAIL-NEXT: scaled 7: ahead of time, out -1000
// FAIL-NEXT: scaled 9: ahead of time, out -1000
// FAIL-NEXT: scaled 7: ahead of time
// FAIL-NEXT: 7 again: the same code
// FAIL-NEXT: psy-jit: warning: invoke 'slotted': cannot specialise it
// FAIL-NEXT: slotted 5: out -1

// MAX:      scaled 7: specialised, out 14
// MAX-NEXT: psy-jit: warning: invoke 'scaled': more than 1 sets of sizes (PSY_JIT_MAX); new ones run the ahead-of-time code
// MAX-NEXT: scaled 9: ahead of time, out -1000
// MAX-NEXT: scaled 7: specialised, out 14

// COLD:     psy-jit: invoke 'scaled': 2 compiled, 0 from the disk cache, 0 failed
// COLD-NEXT: psy-jit: invoke 'slotted': 1 compiled, 0 from the disk cache, 0 failed
// FILES-COUNT-3: {{^[0-9a-f]+}}.o
// FILES-NOT: tmp

// WARM-NOT: warning
// WARM:     scaled 7: specialised, out 14 17, recorded 7
// WARM:     scaled 9: specialised, out 18 21, recorded 9
// WARM:     slotted 5: out 15
// WARM:     psy-jit: invoke 'scaled': 0 compiled, 2 from the disk cache, 0 failed
// WARM-NEXT: psy-jit: invoke 'slotted': 0 compiled, 1 from the disk cache, 0 failed

// BAD:      psy-jit: warning: '{{.*}}.o' does not load ({{.*}}); compiling it again
// BAD:      scaled 7: specialised, out 14 17
// BAD:      psy-jit: invoke 'scaled': 2 compiled, 0 from the disk cache, 0 failed
