/* The runtime's only contact with MPI: ranks, the collectives that the partitioner, the
 * exchange pattern, the reductions and the field writer need, and non-blocking point-to-point
 * messages for halo exchanges.
 *
 * Built twice (lib/Runtime/CMakeLists.txt): with MPI into libPsyRuntimeMpi, and with
 * PSY_RT_NO_MPI into libPsyRuntime, where there is one rank and every collective is a copy.
 * With one rank no message is ever sent (the exchange copies rank-local images with memcpy),
 * so the serial point-to-point stubs only report failure.
 *
 * MPI state is process-wide by nature, so this file keeps it: the communicator (a duplicate
 * of MPI_COMM_WORLD, so that the runtime's messages never match a program's own), whether
 * the runtime initialised MPI and whether it finalised it. When the runtime initialised MPI it also
 * installs an exit hook: a rank that ends before psyRtFinalize (an early exit, Fortran's
 * `error stop`) aborts the whole job, as a rank that simply left would leave the others
 * waiting forever in their next exchange. */
#include "Internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef PSY_RT_NO_MPI
#include <mpi.h>

static MPI_Comm comm = MPI_COMM_NULL;
static int weInitialised, finalised;

static void exitHook(void) {
  int done = 0;
  MPI_Finalized(&done);
  if (finalised || done)
    return;
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size == 1) {
    MPI_Finalize();
    return;
  }
  fprintf(stderr, "psy-rt: rank %d of %d ended before psyRtFinalize: aborting the job\n", rank,
          size);
  fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, 1);
}

int psyRtCommInit(void) {
  if (comm != MPI_COMM_NULL)
    return 0;
  int ready = 0;
  MPI_Initialized(&ready);
  if (!ready) {
    /* An OpenMP schedule (psy-omp) runs threads, but only the main thread calls MPI: its
     * halo exchanges and global sums stay outside the parallel regions. */
    int provided = 0;
    if (MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
      return -1;
    weInitialised = 1;
    atexit(exitHook);
  }
  /* Errors end the job with MPI's message instead of returning codes nobody checks. */
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
  MPI_Comm_dup(MPI_COMM_WORLD, &comm);
  MPI_Comm_set_errhandler(comm, MPI_ERRORS_ARE_FATAL);
  return 0;
}

void psyRtFinalize(void) {
  if (comm == MPI_COMM_NULL || finalised)
    return;
  MPI_Comm_free(&comm);
  comm = MPI_COMM_NULL;
  finalised = 1;
  if (weInitialised)
    MPI_Finalize();
}

int psyRtCommRank(void) {
  int r = 0;
  if (psyRtCommInit() == 0)
    MPI_Comm_rank(comm, &r);
  return r;
}

int psyRtCommSize(void) {
  int s = 1;
  if (psyRtCommInit() == 0)
    MPI_Comm_size(comm, &s);
  return s;
}

void psyRtCommAbort(const char *message) {
  fprintf(stderr, "psy-rt: rank %d: %s\n", psyRtCommRank(), message);
  fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, 1);
  abort(); /* MPI_Abort does not return; this tells the compiler so */
}

void psyRtCommAllgatherDouble(double value, double *all) {
  psyRtCommInit();
  MPI_Allgather(&value, 1, MPI_DOUBLE, all, 1, MPI_DOUBLE, comm);
}

double psyRtCommAllreduceDouble(double value, int wantMax) {
  double out = value;
  psyRtCommInit();
  MPI_Allreduce(&value, &out, 1, MPI_DOUBLE, wantMax ? MPI_MAX : MPI_MIN, comm);
  return out;
}

int psyRtCommAllreduceMinInt(int value) {
  int out = value;
  psyRtCommInit();
  MPI_Allreduce(&value, &out, 1, MPI_INT, MPI_MIN, comm);
  return out;
}

void psyRtCommAlltoallInt(const int *send, int *recv) {
  MPI_Alltoall(send, 1, MPI_INT, recv, 1, MPI_INT, comm);
}

void psyRtCommAlltoallvBytes(const void *send, const int *sendCounts, const int *sendDispls,
                             void *recv, const int *recvCounts, const int *recvDispls) {
  MPI_Alltoallv(send, sendCounts, sendDispls, MPI_BYTE, recv, recvCounts, recvDispls, MPI_BYTE,
                comm);
}

void psyRtCommGatherInt(int value, int *all) {
  MPI_Gather(&value, 1, MPI_INT, all, 1, MPI_INT, 0, comm);
}

void psyRtCommGathervBytes(const void *send, int bytes, void *recv, const int *counts,
                           const int *displs) {
  MPI_Gatherv(send, bytes, MPI_BYTE, recv, counts, displs, MPI_BYTE, 0, comm);
}

void psyRtCommBcastInt(int *value) { MPI_Bcast(value, 1, MPI_INT, 0, comm); }

struct PsyRtRequests {
  int n;
  MPI_Request req[];
};

PsyRtRequests *psyRtCommRequestsCreate(int n) {
  PsyRtRequests *r = malloc(sizeof *r + (size_t)n * sizeof(MPI_Request));
  if (r)
    r->n = n;
  return r;
}

void psyRtCommRequestsDestroy(PsyRtRequests *r) { free(r); }

void psyRtCommIsend(PsyRtRequests *r, int k, const void *buf, size_t bytes, int peer, int tag) {
  MPI_Isend(buf, (int)bytes, MPI_BYTE, peer, tag, comm, &r->req[k]);
}

void psyRtCommIrecv(PsyRtRequests *r, int k, void *buf, size_t bytes, int peer, int tag) {
  MPI_Irecv(buf, (int)bytes, MPI_BYTE, peer, tag, comm, &r->req[k]);
}

void psyRtCommWaitAll(PsyRtRequests *r, int n) { MPI_Waitall(n, r->req, MPI_STATUSES_IGNORE); }

#else /* PSY_RT_NO_MPI: one rank */

int psyRtCommInit(void) { return 0; }
void psyRtFinalize(void) {}
int psyRtCommRank(void) { return 0; }
int psyRtCommSize(void) { return 1; }

void psyRtCommAbort(const char *message) {
  fprintf(stderr, "psy-rt: %s\n", message);
  abort();
}

void psyRtCommAllgatherDouble(double value, double *all) { all[0] = value; }
double psyRtCommAllreduceDouble(double value, int wantMax) { return value; }
int psyRtCommAllreduceMinInt(int value) { return value; }
void psyRtCommAlltoallInt(const int *send, int *recv) { recv[0] = send[0]; }

void psyRtCommAlltoallvBytes(const void *send, const int *sendCounts, const int *sendDispls,
                             void *recv, const int *recvCounts, const int *recvDispls) {
  memcpy((char *)recv + recvDispls[0], (const char *)send + sendDispls[0],
         (size_t)sendCounts[0]);
}

void psyRtCommGatherInt(int value, int *all) { all[0] = value; }

void psyRtCommGathervBytes(const void *send, int bytes, void *recv, const int *counts,
                           const int *displs) {
  memcpy((char *)recv + displs[0], send, (size_t)bytes);
}

void psyRtCommBcastInt(int *value) {}
PsyRtRequests *psyRtCommRequestsCreate(int n) { return NULL; }
void psyRtCommRequestsDestroy(PsyRtRequests *r) {}
void psyRtCommIsend(PsyRtRequests *r, int k, const void *buf, size_t bytes, int peer, int tag) {}
void psyRtCommIrecv(PsyRtRequests *r, int k, void *buf, size_t bytes, int peer, int tag) {}
void psyRtCommWaitAll(PsyRtRequests *r, int n) {}

#endif

int psyRtGetRank(void) { return psyRtCommRank(); }
int psyRtGetNRanks(void) { return psyRtCommSize(); }

/* Partial sums combined in rank order on every rank: the same bits on every rank and in
 * every run on the same number of ranks, whatever algorithm MPI_Allreduce would pick. */
double psyRtGlobalSum(double value) {
  int n = psyRtCommSize();
  double stack[64], *all = n <= 64 ? stack : malloc((size_t)n * sizeof(double));
  if (!all)
    psyRtCommAbort("out of memory in psyRtGlobalSum");
  psyRtCommAllgatherDouble(value, all);
  double sum = all[0];
  for (int r = 1; r < n; ++r)
    sum += all[r];
  if (all != stack)
    free(all);
  return sum;
}

double psyRtGlobalMin(double value) { return psyRtCommAllreduceDouble(value, 0); }
double psyRtGlobalMax(double value) { return psyRtCommAllreduceDouble(value, 1); }
