/* Internal: the loops the lowering passes build, serial or workshared among OpenMP threads.
 *
 * psy-omp (Omp.c) marks a psy.loop whose iterations are independent with the attribute
 * PSY_OMP_ATTR; psy-lower-kernels and psy-lower-builtins read the mark (psyOmpLoopModeGet)
 * and build the loop through psyOmpLoopBegin/End, which give an scf.for for an unmarked loop
 * and, for a marked one,
 *
 *   omp.parallel { per-thread values; omp.wsloop schedule(static) { omp.loop_nest ... } }
 *
 * The static schedule gives each thread one contiguous block of iterations, the same blocks
 * at every run with the same thread count (OpenMP's rule for schedule(static) without a chunk
 * size). A reduction in "reprod" mode is summed per thread over its block, in order, into a
 * private slot; each thread stores its partial in its own element of an array sized by
 * omp_get_max_threads(), and after the region the partials are combined in thread order: the
 * result is bitwise the same run to run at one thread count (PSyclone's "reprod"). In "fast"
 * mode the wsloop's reduction clause combines the partials in the runtime's order. */
#ifndef PSY_TRANSFORMS_OMPLOOP_H
#define PSY_TRANSFORMS_OMPLOOP_H

#include "IRBuild.h"
#include "mlir-c/IR.h"

/* The mark and its two values. */
#define PSY_OMP_ATTR "psy.omp"
#define PSY_OMP_REPROD_NAME "reprod"
#define PSY_OMP_FAST_NAME "fast"

typedef enum { PSY_OMP_SERIAL, PSY_OMP_REPROD, PSY_OMP_FAST } PsyOmpMode;

/* How `op` (a psy.loop, or a builtin the loop's mark was copied to) runs: serial when it has
 * no mark; an error at `op` when the mark is neither "reprod" nor "fast". */
MlirLogicalResult psyOmpModeGet(MlirOperation op, PsyOmpMode *mode);

/* A reduction carried by the loop: `join` (an arith op name, e.g. "arith.addf") combines two
 * values, `identity` is its neutral element and `init` the value the loop starts from. */
typedef struct {
  const char *join;
  MlirValue init, identity;
} PsyOmpReduction;

/* A loop being built. After psyOmpLoopBegin the caller fills `body`, reading the induction
 * variable `iv` and, with a reduction, the running value `acc`; it puts per-thread values
 * (stack slots written in the body) at `priv`, which is outside any loop. */
typedef struct {
  PsyBuilder body, priv;
  MlirValue iv, acc;
  /* private to OmpLoop.c */
  PsyOmpMode mode;
  PsyBuilder outer;
  PsyOmpReduction red;
  MlirOperation op;    /* the scf.for, or the omp.parallel */
  MlirValue accPtr;    /* where the body's running value lives (parallel with a reduction) */
  MlirValue shared;    /* fast: the reduction clause's variable, outside the region */
  MlirValue parts, nparts; /* reprod: the partials array and its length (index) */
} PsyOmpLoop;

/* Starts the loop over `range` (lower bound, upper bound, step: index values) at `outer`;
 * `red` may be null. */
void psyOmpLoopBegin(PsyOmpLoop *l, PsyBuilder *outer, PsyOmpMode mode, const MlirValue range[3],
                     const PsyOmpReduction *red);
/* Ends the body; with a reduction `next` is the body's new running value and the result is
 * the reduction's value after the loop (null without a reduction). */
MlirValue psyOmpLoopEnd(PsyOmpLoop *l, MlirValue next);

#endif
