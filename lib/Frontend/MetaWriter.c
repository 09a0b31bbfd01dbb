/* Writes kernel metadata back as Fortran: the type definition of each kernel (meta_args,
 * meta_funcs, gh_shape, ..., operates_on, the procedure binding) in a canonical layout, so that
 * parse -> write -> parse -> write gives the same text (the round-trip tests check this).
 * Names are written in upper case as LFRic does; the older reduction spellings are kept. */
#include "psy-c/Frontend.h"
#include "psy-c/Alloc.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static void upper(FILE *out, const char *s) {
  for (; *s; ++s) fputc(toupper((unsigned char)*s), out);
}

static void writeArg(const PsyKernelMetaArg *a, FILE *out) {
  fputs("arg_type(", out);
  upper(out, psyVocabName(PSY_VOCAB_ARG_KIND, a->kind));
  if (a->vectorSize > 1) fprintf(out, "*%d", a->vectorSize);
  fputs(", ", out);
  upper(out, psyVocabName(PSY_VOCAB_DATA_TYPE, a->dataType));
  fputs(", ", out);
  upper(out, a->accessSpelling);
  if (a->kind == PSY_ARG_SCALAR_ARRAY) fprintf(out, ", %d", a->rank);
  if (a->space[0]) fputs(", ", out), upper(out, a->space);
  if (a->spaceFrom[0]) fputs(", ", out), upper(out, a->spaceFrom);
  if (a->stencil != PSY_STENCIL_NONE) {
    fputs(", STENCIL(", out);
    upper(out, psyVocabName(PSY_VOCAB_STENCIL, a->stencil));
    fputc(')', out);
  }
  if (a->mesh != PSY_MESH_NONE)
    fputs(", mesh_arg=", out), upper(out, psyVocabName(PSY_VOCAB_MESH_ARG, a->mesh));
  if (a->ndata[0]) fprintf(out, ", ndata=%s", a->ndata);
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

/* `decl :: name = ITEM` (a scalar gh_shape) or an array with one item a line, each item
 * optionally wrapped as `wrapper(ITEM)`; item(i) gives the i-th name. */
typedef const char *(*ItemFn)(const PsyKernelMeta *m, int i);

static void writeNames(FILE *out, const char *decl, const char *name, const char *wrapper,
                       const PsyKernelMeta *m, ItemFn item, int n, bool asArray) {
  if (!asArray) {
    fprintf(out, "    %s :: %s = ", decl, name);
    upper(out, item(m, 0));
    fputc('\n', out);
    return;
  }
  writeArrayOpen(out, decl, name, n); /* one item a line keeps lines under 132 columns */
  for (int i = 0; i < n; ++i) {
    fputs("        ", out);
    if (wrapper) fprintf(out, "%s(", wrapper);
    upper(out, item(m, i));
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
    writeNames(out, "integer", "gh_shape", NULL, m, psyMetaShapeAt, m->nshapes, m->shapeIsArray);
  if (m->ntargets)
    writeNames(out, "integer", "gh_evaluator_targets", NULL, m, psyMetaTargetAt, m->ntargets, true);
  if (m->nrefs)
    writeNames(out, "type(reference_element_data_type)", "meta_reference_element",
               "reference_element_data_type", m, psyMetaRefAt, m->nrefs, true);
  if (m->nmesh)
    writeNames(out, "type(mesh_data_type)", "meta_mesh", "mesh_data_type", m, psyMetaMeshAt, m->nmesh,
               true);
  fputs("    integer :: operates_on = ", out);
  upper(out, psyVocabName(PSY_VOCAB_OPERATES_ON, m->operatesOn));
  fputc('\n', out);
  if (m->nspecifics) { /* a generic kernel: its interface follows the types */
    fprintf(out, "  end type %s\n", m->name);
    return;
  }
  fputs("  contains\n", out);
  if (strcmp(m->binding, m->procedure))
    fprintf(out, "    procedure, nopass :: %s => %s\n", m->binding, m->procedure);
  else
    fprintf(out, "    procedure, nopass :: %s\n", m->procedure);
  fprintf(out, "  end type %s\n", m->name);
}

/* True if an earlier kernel than `i` has the same generic interface (written once). */
static bool genericWritten(const PsyKernelMeta *metas, int i) {
  for (int j = 0; j < i; ++j)
    if (metas[j].nspecifics && !strcmp(metas[j].procedure, metas[i].procedure)) return true;
  return false;
}

static void writeInterface(const PsyKernelMeta *m, FILE *out) {
  fprintf(out, "  interface %s\n    module procedure ", m->procedure);
  for (int i = 0; i < m->nspecifics; ++i)
    fprintf(out, "%s%s", m->specifics[i].name, i + 1 < m->nspecifics ? ", " : "\n");
  fprintf(out, "  end interface %s\n", m->procedure);
}

/* `, intent(..)` and `, dimension(:, ..)` of a dummy: what its check against the metadata
 * reads back (the extents do not matter to it, so the rank is written assumed-shape). */
static void writeAttributes(const PsyKernelDummy *d, FILE *out) {
  static const char *const intents[] = {[PSY_INTENT_NONE] = "", [PSY_INTENT_IN] = "in",
                                        [PSY_INTENT_OUT] = "out", [PSY_INTENT_INOUT] = "inout"};
  if (d->intent != PSY_INTENT_NONE) fprintf(out, ", intent(%s)", intents[d->intent]);
  if (d->rank < 0) fputs(", dimension(..)", out);
  for (int r = 0; r < d->rank; ++r) fputs(!r ? ", dimension(:" : ", :", out);
  if (d->rank > 0) fputc(')', out);
}

/* A specific procedure's skeleton: its dummies with their types, kinds, intents and ranks
 * (what the choice of a specific and the dummies' check read). */
static void writeSpecific(const PsyKernelSpecific *sp, FILE *out) {
  fprintf(out, "  subroutine %s(", sp->name);
  for (int i = 0; i < sp->ndummies; ++i) /* four a line: no line grows past 132 columns */
    fprintf(out, "%s%s", !i ? "" : i % 4 ? ", " : ", &\n      ", sp->dummies[i].name);
  fputs(")\n", out);
  for (int i = 0; i < sp->ndummies; ++i) {
    const PsyKernelDummy *d = &sp->dummies[i];
    bool intrinsic = !strcmp(d->type, "real") || !strcmp(d->type, "integer") ||
                     !strcmp(d->type, "logical");
    if (!d->type[0] || !strcmp(d->type, "other")) continue;
    if (!intrinsic) fprintf(out, "    type(%s)", d->type);
    else if (d->kind[0]) fprintf(out, "    %s(kind=%s)", d->type, d->kind);
    else fprintf(out, "    %s", d->type);
    writeAttributes(d, out);
    fprintf(out, " :: %s\n", d->name);
  }
  fprintf(out, "  end subroutine %s\n", sp->name);
}

void psyKernelMetaWriteModule(const char *module, const PsyKernelMeta *metas, int n,
                              FILE *out) {
  fprintf(out, "module %s\n  use argument_mod\n  use kernel_mod, only: kernel_type\n"
          "  implicit none\n  private\n", module);
  bool generic = false;
  for (int i = 0; i < n; ++i) psyKernelMetaWrite(&metas[i], out);
  for (int i = 0; i < n; ++i)
    if (metas[i].nspecifics && !genericWritten(metas, i)) writeInterface(&metas[i], out);
  for (int i = 0; i < n; ++i) generic |= metas[i].nspecifics > 0;
  if (generic) fputs("contains\n", out);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < metas[i].nspecifics && !genericWritten(metas, i); ++j)
      writeSpecific(&metas[i].specifics[j], out);
  fprintf(out, "end module %s\n", module);
}
