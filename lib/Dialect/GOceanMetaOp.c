/* psy.go_kernel_meta through the C API: creating it from the GOcean kernel model
 * (psy-c/GOcean.h), reading it back, and its verifier's rules. An entry is an array of
 * strings, [access, point-or-scalar type, stencil] or [access, grid property], so that the
 * op's syntax needs no attribute of its own and every name is checked here, in one place,
 * against the GOcean tables. */
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "mlir-c/BuiltinAttributes.h"

static MlirAttribute str(MlirContext ctx, const char *s) {
  return mlirStringAttrGet(ctx, psyRef(s));
}

static MlirNamedAttribute named(MlirContext ctx, const char *name, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, psyRef(name)), a);
}

/* [access, what(, stencil)] of one entry. */
static MlirAttribute entryAttr(MlirContext ctx, const PsyGoArg *a) {
  char stencil[40];
  if (a->hasStencil)
    snprintf(stencil, sizeof stencil, "go_stencil(%s,%s,%s)", a->stencil[0], a->stencil[1],
             a->stencil[2]);
  else snprintf(stencil, sizeof stencil, "go_pointwise");
  MlirAttribute items[3] = {str(ctx, psyGoVocabName(PSY_GO_VOCAB_ACCESS, (int)a->access)),
                            str(ctx, psyGoArgWhatName(a)), str(ctx, stencil)};
  return mlirArrayAttrGet(ctx, a->kind == PSY_GO_ARG_GRID ? 2 : 3, items);
}

MlirOperation psyGoKernelMetaOpCreate(MlirLocation loc, const PsyGoKernelMeta *m) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirAttribute *entries = psyXcalloc((size_t)m->nargs + 1, sizeof *entries);
  for (int i = 0; i < m->nargs; ++i) entries[i] = entryAttr(ctx, &m->args[i]);
  MlirNamedAttribute attrs[] = {
      named(ctx, "sym_name", str(ctx, m->name)),
      named(ctx, "iterates_over",
            str(ctx, psyGoVocabName(PSY_GO_VOCAB_ITERATES_OVER, m->iteratesOver))),
      named(ctx, "index_offset",
            str(ctx, psyGoVocabName(PSY_GO_VOCAB_INDEX_OFFSET, m->indexOffset))),
      named(ctx, "procedure", str(ctx, m->procedure)),
      named(ctx, "meta_args", mlirArrayAttrGet(ctx, m->nargs, entries)),
  };
  MlirOperationState st = mlirOperationStateGet(psyRef("psy.go_kernel_meta"), loc);
  mlirOperationStateAddAttributes(&st, (intptr_t)(sizeof attrs / sizeof attrs[0]), attrs);
  free(entries);
  return mlirOperationCreate(&st);
}

/* ---- reading ------------------------------------------------------------------------------- */

typedef struct {
  char why[1536];
} Why;

/* Sets the reason a read failed (truncated to the buffer: messages are short). */
static void say(Why *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(Why *w, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(w->why, sizeof w->why, fmt, ap);
  va_end(ap);
}

static int lookupRef(PsyGoVocab v, MlirStringRef s) {
  return psyGoVocabLookup(v, s.data, s.length);
}

/* The index of `s` in `v`; the reason in `w` otherwise. */
static int word(PsyGoVocab v, MlirStringRef s, const char *where, Why *w) {
  int i = lookupRef(v, s);
  if (i >= 0) return i;
  char list[1024];
  psyGoVocabList(v, list, sizeof list);
  say(w, "unknown %s '%.*s' in %s; valid: %s", psyGoVocabWhat(v),
           (int)s.length, s.data, where, list);
  return -1;
}

/* Where the domain's own checks (psy-c/GOcean.h) report an entry: the op's location, after
 * the text the verifier puts before a reason in `w`. */
typedef struct {
  MlirLocation loc;
  const char *prefix;
} Where;

/* "go_pointwise" or "go_stencil(abc,def,ghi)". */
static bool readStencil(MlirStringRef s, PsyGoArg *a, Why *w, const Where *at) {
  char text[64], rows[3][8];
  snprintf(text, sizeof text, "%.*s", (int)s.length, s.data);
  if (!strcmp(text, "go_pointwise")) return true;
  int end = 0;
  if (sscanf(text, "go_stencil(%7[0-9],%7[0-9],%7[0-9])%n", rows[0], rows[1], rows[2], &end) !=
          3 || end == 0 || text[end]) {
    say(w, "invalid stencil '%s'; expected \"go_pointwise\" or "
             "\"go_stencil(abc,def,ghi)\"", text);
    return false;
  }
  const char *const r[3] = {rows[0], rows[1], rows[2]};
  return mlirLogicalResultIsSuccess(psyGoArgSetStencil(a, r, at->loc, at->prefix));
}

static MlirStringRef itemAt(MlirAttribute e, intptr_t i) {
  MlirAttribute s = mlirArrayAttrGetElement(e, i);
  return mlirAttributeIsAString(s) ? mlirStringAttrGetValue(s) : psyRef("");
}

/* The kind and `what` of an entry from its second item: a grid property for two items, a
 * grid-point or scalar type for three. */
static bool readWhat(MlirStringRef s, intptr_t n, PsyGoArg *a, Why *w) {
  if (n == 2) {
    a->kind = PSY_GO_ARG_GRID;
    a->what = word(PSY_GO_VOCAB_GRID_PROPERTY, s, "a two-item go_arg", w);
    return a->what >= 0;
  }
  int p = lookupRef(PSY_GO_VOCAB_POINT_TYPE, s), q = lookupRef(PSY_GO_VOCAB_SCALAR, s);
  a->kind = p >= 0 ? PSY_GO_ARG_FIELD : PSY_GO_ARG_SCALAR;
  a->what = p >= 0 ? p : q;
  if (a->what >= 0) return true;
  char points[256], scalars[128];
  psyGoVocabList(PSY_GO_VOCAB_POINT_TYPE, points, sizeof points);
  psyGoVocabList(PSY_GO_VOCAB_SCALAR, scalars, sizeof scalars);
  say(w, "unknown grid-point or scalar type '%.*s' in a three-item "
           "go_arg; valid: %s, %s", (int)s.length, s.data, points, scalars);
  return false;
}

/* One entry; the reason in `w`, or, when a check of the domain failed, emitted at `at`. */
static bool readEntry(MlirAttribute e, PsyGoArg *a, Why *w, const Where *at) {
  memset(a, 0, sizeof *a);
  intptr_t n = mlirArrayAttrGetNumElements(e);
  if (n != 2 && n != 3) {
    say(w, "expects 2 or 3 strings per go_arg entry, got %d", (int)n);
    return false;
  }
  int acc = word(PSY_GO_VOCAB_ACCESS, itemAt(e, 0), "go_arg", w);
  if (acc < 0 || !readWhat(itemAt(e, 1), n, a, w)) return false;
  a->access = (PsyGoAccess)acc;
  if (n == 3 && !readStencil(itemAt(e, 2), a, w, at)) return false;
  return mlirLogicalResultIsSuccess(psyGoArgCheck(a, at->loc, at->prefix));
}

static char *dupAttr(MlirOperation op, const char *name) {
  MlirStringRef s = psyOpGetStringAttr(op, name);
  return psyFormat("%.*s", (int)s.length, s.data);
}

static bool readOp(MlirOperation op, PsyGoKernelMeta *m, Why *w) {
  memset(m, 0, sizeof *m);
  m->name = dupAttr(op, "sym_name");
  m->procedure = dupAttr(op, "procedure");
  m->module = psyXstrdup("");
  m->iteratesOver = word(PSY_GO_VOCAB_ITERATES_OVER, psyOpGetStringAttr(op, "iterates_over"),
                         "iterates_over", w);
  if (m->iteratesOver < 0) return false;
  m->indexOffset = word(PSY_GO_VOCAB_INDEX_OFFSET, psyOpGetStringAttr(op, "index_offset"),
                        "index_offset", w);
  if (m->indexOffset < 0) return false;
  MlirAttribute args = mlirOperationGetAttributeByName(op, psyRef("meta_args"));
  m->nargs = (int)mlirArrayAttrGetNumElements(args);
  m->args = psyXcalloc((size_t)m->nargs + 1, sizeof *m->args);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  for (int i = 0; i < m->nargs; ++i) {
    Why entry = {{0}};
    char *prefix = psyFormat("'%.*s' op meta_args entry %d: ", (int)name.length, name.data, i);
    Where at = {mlirOperationGetLocation(op), prefix};
    bool ok = readEntry(mlirArrayAttrGetElement(args, i), &m->args[i], &entry, &at);
    free(prefix);
    if (ok) continue;
    if (entry.why[0]) say(w, "meta_args entry %d: %s", i, entry.why);
    return false;
  }
  return true;
}

bool psyGoKernelMetaFromOp(MlirOperation op, PsyGoKernelMeta *out) {
  Why w = {{0}};
  if (readOp(op, out, &w)) return true;
  if (w.why[0]) psyOpEmitError(op, "%s", w.why); /* else emitted already */
  return false;
}

MlirLogicalResult psyGoKernelMetaOpVerify(MlirOperation op) {
  PsyGoKernelMeta m;
  bool ok = psyGoKernelMetaFromOp(op, &m);
  psyGoKernelMetaClear(&m);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
