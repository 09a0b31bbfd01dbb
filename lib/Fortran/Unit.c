/* The parse-tree data of one Fortran file (filled by the flang walker) and its queries.
 * Arrays grow by doubling; the unit owns everything reachable from it. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "psy-c/FortranTree.h"
#include "psy-c/Support.h"

#include <strings.h>
#include <stdlib.h>
#include <string.h>

static void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) abort(); /* out of memory: nothing sensible to recover */
  return q;
}

static char *dupOrNull(const char *s) { return s ? strdup(s) : NULL; }

/* Grows `*items` (of `size`-byte entries) so one more fits. */
static void *grow(void *items, int count, int *cap, size_t size) {
  if (count < *cap) return items;
  *cap = *cap ? 2 * *cap : 8;
  return xrealloc(items, (size_t)*cap * size);
}

PsyFUnit *psyFUnitCreate(const char *file) {
  PsyFUnit *u = calloc(1, sizeof *u);
  if (!u) abort();
  u->file = strdup(file);
  psyFUnitAddScope(u, "", -1, false);
  return u;
}

const char *psyFUnitFile(PsyFUnit *u) { return u->file; }

static const char *skipDotSlash(const char *p) {
  while (!strncmp(p, "./", 2)) p += 2;
  return p;
}

/* flang's prescanner names a file given as `alg.f90` `./alg.f90`: the same file. */
const char *psyFUnitInternFile(PsyFUnit *u, const char *path) {
  if (!strcmp(skipDotSlash(path), skipDotSlash(u->file))) return u->file;
  for (int i = 0; i < u->nfiles; ++i)
    if (!strcmp(path, u->files[i])) return u->files[i];
  char **grown = realloc(u->files, (size_t)(u->nfiles + 1) * sizeof *grown);
  if (!grown) abort();
  u->files = grown;
  return u->files[u->nfiles++] = dupOrNull(path);
}

PsyFExpr *psyFExprCreate(PsyFExprKind kind, PsyFLoc loc, const char *text, const char *source) {
  PsyFExpr *e = calloc(1, sizeof *e);
  if (!e) abort();
  e->kind = kind;
  e->loc = loc;
  e->text = dupOrNull(text);
  e->source = dupOrNull(source);
  return e;
}

void psyFExprAddArg(PsyFExpr *e, PsyFExpr *arg) {
  e->args = xrealloc(e->args, (size_t)(e->nargs + 1) * sizeof *e->args);
  e->args[e->nargs++] = arg;
}

void psyFExprSetKeyword(PsyFExpr *e, const char *keyword) {
  free(e->keyword);
  e->keyword = dupOrNull(keyword);
}

bool psyFExprIsName(const PsyFExpr *e) { return e && e->kind == PSY_FX_NAME; }

bool psyFExprIsCallTo(const PsyFExpr *e, const char *callee) {
  return e && e->kind == PSY_FX_CALL && psyFExprIsName(e->base) &&
         !strcasecmp(e->base->text, callee);
}

bool psyFTypeIsKernel(const PsyFType *t) {
  return t->extends && !strcasecmp(t->extends, "kernel_type");
}

void psyFExprDestroy(PsyFExpr *e) {
  if (!e) return;
  for (int i = 0; i < e->nargs; ++i) psyFExprDestroy(e->args[i]);
  psyFExprDestroy(e->base);
  free(e->args);
  free(e->text);
  free(e->source);
  free(e->keyword);
  free(e);
}

int psyFUnitAddScope(PsyFUnit *u, const char *name, int parent, bool isModule) {
  u->scopes = grow(u->scopes, u->nscopes, &u->capScopes, sizeof *u->scopes);
  u->scopes[u->nscopes] = (PsyFScope){.name = strdup(name), .parent = parent,
                                      .isModule = isModule};
  return u->nscopes++;
}

PsyFType *psyFUnitAddType(PsyFUnit *u, const char *name, const char *extends, PsyFLoc loc) {
  u->types = grow(u->types, u->ntypes, &u->capTypes, sizeof *u->types);
  PsyFType *t = &u->types[u->ntypes++];
  memset(t, 0, sizeof *t);
  t->name = strdup(name);
  t->extends = dupOrNull(extends);
  t->loc = loc;
  t->unit = u;
  return t;
}

/* A heap, lower-case copy: Fortran names are case-insensitive. */
static char *lowerDup(const char *s) {
  char *d = strdup(s);
  if (!d) abort();
  for (char *p = d; *p; ++p)
    if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');
  return d;
}

void psyFScopeAddDummy(PsyFUnit *u, int scope, const char *name) {
  PsyFScope *s = &u->scopes[scope];
  s->dummies = xrealloc(s->dummies, (size_t)(s->ndummies + 1) * sizeof *s->dummies);
  s->dummies[s->ndummies++] = lowerDup(name);
}

void psyFScopeSetLoc(PsyFUnit *u, int scope, PsyFLoc loc) { u->scopes[scope].loc = loc; }

int psyFUnitAddInterface(PsyFUnit *u, const char *name, PsyFLoc loc, int scope) {
  u->interfaces = grow(u->interfaces, u->ninterfaces, &u->capInterfaces, sizeof *u->interfaces);
  u->interfaces[u->ninterfaces] = (PsyFInterface){lowerDup(name), loc, scope, 0, NULL, NULL};
  return u->ninterfaces++;
}

void psyFInterfaceAddProcedure(PsyFUnit *u, int iface, const char *name, PsyFLoc loc) {
  PsyFInterface *f = &u->interfaces[iface];
  f->procs = xrealloc(f->procs, (size_t)(f->nprocs + 1) * sizeof *f->procs);
  f->procLocs = xrealloc(f->procLocs, (size_t)(f->nprocs + 1) * sizeof *f->procLocs);
  f->procLocs[f->nprocs] = loc;
  f->procs[f->nprocs++] = lowerDup(name);
}

static void destroyInterface(PsyFInterface *f) {
  for (int i = 0; i < f->nprocs; ++i) free(f->procs[i]);
  free(f->procs);
  free(f->procLocs);
  free(f->name);
}

PsyFComponent *psyFTypeAddComponent(PsyFType *t, const char *name, const char *typeName,
                                    const char *kind, PsyFLoc loc, int declaredSize,
                                    PsyFExpr *init) {
  t->comps = xrealloc(t->comps, (size_t)(t->ncomps + 1) * sizeof *t->comps);
  PsyFComponent *c = &t->comps[t->ncomps++];
  *c = (PsyFComponent){strdup(name), dupOrNull(typeName), loc, declaredSize, init,
                       kind && kind[0] ? strdup(kind) : NULL};
  return c;
}

PsyFBinding *psyFTypeAddBinding(PsyFType *t, const char *binding, const char *procedure,
                                bool nopass, PsyFLoc loc) {
  t->bindings = xrealloc(t->bindings, (size_t)(t->nbindings + 1) * sizeof *t->bindings);
  PsyFBinding *b = &t->bindings[t->nbindings++];
  *b = (PsyFBinding){strdup(binding), strdup(procedure ? procedure : binding), nopass, loc};
  return b;
}

/* The declaration of `name` in `scope`, or NULL. A scope's declarations follow those of the
 * scopes around it (opened earlier, so numbered lower), with those of interface bodies
 * (numbered higher) among them: the search stops at the first of an enclosing scope. */
static PsyFDecl *findInScope(PsyFUnit *u, const char *name, int scope) {
  for (int i = u->ndecls - 1; i >= 0 && u->decls[i].scope >= scope; --i)
    if (u->decls[i].scope == scope && !strcasecmp(u->decls[i].name, name))
      return &u->decls[i];
  return NULL;
}

/* The declaration an attribute statement made ahead of the type declaration of `name`, or
 * NULL. Searched only while some wait for their type: most files have none. */
static PsyFDecl *waitingDecl(PsyFUnit *u, const char *name, int scope) {
  PsyFDecl *d = u->nuntyped > 0 ? findInScope(u, name, scope) : NULL;
  return d && !d->typeName ? d : NULL;
}

PsyFDecl *psyFUnitAddDecl(PsyFUnit *u, const char *name, const char *typeName,
                          const char *kind, int scope, bool isArray) {
  PsyFDecl *d = typeName ? waitingDecl(u, name, scope) : NULL;
  if (d) {
    d->typeName = strdup(typeName);
    d->kind = dupOrNull(kind);
    d->isArray |= isArray;
    --u->nuntyped;
    return d;
  }
  u->decls = grow(u->decls, u->ndecls, &u->capDecls, sizeof *u->decls);
  d = &u->decls[u->ndecls++];
  *d = (PsyFDecl){.name = strdup(name), .typeName = dupOrNull(typeName),
                  .kind = dupOrNull(kind), .scope = scope, .isArray = isArray,
                  .rank = isArray, .intent = PSY_INTENT_NONE};
  u->nuntyped += !typeName;
  return d;
}

PsyFDecl *psyFUnitDeclForAttrs(PsyFUnit *u, const char *name, int scope) {
  PsyFDecl *d = findInScope(u, name, scope);
  return d ? d : psyFUnitAddDecl(u, name, NULL, NULL, scope, false);
}

void psyFUnitAddParam(PsyFUnit *u, const char *name, PsyFLoc loc, PsyFExpr *value,
                      int scope) {
  u->params = grow(u->params, u->nparams, &u->capParams, sizeof *u->params);
  u->params[u->nparams++] = (PsyFParam){strdup(name), loc, scope, value};
}

PsyFInvoke *psyFUnitAddInvoke(PsyFUnit *u, PsyFLoc loc, PsyFLoc end, int scope) {
  u->invokes = grow(u->invokes, u->ninvokes, &u->capInvokes, sizeof *u->invokes);
  PsyFInvoke *inv = &u->invokes[u->ninvokes++];
  *inv = (PsyFInvoke){loc, end, scope, 0, NULL};
  return inv;
}

void psyFInvokeAddArg(PsyFInvoke *inv, PsyFExpr *arg) {
  inv->args = xrealloc(inv->args, (size_t)(inv->nargs + 1) * sizeof *inv->args);
  inv->args[inv->nargs++] = arg;
}

void psyFUnitAddUse(PsyFUnit *u, const char *module, PsyFLoc loc, int scope) {
  u->uses = grow(u->uses, u->nuses, &u->capUses, sizeof *u->uses);
  u->uses[u->nuses++] = (PsyFUse){.name = strdup(module), .loc = loc, .scope = scope};
}

void psyFUnitAddUseRename(PsyFUnit *u, const char *local, const char *remote) {
  if (!u->nuses) return;
  PsyFUse *use = &u->uses[u->nuses - 1];
  use->renames = xrealloc(use->renames, (size_t)(use->nrenames + 1) * sizeof *use->renames);
  use->renames[use->nrenames++] = (PsyFRename){strdup(local), strdup(remote)};
}

void psyFUnitAddReference(PsyFUnit *u, const char *name) {
  u->refs = grow(u->refs, u->nrefs, &u->capRefs, sizeof *u->refs);
  u->refs[u->nrefs++] = strdup(name);
}

void psyFUnitSetUseSpan(PsyFUnit *u, PsyFLoc stmt, PsyFLoc stmtEnd, bool only) {
  if (!u->nuses) return;
  PsyFUse *use = &u->uses[u->nuses - 1];
  use->stmt = stmt;
  use->stmtEnd = stmtEnd;
  use->only = only;
}

void psyFUnitAddUseItem(PsyFUnit *u, const char *local, const char *text, PsyFLoc loc,
                        PsyFLoc end) {
  if (!u->nuses) return;
  PsyFUse *use = &u->uses[u->nuses - 1];
  use->items = xrealloc(use->items, (size_t)(use->nitems + 1) * sizeof *use->items);
  use->items[use->nitems++] = (PsyFUseItem){dupOrNull(local), strdup(text), loc, end};
}

static void destroyType(PsyFType *t) {
  for (int i = 0; i < t->ncomps; ++i) {
    free(t->comps[i].name);
    free(t->comps[i].typeName);
    free(t->comps[i].kind);
    psyFExprDestroy(t->comps[i].init);
  }
  for (int i = 0; i < t->nbindings; ++i) {
    free(t->bindings[i].binding);
    free(t->bindings[i].procedure);
  }
  free(t->comps);
  free(t->bindings);
  free(t->name);
  free(t->extends);
}

void psyFUnitDestroy(PsyFUnit *u) {
  if (!u) return;
  for (int i = 0; i < u->ntypes; ++i) destroyType(&u->types[i]);
  for (int i = 0; i < u->ndecls; ++i) {
    free(u->decls[i].name);
    free(u->decls[i].typeName);
    free(u->decls[i].kind);
    psyFExprDestroy(u->decls[i].init);
  }
  for (int i = 0; i < u->ninvokes; ++i) {
    for (int j = 0; j < u->invokes[i].nargs; ++j) psyFExprDestroy(u->invokes[i].args[j]);
    free(u->invokes[i].args);
  }
  for (int i = 0; i < u->nuses; ++i) {
    for (int j = 0; j < u->uses[i].nrenames; ++j)
      free(u->uses[i].renames[j].local), free(u->uses[i].renames[j].remote);
    for (int j = 0; j < u->uses[i].nitems; ++j)
      free(u->uses[i].items[j].local), free(u->uses[i].items[j].text);
    free(u->uses[i].items);
    free(u->uses[i].renames);
    free(u->uses[i].name);
  }
  for (int i = 0; i < u->nscopes; ++i) {
    for (int j = 0; j < u->scopes[i].ndummies; ++j) free(u->scopes[i].dummies[j]);
    free(u->scopes[i].dummies);
    free(u->scopes[i].name);
    psyFBlockClear(&u->scopes[i].body);
  }
  for (int i = 0; i < u->nparams; ++i) {
    free(u->params[i].name);
    psyFExprDestroy(u->params[i].value);
  }
  free(u->params);
  for (int i = 0; i < u->ninterfaces; ++i) destroyInterface(&u->interfaces[i]);
  for (int i = 0; i < u->nrefs; ++i) free(u->refs[i]);
  free(u->refs);
  for (int i = 0; i < u->nfiles; ++i) free(u->files[i]);
  free(u->files);
  free(u->interfaces);
  free(u->types);
  free(u->decls);
  free(u->invokes);
  free(u->uses);
  free(u->scopes);
  free(u->file);
  free(u);
}

/* ---- Declarations of invoke arguments ----------------------------------------------------- */

/* The scope of the invoke call at `loc` in `u`; 0 (the file) if it is not found. */
static int invokeScope(const PsyFUnit *u, MlirLocation loc) {
  MlirStringRef file;
  unsigned line, col;
  if (!psyLocationGetFilePos(loc, &file, &line, &col)) return 0;
  for (int i = 0; i < u->ninvokes; ++i)
    if (u->invokes[i].loc.line == (int)line && u->invokes[i].loc.col == (int)col)
      return u->invokes[i].scope;
  return 0;
}

/* The declaration the invoke argument `text` names, searched outwards from the invoke's
 * scope; NULL if none. */
static const PsyFDecl *declaredAs(const PsyFUnit *u, MlirLocation invoke, MlirStringRef text) {
  if (memchr(text.data, '%', text.length)) return NULL;
  size_t n = 0;
  while (n < text.length && text.data[n] != '(' && text.data[n] != ' ') ++n;
  for (int s = invokeScope(u, invoke); s >= 0; s = s ? u->scopes[s].parent : -1)
    for (int i = u->ndecls - 1; i >= 0; --i)
      if (u->decls[i].scope == s && strlen(u->decls[i].name) == n &&
          !strncasecmp(u->decls[i].name, text.data, n))
        return &u->decls[i];
  return NULL;
}

const char *psyFUnitDeclaredType(const void *unit, MlirLocation invoke, MlirStringRef text) {
  const PsyFDecl *d = declaredAs(unit, invoke, text);
  return d ? d->typeName : NULL;
}

const char *psyFUnitDeclaredKind(const void *unit, MlirLocation invoke, MlirStringRef text) {
  const PsyFDecl *d = declaredAs(unit, invoke, text);
  return d ? d->kind : NULL;
}
