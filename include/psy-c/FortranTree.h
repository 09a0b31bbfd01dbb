/* psy-c/FortranTree.h: the parse tree of one Fortran file -- plain C structs that the flang
 * walker fills (psy-c/Fortran.h in psyc, the flang plugin tools/psy-flang) and that every
 * reader of Fortran reads: the front end (kernel metadata, the algorithm layer, psy-c/Frontend.h)
 * and the targets that translate kernel bodies (psy-c/OpenCL.h).
 *
 * Here are the tree, the functions that build, query and free it (lib/Fortran), and the
 * diagnostics its readers emit at its locations. Nothing here knows LFRic or GOcean.
 * Ownership: a PsyFUnit owns every string and expression reachable from it; psyFUnitDestroy
 * frees them all. docs/frontend.md describes what the walker records. */
#ifndef PSY_C_FORTRAN_TREE_H
#define PSY_C_FORTRAN_TREE_H

#include <stdbool.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "psy-c/Export.h"
#include "psy-c/Source.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ===== 1. The tree ========================================================================= */

/* A position in an original source file: the kernel model's location too (psy-c/Source.h).
 * `file` is owned by the unit (or is a static string). */
typedef PsyLoc PsyFLoc;

typedef enum {
  PSY_FX_NAME,      /* text = lower-case name */
  PSY_FX_INT,       /* text = literal as written (kind suffix included) */
  PSY_FX_REAL,
  PSY_FX_LOGICAL,
  PSY_FX_STRING,    /* text = the characters between the quotes */
  PSY_FX_CALL,      /* base(args): function reference, structure constructor or array element */
  PSY_FX_COMPONENT, /* base%text */
  PSY_FX_ARRAY,     /* (/ args /) or [ args ] */
  PSY_FX_BINARY,    /* args[0] text args[1]; text = "*", "+", ... */
  PSY_FX_UNARY,     /* text args[0]; text = "-", "+", "()", ".not." */
  PSY_FX_OTHER      /* anything else: only `source` is meaningful */
} PsyFExprKind;

typedef struct PsyFExpr {
  PsyFExprKind kind;
  PsyFLoc loc;
  char *text;              /* see the kinds above; may be NULL */
  char *source;            /* the expression's (cooked, lower-case) source text */
  char *keyword;           /* `keyword=` of an actual argument, lower case; NULL if none */
  struct PsyFExpr *base;   /* callee of a CALL, object of a COMPONENT */
  int nargs;
  struct PsyFExpr **args;
} PsyFExpr;

/* A data component of a derived type, e.g. `type(arg_type) :: meta_args(2) = (/ ... /)`. */
typedef struct {
  char *name;
  char *typeName;          /* "arg_type" for type(arg_type), "integer" for integer ... */
  PsyFLoc loc;
  int declaredSize;        /* dimension(N) or name(N): N; 0 for a scalar, -1 if not constant */
  PsyFExpr *init;          /* NULL without an initialisation */
  char *kind;              /* kind text ("r_solver" of real(r_solver)) or NULL */
} PsyFComponent;

/* A type-bound procedure `procedure, nopass :: binding [=> procedure]`. */
typedef struct {
  char *binding;
  char *procedure;         /* == binding without `=>` */
  bool nopass;
  PsyFLoc loc;
} PsyFBinding;

typedef struct {
  char *name;
  char *extends;           /* parent type name or NULL */
  PsyFLoc loc;
  int ncomps, nbindings;
  PsyFComponent *comps;
  PsyFBinding *bindings;
  /* The unit that defines the type: metadata reading finds the kernel module's generic
   * interfaces and subroutines through it. */
  const struct PsyFUnit *unit;
  int scope;               /* the scope (module) it is defined in */
} PsyFType;

/* A declared entity of the algorithm layer: `type(field_type) :: f1`, `real(r_def) :: a`. */
typedef struct {
  char *name;
  char *typeName;          /* "field_type", "real", "integer", "logical", ... */
  char *kind;              /* kind text ("r_def") or NULL */
  int scope;
  bool isArray;
  int rank;                /* 0 for a scalar, the number of dimensions, -1 for assumed rank */
  PsyIntent intent;        /* intent(...) among its attributes; PSY_INTENT_NONE if none */
  PsyFLoc loc;             /* of its name */
  /* Recorded only with the executable statements (PsyFortranOptions.statements): whether it is
   * a named constant, and its initial value (`= expr`), or NULL. */
  bool isParameter;
  PsyFExpr *init;
  bool assumedShape;       /* an array declared `(:, :)`: every lower bound 1, no extent */
  int kindValue;           /* a literal kind (`real(8)`, `real(kind=4)`, `real*8`): its value;
                            * 0 when the kind is a name (`kind`) or not given */
} PsyFDecl;

/* An integer named constant with its value: `integer, parameter :: r_solver = real64`. The
 * kind reader of the driver (psy-c/Kinds.h) evaluates those of constants_mod. */
typedef struct {
  char *name;              /* lower case */
  PsyFLoc loc;             /* of the name */
  int scope;
  PsyFExpr *value;
} PsyFParam;

/* `call invoke(...)`: `loc`/`end` span the statement in the original file, from the `c` of
 * `call` to just past its closing parenthesis (end exclusive). */
typedef struct {
  PsyFLoc loc, end;
  int scope;
  int nargs;
  PsyFExpr **args;
} PsyFInvoke;

/* `local => remote` in the only-list of a use statement. */
typedef struct {
  char *local, *remote;
} PsyFRename;

/* One entity of a use statement's only-list or rename list: `name`, `local => remote`, or a
 * generic spec (`operator(+)`, `assignment(=)`). */
typedef struct {
  char *local;             /* the name it has where it is used, lower case; NULL for a generic
                              spec, which names no entity the rewriting could drop */
  char *text;              /* the item as flang's cooked source spells it (lower case) */
  PsyFLoc loc, end;        /* its span in the file (end exclusive) */
} PsyFUseItem;

typedef struct {
  char *name;
  PsyFLoc loc;
  int scope;
  int nrenames;
  PsyFRename *renames;     /* the renames of its only-list, in order */
  /* The whole statement, from `use` to just past its last character (line 0 when the host
   * did not record it), and its list: the rewritten algorithm drops the kernel types it
   * imports (docs/psyc.md). */
  PsyFLoc stmt, stmtEnd;
  bool only;               /* `, only:` (possibly empty); else a rename list or nothing */
  int nitems;
  PsyFUseItem *items;      /* its only-list or rename list, in order */
} PsyFUse;

/* ---- Executable statements -------------------------------------------------------------
 * Recorded only when the parse asks for them (PsyFortranOptions.statements): the OpenCL
 * kernel translator (psy-c/OpenCL.h) reads a GOcean kernel's body from them. The walker
 * records and does not interpret: what is outside the small subset below is an
 * PSY_FS_UNSUPPORTED statement saying what it is, and the reader decides. */
typedef enum {
  PSY_FS_ASSIGN,      /* lhs = rhs (lhs a name or an array element with its subscripts) */
  PSY_FS_IF,          /* if/else if/else construct or one-line if: branches */
  PSY_FS_DO,          /* do lhs = lower, upper[, step]: body */
  PSY_FS_CALL,        /* call: lhs is the PSY_FX_CALL (base the callee, args the actuals) */
  PSY_FS_RETURN,
  PSY_FS_CYCLE,       /* cycle / exit without a construct name */
  PSY_FS_EXIT,
  PSY_FS_CONTINUE,    /* continue: does nothing */
  PSY_FS_UNSUPPORTED  /* anything else: `what` says what it is ("a do while loop") */
} PsyFStmtKind;

typedef struct PsyFStmt PsyFStmt;

/* A sequence of statements; the block owns them. */
typedef struct {
  int n, cap;
  PsyFStmt **stmts;
} PsyFBlock;

/* One branch of an if construct: `cond` is NULL for the else branch. */
typedef struct {
  PsyFExpr *cond;
  PsyFLoc loc;
  PsyFBlock body;
} PsyFBranch;

struct PsyFStmt {
  PsyFStmtKind kind;
  PsyFLoc loc;                     /* of the statement's first character */
  char *what;                      /* PSY_FS_UNSUPPORTED only */
  PsyFExpr *lhs, *rhs;             /* ASSIGN; DO: lhs the loop variable; CALL: lhs the call */
  PsyFExpr *lower, *upper, *step;  /* DO (step NULL when not written) */
  PsyFBlock body;                  /* DO */
  int nbranches;
  PsyFBranch *branches;            /* IF, in order */
};

PSY_CAPI_EXPORTED PsyFStmt *psyFStmtCreate(PsyFStmtKind kind, PsyFLoc loc, const char *what);
PSY_CAPI_EXPORTED void psyFStmtDestroy(PsyFStmt *s);
/* Appends `s` (taking ownership) to `b`. */
PSY_CAPI_EXPORTED void psyFBlockAppend(PsyFBlock *b, PsyFStmt *s);
PSY_CAPI_EXPORTED void psyFBlockClear(PsyFBlock *b);
/* A new branch of if statement `s` (owning `cond`, NULL for else); its body is empty. */
PSY_CAPI_EXPORTED PsyFBranch *psyFStmtAddBranch(PsyFStmt *s, PsyFExpr *cond, PsyFLoc loc);

/* A program unit (program, module, subroutine, function); scope 0 is the file. */
typedef struct {
  char *name;
  int parent;
  bool isModule;
  PsyFLoc loc;             /* of its name (subroutines) */
  int ndummies;
  char **dummies;          /* a subroutine's dummy arguments, lower case, in order */
  /* Its executable part, when statements were recorded (hasBody). */
  bool hasBody;
  PsyFBlock body;
} PsyFScope;

/* A generic interface block `interface name; module procedure a, b; end interface` (the
 * form of LFRic's mixed-precision kernels). */
typedef struct {
  char *name;              /* generic name, lower case */
  PsyFLoc loc;
  int scope;
  int nprocs;
  char **procs;            /* the specific procedures, lower case, in order */
  PsyFLoc *procLocs;
} PsyFInterface;

typedef struct PsyFUnit {
  char *file;              /* path as given */
  int ntypes, ndecls, ninvokes, nuses, nscopes;
  PsyFType *types;
  PsyFDecl *decls;
  PsyFInvoke *invokes;
  PsyFUse *uses;
  PsyFScope *scopes;
  /* growth capacities (private) */
  int capTypes, capDecls, capInvokes, capUses, capScopes;
  int ninterfaces, capInterfaces;
  PsyFInterface *interfaces;
  int nfiles;              /* other files (#include) that locations point into (private) */
  char **files;
  int nparams, capParams;
  PsyFParam *params;       /* integer named constants, in order */
  /* Every name the file references outside use statements and invoke calls, lower case,
   * once each, in no particular order: a kernel type named here too keeps its use when the
   * algorithm is rewritten. */
  int nrefs, capRefs;
  char **refs;
  int nuntyped;            /* declarations made by attribute statements, awaiting their type */
} PsyFUnit;

PSY_CAPI_EXPORTED PsyFUnit *psyFUnitCreate(const char *file);
PSY_CAPI_EXPORTED void psyFUnitDestroy(PsyFUnit *u);
/* Interns a file name in the unit; the result lives as long as the unit. */
PSY_CAPI_EXPORTED const char *psyFUnitFile(PsyFUnit *u);
/* Interns another file's name (an #include'd file a location points into); the result lives
 * as long as the unit and is the same pointer for the same name. */
PSY_CAPI_EXPORTED const char *psyFUnitInternFile(PsyFUnit *u, const char *path);

/* Expression constructors; strings are copied. */
PSY_CAPI_EXPORTED PsyFExpr *psyFExprCreate(PsyFExprKind kind, PsyFLoc loc, const char *text,
                                           const char *source);
PSY_CAPI_EXPORTED void psyFExprAddArg(PsyFExpr *e, PsyFExpr *arg);
PSY_CAPI_EXPORTED void psyFExprSetKeyword(PsyFExpr *e, const char *keyword);
PSY_CAPI_EXPORTED void psyFExprDestroy(PsyFExpr *e);
/* Whether `e` is a name, and whether it is a call `callee(...)` (callee matched without case):
 * the two shapes every metadata reader looks for. NULL is neither. */
PSY_CAPI_EXPORTED bool psyFExprIsName(const PsyFExpr *e);
PSY_CAPI_EXPORTED bool psyFExprIsCallTo(const PsyFExpr *e, const char *callee);
/* True for a type that extends kernel_type. */
PSY_CAPI_EXPORTED bool psyFTypeIsKernel(const PsyFType *t);

/* Unit builders; each returns the new entry (owned by the unit). */
PSY_CAPI_EXPORTED int psyFUnitAddScope(PsyFUnit *u, const char *name, int parent, bool isModule);
PSY_CAPI_EXPORTED PsyFType *psyFUnitAddType(PsyFUnit *u, const char *name, const char *extends,
                                            PsyFLoc loc);
PSY_CAPI_EXPORTED PsyFComponent *psyFTypeAddComponent(PsyFType *t, const char *name,
                                                      const char *typeName, const char *kind,
                                                      PsyFLoc loc, int declaredSize,
                                                      PsyFExpr *init);
PSY_CAPI_EXPORTED PsyFBinding *psyFTypeAddBinding(PsyFType *t, const char *binding,
                                                  const char *procedure, bool nopass,
                                                  PsyFLoc loc);
/* Returns the new declaration (rank = isArray, no intent, no location: the walker sets
 * them); the pointer lives until the next psyFUnitAddDecl. When an attribute statement
 * declared `name` in `scope` first (psyFUnitDeclForAttrs), that declaration gets the type and
 * is returned, its rank and intent kept. A NULL `typeName` makes such a waiting one. */
PSY_CAPI_EXPORTED PsyFDecl *psyFUnitAddDecl(PsyFUnit *u, const char *name, const char *typeName,
                                            const char *kind, int scope, bool isArray);
/* The declaration an attribute statement of its own (`intent(in) :: a`, `dimension a(n)`)
 * adds to: that of `name` in `scope`, or a new one without a type (typeName NULL) that the
 * type declaration, when it comes later, completes. The pointer lives until the next
 * psyFUnitAddDecl. */
PSY_CAPI_EXPORTED PsyFDecl *psyFUnitDeclForAttrs(PsyFUnit *u, const char *name, int scope);
/* Records integer named constant `name` = `value` (taking ownership of `value`). */
PSY_CAPI_EXPORTED void psyFUnitAddParam(PsyFUnit *u, const char *name, PsyFLoc loc,
                                        PsyFExpr *value, int scope);
PSY_CAPI_EXPORTED PsyFInvoke *psyFUnitAddInvoke(PsyFUnit *u, PsyFLoc loc, PsyFLoc end, int scope);
PSY_CAPI_EXPORTED void psyFInvokeAddArg(PsyFInvoke *inv, PsyFExpr *arg);
PSY_CAPI_EXPORTED void psyFUnitAddUse(PsyFUnit *u, const char *module, PsyFLoc loc, int scope);
/* Records dummy argument `name` of the subroutine that opened `scope`. */
PSY_CAPI_EXPORTED void psyFScopeAddDummy(PsyFUnit *u, int scope, const char *name);
/* Sets the location of a scope's name. */
PSY_CAPI_EXPORTED void psyFScopeSetLoc(PsyFUnit *u, int scope, PsyFLoc loc);
/* A generic interface named `name` (lower-cased); returns its index in u->interfaces. */
PSY_CAPI_EXPORTED int psyFUnitAddInterface(PsyFUnit *u, const char *name, PsyFLoc loc,
                                           int scope);
PSY_CAPI_EXPORTED void psyFInterfaceAddProcedure(PsyFUnit *u, int iface, const char *name,
                                                 PsyFLoc loc);
/* Adds `local => remote` (names copied) to the unit's last use statement. */
PSY_CAPI_EXPORTED void psyFUnitAddUseRename(PsyFUnit *u, const char *local, const char *remote);
/* Records a name referenced outside use statements and invoke calls (copied; the host adds
 * each name once). */
PSY_CAPI_EXPORTED void psyFUnitAddReference(PsyFUnit *u, const char *name);
/* Records the span of the unit's last use statement and whether it has an only-list. */
PSY_CAPI_EXPORTED void psyFUnitSetUseSpan(PsyFUnit *u, PsyFLoc stmt, PsyFLoc stmtEnd,
                                          bool only);
/* Adds an entity (strings copied; `local` may be NULL) to the unit's last use statement. */
PSY_CAPI_EXPORTED void psyFUnitAddUseItem(PsyFUnit *u, const char *local, const char *text,
                                          PsyFLoc loc, PsyFLoc end);

/* The declared type (lower case) of the variable an invoke argument names (`f`, `f(2)`; a
 * structure component has none), searched from the scope of the invoke call at `invoke`
 * outwards; NULL if undeclared. `unit` is a const PsyFUnit *: the function has the shape of
 * the binding's declaredType callback (psy-c/Binding.h). */
PSY_CAPI_EXPORTED const char *psyFUnitDeclaredType(const void *unit, MlirLocation invoke,
                                                   MlirStringRef text);
/* The same for the declaration's kind name ("r_solver"; "r_double" for double precision);
 * NULL if undeclared or declared without a named kind. */
PSY_CAPI_EXPORTED const char *psyFUnitDeclaredKind(const void *unit, MlirLocation invoke,
                                                   MlirStringRef text);

/* Parses one Fortran file and returns its unit, or NULL after printing the parser's errors:
 * the shape of psyFortranParseFn (psy-c/Fortran.h) and of the flang plugin's parser. */
typedef PsyFUnit *(*PsyFParseFn)(const char *path, void *ctx);

/* ===== 2. Diagnostics at tree locations ==================================================== */

/* `loc` as an MLIR location in `ctx`: file:line:col, or unknown when loc.file is NULL. */
PSY_CAPI_EXPORTED MlirLocation psyFLocGetLocation(MlirContext ctx, PsyFLoc loc);

/* A reader of the tree reports as the rest of the compiler does: MLIR diagnostics, emitted
 * into the context it was given and printed by whatever handler that context has
 * (psyDiagnosticPrinter in the tools: `file:line:col: error: message`). That one channel also
 * tells a reader whether a step failed: while a PsyDiagList is open, a diagnostic handler of
 * its own counts the errors emitted into its context, whoever emits them (psyDiagError,
 * psyEmitError, a verifier), and hands each on to the handlers attached before it. Nothing
 * else counts errors.
 * `{ctx}` or `{ctx, 0}` is a closed list. A function that compares psyDiagListErrors before
 * and after a step opens the list around it, so a caller's list works whether or not the
 * caller has opened it. */
typedef struct {
  MlirContext ctx;
  struct PsyDiagCounter *counter; /* the handler's state while open (private) */
} PsyDiagList;

/* Opening an open list only nests; the handler goes when the outermost open is closed. */
PSY_CAPI_EXPORTED void psyDiagListOpen(PsyDiagList *d);
PSY_CAPI_EXPORTED void psyDiagListClose(PsyDiagList *d);
/* The errors emitted into d->ctx since the outermost open; 0 while closed. */
PSY_CAPI_EXPORTED int psyDiagListErrors(const PsyDiagList *d);
/* A step that fails if it emits an error: psyDiagListBegin opens `d` and returns its count,
 * psyDiagListEnd closes it and says whether no error came since (the count `begin`). */
PSY_CAPI_EXPORTED int psyDiagListBegin(PsyDiagList *d);
PSY_CAPI_EXPORTED bool psyDiagListEnd(PsyDiagList *d, int begin);

/* Emits a printf-formatted error at `loc` (psyFLocGetLocation) into d->ctx. */
PSY_CAPI_EXPORTED void psyDiagError(PsyDiagList *d, PsyFLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The same as a warning (psyEmitWarning): printed, not counted, the step goes on. */
PSY_CAPI_EXPORTED void psyDiagWarning(PsyDiagList *d, PsyFLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#ifdef __cplusplus
}
#endif
#endif
