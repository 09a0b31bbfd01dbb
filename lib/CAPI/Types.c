/* psy types. They are IRDL dynamic types, and the LLVM 22 C API has no accessor for a dynamic
 * type's parameters, so this file is the one place that reads them: it prints the type and
 * splits the parameter list. Builders go the other way through mlirTypeParseGet. */
#include "psy-c/Dialect.h"

#include <string.h>

#include "../Support/StrBuf.h"
#include "mlir-c/BuiltinAttributes.h"

#define MAX_PARAMS 4

/* The printed parameters of a psy type: kind is the mnemonic ("field"), params[i] the text of
 * each parameter. Points into `text`. */
typedef struct {
  PsyStrBuf text;
  MlirStringRef kind;
  int nparams;
  MlirStringRef params[MAX_PARAMS];
} PrintedType;

static void splitParams(PrintedType *p, const char *s, size_t n) {
  int depth = 0, quoted = 0;
  size_t start = 0;
  for (size_t i = 0; i <= n && p->nparams < MAX_PARAMS; ++i) {
    char c = i < n ? s[i] : ',';
    if (quoted) {
      if (c == '\\' && i + 1 < n)
        ++i;
      else if (c == '"')
        quoted = 0;
      continue;
    }
    if (c == '"')
      quoted = 1;
    else if (c == '<' || c == '(' || c == '[' || c == '{')
      ++depth;
    else if (c == '>' || c == ')' || c == ']' || c == '}')
      --depth;
    else if (c == ',' && depth == 0) {
      while (start < i && s[start] == ' ')
        ++start;
      p->params[p->nparams++] = (MlirStringRef){s + start, i - start};
      start = i + 1;
    }
  }
}

/* Reads `t` if it is a psy type; returns 0 otherwise. The caller frees p->text. */
static int readType(MlirType t, PrintedType *p) {
  memset(p, 0, sizeof *p);
  if (mlirTypeIsNull(t))
    return 0;
  MlirStringRef ns = mlirDialectGetNamespace(mlirTypeGetDialect(t));
  if (ns.length != 3 || strncmp(ns.data, "psy", 3) != 0)
    return 0;
  p->text = psyPrintType(t);
  const char *s = p->text.data;
  if (strncmp(s, "!psy.", 5) != 0) {
    psyStrBufFree(&p->text);
    return 0;
  }
  const char *kind = s + 5, *lt = strchr(kind, '<');
  p->kind = (MlirStringRef){kind, lt ? (size_t)(lt - kind) : strlen(kind)};
  if (lt) {
    const char *gt = strrchr(lt, '>');
    splitParams(p, lt + 1, gt ? (size_t)(gt - lt - 1) : strlen(lt + 1));
  }
  return 1;
}

static int kindIs(const PrintedType *p, const char *kind) {
  return p->kind.length == strlen(kind) && strncmp(p->kind.data, kind, p->kind.length) == 0;
}

static bool typeIs(MlirType t, const char *kind) {
  PrintedType p;
  if (!readType(t, &p))
    return false;
  bool r = kindIs(&p, kind);
  psyStrBufFree(&p.text);
  return r;
}

/* Appends `s` as an MLIR string literal. */
static void appendQuoted(PsyStrBuf *b, MlirStringRef s) {
  psyStrBufAppend(b, "\"", 1);
  for (size_t i = 0; i < s.length; ++i) {
    if (s.data[i] == '"' || s.data[i] == '\\')
      psyStrBufAppend(b, "\\", 1);
    psyStrBufAppend(b, s.data + i, 1);
  }
  psyStrBufAppend(b, "\"", 1);
}

static MlirType parseAndFree(MlirContext ctx, PsyStrBuf *b) {
  MlirType t = mlirTypeParseGet(ctx, (MlirStringRef){b->data, b->len});
  psyStrBufFree(b);
  return t;
}

/* "!psy.KIND<ELT, "s1"[, "s2"]" without the closing '>'. */
static PsyStrBuf startType(const char *kind, MlirType element, MlirStringRef s1,
                           MlirStringRef s2) {
  PsyStrBuf b = {0};
  psyStrBufPrintf(&b, "!psy.%s<", kind);
  PsyStrBuf elt = psyPrintType(element);
  psyStrBufAppend(&b, elt.data, elt.len);
  psyStrBufFree(&elt);
  psyStrBufAppend(&b, ", ", 2);
  appendQuoted(&b, s1);
  if (s2.data) {
    psyStrBufAppend(&b, ", ", 2);
    appendQuoted(&b, s2);
  }
  return b;
}

MlirType psyFieldTypeGet(MlirContext ctx, MlirType element, MlirStringRef space) {
  PsyStrBuf b = startType("field", element, space, (MlirStringRef){NULL, 0});
  psyStrBufAppend(&b, ">", 1);
  return parseAndFree(ctx, &b);
}

MlirType psyFieldVectorTypeGet(MlirContext ctx, MlirType element, MlirStringRef space,
                               int32_t dim) {
  PsyStrBuf b = startType("field_vector", element, space, (MlirStringRef){NULL, 0});
  psyStrBufPrintf(&b, ", %d : i32>", (int)dim);
  return parseAndFree(ctx, &b);
}

MlirType psyOperatorTypeGet(MlirContext ctx, MlirType element, MlirStringRef to,
                            MlirStringRef from) {
  PsyStrBuf b = startType("operator", element, to, from);
  psyStrBufAppend(&b, ">", 1);
  return parseAndFree(ctx, &b);
}

MlirType psyQrTypeGet(MlirContext ctx, MlirStringRef shape) {
  PsyStrBuf b = {0};
  psyStrBufAppend(&b, "!psy.qr<", 8);
  appendQuoted(&b, shape);
  psyStrBufAppend(&b, ">", 1);
  return parseAndFree(ctx, &b);
}

MlirType psyArgumentTypeGet(MlirContext ctx) {
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("!psy.argument"));
}

MlirType psyHaloRequestTypeGet(MlirContext ctx) {
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("!psy.halo_request"));
}

bool psyTypeIsAField(MlirType t) { return typeIs(t, "field"); }
bool psyTypeIsAFieldVector(MlirType t) { return typeIs(t, "field_vector"); }
bool psyTypeIsAnOperator(MlirType t) { return typeIs(t, "operator"); }
bool psyTypeIsAQr(MlirType t) { return typeIs(t, "qr"); }
bool psyTypeIsAnArgument(MlirType t) { return typeIs(t, "argument"); }
bool psyTypeIsAHaloRequest(MlirType t) { return typeIs(t, "halo_request"); }

/* Parameter `i` of `t` when `t` is one of `kinds` (NULL-terminated); the string parameter is
 * returned as a context-owned string, the element as a type. */
static int readParam(MlirType t, const char *const *kinds, int i, MlirStringRef *text,
                     PrintedType *p) {
  if (!readType(t, p))
    return 0;
  for (; *kinds; ++kinds)
    if (kindIs(p, *kinds) && i < p->nparams) {
      *text = p->params[i];
      return 1;
    }
  psyStrBufFree(&p->text);
  return 0;
}

static const char *const kTyped[] = {"field", "field_vector", "operator", NULL};
static const char *const kSpaced[] = {"field", "field_vector", "operator", NULL};
static const char *const kOperator[] = {"operator", NULL};
static const char *const kQr[] = {"qr", NULL};

MlirType psyTypeGetElementType(MlirType t) {
  PrintedType p;
  MlirStringRef text;
  if (!readParam(t, kTyped, 0, &text, &p))
    return (MlirType){NULL};
  MlirType elt = mlirTypeParseGet(mlirTypeGetContext(t), text);
  psyStrBufFree(&p.text);
  return elt;
}

/* A string parameter as a string owned by the context (attribute storage is uniqued there). */
static MlirStringRef stringParam(MlirType t, const char *const *kinds, int i) {
  PrintedType p;
  MlirStringRef text;
  if (!readParam(t, kinds, i, &text, &p))
    return (MlirStringRef){"", 0};
  MlirAttribute a = mlirAttributeParseGet(mlirTypeGetContext(t), text);
  psyStrBufFree(&p.text);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return (MlirStringRef){"", 0};
  return mlirStringAttrGetValue(a);
}

MlirStringRef psyTypeGetSpace(MlirType t) { return stringParam(t, kSpaced, 1); }
MlirStringRef psyOperatorTypeGetFromSpace(MlirType t) { return stringParam(t, kOperator, 2); }
MlirStringRef psyQrTypeGetShape(MlirType t) { return stringParam(t, kQr, 0); }

int32_t psyTypeGetDim(MlirType t) {
  PrintedType p;
  if (!readType(t, &p))
    return 0;
  int32_t dim = 0;
  if (kindIs(&p, "field"))
    dim = 1;
  else if (kindIs(&p, "field_vector") && p.nparams == 3) {
    MlirAttribute a = mlirAttributeParseGet(mlirTypeGetContext(t), p.params[2]);
    if (!mlirAttributeIsNull(a) && mlirAttributeIsAInteger(a))
      dim = (int32_t)mlirIntegerAttrGetValueInt(a);
  }
  psyStrBufFree(&p.text);
  return dim;
}
