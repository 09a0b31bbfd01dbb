/* Generic helpers over psy ops that need no generated class: names and plain attributes. */
#include "psy-c/Support.h"
#include "psy-c/Dialect.h"

#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

bool psyOpIsAnInvoke(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == 9 && strncmp(n.data, "func.func", 9) == 0 &&
         !mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef("psy.invoke")));
}

MlirStringRef psyOpGetStringAttr(MlirOperation op, const char *name) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, psyRef(name));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return (MlirStringRef){"", 0};
  return mlirStringAttrGetValue(a);
}

int64_t psyOpGetIntAttr(MlirOperation op, const char *name, int64_t dflt) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, psyRef(name));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a))
    return dflt;
  /* Bool attributes are i1 integers: read them unsigned so `true` is 1, not -1. */
  if (mlirIntegerTypeGetWidth(mlirAttributeGetType(a)) == 1)
    return (int64_t)mlirIntegerAttrGetValueUInt(a);
  return mlirIntegerAttrGetValueInt(a);
}
