/* The API table: PSyclone's APIs psyDriverRun knows, each a row of hooks (Run.h, PsyApi)
 * defined in the API's own file (LFRic.c, GOcean.c). */
#include "Run.h"

#include <string.h>

static const PsyApi *const kApis[] = {&psyDriverLFRic, &psyDriverGOcean};

const PsyApi *psyDriverApiFind(const char *name) {
  for (size_t k = 0; k < sizeof kApis / sizeof kApis[0]; ++k) {
    if (!strcmp(kApis[k]->name, name)) return kApis[k];
    for (const char *const *a = kApis[k]->aliases; a && *a; ++a)
      if (!strcmp(*a, name)) return kApis[k];
  }
  return NULL;
}
