/* Textual pipelines mixing psy passes and upstream passes. An external pass cannot be
 * registered under a name, so the string is split at its top-level commas: psy pass names
 * (with {options}) and aliases become external passes, and each run of other elements is
 * handed to mlirOpPassManagerAddPipeline as one string. */
#include "psy-c/Pipeline.h"

#include <stdio.h>
#include <string.h>

#include "../Support/StrBuf.h"
#include "mlir-c/RegisterEverything.h"
#include "psy-c/Passes.h"

typedef struct {
  MlirPassManager pm;
  MlirTypeIDAllocator ids;
  PsyStrBuf upstream; /* pending run of upstream elements */
  char *err;
  size_t errSize;
  int aliasDepth;
} Builder;

static MlirLogicalResult addElements(Builder *b, MlirStringRef list);

static void collectError(MlirStringRef s, void *data) { psyStrBufCallback(s, data); }

/* Upstream passes register into a process-wide registry, which only textual pipelines need:
 * doing it here rather than at context creation keeps ~9 ms off every run that names no
 * upstream pass (bench/RESULTS.md). */
static void registerUpstreamPassesOnce(void) {
  static int done;
  if (!done) {
    mlirRegisterAllPasses();
    done = 1;
  }
}

static MlirLogicalResult flushUpstream(Builder *b) {
  if (b->upstream.len == 0)
    return mlirLogicalResultSuccess();
  registerUpstreamPassesOnce();
  PsyStrBuf msg = {0};
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(b->pm);
  MlirLogicalResult r = mlirOpPassManagerAddPipeline(
      opm, (MlirStringRef){b->upstream.data, b->upstream.len}, collectError, &msg);
  if (mlirLogicalResultIsFailure(r))
    snprintf(b->err, b->errSize, "invalid pipeline '%s': %s", b->upstream.data,
             msg.data ? msg.data : "");
  psyStrBufFree(&msg);
  psyStrBufFree(&b->upstream);
  return r;
}

/* Splits `e` = "name{opts}" into its name and option text. */
static void splitElement(MlirStringRef e, MlirStringRef *name, MlirStringRef *opts) {
  const char *brace = memchr(e.data, '{', e.length);
  *name = (MlirStringRef){e.data, brace ? (size_t)(brace - e.data) : e.length};
  *opts = (MlirStringRef){"", 0};
  if (brace && e.data[e.length - 1] == '}')
    *opts = (MlirStringRef){brace + 1, e.length - (size_t)(brace - e.data) - 2};
}

static MlirLogicalResult addPsyPass(Builder *b, const PsyPassInfo *info, MlirStringRef opts) {
  PsyPassOptions parsed;
  if (mlirLogicalResultIsFailure(flushUpstream(b)) ||
      mlirLogicalResultIsFailure(psyPassOptionsParse(info, opts, &parsed, b->err, b->errSize)))
    return mlirLogicalResultFailure();
  mlirPassManagerAddOwnedPass(b->pm, psyPassCreate(info, &parsed, b->ids));
  return mlirLogicalResultSuccess();
}

static int isPsyName(MlirStringRef name) {
  return psyPassLookup(name) || psyPipelineAliasLookup(name);
}

/* A nested element such as func.func(...) must not hide psy passes: they run on modules. */
static MlirLogicalResult checkNested(Builder *b, MlirStringRef e) {
  const char *p = e.data, *end = e.data + e.length;
  for (; p + 4 <= end; ++p)
    if (strncmp(p, "psy-", 4) == 0 && (p == e.data || strchr("(,", p[-1]))) {
      const char *q = p;
      while (q < end && !strchr(",(){} ", *q))
        ++q;
      if (isPsyName((MlirStringRef){p, (size_t)(q - p)})) {
        snprintf(b->err, b->errSize,
                 "'%.*s' runs on builtin.module: put it at the top level of the pipeline",
                 (int)(q - p), p);
        return mlirLogicalResultFailure();
      }
    }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult addElement(Builder *b, MlirStringRef e) {
  MlirStringRef name, opts;
  splitElement(e, &name, &opts);
  const PsyPassInfo *info = psyPassLookup(name);
  if (info)
    return addPsyPass(b, info, opts);
  const char *alias = psyPipelineAliasLookup(name);
  if (alias) {
    if (opts.length || b->aliasDepth > 4) {
      snprintf(b->err, b->errSize, "pipeline alias '%.*s' takes no options", (int)name.length,
               name.data);
      return mlirLogicalResultFailure();
    }
    b->aliasDepth++;
    MlirLogicalResult r = addElements(b, mlirStringRefCreateFromCString(alias));
    b->aliasDepth--;
    return r;
  }
  if (mlirLogicalResultIsFailure(checkNested(b, e)))
    return mlirLogicalResultFailure();
  if (b->upstream.len)
    psyStrBufAppend(&b->upstream, ",", 1);
  psyStrBufAppend(&b->upstream, e.data, e.length);
  return mlirLogicalResultSuccess();
}

static MlirStringRef trim(MlirStringRef s) {
  while (s.length && (s.data[0] == ' ' || s.data[0] == '\n'))
    s.data++, s.length--;
  while (s.length && (s.data[s.length - 1] == ' ' || s.data[s.length - 1] == '\n'))
    s.length--;
  return s;
}

/* Calls addElement on each top-level comma-separated element of `list`. */
static MlirLogicalResult addElements(Builder *b, MlirStringRef list) {
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= list.length; ++i) {
    char c = i < list.length ? list.data[i] : ',';
    if (c == '(' || c == '{')
      ++depth;
    else if (c == ')' || c == '}')
      --depth;
    if (depth < 0) {
      snprintf(b->err, b->errSize, "unbalanced ')' or '}' in pipeline");
      return mlirLogicalResultFailure();
    }
    if (c != ',' || depth != 0)
      continue;
    MlirStringRef e = trim((MlirStringRef){list.data + start, i - start});
    start = i + 1;
    if (e.length && mlirLogicalResultIsFailure(addElement(b, e)))
      return mlirLogicalResultFailure();
  }
  if (depth != 0) {
    snprintf(b->err, b->errSize, "unbalanced '(' or '{' in pipeline");
    return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyPassManagerAddPipeline(MlirPassManager pm, MlirStringRef pipeline,
                                            MlirTypeIDAllocator ids, char *err,
                                            size_t errSize) {
  Builder b = {pm, ids, {0}, err, errSize, 0};
  MlirStringRef list = trim(pipeline);
  const char *anchor = "builtin.module(";
  size_t alen = strlen(anchor);
  if (list.length > alen && strncmp(list.data, anchor, alen) == 0) {
    if (list.data[list.length - 1] != ')') {
      snprintf(err, errSize, "pipeline: missing ')' after builtin.module(");
      return mlirLogicalResultFailure();
    }
    list = (MlirStringRef){list.data + alen, list.length - alen - 1};
  }
  MlirLogicalResult r = addElements(&b, list);
  if (mlirLogicalResultIsSuccess(r))
    r = flushUpstream(&b);
  psyStrBufFree(&b.upstream);
  return r;
}

MlirLogicalResult psyRunPipeline(MlirOperation module, MlirStringRef pipeline, char *err,
                                 size_t errSize) {
  MlirContext ctx = mlirOperationGetContext(module);
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirTypeIDAllocator ids = mlirTypeIDAllocatorCreate();
  mlirPassManagerEnableVerifier(pm, true);
  MlirLogicalResult r = psyPassManagerAddPipeline(pm, pipeline, ids, err, errSize);
  if (mlirLogicalResultIsSuccess(r)) {
    r = mlirPassManagerRunOnOp(pm, module);
    if (mlirLogicalResultIsFailure(r))
      snprintf(err, errSize, "pipeline failed");
  }
  mlirPassManagerDestroy(pm);
  mlirTypeIDAllocatorDestroy(ids);
  return r;
}
