/* The nesting check run before parsing. MLIR's parser recurses at every bracket (regions,
 * blocks, types, attributes) without a limit, so 20000 nested `module {` overflow the stack
 * (mlir-opt-22 crashes on it). Counting brackets the way MLIR's lexer sees them, outside
 * string literals and comments, bounds that recursion before it starts. */
#include "psy-c/Support.h"

#include <stdlib.h>
#include <strings.h>

/* Index of the byte that ends the string literal opening at `i`: its closing quote, or the
 * end of the line (MLIR strings do not span lines; the parser rejects such a string). */
static size_t skipString(MlirStringRef s, size_t i) {
  for (++i; i < s.length; ++i) {
    char c = s.data[i];
    if (c == '\\')
      ++i;
    else if (c == '"' || c == '\n')
      return i;
  }
  return s.length;
}

/* Index of the end of the `//` comment starting at `i`. */
static size_t skipComment(MlirStringRef s, size_t i) {
  while (i < s.length && s.data[i] != '\n')
    ++i;
  return i;
}

/* Whether the '>' at `i` closes a '<': not the arrow `->`, nor `>=` (affine constraints). */
static int closesAngle(MlirStringRef s, size_t i) {
  return !(i > 0 && s.data[i - 1] == '-') && !(i + 1 < s.length && s.data[i + 1] == '=');
}

/* Offset of the first bracket that opens level `maxDepth + 1`, or `s.length` if none does. */
static size_t findTooDeep(MlirStringRef s, unsigned maxDepth) {
  unsigned depth = 0;
  for (size_t i = 0; i < s.length; ++i) {
    switch (s.data[i]) {
    case '"':
      i = skipString(s, i);
      break;
    case '/':
      if (i + 1 < s.length && s.data[i + 1] == '/')
        i = skipComment(s, i);
      break;
    case '{':
    case '(':
    case '[':
    case '<':
      if (++depth > maxDepth)
        return i;
      break;
    case '>':
      if (closesAngle(s, i) && depth > 0)
        --depth;
      break;
    case '}':
    case ')':
    case ']':
      if (depth > 0)
        --depth;
      break;
    default:
      break;
    }
  }
  return s.length;
}

MlirLogicalResult psyCheckNesting(MlirContext ctx, MlirStringRef source,
                                  MlirStringRef sourceName, unsigned firstLine,
                                  unsigned maxDepth) {
  size_t at = findTooDeep(source, maxDepth);
  if (at == source.length)
    return mlirLogicalResultSuccess();
  unsigned line = firstLine;
  size_t lineStart = 0;
  for (size_t i = 0; i < at; ++i)
    if (source.data[i] == '\n')
      ++line, lineStart = i + 1;
  MlirLocation loc =
      mlirLocationFileLineColGet(ctx, sourceName, line, (unsigned)(at - lineStart + 1));
  return psyEmitError(loc, "nesting deeper than %u levels", maxDepth);
}

/* ---- Fortran ----------------------------------------------------------------------------- */

/* flang's parser recurses at every parenthesis too (expressions, array constructors `(/ /)`
 * and `[ ]`, implied-do loops). psyc checks flang's prescanned text, after the preprocessor
 * and with comments and continuations gone, so macros and continued lines count as written
 * out. A character literal ends at its closing quote; a doubled quote inside stays in it. */
size_t psyFortranFindTooDeep(const char *text, size_t n, unsigned maxDepth) {
  unsigned depth = 0;
  char quote = 0;
  for (size_t i = 0; i < n; ++i) {
    char c = text[i];
    if (quote) {
      if (c == quote && i + 1 < n && text[i + 1] == quote) ++i;
      else if (c == quote || c == '\n') quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '(' || c == '[') {
      if (++depth > maxDepth) return i;
    } else if ((c == ')' || c == ']') && depth > 0) {
      --depth;
    }
  }
  return n;
}

/* The blanks flang's prescanner may skip before a directive's `#`: space and tab, and a
 * non-breaking space (U+00A0), taken here as any byte outside ASCII; form feed and vertical
 * tab too, erring on the side of a directive. */
static bool isBlank(char c) {
  return c == ' ' || c == '\t' || c == '\f' || c == '\v' || (unsigned char)c >= 0x80;
}

/* Whether flang's preprocessor could expand `path` beyond its size: only a directive line
 * (`#` as the first non-blank of a line) or an INCLUDE can define or bring in macros. A `#`
 * further on a line, as in a comment, is no directive and needs no bounded prescan. A
 * carriage return counts as a line start too, and INCLUDE is looked for anywhere, comments
 * and strings included: both err on the side of the bounded prescan. A file that
 * cannot be read is left to it to report. */
bool psyFortranMayExpand(const char *path) {
  size_t n = 0;
  char *text = psyReadFile(path, &n);
  if (!text)
    return true;
  bool may = false, lineStart = true;
  for (size_t i = 0; i < n && !may; ++i) {
    char c = text[i];
    may = (c == '#' && lineStart) ||
          ((c | 0x20) == 'i' && n - i >= 7 && strncasecmp(text + i, "include", 7) == 0);
    lineStart = c == '\n' || c == '\r' || (lineStart && isBlank(c));
  }
  free(text);
  return may;
}
