/* psy-c/InvokeAbi.h: the invoke ABI, the lowering contract between psy-lower-kernels and the
 * binding (docs/architecture.md, "The compiled invoke (ABI)").
 *
 * What the compiled schedule of one invoke takes, in order: the invoke's own arguments (each
 * field component as a memref<?xelt>, scalars by value), then what its coded kernels need
 * from the infrastructure (mesh sizes, per function space its sizes and whole dofmap, per
 * quadrature rule its sizes, weights and basis arrays, per operator its proxy's pieces, ...),
 * then its reductions. psy-lower-kernels appends the infrastructure arguments to the invoke
 * function and the binding fills them from LFRic's API, both from this one description.
 *
 * Every kind of entry is one row of psy-c/InvokeAbi.def, whose columns (family, section,
 * scope, how it is passed, ...) are the traits below; each kind's own documentation is its
 * row there and docs/architecture.md. Every family is one row of psy-c/AbiFamilies.def,
 * which names the hook each layer dispatches it to. An entry is found by its key
 * (psyInvokeAbiFindKey): the kind and the fields its scope names.
 *
 * Errors are MLIR diagnostics at the op they concern (psy-c/Support.h); functions that
 * return failure have emitted them. */
#ifndef PSY_C_INVOKEABI_H
#define PSY_C_INVOKEABI_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "psy-c/Export.h"
#include "psy-c/Kernel.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- The kinds and their traits ------------------------------------------------------------ */

typedef enum {
#define PSY_ABI_KIND(Name, ...) PSY_ABI_##Name,
#include "psy-c/InvokeAbi.def"
  PSY_ABI_KIND_COUNT
} PsyAbiKind;

/* The code that builds, fills and lowers a kind: one row of psy-c/AbiFamilies.def each, which
 * names the hook each layer dispatches the family to. */
typedef enum {
#define PSY_ABI_FAMILY(Name, ...) PSY_ABI_FAMILY_##Name,
#include "psy-c/AbiFamilies.def"
  PSY_ABI_FAMILY_COUNT
} PsyAbiFamily;

/* Where a kind's entries stand in the ABI, in this order; within a section, in order of
 * first use. */
typedef enum {
  PSY_ABI_SECTION_ARGS,
  PSY_ABI_SECTION_MESH,
  PSY_ABI_SECTION_SPACES,
  PSY_ABI_SECTION_OPERATORS,  /* LMA and column-wise operators, scalar arrays */
  PSY_ABI_SECTION_QUADRATURE, /* rules, basis arrays, evaluators */
  PSY_ABI_SECTION_COLOURING,
  PSY_ABI_SECTION_INTERGRID,
  PSY_ABI_SECTION_REFERENCE,
  PSY_ABI_SECTION_STENCILS,
  PSY_ABI_SECTION_DM,
  PSY_ABI_SECTION_RESULTS,
  PSY_ABI_SECTION_COUNT
} PsyAbiSection;

/* The key fields a scope compares (bits), and the scopes of psy-c/InvokeAbi.def. */
enum {
  PSY_ABI_KEY_ARG = 1,       /* `arg` */
  PSY_ABI_KEY_QR = 2,        /* `qr` */
  PSY_ABI_KEY_COARSE = 4,    /* `coarse` */
  PSY_ABI_KEY_COMPONENT = 8, /* `component` */
  PSY_ABI_KEY_SPACE = 16,    /* `space` */
  PSY_ABI_KEY_TARGET = 32,   /* `target` */
  PSY_ABI_KEY_STENCIL = 64,  /* `stencil` */
  PSY_ABI_PER_INVOKE = 0,
  PSY_ABI_PER_ARG = PSY_ABI_KEY_ARG,
  PSY_ABI_PER_ARG_COMPONENT = PSY_ABI_KEY_ARG | PSY_ABI_KEY_COMPONENT,
  PSY_ABI_PER_COMPONENT = PSY_ABI_KEY_COMPONENT,
  PSY_ABI_PER_SPACE = PSY_ABI_KEY_SPACE,
  PSY_ABI_PER_RULE = PSY_ABI_KEY_QR,
  PSY_ABI_PER_SPACE_RULE = PSY_ABI_KEY_SPACE | PSY_ABI_KEY_QR,
  PSY_ABI_PER_EVALUATOR = PSY_ABI_KEY_SPACE | PSY_ABI_KEY_TARGET,
  PSY_ABI_PER_PAIR = PSY_ABI_KEY_ARG | PSY_ABI_KEY_COARSE,
  PSY_ABI_PER_STENCIL = PSY_ABI_KEY_ARG | PSY_ABI_KEY_STENCIL
};

/* How the schedule takes an entry. */
typedef enum {
  PSY_ABI_VALUE_I32,        /* an i32 */
  PSY_ABI_VALUE_SCALAR,     /* by value, of the entry's type (f32, f64, i32, i1) */
  PSY_ABI_VALUE_MEMREF_I32, /* memref<?xi32> */
  PSY_ABI_VALUE_MEMREF_F64, /* memref<?xf64> */
  PSY_ABI_VALUE_MEMREF_ELT, /* memref<?x the entry's type> */
  PSY_ABI_VALUE_RETURNED,   /* a result of the invoke function */
  PSY_ABI_VALUE_CONTEXT,    /* !llvm.ptr, opaque to the schedule */
  PSY_ABI_VALUE_CALLBACK,   /* (!llvm.ptr, i32 site, i32 depth, i32 colour) -> i32 */
  PSY_ABI_VALUE_REDUCER     /* (!llvm.ptr, i32 PsyReduction, f64) -> f64 */
} PsyAbiValue;

/* How the binding holds an entry before the call. */
typedef enum {
  PSY_ABI_LOCAL_NONE,        /* no local: the family passes the dummy argument's data */
  PSY_ABI_LOCAL_VALUE,       /* integer(kind=i_def) :: x */
  PSY_ABI_LOCAL_POINTER,     /* <type>, pointer :: x(:,...) => null() */
  PSY_ABI_LOCAL_ALLOCATABLE, /* <type>, allocatable, target :: x(:,...) */
  PSY_ABI_LOCAL_FIXED        /* integer(kind=i_def), target :: x(component) */
} PsyAbiLocal;

/* Where the binding gets an entry. */
typedef enum {
  PSY_ABI_FROM_NONE,   /* nothing to get */
  PSY_ABI_FROM_SPACE,  /* x = <provider's function space>%<fill> */
  PSY_ABI_FROM_PROXY,  /* x = <provider's proxy>%<fill> */
  PSY_ABI_FROM_RULE,   /* x = <rule's proxy>%<fill> */
  PSY_ABI_FROM_CUSTOM  /* the family's Fortran */
} PsyAbiFrom;

/* One row of psy-c/InvokeAbi.def (less its kernel-argument column, internal to lib/). */
typedef struct {
  const char *name;        /* "ndf", "op_stencil", ... */
  PsyAbiFamily family;
  PsyAbiSection section;
  int scope;               /* PSY_ABI_PER_* */
  PsyAbiValue value;
  int rank;
  PsyAbiLocal local;
  PsyAbiFrom from;
  const char *fill;
} PsyAbiKindInfo;

PSY_CAPI_EXPORTED const PsyAbiKindInfo *psyAbiKindGetInfo(PsyAbiKind kind);
/* Whether an entry of kind `kind` is passed as a memref, and as a memref<?xi32>. */
PSY_CAPI_EXPORTED bool psyAbiKindIsMemref(PsyAbiKind kind);
PSY_CAPI_EXPORTED bool psyAbiKindIsIntMemref(PsyAbiKind kind);

/* The kernel argument kind `kind` is passed as (its Consumer column); PSY_KARG_KIND_COUNT if
 * no kernel takes it. */
PSY_CAPI_EXPORTED PsyKernelArgKind psyAbiKindConsumer(PsyAbiKind kind);
/* The kind of family `family` passed as kernel argument kind `k`, the first in the table;
 * PSY_ABI_KIND_COUNT if none. */
PSY_CAPI_EXPORTED PsyAbiKind psyAbiKindFor(PsyAbiFamily family, PsyKernelArgKind k);
/* The family kernel argument `a` belongs to, which each layer dispatches it by: that of the
 * ABI kind it is passed as (a basis with a target: an evaluator's); of what the schedule
 * makes itself, the cell index an LMA operator's and an xory1d direction its stencil's;
 * PSY_ABI_FAMILY_COUNT if none (not lowered). */
PSY_CAPI_EXPORTED PsyAbiFamily psyAbiKernelArgFamily(const PsyKernelArg *a);

/* ---- Entries and keys ---------------------------------------------------------------------- */

/* What tells one stencil's entries from another's: the shape (a PsyStencil), and the extent
 * and xory1d direction, each an invoke argument (extentArg, dirArg) or, when that is -1, a
 * literal (extent, dir). */
typedef struct {
  int shape;
  intptr_t extentArg, dirArg;
  long extent, dir;
} PsyAbiStencil;

/* Which entry: the kind, and the fields its scope names (the others are ignored). Invoke
 * arguments are numbered before lowering. */
typedef struct {
  PsyAbiKind kind;
  intptr_t arg;        /* the invoke argument that provides the value: the field, operator,
                          rule, scalar array or stencil field; of an inter-grid pair the fine
                          field; of a space, the field (or operator) it was first met on;
                          RESULT: the result's index */
  intptr_t qr;         /* the quadrature rule argument (rules, basis arrays) */
  intptr_t coarse;     /* the coarse field argument of an inter-grid pair */
  int component;       /* which of the provider's values: a field vector's component, an
                          operator's to- (0) or from-space (1), a CMA size (0..6: nrow, ncol,
                          bandwidth, alpha, beta, gamma_m, gamma_p) or map (0 to, 1 from), a
                          reference-element count (0..2: nfaces_re_h, _v, nfaces_re) or
                          property (a PsyRefElement), a scalar array's rank */
  const char *space;   /* the space key ("w1", "any_space_1_f2") */
  const char *target;  /* an evaluator's target space key */
  PsyAbiStencil stencil;
} PsyAbiKey;

typedef struct {
  /* the key (PsyAbiKey's fields; the strings owned by the entry) */
  PsyAbiKind kind;
  intptr_t arg, qr, coarse;
  int component;
  char *space, *target;
  PsyAbiStencil stencil;
  /* what the entry carries */
  intptr_t targetField; /* EVAL_*: a field argument on the target space (its nodes) */
  MlirType type;        /* VALUE_SCALAR, _MEMREF_ELT, _RETURNED: the value's or element type */
  char *name;           /* the extras' names, the psy.abi attribute: "nlayers", "ndf_w1",
                           "basis_w0_qr", "ncell_3d_mm", ...; NULL for the others */
} PsyAbiEntry;

/* ---- Distributed memory ------------------------------------------------------------------- */

typedef enum {
#define PSY_DM_CALL(Name, ...) PSY_DM_##Name,
#include "psy-c/DmCalls.def"
  PSY_DM_CALL_COUNT
} PsyDmCall;

typedef enum { PSY_DM_SUBJECT_FIELD, PSY_DM_SUBJECT_SPACE, PSY_DM_SUBJECT_MESH } PsyDmSubject;

/* One call the schedule makes through the DM_CALLBACK entry, numbered by its place in
 * PsyInvokeAbi's `sites` (the callback's `site` argument): the call and the invoke argument
 * (field, or the field whose space or mesh it asks about) with its 1-based vector component,
 * 0 for a field. */
typedef struct {
  PsyDmCall call;
  intptr_t arg;
  int component;
} PsyDmSite;

PSY_CAPI_EXPORTED PsyDmSubject psyDmCallGetSubject(PsyDmCall call);
/* The Fortran of a call's case in the callback, `@` for the subject (psy-c/DmCalls.def). */
PSY_CAPI_EXPORTED const char *psyDmCallGetFortran(PsyDmCall call);
PSY_CAPI_EXPORTED const char *psyDmCallGetName(PsyDmCall call);
/* The call that gives psy.loop `loop`'s upper bound, PSY_DM_CALL_COUNT when none does (a
 * domain, the colours, the owned cells of one colour, or without distributed memory (`dm`
 * false) the owned cells or dofs, which need no callback). */
PSY_CAPI_EXPORTED PsyDmCall psyDmLoopBoundCall(MlirOperation loop, bool dm);
/* The call of a psy.halo_exchange or psy.halo_exchange_start: (START_)EXCHANGE, _IF_DIRTY
 * under check_dirty. */
PSY_CAPI_EXPORTED PsyDmCall psyDmExchangeCall(MlirOperation op);
/* Whether the loop starts after the owned cells: it calls a halo_cell_column kernel and
 * the invoke has distributed memory (its lower bound is then the LAST_EDGE_CELL site). */
PSY_CAPI_EXPORTED bool psyDmLoopStartsAfterOwned(MlirOperation loop, bool dm);
/* The field the bound is taken from: the loop's own, else its body's first field operand. */
PSY_CAPI_EXPORTED MlirValue psyDmLoopSubject(MlirOperation loop);

typedef struct {
  int n, cap;
  PsyAbiEntry *entries;
  int nargs;               /* the invoke's own arguments (section ARGS) come first */
  int nextra;              /* then the extras, which psy-lower-kernels appends */
  bool hasKernels;         /* the invoke calls coded kernels */
  int nsites, capSites;    /* the DM callback's sites, in order of first use */
  PsyDmSite *sites;
} PsyInvokeAbi;

/* The ABI of invoke function `invoke` (a func.func {psy.invoke} still in psy IR). A
 * quadrature rule argument has no entry of its own (the binding unpacks it into its sizes,
 * weights and basis arrays; psy-lower-kernels drops it from the signature), nor has an LMA or
 * column-wise operator or a scalar array (unpacked into their pieces). Fails, with an error
 * at the op concerned, on anything psy-lower-kernels does not lower yet (docs/passes.md:
 * loop bounds that need distributed memory, halo exchanges and other runtime ops, ...).
 * `abi` is then empty; either way free it with psyInvokeAbiDestroy. */
PSY_CAPI_EXPORTED MlirLogicalResult psyInvokeAbiGet(MlirOperation invoke, PsyInvokeAbi *abi);
PSY_CAPI_EXPORTED void psyInvokeAbiDestroy(PsyInvokeAbi *abi);

/* The entry `key` names (its kind, and the fields the kind's scope compares); -1 if none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindKey(const PsyInvokeAbi *abi, const PsyAbiKey *key);
/* The number of DM site (call, arg, component), -1 if the invoke makes no such call. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindSite(const PsyInvokeAbi *abi, PsyDmCall call, intptr_t arg,
                                           int component);
/* Whether the ABI has an entry of family `family`. */
PSY_CAPI_EXPORTED bool psyInvokeAbiHasFamily(const PsyInvokeAbi *abi, PsyAbiFamily family);

/* The key of the function space of `v`, an argument of the invoke: a field's (`side` 0), or
 * an LMA operator's to- (`side` 0) or from-space (1); NULL if the ABI has no entry for it.
 * The key lives as long as `abi`. */
PSY_CAPI_EXPORTED const char *psyInvokeAbiSpaceKey(const PsyInvokeAbi *abi, MlirValue v,
                                                   int side);
/* The key of the stencil of meta_args entry `entry` (0-based) of psy.kernel `call`: `arg`
 * (the field argument) and `stencil`; false if the field, extent or direction is neither an
 * invoke argument nor a literal. */
PSY_CAPI_EXPORTED bool psyAbiStencilKeyGet(MlirOperation call, int entry, PsyAbiKey *key);

/* The rank of the array the binding holds for entry `e` (psy-c/InvokeAbi.def's Rank). */
PSY_CAPI_EXPORTED int psyAbiEntryRank(const PsyAbiEntry *e);
/* The LLVM parameters of entry `e` once lowered: 5 for a memref (allocated and aligned
 * pointers, offset, size, stride), 0 for a result, 1 otherwise. */
PSY_CAPI_EXPORTED int psyAbiEntryParams(const PsyAbiEntry *e);

/* ---- Names and argument types --------------------------------------------------------------- */

/* `text` as a Fortran name (the binding's and the extras'): letters, digits and single
 * underscores ("state%theta" -> "state_theta"), a leading letter guaranteed; heap. */
PSY_CAPI_EXPORTED char *psyFortranName(MlirStringRef text);
/* Whether `t` is a field or a field vector type. */
PSY_CAPI_EXPORTED bool psyAbiIsFieldType(MlirType t);
/* Whether invoke function `func` is marked psy.dm (distributed memory). */
PSY_CAPI_EXPORTED bool psyAbiIsDm(MlirOperation func);

/* `text` as a Fortran name (psy-c/Binding.h): letters, digits and single underscores (heap,
 * the caller frees). */
PSY_CAPI_EXPORTED char *psyFortranName(MlirStringRef text);

/* Whether the psy.alg_args entry `text` of invoke function `invoke` is one of its results
 * (psy.alg_results), and whether it is one of its arguments: every entry but a result,
 * and a result the invoke also reads on entry (psy.alg_inouts: a reduction a call reads
 * before a builtin reduces into it). */
PSY_CAPI_EXPORTED bool psyInvokeAlgIsResult(MlirOperation invoke, MlirStringRef text);
PSY_CAPI_EXPORTED bool psyInvokeAlgIsArg(MlirOperation invoke, MlirStringRef text);

/* The algorithm's name for argument `i` of invoke function `invoke` (its psy.alg_args entry,
 * results skipped unless read on entry), as a heap string the caller frees; "arg<i>" if there
 * is none. */
PSY_CAPI_EXPORTED char *psyInvokeArgName(MlirOperation invoke, intptr_t i);

/* The symbol flang gives the kernel subroutine of psy.kernel_meta `meta` (heap):
 * `_QM<module>P<procedure>` for a module procedure, `_QP<procedure>` otherwise, lower case. */
PSY_CAPI_EXPORTED char *psyKernelLinkName(MlirOperation meta);

#ifdef __cplusplus
}
#endif
#endif
