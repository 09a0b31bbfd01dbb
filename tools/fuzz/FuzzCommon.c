/* tools/fuzz/FuzzCommon.c: the private input directory and the quiet diagnostic handler that
 * the libFuzzer targets share (FuzzCommon.h). */
#include "FuzzCommon.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

enum { kInputsPerContext = 500 };

static char dir[64];
static MlirContext ctx;
static int inputsInContext;
static char path[128];

/* Removes the files the targets wrote (they name only a few) and the directory. */
static void removeDir(void) {
  static const char *const kNames[] = {"alg.f90", "kernel.f90", "rewritten.f90", "psyclone.cfg"};
  for (size_t i = 0; i < sizeof kNames / sizeof kNames[0]; ++i) unlink(psyFuzzPath(kNames[i]));
  rmdir(dir);
}

const char *psyFuzzDir(void) {
  if (dir[0]) return dir;
  const char *tmp = getenv("TMPDIR");
  snprintf(dir, sizeof dir, "%.40s/psy-fuzz-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) psyFuzzFail("cannot create the private input directory");
  atexit(removeDir);
  return dir;
}

const char *psyFuzzPath(const char *name) {
  snprintf(path, sizeof path, "%s/%s", psyFuzzDir(), name);
  return path;
}

const char *psyFuzzWriteInput(const char *name, const uint8_t *data, size_t size) {
  const char *p = psyFuzzPath(name);
  FILE *f = fopen(p, "wb");
  if (!f || fwrite(data, 1, size, f) != size || fclose(f)) psyFuzzFail("cannot write the input");
  return p;
}

/* An internal error (the front end's module failing its verifier, say) is the library
 * admitting a bug, whatever the input: a finding. */
MlirLogicalResult psyFuzzDropDiagnostic(MlirDiagnostic d, void *userData) {
  (void)userData;
  PsyStrBuf msg = {0};
  mlirDiagnosticPrint(d, psyStrBufCallback, &msg);
  bool internal = msg.data && strncmp(msg.data, "internal error", 14) == 0;
  if (internal) fprintf(stderr, "psy-fuzz: %s\n", msg.data);
  psyStrBufFree(&msg);
  if (internal) psyFuzzFail("the library reported an internal error");
  return mlirLogicalResultSuccess();
}

_Noreturn void psyFuzzFail(const char *what) {
  fprintf(stderr, "psy-fuzz: %s\n", what);
  fflush(stderr);
  __builtin_trap();
}

int psyFuzzParses(MlirContext ctx, const char *text, size_t size) {
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, size));
  if (mlirModuleIsNull(m)) return 0;
  mlirModuleDestroy(m);
  return 1;
}

static void destroyContext(void) {
  if (!mlirContextIsNull(ctx)) mlirContextDestroy(ctx);
  ctx = (MlirContext){NULL};
}

MlirContext psyFuzzContext(void) {
  if (!mlirContextIsNull(ctx) && inputsInContext++ < kInputsPerContext) return ctx;
  if (mlirContextIsNull(ctx)) atexit(destroyContext);
  destroyContext();
  ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) psyFuzzFail("cannot load the psy dialect");
  mlirContextEnableMultithreading(ctx, false);
  mlirContextAttachDiagnosticHandler(ctx, psyFuzzDropDiagnostic, NULL, NULL);
  inputsInContext = 1;
  return ctx;
}
