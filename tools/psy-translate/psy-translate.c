/* psy-translate: from an LLVM-dialect module (psy-opt --psy-to-llvm output) to a file for a
 * target, through the LLVM C API: x86-64 objects or assembly, NVPTX assembly, SPIR-V or LLVM
 * IR text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"
#include "psy-c/Target.h"

static void usage(FILE *f) {
  fprintf(f, "USAGE: psy-translate --target=TARGET [-O0|-O1|-O2|-O3] [-o FILE] [input|-]\n\n"
             "TARGET is one of:\n"
             "  llvm-ir      LLVM IR text (x86-64 data layout)\n"
             "  x86_64       x86-64 ELF object file\n"
             "  x86_64-asm   x86-64 assembly\n"
             "  nvptx        PTX assembly for sm_90\n"
             "  spirv        SPIR-V binary (spirv64)\n"
             "The input must hold only LLVM-dialect ops: run psy-opt --psy-to-llvm first.\n");
}

static int translate(MlirContext ctx, const char *input, PsyTarget target, int opt,
                     const char *output) {
  char *text = psyReadFile(input, NULL);
  if (!text) {
    perror(input);
    return 1;
  }
  MlirOperation op = mlirOperationCreateParse(ctx, mlirStringRefCreateFromCString(text),
                                              mlirStringRefCreateFromCString(input));
  free(text);
  if (mlirOperationIsNull(op))
    return 1;
  char err[1024] = "";
  int rc = 0;
  if (mlirLogicalResultIsFailure(psyTargetEmit(op, target, opt, output, err, sizeof err))) {
    fprintf(stderr, "psy-translate: %s\n", err);
    rc = 1;
  }
  mlirOperationDestroy(op);
  return rc;
}

int main(int argc, char **argv) {
  const char *input = "-", *output = "-";
  PsyTarget target = PSY_TARGET_UNKNOWN;
  int opt = 2;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-help") == 0) {
      usage(stdout);
      return 0;
    } else if (strncmp(a, "--target=", 9) == 0) {
      target = psyTargetFromName(a + 9);
      if (target == PSY_TARGET_UNKNOWN) {
        fprintf(stderr, "psy-translate: unknown target '%s'\n", a + 9);
        usage(stderr);
        return 1;
      }
    } else if (strcmp(a, "-o") == 0 && i + 1 < argc)
      output = argv[++i];
    else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3])
      opt = a[2] - '0';
    else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "psy-translate: unknown option '%s'\n", a);
      return 1;
    } else
      input = a;
  }
  if (target == PSY_TARGET_UNKNOWN) {
    fprintf(stderr, "psy-translate: --target=TARGET is required\n");
    usage(stderr);
    return 1;
  }
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) {
    fprintf(stderr, "psy-translate: the psy dialect failed to load\n");
    return 1;
  }
  mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  int rc = translate(ctx, input, target, opt, output);
  mlirContextDestroy(ctx);
  return rc;
}
