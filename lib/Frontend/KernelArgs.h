/* Internal: the argument list of a kernel subroutine, as the metadata implies it -- one typed
 * list that the stub generator prints (Stub.c), the generic-kernel matcher counts (Generic.c)
 * and psy-lower-kernels passes (lib/Transforms/LowerKernels.c), so that a stub and a call
 * can never disagree -- and the specific procedures of generic kernels. */
#ifndef PSY_FRONTEND_KERNELARGS_H
#define PSY_FRONTEND_KERNELARGS_H

#include "mlir-c/IR.h"
#include "psy-c/Frontend.h"

/* What one kernel argument holds (design.md section 3, in the order they can appear). */
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
  PSY_KARG_KIND_COUNT
} PsyKernelArgKind;

typedef struct {
  PsyKernelArgKind kind;
  int entry;          /* the meta_args entry (0-based) whose data this is; -1 otherwise */
  int component;      /* a field vector's component (0-based); 0 otherwise */
  const char *space;  /* NDF, UNDF, MAP, BASIS, DIFF_BASIS: the kernel's space name
                         (borrowed from the metadata); NULL otherwise */
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
 * (design.md section 3, docs/frontend.md), into `out` (zero-initialised by the caller). The
 * list borrows space names from `m`: `m` must outlive it. */
void psyKernelArgsCollect(const PsyKernelMeta *m, PsyKernelArgList *out);
void psyKernelArgsFree(PsyKernelArgList *l);
/* A one-line description of argument kind `k` for messages ("a stencil map"). */
const char *psyKernelArgKindName(PsyKernelArgKind k);

/* The number of arguments of the kernel subroutine of `m`; `*entries` gets a heap array with,
 * per argument, the meta_args entry (0-based) whose data it holds, or -1 (sizes, dofmaps,
 * basis functions, ...). The caller frees it. */
int psyKernelArgEntries(const PsyKernelMeta *m, int **entries);

/* Per meta_args entry of `m`, the psy.kernel operand that holds it (a heap array the caller
 * frees): operands follow meta_args, each stencil field followed by its extent (and an xory1d
 * direction). */
intptr_t *psyKernelMetaOperands(const PsyKernelMeta *m);

/* The psy.kernel operand of the first quadrature rule of `m` (the one after those of
 * meta_args). In a QR_SIZE or QR_WEIGHTS argument of an XYoZ rule, `component` is 0 for
 * np_xy and weights_xy, 1 for np_z and weights_z; of a face or edge rule, 0 for np_xyz and
 * weights_xyz, 1 for nfaces or nedges. */
intptr_t psyKernelMetaQrOperand(const PsyKernelMeta *m);

/* The space an evaluator without gh_evaluator_targets is evaluated on: that of the first
 * field (else argument) the kernel writes, as PSyclone takes it; `fallback` if none does. */
const char *psyKernelMetaEvaluatorSpace(const PsyKernelMeta *m, const char *fallback);

/* The metadata a psy.kernel_meta op carries, as the front end's struct (heap copies; free
 * with psyKernelMetaClear). Locations are unknown. False if an attribute names something the
 * vocabulary does not know (the op's verifier rules that out). */
bool psyKernelMetaFromOp(MlirOperation meta, PsyKernelMeta *out);

/* Reads the specific procedures of the generic interface that kernel type `t` (which has no
 * binding) uses into `m` (procedure = the generic name); reports and returns false if there
 * is no such interface or a specific is not a subroutine of the module (Generic.c). */
bool psyKernelMetaReadGeneric(const PsyFType *t, PsyKernelMeta *m, PsyDiagList *diags);
/* Frees m->specifics. */
void psyKernelMetaClearSpecifics(PsyKernelMeta *m);

#endif
