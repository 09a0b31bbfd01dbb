/* Names the invoke ABI and the binding share: an invoke argument's Fortran name (the
 * extras are named after it: "ndf_any_space_1_f", "basis_w0_qr") and a kernel's link name. */
#include "psy-c/Support.h"
#include "Abi.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"

/* `text` as a Fortran name: letters, digits and single underscores ("state%theta" ->
 * "state_theta", "f(1)" -> "f_1"); a leading letter is guaranteed. */
char *psyFortranName(MlirStringRef text) {
  char *out = psyXcalloc(text.length + 3, 1);
  size_t n = 0;
  for (size_t i = 0; i < text.length; ++i) {
    char c = text.data[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (ok) out[n++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    else if (n && out[n - 1] != '_') out[n++] = '_';
  }
  while (n && out[n - 1] == '_') --n;
  out[n] = 0;
  if (!n || !(out[0] >= 'a' && out[0] <= 'z')) {
    char *p = psyFormat("a_%s", out);
    free(out);
    return p;
  }
  return out;
}

static bool inArray(MlirAttribute arr, MlirStringRef s) {
  for (intptr_t i = 0; !mlirAttributeIsNull(arr) && i < mlirArrayAttrGetNumElements(arr); ++i) {
    MlirAttribute e = mlirArrayAttrGetElement(arr, i);
    if (mlirAttributeIsAString(e) && mlirStringRefEqual(mlirStringAttrGetValue(e), s)) return true;
  }
  return false;
}

static bool inAttr(MlirOperation invoke, const char *attr, MlirStringRef s) {
  return inArray(mlirOperationGetAttributeByName(invoke, psyRef(attr)), s);
}

bool psyInvokeAlgIsResult(MlirOperation invoke, MlirStringRef text) {
  return inAttr(invoke, "psy.alg_results", text);
}

bool psyInvokeAlgIsArg(MlirOperation invoke, MlirStringRef text) {
  return !psyInvokeAlgIsResult(invoke, text) || inAttr(invoke, "psy.alg_inouts", text);
}

char *psyInvokeArgName(MlirOperation invoke, intptr_t i) {
  MlirAttribute args = mlirOperationGetAttributeByName(invoke, psyRef("psy.alg_args"));
  if (mlirAttributeIsNull(args) || !mlirAttributeIsAArray(args))
    return psyFormat("arg%ld", (long)i);
  intptr_t at = 0;
  for (intptr_t k = 0; k < mlirArrayAttrGetNumElements(args); ++k) {
    MlirAttribute e = mlirArrayAttrGetElement(args, k);
    if (!mlirAttributeIsAString(e) || !psyInvokeAlgIsArg(invoke, mlirStringAttrGetValue(e)))
      continue;
    if (at++ == i) return psyFortranName(mlirStringAttrGetValue(e));
  }
  return psyFormat("arg%ld", (long)i);
}

static char *lowerRef(MlirStringRef s) {
  char *out = psyFormat("%.*s", (int)s.length, s.data);
  for (char *c = out; *c; ++c)
    if (*c >= 'A' && *c <= 'Z') *c = (char)(*c - 'A' + 'a');
  return out;
}

char *psyKernelLinkName(MlirOperation meta) {
  char *m = lowerRef(psyOpGetStringAttr(meta, "module"));
  char *p = lowerRef(psyOpGetStringAttr(meta, "procedure"));
  char *name = m[0] ? psyFormat("_QM%sP%s", m, p) : psyFormat("_QP%s", p);
  free(m);
  free(p);
  return name;
}
