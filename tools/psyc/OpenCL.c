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

/* A source must be a regular file of sane size (psyInputFileCheck), as psyc's others. */
static int checkInput(const char *input) {
  MlirContext tool = psyToolContextCreate("psyc");
  MlirLogicalResult r = psyInputFileCheck(mlirLocationUnknownGet(tool), input);
  return mlirContextDestroy(tool), mlirLogicalResultIsFailure(r);
}

int psycWriteOpenCL(const char *input, const char *output, const PsyFortranOptions *fopts) {
  if (checkInput(input)) return 1;
  PsyFortranOptions opts = *fopts;
  opts.statements = true;
  PsyFUnit *unit = psyFortranParse(input, &opts);
  if (!unit) return fprintf(stderr, "psyc: error: cannot parse '%s'\n", input), 1;
  size_t size = 0;
  char *text = translate(unit, &size);
  psyFUnitDestroy(unit);
  if (!text) return 1;
  MlirContext tool = psyToolContextCreate("psyc");
  int rc = mlirLogicalResultIsFailure(
      psyWriteFileAtomically(mlirLocationUnknownGet(tool), output ? output : "-", text, size));
  mlirContextDestroy(tool);
  free(text);
  return rc;
}
