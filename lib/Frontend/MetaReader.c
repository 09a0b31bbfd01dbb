/* The pieces both APIs' metadata readers share (MetaReader.h). */
#include "MetaReader.h"

#include "psy-c/Alloc.h"

bool psyMetaComponentIsFresh(PsyMetaDiag *d, const PsyFComponent *c, const bool *seen, int k) {
  const char *why = !c->init ? "has no initial value" : seen[k] ? "is declared twice" : NULL;
  if (why) psyDiagError(d->diags, c->loc, "kernel metadata component '%s' %s", c->name, why);
  return !why;
}

PsyMetaDiag psyMetaBegin(PsyDiagList *diags) {
  psyDiagListOpen(diags);
  return (PsyMetaDiag){diags, psyDiagListErrors(diags)};
}

void psyMetaEnd(PsyMetaDiag *d) { psyDiagListClose(d->diags); }

int psyMetaErrors(const PsyMetaDiag *d) { return psyDiagListErrors(d->diags) - d->start; }

void psyMetaNamesInit(const PsyFType *t, const char *module, char **name, char **mod,
                      char **procedure, PsyFLoc *loc) {
  *name = psyLowerDup(t->name);
  *mod = psyLowerDup(module);
  *procedure = psyXstrdup("");
  *loc = t->loc;
}
