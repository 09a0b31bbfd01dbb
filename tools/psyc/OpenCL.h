/* psyc's --opencl-kernel (OpenCL.c). */
#ifndef PSYC_OPENCL_H
#define PSYC_OPENCL_H

#include "psy-c/Fortran.h"

/* Translates every GOcean kernel of `input` to OpenCL C, written to `output` (NULL or "-":
 * standard output); 0 on success, 1 after printing the errors. */
int psycWriteOpenCL(const char *input, const char *output, const PsyFortranOptions *fopts);

#endif
