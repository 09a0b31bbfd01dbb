/* psy-fuzz-fortran: libFuzzer target for the Fortran front end as psyc runs it
 * (docs/developer.md, "Fuzzing"): psyDriverRun on the input with -oalg, the same steps as
 * psyc -oalg: flang's parser in-process (psyFortranParse) and the shared walker, the
 * algorithm layer, the kernel metadata of the kernels its invokes name, the kinds, the psy IR
 * built from them (psyFrontendBuild, which verifies it), the distributed-memory passes, the
 * IR printed and the rewritten algorithm.
 *
 * An input is one file: the kernel modules an algorithm uses sit in the same file, before
 * the program (the seeds are written so), and the kernel search path is the input's own
 * directory, so the file is read again as the kernels' file. */
#include "FuzzCommon.h"

#include "psy-c/Driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static PsyDriverSession *session;
static FILE *devNull;

static void closeAll(void) {
  psyDriverSessionDestroy(session);
  if (devNull) fclose(devNull);
}

/* One session for the run, single-threaded, its diagnostics dropped (psyFuzzDropDiagnostic). */
int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  session = psyDriverSessionCreate(psyFuzzDropDiagnostic, NULL);
  if (!session) psyFuzzFail("cannot load the psy dialect");
  mlirContextEnableMultithreading(psyDriverSessionGetContext(session), false);
  devNull = fopen("/dev/null", "w");
  if (!devNull) psyFuzzFail("cannot open /dev/null");
  atexit(closeAll);
  return 0;
}

/* The session forgets each input's modules, so nothing parsed from one input reaches the
 * next (the file alg.f90 is rewritten for every input). The rewritten algorithm goes to the
 * same private directory, removed before the next input is indexed. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char input[160], out[160];
  snprintf(input, sizeof input, "%s", psyFuzzWriteInput("alg.f90", data, size));
  snprintf(out, sizeof out, "%s", psyFuzzPath("rewritten.f90"));
  const char *dirs[] = {psyFuzzDir()};
  PsyDriverRequest r = {.action = PSY_DRIVER_COMPILE, .input = input, .oalg = out,
                        .kernelDirs = dirs, .nkernelDirs = 1, .dm = true, .out = devNull};
  (void)psyDriverRun(session, &r);
  unlink(out);
  psyDriverSessionForget(session);
  return 0;
}
