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

static void toStderr(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stderr);
}

/* An input that cannot be read is said as the tool's own message: "psy-translate: why". */
static MlirLogicalResult printAsTool(MlirDiagnostic d, void *user) {
  (void)user;
  fputs("psy-translate: ", stderr);
  mlirDiagnosticPrint(d, toStderr, NULL);
  fputc('\n', stderr);
  return mlirLogicalResultSuccess();
}

/* Parses the whole file, by length (a NUL byte is input like any other; at most
 * PSY_MAX_INPUT_BYTES, from a regular file or standard input), after checking that its
 * nesting cannot overflow the parser's stack. */
static MlirOperation parseFile(MlirContext ctx, const char *input) {
  size_t size = 0;
  char *text = NULL;
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(ctx, printAsTool, NULL, NULL);
  MlirLogicalResult read = psyReadInput(mlirLocationUnknownGet(ctx), input, &text, &size);
  mlirContextDetachDiagnosticHandler(ctx, id);
  if (mlirLogicalResultIsFailure(read))
    return (MlirOperation){NULL};
  MlirStringRef source = {text, size}, name = mlirStringRefCreateFromCString(input);
  MlirOperation op = {NULL};
  if (mlirLogicalResultIsSuccess(psyCheckNesting(ctx, source, name, 1, PSY_MAX_NESTING)))
    op = mlirOperationCreateParse(ctx, source, name);
  free(text);
  return op;
}

static int translate(MlirContext ctx, const char *input, PsyTarget target, int opt,
                     const char *output) {
  MlirOperation op = parseFile(ctx, input);
  if (mlirOperationIsNull(op))
    return 1;
  /* Failures are diagnostics at the module's location, printed by the context's handler. */
  int rc = mlirLogicalResultIsFailure(psyTargetEmit(op, target, opt, output)) ? 1 : 0;
  mlirOperationDestroy(op);
  return rc;
}

typedef struct {
  const char *input, *output;
  PsyTarget target;
  int opt;
} Options;

/* Returns 0 to go on, 1 on error, 2 after --help. */
static int parseArgs(int argc, char **argv, Options *o) {
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-help") == 0) {
      usage(stdout);
      return 2;
    }
    if (strncmp(a, "--target=", 9) == 0) {
      o->target = psyTargetFromName(a + 9);
      if (o->target == PSY_TARGET_UNKNOWN) {
        fprintf(stderr, "psy-translate: unknown target '%s'\n", a + 9);
        usage(stderr);
        return 1;
      }
    } else if (strcmp(a, "-o") == 0) {
      if (i + 1 == argc) {
        fprintf(stderr, "psy-translate: -o needs a file name\n");
        return 1;
      }
      o->output = argv[++i];
    } else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
      o->opt = a[2] - '0';
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "psy-translate: unknown option '%s'\n", a);
      return 1;
    } else if (o->input) {
      fprintf(stderr, "psy-translate: more than one input file ('%s', '%s')\n", o->input, a);
      return 1;
    } else {
      o->input = a;
    }
  }
  if (o->target == PSY_TARGET_UNKNOWN) {
    fprintf(stderr, "psy-translate: --target=TARGET is required\n");
    usage(stderr);
    return 1;
  }
  if (!o->input)
    o->input = "-";
  return 0;
}

int main(int argc, char **argv) {
  Options o = {NULL, "-", PSY_TARGET_UNKNOWN, 2};
  int parsed = parseArgs(argc, argv, &o);
  if (parsed)
    return parsed == 2 ? 0 : 1;
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) {
    fprintf(stderr, "psy-translate: the psy dialect failed to load\n");
    return 1;
  }
  mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  int rc = translate(ctx, o.input, o.target, o.opt, o.output);
  mlirContextDestroy(ctx);
  return rc;
}
