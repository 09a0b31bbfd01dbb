/* The kernel-file actions of psyDriverRun: --stub and --kernel-meta (a kernel file's stubs,
 * or its metadata as psy IR, on the request's output stream, read as its API's kernels) and
 * GOcean's --opencl-kernel (every kernel of the file as one OpenCL C program, psy-c/OpenCL.h,
 * docs/opencl.md, written atomically to the request's output or to standard output). */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "Run.h"

#include <stdio.h>
#include <stdlib.h>

#include "psy-c/OpenCL.h"
#include "psy-c/Support.h"

/* The input parsed with its API's options (statements too for a translator). */
static bool parseKernelFile(PsyDriverJob *j, bool statements) {
  PsyFortranOptions opts = j->fopts;
  opts.statements = statements;
  j->unit = psyFortranParse(j->r->input, &opts);
  if (!j->unit) psyDriverFail(j->s, "cannot parse '%s'", j->r->input);
  return j->unit != NULL;
}

MlirLogicalResult psyDriverKernelFile(PsyDriverJob *j) {
  if (!parseKernelFile(j, false)) return mlirLogicalResultFailure();
  PsyFrontendOptions fo = {.emit = j->r->action == PSY_DRIVER_STUB ? PSY_EMIT_STUB : PSY_EMIT_IR,
                           .gocean = j->api->goceanKernels,
                           .strictIntents = j->r->strictIntents};
  return psyFrontendRun(j->unit, &fo, j->s->ctx, j->r->out) ? mlirLogicalResultSuccess()
                                                             : mlirLogicalResultFailure();
}

/* The program text of the unit's kernels (heap), or NULL after the diagnostics. */
static char *translate(PsyDriverJob *j, size_t *size) {
  char *text = NULL;
  FILE *mem = open_memstream(&text, size);
  if (!mem) abort();
  PsyDiagList diags = {j->s->ctx, 0};
  bool ok = psyGoOpenCLProgramWrite(j->unit, &diags, mem);
  fclose(mem);
  if (!ok) free(text), text = NULL;
  return text;
}

MlirLogicalResult psyDriverGoOpenCLKernel(PsyDriverJob *j) {
  if (!parseKernelFile(j, true)) return mlirLogicalResultFailure();
  size_t size = 0;
  char *text = translate(j, &size);
  if (!text) return mlirLogicalResultFailure();
  const char *output = j->r->output ? j->r->output : "-";
  MlirLogicalResult res =
      psyWriteFileAtomically(mlirLocationUnknownGet(j->s->ctx), output, text, size);
  free(text);
  return res;
}
