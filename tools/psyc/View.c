/* psyc --view: PSyclone's schedule-view text of each invoke, one node a line, in execution
 * order (docs/psyc.md lists the line kinds). */
#include "View.h"

#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"


static MlirStringRef arrayString(MlirAttribute arr, intptr_t i) {
  if (mlirAttributeIsNull(arr) || i < 0 || i >= mlirArrayAttrGetNumElements(arr))
    return (MlirStringRef){"?", 1};
  return mlirStringAttrGetValue(mlirArrayAttrGetElement(arr, i));
}

/* The algorithm's name for an invoke value: block argument i is the i-th non-result entry of
 * psy.alg_args; a literal carries its Fortran text; a reduction is named by func.return. */
static MlirStringRef valueName(MlirOperation func, MlirValue v) {
  MlirAttribute args = mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("psy.alg_args"));
  MlirAttribute res = mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("psy.alg_results"));
  if (mlirValueIsABlockArgument(v)) {
    intptr_t want = mlirBlockArgumentGetArgNumber(v), k = -1;
    for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(args); ++i) {
      MlirStringRef name = arrayString(args, i);
      bool isResult = false;
      for (intptr_t j = 0; j < mlirArrayAttrGetNumElements(res); ++j)
        isResult |= mlirStringRefEqual(name, arrayString(res, j));
      if (!isResult && ++k == want) return name;
    }
    return (MlirStringRef){"?", 1};
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirAttribute text = mlirOperationGetAttributeByName(def, mlirStringRefCreateFromCString("psy.alg_text"));
  if (!mlirAttributeIsNull(text)) return mlirStringAttrGetValue(text);
  return (MlirStringRef){"?", 1};
}

static MlirStringRef reductionName(MlirOperation func, MlirOperation op) {
  MlirRegion r = mlirOperationGetRegion(func, 0);
  MlirOperation ret = mlirBlockGetTerminator(mlirRegionGetFirstBlock(r));
  MlirAttribute res = mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("psy.alg_results"));
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(ret); ++i)
    if (mlirValueEqual(mlirOperationGetOperand(ret, i), mlirOperationGetResult(op, 0)))
      return arrayString(res, i);
  return (MlirStringRef){"?", 1};
}

/* The loop's field space: that of the field naming its bound, else of its first call's first
 * field or operator operand. */
static MlirStringRef loopSpace(MlirOperation loop, MlirOperation call) {
  MlirValue field = psyLoopOpGetField(loop);
  if (!mlirValueIsNull(field))
    return psyTypeGetSpace(mlirValueGetType(field));
  for (intptr_t i = 0; !mlirOperationIsNull(call) && i < mlirOperationGetNumOperands(call); ++i) {
    MlirStringRef s = psyTypeGetSpace(mlirValueGetType(mlirOperationGetOperand(call, i)));
    if (s.length) return s;
  }
  return (MlirStringRef){"", 0};
}

static void printBound(FILE *out, MlirOperation loop) {
  PsyUpperBound ub = psyLoopOpGetUpperBound(loop);
  int64_t depth = psyLoopOpGetDepth(loop);
  if (depth > 0)
    fprintf(out, "%s(%lld)", psyUpperBoundName(ub), (long long)depth);
  else
    fprintf(out, "%s", psyUpperBoundName(ub));
}

/* One call of a loop body, with a reduction named by the invoke result its loop yields. */
static void viewCall(FILE *out, MlirOperation module, MlirOperation func, MlirOperation loop,
                     MlirOperation op) {
  bool first = true;
  fprintf(out, "        ");
  if (psyOpIsA(op, "kernel")) {
    MlirOperation meta = psyKernelMetaLookup(module, psyKernelOpGetMetaName(op));
    MlirStringRef proc = psyOpGetStringAttr(meta, "procedure");
    fprintf(out, "CodedKern %.*s(", (int)proc.length, proc.data);
  } else {
    MlirStringRef name = psyBuiltinOpGetName(op);
    fprintf(out, "BuiltIn %.*s(", (int)name.length, name.data);
    if (mlirOperationGetNumResults(op) == 1 && mlirOperationGetNumResults(loop) == 1) {
      MlirStringRef r = reductionName(func, loop);
      fprintf(out, "%.*s", (int)r.length, r.data);
      first = false;
    }
  }
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i, first = false) {
    MlirStringRef n = valueName(func, mlirOperationGetOperand(op, i));
    fprintf(out, "%s%.*s", first ? "" : ",", (int)n.length, n.data);
  }
  fputs(")\n", out);
}

static void viewLoop(FILE *out, MlirOperation module, MlirOperation func, MlirOperation loop) {
  MlirBlock body = psyLoopOpGetBody(loop);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  MlirStringRef space = loopSpace(loop, first);
  fprintf(out, "    Loop[type='%s', field_space='%.*s', upper_bound='",
         psyIterationName(psyLoopOpGetIteration(loop)), (int)space.length, space.data);
  printBound(out, loop);
  fprintf(out, "']\n");
  for (MlirOperation op = first; !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "kernel") || psyOpIsA(op, "builtin"))
      viewCall(out, module, func, loop, op);
}

static void viewOther(FILE *out, MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  if (n.length > 4 && !strncmp(n.data, "psy.", 4))
    fprintf(out, "    %.*s\n", (int)n.length - 4, n.data + 4);
}

void psycView(MlirOperation module, bool dm, FILE *out) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation f = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(f);
       f = mlirOperationGetNextInBlock(f)) {
    if (!psyOpIsAnInvoke(f)) continue;
    MlirStringRef name = mlirStringAttrGetValue(
        mlirOperationGetAttributeByName(f, mlirStringRefCreateFromCString("sym_name")));
    fprintf(out, "InvokeSchedule[invoke='%.*s', dm=%s]\n", (int)name.length, name.data,
           dm ? "True" : "False");
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op)) {
      if (psyOpIsA(op, "loop")) viewLoop(out, module, f, op);
      else viewOther(out, op);
    }
  }
}
