/* psy-move's run function, for its pass class in PassRegistration.cpp (private to libPsyIR). */
#ifndef PSY_TRANSFORMS_MOVE_H
#define PSY_TRANSFORMS_MOVE_H

#include "mlir-c/IR.h"
#include "psy-c/Passes.h"

MlirLogicalResult psyMoveRun(MlirOperation module, const PsyMoveOptions *opts);

#endif
