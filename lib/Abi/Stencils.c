/* The invoke ABI's stencils (psy-c/InvokeAbi.def: family STENCIL).
 *
 * A stencil brings the sizes, whole stencil dofmap and max size of its field, shape, extent
 * and direction, shared by the kernels that read the field so. The kernel finds its cell's
 * part of them, so only cell loops can pass them. */
#include "Abi.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"

/* An i32 operand that is an argument of the invoke (`*arg`) or an integer literal (`*lit`,
 * `*arg` = -1). */
static bool intOperand(MlirValue v, intptr_t *arg, long *lit) {
  *arg = -1, *lit = 0;
  if (mlirValueIsABlockArgument(v)) {
    MlirOperation owner = mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
    if (!psyOpIsAnInvoke(owner)) return false;
    *arg = mlirBlockArgumentGetArgNumber(v);
    return true;
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirAttribute value =
      mlirOperationGetAttributeByName(def, mlirStringRefCreateFromCString("value"));
  if (!mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(def)),
                          mlirStringRefCreateFromCString("arith.constant")) ||
      mlirAttributeIsNull(value) || !mlirAttributeIsAInteger(value))
    return false;
  *lit = (long)mlirIntegerAttrGetValueInt(value);
  return true;
}

bool psyAbiStencilKeyGet(MlirOperation call, int entry, PsyAbiKey *key) {
  MlirOperation metaOp = psyKernelOpLookupMeta(call);
  PsyKernelMeta m;
  if (mlirOperationIsNull(metaOp)) return false;
  if (!psyKernelMetaFromOp(metaOp, &m)) { /* the verifier rules this out */
    psyKernelMetaClear(&m);
    return false;
  }
  intptr_t *at = psyKernelMetaOperands(&m);
  long unused;
  PsyAbiStencil *st = &key->stencil;
  *st = (PsyAbiStencil){.shape = (int)m.args[entry].stencil, .dirArg = -1};
  /* The entry's operands in the kernel model's order: its data, then its extent (and an
   * xory1d direction). */
  bool ok = true;
  for (int k = 0; ok && k < psyKernelMetaArgOperandCount(&m.args[entry]); ++k) {
    MlirValue v = mlirOperationGetOperand(call, at[entry] + k);
    switch (psyKernelMetaArgOperandRole(&m.args[entry], k)) {
    case PSY_OPERAND_DATA: ok = intOperand(v, &key->arg, &unused) && key->arg >= 0; break;
    case PSY_OPERAND_EXTENT: ok = intOperand(v, &st->extentArg, &st->extent); break;
    case PSY_OPERAND_DIRECTION: ok = intOperand(v, &st->dirArg, &st->dir); break;
    case PSY_OPERAND_QR: break;
    }
  }
  free(at);
  psyKernelMetaClear(&m);
  return ok;
}

/* The name stem of a new stencil: "<shape>_<field>", numbered if another extent or
 * direction of the same field and shape came first. */
static char *stencilStem(AbiBuilder *b, const PsyAbiKey *k) {
  char *field = psyInvokeArgName(b->func, k->arg);
  char *stem = psyFormat("%s_%s", psyVocabName(PSY_VOCAB_STENCIL, k->stencil.shape), field);
  free(field);
  int same = 0;
  const PsyInvokeAbi *s = &b->sec[PSY_ABI_SECTION_STENCILS];
  for (int i = 0; i < s->n; ++i)
    same += s->entries[i].kind == PSY_ABI_STENCIL_SIZES && s->entries[i].arg == k->arg &&
            s->entries[i].stencil.shape == k->stencil.shape;
  if (!same) return stem;
  char *numbered = psyFormat("%s_%d", stem, same + 1);
  free(stem);
  return numbered;
}

/* The stencil of meta_args entry `a->entry`: its sizes, whole dofmap and max size, once per
 * key (the kernel's size, max branch and direction arguments come with its map). */
MlirLogicalResult psyAbiNeedStencil(AbiCall *c, const PsyKernelArg *a) {
  static const struct {
    PsyAbiKind kind;
    const char *prefix;
  } kParts[3] = {{PSY_ABI_STENCIL_SIZES, "stencil_size"},
                 {PSY_ABI_STENCIL_DOFMAP, "stencil_dofmap"},
                 {PSY_ABI_STENCIL_MAX, "stencil_max"}};
  PsyAbiKey k = {.kind = PSY_ABI_STENCIL_SIZES};
  MlirLocation loc = mlirOperationGetLocation(c->call);
  if (a->kind != PSY_KARG_STENCIL_MAP) return mlirLogicalResultSuccess(); /* with the map */
  if (psyLoopOpGetIteration(c->loop) != PSY_ITER_CELLS)
    return psyEmitError(loc, "psy-lower-kernels: kernel '%s' has a stencil outside a cell "
                        "loop, which is not lowered yet", c->m->name);
  if (!psyAbiStencilKeyGet(c->call, a->entry, &k))
    return psyEmitError(loc, "psy-lower-kernels: the stencil field, extent and direction of "
                        "argument %d of kernel '%s' must be arguments of the invoke or "
                        "literals", a->entry + 1, c->m->name);
  if (psyAbiFindMade(c->b, &k)) return mlirLogicalResultSuccess();
  char *stem = stencilStem(c->b, &k);
  for (int i = 0; i < 3; ++i)
    psyAbiAdd(c->b, (PsyAbiEntry){.kind = kParts[i].kind, .arg = k.arg, .stencil = k.stencil,
                                  .name = psyFormat("%s_%s", kParts[i].prefix, stem)});
  free(stem);
  return mlirLogicalResultSuccess();
}
