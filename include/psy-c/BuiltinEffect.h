/* psy-c/BuiltinEffect.h: the per-dof effect of a builtin (the `effect` string of its table
 * row) as an expression tree. Every row is parsed once, at the first use of the builtin
 * table (thread-safe), and every fact about a builtin derives from its tree: which argument is written or read (the
 * rows' `access`), whether it reduces and how, whether it converts precision, what
 * psy-lower-builtins emits and what docs/builtins.md prints. The grammar, also in
 * docs/builtins.md:
 * effect  := LETTER '=' rhs
 * rhs     := REDUCE '(' expr ')'            (when LETTER is a scalar: the reduction result)
 *          | expr
 * expr    := term (('+' | '-') term)*
 * term    := unary (('*' | '/') unary)*
 * unary   := '-' unary | power
 * power   := primary ('**' unary)?          (right-associative, binds tighter than unary -)
 * primary := LETTER | NUMBER | NAME '(' [expr (',' expr)*] ')' | '(' expr ')'               */
#ifndef PSY_C_BUILTINEFFECT_H
#define PSY_C_BUILTINEFFECT_H

#include "psy-c/Builtins.h"
#include "psy-c/Support.h"

/* The functions the grammar knows. The reductions are psy-c/Domain.h's PsyReduction. */
typedef enum {
  PSY_CALL_MAX, PSY_CALL_MIN, PSY_CALL_SIGN, PSY_CALL_INT, PSY_CALL_REAL, PSY_CALL_RANDOM,
  PSY_CALL_COUNT
} PsyEffectCall;
#define PSY_REDUCE_COUNT (PSY_REDUCE_MAX + 1)

typedef enum { PSY_EX_VAR, PSY_EX_NUM, PSY_EX_NEG, PSY_EX_BIN, PSY_EX_CALL } PsyEffectExprKind;

typedef struct {
  PsyEffectExprKind kind;
  char op;     /* PSY_EX_VAR: the letter; PSY_EX_BIN: '+', '-', '*', '/' or '^' (for **) */
  int call;    /* PSY_EX_CALL: a PsyEffectCall */
  double num;  /* PSY_EX_NUM */
  int nargs;
  int args[2]; /* child nodes */
} PsyEffectExpr;

/* A parsed effect: `target = [reduce(] nodes[root] [)]`. */
typedef struct {
  char target;
  int reduce;            /* a PsyReduction, or -1 for an element-wise effect */
  int root;
  int count;
  PsyEffectExpr *nodes;  /* `count` nodes (heap; the table's cache owns them) */
} PsyEffect;

/* The tree of `b`'s effect, built once for the whole table; NULL if `b` is not a row of the
 * table or its effect is malformed (psyBuiltinEffectError says why). */
PSY_CAPI_EXPORTED const PsyEffect *psyBuiltinEffect(const PsyBuiltin *b);
/* Why `b`'s effect was rejected (a static string), or NULL if it is fine. */
PSY_CAPI_EXPORTED const char *psyBuiltinEffectError(const PsyBuiltin *b);
/* True if the effect reads `letter` (it appears on the right of `=`). */
PSY_CAPI_EXPORTED bool psyEffectReads(const PsyEffect *e, char letter);
/* True if the effect calls `call` anywhere. */
PSY_CAPI_EXPORTED bool psyEffectCalls(const PsyEffect *e, PsyEffectCall call);
/* Appends the effect as text, `X = a*(X + Y)`, with only the parentheses it needs. */
PSY_CAPI_EXPORTED void psyEffectPrint(const PsyEffect *e, PsyStrBuf *out);
/* Checks the whole table: every effect parses and prints back as written, names only its
 * row's letters, uses each argument, and upper-case letters are the fields. Fails with the
 * first problem, as an error at `loc` ("inc_X_plus_Y: argument 'b' is unused").
 * psy-gen-builtins-doc runs it before writing docs. */
PSY_CAPI_EXPORTED MlirLogicalResult psyBuiltinTableCheck(MlirLocation loc);
/* The same checks for one row `b` against its parsed effect `e`. */
PSY_CAPI_EXPORTED MlirLogicalResult psyEffectCheckRow(const PsyBuiltin *b, const PsyEffect *e,
                                                      MlirLocation loc);

/* Parses `row`'s effect into `e`, whose nodes the caller then owns (lib/Dialect/Builtins.c
 * builds the table's cache with it). Returns NULL on success, else the reason (static). */
PSY_CAPI_EXPORTED const char *psyBuiltinEffectParse(const PsyBuiltin *row, PsyEffect *e);

#endif
