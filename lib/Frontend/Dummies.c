/* A kernel subroutine's dummy arguments against its metadata. The PSy layer passes the data of
 * each meta_args entry as the argument psyKernelArgsCollect describes (its type, rank and
 * intent are those of the stub's declaration); a dummy declared otherwise would make the
 * generated call silently wrong, so each data argument's dummy is checked:
 * - type: real, integer or logical as the entry's data type;
 * - rank: a scalar 0, a field 1 (0 in a dof kernel), an operator 3, a scalar array its
 *   metadata rank;
 * - intent: an entry the metadata writes should not be intent(in), one it only reads
 *   should be intent(in) or have no intent. Some real science kernels (jules and physics
 *   interfaces, adjoints) disagree so, and LFRic builds them: a disagreeing intent is a
 *   warning, an error only under `strict` (psyc --psy-strict-intents). The schedule follows
 *   the metadata, as PSyclone's does; what the code may write besides is recorded on the
 *   kernel's IR (psyKernelSpecificDummyWrites), so that nothing generated promises the
 *   kernel leaves such an argument alone;
 * - kind, per call: the precision the dummy's kind name has in the precision config must be
 *   that of the actual argument (an unknown kind name matches anything; a column-wise
 *   operator's matrices are r_solver's, as the binding passes them). A generic kernel's
 *   specific is chosen by that rule instead (Generic.c).
 * The other arguments (nlayers, ndf, undf, dofmaps, ...) are checked for their type when the
 * PSy layer passes an integer. A dummy's attributes may come from several statements
 * (`real(kind=r_def) :: a` then `intent(in) :: a` or `dimension a(undf)`): the walker
 * merges them into one declaration.
 * Undeclared dummies and subroutines whose argument count differs are left to the checks
 * that already report them (the choice of a specific, psyc's link-time arity check). */
#include "Generic.h"
#include "psy-c/Frontend.h"
#include "psy-c/Support.h"
#include "psy-c/Alloc.h"

#include <stdlib.h>
#include <string.h>

/* What the model's declaration of an argument says ("real(kind=r_def), intent(inout),
 * dimension(undf_w1)"): type word, rank, and whether it is written. */
typedef struct {
  char type[16];
  int rank;
  bool written;
} Expected;

static int dimensionRank(const char *decl) {
  const char *p = strstr(decl, "dimension(");
  if (!p) return 0;
  int rank = 1, depth = 0;
  for (p += strlen("dimension("); *p && depth >= 0; ++p) {
    depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
    rank += *p == ',' && depth == 0;
  }
  return rank;
}

static Expected expectedOf(const PsyKernelArg *a) {
  Expected e = {{0}, dimensionRank(a->decl), strstr(a->decl, "intent(inout)") != NULL};
  size_t n = strcspn(a->decl, "(,");
  if (n >= sizeof e.type) n = sizeof e.type - 1;
  memcpy(e.type, a->decl, n);
  return e;
}

static const char *intentName(PsyIntent i) {
  static const char *const names[] = {
      [PSY_INTENT_NONE] = "", [PSY_INTENT_IN] = ", intent(in)",
      [PSY_INTENT_OUT] = ", intent(out)", [PSY_INTENT_INOUT] = ", intent(inout)"};
  return names[i];
}

/* "meta_args entry 2 (gh_field, gh_real, gh_inc)" plus the component of a field vector. */
static char *entryName(const PsyKernelMeta *m, const PsyKernelArg *a) {
  const PsyKernelMetaArg *e = &m->args[a->entry];
  char *s = psyFormat("meta_args entry %d (%s, %s, %s)", a->entry + 1,
                      psyVocabName(PSY_VOCAB_ARG_KIND, e->kind),
                      psyVocabName(PSY_VOCAB_DATA_TYPE, e->dataType), e->accessSpelling);
  if (e->vectorSize <= 1) return s;
  char *v = psyFormat("%s component %d", s, a->component + 1);
  free(s);
  return v;
}

/* "real(kind=r_def), intent(in), rank 1": the dummy's declaration, as read. */
static char *dummyDecl(const PsyKernelDummy *d) {
  return psyFormat("%s%s%s%s%s, rank %d", d->type, d->kind[0] ? "(kind=" : "", d->kind,
                   d->kind[0] ? ")" : "", intentName(d->intent), d->rank);
}

/* What is wrong with dummy `d` for argument `a`, as a static phrase; NULL if nothing. */
static const char *mismatch(const PsyKernelArg *a, const PsyKernelDummy *d) {
  Expected e = expectedOf(a);
  if (strcmp(d->type, e.type)) return "type";
  if (d->rank >= 0 && d->rank != e.rank) return "rank";
  if (e.written && d->intent == PSY_INTENT_IN) return "intent";
  if (!e.written && (d->intent == PSY_INTENT_OUT || d->intent == PSY_INTENT_INOUT))
    return "intent";
  return NULL;
}

/* An intent mismatch is a warning unless `strict`; the others are errors. */
static bool checkDummy(const PsyKernelMeta *m, const PsyKernelSpecific *sp, int i,
                       const PsyKernelArg *a, bool strict, PsyDiagList *diags) {
  const PsyKernelDummy *d = &sp->dummies[i];
  const char *what = d->type[0] ? mismatch(a, d) : NULL;
  if (!what) return true;
  bool error = strict || strcmp(what, "intent");
  void (*report)(PsyDiagList *, PsyFLoc, const char *, ...) =
      error ? psyDiagError : psyDiagWarning;
  char *entry = entryName(m, a), *decl = dummyDecl(d);
  Expected e = expectedOf(a);
  report(diags, d->loc, "%s mismatch: dummy argument %d '%s' of kernel subroutine '%s' is "
         "declared %s, but %s of kernel '%s' is passed as %s (rank %d)", what, i + 1, d->name,
         sp->name, decl, entry, m->name, a->decl, e.rank);
  free(entry);
  free(decl);
  return !error;
}

/* An integer the PSy layer passes besides the data (nlayers, ndf, undf, a dofmap, ...): a
 * dummy declared with another type would receive it reinterpreted. Only the type is
 * compared: the shapes of maps and basis arrays vary between kernel families. */
static bool checkIntegerDummy(const PsyKernelMeta *m, const PsyKernelSpecific *sp, int i,
                              const PsyKernelArg *a, PsyDiagList *diags) {
  const PsyKernelDummy *d = &sp->dummies[i];
  if (strcmp(expectedOf(a).type, "integer") || !d->type[0] || !strcmp(d->type, "integer"))
    return true;
  char *decl = dummyDecl(d);
  psyDiagError(diags, d->loc, "type mismatch: dummy argument %d '%s' of kernel subroutine '%s' "
               "is declared %s, but kernel '%s' is passed %s there as %s", i + 1, d->name,
               sp->name, decl, m->name, a->name, a->decl);
  free(decl);
  return false;
}

/* Whether `sp` was read and takes as many arguments as the model passes (else the count is
 * reported elsewhere and positions mean nothing). */
static bool comparable(const PsyKernelSpecific *sp, const PsyKernelArgList *l) {
  return sp->name && sp->ndummies == l->n;
}

bool psyKernelMetaCheckDummies(const PsyKernelMeta *m, bool strict, PsyDiagList *diags) {
  PsyKernelArgList l = {0};
  psyKernelArgsCollect(m, &l);
  bool ok = true;
  for (int s = -1; s < m->nspecifics; ++s) {
    const PsyKernelSpecific *sp = s < 0 ? &m->code : &m->specifics[s];
    if (!comparable(sp, &l)) continue;
    for (int i = 0; i < l.n; ++i)
      if (psyKernelArgKindIsData(l.args[i].kind) && l.args[i].entry >= 0)
        ok &= checkDummy(m, sp, i, &l.args[i], strict, diags);
      else
        ok &= checkIntegerDummy(m, sp, i, &l.args[i], diags);
  }
  psyKernelArgsFree(&l);
  return ok;
}

int psyKernelSpecificDummyWrites(const PsyKernelMeta *m, const PsyKernelSpecific *sp,
                                 int *entries) {
  PsyKernelArgList l = {0};
  psyKernelArgsCollect(m, &l);
  int n = 0;
  for (int i = 0; comparable(sp, &l) && i < l.n; ++i) {
    const PsyKernelArg *a = &l.args[i];
    PsyIntent in = sp->dummies[i].intent;
    if (!psyKernelArgKindIsData(a->kind) || a->entry < 0 || expectedOf(a).written) continue;
    if (in != PSY_INTENT_OUT && in != PSY_INTENT_INOUT) continue;
    int k = 0;
    while (k < n && entries[k] != a->entry + 1) ++k;
    if (k == n) entries[n++] = a->entry + 1;
  }
  psyKernelArgsFree(&l);
  return n;
}

static const char *precisionName(int p) {
  return psyPrecisionTypeName((PsyPrecisionType)p);
}

bool psyKernelMetaCheckCallKinds(const PsyKernelMeta *m, const int *precisions, PsyFLoc call,
                                 PsyDiagList *diags) {
  const PsyKernelSpecific *sp = &m->code;
  PsyKernelArgList l = {0};
  psyKernelArgsCollect(m, &l);
  bool ok = true;
  for (int i = 0; comparable(sp, &l) && i < l.n; ++i) {
    const PsyKernelArg *a = &l.args[i];
    /* A column-wise operator's precision is r_solver's (the front end gives its value that
     * element), so its matrix dummy is compared like any other. */
    if (!psyKernelArgKindIsData(a->kind) || a->entry < 0) continue;
    const PsyKernelDummy *d = &sp->dummies[i];
    int want = precisions[a->entry], got = d->precision;
    if (want < 0 || got < 0 || want == got) continue;
    char *entry = entryName(m, a);
    psyDiagError(diags, d->loc, "kind mismatch: dummy argument %d '%s' of kernel subroutine "
                 "'%s' is declared %s(kind=%s) (%s), but the call of kernel '%s' at line %d "
                 "passes %s data of %s", i + 1, d->name, sp->name, d->type, d->kind,
                 precisionName(got), m->name, call.line, precisionName(want), entry);
    free(entry);
    ok = false;
  }
  psyKernelArgsFree(&l);
  return ok;
}
