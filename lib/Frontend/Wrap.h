/* Internal: writing a generated Fortran statement within free form's line limit (Wrap.c),
 * for the rewritten algorithm (Rewrite.c, RewriteUses.c). */
#ifndef PSY_FRONTEND_WRAP_H
#define PSY_FRONTEND_WRAP_H

#include "psy-c/Support.h"

#include <stdbool.h>

/* Free-form Fortran's limit: at most 132 characters a line. */
#define PSY_FORTRAN_LINE_MAX 132
/* Generated statements start no further right than this (deeper indentation is capped), so
 * that the longest head, `call ` + a 63-character name + `(`, fits even on a continuation
 * line (6 further right). */
#define PSY_FORTRAN_INDENT_MAX 54

/* A statement being written into `out`: the current line holds `col` characters (of which
 * some are not blank when `content`), continuation lines start with `indent` blanks. */
typedef struct {
  PsyStrBuf *out;
  int col, indent;
  bool content;
} PsyWrap;

/* Starts a statement at column `col` (0-based) of a line whose first `col` characters are
 * already written (blank ones unless `content`); continuation lines are indented by 6 more
 * than the statement, capped. */
PsyWrap psyWrapBegin(PsyStrBuf *out, int col, bool content);
/* Appends `text` (preceded by a blank when `space`): on the current line if it fits there
 * with `reserve` more characters after it and room for a closing ` &`, else on a new
 * continuation line; an item longer than a whole line is split across lines with `&` at both
 * ends of each break, which free form allows inside any token and character literal. */
void psyWrapItem(PsyWrap *w, const char *text, size_t len, bool space, int reserve);
/* Appends `n` blanks, for indentation. */
void psyWrapBlanks(PsyStrBuf *out, int n);

#endif
