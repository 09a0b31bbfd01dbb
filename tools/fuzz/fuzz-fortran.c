/* psy-fuzz-fortran: libFuzzer target for the Fortran front end as psyc runs it
 * (docs/developer.md, "Fuzzing"): flang's parser in-process (psyFortranParse) and the shared
 * walker, then the algorithm layer, the kernel metadata of the kernels its invokes name, the
 * psy IR built from them (psyFrontendBuild, which verifies it) and the rewritten algorithm.
 *
 * An input is one file: the kernel modules an algorithm uses sit in the same file, before
 * the program (the seeds are written so), and the kernel search path is the input's own
 * directory, so the file is read again as the kernels' file. */
#include "FuzzCommon.h"

#include "psy-c/Fortran.h"
#include "psy-c/Frontend.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Builds the psy IR of the algorithm and rewrites the algorithm from it, as psyc does. The
 * kernel modules are found in the input itself, through `cache`, which holds the input's
 * unit already: flang's parse is most of an input's time, and parsing the same bytes again
 * for each module the algorithm uses would give the same unit. */
static void compile(PsyFUnit *unit, const PsyFortranOptions *fopts, PsyFrontendCache *cache) {
  const char *dirs[] = {psyFuzzDir()};
  PsyFrontendOptions fo = {.emit = PSY_EMIT_IR, .kernelPaths = dirs, .nkernelPaths = 1,
                           .parse = psyFortranParseFn, .parseCtx = (void *)fopts,
                           .cache = cache};
  MlirModule mod;
  PsyFrontendSession *s = psyFrontendBuild(unit, &fo, psyFuzzContext(), &mod);
  if (!s) return;
  /* Outside the search path would be cleaner, but one private directory is enough: the
   * file is removed before the next input is indexed. */
  char out[160];
  snprintf(out, sizeof out, "%s", psyFuzzPath("rewritten.f90"));
  (void)psyFrontendRewriteAlgorithm(s, mlirModuleGetOperation(mod), out);
  unlink(out);
  mlirModuleDestroy(mod);
  psyFrontendSessionDestroy(s);
}

/* The cache lives for one input only, so nothing parsed from one input reaches the next. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  PsyFortranOptions fopts = {0};
  PsyFrontendCache *cache = psyFrontendCacheCreate();
  const char *path = psyFuzzWriteInput("alg.f90", data, size);
  PsyFUnit *unit = psyFrontendCacheUnit(cache, path, psyFortranParseFn, &fopts);
  if (unit) compile(unit, &fopts, cache);
  psyFrontendCacheDestroy(cache);
  return 0;
}
