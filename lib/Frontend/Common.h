/* Forwarding header: the heap helpers moved to lib/Support/Alloc.h and the metadata list
 * accessors (psyMetaShapeAt, ...) to psy-c/Kernel.h. It goes when its last users
 * (lib/Target, lib/Transforms/LowerKernels.c) include those themselves. */
#include "../Support/Alloc.h"
#include "psy-c/Kernel.h"
