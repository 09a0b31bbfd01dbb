/* psy-c/StrBuf.h: helpers over PsyStrBuf (declared in psy-c/Support.h; lib/Support/StrBuf.c):
 * printing types and attributes for messages. */
#ifndef PSY_C_STRBUF_H
#define PSY_C_STRBUF_H

#include <stddef.h>
#include "mlir-c/IR.h"
#include "psy-c/Export.h"
#include "psy-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the printed type into `out` (truncated to `size`) and returns `out`, for messages. */
PSY_CAPI_EXPORTED const char *psyTypeToString(MlirType t, char *out, size_t size);
/* Prints a type / attribute into a fresh buffer (caller frees). */
PSY_CAPI_EXPORTED PsyStrBuf psyPrintType(MlirType t);
PSY_CAPI_EXPORTED PsyStrBuf psyPrintAttribute(MlirAttribute a);

#ifdef __cplusplus
}
#endif
#endif
