/* The kernel model's metadata (psy-c/Kernel.h): freeing it, the one mapping between a
 * kernel call's operands and its meta_args entries, and PSyclone's rules for the spaces a
 * kernel's loop and evaluator run on. */
#include "psy-c/Kernel.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"

/* ---- ownership ---------------------------------------------------------------------------- */

/* Strings of a PsyKernelMeta's entries are heap copies (const: attribute views share the
 * struct and borrow theirs). */
static void freeString(const char *s) { free((char *)s); }

void psyKernelMetaArgClear(PsyKernelMetaArg *a) {
  freeString(a->accessSpelling);
  freeString(a->space);
  freeString(a->spaceFrom);
  freeString(a->ndata);
  memset(a, 0, sizeof *a);
}

static void clearSpecific(PsyKernelSpecific *sp) {
  for (int j = 0; j < sp->ndummies; ++j) {
    free(sp->dummies[j].name);
    free(sp->dummies[j].type);
    free(sp->dummies[j].kind);
  }
  free(sp->dummies);
  free(sp->name);
  memset(sp, 0, sizeof *sp);
}

void psyKernelMetaClearSpecifics(PsyKernelMeta *m) {
  for (int i = 0; i < m->nspecifics; ++i) clearSpecific(&m->specifics[i]);
  free(m->specifics);
  m->specifics = NULL;
  m->nspecifics = 0;
  clearSpecific(&m->code);
}

void psyKernelMetaClear(PsyKernelMeta *m) {
  for (int i = 0; i < m->nargs; ++i) psyKernelMetaArgClear(&m->args[i]);
  for (int i = 0; i < m->nfuncs; ++i) free(m->funcs[i].space);
  for (int i = 0; i < m->ntargets; ++i) free(m->targets[i]);
  free(m->args);
  free(m->funcs);
  free(m->shapes);
  free(m->targets);
  free(m->refs);
  free(m->mesh);
  free(m->name);
  free(m->module);
  free(m->procedure);
  free(m->binding);
  psyKernelMetaClearSpecifics(m);
  memset(m, 0, sizeof *m);
}

const char *psyMetaShapeAt(const PsyKernelMeta *m, int i) {
  return psyVocabName(PSY_VOCAB_SHAPE, m->shapes[i]);
}
const char *psyMetaTargetAt(const PsyKernelMeta *m, int i) { return m->targets[i]; }
const char *psyMetaRefAt(const PsyKernelMeta *m, int i) {
  return psyVocabName(PSY_VOCAB_REF_ELEMENT, m->refs[i]);
}
const char *psyMetaMeshAt(const PsyKernelMeta *m, int i) {
  return psyVocabName(PSY_VOCAB_MESH_PROPERTY, m->mesh[i]);
}

/* ---- operands and meta_args: the one mapping ---------------------------------------------- */

int psyKernelMetaArgOperandCount(const PsyKernelMetaArg *a) {
  return 1 + (a->stencil != PSY_STENCIL_NONE) + (a->stencil == PSY_STENCIL_XORY1D);
}

PsyOperandRole psyKernelMetaArgOperandRole(const PsyKernelMetaArg *a, int k) {
  (void)a; /* the order is the same for every entry; only the count differs */
  return k == 0 ? PSY_OPERAND_DATA : k == 1 ? PSY_OPERAND_EXTENT : PSY_OPERAND_DIRECTION;
}

bool psyShapeTakesOperand(PsyShape s) { return s != PSY_SHAPE_EVALUATOR; }

intptr_t *psyKernelMetaOperands(const PsyKernelMeta *m) {
  intptr_t *at = psyXcalloc((size_t)m->nargs + 1, sizeof *at);
  for (int i = 0; i < m->nargs; ++i) at[i + 1] = at[i] + psyKernelMetaArgOperandCount(&m->args[i]);
  return at;
}

intptr_t psyKernelMetaQrOperand(const PsyKernelMeta *m) {
  intptr_t *at = psyKernelMetaOperands(m);
  intptr_t n = at[m->nargs];
  free(at);
  return n;
}

intptr_t psyKernelMetaOperandCount(const PsyKernelMeta *m) {
  intptr_t n = psyKernelMetaQrOperand(m);
  for (int i = 0; i < m->nshapes; ++i) n += psyShapeTakesOperand(m->shapes[i]);
  return n;
}

intptr_t psyKernelMetaOperandEntry(const PsyKernelMeta *m, intptr_t i, PsyOperandRole *role) {
  intptr_t at = 0;
  for (int e = 0; e < m->nargs; ++e) {
    int width = psyKernelMetaArgOperandCount(&m->args[e]);
    if (i >= at && i < at + width) {
      *role = psyKernelMetaArgOperandRole(&m->args[e], (int)(i - at));
      return e;
    }
    at += width;
  }
  *role = PSY_OPERAND_QR;
  return -1;
}

/* ---- iteration and evaluator rules --------------------------------------------------------- */

bool psyKernelMetaIsInterGrid(const PsyKernelMeta *m) {
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].mesh != PSY_MESH_NONE) return true;
  return false;
}

static bool isOperator(const PsyKernelMetaArg *a) {
  return a->kind == PSY_ARG_OPERATOR || a->kind == PSY_ARG_COLUMNWISE_OPERATOR;
}

const char *psyKernelMetaUpdatedSpace(const PsyKernelMeta *m) {
  const char *op = NULL;
  for (int i = 0; i < m->nargs; ++i) {
    const PsyKernelMetaArg *a = &m->args[i];
    if (!psyAccessWrites(a->access) || !a->space[0]) continue;
    if (a->kind == PSY_ARG_FIELD) return a->space;
    if (!op) op = a->space;
  }
  if (op) return op;
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].space[0]) return m->args[i].space;
  return "";
}

int psyKernelMetaLoopEntry(const PsyKernelMeta *m) {
  int op = -1;
  for (int i = 0; i < m->nargs; ++i) {
    const PsyKernelMetaArg *a = &m->args[i];
    if (!psyAccessWrites(a->access)) continue;
    if (a->kind == PSY_ARG_FIELD) return i;
    if (op < 0 && isOperator(a)) op = i;
  }
  return op;
}

const char *psyKernelMetaEvaluatorSpace(const PsyKernelMeta *m, const char *fallback) {
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].kind == PSY_ARG_FIELD && psyAccessWrites(m->args[i].access))
      return m->args[i].space;
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].space[0] && psyAccessWrites(m->args[i].access)) return m->args[i].space;
  return fallback;
}
