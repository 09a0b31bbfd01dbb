/* psy-omp: marks the loops whose iterations may run on OpenMP threads, as PSyclone's OpenMP
 * loop transformation decides for LFRic.
 *
 * Domain rule (PSyclone's developer guide, "Colouring"): cells whose kernels write a field on
 * a continuous space share dofs with their neighbours, so they may not run in parallel; the
 * cells of one colour share none. Each loop kind therefore has one fate (kFates):
 *   - colour_cells, the cells of one colour: parallel;
 *   - dofs (builtins and dof kernels): parallel, every dof is its own;
 *   - cells: parallel when the kernels write only discontinuous fields or operators (each
 *     cell owns what it writes); a loop writing a continuous field (or one on any_space_N,
 *     which may be continuous) is refused: psy-colour must colour it first;
 *   - colours (run in order, one after the other) and domain (one call): serial.
 * A marked loop carries `psy.omp = "reprod"`, or "fast" under reprod=false: how its
 * reductions combine (OmpLoop.h). psy-lower-kernels and psy-lower-builtins read the mark.
 * The pass may run again: a marked loop is marked anew with the option's mode.
 * Under device=true (--target=nvptx) the parallel loops are marked "device" and every other
 * loop holding calls, but a domain loop, "device_serial": psy-device-outline launches it on
 * one thread (docs/gpu.md). */
#include <stdbool.h>
#include <stdlib.h>

#include "psy-c/Alloc.h"
#include "DmPasses.h"
#include "OmpLoop.h"
#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

typedef enum { FATE_SERIAL, FATE_PARALLEL, FATE_UNLESS_RACE } Fate;

static const Fate kFates[] = {
    [PSY_ITER_CELLS] = FATE_UNLESS_RACE,    [PSY_ITER_DOFS] = FATE_PARALLEL,
    [PSY_ITER_DOMAIN] = FATE_SERIAL,        [PSY_ITER_COLOURS] = FATE_SERIAL,
    [PSY_ITER_COLOUR_CELLS] = FATE_PARALLEL,
};

/* Whether `loop` holds anything to run: a kernel or a builtin. */
static bool holdsCalls(MlirOperation loop) {
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyKernelOpIsA(op) || psyBuiltinOpIsA(op)) return true;
  return false;
}

static MlirLogicalResult refuseRace(MlirOperation loop, MlirValue field) {
  MlirStringRef space = psyTypeGetSpace(mlirValueGetType(field));
  return psyEmitError(mlirOperationGetLocation(loop),
                      "psy-omp: the cells of this loop may not run in parallel: its kernels "
                      "write a field on '%.*s', whose dofs neighbouring cells share; colour "
                      "the loop first (psy-colour)",
                      (int)space.length, space.data);
}

typedef struct {
  MlirOperation *loops;
  const char **modes; /* each loop's mark */
  int n, cap, capModes;
  bool failed, device, reprod;
} Marks;

/* The loop's mark (NULL: none); a racing cell loop is an error at its location, except on
 * the device, where it runs on one thread. */
static MlirLogicalResult decide(const Marks *m, MlirOperation loop, const char **mark) {
  PsyIteration it = psyLoopOpGetIteration(loop);
  Fate fate = (size_t)it < sizeof kFates / sizeof kFates[0] ? kFates[it] : FATE_SERIAL;
  const char *serial = m->device && it != PSY_ITER_DOMAIN ? PSY_OMP_DEVICE_SERIAL_NAME : NULL;
  const char *parallel = !m->device ? NULL /* the option's */
                         : m->reprod ? PSY_OMP_DEVICE_NAME : PSY_OMP_DEVICE_FAST_NAME;
  *mark = NULL;
  if (!holdsCalls(loop)) return mlirLogicalResultSuccess();
  if (fate == FATE_SERIAL) return *mark = serial, mlirLogicalResultSuccess();
  if (fate == FATE_UNLESS_RACE) {
    MlirValue field = psyColourRacingField(loop);
    if (!mlirValueIsNull(field) && m->device) return *mark = serial, mlirLogicalResultSuccess();
    if (!mlirValueIsNull(field)) return refuseRace(loop, field);
  }
  *mark = parallel ? parallel : "";
  return mlirLogicalResultSuccess();
}

/* Decides every loop first, so that a refusal leaves the module unchanged. */
static MlirWalkResult visit(MlirOperation op, void *user) {
  Marks *m = user;
  const char *mark = NULL;
  if (!psyLoopOpIsA(op)) return MlirWalkResultAdvance;
  if (mlirLogicalResultIsFailure(decide(m, op, &mark))) {
    m->failed = true;
    return MlirWalkResultInterrupt;
  }
  if (mark) {
    m->loops = psyGrow(m->loops, m->n, &m->cap, sizeof *m->loops);
    m->modes = psyGrow(m->modes, m->n, &m->capModes, sizeof *m->modes);
    m->modes[m->n] = mark;
    m->loops[m->n++] = op;
  }
  return MlirWalkResultAdvance;
}

MlirLogicalResult psyOmpRun(MlirOperation module, const PsyOmpOptions *opts) {
  Marks m = {.device = opts->device, .reprod = opts->reprod};
  mlirOperationWalk(module, visit, &m, MlirWalkPreOrder);
  MlirContext ctx = mlirOperationGetContext(module);
  const char *dflt = opts->reprod ? PSY_OMP_REPROD_NAME : PSY_OMP_FAST_NAME;
  for (int i = 0; !m.failed && i < m.n; ++i)
    mlirOperationSetAttributeByName(
        m.loops[i], mlirStringRefCreateFromCString(PSY_OMP_ATTR),
        mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(*m.modes[i] ? m.modes[i] : dflt)));
  free(m.loops);
  free(m.modes);
  return m.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
