/* The invoke ABI's table of kinds (psy-c/InvokeAbi.def) and its traits, the family of a
 * kernel argument (psy-c/AbiFamilies.def), and the key lookup. A leaf of lib/Abi: every other
 * file of it reads the table; this file calls none of them. */
#include "Abi.h"

#include <string.h>

/* ==== The table ============================================================================= */

static const PsyAbiKindInfo kKinds[PSY_ABI_KIND_COUNT] = {
#define PSY_ABI_KIND(Name, Family, Section, Scope, Value, Rank, Local, Consumer, From, Fill)    \
  [PSY_ABI_##Name] = {.name = #Name,                                                            \
                      .family = PSY_ABI_FAMILY_##Family,                                        \
                      .section = PSY_ABI_SECTION_##Section,                                     \
                      .scope = PSY_ABI_PER_##Scope,                                             \
                      .value = PSY_ABI_VALUE_##Value,                                           \
                      .rank = Rank,                                                             \
                      .local = PSY_ABI_LOCAL_##Local,                                           \
                      .from = PSY_ABI_FROM_##From,                                              \
                      .fill = Fill},
#include "psy-c/InvokeAbi.def"
};

#define PSY_KARG_NONE PSY_KARG_KIND_COUNT
static const PsyKernelArgKind kConsumers[PSY_ABI_KIND_COUNT] = {
#define PSY_ABI_KIND(Name, Family, Section, Scope, Value, Rank, Local, Consumer, ...)            \
  [PSY_ABI_##Name] = PSY_KARG_##Consumer,
#include "psy-c/InvokeAbi.def"
};
#undef PSY_KARG_NONE

const PsyAbiKindInfo *psyAbiKindGetInfo(PsyAbiKind kind) { return &kKinds[kind]; }

PsyKernelArgKind psyAbiKindConsumer(PsyAbiKind kind) { return kConsumers[kind]; }

PsyAbiKind psyAbiKindFor(PsyAbiFamily family, PsyKernelArgKind k) {
  for (int i = 0; i < PSY_ABI_KIND_COUNT; ++i)
    if (kKinds[i].family == family && kConsumers[i] == k) return (PsyAbiKind)i;
  return PSY_ABI_KIND_COUNT;
}

PsyAbiFamily psyAbiKernelArgFamily(const PsyKernelArg *a) {
  if (a->kind == PSY_KARG_CELL) return PSY_ABI_FAMILY_OPERATOR; /* LFRic's, with an operator */
  if (a->kind == PSY_KARG_STENCIL_DIRECTION) return PSY_ABI_FAMILY_STENCIL;
  for (int i = 0; i < PSY_ABI_KIND_COUNT; ++i)
    if (kConsumers[i] == a->kind) {
      PsyAbiFamily f = kKinds[i].family;
      return f == PSY_ABI_FAMILY_BASIS && a->target ? PSY_ABI_FAMILY_EVAL : f;
    }
  return PSY_ABI_FAMILY_COUNT;
}

bool psyAbiKindIsIntMemref(PsyAbiKind kind) {
  return kKinds[kind].value == PSY_ABI_VALUE_MEMREF_I32;
}

bool psyAbiKindIsMemref(PsyAbiKind kind) {
  PsyAbiValue v = kKinds[kind].value;
  return v == PSY_ABI_VALUE_MEMREF_I32 || v == PSY_ABI_VALUE_MEMREF_F64 ||
         v == PSY_ABI_VALUE_MEMREF_ELT;
}

int psyAbiEntryRank(const PsyAbiEntry *e) {
  int rank = kKinds[e->kind].rank;
  if (rank < 0) return e->component;
  return rank + (rank > 0 && e->stencil.shape == PSY_STENCIL_CROSS2D); /* its four branches */
}

int psyAbiEntryParams(const PsyAbiEntry *e) {
  return kKinds[e->kind].value == PSY_ABI_VALUE_RETURNED ? 0 : psyAbiKindIsMemref(e->kind) ? 5
                                                                                          : 1;
}

/* ==== Keys ================================================================================== */

static bool sameString(const char *a, const char *b) { return a && b && !strcmp(a, b); }

static bool sameStencil(const PsyAbiStencil *a, const PsyAbiStencil *b) {
  return a->shape == b->shape && a->extentArg == b->extentArg && a->extent == b->extent &&
         a->dirArg == b->dirArg && a->dir == b->dir;
}

/* Whether `e` is the entry `k` names: the same kind, and the fields of its scope. */
static bool entryIs(const PsyAbiEntry *e, const PsyAbiKey *k) {
  int scope = kKinds[k->kind].scope;
  return e->kind == k->kind && (!(scope & PSY_ABI_KEY_ARG) || e->arg == k->arg) &&
         (!(scope & PSY_ABI_KEY_QR) || e->qr == k->qr) &&
         (!(scope & PSY_ABI_KEY_COARSE) || e->coarse == k->coarse) &&
         (!(scope & PSY_ABI_KEY_COMPONENT) || e->component == k->component) &&
         (!(scope & PSY_ABI_KEY_SPACE) || sameString(e->space, k->space)) &&
         (!(scope & PSY_ABI_KEY_TARGET) || sameString(e->target, k->target)) &&
         (!(scope & PSY_ABI_KEY_STENCIL) || sameStencil(&e->stencil, &k->stencil));
}

int psyInvokeAbiFindKey(const PsyInvokeAbi *abi, const PsyAbiKey *key) {
  for (int i = 0; i < abi->n; ++i)
    if (entryIs(&abi->entries[i], key)) return i;
  return -1;
}

bool psyInvokeAbiHasFamily(const PsyInvokeAbi *abi, PsyAbiFamily family) {
  for (int i = 0; i < abi->n; ++i)
    if (kKinds[abi->entries[i].kind].family == family) return true;
  return false;
}
