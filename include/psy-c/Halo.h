/* psy-c/Halo.h: what a loop reads and writes of a field's halo (lib/Analysis/Halo.c): the
 * facts the distributed-memory passes of lib/Transforms place halo exchanges, dirty/clean
 * markers and deeper loop bounds by. Nothing here changes the IR; the passes do. */
#ifndef PSY_C_HALO_H
#define PSY_C_HALO_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The settings the facts depend on. The DM passes resolve them from their options and the
 * module's psy.config (psyDmSettingsGet, lib/Transforms/DmPasses.h). */
typedef struct {
  bool dm;      /* option dm, key DISTRIBUTED_MEMORY */
  bool annexed; /* option compute-annexed-dofs, key COMPUTE_ANNEXED_DOFS */
  bool minimal; /* option minimal (no configuration key): the rules beyond PSyclone that
                 * drop exchanges proven redundant (docs/passes.md, "minimal=true") */
} PsyDmSettings;

/* ---- Loops and field arguments ---- */

/* Whether `ub` runs into the halo (cell_halo, dof_halo, last_halo_cell). */
PSY_CAPI_EXPORTED bool psyDmIsHaloBound(PsyUpperBound ub);
/* The loop whose bound applies to `loop`'s calls: a colours loop's colour_cells loop, else
 * `loop` itself. */
PSY_CAPI_EXPORTED MlirOperation psyDmBoundingLoop(MlirOperation loop);

/* One field or field-vector operand of a psy.kernel or psy.builtin, as the kernel's metadata
 * (or, for a builtin, the builtin table and the field's type) describes it. */
typedef struct {
  MlirValue field;
  PsyAccess access;
  bool discontinuous; /* metadata space known discontinuous (any_space_N is not) */
  bool fine;          /* on the fine mesh of an inter-grid kernel */
  PsyStencil stencil;
  MlirValue extent;   /* the stencil's extent operand; null without a stencil */
} PsyDmFieldArg;
typedef void (*PsyDmFieldArgFn)(const PsyDmFieldArg *arg, void *user);
/* Calls `fn` on each field operand of `call` (nothing for other ops). */
PSY_CAPI_EXPORTED void psyDmForEachFieldArg(MlirOperation call, PsyDmFieldArgFn fn, void *user);

/* ---- What a writer leaves clean ---- */

/* How far a loop that writes `field` leaves its halo correct (PSyclone's developer guide, "Cell
 * iterators"): a loop over owned cells or dofs leaves none (`halo` false); a loop to halo
 * depth D computes it to D (2D for the fine field of an inter-grid kernel, `depth`), to a
 * run-time depth (`depthValue`) or to the mesh's maximum (`max`); a continuous field written
 * by a loop over cells keeps its outermost level dirty (`dirtyOuter`; a dof loop sets each dof
 * itself). `annexedClean`: the owned and annexed dofs are right after the loop, which the
 * minimal rules use (a cell loop into the halo, a dof loop to nannexed or into the halo, an
 * owned-cell loop writing the field by GH_WRITE alone and reading no field that may be
 * continuous, whose annexed dofs might be stale). Under `dm->minimal` an increment the
 * rest of the invoke never reads beyond its annexed dofs leaves only those clean (rule M1). */
typedef struct {
  bool halo;
  int64_t depth;
  MlirValue depthValue;
  bool max;
  bool dirtyOuter;
  bool fine;
  bool annexedClean;
} PsyDmCleanDepth;
PSY_CAPI_EXPORTED PsyDmCleanDepth psyDmLoopCleanDepth(MlirOperation loop, MlirValue field,
                                                      const PsyDmSettings *dm);

/* Whether the calls of `loop` touch `field` only by GH_INC, without a stencil, on its own
 * mesh: the loop needs none of its halo values, only its owned and annexed dofs. */
PSY_CAPI_EXPORTED bool psyDmIsIncrementOnly(MlirOperation loop, MlirValue field);

/* Whether two index values compute the same thing: the same value, or ops of the same name
 * and `value` attribute over operands that do. */
PSY_CAPI_EXPORTED bool psyDmSameValue(MlirValue a, MlirValue b);

/* ---- What readers read of a field's halo ---- */

/* One halo depth a reader needs: literal + loopDepth * scale + extent; with `max`, the mesh's
 * maximum depth + literal (0, or -1 for an increment). */
typedef struct {
  int64_t literal;
  MlirValue loopDepth; /* a loop's run-time depth (index); null if none */
  int scale;
  MlirValue extent;    /* a stencil's run-time extent (an integer); null if none */
  bool max;
  bool annexedOnly;    /* only the annexed dofs (literal is then 1) */
} PsyDmHaloRead;

/* The depths some readers need, merged as PSyclone aggregates them: at most one literal
 * entry, one for the maximum depth and one per run-time expression. Release with free(items). */
typedef struct {
  PsyDmHaloRead *items;
  int count;
} PsyDmHaloReads;

/* Whether the depth is known at run time only (a maximum, a loop depth or a stencil extent). */
PSY_CAPI_EXPORTED bool psyDmHaloReadIsVariable(const PsyDmHaloRead *r);
/* Whether the readers need the annexed dofs and nothing beyond. */
PSY_CAPI_EXPORTED bool psyDmHaloReadsOnlyAnnexed(const PsyDmHaloReads *r);

/* The fields whose halo (or annexed dofs) the calls of top-level loop `loop` read, in order of
 * first use. Fails, with an error at the call, on a read no exchange can serve. Release with
 * free(items). */
typedef struct {
  MlirValue *items;
  int count;
} PsyDmFields;
PSY_CAPI_EXPORTED MlirLogicalResult psyDmLoopHaloFields(MlirOperation loop,
                                                        const PsyDmSettings *dm,
                                                        PsyDmFields *out);

/* The halo reads of (f, c) by the schedule's readers from node `from` up to and including the
 * next writer of the data (dirty/clean markers are not writers). Fails, with an error, as
 * psyDmLoopHaloFields does. */
PSY_CAPI_EXPORTED MlirLogicalResult psyDmFollowingReads(const PsySchedule *s, intptr_t from,
                                                        MlirValue f, int32_t c,
                                                        const PsyDmSettings *dm,
                                                        PsyDmHaloReads *reads);

/* Whether `op` is a halo exchange (psy.halo_exchange or psy.halo_exchange_end). */
PSY_CAPI_EXPORTED bool psyDmIsExchange(MlirOperation op);
/* The closest node before `node` that writes the data of (f, c), skipping the dirty/clean
 * markers (they write only the run-time flags); -1 when none does. */
PSY_CAPI_EXPORTED intptr_t psyDmPreviousWriter(const PsySchedule *s, intptr_t node, MlirValue f,
                                               int32_t c);

/* Whether no node after `loop` (up to the next writer of `field` that is not an exchange)
 * reads `field`'s halo beyond its annexed dofs: the condition of rule M1. */
PSY_CAPI_EXPORTED bool psyDmHaloUnreadAfter(MlirOperation loop, MlirValue field,
                                            const PsyDmSettings *dm);

#ifdef __cplusplus
}
#endif
#endif
