/* psy-c/Dependence.h: dependence analysis between the nodes of an invoke's schedule.
 *
 * A node is an op directly in the invoke's body: a psy.loop (with everything inside it), a
 * halo exchange (blocking, start or end), a dirty/clean marker, a global reduction, or any
 * other op (constants, func.return). Each node's accesses come from the dialect:
 * - calls inside a loop: per psy-typed operand (field, field vector, operator), the access of
 *   psyCallOpGetOperandAccess (gh_read reads; gh_write writes; gh_inc, gh_readinc,
 *   gh_readwrite read and write), all components of a field vector;
 * - psy.halo_exchange reads and writes its field, one component of a field vector;
 *   psy.halo_exchange_start reads it; psy.halo_exchange_end reads and writes it (as PSyclone
 *   treats the end, so that readers after it and writers before it both see it);
 * - psy.set_dirty / psy.set_clean write their field (its halo flags), all components;
 * - SSA values: a node that uses a value another node defines (a reduction a loop yields,
 *   read by psy.global_reduction) reads it after that node writes it.
 * Two accesses overlap when they name the same value and, for field vectors, share a
 * component (a halo exchange of component 2 and one of component 3 do not overlap; a kernel
 * touches every component, so it overlaps both). That is PSyclone's DataAccess rule: any two
 * accesses of the same field overlap, apart from vector components.
 *
 * Dependences are the edges a schedule must keep: for each access, RAW from the closest
 * earlier writer of each overlapping component, WAW from that writer, and WAR from each
 * reader since it. The schedule is a snapshot: rebuild it after changing the IR. Building
 * it takes time linear in its accesses (a field vector's counting once per component), and
 * the Find queries a logarithmic time, so that passes stay linear in a vector's size. */
#ifndef PSY_C_DEPENDENCE_H
#define PSY_C_DEPENDENCE_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum { PSY_DEP_RAW, PSY_DEP_WAR, PSY_DEP_WAW } PsyDependenceKind;

/* What one node does to one value: component 0 means every component (or a plain field). */
typedef struct {
  MlirValue value;
  int32_t component;
  bool reads, writes;
} PsyDataAccess;

/* An edge: node `to` must stay after node `from` because of `value` (component as above). */
typedef struct {
  intptr_t from, to;
  PsyDependenceKind kind;
  MlirValue value;
  int32_t component;
} PsyDependence;

typedef struct PsySchedule PsySchedule;

/* Analyses the body of `invoke` (a func.func marked psy.invoke). Release with
 * psyScheduleDestroy. */
PSY_CAPI_EXPORTED PsySchedule *psyScheduleCreate(MlirOperation invoke);
PSY_CAPI_EXPORTED void psyScheduleDestroy(PsySchedule *s);

PSY_CAPI_EXPORTED intptr_t psyScheduleGetNumNodes(const PsySchedule *s);
PSY_CAPI_EXPORTED MlirOperation psyScheduleGetNode(const PsySchedule *s, intptr_t i);
/* The index of `op` (a node, or an op nested in one), or -1. */
PSY_CAPI_EXPORTED intptr_t psyScheduleFindNode(const PsySchedule *s, MlirOperation op);

PSY_CAPI_EXPORTED intptr_t psyScheduleGetNumAccesses(const PsySchedule *s, intptr_t node);
PSY_CAPI_EXPORTED PsyDataAccess psyScheduleGetAccess(const PsySchedule *s, intptr_t node,
                                                     intptr_t i);

/* Whether two accesses touch the same data (same value; components equal, or one is 0). */
PSY_CAPI_EXPORTED bool psyDataAccessOverlaps(PsyDataAccess a, PsyDataAccess b);

PSY_CAPI_EXPORTED intptr_t psyScheduleGetNumDependences(const PsySchedule *s);
PSY_CAPI_EXPORTED PsyDependence psyScheduleGetDependence(const PsySchedule *s, intptr_t i);

/* Backward: the closest node before `node` that writes data overlapping (value, component);
 * -1 when none does (the writer is outside the invoke). */
PSY_CAPI_EXPORTED intptr_t psyScheduleFindPreviousWriter(const PsySchedule *s, intptr_t node,
                                                         MlirValue value, int32_t component);
/* Forward: the closest node after `node` that reads data overlapping (value, component); -1
 * when none does. */
PSY_CAPI_EXPORTED intptr_t psyScheduleFindNextReader(const PsySchedule *s, intptr_t node,
                                                     MlirValue value, int32_t component);
/* Forward: the closest node after `node` that reads or writes data overlapping (value,
 * component); -1 when none does. Stepping with it visits only the nodes that touch the data. */
PSY_CAPI_EXPORTED intptr_t psyScheduleFindNextAccess(const PsySchedule *s, intptr_t node,
                                                     MlirValue value, int32_t component);
/* Whether node `to` depends on node `from` (an edge from `from` to `to`). */
PSY_CAPI_EXPORTED bool psyScheduleDependsOn(const PsySchedule *s, intptr_t to, intptr_t from);

/* Appends the schedule's DAG to `out` (a PsyStrBuf) as a Graphviz digraph named after the
 * invoke: one vertex per node with a field access or a dependence, one edge per dependence
 * labelled "RAW %arg0", "WAR %arg1[2]", ... */
PSY_CAPI_EXPORTED void psySchedulePrintDot(const PsySchedule *s, MlirStringCallback callback,
                                           void *userData);

#ifdef __cplusplus
}
#endif
#endif
