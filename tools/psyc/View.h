/* psyc --view (View.c). */
#ifndef PSYC_VIEW_H
#define PSYC_VIEW_H

#include <stdbool.h>
#include <stdio.h>

#include "mlir-c/IR.h"

/* Prints each invoke of `module` as PSyclone's schedule view to `out`. */
void psycView(MlirOperation module, bool dm, FILE *out);

#endif
