/* Library-internal helpers over PsyStrBuf (declared in psy-c/Support.h): printing types and
 * attributes for messages. */
#ifndef PSY_SUPPORT_STRBUF_H
#define PSY_SUPPORT_STRBUF_H

#include <stddef.h>
#include "mlir-c/IR.h"
#include "psy-c/Support.h"

/* Writes the printed type into `out` (truncated to `size`) and returns `out`, for messages. */
const char *psyTypeToString(MlirType t, char *out, size_t size);
/* Prints a type / attribute into a fresh buffer (caller frees). */
PsyStrBuf psyPrintType(MlirType t);
PsyStrBuf psyPrintAttribute(MlirAttribute a);

#endif
