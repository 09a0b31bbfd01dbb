/* psy-dag{file=FILE.dot}: writes the dependence DAG of every invoke of the module to FILE as
 * Graphviz DOT (one digraph per invoke, in module order), leaving the IR unchanged. Where it
 * sits in a pipeline decides which schedule it draws (psy-opt --psy-dm-loop-bounds
 * --psy-dag=after.dot). The DAG is psy-c/Dependence.h's: the edges any pass that moves or
 * removes nodes must keep. */
#include <stdlib.h>
#include <string.h>

#include "DmPasses.h"
#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

MlirLogicalResult psyDagRun(MlirOperation module, const PsyDagOptions *opts) {
  const char *file = opts->file;
  if (!file || !*file)
    return psyEmitError(mlirOperationGetLocation(module), "psy-dag needs file=FILE.dot");
  PsyStrBuf dot = {0};
  psyStrBufAppend(&dot, "", 0);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!psyOpIsAnInvoke(op))
      continue;
    PsySchedule *s = psyScheduleCreate(op);
    psySchedulePrintDot(s, psyStrBufCallback, &dot);
    psyScheduleDestroy(s);
  }
  size_t errSize = strlen(file) + 4096;
  char *err = calloc(1, errSize);
  if (!err)
    abort();
  MlirLogicalResult r = mlirLogicalResultSuccess();
  if (psyWriteFileAtomically(file, dot.data, dot.len, err, errSize))
    r = psyEmitError(mlirOperationGetLocation(module), "psy-dag: %s", err);
  free(err);
  psyStrBufFree(&dot);
  return r;
}
