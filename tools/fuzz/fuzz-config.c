/* psy-fuzz-config: libFuzzer target for the PSyclone configuration reader (psyConfigLoad,
 * lib/Driver/Config.c, docs/config.md) as psyc and psy-opt use it: the file is read, every
 * typed getter and the precision map are asked, the notes are printed and the honoured keys
 * are attached to a module. The same bytes then go to the other small file reader, the
 * precision file of psyc's --precision (psyPrecisionConfigLoad). */
#include "FuzzCommon.h"

#include "psy-c/Builtins.h"
#include "psy-c/Config.h"

#include <stdio.h>
#include <stdlib.h>

/* Every key the reader knows, and one it does not. */
static const char *const kKeys[] = {
    "distributed_memory", "reproducible_reductions", "reprod_pad_size", "psyir_root_name",
    "valid_psy_data_prefixes", "ocl_devices_per_node", "ignore_modules", "fortran_standard",
    "backend_checks_enabled", "compute_annexed_dofs", "access_mapping",
    "supported_fortran_datatypes", "default_kind", "precision_map", "run_time_checks",
    "num_any_space", "num_any_discontinuous_space", "no_such_key"};

static MlirContext ctx;
static FILE *devNull;

static void closeAll(void) {
  if (!mlirContextIsNull(ctx)) mlirContextDestroy(ctx);
  if (devNull) fclose(devNull);
}

/* The reader needs only the builtin dialect (locations, the module psy.config goes on). */
int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  ctx = mlirContextCreate();
  mlirContextEnableMultithreading(ctx, false);
  mlirContextAttachDiagnosticHandler(ctx, psyFuzzDropDiagnostic, NULL, NULL);
  devNull = fopen("/dev/null", "w");
  if (!devNull) psyFuzzFail("cannot open /dev/null");
  atexit(closeAll);
  return 0;
}

/* What the drivers ask of a configuration after reading it. */
static void useConfig(const PsyConfig *cfg) {
  for (size_t i = 0; i < sizeof kKeys / sizeof kKeys[0]; ++i) {
    (void)psyConfigGetBool(cfg, kKeys[i]);
    (void)psyConfigGetInt(cfg, kKeys[i]);
    (void)psyConfigGetString(cfg, kKeys[i]);
  }
  for (intptr_t i = 0; i < psyConfigGetNumPrecisions(cfg); ++i) {
    (void)psyConfigGetPrecisionKind(cfg, i);
    (void)psyConfigGetPrecisionBytes(cfg, i);
  }
  psyConfigPrintNotes(cfg, devNull);
  PsyPrecisionConfig pc;
  psyPrecisionConfigInitDefault(&pc);
  psyConfigApplyPrecisions(cfg, &pc);
  psyPrecisionConfigDestroy(&pc);
  MlirModule m = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  psyConfigAttach(cfg, mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *path = psyFuzzWriteInput("psyclone.cfg", data, size);
  PsyConfig *cfg = psyConfigCreate();
  (void)psyConfigLoad(cfg, ctx, path);
  useConfig(cfg);
  psyConfigDestroy(cfg);
  PsyPrecisionConfig pc;
  psyPrecisionConfigInitDefault(&pc);
  (void)psyPrecisionConfigLoad(&pc, ctx, path);
  for (int i = 0; i < pc.count; ++i)
    (void)psyPrecisionConfigGetType(&pc, ctx, mlirStringRefCreateFromCString(pc.kinds[i].kind));
  psyPrecisionConfigDestroy(&pc);
  return 0;
}
