/* Private to libPsyRuntime: the structures behind the opaque handles of psy-rt/Runtime.h
 * and the reference-element tables that the mesh, space and field code share. */
#ifndef PSY_RT_INTERNAL_H
#define PSY_RT_INTERNAL_H

#include "psy-rt/Runtime.h"

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
  int nx, ny, nlayers, halo;
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

struct PsyRtFunctionSpace {
  const PsyRtMesh *mesh;
  PsyRtSpace space;
  int order, ndf, undf, owned, annexed;
  int *lastHalo;  /* [0..halo] */
  int *map;       /* ndf per cell */
  int *image;     /* undf - owned entries: owned dof of each non-owned dof */
};

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
};

#endif
