/* Internal: the algorithm layer's invokes as a small model between the parse-tree data and
 * the psy IR (lib/Frontend/Algorithm.c builds it, BuildIR.c turns it into IR, Rewrite.c
 * rewrites the algorithm source). */
#ifndef PSY_FRONTEND_INVOKE_H
#define PSY_FRONTEND_INVOKE_H

#include "psy-c/Builtins.h"
#include "psy-c/Frontend.h"

/* What an invoke argument is, as the metadata uses it. */
typedef enum {
  PSY_VAL_FIELD, PSY_VAL_OPERATOR, PSY_VAL_CMA_OPERATOR, PSY_VAL_QR, PSY_VAL_SCALAR,
  PSY_VAL_SCALAR_ARRAY,
  PSY_VAL_REDUCTION, PSY_VAL_LITERAL
} PsyValueKind;

typedef enum { PSY_ELT_F64, PSY_ELT_F32, PSY_ELT_I32, PSY_ELT_I1 } PsyElt;

/* One distinct argument of an invoke. Its strings are borrowed: the text from the algorithm's
 * parse tree, the spaces from the kernel metadata or static tables, all of which outlive the
 * invoke model. */
typedef struct {
  const char *text;          /* the argument as the algorithm writes it (lower case) */
  PsyValueKind kind;
  PsyElt elt;
  const char *space, *spaceFrom; /* fields: space; operators: to/from; qr: shape; else "" */
  int vectorSize, rank;
  bool spaceConflict;        /* fields: kernels disagree on its space (now any_space_1) */
  bool readOnEntry;          /* a reduction a call reads before a builtin reduces into it:
                              * an argument (its value on entry) as well as a result */
  PsyFLoc loc;
  const PsyFExpr *expr;
} PsyInvValue;

typedef struct {
  const PsyBuiltin *builtin;      /* NULL for a coded kernel */
  const PsyKernelMeta *meta;      /* NULL for a builtin */
  const char *name;               /* kernel type or canonical builtin name (borrowed) */
  int nops;
  int *ops;                       /* indices into the values; the reduction is not an operand */
  int reduction;                  /* value index of a builtin's reduction, or -1 */
  int haloDepth;                  /* value index of a halo kernel's depth (not an operand), or -1 */
  PsyFLoc loc;
} PsyInvCall;

/* An invoke: owns its name and its arrays, freed by psyInvokesDestroy. */
typedef struct {
  char *name;                     /* invoke_<name> or invoke_<n>_<kernel> */
  int nvalues, ncalls;
  int capValues, capCalls;
  PsyInvValue *values;
  PsyInvCall *calls;
  const PsyFInvoke *src;
} PsyInvoke;

/* The kernels known to the front end: metadata read (once) from the algorithm file and the
 * kernel modules it uses. */
typedef struct {
  PsyKernelMeta **metas;          /* each allocated once: pointers to them are handed out */
  int nmetas, cap;
  PsyFUnit **units;               /* parsed kernel modules (owned unless opts->cache) */
  int nunits;
  char **loaded;                  /* module names already looked up */
  int nloaded;
  PsyKernelIndex *index;
  const PsyFrontendOptions *opts;
  PsyFUnit *alg;
  const PsyPrecisionConfig *precision; /* LFRic kinds -> element types */
} PsyKernelSet;

/* Finds (loading and validating on first use) the metadata of kernel type `name`. */
const PsyKernelMeta *psyKernelSetFind(PsyKernelSet *ks, const char *name, PsyFLoc loc,
                                      PsyDiagList *diags);
void psyKernelSetDestroy(PsyKernelSet *ks);

/* Builds the invoke model of `unit`'s invokes (heap array of `*n`, freed with
 * psyInvokesDestroy whatever the result). */
bool psyInvokesBuild(PsyFUnit *unit, PsyKernelSet *ks, PsyInvoke **out, int *n,
                     PsyDiagList *diags);
void psyInvokesDestroy(PsyInvoke *invs, int n);
/* Writes the psy IR module of the invokes and kernels, built in diags->ctx, to `out`. */
bool psyInvokesEmitIR(const PsyFUnit *unit, const PsyInvoke *invs, int n,
                      const char *psyModule, bool debugLocs, FILE *out, PsyDiagList *diags);
/* Writes the algorithm with every invoke call replaced, atomically, to `path`. */
bool psyAlgorithmRewrite(const PsyFUnit *unit, const PsyInvoke *invs, int n,
                         const char *psyModule, const char *path, PsyDiagList *diags);
/* Algorithm arguments of an invoke in order of first appearance (literals excluded), as a
 * heap array the caller frees; their count in `*n`. */
const PsyInvValue **psyInvokeAlgArgs(const PsyInvoke *inv, int *n);

/* The name `name` stands for in `scope` of `u`: the remote name of a `local => remote` use
 * rename visible there (a kernel type imported under another name), else `name` itself. Both
 * APIs' algorithms follow renames (Algorithm.c, GOceanAlgorithm.c). */
const char *psyFUnitResolveRename(const PsyFUnit *u, int scope, const char *name);

/* ArgKind.c: the LFRic kind of actual argument `e` of an invoke in `scope` of unit `u`, as
 * (`*kind`, `*len`) (`r_solver` for an r_solver_field_type or a component declared so);
 * false if its declarations give none. */
bool psyInvokeArgKind(const PsyFUnit *u, int scope, const PsyFExpr *e, const char **kind,
                      size_t *len);

#endif
