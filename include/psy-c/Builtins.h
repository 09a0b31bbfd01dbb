/* psy-c/Builtins.h: the LFRic builtin set as data.
 *
 * One table row per builtin (lib/Dialect/Builtins.c) gives its name, its arguments in
 * metadata order (letter, kind, data type) and its per-dof effect in a small expression form.
 * The effects are parsed once into trees (psy-c/BuiltinEffect.h) and every other fact
 * -- each argument's access, the reduction, precision conversion -- derives from them.
 * psy-verify (signatures), the front end, dependence analysis (accesses) and
 * psy-lower-builtins all read this table; adding a builtin is adding a row. */
#ifndef PSY_C_BUILTINS_H
#define PSY_C_BUILTINS_H

#include <stdbool.h>
#include <stdint.h>
#include "mlir-c/IR.h"
#include "psy-c/Domain.h"

#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One argument in the vocabulary of psy-c/Domain.h: a builtin's arguments are fields or
 * scalars, real or integer, read, write, readwrite or (the scalar) reduction. */
typedef struct {
  char name;                 /* the letter used in `effect`: X, Y, Z, a, b, c, n, s */
  PsyArgKind kind;           /* PSY_ARG_FIELD or PSY_ARG_SCALAR */
  PsyAccess access;          /* derived from the effect: read, write, readwrite, reduction */
  PsyDataType dtype;         /* PSY_DATA_REAL or PSY_DATA_INTEGER */
} PsyBuiltinArg;

/* aX_plus_bY(Z, a, X, b, Y) and aX_minus_bY have five. */
#define PSY_BUILTIN_MAX_ARGS 5

typedef struct {
  const char *name;          /* canonical LFRic spelling, e.g. "inc_aX_plus_Y" */
  const char *effect;        /* per-dof effect, e.g. "X = a*X + Y" (grammar: docs/builtins.md) */
  int nargs;                 /* metadata arguments, the reduction scalar included */
  PsyBuiltinArg args[PSY_BUILTIN_MAX_ARGS];
} PsyBuiltin;

PSY_CAPI_EXPORTED intptr_t psyBuiltinCount(void);
PSY_CAPI_EXPORTED const PsyBuiltin *psyBuiltinAt(intptr_t i);
/* Case-insensitive lookup; NULL if unknown. */
PSY_CAPI_EXPORTED const PsyBuiltin *psyBuiltinLookup(MlirStringRef name);
/* True if the builtin has a reduction argument (returned as the psy.builtin result, not an
 * operand). */
PSY_CAPI_EXPORTED bool psyBuiltinIsReduction(const PsyBuiltin *b);
/* Which reduction (sum, min, max) the builtin computes, in `*kind`; false if none. */
PSY_CAPI_EXPORTED bool psyBuiltinGetReduction(const PsyBuiltin *b, PsyReduction *kind);
/* True if the effect converts explicitly (calls int() or real()): its value's type is that of
 * the argument assigned, whatever its operands' (other real builtins convert between
 * precisions as Fortran's operations and assignment do: docs/builtins.md). */
PSY_CAPI_EXPORTED bool psyBuiltinConvertsPrecision(const PsyBuiltin *b);

/* Checks a psy.builtin op against its table row: known name, operand count and kinds, data
 * types and precisions, reduction result. Emits an error at the op and returns failure.
 * psy-verify calls it for every psy.builtin. */
PSY_CAPI_EXPORTED MlirLogicalResult psyBuiltinOpVerify(MlirOperation op);

/* ---- LFRic precisions (kinds) ---------------------------------------------------------------
 * The kind -> element type map: r_def, r_double, r_tran, r_bl, r_phys, real64 f64, r_solver,
 * r_single, real32 f32 by default, i_def i32. A precision config file (`r_solver = f64` lines,
 * `#` comments; docs/psyc.md) retypes real kinds and may name new ones; the map holds as many
 * kinds as it is given. The front end types fields and scalars through it. */
typedef enum { PSY_PRECISION_F32, PSY_PRECISION_F64, PSY_PRECISION_I32 } PsyPrecisionType;

typedef struct {
  char *kind;                /* lower case */
  PsyPrecisionType type;
} PsyPrecisionKind;

/* Owns its kinds: release with psyPrecisionConfigDestroy. */
typedef struct {
  int count, cap;
  PsyPrecisionKind *kinds;
} PsyPrecisionConfig;

PSY_CAPI_EXPORTED void psyPrecisionConfigInitDefault(PsyPrecisionConfig *cfg);
PSY_CAPI_EXPORTED void psyPrecisionConfigDestroy(PsyPrecisionConfig *cfg);
/* Gives kind `kind` (`len` bytes, case-insensitive) the type `type`, adding it if new. */
PSY_CAPI_EXPORTED void psyPrecisionConfigSet(PsyPrecisionConfig *cfg, const char *kind,
                                             size_t len, PsyPrecisionType type);
/* The type of kind `kind` (case-insensitive) in `*type`; false if the kind is unknown. */
PSY_CAPI_EXPORTED bool psyPrecisionConfigLookup(const PsyPrecisionConfig *cfg,
                                                const char *kind, size_t len,
                                                PsyPrecisionType *type);
/* "f32", "f64" or "i32". */
PSY_CAPI_EXPORTED const char *psyPrecisionTypeName(PsyPrecisionType type);

/* Applies the file at `path` on top of `cfg`; each error is an MLIR diagnostic emitted in
 * `ctx` at path:line:col (1-based; an unknown location if the file cannot be opened). Fails
 * if there was one (lines before the first bad one are applied). */
PSY_CAPI_EXPORTED MlirLogicalResult psyPrecisionConfigLoad(PsyPrecisionConfig *cfg,
                                                           MlirContext ctx, const char *path);
/* The element type of kind `kind` (case-insensitive), or a null type if unknown. */
PSY_CAPI_EXPORTED MlirType psyPrecisionConfigGetType(const PsyPrecisionConfig *cfg,
                                                     MlirContext ctx, MlirStringRef kind);

#ifdef __cplusplus
}
#endif
#endif
