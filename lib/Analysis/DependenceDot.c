/* An invoke's dependence DAG as Graphviz DOT (psySchedulePrintDot), as PSyclone's dag() draws
 * a schedule: one vertex per node, one edge per dependence, labelled with its kind and the
 * value (and vector component) it is about. */
#include <string.h>

#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

static const char *const kKindNames[] = {
    [PSY_DEP_RAW] = "RAW", [PSY_DEP_WAR] = "WAR", [PSY_DEP_WAW] = "WAW"};

/* Appends the value as the printer names it in the invoke (%arg0, %0, ...). */
static void appendValue(PsyStrBuf *b, MlirValue v, MlirAsmState state) {
  mlirValuePrintAsOperand(v, state, psyStrBufCallback, b);
}

static void appendName(PsyStrBuf *b, MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  psyStrBufAppend(b, n.data, n.length);
}

/* The callees of a loop: "testkern_type, setval_c". */
static MlirWalkResult appendCallee(MlirOperation op, void *user) {
  PsyStrBuf *b = user;
  MlirStringRef n = {NULL, 0};
  if (psyKernelOpIsA(op))
    n = psyKernelOpGetMetaName(op);
  else if (psyBuiltinOpIsA(op))
    n = psyBuiltinOpGetName(op);
  if (n.data)
    psyStrBufPrintf(b, " %.*s", (int)n.length, n.data);
  return MlirWalkResultAdvance;
}

static void appendBound(PsyStrBuf *b, MlirOperation loop) {
  psyStrBufPrintf(b, " %s to %s", psyIterationName(psyLoopOpGetIteration(loop)),
                  psyUpperBoundName(psyLoopOpGetUpperBound(loop)));
  if (psyHaloDepthIsMax(loop))
    psyStrBufPrintf(b, "(max)");
  else if (psyHaloDepthGetConstant(loop))
    psyStrBufPrintf(b, "(%lld)", (long long)psyHaloDepthGetConstant(loop));
  else if (!mlirValueIsNull(psyHaloDepthGetValue(loop)))
    psyStrBufPrintf(b, "(?)");
}

static void appendLabel(PsyStrBuf *b, const PsySchedule *s, intptr_t i, MlirAsmState state) {
  MlirOperation op = psyScheduleGetNode(s, i);
  psyStrBufPrintf(b, "%ld: ", (long)i);
  appendName(b, op);
  if (psyLoopOpIsA(op)) {
    appendBound(b, op);
    psyStrBufAppend(b, ":", 1);
    mlirOperationWalk(op, appendCallee, b, MlirWalkPreOrder);
    return;
  }
  if (psyHaloExchangeOpIsA(op) || psyHaloExchangeStartOpIsA(op) ||
      psyHaloExchangeEndOpIsA(op) || psySetDirtyOpIsA(op) ||
      psySetCleanOpIsA(op)) {
    psyStrBufAppend(b, " ", 1);
    appendValue(b, mlirOperationGetOperand(op, 0), state);
    bool hasComponent = psyHaloExchangeOpIsA(op) || psyHaloExchangeStartOpIsA(op);
    if (hasComponent && psyHaloExchangeOpGetComponent(op))
      psyStrBufPrintf(b, "[%lld]", (long long)psyHaloExchangeOpGetComponent(op));
  }
}

static bool hasEdge(const PsySchedule *s, intptr_t i) {
  for (intptr_t k = 0; k < psyScheduleGetNumDependences(s); ++k) {
    PsyDependence d = psyScheduleGetDependence(s, k);
    if (d.from == i || d.to == i)
      return true;
  }
  return false;
}

/* Escapes `"` and `\` for a DOT string. */
static void appendQuoted(PsyStrBuf *out, const char *s, size_t n) {
  psyStrBufAppend(out, "\"", 1);
  for (size_t i = 0; i < n; ++i) {
    if (s[i] == '"' || s[i] == '\\')
      psyStrBufAppend(out, "\\", 1);
    psyStrBufAppend(out, &s[i], 1);
  }
  psyStrBufAppend(out, "\"", 1);
}

static void appendVertices(PsyStrBuf *out, const PsySchedule *s, MlirAsmState state) {
  for (intptr_t i = 0; i < psyScheduleGetNumNodes(s); ++i) {
    if (!psyScheduleGetNumAccesses(s, i) && !hasEdge(s, i))
      continue;
    PsyStrBuf label = {0};
    appendLabel(&label, s, i, state);
    psyStrBufPrintf(out, "  n%ld [label=", (long)i);
    appendQuoted(out, label.data, label.len);
    psyStrBufAppend(out, "];\n", 3);
    psyStrBufFree(&label);
  }
}

static void appendEdges(PsyStrBuf *out, const PsySchedule *s, MlirAsmState state) {
  for (intptr_t k = 0; k < psyScheduleGetNumDependences(s); ++k) {
    PsyDependence d = psyScheduleGetDependence(s, k);
    PsyStrBuf label = {0};
    psyStrBufPrintf(&label, "%s ", kKindNames[d.kind]);
    appendValue(&label, d.value, state);
    if (d.component)
      psyStrBufPrintf(&label, "[%d]", (int)d.component);
    psyStrBufPrintf(out, "  n%ld -> n%ld [label=", (long)d.from, (long)d.to);
    appendQuoted(out, label.data, label.len);
    psyStrBufAppend(out, "];\n", 3);
    psyStrBufFree(&label);
  }
}

void psySchedulePrintDot(const PsySchedule *s, MlirStringCallback callback, void *userData) {
  if (psyScheduleGetNumNodes(s) == 0)
    return;
  MlirOperation invoke = mlirOperationGetParentOperation(psyScheduleGetNode(s, 0));
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  MlirAsmState state = mlirAsmStateCreateForOperation(invoke, flags);
  PsyStrBuf out = {0};
  psyStrBufAppend(&out, "digraph ", 8);
  MlirStringRef name = psyOpGetStringAttr(invoke, "sym_name");
  appendQuoted(&out, name.data ? name.data : "", name.length);
  psyStrBufAppend(&out, " {\n", 3);
  appendVertices(&out, s, state);
  appendEdges(&out, s, state);
  psyStrBufAppend(&out, "}\n", 2);
  callback((MlirStringRef){out.data, out.len}, userData);
  psyStrBufFree(&out);
  mlirAsmStateDestroy(state);
  mlirOpPrintingFlagsDestroy(flags);
}
