/* psy-c/GOcean.h: the GOcean 1.0 API's kernel model -- what a GOcean kernel's metadata says
 * and the rules one meta_args entry must follow (docs/gocean.md).
 *
 * GOcean 1.0 is PSyclone's API for structured 2D finite-difference codes on an Arakawa C
 * grid (the dl_esm_inf library). A kernel is a type extending kernel_type with
 *   type(go_arg), dimension(n) :: meta_args = (/ go_arg(access, what[, stencil]), ... /)
 *   integer :: iterates_over = go_internal_pts
 *   integer :: index_offset = go_offset_ne
 *   contains procedure, nopass :: code => kernel_code
 * and its subroutine takes i, j, then one argument per meta_args entry, in order.
 *
 * The vocabulary is one table per kind of name (lib/Domain/GOceanMeta.c), looked up with
 * psyGoVocabLookup; the front end (psyGoKernelMetaRead, psy-c/Frontend.h) and the
 * psy.go_kernel_meta verifier check entries with the same psyGoArgCheck. Ownership: a
 * PsyGoKernelMeta owns its strings and its array of entries; psyGoKernelMetaClear frees them.
 * The vocabulary's names are static lower-case strings. */
#ifndef PSY_C_GOCEAN_H
#define PSY_C_GOCEAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/IR.h"
#include "psy-c/Export.h"
#include "psy-c/Kernel.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The kinds of name GOcean metadata uses, one table each. */
typedef enum {
  PSY_GO_VOCAB_ACCESS,        /* go_read, go_write, go_readwrite */
  PSY_GO_VOCAB_POINT_TYPE,    /* the grid points a field lives on: go_cu, go_cv, ... */
  PSY_GO_VOCAB_SCALAR,        /* go_r_scalar, go_i_scalar */
  PSY_GO_VOCAB_GRID_PROPERTY, /* go_grid_area_t, go_grid_mask_t, ... */
  PSY_GO_VOCAB_ITERATES_OVER, /* go_internal_pts, go_all_pts, go_external_pts */
  PSY_GO_VOCAB_INDEX_OFFSET,  /* go_offset_ne, go_offset_sw, go_offset_any */
  PSY_GO_VOCAB_COUNT
} PsyGoVocab;

typedef enum { PSY_GO_READ, PSY_GO_WRITE, PSY_GO_READWRITE } PsyGoAccess;

/* What a meta_args entry passes: a field, a scalar, or a property of the grid. */
typedef enum { PSY_GO_ARG_FIELD, PSY_GO_ARG_SCALAR, PSY_GO_ARG_GRID } PsyGoArgKind;

/* One meta_args entry. `what` indexes the table of its kind (point type, scalar or grid
 * property). A stencil is go_stencil(row, row, row), rows from north to south, each three
 * digits west to east giving the depth of access in that direction; `stencil` holds the rows
 * as written ("010"), and all three are "" for go_pointwise and for grid properties. */
typedef struct {
  PsyGoArgKind kind;
  PsyGoAccess access;
  int what;
  bool hasStencil;
  char stencil[3][4];
  PsyLoc loc;
  /* A scalar's kernel dummy, when the kernel declares it of another kind than go_wp
   * ("real", "real(kind=4)"): the wrapper converts. Empty otherwise (psy.dummy_types). */
  char dummyType[32];
} PsyGoArg;

typedef struct {
  char *name;        /* the kernel type, lower case */
  char *module;      /* the module defining it */
  char *procedure;   /* the kernel subroutine (the type-bound procedure's target) */
  int iteratesOver;  /* index in PSY_GO_VOCAB_ITERATES_OVER */
  int indexOffset;   /* index in PSY_GO_VOCAB_INDEX_OFFSET */
  int nargs;
  PsyGoArg *args;
  PsyLoc loc;
} PsyGoKernelMeta;

/* The index of `name` (any case, `len` bytes) in table `v`, or -1. */
PSY_CAPI_EXPORTED int psyGoVocabLookup(PsyGoVocab v, const char *name, size_t len);
/* The lower-case name of entry `i` of table `v` ("" when out of range). */
PSY_CAPI_EXPORTED const char *psyGoVocabName(PsyGoVocab v, int i);
/* What the table names, for messages ("access", "grid-point type", ...). */
PSY_CAPI_EXPORTED const char *psyGoVocabWhat(PsyGoVocab v);
/* Writes the table's names, comma-separated, into buf (truncated to size). */
PSY_CAPI_EXPORTED void psyGoVocabList(PsyGoVocab v, char *buf, size_t size);

/* Traits of a grid property: an array (rank 2, x then y) or a scalar, real or integer. */
PSY_CAPI_EXPORTED bool psyGoGridPropertyIsArray(int property);
PSY_CAPI_EXPORTED bool psyGoGridPropertyIsReal(int property);
/* PSyclone's default Fortran for a grid property, `{0}` standing for the field: "{0}%grid%dx". */
PSY_CAPI_EXPORTED const char *psyGoGridPropertyFortran(int property);

/* The grid properties in force: the defaults above, with what a configuration's
 * `grid-properties` says on top (docs/gocean.md). Indexed like PSY_GO_VOCAB_GRID_PROPERTY.
 * Ownership: the table owns its strings; psyGoGridTableClear frees them. */
typedef struct {
  char *fortran[64]; /* with `{0}` for the field, `%%` already read as `%` */
  bool array[64], real[64];
  int n;
} PsyGoGridTable;

PSY_CAPI_EXPORTED void psyGoGridTableInitDefault(PsyGoGridTable *t);
/* Reads PSyclone's `grid-properties` value, comma-separated `name: fortran: scalar|array:
 * integer|real` items (`%%` is configparser's `%`), over the defaults in `t`. Fails for a
 * malformed item, an unknown property (psy-mlir's kernel metadata knows only the default
 * set) or a bad type word, with an error at `loc`: `prefix` (NULL: none), then the reason
 * with the 1-based item number ("grid-properties item 2: unknown grid property ..."). */
PSY_CAPI_EXPORTED MlirLogicalResult psyGoGridTableParse(PsyGoGridTable *t, const char *text,
                                                        MlirLocation loc, const char *prefix);
PSY_CAPI_EXPORTED void psyGoGridTableClear(PsyGoGridTable *t);
/* The Fortran that fetches `property` from the field named `field` (heap; free it). */
PSY_CAPI_EXPORTED char *psyGoGridTableAccess(const PsyGoGridTable *t, int property,
                                             const char *field);

/* The name of an entry's `what` (its point type, scalar type or grid property). */
PSY_CAPI_EXPORTED const char *psyGoArgWhatName(const PsyGoArg *a);

/* Sets a's stencil from the three rows as written. Fails when a row is not three digits or
 * the centre is neither 0 nor 1 (it says whether (i,j) itself is read; every other digit is
 * a depth from 0 to 9), with an error at `loc`: `prefix` (NULL: none), then the reason. */
PSY_CAPI_EXPORTED MlirLogicalResult psyGoArgSetStencil(PsyGoArg *a, const char *const rows[3],
                                                       MlirLocation loc, const char *prefix);
/* The rules of one entry that hold whatever the kernel: a scalar or a grid property is only
 * read, and only a read field may have a stencil. Fails otherwise, with an error at `loc`:
 * `prefix` (NULL: none), then the reason. */
PSY_CAPI_EXPORTED MlirLogicalResult psyGoArgCheck(const PsyGoArg *a, MlirLocation loc,
                                                  const char *prefix);

/* Whether a field read with entry `a` reads its neighbours' halo: a stencil with a depth
 * other than 0 in some direction (the centre digit only says the point itself is read). */
PSY_CAPI_EXPORTED bool psyGoArgReadsHalo(const PsyGoArg *a);
/* The entry PSyclone iterates over (its iteration-space argument): the first field the kernel
 * writes (go_write or go_readwrite); -1 if it writes none. */
PSY_CAPI_EXPORTED int psyGoKernelMetaIterationArg(const PsyGoKernelMeta *m);

/* The number of arguments of the kernel subroutine: i, j and one per entry. */
PSY_CAPI_EXPORTED int psyGoKernelMetaDummyCount(const PsyGoKernelMeta *m);
PSY_CAPI_EXPORTED void psyGoKernelMetaClear(PsyGoKernelMeta *m);

/* Writes the kernel subroutine's skeleton (free-form Fortran): i and j, then one dummy per
 * entry named after its kind and position, declared with dl_esm_inf's go_wp kind. */
PSY_CAPI_EXPORTED void psyGoKernelStubWrite(const PsyGoKernelMeta *m, FILE *out);

#ifdef __cplusplus
}
#endif
#endif
