/* The binding under several widths (docs/psyc.md, "Kinds whose width psyc cannot confirm"):
 * when psyc compiled the schedule of an invoke for each width its unconfirmed kinds may have
 * (lib/Driver/KindWidths.c: the invoke tagged psy.kind_widths, one invoke per other
 * combination tagged psy.variant_of), the binding declares the schedules' real scalars by
 * their kind names, so that every interface compiles, and calls the schedule whose widths are
 * the build's, by the kinds' storage_size (a test the compiler folds). The kind checks of
 * field data those kinds type are left out: the choice makes them hold. */
#include "BindingInternal.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

typedef PsyBindSub Sub;
#define emit psyBindEmit

/* The kinds whose widths choose the schedule, for their storage_size. */
void psyBindWriteWidthUses(Sub *s) {
  intptr_t n = mlirAttributeIsNull(s->widths) ? 0 : mlirDictionaryAttrGetNumElements(s->widths);
  for (intptr_t i = 0; i < n; ++i) {
    MlirStringRef k = mlirIdentifierStr(mlirDictionaryAttrGetElement(s->widths, i).name);
    emit(s, "    use constants_mod, only: %.*s\n", (int)k.length, k.data);
  }
}

/* Under several widths, a real scalar's kind name (heap; NULL: its C kind): every width's
 * interface then compiles, and the one whose widths are the build's is called. */
char *psyBindWidthType(const Sub *s, const PsyAbiEntry *a, bool result) {
  if (mlirAttributeIsNull(s->widths) || !(mlirTypeIsAF32(a->type) || mlirTypeIsAF64(a->type)))
    return NULL;
  return psyBindScalarType(s, a->arg, result, a->type);
}

/* Whether argument `i`'s data have a kind whose width chooses the schedule. */
bool psyBindChosenByWidth(const Sub *s, intptr_t i) {
  if (mlirAttributeIsNull(s->widths)) return false;
  char *k = psyBindArgKind(s->opts, s->func, i);
  bool chosen = k && !mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(s->widths, psyRef(k)));
  free(k);
  return chosen;
}

/* The invokes compiled for the kinds' other widths: psy.variant_of this one, in order. */
int psyBindVariantsOf(MlirOperation func, MlirOperation **out) {
  MlirStringRef name = psyOpGetStringAttr(func, "sym_name");
  int n = 0, cap = 0;
  *out = NULL;
  for (MlirOperation op = mlirOperationGetNextInBlock(func); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!mlirStringRefEqual(psyOpGetStringAttr(op, "psy.variant_of"), name)) continue;
    *out = psyGrow(*out, n, &cap, sizeof **out);
    (*out)[n++] = op;
  }
  return n;
}

/* `storage_size(1.0_r_def) == 64 .and. ...`: the build's widths are `widths`. */
static void writeCondition(Sub *s, MlirAttribute widths) {
  for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(widths); ++i) {
    MlirNamedAttribute w = mlirDictionaryAttrGetElement(widths, i);
    MlirStringRef k = mlirIdentifierStr(w.name);
    emit(s, "%sstorage_size(1.0_%.*s) == %d", i ? " .and. " : "", (int)k.length, k.data,
         8 * (int)mlirIntegerAttrGetValueInt(w.attribute));
  }
}

/* The interface of each variant (by the kind names, as the first's) and their names. */
const char **psyBindWriteVariantInterfaces(Sub *s, const char *psyModule,
                                           MlirOperation *variants, int n) {
  const char **names = psyXcalloc((size_t)n + 1, sizeof *names);
  const char *first = s->schedule;
  char *symbol = s->symbol;
  for (int v = 0; v < n; ++v) {
    char *want = psyFormat("%s_%d", first, v + 2);
    names[v] = s->schedule = psyBindUnique(&s->names, want);
    s->symbol = psyBindingSymbol(psyModule, psyOpGetStringAttr(variants[v], "sym_name"));
    psyBindWriteInterface(s);
    free(s->symbol);
    free(want);
  }
  s->schedule = first;
  s->symbol = symbol;
  return names;
}

/* The call of the schedule compiled for the build's widths, which the compiler folds. */
void psyBindWriteChosenCall(Sub *s, MlirOperation *variants, const char **names, int n) {
  const char *first = s->schedule;
  emit(s, "    if (");
  writeCondition(s, s->widths);
  emit(s, ") then\n");
  psyBindWriteCall(s);
  for (int v = 0; v < n; ++v) {
    emit(s, "    else if (");
    writeCondition(s, mlirOperationGetAttributeByName(variants[v], psyRef("psy.kind_widths")));
    emit(s, ") then\n");
    s->schedule = names[v];
    psyBindWriteCall(s);
  }
  s->schedule = first;
  emit(s, "    else\n"
          "      error stop \"psy-mlir: psyc compiled no schedule for the widths of \" // &\n"
          "          \"this build's real kinds (psyc --verbose says which it compiled)\"\n"
          "    end if\n");
}

/* An invoke compiled for other widths: the binding of the invoke it is a variant of calls it. */
bool psyBindIsVariant(MlirOperation op) {
  return !mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef("psy.variant_of")));
}

