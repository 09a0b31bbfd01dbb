/* Generated Fortran statements within free form's 132-character lines. Items (a call's head,
 * its arguments, the names of an only-list) go greedily onto the current line; one that does
 * not fit starts a continuation line, and one longer than a whole line is split with `&` at
 * both ends of each break. psyc writes these into the algorithm it rewrites, which must stay
 * compilable however long the invoke's names and arguments are. */
#include "Wrap.h"

#include <string.h>

void psyWrapBlanks(PsyStrBuf *out, int n) {
  static const char blanks[] = "                                ";
  for (; n > 0; n -= (int)sizeof blanks - 1)
    psyStrBufAppend(out, blanks, n < (int)sizeof blanks - 1 ? (size_t)n : sizeof blanks - 1);
}

PsyWrap psyWrapBegin(PsyStrBuf *out, int col, bool content) {
  int base = col < PSY_FORTRAN_INDENT_MAX ? col : PSY_FORTRAN_INDENT_MAX;
  psyStrBufAppend(out, "", 0); /* never NULL data, even for an empty statement */
  return (PsyWrap){out, col, base + 6, content};
}

/* Ends the line with `&` (after a blank between items; right after the text when a token is
 * split) and starts a continuation line, which for a split token begins with `&` too. */
static void breakLine(PsyWrap *w, bool splitToken) {
  psyStrBufAppend(w->out, splitToken ? "&\n" : " &\n", splitToken ? 2 : 3);
  psyWrapBlanks(w->out, w->indent);
  w->col = w->indent;
  w->content = splitToken;
  if (splitToken) psyStrBufAppend(w->out, "&", 1), ++w->col;
}

void psyWrapItem(PsyWrap *w, const char *text, size_t len, bool space, int reserve) {
  /* Room after the item: a closing ` &`, or what follows the statement on its last line when
   * that can fit at all (the caller moves it to a line of its own otherwise). */
  int tail = reserve > 2 && w->indent + 2 + reserve < PSY_FORTRAN_LINE_MAX ? reserve : 2;
  if (w->content && w->col + (space ? 1 : 0) + (int)len + tail > PSY_FORTRAN_LINE_MAX) {
    breakLine(w, false);
    space = false;
  }
  if (space) psyStrBufAppend(w->out, " ", 1), ++w->col;
  while (len && w->col + (int)len + tail > PSY_FORTRAN_LINE_MAX) {
    int fits = PSY_FORTRAN_LINE_MAX - w->col - 1; /* one column for the `&` */
    size_t room = fits > 0 ? (size_t)fits : 1;    /* callers start at most 60 columns in */
    psyStrBufAppend(w->out, text, room);
    text += room, len -= room;
    breakLine(w, true);
  }
  psyStrBufAppend(w->out, text, len);
  w->col += (int)len;
  w->content = true;
}
