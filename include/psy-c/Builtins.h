/* psy-c/Builtins.h: the LFRic builtin set as data.
 *
 * One table row per builtin (lib/Dialect/Builtins.c) gives its name, its arguments in
 * metadata order (kind, access, data type) and its per-dof effect in a small expression form.
 * psy-verify (signatures), the front end, dependence analysis (accesses) and
 * psy-lower-builtins all read this table; adding a builtin is adding a row. */
#ifndef PSY_C_BUILTINS_H
#define PSY_C_BUILTINS_H

#include <stdbool.h>
#include <stdint.h>
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum { PSY_BARG_FIELD, PSY_BARG_SCALAR } PsyBuiltinArgKind;
typedef enum {
  PSY_BACC_READ, PSY_BACC_WRITE, PSY_BACC_READWRITE, PSY_BACC_REDUCTION
} PsyBuiltinAccess;
typedef enum { PSY_BTYPE_REAL, PSY_BTYPE_INTEGER } PsyBuiltinDataType;

typedef struct {
  char name;                 /* the letter used in `effect`: X, Y, Z, a, b, c, n, s */
  PsyBuiltinArgKind kind;
  PsyBuiltinAccess access;
  PsyBuiltinDataType dtype;
} PsyBuiltinArg;

/* aX_plus_bY(Z, a, X, b, Y) and aX_minus_bY have five. */
#define PSY_BUILTIN_MAX_ARGS 5

typedef struct {
  const char *name;          /* canonical LFRic spelling, e.g. "inc_aX_plus_Y" */
  const char *effect;        /* per-dof effect, e.g. "X = a*X + Y" (grammar: docs/builtins.md) */
  int nargs;                 /* metadata arguments, the reduction scalar included */
  PsyBuiltinArg args[PSY_BUILTIN_MAX_ARGS];
} PsyBuiltin;

intptr_t psyBuiltinCount(void);
const PsyBuiltin *psyBuiltinAt(intptr_t i);
/* Case-insensitive lookup; NULL if unknown. */
const PsyBuiltin *psyBuiltinLookup(MlirStringRef name);
/* True if the builtin has a reduction argument (returned as the psy.builtin result, not an
 * operand). */
bool psyBuiltinIsReduction(const PsyBuiltin *b);

/* Checks a psy.builtin op against its table row: known name, operand count and kinds, data
 * types and precisions, reduction result. Emits an error at the op and returns failure.
 * psy-verify calls it for every psy.builtin. */
MlirLogicalResult psyBuiltinOpVerify(MlirOperation op);

/* ---- LFRic precisions (kinds) ---------------------------------------------------------------
 * The kind -> element type map: r_def, r_tran, r_bl, r_phys f64 and r_solver f32 by default,
 * i_def i32; a precision config file (`r_solver = f64` lines, `#` comments; docs/builtins.md)
 * overrides real kinds. */
#define PSY_PRECISION_MAX_KINDS 16
typedef struct {
  int count;
  char kind[PSY_PRECISION_MAX_KINDS][32];
  char type[PSY_PRECISION_MAX_KINDS][8];   /* "f32", "f64" or "i32" */
} PsyPrecisionConfig;

void psyPrecisionConfigInitDefault(PsyPrecisionConfig *cfg);
/* Applies the file at `path` on top of `cfg`; errors are emitted at file:line:col in `ctx`. */
MlirLogicalResult psyPrecisionConfigLoad(PsyPrecisionConfig *cfg, MlirContext ctx,
                                         const char *path);
/* The element type of kind `kind` (case-insensitive), or a null type if unknown. */
MlirType psyPrecisionConfigGetType(const PsyPrecisionConfig *cfg, MlirContext ctx,
                                   MlirStringRef kind);

#ifdef __cplusplus
}
#endif
#endif
