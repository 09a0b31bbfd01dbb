/* psy-c/Domain.h: LFRic's vocabulary, in one place.
 *
 * Every name of the LFRic API that psy-mlir understands -- argument kinds, data types, access
 * modes, function spaces and their continuity, operates_on, stencils, mesh arguments,
 * quadrature/evaluator shapes, basis functions, reference-element and mesh properties -- is a
 * row of one table in lib/Domain/Domain.c (the function spaces: psy-c/FunctionSpaces.def,
 * shared with the runtime), parsed once into the enums below. The front end,
 * the dialect's attributes and verifiers, the passes and the stub generator all read it:
 * adding a name is adding a row. Lookups are case-insensitive; names come back lower case. */
#ifndef PSY_C_DOMAIN_H
#define PSY_C_DOMAIN_H

#include <stdbool.h>
#include <stddef.h>

#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* `arg_type`'s first entry. */
typedef enum {
  PSY_ARG_SCALAR, PSY_ARG_SCALAR_ARRAY, PSY_ARG_FIELD, PSY_ARG_OPERATOR,
  PSY_ARG_COLUMNWISE_OPERATOR
} PsyArgKind;

typedef enum { PSY_DATA_REAL, PSY_DATA_INTEGER, PSY_DATA_LOGICAL } PsyDataType;

/* Access modes. A reduction (gh_sum, gh_min, gh_max, gh_reduction) is one access; which
 * reduction it is lives with the builtin or the kernel argument. */
typedef enum {
  PSY_ACCESS_READ, PSY_ACCESS_WRITE, PSY_ACCESS_READWRITE, PSY_ACCESS_INC,
  PSY_ACCESS_READINC, PSY_ACCESS_REDUCTION
} PsyAccess;

typedef enum {
  PSY_STENCIL_NONE, PSY_STENCIL_X1D, PSY_STENCIL_Y1D, PSY_STENCIL_XORY1D, PSY_STENCIL_CROSS,
  PSY_STENCIL_CROSS2D, PSY_STENCIL_REGION
} PsyStencil;

typedef enum { PSY_MESH_NONE, PSY_MESH_COARSE, PSY_MESH_FINE } PsyMeshArg;

typedef enum {
  PSY_ON_CELL_COLUMN, PSY_ON_OWNED_CELL_COLUMN, PSY_ON_HALO_CELL_COLUMN,
  PSY_ON_OWNED_AND_HALO_CELL_COLUMN, PSY_ON_DOF, PSY_ON_OWNED_DOF, PSY_ON_DOMAIN
} PsyOperatesOn;

typedef enum {
  PSY_SHAPE_XYOZ, PSY_SHAPE_FACE, PSY_SHAPE_EDGE, PSY_SHAPE_EVALUATOR
} PsyShape;

typedef enum { PSY_BASIS, PSY_DIFF_BASIS } PsyBasis;

/* meta_reference_element properties and meta_mesh properties. */
typedef enum {
  PSY_REF_NORMALS_TO_HORIZONTAL_FACES, PSY_REF_NORMALS_TO_VERTICAL_FACES,
  PSY_REF_NORMALS_TO_FACES, PSY_REF_OUTWARD_NORMALS_TO_HORIZONTAL_FACES,
  PSY_REF_OUTWARD_NORMALS_TO_VERTICAL_FACES, PSY_REF_OUTWARD_NORMALS_TO_FACES
} PsyRefElement;
typedef enum { PSY_MESHPROP_ADJACENT_FACE } PsyMeshProperty;

/* A global reduction's kind (psy-c/DialectEnums.def; psy.global_reduction's attribute). */
typedef enum {
#define PSY_REDUCTION(Id, name, value) PSY_REDUCE_##Id = value,
#include "psy-c/DialectEnums.def"
} PsyReduction;

/* The components of a kernel type's metadata (PSY_VOCAB_META_COMPONENT). */
typedef enum {
  PSY_META_ARGS, PSY_META_FUNCS, PSY_META_SHAPE, PSY_META_EVALUATOR_TARGETS,
  PSY_META_REFERENCE_ELEMENT, PSY_META_MESH, PSY_META_OPERATES_ON,
  PSY_META_ITERATES_OVER, /* the older name of operates_on */
  PSY_META_COMPONENT_COUNT
} PsyMetaComponent;

/* The tables. */
typedef enum {
  PSY_VOCAB_ARG_KIND, PSY_VOCAB_DATA_TYPE, PSY_VOCAB_ACCESS, PSY_VOCAB_STENCIL,
  PSY_VOCAB_MESH_ARG, PSY_VOCAB_OPERATES_ON, PSY_VOCAB_SHAPE, PSY_VOCAB_BASIS,
  PSY_VOCAB_REF_ELEMENT, PSY_VOCAB_MESH_PROPERTY, PSY_VOCAB_REDUCTION, PSY_VOCAB_ITERATION,
  PSY_VOCAB_META_COMPONENT, PSY_VOCAB_COUNT
} PsyVocabId;

/* The value of `name` (`len` bytes, case-insensitive) in table `v`, or -1. Older spellings
 * (gh_sum for a reduction, iterates_over's values) map to the same value. */
PSY_CAPI_EXPORTED int psyVocabLookup(PsyVocabId v, const char *name, size_t len);
/* The canonical lower-case name of `value` in `v`; "" if there is none. */
PSY_CAPI_EXPORTED const char *psyVocabName(PsyVocabId v, int value);
/* What the table's names are, for messages: "access", "stencil", ... */
PSY_CAPI_EXPORTED const char *psyVocabWhat(PsyVocabId v);
/* True if `name` is the canonical spelling of its value (not an older one). */
PSY_CAPI_EXPORTED bool psyVocabIsCanonical(PsyVocabId v, const char *name, size_t len);
/* Writes "a, b, c" (the canonical names) into `buf`, truncated to `size`. */
PSY_CAPI_EXPORTED void psyVocabList(PsyVocabId v, char *buf, size_t size);
/* The same with the older spellings too ("..., gh_reduction, gh_sum, gh_min, gh_max"), for
 * messages about a key that accepts them. */
PSY_CAPI_EXPORTED void psyVocabListSpellings(PsyVocabId v, char *buf, size_t size);

/* ---- Function spaces --------------------------------------------------------------------- */

typedef enum {
  PSY_SPACE_CONTINUOUS, PSY_SPACE_DISCONTINUOUS,
  PSY_SPACE_UNKNOWN /* any_space_N: may be either, so treated as continuous where it matters */
} PsyContinuity;

/* True for a named space (w0, w1, ...) or any_space_N / any_discontinuous_space_N, N in
 * 1..10. */
PSY_CAPI_EXPORTED bool psyFunctionSpaceIsValid(const char *space, size_t len);
PSY_CAPI_EXPORTED PsyContinuity psyFunctionSpaceContinuity(const char *space, size_t len);
/* Whether a field on space `actual` may be passed where a kernel's metadata says `meta`: the
 * same space; meta any_space_N; an actual any_space_N or any_discontinuous_space_N (a space
 * known only at run time, as the front end types a field that kernels put on different
 * spaces); meta any_w2 and an actual of the W2 family; meta any_discontinuous_space_N and an
 * actual not continuous for certain. The psy.kernel verifier and the front end's typing of
 * fields across the kernels of an invoke share it. */
PSY_CAPI_EXPORTED bool psyFunctionSpaceAccepts(const char *meta, size_t metaLen,
                                               const char *actual, size_t actualLen);
/* Discontinuous for certain (w3, wtheta, any_discontinuous_space_N, ...). */
PSY_CAPI_EXPORTED bool psyFunctionSpaceIsDiscontinuous(const char *space, size_t len);
/* Components of a basis (or, with PSY_DIFF_BASIS, differential basis) function value on
 * `space`: 1 for a scalar, 3 for a vector (psy-c/FunctionSpaces.def; any_space_N: 1 and 3). */
PSY_CAPI_EXPORTED int psyFunctionSpaceBasisDim(const char *space, size_t len, PsyBasis basis);
/* The valid spaces, listed for messages. */
PSY_CAPI_EXPORTED void psyFunctionSpaceList(char *buf, size_t size);

/* ---- Derived facts ----------------------------------------------------------------------- */

/* True if the access writes its argument (all but read). */
PSY_CAPI_EXPORTED bool psyAccessWrites(PsyAccess a);
/* True if the access reads its argument's old value (read, readwrite, inc, readinc). */
PSY_CAPI_EXPORTED bool psyAccessReads(PsyAccess a);

/* The loop a kernel's operates_on implies (names: PSY_VOCAB_ITERATION; psy.loop's attribute,
 * psy-c/DialectEnums.def). */
typedef enum {
#define PSY_ITERATION(Id, name, value) PSY_ITER_##Id = value,
#include "psy-c/DialectEnums.def"
} PsyIteration;
PSY_CAPI_EXPORTED PsyIteration psyOperatesOnIteration(PsyOperatesOn on);

#ifdef __cplusplus
}
#endif
#endif
