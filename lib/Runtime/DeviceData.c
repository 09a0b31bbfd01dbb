/*
 * The device runtime's data rules (include/psy-rt/Device.h, docs/gpu.md "The device
 * runtime"): one device copy per host array, and for each array which copies hold its current
 * contents, so that data crosses only when the side about to use it holds an older copy (the
 * rule of dl_esm_inf's `data_on_device`, kept here per address range so that it works whatever
 * holds the array: LFRic's fields, this project's runtime, a user's array).
 *
 * The arrays are a sorted table of disjoint address ranges; an address inside a range is found
 * by binary search, so a kernel may be handed part of an array. Validity is per range: a
 * device copy is never half valid. A range that a call extends or overlaps in a new way is
 * merged: the ranges it touches are brought up to date on the host and become one new range,
 * whose device copy is then filled on demand like any new array's.
 */
#include "DeviceInternal.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  uintptr_t start, end; /* the host range [start, end) */
  void *dev;            /* its device copy, end - start bytes */
  bool hostValid, devValid;
} Array;

static struct {
  Array *arrays; /* sorted by start, disjoint, none empty */
  size_t n, cap;
} table;

/* The first array that ends after `addr`: the one holding addr, if any. Arrays are disjoint
 * and sorted by start, so they are sorted by end too. */
static size_t firstEndingAfter(uintptr_t addr) {
  size_t lo = 0, hi = table.n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (table.arrays[mid].end <= addr)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* The host copy of `a` up to date (a copy when only the device's is). */
static void syncHost(Array *a) {
  if (!a->hostValid)
    psyRtDevCopyOut((void *)a->start, a->dev, (int64_t)(a->end - a->start));
  a->hostValid = true;
}

/* The device copy of `a` up to date (a copy when only the host's is). */
static void syncDevice(Array *a) {
  if (!a->devValid) psyRtDevCopyIn(a->dev, (const void *)a->start, (int64_t)(a->end - a->start));
  a->devValid = true;
}

/* A new array for [start, end) at index i, replacing the arrays i..j-1 it overlaps: their
 * contents go to the host first, where the new array's valid copy is. */
static Array *replaceRange(size_t i, uintptr_t start, uintptr_t end) {
  size_t j = i;
  for (; j < table.n && table.arrays[j].start < end; ++j) {
    Array *old = &table.arrays[j];
    syncHost(old);
    psyRtDevRelease(old->dev);
    old->dev = NULL;
    if (old->start < start) start = old->start;
    if (old->end > end) end = old->end;
  }
  void *dev = psyRtDevAlloc((int64_t)(end - start));
  if (j == i && table.n == table.cap) {
    size_t cap = table.cap ? 2 * table.cap : 64;
    Array *more = realloc(table.arrays, cap * sizeof *more);
    if (!more) psyRtDevFail(NULL, "out of memory for the table of device arrays");
    table.arrays = more;
    table.cap = cap;
  }
  /* j - i arrays become one: shift the tail by 1 - (j - i). */
  memmove(&table.arrays[i + 1], &table.arrays[j], (table.n - j) * sizeof *table.arrays);
  table.n = table.n + 1 - (j - i);
  table.arrays[i] = (Array){start, end, dev, true, false};
  return &table.arrays[i];
}

void *psyRtDevMap(void *host, int64_t bytes, int32_t access) {
  if (access < PSY_RT_DEV_READ || access > PSY_RT_DEV_READWRITE)
    psyRtDevFail(NULL, "psyRtDevMap: access %d is not READ (1), WRITE (2) or READWRITE (3)",
                 (int)access);
  psyRtDevStart(NULL);
  uintptr_t start = (uintptr_t)host, end = start + (uintptr_t)(bytes > 0 ? bytes : 0);
  size_t i = firstEndingAfter(start);
  Array *a = i < table.n && table.arrays[i].start <= start ? &table.arrays[i] : NULL;
  if (!host || bytes <= 0) /* nothing to copy; a kernel reads none of it */
    return a ? (char *)a->dev + (start - a->start) : NULL;
  if (!a || end > a->end) a = replaceRange(i, start, end);
  /* A kernel that writes only part of an array leaves the rest as it found it: the rest must
   * be valid on the device before the device copy becomes the only valid one. */
  bool whole = start == a->start && end == a->end;
  if ((access & PSY_RT_DEV_READ) || !whole) syncDevice(a);
  if (access & PSY_RT_DEV_WRITE) a->devValid = true, a->hostValid = false;
  return (char *)a->dev + (start - a->start);
}

/* Calls f on each array overlapping [host, host+bytes). */
static void forOverlapping(void *host, int64_t bytes, void (*f)(Array *, int32_t),
                           int32_t access) {
  if (!host || bytes <= 0) return;
  uintptr_t start = (uintptr_t)host, end = start + (uintptr_t)bytes;
  for (size_t i = firstEndingAfter(start); i < table.n && table.arrays[i].start < end; ++i)
    f(&table.arrays[i], access);
}

static void hostAccess(Array *a, int32_t access) {
  syncHost(a);
  if (access & PSY_RT_DEV_WRITE) a->devValid = false;
}

/* The host has written the array: its copy is the valid one, whatever the device held. */
static void hostChanged(Array *a, int32_t access) {
  (void)access;
  a->hostValid = true;
  a->devValid = false;
}

void psyRtDevHost(void *host, int64_t bytes, int32_t access) {
  forOverlapping(host, bytes, hostAccess, access);
}

void psyRtDevUpdateHost(void *host, int64_t bytes) {
  forOverlapping(host, bytes, hostAccess, PSY_RT_DEV_READ);
}

void psyRtDevHostChanged(void *host, int64_t bytes) {
  forOverlapping(host, bytes, hostChanged, PSY_RT_DEV_WRITE);
}

/* What psyRtDevHostMaybeChanged saw last, per address and size. */
static struct {
  struct Seen {
    void *host;
    int64_t bytes;
    void *copy;
  } *seen;
  size_t n, cap;
} seen;

static struct Seen *seenAt(void *host, int64_t bytes) {
  for (size_t i = 0; i < seen.n; ++i)
    if (seen.seen[i].host == host) {
      if (seen.seen[i].bytes == bytes) return &seen.seen[i];
      free(seen.seen[i].copy); /* another array where an old one was */
      seen.seen[i] = seen.seen[--seen.n];
      break;
    }
  if (seen.n == seen.cap) {
    size_t cap = seen.cap ? 2 * seen.cap : 16;
    struct Seen *more = realloc(seen.seen, cap * sizeof *more);
    if (!more) psyRtDevFail(NULL, "out of memory for the host copies of read-only data");
    seen.seen = more, seen.cap = cap;
  }
  void *copy = malloc((size_t)bytes);
  if (!copy) psyRtDevFail(NULL, "out of memory for the host copies of read-only data");
  seen.seen[seen.n++] = (struct Seen){host, bytes, copy};
  memcpy(copy, host, (size_t)bytes);
  forOverlapping(host, bytes, hostChanged, PSY_RT_DEV_WRITE); /* new: whatever was there */
  return NULL;
}

void psyRtDevHostMaybeChanged(void *host, int64_t bytes) {
  if (!host || bytes <= 0) return;
  struct Seen *s = seenAt(host, bytes);
  if (!s || !memcmp(s->copy, host, (size_t)bytes)) return;
  memcpy(s->copy, host, (size_t)bytes);
  forOverlapping(host, bytes, hostChanged, PSY_RT_DEV_WRITE);
}

void psyRtDevDataRelease(void) {
  for (size_t i = 0; i < seen.n; ++i) free(seen.seen[i].copy);
  free(seen.seen);
  memset(&seen, 0, sizeof seen);
  for (size_t i = 0; i < table.n; ++i) psyRtDevRelease(table.arrays[i].dev);
  free(table.arrays);
  memset(&table, 0, sizeof table);
}

/* $PSY_DEVICE_DATA: 0 resident (the default), 1 invoke. */
static int dataMode(void) {
  static int mode = -1;
  if (mode >= 0) return mode;
  const char *v = getenv(PSY_RT_DEVICE_DATA_ENV);
  if (!v || !*v || !strcmp(v, "resident")) mode = 0;
  else if (!strcmp(v, "invoke")) mode = 1;
  else psyRtDevFail(NULL, "%s=%s: expected 'resident' (the default) or 'invoke'",
                    PSY_RT_DEVICE_DATA_ENV, v);
  return mode;
}

void psyRtDevInvokeBegin(void) {
  if (!dataMode()) return;
  for (size_t i = 0; i < table.n; ++i) hostChanged(&table.arrays[i], PSY_RT_DEV_WRITE);
}

void psyRtDevInvokeEnd(void) {
  if (!dataMode()) return;
  for (size_t i = 0; i < table.n; ++i) syncHost(&table.arrays[i]);
}

/* ---- Partial sums (psyc --psy-device-fast-reductions) ---- */

void *psyRtDevPartials(int64_t bytes) {
  static void *buf;
  static int64_t size;
  if (bytes > size) {
    free(buf);
    buf = malloc((size_t)bytes);
    if (!buf) psyRtDevFail(NULL, "out of memory for %lld bytes of partial sums", (long long)bytes);
    size = bytes;
  }
  return buf;
}

/* In thread order, one add at a time: the same bits at every run. */
void psyRtDevSumPartials(const void *parts, int64_t nparts, int64_t nres, int64_t r,
                         int32_t kind, void *out) {
  const char *p = (const char *)parts + 8 * r;
  size_t stride = (size_t)(8 * nres);
  if (kind == PSY_RT_DEV_SUM_F64 || kind == PSY_RT_DEV_SUM_F32) {
    double d = 0;
    float f = 0;
    for (int64_t t = 0; t < nparts; ++t, p += stride) {
      double x;
      float y;
      if (kind == PSY_RT_DEV_SUM_F64) memcpy(&x, p, sizeof x), d = t ? d + x : x;
      else memcpy(&y, p, sizeof y), f = t ? f + y : y;
    }
    if (kind == PSY_RT_DEV_SUM_F64) memcpy(out, &d, sizeof d);
    else memcpy(out, &f, sizeof f);
    return;
  }
  int64_t s = 0;
  for (int64_t t = 0; t < nparts; ++t, p += stride) {
    int32_t i;
    int64_t l;
    if (kind == PSY_RT_DEV_SUM_I64) memcpy(&l, p, sizeof l), s += l;
    else memcpy(&i, p, sizeof i), s += i;
  }
  if (kind == PSY_RT_DEV_SUM_I64) memcpy(out, &s, sizeof s);
  else {
    int32_t i = (int32_t)s;
    memcpy(out, &i, sizeof i);
  }
}
