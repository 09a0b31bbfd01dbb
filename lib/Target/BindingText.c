/* What both APIs' binding modules (Binding.c, GOceanBinding.c) open with: the comment that says
 * what wrote the module and from what, the module statement with the API's uses, one public
 * statement per invoke subroutine, and `contains` (BindingInternal.h); and the table that keeps
 * a subroutine's names unique and within Fortran's 63 characters. */
#include "BindingInternal.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "psy-c/Alloc.h"

void psyBindWriteModuleHead(PsyStrBuf *out, MlirOperation module, const char *psyModule,
                            const char *algFile, const PsyBindModuleText *text) {
  const char *file = algFile ? algFile : "the algorithm";
  const char *slash = strrchr(file, '/');
  psyStrBufPrintf(out, "! %s: the %s of %s, written by psyc (psy-mlir).\n%s", psyModule,
                  text->title, slash ? slash + 1 : file, text->about);
  psyStrBufPrintf(out, "module %s\n%s  implicit none\n  private\n", psyModule, text->uses);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (text->isInvoke(op)) {
      MlirStringRef n = psyOpGetStringAttr(op, "sym_name");
      psyStrBufPrintf(out, "  public :: %.*s\n", (int)n.length, n.data);
    }
  psyStrBufPrintf(out, "contains\n\n");
}

/* ---- Names --------------------------------------------------------------------------------- */

static bool taken(const PsyBindNames *t, const char *s) {
  for (int i = 0; i < t->n; ++i)
    if (!strcasecmp(t->names[i], s)) return true;
  return false;
}

/* Every name fits Fortran's 63 characters (psyFortranNameFit), `want_2` too. */
const char *psyBindUnique(PsyBindNames *t, const char *want) {
  char *s = psyFortranNameFit(want);
  for (int k = 2; taken(t, s); ++k) {
    char *w = psyFormat("%s_%d", want, k);
    free(s), s = psyFortranNameFit(w);
    free(w);
  }
  t->names = psyGrow(t->names, t->n, &t->cap, sizeof *t->names);
  return t->names[t->n++] = s;
}

void psyBindNamesFree(PsyBindNames *t) {
  for (int i = 0; i < t->n; ++i) free(t->names[i]);
  free(t->names);
}
