/* The kernel model of a psy.kernel_meta op (psyKernelMetaFromOp, psy-c/Dialect.h): the
 * passes and back ends that need more than one entry's attribute (the argument list, the
 * operand mapping) read the op into the same PsyKernelMeta the front end fills. */
#include "psy-c/Support.h"
#include "psy-c/Kernel.h"

#include <stdlib.h>

#include "psy-c/Alloc.h"
#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"

static char *dupRef(MlirStringRef s) { return psyFormat("%.*s", (int)s.length, s.data); }

static MlirAttribute attrOf(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, psyRef(name));
}

/* The elements of an optional array attribute `name` (0 when absent). */
static intptr_t arrayCount(MlirOperation op, const char *name) {
  MlirAttribute a = attrOf(op, name);
  return !mlirAttributeIsNull(a) && mlirAttributeIsAArray(a) ? mlirArrayAttrGetNumElements(a) : 0;
}

static MlirStringRef arrayString(MlirOperation op, const char *name, intptr_t i) {
  MlirAttribute e = mlirArrayAttrGetElement(attrOf(op, name), i);
  return mlirAttributeIsAString(e) ? mlirStringAttrGetValue(e) : psyRef("");
}

/* Looks up each string of array `name` in vocabulary `v` into a heap array of ints. */
static bool vocabArray(MlirOperation op, const char *name, PsyVocabId v, int **out, int *n) {
  *n = (int)arrayCount(op, name);
  *out = psyXcalloc((size_t)*n + 1, sizeof **out);
  bool ok = true;
  for (int i = 0; i < *n; ++i) {
    MlirStringRef s = arrayString(op, name, i);
    (*out)[i] = psyVocabLookup(v, s.data, s.length);
    ok &= (*out)[i] >= 0;
  }
  return ok;
}

/* Entry `i`, its strings copied out of the context (the PsyKernelMeta owns them). */
static void readArg(MlirOperation op, intptr_t i, PsyKernelMetaArg *a) {
  *a = psyKernelMetaOpGetArg(op, i);
  a->accessSpelling = psyXstrdup(psyVocabName(PSY_VOCAB_ACCESS, a->access));
  a->space = psyXstrdup(a->space);
  a->spaceFrom = psyXstrdup(a->spaceFrom);
  a->ndata = psyXstrdup(a->ndata);
}

static bool readFunc(MlirOperation op, intptr_t i, PsyMetaFunc *f) {
  MlirAttribute d = mlirArrayAttrGetElement(attrOf(op, "meta_funcs"), i);
  if (!mlirAttributeIsADictionary(d)) return false;
  MlirAttribute sp = mlirDictionaryAttrGetElementByName(d, psyRef("function_space"));
  MlirAttribute b = mlirDictionaryAttrGetElementByName(d, psyRef("basis"));
  MlirAttribute db = mlirDictionaryAttrGetElementByName(d, psyRef("diff_basis"));
  f->space = dupRef(!mlirAttributeIsNull(sp) && mlirAttributeIsAString(sp)
                        ? mlirStringAttrGetValue(sp) : psyRef(""));
  f->basis = !mlirAttributeIsNull(b) && mlirAttributeIsABool(b) && mlirBoolAttrGetValue(b);
  f->diffBasis = !mlirAttributeIsNull(db) && mlirAttributeIsABool(db) && mlirBoolAttrGetValue(db);
  return true;
}

bool psyKernelMetaFromOp(MlirOperation op, PsyKernelMeta *m) {
  *m = (PsyKernelMeta){0};
  m->name = dupRef(psyOpGetStringAttr(op, "sym_name"));
  m->module = dupRef(psyOpGetStringAttr(op, "module"));
  m->procedure = dupRef(psyOpGetStringAttr(op, "procedure"));
  /* One specific procedure of a generic interface: the generic is the name it is called by. */
  MlirStringRef generic = psyOpGetStringAttr(op, "generic");
  m->binding = generic.length ? dupRef(generic) : psyXstrdup(m->procedure);
  m->operatesOn = psyKernelMetaOpGetOperatesOn(op);
  m->nargs = (int)psyKernelMetaOpGetNumArgs(op);
  m->args = psyXcalloc((size_t)m->nargs + 1, sizeof *m->args);
  for (int i = 0; i < m->nargs; ++i) readArg(op, i, &m->args[i]);
  bool ok = true;
  m->nfuncs = (int)arrayCount(op, "meta_funcs");
  m->funcs = psyXcalloc((size_t)m->nfuncs + 1, sizeof *m->funcs);
  for (int i = 0; i < m->nfuncs; ++i) ok &= readFunc(op, i, &m->funcs[i]);
  m->ntargets = (int)arrayCount(op, "gh_evaluator_targets");
  m->targets = psyXcalloc((size_t)m->ntargets + 1, sizeof *m->targets);
  for (int i = 0; i < m->ntargets; ++i)
    m->targets[i] = dupRef(arrayString(op, "gh_evaluator_targets", i));
  int *shapes, *refs, *mesh;
  ok &= vocabArray(op, "gh_shape", PSY_VOCAB_SHAPE, &shapes, &m->nshapes);
  ok &= vocabArray(op, "meta_reference_element", PSY_VOCAB_REF_ELEMENT, &refs, &m->nrefs);
  ok &= vocabArray(op, "meta_mesh", PSY_VOCAB_MESH_PROPERTY, &mesh, &m->nmesh);
  /* The enums are ints: copy into the struct's typed arrays. */
  m->shapes = psyXcalloc((size_t)m->nshapes + 1, sizeof *m->shapes);
  m->refs = psyXcalloc((size_t)m->nrefs + 1, sizeof *m->refs);
  m->mesh = psyXcalloc((size_t)m->nmesh + 1, sizeof *m->mesh);
  for (int i = 0; i < m->nshapes; ++i) m->shapes[i] = (PsyShape)(shapes[i] < 0 ? 0 : shapes[i]);
  for (int i = 0; i < m->nrefs; ++i) m->refs[i] = (PsyRefElement)(refs[i] < 0 ? 0 : refs[i]);
  for (int i = 0; i < m->nmesh; ++i) m->mesh[i] = (PsyMeshProperty)(mesh[i] < 0 ? 0 : mesh[i]);
  free(shapes);
  free(refs);
  free(mesh);
  return ok;
}

bool psyKernelMetaOpDummyWrites(MlirOperation meta, intptr_t i) {
  MlirAttribute a = attrOf(meta, "dummy_writes");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI32Array(a)) return false;
  for (intptr_t k = 0; k < mlirDenseArrayGetNumElements(a); ++k)
    if (mlirDenseI32ArrayGetElement(a, k) == i + 1) return true;
  return false;
}
