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

/* Builds the psy IR of the algorithm and rewrites the algorithm from it, as psyc does. */
static void compile(PsyFUnit *unit, const PsyFortranOptions *fopts) {
  const char *dirs[] = {psyFuzzDir()};
  PsyFrontendOptions fo = {.emit = PSY_EMIT_IR, .kernelPaths = dirs, .nkernelPaths = 1,
                           .parse = psyFortranParseFn, .parseCtx = (void *)fopts};
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  PsyFortranOptions fopts = {0};
  PsyFUnit *unit = psyFortranParse(psyFuzzWriteInput("alg.f90", data, size), &fopts);
  if (!unit) return 0;
  compile(unit, &fopts);
  psyFUnitDestroy(unit);
  return 0;
}
