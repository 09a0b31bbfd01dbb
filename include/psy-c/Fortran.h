/* psy-c/Fortran.h: flang's parser in-process (libPsyFortran, linked by psyc).
 *
 * Parses a Fortran file with flang's own prescanner (which runs the preprocessor, as
 * `flang-new-22 -cpp` does) and parser, and walks the parse tree into the PsyF* data of
 * psy-c/FortranTree.h with the same walker as the flang plugin: one walker, two hosts. Files
 * are read as free-form Fortran. flang's own messages are printed to stderr as
 * `file:line:col: error: ...`. */
#ifndef PSY_C_FORTRAN_H
#define PSY_C_FORTRAN_H

#include "psy-c/FortranTree.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  const char *const *defines;     /* -D: "NAME" (defined as 1) or "NAME=VALUE" */
  int ndefines;
  const char *const *undefines;   /* -U: "NAME" */
  int nundefines;
  const char *const *includeDirs; /* -I, searched after the file's own directory */
  int nincludeDirs;
  /* Also record each subroutine's executable statements and its declarations' initial values
   * (psy-c/FortranTree.h, PsyFStmt): what the OpenCL kernel translator reads. Off for every
   * other use, which then pays nothing for them. */
  bool statements;
} PsyFortranOptions;

/* The unit of `path` (psyFUnitDestroy), or NULL after flang printed why. */
PsyFUnit *psyFortranParse(const char *path, const PsyFortranOptions *opts);

/* A PsyFParseFn for PsyFrontendOptions.parse (psy-c/Frontend.h): `ctx` is a
 * `const PsyFortranOptions *`, so kernel modules are read with the algorithm's -D/-U/-I. */
PsyFUnit *psyFortranParseFn(const char *path, void *ctx);

#ifdef __cplusplus
}
#endif
#endif
