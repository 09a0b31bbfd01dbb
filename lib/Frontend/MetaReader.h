/* What the LFRic and the GOcean kernel-metadata readers (Metadata.c, GOceanMetadata.c) share,
 * private to lib/Frontend: how many errors the diagnostics reported since the reading began
 * (the diagnostics are the one channel; a reader tells whether one entry read well from the
 * count its open PsyDiagList keeps), the checks every metadata component passes before its API
 * reads it, and the names a kernel model starts from. */
#ifndef PSY_FRONTEND_METAREADER_H
#define PSY_FRONTEND_METAREADER_H

#include "psy-c/Frontend.h"

typedef struct {
  PsyDiagList *diags;
  int start; /* psyDiagListErrors when the reading began */
} PsyMetaDiag;

/* Opens `diags` (psyDiagListOpen) for one reading; psyMetaEnd closes it. */
PsyMetaDiag psyMetaBegin(PsyDiagList *diags);
void psyMetaEnd(PsyMetaDiag *d);
/* The errors reported since psyMetaBegin. */
int psyMetaErrors(const PsyMetaDiag *d);

/* Emits a printf-formatted error at `loc`; a reader is any struct whose member `d` is its
 * PsyMetaDiag. */
#define ERR(r, loc, ...) psyDiagError((r)->d.diags, (loc), __VA_ARGS__)

/* True when component `c` (number `k` of its API's components) has an initial value and was
 * not seen before; reported otherwise. The caller marks seen[k] once it takes the component. */
bool psyMetaComponentIsFresh(PsyMetaDiag *d, const PsyFComponent *c, const bool *seen, int k);

/* The heap strings a kernel model starts from: `t`'s name and `module`, lower case, and an
 * empty procedure until the binding is read; `*loc` is the type's. */
void psyMetaNamesInit(const PsyFType *t, const char *module, char **name, char **mod,
                      char **procedure, PsyFLoc *loc);

#endif
