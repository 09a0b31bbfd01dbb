/* The GOcean kernel stub: from metadata alone, the subroutine a GOcean PSy layer calls, with
 * the arguments in the API's order -- the grid point (i, j), then one per meta_args entry --
 * declared as dl_esm_inf declares them (real data of kind go_wp from kind_params_mod). */
#include "psy-c/GOcean.h"

#include <stdio.h>
#include <string.h>

/* A dummy's name: fld<k>, rscalar<k>, iscalar<k> for the k-th entry (from 1); a grid
 * property keeps its name without the go_ prefix (grid_area_t). */
static void dummyName(const PsyGoArg *a, int k, char *buf, size_t size) {
  const char *what = psyGoArgWhatName(a);
  if (a->kind == PSY_GO_ARG_GRID) snprintf(buf, size, "%s", what + 3);
  else if (a->kind == PSY_GO_ARG_FIELD) snprintf(buf, size, "fld%d", k);
  else snprintf(buf, size, "%cscalar%d", what[3], k);
}

/* A written field keeps its other points: inout, never out (which would leave them
 * undefined on entry). */
static const char *intentOf(const PsyGoArg *a) {
  return a->access == PSY_GO_READ ? "in" : "inout";
}

static void writeDecl(const PsyGoArg *a, const char *name, FILE *out) {
  bool real = a->kind == PSY_GO_ARG_FIELD ||
              (a->kind == PSY_GO_ARG_SCALAR && !strcmp(psyGoArgWhatName(a), "go_r_scalar")) ||
              (a->kind == PSY_GO_ARG_GRID && psyGoGridPropertyIsReal(a->what));
  bool array = a->kind == PSY_GO_ARG_FIELD ||
               (a->kind == PSY_GO_ARG_GRID && psyGoGridPropertyIsArray(a->what));
  fprintf(out, "    %s%s, intent(%s) :: %s\n", real ? "real(kind=go_wp)" : "integer",
          array ? ", dimension(:,:)" : "", intentOf(a), name);
}

void psyGoKernelStubWrite(const PsyGoKernelMeta *m, FILE *out) {
  char name[64];
  fprintf(out, "  subroutine %s(i, j", m->procedure);
  for (int k = 0; k < m->nargs; ++k) {
    dummyName(&m->args[k], k + 1, name, sizeof name);
    fprintf(out, ", %s%s", k % 6 == 5 ? "&\n      " : "", name);
  }
  fputs(")\n    use kind_params_mod, only: go_wp\n    implicit none\n", out);
  fputs("    integer, intent(in) :: i, j\n", out);
  for (int k = 0; k < m->nargs; ++k) {
    dummyName(&m->args[k], k + 1, name, sizeof name);
    writeDecl(&m->args[k], name, out);
  }
  fprintf(out, "  end subroutine %s\n", m->procedure);
}
