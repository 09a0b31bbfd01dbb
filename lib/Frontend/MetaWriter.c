/* Writes kernel metadata back as Fortran: the type definition of each kernel (meta_args,
 * meta_funcs, gh_shape, ..., operates_on, the procedure binding) in a canonical layout, so that
 * parse -> write -> parse -> write gives the same text (the round-trip tests check this).
 * Names are written in upper case as LFRic does; the older reduction spellings are kept. */
#include "psy-c/Frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static void upper(FILE *out, const char *s) {
  for (; *s; ++s) fputc(toupper((unsigned char)*s), out);
}

static void writeArg(const PsyMetaArg *a, FILE *out) {
  fputs("arg_type(", out);
  upper(out, psyMetaArgKindName(a->kind));
  if (a->vectorSize > 1) fprintf(out, "*%d", a->vectorSize);
  fputs(", ", out);
  upper(out, psyMetaDataTypeName(a->dtype));
  fputs(", ", out);
  upper(out, a->accessSpelling);
  if (a->kind == PSY_MA_SCALAR_ARRAY) fprintf(out, ", %d", a->rank);
  if (a->space[0]) fputs(", ", out), upper(out, a->space);
  if (a->spaceFrom[0]) fputs(", ", out), upper(out, a->spaceFrom);
  if (a->stencil != PSY_ST_NONE) {
    fputs(", STENCIL(", out);
    upper(out, psyStencilName(a->stencil));
    fputc(')', out);
  }
  if (a->meshArg != PSY_MESH_NONE) fputs(", mesh_arg=", out), upper(out, psyMeshArgName(a->meshArg));
  fputc(')', out);
}

static void writeFunc(const PsyMetaFunc *f, FILE *out) {
  fputs("func_type(", out);
  upper(out, f->space);
  if (f->basis) fputs(", GH_BASIS", out);
  if (f->diffBasis) fputs(", GH_DIFF_BASIS", out);
  fputc(')', out);
}

/* One `(/ item, &\n item /)` array initialisation, an item per line. */
static void writeArrayOpen(FILE *out, const char *decl, const char *name, int n) {
  fprintf(out, "    %s, dimension(%d) :: %s = (/ &\n", decl, n, name);
}

static void writeNames(FILE *out, const char *decl, const char *name, const char *wrapper,
                       const char *items, size_t width, int n, bool asArray) {
  if (!asArray) {
    fprintf(out, "    %s :: %s = ", decl, name);
    upper(out, items);
    fputc('\n', out);
    return;
  }
  writeArrayOpen(out, decl, name, n); /* one item a line keeps lines under 132 columns */
  for (int i = 0; i < n; ++i) {
    fputs("        ", out);
    if (wrapper) fprintf(out, "%s(", wrapper);
    upper(out, items + (size_t)i * width);
    if (wrapper) fputc(')', out);
    fputs(i + 1 < n ? ", &\n" : " &\n", out);
  }
  fputs("        /)\n", out);
}

void psyKernelMetaWrite(const PsyKernelMeta *m, FILE *out) {
  fprintf(out, "  type, public, extends(kernel_type) :: %s\n    private\n", m->name);
  writeArrayOpen(out, "type(arg_type)", "meta_args", m->nargs);
  for (int i = 0; i < m->nargs; ++i) {
    fputs("        ", out);
    writeArg(&m->args[i], out);
    fputs(i + 1 < m->nargs ? ", &\n" : " &\n", out);
  }
  fputs("        /)\n", out);
  if (m->nfuncs) {
    writeArrayOpen(out, "type(func_type)", "meta_funcs", m->nfuncs);
    for (int i = 0; i < m->nfuncs; ++i) {
      fputs("        ", out);
      writeFunc(&m->funcs[i], out);
      fputs(i + 1 < m->nfuncs ? ", &\n" : " &\n", out);
    }
    fputs("        /)\n", out);
  }
  if (m->nshapes)
    writeNames(out, "integer", "gh_shape", NULL, m->shapes[0], sizeof m->shapes[0], m->nshapes,
               m->shapeIsArray);
  if (m->ntargets)
    writeNames(out, "integer", "gh_evaluator_targets", NULL, m->targets[0],
               sizeof m->targets[0], m->ntargets, true);
  if (m->nrefs)
    writeNames(out, "type(reference_element_data_type)", "meta_reference_element",
               "reference_element_data_type", m->refs[0], sizeof m->refs[0], m->nrefs, true);
  if (m->nmesh)
    writeNames(out, "type(mesh_data_type)", "meta_mesh", "mesh_data_type", m->mesh[0],
               sizeof m->mesh[0], m->nmesh, true);
  fputs("    integer :: operates_on = ", out);
  upper(out, m->operatesOn);
  fputs("\n  contains\n", out);
  if (strcmp(m->binding, m->procedure))
    fprintf(out, "    procedure, nopass :: %s => %s\n", m->binding, m->procedure);
  else
    fprintf(out, "    procedure, nopass :: %s\n", m->procedure);
  fprintf(out, "  end type %s\n", m->name);
}

void psyKernelMetaWriteModule(const char *module, const PsyKernelMeta *metas, int n,
                              FILE *out) {
  fprintf(out, "module %s\n  use argument_mod\n  use kernel_mod, only: kernel_type\n"
          "  implicit none\n  private\n", module);
  for (int i = 0; i < n; ++i) psyKernelMetaWrite(&metas[i], out);
  fprintf(out, "end module %s\n", module);
}
