/* The GOcean halo exchange: fills the halo of a field's array to a depth with the values of
 * the points it images, on this rank or its neighbours in the block layout.
 *
 * Two phases. Along x, the owned rows' first and last `depth` columns go to the west and east
 * neighbours, which store them beyond their own last and before their own first column. Then
 * along y, the first and last `depth` rows, now including the x halo, go south and north, so
 * the corners arrive too. A periodic axis wraps around the block layout (one block along it:
 * the block is its own neighbour, and the copy is local); a closed axis has no neighbour past
 * its boundary, and those halo points keep whatever the model's boundary conditions put there.
 * Messages go through the LFRic runtime's communication layer (Comm.c). */
#include "Internal.h"

#include <stdlib.h>

typedef struct {
  int i0, i1, j0, j1; /* inclusive, 1-based */
} Box;

static size_t boxSize(Box b) { return (size_t)(b.i1 - b.i0 + 1) * (size_t)(b.j1 - b.j0 + 1); }

static void pack(const PsyRtGoGrid *g, const double *data, Box b, double *buf) {
  for (int j = b.j0; j <= b.j1; ++j)
    for (int i = b.i0; i <= b.i1; ++i)
      *buf++ = data[(size_t)(j - 1) * g->nx + (i - 1)];
}

static void unpack(const PsyRtGoGrid *g, double *data, Box b, const double *buf) {
  for (int j = b.j0; j <= b.j1; ++j)
    for (int i = b.i0; i <= b.i1; ++i)
      data[(size_t)(j - 1) * g->nx + (i - 1)] = *buf++;
}

/* The rank of the neighbouring block one step along `axis` (step -1 or +1), this rank when the
 * axis has one block and wraps, -1 past a closed boundary. */
static int neighbour(const PsyRtGoGrid *g, int axis, int step) {
  int p = axis ? g->py : g->px, k = (axis ? g->by : g->bx) + step;
  if (k < 0 || k >= p) {
    if (g->bc[axis] != PSY_RT_GO_BC_PERIODIC)
      return -1;
    k = (k + p) % p;
  }
  return axis ? k * g->px + g->bx : g->by * g->px + k;
}

/* The strips of one phase: sent[0] goes to the lower neighbour, whose strip recv[1] (beyond
 * its upper end) it fills; sent[1] to the upper one, filling its recv[0]. */
typedef struct {
  Box sent[2], recv[2];
  int peer[2];
} Phase;

static Phase phaseOf(const PsyRtGoGrid *g, int axis, int d) {
  PsyRtGoRegion r;
  psyRtGoGridGetSubdomain(g, &r);
  Phase p = {.peer = {neighbour(g, axis, -1), neighbour(g, axis, 1)}};
  if (axis == 0) {
    p.sent[0] = (Box){r.xstart, r.xstart + d - 1, r.ystart, r.ystop};
    p.sent[1] = (Box){r.xstop - d + 1, r.xstop, r.ystart, r.ystop};
    p.recv[0] = (Box){r.xstart - d, r.xstart - 1, r.ystart, r.ystop};
    p.recv[1] = (Box){r.xstop + 1, r.xstop + d, r.ystart, r.ystop};
  } else {
    int x0 = r.xstart - d, x1 = r.xstop + d;
    p.sent[0] = (Box){x0, x1, r.ystart, r.ystart + d - 1};
    p.sent[1] = (Box){x0, x1, r.ystop - d + 1, r.ystop};
    p.recv[0] = (Box){x0, x1, r.ystart - d, r.ystart - 1};
    p.recv[1] = (Box){x0, x1, r.ystop + 1, r.ystop + d};
  }
  return p;
}

/* A block that is its own neighbour along a wrapping axis copies its own points. */
static void copyLocal(const PsyRtGoGrid *g, double *data, const Phase *p, double *buf) {
  for (int s = 0; s < 2; ++s) {
    pack(g, data, p->sent[s], buf);
    unpack(g, data, p->recv[1 - s], buf);
  }
}

/* Messages: tag s is a strip sent towards side s (0 lower, 1 upper), so the strip received
 * from the upper neighbour carries tag 0. Two blocks along a wrapping axis are each other's
 * lower and upper neighbour; the tags keep the two messages apart. */
static int exchangeRemote(const PsyRtGoGrid *g, double *data, const Phase *p, double *buf) {
  size_t n = boxSize(p->sent[0]);
  double *sendBuf[2] = {buf, buf + n}, *recvBuf[2] = {buf + 2 * n, buf + 3 * n};
  PsyRtRequests *req = psyRtCommRequestsCreate(4);
  if (!req)
    return -1;
  int k = 0;
  for (int s = 0; s < 2; ++s)
    if (p->peer[s] >= 0)
      psyRtCommIrecv(req, k++, recvBuf[s], n * sizeof(double), p->peer[s], 1 - s);
  for (int s = 0; s < 2; ++s)
    if (p->peer[s] >= 0) {
      pack(g, data, p->sent[s], sendBuf[s]);
      psyRtCommIsend(req, k++, sendBuf[s], n * sizeof(double), p->peer[s], s);
    }
  psyRtCommWaitAll(req, k);
  psyRtCommRequestsDestroy(req);
  for (int s = 0; s < 2; ++s)
    if (p->peer[s] >= 0)
      unpack(g, data, p->recv[s], recvBuf[s]);
  return 0;
}

static int exchangeAxis(const PsyRtGoGrid *g, double *data, int axis, int depth) {
  Phase p = phaseOf(g, axis, depth);
  if (p.peer[0] < 0 && p.peer[1] < 0)
    return 0; /* one block along a closed axis */
  double *buf = malloc(4 * boxSize(p.sent[0]) * sizeof(double));
  if (!buf)
    psyRtCommAbort("out of memory in a GOcean halo exchange");
  int self = psyRtCommRank(), rc = 0;
  if (p.peer[0] == self && p.peer[1] == self)
    copyLocal(g, data, &p, buf);
  else
    rc = exchangeRemote(g, data, &p, buf);
  free(buf);
  return rc;
}

int psyRtGoHaloExchange(const PsyRtGoGrid *grid, double *data, int depth) {
  if (depth < 1 || depth > grid->halo)
    return -1;
  if (exchangeAxis(grid, data, 0, depth) != 0 || exchangeAxis(grid, data, 1, depth) != 0)
    psyRtCommAbort("out of memory in a GOcean halo exchange");
  return 0;
}
