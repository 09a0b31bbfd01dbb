/* Internal: the loops the lowering passes build, serial or workshared among OpenMP threads.
 *
 * psy-omp (Omp.c) marks a psy.loop whose iterations are independent with the attribute
 * PSY_OMP_ATTR; psy-lower-kernels and psy-lower-builtins read the mark (psyOmpLoopModeGet)
 * and build the loop through psyOmpLoopBegin/End, which give an scf.for for an unmarked loop
 * and, for a marked one,
 *
 *   omp.parallel { per-thread values; omp.wsloop nowait schedule(static) { ... } }
 *
 * The static schedule gives each thread one contiguous block of iterations, the same blocks
 * at every run with the same thread count (OpenMP's rule for schedule(static) without a chunk
 * size). A reduction in "reprod" mode is summed per thread over its block, in order, into a
 * private slot (thread 0's starting from the loop's init, so that one thread gives the serial
 * loop's value bit for bit); each thread stores its partial in its own element of an array
 * sized by omp_get_max_threads(), and after the region the partials are combined in thread
 * order: the result is bitwise the same run to run at one thread count (PSyclone's
 * "reprod"). In "fast" mode the wsloop's reduction clause combines the partials in the
 * runtime's order. A loop may carry several reductions (the builtins psy-fuse put in one
 * loop): each has its own slot, partials and clause entry, and they never mix. */
#ifndef PSY_TRANSFORMS_OMPLOOP_H
#define PSY_TRANSFORMS_OMPLOOP_H

#include "IRBuild.h"
#include "mlir-c/IR.h"

/* The mark and its two values. */
#define PSY_OMP_ATTR "psy.omp"
#define PSY_OMP_REPROD_NAME "reprod"
#define PSY_OMP_FAST_NAME "fast"
/* --target=nvptx (psy-omp device=true): a loop the device runs, one thread per iteration
 * ("device"), or one thread for the whole loop ("device_serial": a loop carrying reductions,
 * which then sum in the serial loop's order, or one whose iterations may not run in
 * parallel). The lowering builds such a loop as a serial scf.for carrying PSY_DEVICE_ATTR
 * with the mode's name; psy-device-outline makes it a kernel and a launch. */
#define PSY_OMP_DEVICE_NAME "device"
#define PSY_OMP_DEVICE_SERIAL_NAME "device_serial"
#define PSY_DEVICE_ATTR "psy.device"
/* psy-omp device=true reprod=false (psyc --psy-device-fast-reductions): a parallel loop marked
 * "device_fast" runs as "device" when it has no reductions; one with sums runs as
 * "device_chunks": PSY_DEVICE_REDUCTION_THREADS threads, thread t summing the iterations
 * t, t + T, t + 2T, ... in order from the reductions' identities (thread 0 from their
 * initial values), and the host adding the threads' partial sums in thread order. A fixed
 * order, the same at every run and on every device, but not the serial one: opt-in. The
 * loop carries the identities (PSY_DEVICE_IDENTITIES_ATTR) for psy-device-outline. */
#define PSY_OMP_DEVICE_FAST_NAME "device_fast"
#define PSY_DEVICE_CHUNKS_NAME "device_chunks"
#define PSY_DEVICE_IDENTITIES_ATTR "psy.device_identities"
#define PSY_DEVICE_REDUCTION_THREADS 65536

typedef enum {
  PSY_OMP_SERIAL,
  PSY_OMP_REPROD,
  PSY_OMP_FAST,
  PSY_OMP_DEVICE,
  PSY_OMP_DEVICE_SERIAL,
  PSY_OMP_DEVICE_FAST
} PsyOmpMode;

/* Whether `mode` is one of the device's (the loop is built for psy-device-outline). */
bool psyOmpModeIsDevice(PsyOmpMode mode);

/* How `op` (a psy.loop, or a builtin the loop's mark was copied to) runs: serial when it has
 * no mark; an error at `op` when the mark is not one of the modes' names. */
MlirLogicalResult psyOmpModeGet(MlirOperation op, PsyOmpMode *mode);

/* A reduction carried by the loop: `join` (an arith op name, e.g. "arith.addf") combines two
 * values, `identity` is its neutral element and `init` the value the loop starts from. */
typedef struct {
  const char *join;
  MlirValue init, identity;
} PsyOmpReduction;

/* What a parallel loop keeps of one reduction (private to OmpLoop.c). */
typedef struct {
  PsyOmpReduction red;
  MlirValue accPtr; /* where the body's running value lives */
  MlirValue shared; /* fast: the reduction clause's variable, outside the region */
  MlirValue parts;  /* reprod: the partials array, one element per possible thread */
} PsyOmpLoopReduction;

/* A loop being built. After psyOmpLoopBegin the caller fills `body`, reading the induction
 * variable `iv` and, for each reduction r, its running value `acc[r]`; it puts per-thread
 * values (stack slots written in the body) at `priv`, which is outside any loop. */
typedef struct {
  PsyBuilder body, priv;
  MlirValue iv;
  MlirValue *acc; /* nred values, owned by the loop until psyOmpLoopEnd */
  /* private to OmpLoop.c */
  PsyOmpMode mode;
  PsyBuilder outer;
  int nred;
  PsyOmpLoopReduction *reds; /* nred of them */
  MlirOperation op;          /* the scf.for, or the omp.parallel */
  MlirValue nparts;          /* reprod: the partials arrays' length (index) */
} PsyOmpLoop;

/* Starts the loop over `range` (lower bound, upper bound, step: index values) at `outer`,
 * carrying the reductions `red[0..nred)` (nred may be 0, red then null). A fused loop of
 * builtins carries one reduction per reducing builtin. */
void psyOmpLoopBegin(PsyOmpLoop *l, PsyBuilder *outer, PsyOmpMode mode, const MlirValue range[3],
                     int nred, const PsyOmpReduction *red);
/* Ends the body: `next[r]` is the body's new running value of reduction r; `out[r]` receives
 * the reduction's value after the loop (both null when nred is 0). Frees what the loop
 * allocated. */
void psyOmpLoopEnd(PsyOmpLoop *l, const MlirValue *next, MlirValue *out);
/* Frees what the loop allocated without ending it: the caller failed while filling the body
 * (the pass then fails, and the half-built IR goes with it). */
void psyOmpLoopDiscard(PsyOmpLoop *l);

#endif
