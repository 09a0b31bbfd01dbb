/* Internal: the modules that build the invoke ABI (psy-c/InvokeAbi.h), in three tiers, each
 * calling only the tiers below it:
 *   leaves    Kinds.c (the table of kinds, the keys), Names.c, Builder.c (entries filed by
 *             section, the invoke's arguments, function spaces, the cells a loop counts);
 *   families  one module per family or two of psy-c/AbiFamilies.def (Fields.c, Mesh.c,
 *             Operators.c, Columnwise.c, Quadrature.c, InterGrid.c, Stencils.c, Colour.c,
 *             Dm.c): each records, once per key, the entries a kernel argument or an op needs;
 *   dispatch  InvokeAbi.c walks an invoke's loops and kernel calls and hands each kernel
 *             argument to its family's hook psyAbiNeed<Need>, through the table
 *             psy-c/AbiFamilies.def generates.
 * Entries are filed by section as they are made and joined, section by section, at the end. */
#ifndef PSY_ABI_ABI_H
#define PSY_ABI_ABI_H

#include "psy-c/Alloc.h"
#include "psy-c/Kernel.h"
#include "psy-c/Dialect.h"
#include "psy-c/InvokeAbi.h"
#include "psy-c/Support.h"

/* ---- Building (Builder.c) ------------------------------------------------------------------- */

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

/* Function spaces: a field's (argument `arg`), or an LMA operator's to- or from-space (`from`),
 * recorded once with their ndf, undf and map; their keys once recorded, else NULL. */
void psyAbiAddSpace(AbiBuilder *b, MlirValue field, intptr_t arg);
const char *psyAbiSpaceKeyOf(const AbiBuilder *b, MlirValue field, intptr_t arg);
bool psyAbiIsSpaceOf(const PsyAbiEntry *e, MlirValue field, intptr_t arg);
void psyAbiAddOpSpace(AbiBuilder *b, MlirValue op, intptr_t arg, bool from);
const char *psyAbiOpSpaceKey(const AbiBuilder *b, MlirValue op, intptr_t arg, bool from);
bool psyAbiIsOpSpaceOf(const PsyAbiEntry *e, MlirValue op, intptr_t arg, bool from);
/* The operator of the kernel on kernel space `space`, only an operator's: `*op`, its argument
 * `*arg`, and `*from` for its from-space; fails with an error if there is none. */
MlirLogicalResult psyAbiOperatorFor(AbiCall *c, const char *space, MlirValue *op, intptr_t *arg,
                                    bool *from);
/* Records kernel space `space`, only an operator's; its key once recorded, NULL after an
 * error. */
MlirLogicalResult psyAbiNeedOpSpace(AbiCall *c, const char *space);
const char *psyAbiOpSpaceKeyOf(AbiCall *c, const char *space);

/* The cells a cells loop `c->loop` counts, once: from the loop's field (when `fieldsOnly`,
 * only a field, not an operator), else from argument `fallback`. */
void psyAbiNeedCells(AbiCall *c, intptr_t fallback, bool fieldsOnly);

/* ---- The families' hooks (psy-c/AbiFamilies.def's Need column) ------------------------------ */

/* What kernel argument `a` of the family records; an argument that comes with another of
 * its family (undf and the map with ndf, an operator's ncell_3d with its matrices, ...)
 * records nothing. */
typedef MlirLogicalResult (*AbiNeedFn)(AbiCall *c, const PsyKernelArg *a);

MlirLogicalResult psyAbiNeedSpace(AbiCall *c, const PsyKernelArg *a);      /* Fields.c */
MlirLogicalResult psyAbiNeedArray(AbiCall *c, const PsyKernelArg *a);      /* Fields.c */
MlirLogicalResult psyAbiNeedMesh(AbiCall *c, const PsyKernelArg *a);       /* Mesh.c */
MlirLogicalResult psyAbiNeedRef(AbiCall *c, const PsyKernelArg *a);        /* Mesh.c */
MlirLogicalResult psyAbiNeedOperator(AbiCall *c, const PsyKernelArg *a);   /* Operators.c */
MlirLogicalResult psyAbiNeedColumnwise(AbiCall *c, const PsyKernelArg *a); /* Columnwise.c */
MlirLogicalResult psyAbiNeedQuadrature(AbiCall *c, const PsyKernelArg *a); /* Quadrature.c */
MlirLogicalResult psyAbiNeedEval(AbiCall *c, const PsyKernelArg *a);       /* Quadrature.c */
MlirLogicalResult psyAbiNeedInterGrid(AbiCall *c, const PsyKernelArg *a);  /* InterGrid.c */
MlirLogicalResult psyAbiNeedStencil(AbiCall *c, const PsyKernelArg *a);    /* Stencils.c */

/* ---- What the walk over the invoke asks of the families ------------------------------------ */

/* Fields.c: the invoke's own arguments and results. */
MlirLogicalResult psyAbiAddArgs(AbiBuilder *b);
void psyAbiAddResults(AbiBuilder *b);
/* Mesh.c: nlayers and the cell counts, once the walk is done. */
void psyAbiFinishMesh(AbiBuilder *b);
/* Colour.c: a colour_cells loop of kernels needs the mesh's colouring. */
void psyAbiNeedColouring(AbiBuilder *b, MlirOperation loop);
void psyAbiFinishColouring(AbiBuilder *b);
/* Dm.c: halo exchanges, dirty markers, global reductions and loop bounds under distributed
 * memory. */
MlirLogicalResult psyAbiNeedDmOp(AbiBuilder *b, MlirOperation op);
MlirLogicalResult psyAbiNeedDmBound(AbiBuilder *b, MlirOperation loop, MlirValue subject);
void psyAbiFinishDm(AbiBuilder *b);

#endif
