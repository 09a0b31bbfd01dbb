/* psy-c/Source.h: what every reader of the Fortran sources shares -- a position in a file and
 * a dummy argument's intent.
 *
 * The parse tree (psy-c/FortranTree.h) records them and the kernel model (psy-c/Kernel.h)
 * keeps them, so they live below both: plain types, no functions. */
#ifndef PSY_C_SOURCE_H
#define PSY_C_SOURCE_H

#ifdef __cplusplus
extern "C" {
#endif

/* A position in a source file (1-based line and column; line 0 when unknown). `file` is
 * borrowed: a static string or one owned by whoever made the location (a parsed unit). */
typedef struct {
  const char *file;
  int line, col;
} PsyLoc;

/* A dummy argument's intent attribute. */
typedef enum { PSY_INTENT_NONE, PSY_INTENT_IN, PSY_INTENT_OUT, PSY_INTENT_INOUT } PsyIntent;

#ifdef __cplusplus
}
#endif
#endif
