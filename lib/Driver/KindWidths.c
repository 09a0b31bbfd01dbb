/* The schedule for each width an unconfirmed kind may have (docs/psyc.md, "Kinds").
 *
 * psyc often runs before anything is compiled (PSyclone's build order) and cannot always
 * read the infrastructure's constants_mod; a real kind's width then comes from precision_map,
 * which only repeats a choice the build makes when it configures the infrastructure. PSyclone
 * never needs the width (it writes `real(kind=r_solver)`), but the schedule psyc compiles
 * does. So for each real kind the invokes use whose width no constants_mod confirms, psyc
 * compiles the invokes once per combination of 4 and 8 bytes: the algorithm is built again
 * with those widths and run through the same passes, and its invokes join the module as
 * `<invoke>_w<n>`, tagged `psy.variant_of`. Each invoke, the precision_map's widths, is tagged
 * `psy.kind_widths` with its widths; the binding (lib/Target/Binding.c) calls the variant
 * whose widths are the build's, by the kinds' storage_size, which the compiler folds.
 *
 * A kind is used when building with its width flipped changes the module. Kinds whose names
 * give their width (real32, real64, r_single, r_double, c_float, c_double) and those a
 * --precision-config file names are taken as given. More than kMaxKinds unconfirmed kinds
 * keep precision_map's widths only, as before (--verbose says so). A combination the
 * algorithm does not compile with (a generic kernel with no specific of that width) is left
 * out, and the binding stops with a message in a build of those widths. */
#define _DEFAULT_SOURCE /* open_memstream */
#include "Run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Alloc.h"
#include "psy-c/Config.h"
#include "psy-c/Dialect.h"
#include "psy-c/StrBuf.h"
#include "psy-c/Support.h"

enum { kMaxKinds = 3 };

static const char *const kNamedWidth[] = {"real32", "real64", "r_single", "r_double",
                                          "c_float", "c_double", NULL};

typedef struct {
  const char *kinds[kMaxKinds + 1];
  int n;
} Varying;

static bool isReal(PsyPrecisionType t) { return t == PSY_PRECISION_F32 || t == PSY_PRECISION_F64; }

static PsyPrecisionType flip(PsyPrecisionType t) {
  return t == PSY_PRECISION_F32 ? PSY_PRECISION_F64 : PSY_PRECISION_F32;
}

/* The job's kinds with those in bit set `mask` of `v` flipped (the caller destroys it). */
static PsyPrecisionConfig flipped(const PsyDriverJob *j, const Varying *v, unsigned mask) {
  PsyPrecisionConfig pc = {0};
  for (int i = 0; i < j->precision.count; ++i) {
    const PsyPrecisionKind *k = &j->precision.kinds[i];
    PsyPrecisionType t = k->type;
    for (int b = 0; b < v->n; ++b)
      if ((mask >> b & 1u) && !strcasecmp(v->kinds[b], k->kind)) t = flip(t);
    psyPrecisionConfigSet(&pc, k->kind, strlen(k->kind), t);
  }
  return pc;
}

/* Diagnostics of the builds again are those of the first build: not repeated. */
static MlirLogicalResult swallow(MlirDiagnostic d, void *u) {
  (void)d, (void)u;
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult rebuild(PsyDriverJob *j, const Varying *v, unsigned mask,
                                 MlirModule *out) {
  PsyPrecisionConfig pc = flipped(j, v, mask);
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(j->s->ctx, swallow, NULL, NULL);
  MlirLogicalResult r = psyDriverLFRicRebuild(j, &pc, out);
  mlirContextDetachDiagnosticHandler(j->s->ctx, id);
  psyPrecisionConfigDestroy(&pc);
  return r;
}

static char *printed(MlirModule m) {
  return psyDriverPrintModule(mlirModuleGetOperation(m), NULL);
}

/* Whether the width of `kind` is given: by its name, constants_mod or --precision-config. */
static bool widthGiven(const PsyDriverJob *j, const PsyPrecisionConfig *file, const char *kind) {
  for (const char *const *n = kNamedWidth; *n; ++n)
    if (!strcasecmp(*n, kind)) return true;
  PsyPrecisionType t;
  return psyKindsConfirmed(j->constants, kind) ||
         psyPrecisionConfigLookup(file, kind, strlen(kind), &t);
}

/* Whether the module built with `kind` flipped differs from the job's (printed `base`). */
static bool changes(PsyDriverJob *j, const char *kind, const char *base) {
  Varying one = {.kinds = {kind}, .n = 1};
  MlirModule m;
  if (mlirLogicalResultIsFailure(rebuild(j, &one, 1u, &m))) return true;
  char *text = printed(m);
  bool differ = strcmp(text, base) != 0;
  free(text);
  mlirModuleDestroy(m);
  return differ;
}

/* The unconfirmed real kinds the invokes use; false if there are more than kMaxKinds. */
static bool findVarying(PsyDriverJob *j, Varying *v) {
  PsyPrecisionConfig file = {0};
  if (j->r->precision) psyPrecisionConfigLoad(&file, j->s->ctx, j->r->precision);
  char *base = printed(j->mod);
  bool fits = true;
  for (int i = 0; i < j->precision.count && fits; ++i) {
    const PsyPrecisionKind *k = &j->precision.kinds[i];
    if (!isReal(k->type) || widthGiven(j, &file, k->kind) || !changes(j, k->kind, base))
      continue;
    if (v->n == kMaxKinds) fits = false;
    else v->kinds[v->n++] = k->kind;
  }
  free(base);
  psyPrecisionConfigDestroy(&file);
  return fits;
}

/* psy.kind_widths: {kind = bytes} of the kinds in `v` under bit set `mask`. */
static MlirAttribute widthsAttr(const PsyDriverJob *j, const Varying *v, unsigned mask) {
  MlirContext ctx = j->s->ctx;
  MlirNamedAttribute items[kMaxKinds];
  for (int b = 0; b < v->n; ++b) {
    PsyPrecisionType t = PSY_PRECISION_F64;
    psyPrecisionConfigLookup(&j->precision, v->kinds[b], strlen(v->kinds[b]), &t);
    if (mask >> b & 1u) t = flip(t);
    items[b] = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(v->kinds[b])),
        mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), t == PSY_PRECISION_F32 ? 4 : 8));
  }
  return mlirDictionaryAttrGet(ctx, v->n, items);
}

static MlirBlock bodyOf(MlirModule m) { return mlirModuleGetBody(m); }

static void tagInvokes(PsyDriverJob *j, const Varying *v) {
  MlirAttribute w = widthsAttr(j, v, 0);
  for (MlirOperation op = mlirBlockGetFirstOperation(bodyOf(j->mod)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op)) mlirOperationSetAttributeByName(op, psyRef("psy.kind_widths"), w);
}

/* Moves variant `m`'s invokes (renamed and tagged) into the job's module, with the symbols
 * they refer to that it lacks (the metadata of a kernel only this width calls). */
static bool hasSymbol(MlirBlock body, MlirStringRef name) {
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (mlirStringRefEqual(psyOpGetStringAttr(op, "sym_name"), name)) return true;
  return false;
}

static void adopt(PsyDriverJob *j, MlirModule m, const Varying *v, unsigned mask) {
  MlirBlock into = bodyOf(j->mod);
  MlirAttribute w = widthsAttr(j, v, mask);
  MlirOperation op = mlirBlockGetFirstOperation(bodyOf(m));
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    MlirStringRef name = psyOpGetStringAttr(op, "sym_name");
    if (psyOpIsAnInvoke(op)) {
      char *renamed = psyFormat("%.*s_w%u", (int)name.length, name.data, mask);
      MlirContext ctx = j->s->ctx;
      mlirOperationSetAttributeByName(op, psyRef("psy.variant_of"),
                                      mlirStringAttrGet(ctx, name));
      mlirOperationSetAttributeByName(op, psyRef("sym_name"),
                                      mlirStringAttrGet(ctx, psyRef(renamed)));
      mlirOperationSetAttributeByName(op, psyRef("psy.kind_widths"), w);
      free(renamed);
    } else if (!name.length || hasSymbol(into, name)) {
      op = next;
      continue;
    }
    mlirOperationRemoveFromParent(op);
    mlirBlockAppendOwnedOperation(into, op);
    op = next;
  }
}

static void note(const PsyDriverJob *j, const Varying *v, bool fits) {
  FILE *f = j->r->notes;
  if (!f || !v->n) return;
  fprintf(f, "psyc: kind%s ", v->n > 1 ? "s" : "");
  for (int b = 0; b < v->n; ++b) fprintf(f, "%s%s", b ? ", " : "", v->kinds[b]);
  if (fits)
    fprintf(f, ": no constants_mod confirms %s; the schedule is compiled for each of 4 and 8 "
               "bytes, and the binding chooses at run time\n",
            v->n > 1 ? "their widths" : "its width");
  else
    fprintf(f, " and more: no constants_mod confirms their widths, and more than %d such kinds "
               "are compiled for precision_map's widths only\n", kMaxKinds);
}

/* A combination psyc cannot compile (a generic kernel without a specific of that width, say):
 * the binding stops if the build has those widths. */
static void noteFailed(const PsyDriverJob *j, const Varying *v, unsigned mask) {
  FILE *f = j->r->notes;
  if (!f) return;
  fprintf(f, "psyc: no schedule for");
  for (int b = 0; b < v->n; ++b) {
    PsyPrecisionType t = PSY_PRECISION_F64;
    psyPrecisionConfigLookup(&j->precision, v->kinds[b], strlen(v->kinds[b]), &t);
    if (mask >> b & 1u) t = flip(t);
    fprintf(f, "%s %s of %d bytes", b ? "," : "", v->kinds[b], t == PSY_PRECISION_F32 ? 4 : 8);
  }
  fprintf(f, ": the algorithm does not compile with those widths\n");
}

MlirLogicalResult psyDriverKindVariants(PsyDriverJob *j) {
  if (!j->unit || mlirModuleIsNull(j->mod)) return mlirLogicalResultSuccess();
  Varying v = {0};
  bool fits = findVarying(j, &v);
  note(j, &v, fits);
  if (!fits || !v.n) return mlirLogicalResultSuccess();
  tagInvokes(j, &v);
  for (unsigned mask = 1; mask < 1u << v.n; ++mask) {
    MlirModule m;
    if (mlirLogicalResultIsSuccess(rebuild(j, &v, mask, &m))) {
      adopt(j, m, &v, mask);
      mlirModuleDestroy(m);
    } else {
      noteFailed(j, &v, mask);
    }
  }
  return mlirLogicalResultSuccess();
}
