/* What both APIs' binding modules (Binding.c, GOceanBinding.c) open with: the comment that says
 * what wrote the module and from what, the module statement with the API's uses, one public
 * statement per invoke subroutine, and `contains` (BindingInternal.h). */
#include "BindingInternal.h"

#include <string.h>

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
