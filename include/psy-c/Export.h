/* psy-c/Export.h: the export macro of psy's C API.
 *
 * libPsyIR is built with -fvisibility=hidden: only declarations marked PSY_CAPI_EXPORTED are
 * visible to tools, plugins and other libraries; everything else stays internal. */
#ifndef PSY_C_EXPORT_H
#define PSY_C_EXPORT_H

#define PSY_CAPI_EXPORTED __attribute__((visibility("default")))

#endif
