/* Internal: psy-lower-kernels (LowerKernels.c) and its kernel arguments (LowerKernelArgs*.c).
 * LowerKernels.c lowers the loops and the invoke's signature; the kernel-argument files make
 * the pointer each kernel argument is passed as, finding the ABI entries it needs with
 * psyInvokeAbiFindKey (psy-c/InvokeAbi.h). */
#ifndef PSY_TRANSFORMS_LOWERKERNELS_H
#define PSY_TRANSFORMS_LOWERKERNELS_H

#include "psy-c/Alloc.h"
#include "psy-c/Kernel.h"
#include "IRBuild.h"
#include "LowerDm.h"
#include "psy-c/Dialect.h"
#include "psy-c/InvokeAbi.h"

/* One invoke being lowered. */
typedef struct {
  MlirOperation module, func;
  MlirContext ctx;
  PsyInvokeAbi abi;
  PsyBuilder top;       /* the start of the invoke's body: casts, pointers, slots */
  MlirValue one;        /* i64 1, the size of every slot (lazily) */
  MlirValue *extra;     /* per ABI entry: the appended argument (extras only) */
  MlirValue *slot;      /* per ABI entry: a slot holding it (extras only; lazily) */
  MlirValue *mapPtr;    /* per ABI entry: a memref extra's data pointer (lazily) */
  MlirOperation *cast;  /* per original argument: its field's cast to memrefs (lazily) */
  MlirValue **dataPtr;  /* per original argument, per component: data pointer (lazily) */
  intptr_t nargs;       /* original arguments */
  PsyDmValues dm;       /* the DM callbacks and their context, if the invoke has them */
  PsyBuilder *priv;     /* in an OpenMP loop: where each thread's own slots go (else null) */
} PsyLower;

/* One kernel call being lowered. */
typedef struct {
  PsyLower *l;
  MlirOperation call;
  PsyKernelMeta meta;
  intptr_t *at;         /* per meta_args entry: its operand */
  PsyIteration it;
  MlirValue iv;         /* the cell or dof (index); null for a domain kernel */
  PsyBuilder *b;        /* in the loop body, before the call */
} PsyLowerCall;

/* ---- LowerKernels.c: values at the top of the invoke --------------------------------------- */

MlirType psyLowerPtrType(MlirContext ctx);
MlirType psyLowerI32Type(MlirContext ctx);
void psyLowerStore(PsyBuilder *b, MlirValue v, MlirValue ptr);
/* &base[index], elements of type `elt`; `index` is an index value. */
MlirValue psyLowerGep(PsyBuilder *b, MlirValue base, MlirValue index, MlirType elt);
/* A new stack slot for one `t`, at the top (in an OpenMP loop: one per thread, at l->priv). */
MlirValue psyLowerNewSlot(PsyLower *l, MlirType t);
/* A slot holding the i32 extra of ABI entry `e`; the data pointer of memref extra `e`. */
MlirValue psyLowerExtraSlot(PsyLower *l, int e);
MlirValue psyLowerMapPtr(PsyLower *l, int e);
/* The memref<?xelt> of component `k` of field argument `arg`, and its data pointer. */
MlirValue psyLowerFieldMemref(PsyLower *l, intptr_t arg, int k);
MlirValue psyLowerFieldPtr(PsyLower *l, intptr_t arg, int k);

/* ---- LowerKernelArgs.c: one kernel call ---------------------------------------------------- */

/* The invoke argument of meta_args entry `entry`'s operand. */
intptr_t psyLowerArgOf(const PsyLowerCall *c, int entry);
/* The space key of kernel space `space` (psyInvokeAbiSpaceKey), and its entry of kind `kind`
 * (NDF, UNDF, MAP, BOUNDARY_DOFS). */
const char *psyLowerSpaceKey(const PsyLowerCall *c, const char *space);
int psyLowerSpaceEntry(const PsyLowerCall *c, const char *space, PsyAbiKind kind);
/* The ABI entry `key` names (psyInvokeAbiFindKey). */
int psyLowerFind(const PsyLowerCall *c, PsyAbiKey key);
/* The call of kernel `call` for cell or dof `iv` (null: a domain kernel), before `b`. */
void psyLowerEmitCall(PsyLower *l, MlirOperation call, PsyIteration it, MlirValue iv,
                      PsyBuilder *b);
/* The coarse cell count entry of inter-grid kernel call `c`. */
int psyLowerInterGridEntry(const PsyLowerCall *c, PsyAbiKind kind);

/* ---- The families' hooks (psy-c/AbiFamilies.def's Lower column) ---------------------------- */

/* The pointer kernel argument `a` of the family is passed as: psyLower<Lower>Arg. */
typedef MlirValue (*PsyLowerArgFn)(PsyLowerCall *c, const PsyKernelArg *a);
/* LowerKernelArgs.c: the invoke's fields and scalars, the mesh, spaces, LMA operators (and
 * the cell index), scalar arrays. */
MlirValue psyLowerInvokeArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerMeshArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerSpaceArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerOperatorArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerArrayArg(PsyLowerCall *c, const PsyKernelArg *a);
/* LowerKernelArgsFamilies.c: rules, basis functions, evaluators, the reference element,
 * inter-grid kernels, column-wise operators, stencils. */
MlirValue psyLowerQuadArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerBasisArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerEvalArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerRefArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerInterGridArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerColumnwiseArg(PsyLowerCall *c, const PsyKernelArg *a);
MlirValue psyLowerStencilArg(PsyLowerCall *c, const PsyKernelArg *a);
/* Whether kernel space `space` is an inter-grid kernel's fine one (its dofmap is passed
 * whole). */
bool psyLowerOnFineMesh(const PsyLowerCall *c, const char *space);

#endif
