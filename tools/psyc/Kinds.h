/* psyc's kinds (Kinds.c): each LFRic kind's width for one algorithm file, from the
 * infrastructure's constants_mod and the PSyclone configuration's precision_map. */
#ifndef PSYC_KINDS_H
#define PSYC_KINDS_H

#include <stdbool.h>

#include "mlir-c/IR.h"
#include "psy-c/Config.h"
#include "psy-c/Fortran.h"
#include "psy-c/Frontend.h"

typedef struct {
  const PsyConfig *cfg;           /* precision_map */
  const char *const *includes;    /* -I: searched first, not below */
  int nincludes;
  const char *const *dirs;        /* -d: searched below; none, the algorithm's directory */
  int ndirs;
  bool verbose;                   /* --verbose: where each kind came from, to stderr */
} PsycKindsOptions;

/* Fills `pc` (the caller destroys it) for `input`; 0, or 1 after printing why when
 * constants_mod gives a kind a width psy-mlir cannot lower (`pc` is then destroyed). The
 * search and parse of constants_mod are done once per `cache` and set of directories. */
int psycKindsInit(const PsycKindsOptions *o, MlirContext ctx, PsyFrontendCache *cache,
                  const char *input, const PsyFortranOptions *fopts, PsyPrecisionConfig *pc);

#endif
