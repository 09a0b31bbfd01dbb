/* The GOcean 1.0 part of the front end, private to lib/Frontend: what psyFrontendRun does with
 * a file when its options ask for the GOcean API (docs/gocean.md). */
#ifndef PSY_FRONTEND_GOCEAN_H
#define PSY_FRONTEND_GOCEAN_H

#include "psy-c/Frontend.h"
#include "psy-c/GOcean.h"

/* Reads and validates every kernel type of `u` (its module is `module`) and writes what
 * `emit` asks for: kernel stubs (PSY_EMIT_STUB), psy.go_kernel_meta ops (PSY_EMIT_IR) or
 * nothing (PSY_EMIT_CHECK). An algorithm file (one with invokes) is refused: the GOcean
 * schedule does not exist yet. Nothing is written unless the whole file is valid. */
bool psyGoKernelFileRun(const PsyFUnit *u, const char *module, PsyEmitKind emit, FILE *out,
                        PsyDiagList *diags);

#endif
