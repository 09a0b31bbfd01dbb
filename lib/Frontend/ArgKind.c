/* The kind of an invoke's actual argument, from the algorithm file's declarations, as
 * PSyclone's algorithm parser finds it (its precision picks a generic kernel's specific
 * procedure and types the argument in the psy IR).
 *
 * A variable or an array element has its declaration's kind. A structure component has its
 * own: that of its last part (`self%div` is an r_solver operator when a type the file defines
 * declares `type(r_solver_operator_type) :: div`), else that of the collection holding it,
 * the part before (`x%vector(1)` of an r_solver_field_vector_type `x` is an r_solver field);
 * never the root's type, which holds components of every kind. LFRic's data types carry
 * their kind in their name (`r_solver_field_type`; the plain `field_type` holds r_def). */
#include "Invoke.h"

#include <string.h>
#include <strings.h>

static const PsyFDecl *findDecl(const PsyFUnit *u, const char *name, int scope) {
  for (int s = scope; s >= 0; s = u->scopes[s].parent)
    for (int i = u->ndecls - 1; i >= 0; --i)
      if (u->decls[i].scope == s && !strcasecmp(u->decls[i].name, name)) return &u->decls[i];
  return NULL;
}

/* The declared base name of an argument: `f1` for f1, `self` for self%field(1), `f` for f(2). */
static const char *rootName(const PsyFExpr *e) {
  while (e && (e->kind == PSY_FX_COMPONENT || e->kind == PSY_FX_CALL)) e = e->base;
  return e && e->kind == PSY_FX_NAME ? e->text : NULL;
}

/* LFRic's data types carry their kind in the type name: `<kind>_field_type`,
 * `<kind>_operator_type`, ...; the plain `field_type` etc. hold r_def data. */
static const char *const kKindedTypes[] = {"_field_type", "_field_vector_type",
                                           "_columnwise_operator_type", "_operator_type"};

/* The LFRic kind a declared type gives its real data, as (`*kind`, `*len`); false if none:
 * `real(kind=r_solver)` -> r_solver, `type(r_solver_field_type)` -> r_solver,
 * `type(field_type)` -> r_def. */
static bool typeKind(const char *typeName, const char *declared, const char **kind, size_t *len) {
  if (declared) return (*kind = declared), (*len = strlen(declared)), true;
  size_t n = typeName ? strlen(typeName) : 0;
  for (size_t i = 0; i < sizeof kKindedTypes / sizeof kKindedTypes[0]; ++i) {
    size_t sfx = strlen(kKindedTypes[i]);
    if (n == sfx - 1 && !strcasecmp(typeName, kKindedTypes[i] + 1))
      return (*kind = "r_def"), (*len = 5), true;
    if (n > sfx && !strcasecmp(typeName + n - sfx, kKindedTypes[i]))
      return (*kind = typeName), (*len = n - sfx), true;
  }
  return false;
}

static bool declKind(const PsyFDecl *d, const char **kind, size_t *len) {
  return d && typeKind(d->typeName, d->kind, kind, len);
}

/* The kind of `name` as PSyclone's algorithm parser finds it, from the file's declarations
 * taken as one table: a component of a derived type the file defines, else a variable.
 * 1 with a kind, 0 declared without one, -1 not declared in the file. */
static int nameKind(const PsyFUnit *u, int scope, const char *name, const char **kind,
                    size_t *len) {
  for (int i = 0; i < u->ntypes; ++i)
    for (int j = 0; j < u->types[i].ncomps; ++j) {
      const PsyFComponent *k = &u->types[i].comps[j];
      if (!strcasecmp(k->name, name)) return typeKind(k->typeName, k->kind, kind, len);
    }
  const PsyFDecl *d = findDecl(u, name, scope);
  return d ? declKind(d, kind, len) : -1;
}

static const PsyFExpr *dropSubscripts(const PsyFExpr *e) {
  while (e && e->kind == PSY_FX_CALL) e = e->base;
  return e;
}

/* A component: its last part's declaration, else its collection's; else the variable's. */
bool psyInvokeArgKind(const PsyFUnit *u, int scope, const PsyFExpr *e, const char **kind,
                      size_t *len) {
  const PsyFExpr *last = dropSubscripts(e);
  if (last && last->kind == PSY_FX_COMPONENT && last->text) {
    int found = nameKind(u, scope, last->text, kind, len);
    if (found >= 0) return found;
    const PsyFExpr *parent = dropSubscripts(last->base);
    bool named = parent && (parent->kind == PSY_FX_COMPONENT || parent->kind == PSY_FX_NAME);
    return named && parent->text && nameKind(u, scope, parent->text, kind, len) > 0;
  }
  const char *root = rootName(e);
  return declKind(root ? findDecl(u, root, scope) : NULL, kind, len);
}
