/* psy-c/Kernel.h: LFRic's kernel model -- what a kernel's metadata says, which operands a
 * call of it takes, and the argument list of the subroutine it is called as.
 *
 * One model below the front end, the dialect, the passes and the back ends (lib/Domain):
 * - PsyKernelMeta, the metadata of one kernel type (meta_args, meta_funcs, gh_shape, ...),
 *   read from Fortran by the front end (psyKernelMetaRead, psy-c/Frontend.h) or from a
 *   psy.kernel_meta op (psyKernelMetaFromOp, psy-c/Dialect.h). PsyKernelMetaArg, one meta_args entry, is also
 *   what the #psy.meta_arg attribute holds (psyMetaArgAttrGetValue, psy-c/Dialect.h);
 * - the one mapping between a kernel call's operands and its meta_args entries
 *   (psyKernelMetaArgOperandCount and the functions built on it);
 * - the kernel subroutine's arguments in LFRic's order (psyKernelArgsCollect): the stub
 *   generator prints them, psy-lower-kernels passes them, the back end checks arities;
 * - the rules that pick a kernel's evaluator and loop spaces.
 * Ownership: a PsyKernelMeta owns every string and array reachable from it and
 * psyKernelMetaClear frees them; a PsyKernelMetaArg read from an attribute borrows its
 * strings from the MLIR context. Names are lower case; strings are never NULL. */
#ifndef PSY_C_KERNEL_H
#define PSY_C_KERNEL_H

#include <stdbool.h>
#include <stdint.h>

#include "psy-c/Domain.h"
#include "psy-c/Export.h"
#include "psy-c/Source.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ===== 1. Metadata ======================================================================== */

/* One meta_args entry, in the vocabulary of psy-c/Domain.h. Function spaces are lower-case
 * names ("w1", "any_space_3"; see psyFunctionSpace* there). */
typedef struct {
  PsyArgKind kind;
  PsyDataType dataType;
  PsyAccess access;
  const char *accessSpelling; /* as written, lower case (gh_sum is kept for the writer) */
  const char *space;          /* field space, operator "to" space; "" for scalars */
  const char *spaceFrom;      /* operator "from" space; "" otherwise */
  int vectorSize;             /* GH_FIELD*N: N; 1 otherwise */
  int rank;                   /* GH_SCALAR_ARRAY rank; 0 otherwise */
  PsyStencil stencil;
  PsyMeshArg mesh;
  PsyLoc loc;
  const char *ndata;          /* a field's `ndata=` value as written (lower case); "" if none */
} PsyKernelMetaArg;

typedef struct {
  char *space;
  bool basis, diffBasis;
  PsyLoc loc;
} PsyMetaFunc;

/* A dummy argument of a kernel subroutine, as its declaration gives it. */
typedef struct {
  char *name;
  char *type;                /* "real", "integer", "logical", ...; "" if not declared */
  char *kind;                /* kind name ("r_single"); "" if none */
  int precision;             /* the kind's PsyPrecisionType (psyKernelMetaResolvePrecision);
                                -1 when unknown: such an argument matches any precision */
  int rank;                  /* 0 for a scalar; -1 when unknown (undeclared, assumed rank) */
  PsyIntent intent;
  PsyLoc loc;                /* of the declaration's name; of the subroutine if undeclared */
} PsyKernelDummy;

/* One specific procedure of a generic (mixed-precision) kernel. */
typedef struct {
  char *name;
  PsyLoc loc;
  int ndummies;
  PsyKernelDummy *dummies;
} PsyKernelSpecific;

/* A kernel type's metadata. Every list is a heap array of exactly its count of entries, as
 * long as the Fortran says (real kernels have hundreds of meta_args entries); the struct
 * owns all of it and psyKernelMetaClear frees it. */
typedef struct {
  char *name;                /* type name, lower case */
  char *module;              /* enclosing module ("" if none) */
  char *procedure;           /* the kernel subroutine */
  char *binding;             /* binding name (== procedure without `=>`); read from the
                                psy.kernel_meta op of one specific procedure of a generic
                                interface, the generic's name */
  PsyOperatesOn operatesOn;
  int nargs, nfuncs, nshapes, ntargets, nrefs, nmesh;
  PsyKernelMetaArg *args;
  PsyMetaFunc *funcs;
  PsyShape *shapes;          /* gh_shape, in order */
  char **targets;            /* gh_evaluator_targets (function spaces) */
  PsyRefElement *refs;       /* meta_reference_element properties */
  PsyMeshProperty *mesh;     /* meta_mesh properties */
  bool shapeIsArray;
  PsyLoc loc;
  /* A kernel without a binding whose module has a generic interface (mixed precision):
   * `procedure` is the generic name, `binding` is "" and these are its specific procedures,
   * in interface order. 0 for a kernel with a binding. */
  int nspecifics;
  PsyKernelSpecific *specifics;
  /* A kernel with a binding: its subroutine, when the kernel's module defines it (name NULL
   * and no dummies otherwise), so that its dummies can be checked against meta_args. */
  PsyKernelSpecific code;
} PsyKernelMeta;

/* Frees what `m` owns and zeroes it. */
PSY_CAPI_EXPORTED void psyKernelMetaClear(PsyKernelMeta *m);
/* Frees the strings of entry `a` of a PsyKernelMeta (heap copies) and zeroes it. */
PSY_CAPI_EXPORTED void psyKernelMetaArgClear(PsyKernelMetaArg *a);
/* Frees m->specifics and m->code. */
PSY_CAPI_EXPORTED void psyKernelMetaClearSpecifics(PsyKernelMeta *m);

/* Entry `i` of a kernel's gh_shape, gh_evaluator_targets, meta_reference_element and
 * meta_mesh lists, by name (the IR builder and the metadata writer print them). */
PSY_CAPI_EXPORTED const char *psyMetaShapeAt(const PsyKernelMeta *m, int i);
PSY_CAPI_EXPORTED const char *psyMetaTargetAt(const PsyKernelMeta *m, int i);
PSY_CAPI_EXPORTED const char *psyMetaRefAt(const PsyKernelMeta *m, int i);
PSY_CAPI_EXPORTED const char *psyMetaMeshAt(const PsyKernelMeta *m, int i);

/* ===== 2. Operands of a call and meta_args ================================================ */

/* A kernel call (the algorithm's invoke argument list, and psy.kernel's operands) takes, per
 * meta_args entry in order, the entry's data (a field vector is one operand, a scalar array
 * one), then for a stencil field its extent, then for an xory1d stencil its direction; after
 * all entries, one quadrature rule per gh_shape that is a quadrature (an evaluator takes
 * none). psyKernelMetaArgOperandCount and psyKernelMetaArgOperandRole state that rule; every
 * other function here, and the dialect's psyKernelOpGetOperandEntry, derive from them. */
typedef enum {
  PSY_OPERAND_DATA, PSY_OPERAND_EXTENT, PSY_OPERAND_DIRECTION, PSY_OPERAND_QR
} PsyOperandRole;

/* The operands entry `a` takes: 1, 2 with a stencil, 3 with an xory1d stencil. */
PSY_CAPI_EXPORTED int psyKernelMetaArgOperandCount(const PsyKernelMetaArg *a);
/* The role of the `k`-th (0-based) of those operands. */
PSY_CAPI_EXPORTED PsyOperandRole psyKernelMetaArgOperandRole(const PsyKernelMetaArg *a, int k);
/* Whether gh_shape `s` takes a quadrature-rule operand (all but gh_evaluator). */
PSY_CAPI_EXPORTED bool psyShapeTakesOperand(PsyShape s);

/* Per meta_args entry of `m`, the operand that holds it, and at [m->nargs] the first
 * quadrature rule's (a heap array the caller frees). */
PSY_CAPI_EXPORTED intptr_t *psyKernelMetaOperands(const PsyKernelMeta *m);
/* The operand of the first quadrature rule of `m` (the one after those of meta_args). In a
 * QR_SIZE or QR_WEIGHTS argument of an XYoZ rule, `component` is 0 for np_xy and
 * weights_xy, 1 for np_z and weights_z; of a face or edge rule, 0 for np_xyz and
 * weights_xyz, 1 for nfaces or nedges. */
PSY_CAPI_EXPORTED intptr_t psyKernelMetaQrOperand(const PsyKernelMeta *m);
/* The operands a call of `m` takes, quadrature rules included. */
PSY_CAPI_EXPORTED intptr_t psyKernelMetaOperandCount(const PsyKernelMeta *m);
/* The entry operand `i` of a call of `m` belongs to, with its role in `*role`; -1 for a
 * quadrature rule (role PSY_OPERAND_QR) or past the end. */
PSY_CAPI_EXPORTED intptr_t psyKernelMetaOperandEntry(const PsyKernelMeta *m, intptr_t i,
                                                     PsyOperandRole *role);

/* ===== 3. Iteration and evaluator rules =================================================== */

/* True for an inter-grid kernel (an argument carries mesh_arg). */
PSY_CAPI_EXPORTED bool psyKernelMetaIsInterGrid(const PsyKernelMeta *m);
/* Space of the argument the kernel updates (the loop's field space for --view): the first
 * argument written, preferring fields; an operator contributes its "to" space. */
PSY_CAPI_EXPORTED const char *psyKernelMetaUpdatedSpace(const PsyKernelMeta *m);
/* The entry whose operand defines a kernel loop's bound: the first field written, else the
 * first operator written (PSyclone's choice of the loop's field); -1 if none. */
PSY_CAPI_EXPORTED int psyKernelMetaLoopEntry(const PsyKernelMeta *m);
/* The space an evaluator without gh_evaluator_targets is evaluated on: that of the first
 * field (else argument) the kernel writes, as PSyclone takes it; `fallback` if none does. */
PSY_CAPI_EXPORTED const char *psyKernelMetaEvaluatorSpace(const PsyKernelMeta *m,
                                                          const char *fallback);

/* ===== 4. The kernel subroutine's arguments =============================================== */

/* What one kernel argument holds (in the order they can appear). */
typedef enum {
  PSY_KARG_CELL,                /* the cell index (kernels with an operator) */
  PSY_KARG_NLAYERS,
  PSY_KARG_NCELL_2D_NO_HALOS,   /* domain kernels: the owned cells */
  PSY_KARG_NCELL_2D,            /* column-wise operators: all cells */
  PSY_KARG_SCALAR,              /* a scalar's value */
  PSY_KARG_SCALAR_ARRAY_DIMS,   /* a scalar array's extents */
  PSY_KARG_SCALAR_ARRAY,
  PSY_KARG_FIELD,               /* one component's data (a dof kernel: one dof's value) */
  PSY_KARG_STENCIL_SIZE,
  PSY_KARG_STENCIL_MAX_BRANCH,  /* cross2d */
  PSY_KARG_STENCIL_DIRECTION,   /* xory1d */
  PSY_KARG_STENCIL_MAP,
  PSY_KARG_OPERATOR_NCELL_3D,
  PSY_KARG_OPERATOR,            /* an LMA operator's local matrices */
  PSY_KARG_CMA_OPERATOR,        /* a column-wise operator's matrices */
  PSY_KARG_CMA_SIZE,            /* nrow, ncol, bandwidth, alpha, beta, gamma_m, gamma_p */
  PSY_KARG_NDF,                 /* per function space */
  PSY_KARG_UNDF,
  PSY_KARG_MAP,                 /* a cell's dofmap (a domain kernel: the whole map) */
  PSY_KARG_BASIS,
  PSY_KARG_DIFF_BASIS,
  PSY_KARG_NFACES_RE,           /* reference-element face counts */
  PSY_KARG_REF_ELEMENT,         /* a reference-element property */
  PSY_KARG_ADJACENT_FACE,       /* a mesh property */
  PSY_KARG_QR_SIZE,             /* np_xy, np_z, np_xyz, nfaces, nedges */
  PSY_KARG_QR_WEIGHTS,
  /* inter-grid kernels (mesh_arg=gh_coarse / gh_fine), right after nlayers */
  PSY_KARG_CELL_MAP,            /* the coarse cell's fine cells, cell_map(ncpc_x, ncpc_y) */
  PSY_KARG_NCELL_F_PER_C,       /* ncell_f_per_c_x (component 0), ncell_f_per_c_y (1) */
  PSY_KARG_NCELL_F,             /* the fine mesh's cells */
  /* column-wise operators: after ndf (assembly) or the map (application) of each of the CMA
   * operator's spaces; entry the CMA operator, component 0 its to-, 1 its from-space */
  PSY_KARG_CMA_BANDED_MAP,      /* column_banded_dofmap(ndf, nlayers) */
  PSY_KARG_CMA_INDIRECTION_MAP, /* indirection_dofmap(nrow or ncol) */
  /* boundary-condition kernels (subroutine enforce_bc_code or enforce_operator_bc_code),
   * after every function space's arguments: the field's (the operator's to-space's)
   * boundary_dofs(ndf, 2); entry the field or operator */
  PSY_KARG_BOUNDARY_DOFS,
  PSY_KARG_KIND_COUNT
} PsyKernelArgKind;

/* One argument: what it holds (kind, entry, component, spaces) says what feeds it. */
typedef struct {
  PsyKernelArgKind kind;
  int entry;          /* the meta_args entry (0-based) whose data this is; -1 otherwise */
  int component;      /* a field vector's component (0-based); 0 otherwise */
  const char *space;  /* NDF, UNDF, MAP, BASIS, DIFF_BASIS, BOUNDARY_DOFS: the kernel's
                         space name (borrowed from the metadata); NULL otherwise */
  const char *target; /* BASIS, DIFF_BASIS of an evaluator: the target space whose nodes it
                         is evaluated at (borrowed); NULL on a quadrature rule */
  char *name;         /* the stub's dummy argument name (heap) */
  char *decl;         /* its declaration, e.g. "integer(kind=i_def), intent(in)" (heap) */
} PsyKernelArg;

typedef struct {
  PsyKernelArg *args;
  int n, cap;
} PsyKernelArgList;

/* The arguments the PSy layer passes to the kernel subroutine of `m`, in LFRic's order
 * (docs/frontend.md), into `out` (zero-initialised by the caller). The list borrows space
 * names from `m`: `m` must outlive it. */
PSY_CAPI_EXPORTED void psyKernelArgsCollect(const PsyKernelMeta *m, PsyKernelArgList *out);
PSY_CAPI_EXPORTED void psyKernelArgsFree(PsyKernelArgList *l);
/* A one-line description of argument kind `k` for messages ("a stencil map"). */
PSY_CAPI_EXPORTED const char *psyKernelArgKindName(PsyKernelArgKind k);
/* Whether an argument of kind `k` holds the data of its meta_args entry (a scalar, scalar
 * array, field or operator) rather than a size, map or basis derived from it. */
PSY_CAPI_EXPORTED bool psyKernelArgKindIsData(PsyKernelArgKind k);

/* The number of arguments of the kernel subroutine of `m`; `*entries` gets a heap array with,
 * per argument, the meta_args entry (0-based) whose data it holds, or -1 (sizes, dofmaps,
 * basis functions, ...). The caller frees it. */
PSY_CAPI_EXPORTED int psyKernelArgEntries(const PsyKernelMeta *m, int **entries);

#ifdef __cplusplus
}
#endif
#endif
