/* The pointer map (PtrMap.h): open addressing with linear probing, at most half full. */
#include "psy-c/PtrMap.h"

#include <stdlib.h>

#include "psy-c/Alloc.h"

/* Mixes both halves of the key into all 64 bits (a multiply-xorshift finaliser): pointers
 * share their low and high bits, and the table index is taken from the low ones. */
static size_t slotOf(const void *ptr, uint64_t num, size_t cap) {
  uint64_t h = (uint64_t)(uintptr_t)ptr ^ (num * 0x9e3779b97f4a7c15ull);
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  return (size_t)h & (cap - 1);
}

static PsyPtrMapEntry *find(const PsyPtrMap *m, const void *ptr, uint64_t num) {
  for (size_t i = slotOf(ptr, num, m->cap);; i = (i + 1) & (m->cap - 1)) {
    PsyPtrMapEntry *e = &m->items[i];
    if (!e->value || (e->ptr == ptr && e->num == num))
      return e;
  }
}

intptr_t psyPtrMapGet(const PsyPtrMap *m, const void *ptr, uint64_t num) {
  if (!m->cap)
    return -1;
  return find(m, ptr, num)->value - 1;
}

static void grow(PsyPtrMap *m) {
  PsyPtrMap bigger = {psyXcalloc(m->cap ? 2 * m->cap : 64, sizeof *m->items),
                      m->cap ? 2 * m->cap : 64, m->count};
  for (size_t i = 0; i < m->cap; ++i)
    if (m->items[i].value)
      *find(&bigger, m->items[i].ptr, m->items[i].num) = m->items[i];
  free(m->items);
  *m = bigger;
}

void psyPtrMapPut(PsyPtrMap *m, const void *ptr, uint64_t num, intptr_t value) {
  if (2 * (m->count + 1) > m->cap)
    grow(m);
  PsyPtrMapEntry *e = find(m, ptr, num);
  if (!e->value)
    ++m->count;
  *e = (PsyPtrMapEntry){ptr, num, value + 1};
}

void psyPtrMapFree(PsyPtrMap *m) {
  free(m->items);
  *m = (PsyPtrMap){0};
}
