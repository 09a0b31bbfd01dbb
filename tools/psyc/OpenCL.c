/* psyc -api gocean --opencl-kernel KERNEL.f90 [-o OUT.cl]: every GOcean kernel of a file as
 * one OpenCL C program (psy-c/OpenCL.h, docs/opencl.md), written atomically to OUT.cl or to
 * standard output. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "OpenCL.h"

#include <stdio.h>
#include <stdlib.h>

#include "psy-c/Dialect.h"
#include "psy-c/Driver.h"
#include "psy-c/OpenCL.h"
#include "psy-c/Support.h"

/* The program text of `unit`'s kernels (heap), or NULL after printing the errors. */
static char *translate(const PsyFUnit *unit, size_t *size) {
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) return fputs("psyc: error: cannot load the psy dialect\n", stderr), NULL;
  mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  char *text = NULL;
  FILE *mem = open_memstream(&text, size);
  if (!mem) abort();
  PsyDiagList diags = {ctx, 0};
  bool ok = psyGoOpenCLProgramWrite(unit, &diags, mem);
  fclose(mem);
  mlirContextDestroy(ctx);
  if (!ok) free(text), text = NULL;
  return text;
}

int psycWriteOpenCL(const char *input, const char *output, const PsyFortranOptions *fopts) {
  PsyFortranOptions opts = *fopts;
  opts.statements = true;
  PsyFUnit *unit = psyFortranParse(input, &opts);
  if (!unit) return fprintf(stderr, "psyc: error: cannot parse '%s'\n", input), 1;
  size_t size = 0;
  char *text = translate(unit, &size);
  psyFUnitDestroy(unit);
  if (!text) return 1;
  char err[512];
  int rc = psyWriteFileAtomically(output ? output : "-", text, size, err, sizeof err);
  if (rc) fprintf(stderr, "psyc: error: %s\n", err);
  free(text);
  return rc;
}
