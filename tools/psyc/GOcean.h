/* psyc -api gocean on algorithm files (GOcean.c) and its --view (GoView.c). */
#ifndef PSYC_GOCEAN_H
#define PSYC_GOCEAN_H

#include <stdbool.h>
#include <stdio.h>

#include "mlir-c/IR.h"
#include "psy-c/Binding.h"
#include "psy-c/Config.h"
#include "psy-c/Fortran.h"
#include "psy-c/Frontend.h"

/* What psyc asks of one GOcean algorithm file; the strings are borrowed. */
typedef struct {
  const char *const *dirs; /* -d kernel directories */
  int ndirs;
  const PsyFortranOptions *fopts;
  const PsyConfig *cfg;    /* the configuration read (its grid-properties), or NULL */
  const PsyGoGridTable *grid; /* set by psycGOceanCompile */
  bool dm, view;
  const char *opsy, *oalg; /* this file's outputs, or NULL */
  const PsyBindingOptions *bind; /* -opsy X.f90: flang's options, --verbose, ... */
  bool opencl;             /* --target=opencl: -opsy X.f90 is the OpenCL PSy layer (GOceanOcl.c) */
} PsycGoRequest;

/* Compiles `input`; stdout text (--view, IR) goes to `out`. 0 on success, 1 after reporting. */
int psycGOceanCompile(const PsycGoRequest *r, MlirContext ctx, PsyFrontendCache *cache,
                      const char *input, FILE *out);

/* --target's value: 0 if valid (NULL: the default), else 1 after saying why (GOceanOcl.c). */
int psycGoTargetCheck(const char *target, bool gocean);
/* -opsy X.f90 under --target=opencl: the OpenCL PSy layer of `module` and X_kernels.cl, both
 * or neither; 0, or 1 after reporting. */
int psycGoOclWrite(const PsycGoRequest *r, const PsyFUnit *alg, MlirOperation module,
                   PsyFrontendCache *cache, MlirContext ctx);

/* Prints each func.func {psy.go_invoke} of `module` as PSyclone's GOcean schedule view, with
 * the loop bounds of the grid table `grid`. */
void psycGoView(MlirOperation module, bool dm, const PsyGoGridTable *grid, FILE *out);

#endif
