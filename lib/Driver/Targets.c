/* The target table: what -opsy X.f90 becomes. A target is a row: its --target name, the
 * PsyApi hook that writes its Fortran PSy layer (an API without that hook is refused), and
 * whether it needs the algorithm itself. nvptx writes what the host target writes, its
 * loops device kernels embedded as PTX in the schedule object (docs/gpu.md). The host target writes the binding module and the
 * schedule object beside it (psyBindingEmit, psyGoBindingEmit); opencl writes the OpenCL PSy
 * layer and X_kernels.cl (GOcean today). docs/architecture.md says how to add one. */
#include "Run.h"

#include <stddef.h>
#include <string.h>

static const PsyDriverTarget kTargets[] = {
    /* the host CPU: the default */
    {.name = "cpu", .hook = offsetof(PsyApi, binding), .refusal = ""},
    {.name = "opencl",
     .hook = offsetof(PsyApi, opencl),
     .refusal = " generates a GOcean PSy layer: it needs -api gocean",
     .irRefusal = "--target=opencl finds the kernels to translate through the algorithm's use "
                  "statements: give it the algorithm, not psy IR ('%s')",
     .ownsEveryOpsy = true},
    /* NVIDIA GPUs: the host target's outputs, the loops launched on the device */
    {.name = "nvptx", .hook = offsetof(PsyApi, binding), .refusal = "", .device = true},
};

const PsyDriverTarget *psyDriverTargetFind(const char *name) {
  if (!name) return &kTargets[0];
  for (size_t k = 0; k < sizeof kTargets / sizeof kTargets[0]; ++k)
    if (!strcmp(kTargets[k].name, name)) return &kTargets[k];
  return NULL;
}

PsyDriverEmit psyDriverTargetHook(const PsyDriverTarget *t, const PsyApi *api) {
  return *(const PsyDriverEmit *)((const char *)api + t->hook);
}
