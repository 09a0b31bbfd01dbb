/* The executable statements of a subroutine, as the flang walker records them when asked
 * (psy-c/FortranTree.h, PsyFStmt): plain trees that own their expressions and sub-blocks. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "psy-c/FortranTree.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"

PsyFStmt *psyFStmtCreate(PsyFStmtKind kind, PsyFLoc loc, const char *what) {
  PsyFStmt *s = psyXcalloc(1, sizeof *s);
  s->kind = kind;
  s->loc = loc;
  s->what = what ? psyXstrdup(what) : NULL;
  return s;
}

void psyFBlockAppend(PsyFBlock *b, PsyFStmt *s) {
  if (b->n == b->cap) {
    b->cap = b->cap ? 2 * b->cap : 4;
    b->stmts = psyXrealloc(b->stmts, (size_t)b->cap * sizeof *b->stmts);
  }
  b->stmts[b->n++] = s;
}

void psyFBlockClear(PsyFBlock *b) {
  for (int i = 0; i < b->n; ++i) psyFStmtDestroy(b->stmts[i]);
  free(b->stmts);
  *b = (PsyFBlock){0};
}

PsyFBranch *psyFStmtAddBranch(PsyFStmt *s, PsyFExpr *cond, PsyFLoc loc) {
  s->branches = psyXrealloc(s->branches, (size_t)(s->nbranches + 1) * sizeof *s->branches);
  PsyFBranch *br = &s->branches[s->nbranches++];
  *br = (PsyFBranch){.cond = cond, .loc = loc};
  return br;
}

void psyFStmtDestroy(PsyFStmt *s) {
  if (!s) return;
  free(s->what);
  psyFExprDestroy(s->lhs);
  psyFExprDestroy(s->rhs);
  psyFExprDestroy(s->lower);
  psyFExprDestroy(s->upper);
  psyFExprDestroy(s->step);
  psyFBlockClear(&s->body);
  for (int i = 0; i < s->nbranches; ++i) {
    psyFExprDestroy(s->branches[i].cond);
    psyFBlockClear(&s->branches[i].body);
  }
  free(s->branches);
  free(s);
}
