/* The per-dof effect of a builtin (the `effect` string of its table row), parsed into a
 * small expression tree that psy-lower-builtins turns into arith/math ops. The grammar, also
 * in docs/builtins.md:
 * effect  := LETTER '=' rhs
 * rhs     := REDUCE '(' expr ')'            (when LETTER is the reduction scalar)
 *          | expr
 * expr    := term (('+' | '-') term)*
 * term    := unary (('*' | '/') unary)*
 * unary   := '-' unary | power
 * power   := primary ('**' unary)?          (right-associative, binds tighter than unary -)
 * primary := LETTER | NUMBER | NAME '(' [expr (',' expr)*] ')' | '(' expr ')'               */
#ifndef PSY_DIALECT_BUILTINEFFECT_H
#define PSY_DIALECT_BUILTINEFFECT_H

#include "psy-c/Builtins.h"

/* The functions the grammar knows, and the reductions. */
typedef enum {
  PSY_CALL_MAX, PSY_CALL_MIN, PSY_CALL_SIGN, PSY_CALL_INT, PSY_CALL_REAL, PSY_CALL_RANDOM,
  PSY_CALL_COUNT
} PsyEffectCall;
/* The reductions are psy-c/Domain.h's PsyReduction. */
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

#define PSY_EFFECT_MAX_NODES 32

typedef struct {
  char target;
  int reduce; /* a PsyReduction, or -1 for an element-wise effect */
  int root;
  int count;
  PsyEffectExpr nodes[PSY_EFFECT_MAX_NODES];
} PsyEffect;

/* Parses `row`'s effect into `e`. Returns NULL on success, else the reason (a static string). */
const char *psyBuiltinEffectParse(const PsyBuiltin *row, PsyEffect *e);

#endif
