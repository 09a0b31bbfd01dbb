/* The binding's kinds by their LFRic names. The schedule was compiled for one width per kind
 * (psyc's kinds: constants_mod, else precision_map); the binding declares the invoke's
 * scalars and the wrappers' kernel data with the kind names the algorithm declared them
 * with (`real(kind=r_solver)`, `integer(kind=i_def)`), so that the user's compiler, which
 * sees the real constants_mod, refuses a scalar of another width instead of passing it. A
 * field's or operator's kind is its type's (`r_solver_field_type` holds r_solver data,
 * `field_type` r_def), as in LFRic. */
#include "BindingInternal.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dialect.h"

/* `x<suffix>` -> "x", `suffix` less its leading '_' -> `plain` (heap); NULL otherwise. */
static char *prefixKind(const char *type, const char *suffix, const char *plain) {
  size_t n = strlen(type), k = strlen(suffix);
  if (!strcasecmp(type, suffix + 1)) return psyXstrdup(plain);
  return n > k && !strcasecmp(type + n - k, suffix) ? psyFormat("%.*s", (int)(n - k), type) : NULL;
}

static const char *declared(const PsyBindingOptions *o, MlirOperation func, MlirStringRef text,
                            bool kind) {
  MlirLocation at = mlirOperationGetLocation(func);
  const char *(*fn)(const void *, MlirLocation, MlirStringRef) =
      kind ? o->declaredKind : o->declaredType;
  return fn && text.length ? fn(o->declCtx, at, text) : NULL;
}

/* A field's or operator's data kind: its declared type's, else LFRic's default type's for its
 * element type. */
static char *containerKind(const PsyBindingOptions *o, MlirOperation func, MlirStringRef text,
                           MlirType t) {
  const char *d = declared(o, func, text, false);
  bool field = psyAbiIsFieldType(t);
  char *k = d ? prefixKind(d, field ? "_field_type" : "_operator_type", "r_def") : NULL;
  if (k && !strcasecmp(k, "integer")) free(k), k = psyXstrdup("i_def");
  if (k) return k;
  MlirType elt = psyTypeGetElementType(t);
  return psyXstrdup(mlirTypeIsAF32(elt) ? "r_solver" : mlirTypeIsAInteger(elt) ? "i_def" : "r_def");
}

char *psyBindArgKind(const PsyBindingOptions *o, MlirOperation func, intptr_t i) {
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  MlirType t = mlirValueGetType(mlirBlockGetArgument(entry, i));
  MlirStringRef text = psyBindAlgText(func, i, false);
  if (psyTypeIsAColumnwiseOperator(t)) return psyXstrdup("r_solver");
  if (psyAbiIsFieldType(t) || psyTypeIsAnOperator(t)) return containerKind(o, func, text, t);
  if (psyTypeIsAQr(t)) return NULL;
  const char *k = declared(o, func, text, true);
  return k ? psyLowerDup(k) : NULL;
}

/* The kind of scalar `t` that argument (or result) `text` was declared with, if it is one
 * the binding can name; NULL keeps iso_c_binding's. */
static char *scalarKind(const PsyBindSub *s, MlirStringRef text, MlirType t) {
  bool real = mlirTypeIsAF32(t) || mlirTypeIsAF64(t);
  bool integer = mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 32;
  const char *k = real || integer ? declared(s->opts, s->func, text, true) : NULL;
  return k ? psyLowerDup(k) : NULL;
}

static MlirStringRef textOf(const PsyBindSub *s, intptr_t i, bool result) {
  return psyBindAlgText(s->func, i, result);
}

char *psyBindScalarType(const PsyBindSub *s, intptr_t i, bool result, MlirType t) {
  char *k = scalarKind(s, textOf(s, i, result), t);
  if (!k) return NULL;
  char *type = psyFormat("%s(kind=%s)", mlirTypeIsAInteger(t) ? "integer" : "real", k);
  free(k);
  return type;
}

/* Calls `each` with every scalar kind the subroutine declares, once each. */
static void forEachScalarKind(PsyBindSub *s, void (*each)(PsyBindSub *, const char *)) {
  char **seen = NULL;
  int n = 0, cap = 0;
  intptr_t total = s->nargs + s->nres;
  for (intptr_t j = 0; j < total; ++j) {
    bool result = j >= s->nargs;
    intptr_t i = result ? j - s->nargs : j;
    MlirType t = result ? s->abi.entries[s->abi.n - s->nres + i].type : psyBindArgType(s, i);
    if (mlirTypeIsAMemRef(t)) t = mlirShapedTypeGetElementType(t);
    char *k = scalarKind(s, textOf(s, i, result), t);
    bool dup = !k || !strcmp(k, "i_def");
    for (int m = 0; m < n && !dup; ++m) dup = !strcmp(seen[m], k);
    if (dup) {
      free(k);
      continue;
    }
    each(s, k);
    seen = psyGrow(seen, n, &cap, sizeof *seen);
    seen[n++] = k;
  }
  for (int m = 0; m < n; ++m) free(seen[m]);
  free(seen);
}

static void reserve(PsyBindSub *s, const char *k) { psyBindUnique(&s->names, k); }

static void use(PsyBindSub *s, const char *k) {
  psyBindEmit(s, "    use constants_mod, only: %s\n", k);
}

void psyBindReserveKinds(PsyBindSub *s) { forEachScalarKind(s, reserve); }

void psyBindWriteKindUses(PsyBindSub *s) { forEachScalarKind(s, use); }
