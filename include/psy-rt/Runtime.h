/*
 * psy-rt: the core of psy-mlir's LFRic-compatible runtime (docs/runtime.md).
 *
 * Plain C17, no MLIR. Compiled schedules and the Fortran modules in lib/Runtime/fortran
 * (constants_mod, mesh_mod, function_space_mod, field_mod, ...) call it. Two builds of the
 * same sources: libPsyRuntime (no MPI: one rank) and libPsyRuntimeMpi (the mesh partitioned
 * over the ranks of MPI_COMM_WORLD). Calls marked "collective" must be made by every rank,
 * in the same order.
 *
 * Conventions
 * - Indices are 0-based here: cells 0..ncells-1, local dofs 0..ndf-1, dofs 0..undf-1. The
 *   Fortran modules add 1. Counts (last_edge_cell, last_halo_cell(d), last_dof_owned, ...)
 *   are numbers of items, so they read the same in both languages.
 * - Dofmaps are LFRic's column maps: map[cell * ndf + df] is the dof of local dof df in the
 *   bottom layer; the same dof in layer k is map + k (each entity column is contiguous).
 * - Ownership: every Create has one Destroy; getters return borrowed pointers that live as
 *   long as their owner. A function space keeps a pointer to its mesh, a field or an
 *   operator to its spaces: destroy fields and operators, then spaces, then the mesh.
 *   Create returns NULL on bad arguments or when out of memory; nothing is printed.
 */
#ifndef PSY_RT_RUNTIME_H
#define PSY_RT_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- reference element */

/* LFRic's function spaces, in this order (also the index of the tables in Space.c). */
typedef enum {
  PSY_RT_W0,
  PSY_RT_W1,
  PSY_RT_W2,
  PSY_RT_W2H,
  PSY_RT_W2V,
  PSY_RT_W3,
  PSY_RT_WTHETA,
  PSY_RT_WCHI,
  PSY_RT_NUM_SPACES
} PsyRtSpace;

/* What to evaluate: LFRic's BASIS and DIFF_BASIS (function_space_mod). */
typedef enum { PSY_RT_BASIS = 100, PSY_RT_DIFF_BASIS = 101 } PsyRtFunction;

/* Faces of the reference cube [0,1]^3 and horizontal neighbours, LFRic's order. */
enum { PSY_RT_FACE_W, PSY_RT_FACE_S, PSY_RT_FACE_E, PSY_RT_FACE_N, PSY_RT_FACE_B,
       PSY_RT_FACE_T };

/* The space of LFRic's fs_continuity_mod enumerator (W0 = 173, ...), or -1. */
int psyRtSpaceFromLFRic(int lfricFs);
/* LFRic's fs_continuity_mod enumerator of a space. */
int psyRtSpaceToLFRic(PsyRtSpace space);
/* "W0", "W1", ... */
const char *psyRtSpaceName(PsyRtSpace space);

/* Whether (space, elementOrder) is supported: element order 0 for every space, and also 1
 * for Wchi (the discontinuous trilinear space LFRic uses for coordinates). */
int psyRtSpaceIsSupported(PsyRtSpace space, int elementOrder);
/* Dofs per cell, 0 when unsupported. */
int psyRtSpaceGetNdf(PsyRtSpace space, int elementOrder);
/* Components of a basis function (1 or 3) and of its derivative (gradient 3, curl 3,
 * divergence 1), as LFRic's get_dim_space / get_dim_space_diff. */
int psyRtSpaceGetDimSpace(PsyRtSpace space);
int psyRtSpaceGetDimSpaceDiff(PsyRtSpace space);
/* Reference coordinates of the node of local dof df (LFRic's get_nodes). */
void psyRtSpaceGetNode(PsyRtSpace space, int elementOrder, int df, double xyz[3]);
/* Basis function (PSY_RT_BASIS: dim_space values) or its derivative (PSY_RT_DIFF_BASIS:
 * dim_space_diff values) of local dof df at reference point xi, written to out. */
void psyRtSpaceEvaluate(PsyRtSpace space, int elementOrder, PsyRtFunction which, int df,
                        const double xi[3], double *out);

/* ---------------------------------------------------------------- ranks */

/* This process's rank and the number of ranks (0 and 1 without MPI). The MPI build
 * initialises MPI at the first call here or at the first psyRtMeshCreate, unless the program
 * did (MPI_Init before any runtime call: then the program finalises MPI too). */
int psyRtGetRank(void);
int psyRtGetNRanks(void);
/* Collective: ends the runtime's use of MPI, and MPI itself when the runtime started it. A
 * program the runtime started MPI for must call it before it ends: a rank that exits
 * without it (an early exit, Fortran's `error stop`) aborts the whole job with a message,
 * so that no other rank waits forever; with one rank the exit just finalises. Nothing
 * without MPI. */
void psyRtFinalize(void);
/* Collective reductions of one value per rank. The sum adds the ranks' values in rank order
 * on every rank, so it gives the same bits on every rank and in every run on the same
 * number of ranks. */
double psyRtGlobalSum(double value);
double psyRtGlobalMin(double value);
double psyRtGlobalMax(double value);

/* ---------------------------------------------------------------- mesh */

typedef struct PsyRtMesh PsyRtMesh;

/* Collective. An extruded planar, doubly periodic global mesh of nx * ny quadrilateral
 * columns of nlayers cells of size dx * dy * dz, cut into px * py blocks (px * py = ranks,
 * px >= py as close as possible: 3 ranks give 3 x 1), rank r holding block
 * (r mod px, r / px); block k of an axis of n cells is [floor(k n / p), floor((k+1) n / p)).
 * The local mesh is the rank's block with haloDepth rings of halo cells (images of cells of
 * any rank, this one included). haloDepth 0 (no halo) is allowed on one rank only, where the
 * owned cells then wrap around. NULL on bad arguments, when a block would be empty, or when
 * several ranks have no halo. */
PsyRtMesh *psyRtMeshCreate(int nx, int ny, int nlayers, double dx, double dy, double dz,
                           int haloDepth);
/* Collective. The mesh refining `coarse` by rx x ry cells per coarse cell (global
 * rx * nx by ry * ny, cell size dx / rx by dy / ry, the same layers), each rank's block
 * exactly its coarse block refined, as psyRtMeshMapCells needs. */
PsyRtMesh *psyRtMeshCreateRefined(const PsyRtMesh *coarse, int rx, int ry, int haloDepth);
void psyRtMeshDestroy(PsyRtMesh *mesh);
/* The local block's size: owned cells are at 0 <= i < nx, 0 <= j < ny. */
int psyRtMeshGetNx(const PsyRtMesh *mesh);
int psyRtMeshGetNy(const PsyRtMesh *mesh);
/* The global mesh's size. */
int psyRtMeshGetGlobalNx(const PsyRtMesh *mesh);
int psyRtMeshGetGlobalNy(const PsyRtMesh *mesh);
/* Global position of local position (0, 0): local (i, j) is global cell
 * ((i0 + i) mod global nx, (j0 + j) mod global ny). */
void psyRtMeshGetBlockOrigin(const PsyRtMesh *mesh, int *i0, int *j0);
/* The global id J * global nx + I of a local cell, or -1 for a bad cell. */
int psyRtMeshGetGlobalCellId(const PsyRtMesh *mesh, int cell);
/* The rank owning a local cell (this rank for owned cells), or -1 for a bad cell. */
int psyRtMeshGetCellOwner(const PsyRtMesh *mesh, int cell);
int psyRtMeshGetNLayers(const PsyRtMesh *mesh);
int psyRtMeshGetHaloDepth(const PsyRtMesh *mesh);
/* dx, dy, dz. */
void psyRtMeshGetSpacing(const PsyRtMesh *mesh, double d[3]);
/* Local cells per layer: owned and halo (LFRic's get_ncells_2d). */
int psyRtMeshGetNCells2d(const PsyRtMesh *mesh);
/* Owned cells (LFRic's get_last_edge_cell). */
int psyRtMeshGetLastEdgeCell(const PsyRtMesh *mesh);
/* Owned cells plus halo cells to this depth (0 <= depth <= halo depth), else -1. */
int psyRtMeshGetLastHaloCell(const PsyRtMesh *mesh, int depth);
/* The neighbour of cell across face W, S, E or N, or -1 outside the local mesh. */
int psyRtMeshGetCellNext(const PsyRtMesh *mesh, int cell, int face);
/* Position of a cell on the local unfolded plane: owned cells have 0 <= i < nx,
 * 0 <= j < ny, halo cells lie outside (with one rank i = -1 is the image of column nx-1). */
void psyRtMeshGetCellPosition(const PsyRtMesh *mesh, int cell, int *i, int *j);
/* The local owned cell that a cell is an image of (itself when owned), or -1 when another
 * rank owns it. */
int psyRtMeshGetOwnedImage(const PsyRtMesh *mesh, int cell);

/* Colouring (LFRic's get_colours): every local cell, halo cells included, has a colour, and
 * no two cells of one colour share a dof of any continuous space, so a loop over the cells
 * of one colour may run in parallel. Four colours (the 2 x 2 pattern on the unfolded plane)
 * whenever there is a halo or nx and ny are even; a wrapped mesh of odd size gets more. */
int psyRtMeshGetNColours(const PsyRtMesh *mesh);
/* The colour of a cell (0 <= colour < ncolours), or -1 for a bad cell. */
int psyRtMeshGetCellColour(const PsyRtMesh *mesh, int cell);
/* The cells of a colour in increasing order (owned, then halo depth 1, 2, ...), *ncells
 * set to their number; NULL (and 0) for a bad colour. */
const int *psyRtMeshGetColourCells(const PsyRtMesh *mesh, int colour, int *ncells);
/* How many cells of a colour lie within the first last_halo_cell(depth) cells (depth 0:
 * the owned cells), i.e. the loop bound of a coloured loop to that depth; -1 when colour
 * or depth is out of range. */
int psyRtMeshGetLastHaloCellPerColour(const PsyRtMesh *mesh, int colour, int depth);

/* Mesh maps (LFRic's mesh_map_type, for inter-grid kernels): a fine mesh refines a coarse
 * one when its global nx and ny are integer multiples of the coarse mesh's, the layers agree
 * and, over several ranks, every rank's fine block is its coarse block refined (as
 * psyRtMeshCreateRefined makes it). Both calls are collective.
 * psyRtMeshMapRatio sets the fine cells per coarse cell in x and y; -1 if `fine` does not
 * refine `coarse`. psyRtMeshMapCells fills map[(c * ry + j) * rx + i] with the fine cell
 * (0-based; -1 outside the fine local mesh) at (i, j) under each local coarse cell c, so
 * `map` holds rx * ry * (coarse cells) ints; 0, or -1 as above. */
int psyRtMeshMapRatio(const PsyRtMesh *coarse, const PsyRtMesh *fine, int *rx, int *ry);
int psyRtMeshMapCells(const PsyRtMesh *coarse, const PsyRtMesh *fine, int *map);

/* Stencils (LFRic's stencil_dofmap_mod shapes, with its values). */
typedef enum {
  PSY_RT_STENCIL_POINT = 1100,
  PSY_RT_STENCIL_1DX = 1200,
  PSY_RT_STENCIL_1DY = 1300,
  PSY_RT_STENCIL_CROSS = 1400,
  PSY_RT_STENCIL_REGION = 1500
} PsyRtStencilShape;

/* The most cells a stencil holds: 1 (POINT), 1 + 2 * extent (1DX, 1DY), 1 + 4 * extent
 * (CROSS), (2 * extent + 1)^2 (REGION); 0 for an unknown shape or a negative extent. */
int psyRtStencilGetMaxSize(PsyRtStencilShape shape, int extent);
/* The cells of the stencil around cell, in LFRic's order: the cell itself, then for each
 * direction W, S, E, N the shape uses (1DX: W, E; 1DY: S, N; CROSS, REGION: all four) the
 * cells 1 .. extent steps away, REGION following each of those by the cells 1 .. extent
 * steps to its left (W's arm turns S, S's E, E's N, N's W). Cells beyond the local mesh are
 * left out and a cell met twice (small wrapped meshes) counts once. Writes at most
 * psyRtStencilGetMaxSize cells and returns how many, or -1 for a bad shape, extent or
 * cell. */
int psyRtMeshGetStencilCells(const PsyRtMesh *mesh, PsyRtStencilShape shape, int extent,
                             int cell, int *cells);

/* ---------------------------------------------------------------- function space */

typedef struct PsyRtFunctionSpace PsyRtFunctionSpace;

/* Collective (it builds the space's halo exchange pattern with the other ranks). */
PsyRtFunctionSpace *psyRtFunctionSpaceCreate(const PsyRtMesh *mesh, PsyRtSpace space,
                                             int elementOrder);
void psyRtFunctionSpaceDestroy(PsyRtFunctionSpace *fs);
const PsyRtMesh *psyRtFunctionSpaceGetMesh(const PsyRtFunctionSpace *fs);
PsyRtSpace psyRtFunctionSpaceGetSpace(const PsyRtFunctionSpace *fs);
int psyRtFunctionSpaceGetElementOrder(const PsyRtFunctionSpace *fs);
int psyRtFunctionSpaceGetNdf(const PsyRtFunctionSpace *fs);
/* All local dofs: owned, annexed and halo (LFRic's get_undf). */
int psyRtFunctionSpaceGetUndf(const PsyRtFunctionSpace *fs);
int psyRtFunctionSpaceGetNLayers(const PsyRtFunctionSpace *fs);
/* Dofs numbered first are owned; annexed ones (on owned cells, owned elsewhere) follow;
 * then the dofs first reached by halo cells of depth 1, 2, ... A dof column's entity
 * (vertex, edge, cell) is owned by the rank of the lowest global cell id among the cells
 * sharing it, and there only at its position next to that cell. */
int psyRtFunctionSpaceGetLastDofOwned(const PsyRtFunctionSpace *fs);
int psyRtFunctionSpaceGetLastDofAnnexed(const PsyRtFunctionSpace *fs);
/* 0 <= depth <= halo depth, else -1; depth 0 gives last_dof_annexed. */
int psyRtFunctionSpaceGetLastDofHalo(const PsyRtFunctionSpace *fs, int depth);
/* ndf * ncells_2d entries, cell-major: map[cell * ndf + df]. */
const int *psyRtFunctionSpaceGetDofmap(const PsyRtFunctionSpace *fs);
/* The local owned dof that dof is an image of (itself when owned), or -1 when another rank
 * owns it (or for a bad dof). */
int psyRtFunctionSpaceGetOwnedImage(const PsyRtFunctionSpace *fs, int dof);
/* The partition-independent global id of a local dof: the same for the same dof on any
 * number of ranks ((entity kind, global position, slot) column key * (nlayers + 1) +
 * layer; not dense). -1 for a bad dof. */
int64_t psyRtFunctionSpaceGetGlobalDof(const PsyRtFunctionSpace *fs, int dof);

/* ---------------------------------------------------------------- quadrature */

/* Gauss-Legendre rule of np points on [0, 1] (weights sum to 1), ascending points. Exact
 * for polynomials of degree 2 * np - 1. Returns 0, or -1 when np < 1. */
int psyRtGaussLegendre(int np, double *points, double *weights);

/* LFRic's xyoz rule: np_x * np_y points in the horizontal (y fastest) times np_z in the
 * vertical. Arrays are laid out as LFRic's Fortran arrays (column-major):
 * points_xy(np_xy, 2), weights_xy(np_xy), points_z(np_z), weights_z(np_z). */
typedef struct {
  int np_x, np_y, np_z, np_xy;
  double *points_xy, *weights_xy, *points_z, *weights_z;
} PsyRtQuadratureXyoz;

PsyRtQuadratureXyoz *psyRtQuadratureXyozCreate(int np_x, int np_y, int np_z);
void psyRtQuadratureXyozDestroy(PsyRtQuadratureXyoz *qr);
/* LFRic's compute_function: out(dim, ndf, np_xy, np_z) column-major, where dim is the
 * space's dim_space (BASIS) or dim_space_diff (DIFF_BASIS). */
void psyRtQuadratureXyozCompute(const PsyRtQuadratureXyoz *qr, PsyRtSpace space,
                                int elementOrder, PsyRtFunction which, double *out);

/* Face (6 faces, W S E N B T) and edge (12 edges, LFRic's order) rules: np * np points on
 * each face, np on each edge, Gauss-Legendre in each free direction; a face's weights sum
 * to 1, as do an edge's. points(3, npts, nentities), weights(npts, nentities). */
typedef struct {
  int np, npts, nentities;
  double *points, *weights;
} PsyRtQuadratureEntity;

PsyRtQuadratureEntity *psyRtQuadratureFaceCreate(int np);
PsyRtQuadratureEntity *psyRtQuadratureEdgeCreate(int np);
void psyRtQuadratureEntityDestroy(PsyRtQuadratureEntity *qr);
/* out(dim, ndf, npts, nentities), column-major. */
void psyRtQuadratureEntityCompute(const PsyRtQuadratureEntity *qr, PsyRtSpace space,
                                  int elementOrder, PsyRtFunction which, double *out);

/* ---------------------------------------------------------------- fields */

typedef enum { PSY_RT_REAL64, PSY_RT_REAL32, PSY_RT_INT32 } PsyRtDataType;

typedef struct PsyRtField PsyRtField;

/* undf zero values on fs, every halo depth dirty (as LFRic initialises a field). */
PsyRtField *psyRtFieldCreate(const PsyRtFunctionSpace *fs, PsyRtDataType type);
void psyRtFieldDestroy(PsyRtField *field);
const PsyRtFunctionSpace *psyRtFieldGetFunctionSpace(const PsyRtField *field);
PsyRtDataType psyRtFieldGetDataType(const PsyRtField *field);
/* undf values of the field's type. */
void *psyRtFieldGetData(PsyRtField *field);
int psyRtFieldGetHaloDepth(const PsyRtField *field);
/* Whether the halo to this depth holds stale values: 0 is never dirty, a depth beyond
 * the halo always is. */
int psyRtFieldIsDirty(const PsyRtField *field, int depth);
/* Marks every halo depth dirty (after a write to owned dofs). */
void psyRtFieldSetDirty(PsyRtField *field);
/* Marks depths 1..depth clean (after computing the halo redundantly). */
void psyRtFieldSetClean(PsyRtField *field, int depth);
/* Deepest depth d such that 1..d are clean. */
int psyRtFieldGetCleanDepth(const PsyRtField *field);
/* Collective halo exchange: copies each owned dof, from whichever rank owns it, into its
 * images among the annexed and halo dofs to this depth, then marks 1..depth clean.
 * Returns 0, or -1 when depth is not in 0..halo depth or an exchange of the field is
 * pending (nothing changes then). */
int psyRtFieldHaloExchange(PsyRtField *field, int depth);
/* The same in two halves: Start posts the messages and returns at once (work may run until
 * Finish, but must not write the field); Finish waits for them, writes the annexed and halo
 * dofs and marks 1..depth clean. Start returns -1 as HaloExchange does; Finish returns -1
 * unless an exchange to this depth was started. */
int psyRtFieldHaloExchangeStart(PsyRtField *field, int depth);
int psyRtFieldHaloExchangeFinish(PsyRtField *field, int depth);
/* Wall-clock seconds this process has spent inside halo-exchange calls (start, finish and
 * blocking exchanges, waiting included), for benchmarks. */
double psyRtHaloExchangeSeconds(void);
/* Collective: gathers the owned values to rank 0, which writes one line per global dof,
 * "id value", sorted by psyRtFunctionSpaceGetGlobalDof, reals with %.17g and integers as
 * integers. A computation whose arithmetic does not depend on the partition writes the same
 * bytes on any number of ranks. Returns 0 on every rank, or -1 on every rank when rank 0
 * could not write the file. */
int psyRtFieldWriteGlobal(PsyRtField *field, const char *path);
/* Fills three Wchi fields (element order 1) with the x, y, z coordinates of their nodes;
 * halo cells get the coordinates of their unfolded position. Returns 0, or -1 when the
 * fields are not real64 Wchi fields of one mesh. */
int psyRtFieldAssignCoordinates(PsyRtField *chi[3]);

/* ---------------------------------------------------------------- operators */

typedef struct PsyRtOperator PsyRtOperator;

/* LFRic's locally assembled (LMA) operator from space `from` to space `to` (one mesh):
 * local_stencil(ndf_to, ndf_from, ncell_3d), column-major, one ndf_to x ndf_from matrix per
 * 3D cell, where ncell_3d = ncells_2d * nlayers counts halo cells too and the 3D cell of
 * layer k of cell c is c * nlayers + k. Zero-initialised; REAL64 or REAL32 data. NULL for
 * spaces on different meshes or an INT32 type. */
PsyRtOperator *psyRtOperatorCreate(const PsyRtFunctionSpace *to, const PsyRtFunctionSpace *from,
                                   PsyRtDataType type);
void psyRtOperatorDestroy(PsyRtOperator *op);
const PsyRtFunctionSpace *psyRtOperatorGetFsTo(const PsyRtOperator *op);
const PsyRtFunctionSpace *psyRtOperatorGetFsFrom(const PsyRtOperator *op);
PsyRtDataType psyRtOperatorGetDataType(const PsyRtOperator *op);
int psyRtOperatorGetNCell3d(const PsyRtOperator *op);
/* ndf_to * ndf_from * ncell_3d values of the operator's type. */
void *psyRtOperatorGetData(PsyRtOperator *op);

/* LFRic's column-wise assembled (CMA) operator between horizontally discontinuous spaces
 * (W3, Wtheta, W2V, Wchi): one banded nrow x ncol matrix per column, with entries only where
 * -gamma_m <= alpha * i - beta * j <= gamma_p for LFRic's 1-based row i and column j. Row i
 * is stored as `bandwidth` values, band b holding column j = jminus(i) + b where
 * jminus(i) = ceil((alpha * i - gamma_p) / beta) (psyRtColumnwiseFirstColumn, 0-based
 * here). */
typedef struct {
  int alpha, beta, gammaM, gammaP, bandwidth, nrow, ncol, ncell2d;
} PsyRtColumnwiseShape;

typedef struct PsyRtColumnwiseOperator PsyRtColumnwiseOperator;

/* The operator with the band of the spaces' own coupling: alpha = dofs per layer of `from`,
 * beta = of `to`, gamma_m = beta * ndf_from - alpha, gamma_p = alpha * ndf_to - beta, all
 * divided by gcd(alpha, beta) (LFRic's defaults whenever alpha = beta, as for every pair of
 * LFRic spaces); zero matrices. NULL unless both spaces are horizontally discontinuous and
 * on one mesh. */
PsyRtColumnwiseOperator *psyRtColumnwiseOperatorCreate(const PsyRtFunctionSpace *to,
                                                       const PsyRtFunctionSpace *from);
/* The same with a given band (LFRic's custom initialiser, for sums and products of CMA
 * operators): alpha, beta >= 1, gammas >= 0, divided by gcd(alpha, beta) as LFRic does. */
PsyRtColumnwiseOperator *psyRtColumnwiseOperatorCreateCustom(const PsyRtFunctionSpace *to,
                                                             const PsyRtFunctionSpace *from,
                                                             int alpha, int beta, int gammaM,
                                                             int gammaP);
void psyRtColumnwiseOperatorDestroy(PsyRtColumnwiseOperator *op);
const PsyRtFunctionSpace *psyRtColumnwiseOperatorGetFsTo(const PsyRtColumnwiseOperator *op);
const PsyRtFunctionSpace *psyRtColumnwiseOperatorGetFsFrom(const PsyRtColumnwiseOperator *op);
PsyRtColumnwiseShape psyRtColumnwiseOperatorGetShape(const PsyRtColumnwiseOperator *op);
/* columnwise_matrix(bandwidth, nrow, ncell_2d), column-major, real64. */
double *psyRtColumnwiseOperatorGetMatrix(PsyRtColumnwiseOperator *op);
/* column_banded_dofmap_to/from(ndf, nlayers): the matrix row (column) of local dof df in
 * layer k, 0-based. */
const int *psyRtColumnwiseOperatorGetBandedDofmapTo(const PsyRtColumnwiseOperator *op);
const int *psyRtColumnwiseOperatorGetBandedDofmapFrom(const PsyRtColumnwiseOperator *op);
/* indirection_dofmap_to(nrow) / _from(ncol): the dof of each matrix row (column) as an
 * offset from the column's first dof (map[cell * ndf]), 0-based. */
const int *psyRtColumnwiseOperatorGetIndirectionTo(const PsyRtColumnwiseOperator *op);
const int *psyRtColumnwiseOperatorGetIndirectionFrom(const PsyRtColumnwiseOperator *op);
/* jminus of a 0-based row, 0-based: the matrix column held by band 0 (may be negative). */
int psyRtColumnwiseFirstColumn(const PsyRtColumnwiseShape *shape, int row);
/* Adds each cell's local matrices of an LMA operator (real64, same spaces) into the band
 * of the cell's column, as LFRic's assembly kernel does. Returns 0, or -1 when the spaces
 * differ or an entry falls outside the band (nothing is then guaranteed). */
int psyRtColumnwiseOperatorAssemble(PsyRtColumnwiseOperator *op, const PsyRtOperator *lma);
/* y = A x in the column of every local cell (row i reading columns jminus(i) to
 * jplus(i) = floor((alpha * i + gamma_m) / beta), 1-based, as LFRic's apply kernels do):
 * x holds undf_from values, y undf_to. */
void psyRtColumnwiseOperatorApply(const PsyRtColumnwiseOperator *op, const double *x,
                                  double *y);

#ifdef __cplusplus
}
#endif

#endif
