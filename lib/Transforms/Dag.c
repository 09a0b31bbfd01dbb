/* psy-dag{file=FILE.dot}: writes the dependence DAG of every invoke of the module to FILE as
 * Graphviz DOT (one digraph per invoke, in module order), leaving the IR unchanged. Where it
 * sits in a pipeline decides which schedule it draws (psy-opt --psy-dm-loop-bounds
 * --psy-dag=after.dot). The DAG is psy-c/Dependence.h's: the edges any pass that moves or
 * removes nodes must keep. */
#include <errno.h>
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
  /* A null location: the failure is said here, in the pass's name. */
  MlirLogicalResult r = mlirLogicalResultSuccess();
  if (mlirLogicalResultIsFailure(
          psyWriteFileAtomically((MlirLocation){NULL}, file, dot.data, dot.len)))
    r = psyEmitError(mlirOperationGetLocation(module), "psy-dag: cannot write '%s': %s",
                     strcmp(file, "-") ? file : "<stdout>", strerror(errno));
  psyStrBufFree(&dot);
  return r;
}
