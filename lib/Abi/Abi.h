/* Internal: the modules that build the invoke ABI (psy-c/InvokeAbi.h), one per family of
 * psy-c/InvokeAbi.def. InvokeAbi.c walks an invoke's loops and kernel calls and hands each
 * kernel argument to the family that provides it (psyAbiNeed); each family records, once per
 * key, the entries that argument needs. Entries are filed by section as they are made and
 * joined, section by section, at the end. */
#ifndef PSY_ABI_ABI_H
#define PSY_ABI_ABI_H

#include "psy-c/Alloc.h"
#include "psy-c/Kernel.h"
#include "psy-c/Dialect.h"
#include "psy-c/InvokeAbi.h"
#include "psy-c/Support.h"

/* ---- Building ------------------------------------------------------------------------------ */

typedef struct {
  MlirOperation func;
  PsyInvokeAbi sec[PSY_ABI_SECTION_COUNT]; /* the entries made so far, by section */
  int mesh[3];   /* MESH: the provider argument of NLAYERS, NCELLS, NCELL_2D_NO_HALOS; -1 */
  bool cellsInterGrid; /* mesh[1] is an inter-grid kernel's field: another loop replaces it */
  int colour;    /* COLOUR: the provider argument + 1 of the colouring; 0: none */
  bool hasKernels;
  bool dmInvoke; /* the invoke is marked psy.dm: ncells and ndofs are the owned ones */
  bool reducer;  /* DM: a global reduction needs the reducer callback */
  PsyInvokeAbi dm; /* DM: the callback's sites made so far (only `sites` is used) */
} AbiBuilder;

/* One kernel call of a loop, as the families see it. */
typedef struct {
  AbiBuilder *b;
  MlirOperation loop, call;
  const PsyKernelMeta *m;
  const intptr_t *at;   /* per meta_args entry: its operand */
} AbiCall;

/* Files `e` in its kind's section; the entry owns its strings. */
void psyAbiAdd(AbiBuilder *b, PsyAbiEntry e);
/* The entry made so far that `key` names, or NULL. */
const PsyAbiEntry *psyAbiFindMade(const AbiBuilder *b, const PsyAbiKey *key);
/* Whether any entry made so far has space key `key` (two names that read alike). */
bool psyAbiSpaceKeyTaken(const AbiBuilder *b, const char *key);

/* Whether `v` is an argument of the invoke, with its number in `*arg`. */
bool psyAbiArgNumber(const AbiBuilder *b, MlirValue v, intptr_t *arg);
/* The invoke argument of meta_args entry `e`'s operand, or -1 after an error that names it
 * a field (`what`: "field", "operator", ...). */
intptr_t psyAbiOperandArg(AbiCall *c, int e, const char *what);
/* The first field entry of the kernel, and the first on kernel space `space`; -1 if none. */
int psyAbiFirstField(const PsyKernelMeta *m);
int psyAbiFieldOnSpace(const PsyKernelMeta *m, const char *space);
MlirLogicalResult psyAbiNoMesh(AbiCall *c);

/* A space name known at compile time (w0, w1, ...), not an any_* space. */
bool psyAbiConcreteSpace(MlirStringRef s);

/* ---- What each family provides (one module each) ------------------------------------------- */

typedef MlirLogicalResult (*AbiNeedFn)(AbiCall *c, const PsyKernelArg *a);

/* Fields.c: the invoke's own arguments and results; function spaces and their boundary dofs;
 * scalar arrays. */
MlirLogicalResult psyAbiAddArgs(AbiBuilder *b);
void psyAbiAddResults(AbiBuilder *b);
void psyAbiAddSpace(AbiBuilder *b, MlirValue field, intptr_t arg);
/* The space key of `field` (argument `arg`) once added, or NULL. */
const char *psyAbiSpaceKeyOf(const AbiBuilder *b, MlirValue field, intptr_t arg);
bool psyAbiIsSpaceOf(const PsyAbiEntry *e, MlirValue field, intptr_t arg);
MlirLogicalResult psyAbiNeedSpace(AbiCall *c, const PsyKernelArg *a);
MlirLogicalResult psyAbiNeedArray(AbiCall *c, const PsyKernelArg *a);
/* A boundary-condition kernel's boundary dofs of its space (after that space's ndf). */
MlirLogicalResult psyAbiNeedBoundaryDofs(AbiCall *c, const PsyKernelArg *a);

/* Mesh.c: nlayers and the cell counts; the reference element and mesh properties. */
MlirLogicalResult psyAbiNeedMesh(AbiCall *c, const PsyKernelArg *a);
MlirLogicalResult psyAbiNeedRef(AbiCall *c, const PsyKernelArg *a);
/* The cells a cells loop `c->loop` counts, once: from the loop's field (when `fieldsOnly`,
 * only a field, not an operator), else from argument `fallback`. */
void psyAbiNeedCells(AbiCall *c, intptr_t fallback, bool fieldsOnly);
void psyAbiFinishMesh(AbiBuilder *b);

/* Operators.c: LMA operators, and what a kernel takes from them for lack of a field. */
MlirLogicalResult psyAbiNeedOperator(AbiCall *c, const PsyKernelArg *a);
MlirLogicalResult psyAbiNeedOpSpace(AbiCall *c, const char *space);
/* The space key of kernel space `space` only an operator is on, once psyAbiNeedOpSpace has
 * recorded it; NULL after an error. */
const char *psyAbiOpSpaceKeyOf(AbiCall *c, const char *space);
MlirLogicalResult psyAbiNeedOpBasis(AbiCall *c, const PsyKernelArg *a, intptr_t qr);
MlirLogicalResult psyAbiNeedOpMesh(AbiCall *c);
bool psyAbiIsOpSpaceOf(const PsyAbiEntry *e, MlirValue op, intptr_t arg, bool from);

/* Columnwise.c, Quadrature.c, InterGrid.c, Stencils.c, Colour.c. */
MlirLogicalResult psyAbiNeedColumnwise(AbiCall *c, const PsyKernelArg *a);
MlirLogicalResult psyAbiNeedQuadrature(AbiCall *c, const PsyKernelArg *a);
MlirLogicalResult psyAbiNeedInterGrid(AbiCall *c, const PsyKernelArg *a);
MlirLogicalResult psyAbiNeedStencil(AbiCall *c, const PsyKernelArg *a);
/* A colour_cells loop of kernels needs the mesh's colouring. */
void psyAbiNeedColouring(AbiBuilder *b, MlirOperation loop);
void psyAbiFinishColouring(AbiBuilder *b);

/* Dm.c: halo exchanges, dirty markers, global reductions and loop bounds under distributed
 * memory. */
MlirLogicalResult psyAbiNeedDmOp(AbiBuilder *b, MlirOperation op);
MlirLogicalResult psyAbiNeedDmBound(AbiBuilder *b, MlirOperation loop, MlirValue subject);
void psyAbiFinishDm(AbiBuilder *b);

#endif
