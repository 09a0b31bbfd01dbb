/* Kernel stub generator: from metadata alone, the kernel subroutine skeleton with the
 * arguments the PSy layer passes, in LFRic order (docs/frontend.md).
 * The argument list is the typed one of KernelArgs.c, which psy-lower-kernels also passes,
 * so a stub and a generated call cannot disagree; here it is printed twice (the dummy list,
 * then the declarations). */
#include "psy-c/Frontend.h"
#include "psy-c/Support.h"
#include "psy-c/Alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define INT_IN "integer(kind=i_def), intent(in)"

/* The declaration of stub argument `a` for specific procedure `sp` (NULL: the plain kernel):
 * a real argument takes the kind of the specific's dummy in its position, so that each
 * specific of a mixed-precision kernel gets its own precision. */
static char *declFor(const PsyKernelArg *a, int pos, const PsyKernelSpecific *sp) {
  const char *real = "real(kind=r_def)";
  if (!sp || strncmp(a->decl, real, strlen(real)) || pos >= sp->ndummies ||
      strcmp(sp->dummies[pos].type, "real") || !sp->dummies[pos].kind[0])
    return psyXstrdup(a->decl);
  return psyFormat("real(kind=%s)%s", sp->dummies[pos].kind, a->decl + strlen(real));
}

/* `use constants_mod, only: ...`: the LFRic kinds the declarations name. */
static void writeUse(const PsyKernelArgList *s, const PsyKernelSpecific *sp, FILE *out) {
  fputs("    use constants_mod, only: r_def, i_def, l_def", out);
  bool solver = false; /* r_solver named by a dummy's kind or by the model's declaration */
  for (int i = 0; sp && i < sp->ndummies; ++i) {
    const char *k = sp->dummies[i].kind;
    bool seen = !k[0] || !strcmp(k, "r_def") || !strcmp(k, "i_def") || !strcmp(k, "l_def");
    for (int j = 0; j < i && !seen; ++j) seen = !strcmp(sp->dummies[j].kind, k);
    if (!seen && i < s->n && !strcmp(sp->dummies[i].type, "real")) {
      fprintf(out, ", %s", k);
      solver |= !strcmp(k, "r_solver");
    }
  }
  const char *rs = "real(kind=r_solver)";
  for (int i = 0; i < s->n && !solver; ++i)
    if (!strncmp(s->args[i].decl, rs, strlen(rs))) fputs(", r_solver", out), solver = true;
  fputs("\n    implicit none\n", out);
}

static void writeSubroutine(const PsyKernelArgList *s, const char *name,
                            const PsyKernelSpecific *sp, FILE *out) {
  fprintf(out, "  subroutine %s(", name);
  int col = 16 + (int)strlen(name);
  for (int i = 0; i < s->n; ++i) {
    int len = (int)strlen(s->args[i].name) + 2;
    if (i && col + len > 90) fputs(" &\n      ", out), col = 6;
    fprintf(out, "%s%s", s->args[i].name, i + 1 < s->n ? ", " : "");
    col += len;
  }
  fputs(")\n", out);
  writeUse(s, sp, out);
  /* Sizes first: with implicit none a dummy must be declared before a bound uses it. */
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < s->n; ++i) {
      if ((strcmp(s->args[i].decl, INT_IN) == 0) != (pass == 0)) continue;
      char *decl = declFor(&s->args[i], i, sp);
      fprintf(out, "    %s :: %s\n", decl, s->args[i].name);
      free(decl);
    }
  fprintf(out, "  end subroutine %s\n", name);
}

/* A plain kernel gets one subroutine; a generic (mixed-precision) kernel gets its interface
 * block as a comment to paste into the module's specification part and one subroutine per
 * specific procedure, each with the real kinds its current dummies declare. */
void psyKernelStubWrite(const PsyKernelMeta *m, FILE *out) {
  PsyKernelArgList s = {0};
  psyKernelArgsCollect(m, &s);
  if (!m->nspecifics) {
    writeSubroutine(&s, m->procedure, NULL, out);
    psyKernelArgsFree(&s);
    return;
  }
  fprintf(out, "  ! interface %s\n  !   module procedure ", m->procedure);
  for (int i = 0; i < m->nspecifics; ++i)
    fprintf(out, "%s%s", m->specifics[i].name, i + 1 < m->nspecifics ? ", " : "\n");
  fprintf(out, "  ! end interface %s\n", m->procedure);
  for (int i = 0; i < m->nspecifics; ++i)
    writeSubroutine(&s, m->specifics[i].name, &m->specifics[i], out);
  psyKernelArgsFree(&s);
}
