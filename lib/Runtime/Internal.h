/* Private to libPsyRuntime: the structures behind the opaque handles of psy-rt/Runtime.h
 * and the reference-element tables that the mesh, space and field code share. */
#ifndef PSY_RT_INTERNAL_H
#define PSY_RT_INTERNAL_H

#include "psy-rt/GOcean.h"
#include "psy-rt/Runtime.h"

#include <stdint.h>

/* ---- Comm.c: the only code that calls MPI (serial stubs under PSY_RT_NO_MPI). Every call
 * but Rank/Size/Abort is collective or point-to-point on the runtime's communicator. */
int psyRtCommInit(void);
int psyRtCommRank(void);
int psyRtCommSize(void);
/* Prints the message and ends the whole job. */
_Noreturn void psyRtCommAbort(const char *message);
void psyRtCommAllgatherDouble(double value, double *all);
double psyRtCommAllreduceDouble(double value, int wantMax);
int psyRtCommAllreduceMinInt(int value);
/* One int to and from every rank. */
void psyRtCommAlltoallInt(const int *send, int *recv);
/* Counts and displacements in bytes. */
void psyRtCommAlltoallvBytes(const void *send, const int *sendCounts, const int *sendDispls,
                             void *recv, const int *recvCounts, const int *recvDispls);
/* To rank 0 (`all`, `recv`, `counts` and `displs` are read on rank 0 only). */
void psyRtCommGatherInt(int value, int *all);
void psyRtCommGathervBytes(const void *send, int bytes, void *recv, const int *counts,
                           const int *displs);
/* From rank 0. */
void psyRtCommBcastInt(int *value);
/* Non-blocking byte messages: k indexes the request set; WaitAll completes the first n. */
typedef struct PsyRtRequests PsyRtRequests;
PsyRtRequests *psyRtCommRequestsCreate(int n);
void psyRtCommRequestsDestroy(PsyRtRequests *r);
void psyRtCommIsend(PsyRtRequests *r, int k, const void *buf, size_t bytes, int peer, int tag);
void psyRtCommIrecv(PsyRtRequests *r, int k, void *buf, size_t bytes, int peer, int tag);
void psyRtCommWaitAll(PsyRtRequests *r, int n);

/* px * py = n with px >= py as close as possible (MPI_Dims_create's choice): the block
 * layout of the LFRic mesh (Mesh.c) and of the GOcean grid. */
void psyRtChooseBlocks(int n, int *px, int *py);

/* A lowest-order basis function is a product of one 1D factor per axis, times a constant
 * unit vector for vector spaces. The factors are the linear Lagrange polynomials on the
 * nodes {0, 1} and the constant. */
enum { PSY_RT_ONE, PSY_RT_LO, PSY_RT_HI }; /* 1, 1 - x, x */

typedef struct {
  unsigned char f[3]; /* factor along x, y, z */
  signed char vec[3]; /* basis vector; zero for scalar spaces */
} PsyRtDofShape;

/* The dofs of (space, elementOrder) in LFRic's local order, NULL when unsupported. */
const PsyRtDofShape *psyRtSpaceShapes(PsyRtSpace space, int elementOrder, int *ndf);
/* Whether each dof belongs to its cell alone (W3, Wchi), whatever its node. */
int psyRtSpaceIsDiscontinuous(PsyRtSpace space);

struct PsyRtMesh {
  int nx, ny, nlayers, halo; /* nx, ny: the local block */
  int gnx, gny;              /* the global mesh */
  int i0, j0;                /* global position of local (0, 0) */
  int rank, px, py;          /* this rank; px * py blocks */
  int *xStart, *yStart;      /* [0..px], [0..py]: block k of an axis is [start[k], start[k+1]) */
  double d[3];
  int ncells;     /* owned + halo */
  int *lastHalo;  /* [0..halo]: cells to that depth; lastHalo[0] owned */
  int *cellI, *cellJ; /* unfolded position of each cell */
  int *next;      /* 4 per cell: W, S, E, N neighbour or -1 */
  int *cellAt;    /* local cell at each unfolded position, -1 when absent */
  int ncolours;
  int *colour;      /* colour of each cell */
  int *colourCells; /* the cells grouped by colour, ascending within a colour */
  int *colourStart; /* [0..ncolours]: where each colour's cells begin in colourCells */
  int *colourLast;  /* [depth * ncolours + colour]: its cells before lastHalo[depth] */
};

/* The local cell at unfolded position (i, j): wrapped when the mesh has no halo, else -1
 * outside the local mesh. */
int psyRtMeshCellAt(const PsyRtMesh *mesh, int i, int j);
/* Colours the cells of a numbered, connected mesh (Colouring.c). Returns 0, or -1 when
 * out of memory. */
int psyRtMeshColour(PsyRtMesh *mesh);

/* Whether unfolded position (i, j) holds a cell of the local mesh. */
int psyRtMeshHasPosition(const PsyRtMesh *mesh, int i, int j);
/* Index of unfolded position (i, j) of the vertex/edge grid (one larger than the cell
 * grid; positions wrap around when there is no halo). */
int psyRtMeshGridIndex(const PsyRtMesh *mesh, int i, int j);
int psyRtMeshGridSize(const PsyRtMesh *mesh);
/* The rank owning global cell (I, J), 0 <= I < gnx, 0 <= J < gny. */
int psyRtMeshOwnerOf(const PsyRtMesh *mesh, int gi, int gj);
/* Global position of local unfolded position (i, j). */
int psyRtMeshGlobalI(const PsyRtMesh *mesh, int i);
int psyRtMeshGlobalJ(const PsyRtMesh *mesh, int j);

/* One neighbour rank of a function space's halo exchange: the local dofs this rank sends it
 * and those it receives from it, each list sorted by halo depth (annexed dofs are depth 0),
 * so that an exchange to depth d moves a prefix: end[d] dofs. */
typedef struct {
  int rank;
  int *sendDofs, *recvDofs;
  int *sendEnd, *recvEnd; /* [0..halo] */
} PsyRtPeer;

struct PsyRtFunctionSpace {
  const PsyRtMesh *mesh;
  PsyRtSpace space;
  int order, ndf, undf, owned, annexed;
  int *lastHalo;  /* [0..halo] */
  int *map;       /* ndf per cell */
  int *image;     /* undf - owned entries: the local owned dof each non-owned dof images,
                     -1 when another rank owns it */
  int64_t *globalDof; /* undf entries */
  int npeers;
  PsyRtPeer *peers;
};

/* A non-owned dof column met while numbering, in local dof order: who owns it and its
 * global column key, which the owner finds in its own owned columns (Exchange.c). */
typedef struct {
  int start, height, depth, owner;
  int64_t key;
} PsyRtRemoteColumn;

/* An owned column, for the owner's look-up of requested keys. */
typedef struct {
  int64_t key;
  int start, height;
} PsyRtOwnedColumn;

/* Builds fs->peers from the columns other ranks own (collective). `owned` is sorted by key.
 * Returns 0, or -1 when out of memory. */
int psyRtExchangeBuild(PsyRtFunctionSpace *fs, const PsyRtRemoteColumn *remote, int nremote,
                       const PsyRtOwnedColumn *owned, int nowned);
void psyRtExchangeDestroy(PsyRtFunctionSpace *fs);

/* How the dofs of a horizontally discontinuous space stack up a column: per cell, `face`
 * dofs on the bottom face, `interior` dofs inside, `face` on the top face, in that local
 * order (LFRic's ndof_face, ndof_interior). Returns 0, or -1 for other spaces. */
int psyRtSpaceGetColumnDofs(PsyRtSpace space, int elementOrder, int *face, int *interior);

struct PsyRtOperator {
  const PsyRtFunctionSpace *to, *from;
  PsyRtDataType type;
  int ncell3d;
  void *data;
};

struct PsyRtColumnwiseOperator {
  const PsyRtFunctionSpace *to, *from;
  PsyRtColumnwiseShape shape;
  double *matrix;
  int *bandedTo, *bandedFrom;   /* ndf * nlayers each */
  int *indirectTo, *indirectFrom; /* nrow, ncol */
};

struct PsyRtField {
  const PsyRtFunctionSpace *fs;
  PsyRtDataType type;
  size_t elemSize;
  void *data;
  int depth;
  unsigned char *dirty; /* [0..depth] */
  int pending;          /* depth of the exchange started and not finished, -1 for none */
  char *sendBuf, *recvBuf; /* per peer, one after the other, sized for the deepest exchange */
  PsyRtRequests *requests;
  int nrequests; /* posted by the pending exchange */
};

/* Frees a field's exchange buffers (Exchange.c). */
void psyRtFieldExchangeRelease(PsyRtField *field);

/* ---- GOcean (GOceanGrid.c, GOceanExchange.c): a block of a structured 2D grid. */
struct PsyRtGoGrid {
  int gnx, gny;        /* the global domain's T points */
  int bc[2], offset, halo;
  int px, py, bx, by;  /* px * py blocks; this rank holds block (bx, by) */
  int x0, y0;          /* global 0-based position of the first owned point */
  int nox, noy;        /* owned points */
  int nx, ny;          /* array extents: owned + 2 halo + 1 */
  double dx, dy, latitude;
  int *tmask;          /* nx * ny */
};

#endif
