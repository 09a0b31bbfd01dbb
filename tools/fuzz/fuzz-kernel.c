/* psy-fuzz-kernel: libFuzzer target for kernel metadata alone (docs/developer.md,
 * "Fuzzing"): a kernel module parsed by flang in-process and walked (psyFortranParse), its
 * metadata read and validated (psyKernelMetaRead), then each output the front end makes of
 * a kernel file: the metadata written back as Fortran, the kernel stubs, and the
 * psy.kernel_meta ops, which must parse back as psy IR. Inputs with invoke calls are
 * algorithms, psy-fuzz-fortran's job, and are skipped. */
#include "FuzzCommon.h"

#include "psy-c/Fortran.h"
#include "psy-c/Frontend.h"

#include <stdio.h>
#include <stdlib.h>

static const PsyEmitKind kEmits[] = {PSY_EMIT_CHECK, PSY_EMIT_METADATA, PSY_EMIT_STUB,
                                     PSY_EMIT_IR};

/* Runs the front end on the kernel file for one output; the IR output must parse. */
static void emit(PsyFUnit *unit, PsyEmitKind kind) {
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  if (!out) psyFuzzFail("cannot open a memory stream");
  PsyFrontendOptions fo = {.emit = kind};
  bool ok = psyFrontendRun(unit, &fo, psyFuzzContext(), out);
  fclose(out);
  if (ok && kind == PSY_EMIT_IR && !psyFuzzParses(psyFuzzContext(), text, size)) {
    fprintf(stderr, "%.*s\n", (int)size, text);
    psyFuzzFail("the psy.kernel_meta ops the front end printed do not parse");
  }
  free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  PsyFUnit *unit = psyFortranParse(psyFuzzWriteInput("kernel.f90", data, size), NULL);
  if (!unit) return 0;
  for (size_t i = 0; unit->ninvokes == 0 && i < sizeof kEmits / sizeof kEmits[0]; ++i)
    emit(unit, kEmits[i]);
  psyFUnitDestroy(unit);
  return 0;
}
