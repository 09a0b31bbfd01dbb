/* Generic (mixed-precision) kernels: a kernel type without a `procedure, nopass :: code`
 * binding whose module declares `interface name_code` with `module procedure name_code_r_single,
 * name_code_r_double`. The metadata then records each specific procedure with its dummy
 * arguments' types and kinds, and each call of the kernel gets the specific whose dummies
 * holding the data of the meta_args entries have the precision of the actual arguments --
 * PSyclone's rule (LFRicKern: the kernel module's one interface, its routines tried in order,
 * the first whose arguments match the invoke wins; "Failed to find a kernel implementation
 * with an interface that matches the invoke of ..." otherwise). */
#include "psy-c/Frontend.h"
#include "psy-c/Support.h"
#include "psy-c/Alloc.h"
#include "Generic.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- reading ---------------------------------------------------------------------------- */

/* The module scope enclosing `scope` (0, the file, if none): a file may hold several
 * modules, each with its own kernels and interfaces. */
static int moduleOf(const PsyFUnit *u, int scope) {
  while (scope > 0 && !u->scopes[scope].isModule) scope = u->scopes[scope].parent;
  return scope > 0 ? scope : 0;
}

/* The generic interfaces of module scope `mod` that name module procedures. */
static int genericCount(const PsyFUnit *u, int mod) {
  int n = 0;
  for (int i = 0; i < u->ninterfaces; ++i)
    n += u->interfaces[i].nprocs > 0 && moduleOf(u, u->interfaces[i].scope) == mod;
  return n;
}

/* The interface a kernel type without a binding uses: the module's only generic interface
 * (PSyclone allows one per kernel module), or, where a module has several, the one named
 * after the type (`foo_type` -> `foo_code`). NULL if there is no such interface. */
static const PsyFInterface *interfaceOf(const PsyFType *t) {
  const PsyFUnit *u = t->unit;
  if (!u) return NULL;
  const PsyFInterface *only = NULL;
  int mod = moduleOf(u, t->scope);
  size_t len = strlen(t->name);
  size_t base = len > 5 && !strcasecmp(t->name + len - 5, "_type") ? len - 5 : len;
  for (int i = 0; i < u->ninterfaces; ++i) {
    const PsyFInterface *f = &u->interfaces[i];
    if (!f->nprocs || moduleOf(u, f->scope) != mod) continue;
    only = f;
    if (strlen(f->name) == base + 5 && !strncasecmp(f->name, t->name, base) &&
        !strcmp(f->name + base, "_code"))
      return f;
  }
  return genericCount(u, mod) == 1 ? only : NULL;
}

/* The module procedure `name` of module scope `mod`. */
static int findSubroutine(const PsyFUnit *u, int mod, const char *name) {
  for (int i = 1; i < u->nscopes; ++i)
    if (!u->scopes[i].isModule && u->scopes[i].parent == mod &&
        !strcasecmp(u->scopes[i].name, name))
      return i;
  return -1;
}

static const PsyFDecl *findDecl(const PsyFUnit *u, int scope, const char *name) {
  for (int i = 0; i < u->ndecls; ++i)
    if (u->decls[i].scope == scope && !strcasecmp(u->decls[i].name, name)) return &u->decls[i];
  return NULL;
}

/* Reads the dummies of the subroutine that opened `scope` (its name and location too). */
static void readSpecific(const PsyFUnit *u, int scope, PsyKernelSpecific *sp) {
  const PsyFScope *s = &u->scopes[scope];
  sp->name = psyLowerDup(s->name);
  sp->loc = s->loc;
  sp->ndummies = s->ndummies;
  sp->dummies = psyXcalloc((size_t)(s->ndummies ? s->ndummies : 1), sizeof *sp->dummies);
  for (int i = 0; i < s->ndummies; ++i) {
    const PsyFDecl *d = findDecl(u, scope, s->dummies[i]);
    PsyKernelDummy *k = &sp->dummies[i];
    k->name = psyLowerDup(s->dummies[i]);
    k->type = psyLowerDup(d && d->typeName ? d->typeName : "");
    k->kind = psyLowerDup(d && d->kind ? d->kind : "");
    k->precision = -1;
    k->rank = d ? d->rank : -1;
    k->intent = d ? d->intent : PSY_INTENT_NONE;
    k->loc = d && d->loc.file ? d->loc : s->loc;
  }
}

void psyKernelMetaReadCode(const PsyFType *t, PsyKernelMeta *m) {
  if (!t->unit) return;
  int scope = findSubroutine(t->unit, moduleOf(t->unit, t->scope), m->procedure);
  if (scope >= 0) readSpecific(t->unit, scope, &m->code);
}

bool psyKernelMetaReadGeneric(const PsyFType *t, PsyKernelMeta *m, PsyDiagList *diags) {
  const PsyFInterface *f = interfaceOf(t);
  if (!f) {
    int n = t->unit ? genericCount(t->unit, moduleOf(t->unit, t->scope)) : 0;
    psyDiagError(diags, t->loc,
                 n ? "kernel type '%s' has no procedure binding and its module has %d generic "
                     "interfaces, none named after the type; bind one with `procedure, nopass "
                     ":: code => name`"
                   : "kernel type '%s' has no procedure binding (procedure, nopass :: "
                     "name_code) and its module has no generic interface (interface name_code; "
                     "module procedure ...)",
                 t->name, n);
    return false;
  }
  free(m->procedure);
  m->procedure = psyLowerDup(f->name);
  m->specifics = psyXcalloc((size_t)f->nprocs, sizeof *m->specifics);
  bool ok = true;
  for (int i = 0; i < f->nprocs; ++i) {
    int scope = findSubroutine(t->unit, moduleOf(t->unit, f->scope), f->procs[i]);
    if (scope < 0) {
      psyDiagError(diags, f->procLocs[i], "specific procedure '%s' of generic interface '%s' "
                   "(kernel type '%s') is not a subroutine of its module", f->procs[i],
                   f->name, t->name);
      ok = false;
      continue;
    }
    readSpecific(t->unit, scope, &m->specifics[m->nspecifics++]);
  }
  return ok;
}

/* ---- choosing a specific ------------------------------------------------------------------ */

static void resolveSpecific(PsyKernelSpecific *sp, const PsyPrecisionConfig *cfg) {
  for (int j = 0; j < sp->ndummies; ++j) {
    PsyKernelDummy *d = &sp->dummies[j];
    PsyPrecisionType t;
    d->precision =
        d->kind[0] && psyPrecisionConfigLookup(cfg, d->kind, strlen(d->kind), &t) ? (int)t : -1;
  }
}

void psyKernelMetaResolvePrecision(PsyKernelMeta *m, const PsyPrecisionConfig *cfg) {
  for (int i = 0; i < m->nspecifics; ++i) resolveSpecific(&m->specifics[i], cfg);
  resolveSpecific(&m->code, cfg);
}

static const char *precisionName(int p) {
  return p < 0 ? "unknown" : psyPrecisionTypeName((PsyPrecisionType)p);
}

/* Why specific `sp` does not fit the call, appended to `why`; true if it fits. */
static bool fits(const PsyKernelSpecific *sp, const int *entries, int nargs, const int *prec,
                 PsyStrBuf *why) {
  if (sp->ndummies != nargs) {
    psyStrBufPrintf(why, "\n  '%s' has %d arguments, the metadata implies %d", sp->name,
                    sp->ndummies, nargs);
    return false;
  }
  for (int i = 0; i < nargs; ++i) {
    int e = entries[i], want = e >= 0 ? prec[e] : -1, got = sp->dummies[i].precision;
    if (want < 0 || got < 0 || want == got) continue;
    psyStrBufPrintf(why, "\n  '%s': argument %d '%s' is %s(kind=%s) (%s) but the actual "
                    "argument of meta_args entry %d is %s", sp->name, i + 1,
                    sp->dummies[i].name, sp->dummies[i].type, sp->dummies[i].kind,
                    precisionName(got), e + 1, precisionName(want));
    return false;
  }
  return true;
}

int psyKernelMetaSelectSpecific(const PsyKernelMeta *m, const int *precisions, char **why) {
  int *entries;
  int nargs = psyKernelArgEntries(m, &entries);
  PsyStrBuf reasons = {0};
  int chosen = -1;
  for (int i = 0; i < m->nspecifics && chosen < 0; ++i)
    if (fits(&m->specifics[i], entries, nargs, precisions, &reasons)) chosen = i;
  free(entries);
  if (chosen >= 0) {
    psyStrBufFree(&reasons);
    return chosen;
  }
  *why = psyXstrdup(reasons.data);
  psyStrBufFree(&reasons);
  return -1;
}
