/* Shared by the OpenCL kernel translator's two files: OpenCLExpr.c (expressions and the
 * intrinsic functions) and OpenCLKernel.c (symbols, declarations, statements, the kernel and
 * the program). Internal to lib/Target. */
#ifndef PSY_TARGET_OPENCL_INTERNAL_H
#define PSY_TARGET_OPENCL_INTERNAL_H

#include <stdbool.h>

#include "psy-c/FortranTree.h"
#include "psy-c/Support.h"

/* The C types a translated value can have, in the order of Fortran's numeric promotion
 * (integer < real < double precision); a logical is an int holding 0 or 1. CL_NONE marks a
 * value that could not be translated (its error was emitted). */
typedef enum { CL_NONE, CL_LOGICAL, CL_INT, CL_FLOAT, CL_DOUBLE } ClType;

/* What a Fortran name of the kernel stands for. */
typedef enum {
  CL_SYM_INDEX,   /* the i or j dummy: the work item's grid point */
  CL_SYM_ARRAY,   /* a field or grid-property array: a __global pointer */
  CL_SYM_SCALAR,  /* a scalar argument (passed by value) */
  CL_SYM_LOCAL,   /* a local variable */
  CL_SYM_CONST    /* a named constant (parameter) */
} ClSymKind;

typedef struct {
  const char *name; /* lower case, borrowed from the unit */
  ClSymKind kind;
  ClType type;
  bool writable;    /* a local, or a field whose access is go_write or go_readwrite */
} ClSym;

/* One kernel being translated. */
typedef struct {
  const PsyFUnit *unit;
  const char *kernel; /* the subroutine's name */
  PsyDiagList *diags;
  int nsyms;
  ClSym *syms;
  int loopDepth;      /* do loops around the statement being translated */
  int temps;          /* numbering of the temporaries of do loops */
  bool needIpow;      /* the program needs psy_ipow (integer ** integer) */
} ClKernel;

/* A translated expression: heap text, its type and the C precedence of its outermost
 * operator (CL_PREC_ATOM for a name, literal, call or parenthesised text). */
typedef struct {
  char *text;
  ClType type;
  int prec;
} ClValue;

enum { CL_PREC_ATOM = 16, CL_PREC_UNARY = 15 };

/* OpenCLExpr.c */
ClValue clExpr(ClKernel *k, const PsyFExpr *e);
void clValueFree(ClValue *v);
/* The C type a declaration's Fortran type and kind give, or CL_NONE (no error emitted). */
ClType clTypeOf(const char *typeName, const char *kind);
const char *clTypeName(ClType t);
/* heap text of a printf format */
char *clFormat(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* OpenCLKernel.c */
const ClSym *clLookup(const ClKernel *k, const char *name);
/* Emits "<what> cannot be translated to OpenCL C<why>" at `loc`. */
void clRefuse(ClKernel *k, PsyFLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
