/* Internal: the parts of psyBindingEmit (psy-c/Binding.h). Binding.c writes the Fortran
 * binding module; BindingLink.c compiles the kernels, links them into the lowered invokes,
 * adds the bind(C) entry points and writes both files. */
#ifndef PSY_TARGET_BINDINGINTERNAL_H
#define PSY_TARGET_BINDINGINTERNAL_H

#include "psy-c/Binding.h"
#include "psy-c/Support.h"

/* The entry point of one invoke: `symbol` calls the lowered invoke function `func` and stores
 * its reductions through pointers appended to its arguments. */
typedef struct {
  char *func;
  char *symbol;
  int nparams;   /* parameters of the lowered function, as the ABI implies them */
  int nresults;
} PsyBindInvoke;

/* `text` (an algorithm's argument: `state%theta`, `f(1)`) as a Fortran name (heap):
 * letters, digits and single underscores, starting with a letter. */
char *psyFortranName(MlirStringRef text);

/* `<psy module>_<invoke>`: the entry point's symbol (heap). */
char *psyBindingSymbol(const char *psyModule, MlirStringRef invoke);

/* The LLVM parameters of ABI entry `e` once lowered: 5 for a memref (allocated and aligned
 * pointers, offset, size, stride), 1 otherwise; 0 for a result. */
int psyAbiEntryParams(const PsyAbiEntry *e);

/* Appends the Fortran module `psyModule` holding one subroutine per invoke of `module` (psy
 * IR, before lowering) to `out`. Fails with an error at the op for what it cannot bind. */
MlirLogicalResult psyBindingWriteFortran(MlirOperation module, const PsyBindingOptions *opts,
                                         const char *psyModule, PsyStrBuf *out);

#endif
