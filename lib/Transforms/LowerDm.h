/* Internal: the lowering of distributed-memory ops and loop bounds to calls of the binding's
 * callbacks (LowerDm.c), shared by psy-lower-kernels, which lowers the runtime ops and the
 * bounds of kernel loops, and psy-lower-builtins, which lowers the bounds of builtin loops
 * (psy-c/InvokeAbi.h: the DM family and its sites). */
#ifndef PSY_TRANSFORMS_LOWERDM_H
#define PSY_TRANSFORMS_LOWERDM_H

#include "IRBuild.h"
#include "psy-c/InvokeAbi.h"

/* The DM extras of a lowered invoke, found by their psy.abi names (null when absent). */
typedef struct {
  MlirValue maxDepth, context, callback, reducer;
} PsyDmValues;

/* The attribute psy-lower-kernels gives a builtin loop whose bound is a DM site. */
#define PSY_DM_BOUND_SITE_ATTR "psy.dm_bound_site"

/* Reads `func`'s DM extras: its trailing arguments named by its psy.abi attribute. */
PsyDmValues psyLowerDmValues(MlirOperation func);
/* The halo depth of `op` (HaloDepthOpInterface) as an i32; `max` is the mesh's halo depth. */
MlirValue psyLowerDmDepth(PsyBuilder *b, MlirOperation op, const PsyDmValues *v);
/* callback(context, site, depth, extra) -> i32. */
MlirValue psyLowerDmCall(PsyBuilder *b, const PsyDmValues *v, int site, MlirValue depth,
                         MlirValue extra);
/* The bound of DM site `site` for loop `loop` (its depth; `colour`, 0-based, or null) as an
 * index value. */
MlirValue psyLowerDmBound(PsyBuilder *b, const PsyDmValues *v, MlirOperation loop, int site,
                          MlirValue colour);
/* Replaces the halo exchanges, dirty markers and (under DM) global reductions at the top
 * level of invoke `func`, whose ABI is `abi`, by callback calls, and marks each builtin loop
 * with a DM bound by its site (PSY_DM_BOUND_SITE_ATTR). */
void psyLowerDmOps(MlirOperation func, const PsyInvokeAbi *abi);

#endif
