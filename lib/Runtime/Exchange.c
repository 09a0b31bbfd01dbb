/* The halo exchange of a function space's fields over ranks.
 *
 * Pattern (built once per function space, collectively, when it is created): every rank
 * knows, for each annexed or halo column another rank owns, that rank and the column's
 * global key (FunctionSpace.c lists them in local dof order, so by depth). It tells each
 * owner how many columns it wants (MPI_Alltoall), then the keys with their depths
 * (MPI_Alltoallv); the owner finds each key among its owned columns. Both sides then hold,
 * per neighbour, the same list of dofs in the same order, sorted by depth, so an exchange to
 * depth d sends and receives a prefix of each list. Images this rank owns itself (periodic
 * neighbours of a small mesh, the serial case) are copied with memcpy through fs->image.
 *
 * Exchange: Start posts one MPI_Irecv and one MPI_Isend of packed bytes per neighbour (any
 * element size) and returns at once, so that work can run while messages travel; Finish
 * waits, unpacks, copies the rank-local images and marks depths 1..d clean. All ranks must
 * exchange the same fields in the same order, as SPMD programs do: messages of one tag
 * match in the order they were posted. */
#include "Internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { EXCHANGE_TAG = 4242 };

typedef struct {
  int64_t key, depth;
} Request;

/* Sets counts[r] to the columns requested from rank r and displs to their offsets. */
static void countRequests(const PsyRtRemoteColumn *remote, int nremote, int nranks,
                          int *counts, int *displs) {
  for (int r = 0; r < nranks; ++r)
    counts[r] = 0;
  for (int k = 0; k < nremote; ++k)
    ++counts[remote[k].owner];
  for (int r = 0, at = 0; r < nranks; at += counts[r++])
    displs[r] = at;
}

static const PsyRtOwnedColumn *findOwned(const PsyRtOwnedColumn *owned, int nowned,
                                         int64_t key) {
  int lo = 0, hi = nowned;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (owned[mid].key < key)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < nowned && owned[lo].key == key ? &owned[lo] : NULL;
}

/* The dofs of n requested columns, expanded layer by layer; end[d]: dofs up to depth d. */
static int expandList(int n, const int *starts, const int *heights, const int64_t *depths,
                      int halo, int **dofs, int **end) {
  int total = 0;
  for (int k = 0; k < n; ++k)
    total += heights[k];
  *dofs = malloc((size_t)(total ? total : 1) * sizeof(int));
  *end = calloc((size_t)halo + 1, sizeof(int));
  if (!*dofs || !*end)
    return -1;
  for (int k = 0, at = 0; k < n; ++k) {
    for (int t = 0; t < heights[k]; ++t)
      (*dofs)[at++] = starts[k] + t;
    for (int d = (int)depths[k]; d <= halo; ++d)
      (*end)[d] = at;
  }
  return 0;
}

typedef struct {
  int n;
  int *starts, *heights;
  int64_t *depths;
} ColumnList;

static int listAlloc(ColumnList *l, int n) {
  size_t m = (size_t)(n ? n : 1);
  *l = (ColumnList){0, malloc(m * sizeof(int)), malloc(m * sizeof(int)),
                    malloc(m * sizeof(int64_t))};
  return l->starts && l->heights && l->depths ? 0 : -1;
}

static void listFree(ColumnList *l) {
  free(l->starts);
  free(l->heights);
  free(l->depths);
}

static void listPush(ColumnList *l, int start, int height, int64_t depth) {
  l->starts[l->n] = start;
  l->heights[l->n] = height;
  l->depths[l->n++] = depth;
}

/* The peers: ranks that send to or receive from this one. Lists come per rank: the
 * columns this rank receives (its requests) and those it sends (requests it got). */
static int buildPeers(PsyRtFunctionSpace *fs, ColumnList *recv, ColumnList *send, int nranks) {
  int halo = fs->mesh->halo;
  fs->npeers = 0;
  fs->peers = calloc((size_t)nranks, sizeof(PsyRtPeer));
  if (!fs->peers)
    return -1;
  for (int r = 0; r < nranks; ++r) {
    if (recv[r].n == 0 && send[r].n == 0)
      continue;
    PsyRtPeer *p = &fs->peers[fs->npeers++];
    p->rank = r;
    if (expandList(recv[r].n, recv[r].starts, recv[r].heights, recv[r].depths, halo,
                   &p->recvDofs, &p->recvEnd) != 0 ||
        expandList(send[r].n, send[r].starts, send[r].heights, send[r].depths, halo,
                   &p->sendDofs, &p->sendEnd) != 0)
      return -1;
  }
  return 0;
}

/* Turns the requests other ranks sent into this rank's send lists (their keys become local
 * owned columns) and this rank's own requests into its receive lists. */
static int fillLists(ColumnList *recv, ColumnList *send, const PsyRtRemoteColumn *remote,
                     int nremote, const Request *got, const int *gotCount,
                     const PsyRtOwnedColumn *owned, int nowned, int nranks) {
  for (int k = 0; k < nremote; ++k)
    listPush(&recv[remote[k].owner], remote[k].start, remote[k].height, remote[k].depth);
  for (int r = 0, at = 0; r < nranks; ++r)
    for (int k = 0; k < gotCount[r]; ++k, ++at) {
      const PsyRtOwnedColumn *c = findOwned(owned, nowned, got[at].key);
      if (!c)
        psyRtCommAbort("halo exchange pattern: a rank asked for a column it does not own");
      listPush(&send[r], c->start, c->height, got[at].depth);
    }
  return 0;
}

static int makeLists(PsyRtFunctionSpace *fs, const PsyRtRemoteColumn *remote, int nremote,
                     const Request *got, const int *gotCount, const PsyRtOwnedColumn *owned,
                     int nowned, int nranks) {
  ColumnList *recv = calloc((size_t)nranks, sizeof *recv);
  ColumnList *send = calloc((size_t)nranks, sizeof *send);
  int status = recv && send ? 0 : -1;
  for (int r = 0; status == 0 && r < nranks; ++r) {
    int nrecv = 0;
    for (int k = 0; k < nremote; ++k)
      nrecv += remote[k].owner == r;
    status = listAlloc(&recv[r], nrecv) | listAlloc(&send[r], gotCount[r]);
  }
  if (status == 0)
    status = fillLists(recv, send, remote, nremote, got, gotCount, owned, nowned, nranks);
  if (status == 0)
    status = buildPeers(fs, recv, send, nranks);
  for (int r = 0; recv && send && r < nranks; ++r) {
    listFree(&recv[r]);
    listFree(&send[r]);
  }
  free(recv);
  free(send);
  return status;
}

/* Counts and displacements of the Alltoallv in bytes. */
static void toBytes(const int *counts, int *bytes, int *displs, int nranks) {
  for (int r = 0, at = 0; r < nranks; at += bytes[r++]) {
    bytes[r] = counts[r] * (int)sizeof(Request);
    displs[r] = at;
  }
}

int psyRtExchangeBuild(PsyRtFunctionSpace *fs, const PsyRtRemoteColumn *remote, int nremote,
                       const PsyRtOwnedColumn *owned, int nowned) {
  int nranks = psyRtCommSize();
  int *ints = malloc((size_t)nranks * 7 * sizeof(int));
  Request *mine = malloc((size_t)(nremote ? nremote : 1) * sizeof(Request));
  if (!ints || !mine) {
    free(ints);
    free(mine);
    return -1;
  }
  int *wantCount = ints, *wantAt = ints + nranks, *gotCount = ints + 2 * nranks;
  int *sendBytes = ints + 3 * nranks, *sendDispls = ints + 4 * nranks;
  int *recvBytes = ints + 5 * nranks, *recvDispls = ints + 6 * nranks;
  countRequests(remote, nremote, nranks, wantCount, wantAt);
  for (int k = 0; k < nremote; ++k)
    mine[wantAt[remote[k].owner]++] = (Request){remote[k].key, remote[k].depth};
  psyRtCommAlltoallInt(wantCount, gotCount);
  int ngot = 0;
  for (int r = 0; r < nranks; ++r)
    ngot += gotCount[r];
  Request *got = malloc((size_t)(ngot ? ngot : 1) * sizeof(Request));
  int status = -1;
  if (got) {
    toBytes(wantCount, sendBytes, sendDispls, nranks);
    toBytes(gotCount, recvBytes, recvDispls, nranks);
    psyRtCommAlltoallvBytes(mine, sendBytes, sendDispls, got, recvBytes, recvDispls);
    status = makeLists(fs, remote, nremote, got, gotCount, owned, nowned, nranks);
  }
  /* Every rank must agree, or one would wait forever for a neighbour that gave up. */
  status = psyRtCommAllreduceMinInt(status == 0 ? 0 : -1);
  free(got);
  free(mine);
  free(ints);
  return status;
}

void psyRtExchangeDestroy(PsyRtFunctionSpace *fs) {
  for (int p = 0; fs->peers && p < fs->npeers; ++p) {
    free(fs->peers[p].sendDofs);
    free(fs->peers[p].recvDofs);
    free(fs->peers[p].sendEnd);
    free(fs->peers[p].recvEnd);
  }
  free(fs->peers);
  fs->peers = NULL;
  fs->npeers = 0;
}

/* ---------------------------------------------------------------- field exchanges */

/* Buffers for the deepest exchange, allocated at a field's first exchange. */
static int ensureBuffers(PsyRtField *f) {
  if (f->requests || f->fs->npeers == 0)
    return 0;
  size_t send = 0, recv = 0;
  for (int p = 0; p < f->fs->npeers; ++p) {
    send += (size_t)f->fs->peers[p].sendEnd[f->depth];
    recv += (size_t)f->fs->peers[p].recvEnd[f->depth];
  }
  f->sendBuf = malloc((send ? send : 1) * f->elemSize);
  f->recvBuf = malloc((recv ? recv : 1) * f->elemSize);
  f->requests = psyRtCommRequestsCreate(2 * f->fs->npeers);
  return f->sendBuf && f->recvBuf && f->requests ? 0 : -1;
}

void psyRtFieldExchangeRelease(PsyRtField *f) {
  if (f->pending >= 0)
    psyRtFieldHaloExchangeFinish(f, f->pending);
  free(f->sendBuf);
  free(f->recvBuf);
  psyRtCommRequestsDestroy(f->requests);
  f->sendBuf = f->recvBuf = NULL;
  f->requests = NULL;
}

static void pack(const PsyRtField *f, const PsyRtPeer *p, int depth, char *buf) {
  const char *data = f->data;
  for (int k = 0; k < p->sendEnd[depth]; ++k)
    memcpy(buf + (size_t)k * f->elemSize, data + (size_t)p->sendDofs[k] * f->elemSize,
           f->elemSize);
}

static void unpack(PsyRtField *f, const PsyRtPeer *p, int depth, const char *buf) {
  char *data = f->data;
  for (int k = 0; k < p->recvEnd[depth]; ++k)
    memcpy(data + (size_t)p->recvDofs[k] * f->elemSize, buf + (size_t)k * f->elemSize,
           f->elemSize);
}

/* Seconds spent in exchange calls, for benchmarks (psyRtHaloExchangeSeconds). */
static double exchangeSeconds;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

double psyRtHaloExchangeSeconds(void) { return exchangeSeconds; }

static int startExchange(PsyRtField *f, int depth);
static int finishExchange(PsyRtField *f, int depth);

int psyRtFieldHaloExchangeStart(PsyRtField *f, int depth) {
  double t = now();
  int r = startExchange(f, depth);
  exchangeSeconds += now() - t;
  return r;
}

int psyRtFieldHaloExchangeFinish(PsyRtField *f, int depth) {
  double t = now();
  int r = finishExchange(f, depth);
  exchangeSeconds += now() - t;
  return r;
}

static int startExchange(PsyRtField *f, int depth) {
  if (depth < 0 || depth > f->depth || f->pending >= 0)
    return -1;
  if (ensureBuffers(f) != 0)
    psyRtCommAbort("out of memory for halo exchange buffers");
  const PsyRtFunctionSpace *fs = f->fs;
  size_t sendAt = 0, recvAt = 0;
  int n = 0;
  for (int k = 0; k < fs->npeers; ++k) {
    const PsyRtPeer *p = &fs->peers[k];
    if (p->recvEnd[depth] > 0)
      psyRtCommIrecv(f->requests, n++, f->recvBuf + recvAt,
                     (size_t)p->recvEnd[depth] * f->elemSize, p->rank, EXCHANGE_TAG);
    recvAt += (size_t)p->recvEnd[depth] * f->elemSize;
  }
  for (int k = 0; k < fs->npeers; ++k) {
    const PsyRtPeer *p = &fs->peers[k];
    pack(f, p, depth, f->sendBuf + sendAt);
    if (p->sendEnd[depth] > 0)
      psyRtCommIsend(f->requests, n++, f->sendBuf + sendAt,
                     (size_t)p->sendEnd[depth] * f->elemSize, p->rank, EXCHANGE_TAG);
    sendAt += (size_t)p->sendEnd[depth] * f->elemSize;
  }
  f->pending = depth;
  f->nrequests = n;
  return 0;
}

/* Images owned by this rank: plain copies. */
static void copyLocalImages(PsyRtField *f, int depth) {
  const PsyRtFunctionSpace *fs = f->fs;
  char *data = f->data;
  for (int dof = fs->owned; dof < fs->lastHalo[depth]; ++dof) {
    int src = fs->image[dof - fs->owned];
    if (src >= 0)
      memcpy(data + (size_t)dof * f->elemSize, data + (size_t)src * f->elemSize, f->elemSize);
  }
}

static int finishExchange(PsyRtField *f, int depth) {
  if (depth < 0 || depth > f->depth || f->pending != depth)
    return -1;
  if (f->nrequests > 0)
    psyRtCommWaitAll(f->requests, f->nrequests);
  size_t recvAt = 0;
  for (int k = 0; k < f->fs->npeers; ++k) {
    const PsyRtPeer *p = &f->fs->peers[k];
    unpack(f, p, depth, f->recvBuf + recvAt);
    recvAt += (size_t)p->recvEnd[depth] * f->elemSize;
  }
  copyLocalImages(f, depth);
  f->pending = -1;
  f->nrequests = 0;
  psyRtFieldSetClean(f, depth);
  return 0;
}

int psyRtFieldHaloExchange(PsyRtField *f, int depth) {
  if (psyRtFieldHaloExchangeStart(f, depth) != 0)
    return -1;
  return psyRtFieldHaloExchangeFinish(f, depth);
}
