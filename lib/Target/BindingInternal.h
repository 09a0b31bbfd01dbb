/* Internal: the Fortran binding module (psy-c/Binding.h). Binding.c writes one subroutine per
 * invoke: its arguments, uses and declarations, the proxies, each ABI entry's value and the
 * call of the schedule; what an entry needs beyond the generic forms of its row of
 * psy-c/InvokeAbi.def (a local declared from its Local column, filled from its From and Fill
 * columns, passed by its Value) is its family's, in BindingFamilies.c. */
#ifndef PSY_TARGET_BINDINGINTERNAL_H
#define PSY_TARGET_BINDINGINTERNAL_H

#include "psy-c/Alloc.h"
#include "psy-c/Binding.h"
#include "psy-c/Dialect.h"
#include "psy-c/InvokeAbi.h"
#include "psy-c/StrBuf.h"
#include "psy-c/Support.h"

/* The names of one subroutine: unique, case-insensitively, as Fortran's are. */
typedef struct {
  char **names;
  int n, cap;
} PsyBindNames;

/* `want`, or `want_2`, `want_3`, ... if taken; owned by the table. */
const char *psyBindUnique(PsyBindNames *t, const char *want);
void psyBindNamesFree(PsyBindNames *t);

/* One invoke's subroutine as it is written. */
typedef struct {
  MlirOperation func;
  const PsyBindingOptions *opts;
  PsyInvokeAbi abi;
  PsyBindNames names;
  intptr_t nargs;
  int nres;
  const char **dummy;    /* per argument */
  const char **proxy;    /* per field, operator or quadrature rule argument; NULL otherwise */
  char **ftype;          /* per field or operator argument: its Fortran type (heap) */
  const char **tmp;      /* per logical scalar: its logical(c_bool) copy */
  const char **res;      /* per result */
  const char **local;    /* per ABI entry: the extra's local variable */
  const char **obj;      /* per STENCIL_SIZES entry: its stencil map object */
  const char **nodes;    /* per EVAL_* entry: the target's nodes pointer */
  const char *mesh;      /* the mesh pointer, if an entry needs one */
  const char *dfNodal, *dfBasis; /* evaluators' loop counters */
  const char *refElem;   /* the reference element pointer, if a kernel needs one */
  bool refDone;          /* the mesh and reference element pointers are set */
  const char *schedule;  /* the interface's name */
  char *symbol;
  MlirAttribute widths;  /* psy.kind_widths: the schedule is compiled for several widths of
                          * these kinds (null if not), each by the kind names in Fortran */
  PsyStrBuf *out;
} PsyBindSub;

void psyBindEmit(PsyBindSub *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Argument `i`'s type; the proxy of component `k` of field argument `i` (heap). */
MlirType psyBindArgType(const PsyBindSub *s, intptr_t i);
char *psyBindProxyOf(const PsyBindSub *s, intptr_t i, int k);
/* The function space that provides entry `a` (heap): its field's `x_proxy%vspace`, or for an
 * operator `op_proxy%fs_to` (`fs_from` for component 1). */
char *psyBindSpaceOf(const PsyBindSub *s, const PsyAbiEntry *a);
/* `x_type` as `x<suffix>` (heap): `field_type` -> `field_mod`, `field_proxy_type`. */
char *psyBindRenameType(const char *type, const char *suffix);
/* The generic declaration of entry `e`'s local (its Local column). */
void psyBindDeclareLocal(PsyBindSub *s, int e);
/* "1,1,..." or ":,:,...", `rank` times (heap). */
char *psyBindRankList(intptr_t rank, const char *each);

/* What a family adds to the generic forms (psy-c/AbiFamilies.def's Bind column names its
 * psyBind<Bind>Hooks, in BindingFamilies.c); any hook may be NULL. */
typedef struct {
  void (*reserve)(PsyBindSub *s);        /* names its modules bring into scope */
  void (*name)(PsyBindSub *s, int e);    /* names entry `e` needs beyond its local */
  void (*nameAfter)(PsyBindSub *s);      /* names once every local is named */
  void (*declare)(PsyBindSub *s, int e); /* instead of psyBindDeclareLocal */
  void (*fill)(PsyBindSub *s, int e);    /* rows From CUSTOM */
  /* rows Local NONE passed as a memref: the first element of the data and its size */
  void (*memref)(const PsyBindSub *s, int e, char **data, char **size);
} PsyBindFamily;

/* Per family: its hooks (a family whose Bind column is NONE has none). */
extern const PsyBindFamily *const psyBindFamilies[PSY_ABI_FAMILY_COUNT];

/* BindingDm.c: the DM family's hooks, the schedule's argument for a DM entry (heap), and the
 * callbacks written after the invoke's subroutine. */
void psyBindDmName(PsyBindSub *s, int e);
void psyBindDmDeclare(PsyBindSub *s, int e);
void psyBindDmFill(PsyBindSub *s, int e);
char *psyBindDmArgument(const PsyBindSub *s, int e);
void psyBindDmWriteCallbacks(PsyBindSub *s);

/* BindingDm.c, --target=nvptx: the arrays allocated for this call declared new to the device
 * runtime, before the schedule's call. */
void psyBindDeviceChanged(PsyBindSub *s);

/* BindingWrappers.c: the wrappers of the kernels in opts->wrapped, at the end of the module. */
void psyBindWriteWrappers(MlirOperation module, const PsyBindingOptions *opts,
                          const char *psyModule, PsyStrBuf *out);

/* The algorithm's text of argument `i` (or of result `i`) of invoke function `func`. */
MlirStringRef psyBindAlgText(MlirOperation func, intptr_t i, bool result);

/* BindingKinds.c: the LFRic kind name of argument `i`'s data (heap; NULL where it has none
 * the binding can name): a field's or operator's from its type, a scalar's from its
 * declaration. */
char *psyBindArgKind(const PsyBindingOptions *o, MlirOperation func, intptr_t i);
/* `real(kind=r_solver)` for scalar argument (or result) `i` of type `t`, by its declared
 * kind (heap); NULL where it has none, for iso_c_binding's. */
char *psyBindScalarType(const PsyBindSub *s, intptr_t i, bool result, MlirType t);

/* Binding.c: the interface of the schedule `s->schedule` (C name `s->symbol`), its call. */
void psyBindWriteInterface(PsyBindSub *s);
void psyBindWriteCall(PsyBindSub *s);

/* BindingWidths.c: the schedule compiled for several widths of some kinds (s->widths). */
/* `use constants_mod` of the kinds whose widths choose the schedule. */
void psyBindWriteWidthUses(PsyBindSub *s);
/* A real scalar entry's type by its kind name (heap), NULL for its C kind. */
char *psyBindWidthType(const PsyBindSub *s, const PsyAbiEntry *a, bool result);
/* Whether argument `i`'s data have a kind whose width chooses the schedule. */
bool psyBindChosenByWidth(const PsyBindSub *s, intptr_t i);
/* An invoke compiled for other widths (psy.variant_of), which its invoke's binding calls. */
bool psyBindIsVariant(MlirOperation op);
/* The variants of invoke `func`, in order, in `*out` (heap); their count. */
int psyBindVariantsOf(MlirOperation func, MlirOperation **out);
/* Each variant's interface; their names (heap array). */
const char **psyBindWriteVariantInterfaces(PsyBindSub *s, const char *psyModule,
                                           MlirOperation *variants, int n);
/* `if (widths) then; call ...; else if ...`: the schedule of the build's widths. */
void psyBindWriteChosenCall(PsyBindSub *s, MlirOperation *variants, const char **names, int n);
/* Reserves the scalars' kind names; writes their use lines. */
void psyBindReserveKinds(PsyBindSub *s);
void psyBindWriteKindUses(PsyBindSub *s);

/* The stencil modules' use lines, if the invoke has stencils. */
void psyBindWriteStencilUses(PsyBindSub *s);

/* ---- both APIs (BindingText.c) ---- */

/* What an API's binding module says of itself and takes into scope. */
typedef struct {
  const char *title;                  /* "PSy layer": what the module is, in its first line */
  const char *about;                  /* comment lines after it, each ending in '\n' */
  const char *uses;                   /* use statements, each ending in '\n' */
  bool (*isInvoke)(MlirOperation op); /* the functions that get a subroutine */
} PsyBindModuleText;

/* The module's opening lines: the comment naming `psyModule` the `title` of `algFile` (its
 * base name; "the algorithm" when NULL) and `about`; `module`, the uses, `implicit none` and
 * `private`; `public ::` per invoke function of `module`, in order; `contains`. */
void psyBindWriteModuleHead(PsyStrBuf *out, MlirOperation module, const char *psyModule,
                            const char *algFile, const PsyBindModuleText *text);

/* ---- GOcean (GOceanBinding.c, GOceanBindingWrappers.c) ---- */

/* Appends `item` to a comma-separated list whose line is `*col` long so far (`first`: no
 * comma), continuing on a new line `indent` blanks in before Fortran's 132 columns. */
void psyGoBindListItem(PsyStrBuf *out, int *col, const char *item, bool first, int indent);
/* The wrappers of kernel subroutines `procs` (lower case) of `module`, as module procedures
 * `psy_kernel_<n>`; false after an error at a kernel's metadata. */
bool psyGoBindWriteWrappers(PsyStrBuf *out, MlirOperation module, const char *psyModule,
                            const char *const *procs, int nprocs);

#endif
