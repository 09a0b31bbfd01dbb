/* Forwarding header: the kernel argument list moved to the kernel model, psy-c/Kernel.h
 * (lib/Domain). It goes when its last users (lib/Target, lib/Transforms/LowerKernels.c)
 * include psy-c/Kernel.h themselves. */
#include "psy-c/Kernel.h"
