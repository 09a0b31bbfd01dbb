/* Internal: the algorithm file as the rewriting sees it (its bytes, a line table) and the
 * edits made to it, shared by Rewrite.c (invoke calls, the PSy-layer use) and RewriteUses.c
 * (kernel types dropped from use statements). */
#ifndef PSY_FRONTEND_REWRITE_H
#define PSY_FRONTEND_REWRITE_H

#include "Invoke.h"
#include "psy-c/Support.h"

#include <stddef.h>

/* The file's bytes and the offset of each line's first byte (`lines[0]` is 0), so that a
 * flang location becomes an offset in constant time. */
typedef struct {
  char *text;
  size_t size;
  size_t *lines;
  int nlines;
} PsySource;

/* Replaces the bytes [start, end) with `text` (owned; a deletion when empty, an insertion
 * when start == end). */
typedef struct {
  size_t start, end;
  char *text;
} PsyEdit;

typedef struct {
  PsyEdit *items;
  int n, cap;
} PsyEdits;

/* Byte offset of a 1-based line and column, clamped to the file. */
size_t psySourceOffset(const PsySource *s, PsyFLoc loc);
/* Offset of the first byte of the line holding `off`, and of its newline (or the end). */
size_t psySourceLineStart(const PsySource *s, size_t off);
size_t psySourceLineEnd(const PsySource *s, size_t off);
/* Whether the `n` bytes at `p` are all blanks (spaces, tabs, carriage returns). */
bool psySourceIsBlank(const char *p, size_t n);
void psyEditsAdd(PsyEdits *e, size_t start, size_t end, char *text);

/* Where a generated statement replacing source text from `off` starts: at `off`, `col`
 * columns into its line, after other code when `content`; or, when only blanks precede it
 * and they are deeper than PSY_FORTRAN_INDENT_MAX, at the line's start with that many
 * blanks already appended to `t`. */
typedef struct {
  size_t start;
  int col;
  bool content;
} PsyRewriteStart;
PsyRewriteStart psyRewriteStart(const PsySource *s, size_t off, PsyStrBuf *t);
/* The length of what follows offset `end` on its line, trailing blanks excluded. */
size_t psySourceTrailer(const PsySource *s, size_t end);
/* Ends a generated statement `t` whose last line is `col` columns long and whose edit ends at
 * `*end`. When what follows on the source line does not fit after it (or `force`, for a `;`
 * and another statement), that comment, or the statement after the `;`, goes to a line of
 * its own `indent` blanks in, and `*end` grows over the blanks and `;` before it. Returns
 * whether a statement moved (it then starts, `indent` blanks in, at the new `*end`). */
bool psyRewriteMoveTrailer(const PsySource *s, size_t *end, PsyStrBuf *t, int col, int indent,
                           bool force);

/* Appends each comment inside the statement text [a, b), then a new line `col` blanks in (a
 * statement written before the comments moves them before itself): a `!` outside character
 * literals starts one, and so does a comment line between the lines of a continued literal. */
void psyRewriteComments(const PsySource *s, size_t a, size_t b, PsyStrBuf *t, int col);

/* Adds the edits that drop, from the use statements of `unit`, the kernel types its invokes
 * call and nothing else in the file names (docs/psyc.md). */
void psyRewriteKernelUses(const PsyFUnit *unit, const PsySource *src, const PsyInvoke *invs,
                          int n, PsyEdits *edits);

#endif
