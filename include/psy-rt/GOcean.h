/*
 * psy-rt GOcean: the core of psy-mlir's dl_esm_inf-compatible runtime for PSyclone's GOcean
 * 1.0 API (docs/runtime-gocean.md): a structured 2D Arakawa C grid cut into blocks over the
 * ranks, the index regions of fields on its point types, halo exchanges and masks.
 *
 * Plain C17, no MLIR; part of libPsyRuntime (one rank) and libPsyRuntimeMpi (MPI), whose
 * communication layer it shares with the LFRic runtime. The Fortran modules in
 * lib/Runtime/gocean (grid_mod, field_mod, parallel_mod, ...) call it.
 *
 * Conventions
 * - Indices are Fortran's: 1-based, column-major. A rank's arrays are
 *   data[(j - 1) * nx + (i - 1)] for 1 <= i <= nx, 1 <= j <= ny, where nx, ny are the local
 *   array extents (psyRtGoGridGetArraySize): the owned T points, a halo of the grid's width
 *   on every side, and one more column and row for the staggered points of a closed domain.
 * - Every field of a grid has the grid's array extents; only its regions differ.
 * - Create returns NULL on bad arguments or when out of memory; nothing is printed.
 *   Calls marked "collective" must be made by every rank, in the same order.
 */
#ifndef PSY_RT_GOCEAN_H
#define PSY_RT_GOCEAN_H

#ifdef __cplusplus
extern "C" {
#endif

/* dl_esm_inf's values (field_mod's GO_U_POINTS ..., grid_mod's GO_OFFSET_* and GO_BC_*). */
typedef enum {
  PSY_RT_GO_U_POINTS,
  PSY_RT_GO_V_POINTS,
  PSY_RT_GO_T_POINTS,
  PSY_RT_GO_F_POINTS,
  PSY_RT_GO_ALL_POINTS
} PsyRtGoPoints;

/* Which points share the i, j of a T point: SW (the shallow-water code's) or NE (NEMO's).
 * SE and NW exist in dl_esm_inf's enumeration but no field supports them. */
typedef enum {
  PSY_RT_GO_OFFSET_SW,
  PSY_RT_GO_OFFSET_SE,
  PSY_RT_GO_OFFSET_NW,
  PSY_RT_GO_OFFSET_NE,
  PSY_RT_GO_OFFSET_ANY
} PsyRtGoOffset;

typedef enum { PSY_RT_GO_BC_PERIODIC, PSY_RT_GO_BC_EXTERNAL, PSY_RT_GO_BC_NONE } PsyRtGoBc;

/* A rectangle of points, bounds included (dl_esm_inf's region_type without nx, ny). */
typedef struct {
  int xstart, xstop, ystart, ystop;
} PsyRtGoRegion;

/* A field's loop regions: `internal`, the points a kernel updates, and `whole`, those and
 * one ring of boundary (halo) points around them. */
typedef enum { PSY_RT_GO_INTERNAL, PSY_RT_GO_WHOLE } PsyRtGoRegionKind;

/* The grid metrics grid_init fills (grid_type's members of the same names). */
typedef enum {
  PSY_RT_GO_DX_T, PSY_RT_GO_DY_T, PSY_RT_GO_DX_U, PSY_RT_GO_DY_U,
  PSY_RT_GO_DX_V, PSY_RT_GO_DY_V, PSY_RT_GO_DX_F, PSY_RT_GO_DY_F,
  PSY_RT_GO_AREA_T, PSY_RT_GO_AREA_U, PSY_RT_GO_AREA_V,
  PSY_RT_GO_GPHIU, PSY_RT_GO_GPHIV, PSY_RT_GO_GPHIF,
  PSY_RT_GO_XT, PSY_RT_GO_YT,
  PSY_RT_GO_NUM_METRICS
} PsyRtGoMetric;

typedef struct PsyRtGoGrid PsyRtGoGrid;

/* Collective. A global domain of nx x ny T points with boundary conditions bc[0] (x) and
 * bc[1] (y), an offset convention, and halos haloWidth deep, cut into px x py blocks (0, 0:
 * the runtime chooses, as the LFRic mesh does; otherwise px * py must be the number of
 * ranks). Block k of an axis of n points over p blocks is [floor(k n / p), floor((k+1) n / p)).
 * NULL when an argument is invalid or a block is empty or narrower than the halo on a periodic
 * axis cut into several blocks. */
PsyRtGoGrid *psyRtGoGridCreate(int nx, int ny, const int bc[2], int offset, int haloWidth,
                               int px, int py);
void psyRtGoGridDestroy(PsyRtGoGrid *grid);

int psyRtGoGridGetOffset(const PsyRtGoGrid *grid);
int psyRtGoGridGetHaloWidth(const PsyRtGoGrid *grid);
void psyRtGoGridGetGlobalSize(const PsyRtGoGrid *grid, int *nx, int *ny);
/* This rank's array extents (see Conventions). */
void psyRtGoGridGetArraySize(const PsyRtGoGrid *grid, int *nx, int *ny);
/* The owned T points in local indices: [halo + 1, halo + owned] on each axis. */
void psyRtGoGridGetSubdomain(const PsyRtGoGrid *grid, PsyRtGoRegion *out);
/* The same points in global indices (1-based over the global domain). */
void psyRtGoGridGetGlobalSubdomain(const PsyRtGoGrid *grid, PsyRtGoRegion *out);
/* This rank's block position and the block counts. */
void psyRtGoGridGetBlock(const PsyRtGoGrid *grid, int *bx, int *by, int *px, int *py);

/* The region of a field on `points` (dl_esm_inf's rules, docs/runtime-gocean.md). Returns 0,
 * or -1 when the points or the grid's offset are not supported. */
int psyRtGoGridGetRegion(const PsyRtGoGrid *grid, int points, int kind, PsyRtGoRegion *out);

/* The grid spacing (uniform, in metres) and the latitude of an f-plane (degrees; grid_init
 * uses 50, as dl_esm_inf does). */
void psyRtGoGridSetSpacing(PsyRtGoGrid *grid, double dx, double dy, double latitude);
/* Fills `out` (array extents) with a metric. */
void psyRtGoGridFillMetric(const PsyRtGoGrid *grid, int metric, double *out);

/* The T mask: 1 a wet point of the simulated domain, 0 land, -1 outside the domain. `tmask`,
 * when not NULL, holds the owned points and the halo (extent owned + 2 halo on each axis,
 * dl_esm_inf's subdomain%global%nx x ny), column-major; NULL makes every point wet. Points of
 * the array outside that extent are -1. */
void psyRtGoGridSetTmask(PsyRtGoGrid *grid, const int *tmask);
/* Fills `out` (array extents) with the mask of a point type: T's own, and for U, V and F the
 * least of the T points the point lies between (-1 where one of them is off the array). */
void psyRtGoGridFillMask(const PsyRtGoGrid *grid, int points, int *out);

/* Collective. Fills the halo of `data` (array extents) to `depth` (1 to the halo width) from
 * the ranks that own those points, wrapping around periodic axes; halo points beyond a closed
 * boundary are left as they are. Returns 0, or -1 for a bad depth. */
int psyRtGoHaloExchange(const PsyRtGoGrid *grid, double *data, int depth);

#ifdef __cplusplus
}
#endif

#endif
