/* --view (LFRic): PSyclone 3.3's schedule view of each invoke, one node a line, in execution
 * order, without PSyclone's Literal[...] and Schedule[] lines (docs/psyc.md lists the line
 * kinds). Users diff it against PSyclone's, so every spelling here is PSyclone's. */
#include "Run.h"

#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Support.h"
#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"
#include "psy-c/InvokeAbi.h"

static MlirStringRef arrayString(MlirAttribute arr, intptr_t i) {
  if (mlirAttributeIsNull(arr) || i < 0 || i >= mlirArrayAttrGetNumElements(arr))
    return psyRef("?");
  return mlirStringAttrGetValue(mlirArrayAttrGetElement(arr, i));
}

static MlirStringRef resultName(MlirOperation func, MlirValue value);

/* The algorithm's name for an invoke value: block argument i is the i-th entry of
 * psy.alg_args that is an argument (psyInvokeAlgIsArg); a literal carries its Fortran text; a
 * reduction read by a later call (its loop's result, or the global sum of it) is the scalar
 * it reduced into. */
static MlirStringRef valueName(MlirOperation func, MlirValue v) {
  MlirAttribute args = mlirOperationGetAttributeByName(func, psyRef("psy.alg_args"));
  if (mlirValueIsABlockArgument(v)) {
    intptr_t want = mlirBlockArgumentGetArgNumber(v), k = -1;
    for (intptr_t i = 0; !mlirAttributeIsNull(args) && i < mlirArrayAttrGetNumElements(args); ++i) {
      MlirStringRef name = arrayString(args, i);
      if (psyInvokeAlgIsArg(func, name) && ++k == want) return name;
    }
    return psyRef("?");
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  if (psyGlobalReductionOpIsA(def)) return resultName(func, mlirOperationGetOperand(def, 0));
  if (psyLoopOpIsA(def)) return resultName(func, v);
  MlirAttribute text = mlirOperationGetAttributeByName(def, psyRef("psy.alg_text"));
  return mlirAttributeIsNull(text) ? psyRef("?") : mlirStringAttrGetValue(text);
}

/* The algorithm's name of the reduction `value` (a loop result) becomes: func.return's
 * operand, directly or through the psy.global_reduction that follows the loop. */
static MlirStringRef resultName(MlirOperation func, MlirValue value) {
  /* The front end names the reduction on the builtin that computes it (psy.alg_text): a
   * second reduction into the same scalar hides the first from func.return. */
  if (mlirValueIsAOpResult(value) && psyLoopOpIsA(mlirOpResultGetOwner(value))) {
    MlirBlock body = psyLoopOpGetBody(mlirOpResultGetOwner(value));
    for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op)) {
      MlirAttribute text = mlirOperationGetAttributeByName(op, psyRef("psy.alg_text"));
      if (psyBuiltinOpIsA(op) && !mlirAttributeIsNull(text) && mlirAttributeIsAString(text))
        return mlirStringAttrGetValue(text);
    }
  }
  MlirOperation ret = mlirBlockGetTerminator(mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0)));
  MlirAttribute res = mlirOperationGetAttributeByName(func, psyRef("psy.alg_results"));
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(ret); ++i) {
    MlirValue r = mlirOperationGetOperand(ret, i);
    if (mlirValueEqual(r, value)) return arrayString(res, i);
    if (mlirValueIsAOpResult(r)) {
      MlirOperation def = mlirOpResultGetOwner(r);
      if (psyGlobalReductionOpIsA(def) && mlirValueEqual(mlirOperationGetOperand(def, 0), value))
        return arrayString(res, i);
    }
  }
  return psyRef("?");
}

/* ---- Function spaces ------------------------------------------------------------------- */

/* The metadata's space of operand `i` of a call: a kernel's meta_args entry (an operator's
 * "to" space), any_space_1 for a builtin's fields (LFRic's builtin metadata); empty for
 * scalars. */
static MlirStringRef operandSpace(MlirOperation call, intptr_t i) {
  MlirType t = mlirValueGetType(mlirOperationGetOperand(call, i));
  if (!psyTypeIsAField(t) && !psyTypeIsAFieldVector(t) && !psyTypeIsAnOperator(t) &&
      !psyTypeIsAColumnwiseOperator(t))
    return psyRef("");
  if (psyBuiltinOpIsA(call)) return psyRef("any_space_1");
  PsyOperandRole role;
  intptr_t e = psyKernelOpGetOperandEntry(call, i, &role);
  if (e < 0 || role != PSY_OPERAND_DATA) return psyTypeGetSpace(t);
  return psyRef(psyKernelMetaOpGetArg(psyKernelOpLookupMeta(call), e).space);
}

/* The metadata entry of a kernel operand that is an argument's data; false otherwise. */
static bool operandMeta(MlirOperation call, intptr_t i, PsyKernelMetaArg *arg) {
  PsyOperandRole role;
  intptr_t e = psyKernelOpGetOperandEntry(call, i, &role);
  if (e < 0 || role != PSY_OPERAND_DATA) return false;
  *arg = psyKernelMetaOpGetArg(psyKernelOpLookupMeta(call), e);
  return true;
}

/* The operand PSyclone iterates by (its iteration_space_arg): a written operator; for an
 * inter-grid kernel the first coarse-mesh field; else the first written field on a continuous
 * space, then on any_space_N, then on a discontinuous space. -1 if none. */
static intptr_t iterationArg(MlirOperation call) {
  intptr_t n = mlirOperationGetNumOperands(call);
  PsyKernelMetaArg a;
  for (intptr_t i = 0; i < n; ++i)
    if (operandMeta(call, i, &a) && a.kind == PSY_ARG_OPERATOR && psyAccessWrites(a.access))
      return i;
  for (intptr_t i = 0; i < n; ++i)
    if (operandMeta(call, i, &a) && a.mesh == PSY_MESH_COARSE) return i;
  static const PsyContinuity order[] = {PSY_SPACE_CONTINUOUS, PSY_SPACE_UNKNOWN,
                                        PSY_SPACE_DISCONTINUOUS};
  for (int k = 0; k < 3; ++k)
    for (intptr_t i = 0; i < n; ++i)
      if (operandMeta(call, i, &a) && a.kind == PSY_ARG_FIELD && psyAccessWrites(a.access) &&
          psyFunctionSpaceContinuity(a.space, strlen(a.space)) == order[k])
        return i;
  return -1;
}

/* The loop's field_space: the space of the first call's iteration argument (any_space_1 for
 * builtins, as LFRic's builtin metadata puts every field there). */
static MlirStringRef loopSpace(MlirOperation call) {
  if (mlirOperationIsNull(call)) return psyRef("");
  if (psyBuiltinOpIsA(call)) return psyRef("any_space_1");
  intptr_t i = iterationArg(call);
  return i < 0 ? psyRef("") : operandSpace(call, i);
}

/* ---- Depths ---------------------------------------------------------------------------- */

/* A run-time depth as PSyclone prints the expression: a stencil extent by the algorithm's
 * variable (the PSy layer's argument keeps that name), sums 'a + b', maxima 'MAX(a, b)'. */
static void printDepthValue(FILE *out, MlirOperation func, MlirValue v) {
  if (mlirValueIsABlockArgument(v)) {
    MlirStringRef n = valueName(func, v);
    fprintf(out, "%.*s", (int)n.length, n.data);
    return;
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(def));
  MlirAttribute value = mlirOperationGetAttributeByName(def, psyRef("value"));
  if (!mlirAttributeIsNull(value) && mlirAttributeIsAInteger(value)) {
    fprintf(out, "%lld", (long long)mlirIntegerAttrGetValueInt(value));
  } else if (mlirStringRefEqual(name, psyRef("arith.index_cast"))) {
    printDepthValue(out, func, mlirOperationGetOperand(def, 0));
  } else if (mlirStringRefEqual(name, psyRef("arith.maxsi"))) {
    fputs("MAX(", out);
    printDepthValue(out, func, mlirOperationGetOperand(def, 0));
    fputs(", ", out);
    printDepthValue(out, func, mlirOperationGetOperand(def, 1));
    fputc(')', out);
  } else if (mlirStringRefEqual(name, psyRef("arith.addi")) ||
             mlirStringRefEqual(name, psyRef("arith.subi"))) {
    printDepthValue(out, func, mlirOperationGetOperand(def, 0));
    fputs(name.data[6] == 'a' ? " + " : " - ", out);
    printDepthValue(out, func, mlirOperationGetOperand(def, 1));
  } else {
    MlirStringRef n = valueName(func, v);
    fprintf(out, "%.*s", (int)n.length, n.data);
  }
}

/* A depth: a run-time value, the mesh's maximum less `belowMax` (belowMax < 0: not the
 * maximum), or a constant. PSyclone names the maximum max_halo_depth_mesh. */
static void printDepth(FILE *out, MlirOperation func, int64_t depth, MlirValue value,
                       int64_t belowMax) {
  if (!mlirValueIsNull(value)) printDepthValue(out, func, value);
  else if (belowMax > 0) fprintf(out, "max_halo_depth_mesh - %lld", (long long)belowMax);
  else if (belowMax == 0) fputs("max_halo_depth_mesh", out);
  else fprintf(out, "%lld", (long long)depth);
}

/* ---- Halo exchanges ---------------------------------------------------------------------- */

static const char *const kStencilNames[] = {
    [PSY_STENCIL_NONE] = "region",  [PSY_STENCIL_X1D] = "x1d",     [PSY_STENCIL_Y1D] = "y1d",
    [PSY_STENCIL_XORY1D] = "xory1d", [PSY_STENCIL_CROSS] = "cross", [PSY_STENCIL_CROSS2D] = "cross2d",
    [PSY_STENCIL_REGION] = "region"};

/* The stencil of each read of `field` in `loop`: -1 while none seen, -2 once two differ. A
 * stencil read from a loop into the halo counts as a region: the halo cells' stencils together
 * are no longer the stencil's shape. */
static void loopStencils(MlirOperation loop, MlirValue field, int *kind, bool *written) {
  bool inHalo = psyLoopOpGetUpperBound(loop) == PSY_UB_CELL_HALO ||
                psyLoopOpGetUpperBound(loop) == PSY_UB_LAST_HALO_CELL;
  MlirBlock body = psyLoopOpGetBody(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyLoopOpIsA(op)) { loopStencils(op, field, kind, written); continue; }
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
      if (!mlirValueEqual(mlirOperationGetOperand(op, i), field)) continue;
      PsyAccess a = psyCallOpGetOperandAccess(op, i);
      PsyOperandRole role = PSY_OPERAND_DATA;
      intptr_t e = psyKernelOpIsA(op) ? psyKernelOpGetOperandEntry(op, i, &role) : -1;
      int k = e < 0 ? PSY_STENCIL_NONE : (int)psyKernelMetaOpGetArg(psyKernelOpLookupMeta(op), e).stencil;
      if (inHalo && k != PSY_STENCIL_NONE) k = PSY_STENCIL_REGION;
      if (psyAccessReads(a)) *kind = *kind == -1 || *kind == k ? k : -2;
      *written |= psyAccessWrites(a);
    }
  }
}

/* PSyclone's exchange type: the stencil kind its readers share (up to the field's next
 * writer), 'region' when they differ or have none. */
static const char *exchangeType(MlirOperation exchange, MlirValue field) {
  int kind = -1;
  bool written = false;
  for (MlirOperation op = mlirOperationGetNextInBlock(exchange); !mlirOperationIsNull(op) && !written;
       op = mlirOperationGetNextInBlock(op))
    if (psyLoopOpIsA(op)) loopStencils(op, field, &kind, &written);
  return kind < 0 ? "region" : kStencilNames[kind];
}

/* `start` carries the attributes of an exchange; `at` is where its readers begin (the end of
 * an asynchronous one). */
static void viewExchange(FILE *out, MlirOperation func, const char *what, MlirOperation start,
                         MlirOperation at) {
  MlirValue field = mlirOperationGetOperand(start, 0);
  MlirStringRef name = valueName(func, field);
  int64_t component = psyHaloExchangeOpGetComponent(start);
  fprintf(out, "%s[field='%.*s", what, (int)name.length, name.data);
  if (component > 0) fprintf(out, "(%lld)", (long long)component);
  fprintf(out, "', type='%s', depth=", exchangeType(at, field));
  printDepth(out, func, psyHaloDepthGetConstant(start), psyHaloDepthGetValue(start),
             psyHaloDepthIsMax(start) ? psyHaloDepthGetBelowMax(start) : -1);
  fprintf(out, ", check_dirty=%s]\n", psyHaloExchangeOpGetCheckDirty(start) ? "True" : "False");
}

/* ---- Loops and calls ------------------------------------------------------------------- */

static void viewCall(FILE *out, MlirOperation module, MlirOperation func, MlirOperation loop,
                     MlirOperation op) {
  bool first = true;
  if (psyKernelOpIsA(op)) {
    MlirOperation meta = psyKernelMetaLookup(module, psyKernelOpGetMetaName(op));
    MlirStringRef proc = psyOpGetStringAttr(meta, "procedure");
    fprintf(out, "CodedKern %.*s(", (int)proc.length, proc.data);
  } else {
    MlirStringRef name = psyBuiltinOpGetName(op);
    const PsyBuiltin *b = psyBuiltinLookup(name);
    if (b) name = psyRef(b->name);
    fprintf(out, "BuiltIn %.*s(", (int)name.length, name.data);
    if (mlirOperationGetNumResults(op) == 1 && mlirOperationGetNumResults(loop) == 1) {
      MlirStringRef r = resultName(func, mlirOperationGetResult(loop, 0));
      fprintf(out, "%.*s", (int)r.length, r.data);
      first = false;
    }
  }
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    PsyOperandRole role = PSY_OPERAND_DATA;
    if (psyKernelOpIsA(op)) psyKernelOpGetOperandEntry(op, i, &role);
    if (role != PSY_OPERAND_DATA) continue; /* PSyclone lists meta_args entries only */
    MlirStringRef n = valueName(func, mlirOperationGetOperand(op, i));
    fprintf(out, "%s%.*s", first ? "" : ",", (int)n.length, n.data);
    first = false;
  }
  fputs(psyKernelOpIsA(op) ? ") [module_inline=False]\n" : ")\n", out);
}

static const char *loopType(PsyIteration it) {
  switch (it) {
  case PSY_ITER_DOFS: return "dof";
  case PSY_ITER_COLOURS: return "colours";
  case PSY_ITER_COLOUR_CELLS: return "colour";
  default: return "";
  }
}

/* PSyclone's bound names: ours, except the coloured loops' (ncolour, colour_halo). */
static void printBound(FILE *out, MlirOperation func, MlirOperation loop) {
  PsyUpperBound ub = psyLoopOpGetUpperBound(loop);
  const char *name = ub == PSY_UB_LAST_EDGE_CELL   ? "ncolour"
                     : ub == PSY_UB_LAST_HALO_CELL ? "colour_halo"
                                                   : psyUpperBoundName(ub);
  fputs(name, out);
  if (ub != PSY_UB_CELL_HALO && ub != PSY_UB_DOF_HALO && ub != PSY_UB_LAST_HALO_CELL) return;
  fputc('(', out);
  printDepth(out, func, psyHaloDepthGetConstant(loop), psyHaloDepthGetValue(loop),
             psyHaloDepthIsMax(loop) ? 0 : -1);
  fputc(')', out);
}

static MlirOperation firstCall(MlirOperation loop) {
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (psyKernelOpIsA(op) || psyBuiltinOpIsA(op)) return op;
    if (psyLoopOpIsA(op)) return firstCall(op);
  }
  return (MlirOperation){NULL};
}

/* PSyclone's it_space is the first kernel's operates_on (halo_cell_column, owned_dof, ...);
 * builtins operate on dofs. */
static const char *iterationSpace(MlirOperation loop) {
  MlirOperation call = firstCall(loop);
  if (!mlirOperationIsNull(call) && psyKernelOpIsA(call)) {
    MlirOperation meta = psyKernelOpLookupMeta(call);
    if (!mlirOperationIsNull(meta))
      return psyVocabName(PSY_VOCAB_OPERATES_ON, (int)psyKernelMetaOpGetOperatesOn(meta));
  }
  return psyLoopOpGetIteration(loop) == PSY_ITER_DOFS ? "dof" : "cell_column";
}

static void viewLoop(FILE *out, MlirOperation module, MlirOperation func, MlirOperation loop,
                     int indent) {
  MlirStringRef space = loopSpace(firstCall(loop));
  fprintf(out, "Loop[type='%s', field_space='%.*s', it_space='%s', upper_bound='",
          loopType(psyLoopOpGetIteration(loop)), (int)space.length, space.data,
          iterationSpace(loop));
  printBound(out, func, loop);
  fputs("']\n", out);
  int k = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    bool isLoop = psyLoopOpIsA(op);
    if (!isLoop && !psyKernelOpIsA(op) && !psyBuiltinOpIsA(op)) continue;
    fprintf(out, "%*s%d: ", indent + 8, "", k++);
    if (isLoop) viewLoop(out, module, func, op, indent + 8);
    else viewCall(out, module, func, loop, op);
  }
}

static const char *reductionNode(PsyReduction kind) {
  return kind == PSY_REDUCE_MIN ? "GlobalMin" : kind == PSY_REDUCE_MAX ? "GlobalMax" : "GlobalSum";
}

/* One top-level node; false for what PSyclone does not show (constants, dirty/clean markers,
 * the return). */
static bool viewNode(FILE *out, MlirOperation module, MlirOperation func, MlirOperation op,
                     int index) {
  bool domain = psyLoopOpIsA(op) && psyLoopOpGetIteration(op) == PSY_ITER_DOMAIN;
  bool shown = psyLoopOpIsA(op) || psyHaloExchangeOpIsA(op) ||
               psyHaloExchangeStartOpIsA(op) || psyHaloExchangeEndOpIsA(op) ||
               psyGlobalReductionOpIsA(op);
  if (!shown) return false;
  fprintf(out, "    %d: ", index);
  if (domain) {
    /* PSyclone's domain loop is a 'null' loop and shows no bounds. */
    fprintf(out, "Loop[type='null']\n%12s0: ", "");
    viewCall(out, module, func, op, firstCall(op));
  } else if (psyLoopOpIsA(op)) {
    viewLoop(out, module, func, op, 4);
  } else if (psyHaloExchangeOpIsA(op)) {
    viewExchange(out, func, "HaloExchange", op, op);
  } else if (psyHaloExchangeStartOpIsA(op)) {
    viewExchange(out, func, "HaloExchangeStart", op, op);
  } else if (psyHaloExchangeEndOpIsA(op)) {
    MlirOperation start = mlirOpResultGetOwner(mlirOperationGetOperand(op, 1));
    viewExchange(out, func, "HaloExchangeEnd", start, op);
  } else {
    MlirStringRef n = resultName(func, mlirOperationGetOperand(op, 0));
    fprintf(out, "%s[scalar='%.*s']\n", reductionNode(psyGlobalReductionOpGetKind(op)),
            (int)n.length, n.data);
  }
  return true;
}

void psyDriverView(MlirOperation module, bool dm, FILE *out) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation f = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(f);
       f = mlirOperationGetNextInBlock(f)) {
    if (!psyOpIsAnInvoke(f)) continue;
    MlirStringRef name = mlirStringAttrGetValue(mlirOperationGetAttributeByName(f, psyRef("sym_name")));
    fprintf(out, "InvokeSchedule[invoke='%.*s', dm=%s]\n", (int)name.length, name.data,
            dm ? "True" : "False");
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
    int index = 0;
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      index += viewNode(out, module, f, op, index);
  }
}
