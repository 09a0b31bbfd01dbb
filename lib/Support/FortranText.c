/* Generated Fortran that any compiler takes, whatever the length of the user's names.
 *
 * Names psy-mlir generates in Fortran (the PSy layer's locals, `<field>_proxy`, the module
 * `<alg>_psy`) are built from the user's, which may already have Fortran's 63 characters
 * (F2008 3.2.2): a longer one is cut. It keeps its first 54 characters and ends in `_` and
 * 8 hex digits of a hash of the whole name, lower case (Fortran does not tell case apart):
 * the same in every run and every file (the rewritten algorithm and the binding name the
 * module alike), and two names that differ only past the cut stay apart, which the writers'
 * own checks for names taken (psyBindUnique) make sure of.
 *
 * Lines: free form allows 132 characters, and gfortran refuses a longer line. Statements
 * built from names of 63 characters (`f_proxy = f%get_proxy()`, a binding label naming the
 * module and the invoke) pass it; psyFortranWrapLines continues each such line with `&`,
 * between words outside character literals, or inside a literal where it has no such place
 * (`name='abc&` / `&def'`, the standard's continued character context). */
#include "psy-c/Support.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "psy-c/Alloc.h"

enum { kKeep = PSY_FORTRAN_NAME_MAX - 9 };

/* FNV-1a, 32 bits, of the name in lower case. */
static uint32_t nameHash(const char *s) {
  uint32_t h = 2166136261u;
  for (; *s; ++s) h = (h ^ (uint32_t)tolower((unsigned char)*s)) * 16777619u;
  return h;
}

char *psyFortranNameFit(const char *want) {
  size_t n = strlen(want);
  if (n <= PSY_FORTRAN_NAME_MAX) return psyXstrdup(want);
  return psyFormat("%.*s_%08x", (int)kKeep, want, (unsigned)nameHash(want));
}

enum { kLine = 132, kIndent = 4 };

/* Where to end the first part of over-long `line` (its length `n`), so that it and ` &`
 * fit: after the last blank outside a literal and before a comment; `*inQuote` says
 * whether that place is inside a literal (then the last column that fits). 0: nowhere. */
static size_t breakAt(const char *line, size_t n, bool *inQuote) {
  size_t lastBlank = 0, limit = kLine - 2;
  char quote = 0;
  for (size_t i = 0; i < n && i < limit; ++i) {
    char c = line[i];
    if (quote) quote = c == quote ? 0 : quote;
    else if (c == '\'' || c == '"') quote = c;
    else if (c == '!') break;
    else if (c == ' ' && i > 0 && line[i - 1] != ' ') lastBlank = i;
    if (i + 1 == limit && quote && !lastBlank) return *inQuote = true, limit;
  }
  *inQuote = false;
  return lastBlank;
}

/* Appends code line `line` (no newline), continued over as many lines as it needs; a line
 * with no place to break stays as it is. */
static void wrapLine(PsyStrBuf *out, const char *line, size_t n) {
  size_t indent = 0;
  while (indent < n && line[indent] == ' ') ++indent;
  PsyStrBuf cur = {0};
  psyStrBufAppend(&cur, line, n);
  while (cur.len > kLine) {
    bool inQuote = false;
    size_t at = breakAt(cur.data, cur.len, &inQuote);
    if (at <= indent + kIndent + 1) break;
    psyStrBufPrintf(out, "%.*s%s\n", (int)at, cur.data, inQuote ? "&" : " &");
    size_t from = at;
    while (!inQuote && from < cur.len && cur.data[from] == ' ') ++from;
    PsyStrBuf next = {0};
    psyStrBufPrintf(&next, "%*s%s%s", (int)(indent + kIndent), "", inQuote ? "&" : "",
                    cur.data + from);
    psyStrBufFree(&cur);
    cur = next;
  }
  psyStrBufAppend(out, cur.data ? cur.data : "", cur.len);
  psyStrBufFree(&cur);
}

char *psyFortranWrapLines(const char *text) {
  PsyStrBuf out = {0};
  for (const char *p = text; *p;) {
    const char *eol = strchr(p, '\n');
    size_t n = eol ? (size_t)(eol - p) : strlen(p);
    size_t k = 0;
    while (k < n && p[k] == ' ') ++k;
    if (n > kLine && !(k < n && p[k] == '!')) wrapLine(&out, p, n);
    else psyStrBufAppend(&out, p, n);
    if (eol) psyStrBufAppend(&out, "\n", 1);
    p += n + (eol ? 1 : 0);
  }
  return out.data ? out.data : psyXstrdup("");
}
