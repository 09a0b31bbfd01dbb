/* psy-c/Config.h: PSyclone's configuration file (psyclone.cfg), as LFRic's etc/psyclone.cfg
 * writes it.
 *
 * The format is Python configparser's: `[section]` headers, `key = value` (or `key: value`)
 * lines, a value continued on indented lines, whole-line comments starting with `#` or `;`.
 * Keys ignore case. psy-mlir reads the `[DEFAULT]` and `[lfric]` sections; a key of
 * `[DEFAULT]` applies to every section, and `[lfric]` may override it. Other sections
 * (`[gocean]`, ...) are accepted and skipped by these getters; psyConfigGetEntry reads any
 * section's key as written (the GOcean `grid-properties`). Every key PSyclone documents is
 * checked (a boolean must read as a boolean, `precision_map` must map kinds to byte counts,
 * ...); keys psy-mlir does not know are accepted and listed (psyConfigGetNumNotes). docs/config.md lists
 * the keys and which ones psy-mlir honours.
 *
 * A PsyConfig starts from PSyclone's shipped defaults, so an absent file or key means
 * PSyclone's default. Drivers attach the honoured keys to the module they compile
 * (psyConfigAttach); passes read them from there, under their own options
 * (the distributed-memory passes read it, lib/Transforms/DmCommon.c). */
#ifndef PSY_C_CONFIG_H
#define PSY_C_CONFIG_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "mlir-c/IR.h"
#include "psy-c/Builtins.h"
#include "psy-c/Export.h"
#include "psy-c/Passes.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct PsyConfig PsyConfig;

/* A configuration holding PSyclone's defaults (no file). Release with psyConfigDestroy. */
PSY_CAPI_EXPORTED PsyConfig *psyConfigCreate(void);
PSY_CAPI_EXPORTED void psyConfigDestroy(PsyConfig *cfg);

/* Reads `path` into `cfg`. A missing file, a malformed line or a bad value is an error
 * diagnostic in `ctx` at path:line:col; `cfg` then keeps the values read before it. */
PSY_CAPI_EXPORTED MlirLogicalResult psyConfigLoad(PsyConfig *cfg, MlirContext ctx,
                                                  const char *path);

/* The file to read: `explicitPath` when not NULL, else $PSYCLONE_CONFIG when set and not
 * empty, else `.psyclone/psyclone.cfg` in the current directory when it exists, else NULL
 * (PSyclone's defaults apply). The result is `explicitPath`, getenv's string or a static
 * string: do not free it. */
PSY_CAPI_EXPORTED const char *psyConfigFind(const char *explicitPath);

/* The file read last; NULL for the defaults. */
PSY_CAPI_EXPORTED const char *psyConfigGetPath(const PsyConfig *cfg);

/* Typed values of the LFRic API's view (`[lfric]`, then `[DEFAULT]`, then PSyclone's
 * default). `key` ignores case: "DISTRIBUTED_MEMORY", "compute_annexed_dofs", ... A key of
 * another type, or one psy-mlir does not know, answers `false`, 0 or an empty string. */
PSY_CAPI_EXPORTED bool psyConfigGetBool(const PsyConfig *cfg, const char *key);
PSY_CAPI_EXPORTED int64_t psyConfigGetInt(const PsyConfig *cfg, const char *key);
/* The value as written (continuation lines joined by '\n', keeping their indentation); empty
 * when not given. Lives as long as `cfg`. */
PSY_CAPI_EXPORTED const char *psyConfigGetString(const PsyConfig *cfg, const char *key);

/* The value of `key` (lower case) as written in `[section]` (any section, the GOcean ones
 * included: `[gocean]`, `[gocean1.0]`), or NULL when the file has none; its line in `*line`
 * (0 when absent; `line` may be NULL). No default applies and nothing is checked: the API's
 * reader of the key does that (psyGoGridTableParse for grid-properties). */
PSY_CAPI_EXPORTED const char *psyConfigGetEntry(const PsyConfig *cfg, const char *section,
                                                const char *key, int *line);
/* `precision_map`: kind -> bytes (4, 8, 16; 1 for logicals). */
PSY_CAPI_EXPORTED intptr_t psyConfigGetNumPrecisions(const PsyConfig *cfg);
PSY_CAPI_EXPORTED const char *psyConfigGetPrecisionKind(const PsyConfig *cfg, intptr_t i);
PSY_CAPI_EXPORTED int psyConfigGetPrecisionBytes(const PsyConfig *cfg, intptr_t i);
/* Applies the real kinds of `precision_map` to the front end's kind map: 4 bytes is f32, 8 is
 * f64 (16-byte and integer/logical kinds are left as they are). */
PSY_CAPI_EXPORTED void psyConfigApplyPrecisions(const PsyConfig *cfg, PsyPrecisionConfig *pc);

/* ---- Kinds: constants_mod first, then precision_map -------------------------------------- */

/* The source of the infrastructure's constants_mod (heap; NULL if none): `constants_mod.f90`
 * or `.F90` in an `-I` directory `includes[i]`, else anywhere under a kernel directory
 * `dirs[i]` (recursively, as kernels are searched), in the order given; else flang's module
 * file `constants_mod.mod` in an `-I` directory, which is Fortran text too. */
PSY_CAPI_EXPORTED char *psyKindsFindConstantsMod(const char *const *includes, int nincludes,
                                                 const char *const *dirs, int ndirs);

/* Sets the kinds of the front end's model `pc` (psyPrecisionConfigInitDefault): precision_map
 * (psyConfigApplyPrecisions), then the integer named constants of module constants_mod in
 * `constants` (a parsed unit, psy-c/Fortran.h; NULL: none found), which win where both give
 * a width. A constant psyc cannot evaluate keeps precision_map's width. A kind the model knows
 * that constants_mod gives a width psy-mlir cannot lower (a real of other than 4 or 8 bytes,
 * i_def of other than 4) is an error at its declaration in `ctx`. With `notes`, says where
 * each kind came from, one `psyc: kind ...` line each (psyc --verbose). */
struct PsyFUnit;
PSY_CAPI_EXPORTED MlirLogicalResult psyKindsApply(const PsyConfig *cfg,
                                                  const struct PsyFUnit *constants,
                                                  MlirContext ctx, PsyPrecisionConfig *pc,
                                                  FILE *notes);
/* Whether module constants_mod of `constants` (NULL: none found) gives kind `kind` a width
 * psyc can evaluate. A real kind it does not confirm may have another width in the build
 * than precision_map's: the schedule is then compiled for each (docs/psyc.md, "Kinds"). */
PSY_CAPI_EXPORTED bool psyKindsConfirmed(const struct PsyFUnit *constants, const char *kind);

/* What the file held that psy-mlir does not use, one note each: a key it does not know, or a
 * known key it accepts and ignores. For `--verbose` listings. */
typedef struct {
  const char *section, *key; /* as written; live as long as `cfg` */
  int line;
  bool known; /* a PSyclone key psy-mlir ignores (false: a key it does not know) */
} PsyConfigNote;
PSY_CAPI_EXPORTED intptr_t psyConfigGetNumNotes(const PsyConfig *cfg);
PSY_CAPI_EXPORTED PsyConfigNote psyConfigGetNote(const PsyConfig *cfg, intptr_t i);
/* Prints each note as `file:line: note: [section] key: why`. */
PSY_CAPI_EXPORTED void psyConfigPrintNotes(const PsyConfig *cfg, FILE *out);

/* ---- The configuration in the IR --------------------------------------------------------- */

/* Sets the module attribute `psy.config`, a dictionary of the honoured keys in lower case
 * (`distributed_memory = true`, `compute_annexed_dofs = false`, `reprod_pad_size = 8 : i64`,
 * ...), so that passes see the configuration the driver read. */
PSY_CAPI_EXPORTED void psyConfigAttach(const PsyConfig *cfg, MlirOperation module);


#ifdef __cplusplus
}
#endif
#endif
