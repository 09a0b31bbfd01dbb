/* psy-opt: an mlir-opt-style driver for psy IR. Parses the input (or each `// -----` chunk of
 * it), runs psy-verify, then the requested pipeline of psy and upstream passes, and prints the
 * result. Output is written only when every chunk succeeds, through a temporary file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Diagnostics.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Pass.h"
#include "psy-c/Config.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"
#include "psy-c/Pipeline.h"
#include "psy-c/Support.h"

typedef struct {
  const char *input, *output;
  PsyStrBuf pipeline; /* comma-separated, from --pass-pipeline and pass flags, in order */
  int split, verifyDiagnostics, printAfterAll, generic, debugInfo, noVerify, verbose;
  const char *config; /* --config FILE */
  PsyConfig *cfg;     /* the PSyclone configuration read, attached to each module */
} Options;

static void usage(FILE *f) {
  fprintf(f, "USAGE: psy-opt [options] [input file|-]\n\n"
             "OPTIONS:\n"
             "  -o FILE                      Output file (default: stdout)\n"
             "  --pass-pipeline=PIPELINE     e.g. 'builtin.module(psy-lower-builtins,canonicalize)'\n"
             "  --split-input-file           Process each '// -----' chunk separately\n"
             "  --verify-diagnostics         Check diagnostics against expected-* comments\n"
             "  --mlir-print-ir-after-all    Print the IR after every pass (to stderr)\n"
             "  --mlir-print-op-generic      Print every op in generic form\n"
             "  --mlir-print-debuginfo       Print locations\n"
             "  --no-psy-verify              Do not run psy-verify before the pipeline\n"
             "  --config FILE                PSyclone configuration (else $PSYCLONE_CONFIG,\n"
             "                               else .psyclone/psyclone.cfg; docs/config.md)\n"
             "  --verbose                    List the configuration keys that are ignored\n"
             "  --PASS[=OPTIONS]             Append a pass (psy or upstream), e.g. --canonicalize\n"
             "  --help                       This text\n\npsy passes:\n");
  for (intptr_t i = 0; i < psyPassCount(); ++i) {
    const PsyPassInfo *p = psyPassAt(i);
    fprintf(f, "  --%-26s %s\n", p->name, p->summary);
    for (const char *const *k = p->optionKeys; k && *k; ++k)
      fprintf(f, "  %-28s   option: %s=VALUE\n", "", *k);
  }
  fprintf(f, "\npsy pipelines:\n");
  for (intptr_t i = 0; i < psyPipelineAliasCount(); ++i) {
    const char *name, *summary, *expansion;
    psyPipelineAliasAt(i, &name, &summary, &expansion);
    fprintf(f, "  --%-26s %s\n  %-28s   = %s\n", name, summary, "", expansion);
  }
  fprintf(f, "\nAny other --NAME is taken as an upstream MLIR pass of that name.\n");
}

static void appendPipeline(Options *o, const char *s, size_t n) {
  if (o->pipeline.len)
    psyStrBufAppend(&o->pipeline, ",", 1);
  psyStrBufAppend(&o->pipeline, s, n);
}

/* --pass-pipeline='builtin.module(a,b)' contributes "a,b". */
static int addPipelineFlag(Options *o, const char *v) {
  const char *anchor = "builtin.module(";
  size_t n = strlen(v), alen = strlen(anchor);
  if (n > alen && strncmp(v, anchor, alen) == 0 && v[n - 1] == ')')
    appendPipeline(o, v + alen, n - alen - 1);
  else if (strchr(v, '(')) {
    fprintf(stderr, "psy-opt: --pass-pipeline must be 'builtin.module(...)'\n");
    return 1;
  } else
    appendPipeline(o, v, n);
  return 0;
}

/* --NAME[=OPTS] becomes the pipeline element NAME{OPTS}. */
static void addPassFlag(Options *o, const char *arg) {
  const char *eq = strchr(arg, '=');
  size_t n = eq ? (size_t)(eq - arg) : strlen(arg);
  PsyStrBuf e = {0};
  psyStrBufAppend(&e, arg, n);
  if (eq && n == 7 && strncmp(arg, "psy-dag", 7) == 0 && !strchr(eq + 1, '='))
    psyStrBufPrintf(&e, "{file=%s}", eq + 1); /* --psy-dag=FILE.dot */
  else if (eq)
    psyStrBufPrintf(&e, "{%s}", eq + 1);
  appendPipeline(o, e.data, e.len);
  psyStrBufFree(&e);
}

static const struct {
  const char *flag;
  size_t offset;
} kBoolFlags[] = {
    {"split-input-file", offsetof(Options, split)},
    {"verify-diagnostics", offsetof(Options, verifyDiagnostics)},
    {"mlir-print-ir-after-all", offsetof(Options, printAfterAll)},
    {"mlir-print-op-generic", offsetof(Options, generic)},
    {"mlir-print-debuginfo", offsetof(Options, debugInfo)},
    {"no-psy-verify", offsetof(Options, noVerify)},
    {"verbose", offsetof(Options, verbose)},
};

/* Returns 0 to go on, 1 on error, 2 after --help. */
static int parseArgs(int argc, char **argv, Options *o) {
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (strcmp(a, "-o") == 0) {
      if (i + 1 == argc) {
        fprintf(stderr, "psy-opt: -o needs a file name\n");
        return 1;
      }
      o->output = argv[++i];
      continue;
    }
    if (a[0] != '-' || strcmp(a, "-") == 0) {
      if (o->input) {
        fprintf(stderr, "psy-opt: more than one input file ('%s', '%s')\n", o->input, a);
        return 1;
      }
      o->input = a;
      continue;
    }
    a += a[1] == '-' ? 2 : 1; /* mlir-opt accepts -flag and --flag */
    if (strcmp(a, "help") == 0 || strcmp(a, "h") == 0) {
      usage(stdout);
      return 2;
    }
    if (strcmp(a, "config") == 0 || strncmp(a, "config=", 7) == 0) {
      if (!a[6] && i + 1 == argc) {
        fprintf(stderr, "psy-opt: --config needs a file name\n");
        return 1;
      }
      o->config = a[6] ? a + 7 : argv[++i];
      continue;
    }
    if (strncmp(a, "o=", 2) == 0) {
      o->output = a + 2;
      continue;
    }
    if (strncmp(a, "pass-pipeline=", 14) == 0) {
      if (addPipelineFlag(o, a + 14))
        return 1;
      continue;
    }
    int known = 0;
    for (size_t k = 0; k < sizeof kBoolFlags / sizeof kBoolFlags[0]; ++k)
      if (strcmp(a, kBoolFlags[k].flag) == 0) {
        *(int *)((char *)o + kBoolFlags[k].offset) = known = 1;
      }
    if (!known)
      addPassFlag(o, a);
  }
  if (!o->input)
    o->input = "-";
  if (!o->output)
    o->output = "-";
  return 0;
}

/* ---- Parsing ------------------------------------------------------------------------------ */

static int isBuiltinModule(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == 14 && strncmp(n.data, "builtin.module", 14) == 0;
}

/* `text` padded with blank lines so line numbers match the original file. */
static PsyStrBuf padded(const char *text, size_t n, int firstLine, const char *prefix) {
  PsyStrBuf b = {0};
  psyStrBufAppend(&b, "", 0);
  if (prefix)
    psyStrBufAppend(&b, prefix, strlen(prefix));
  for (int i = 1 + (prefix && firstLine > 1); i < firstLine; ++i)
    psyStrBufAppend(&b, "\n", 1);
  psyStrBufAppend(&b, text, n);
  return b;
}

static MlirOperation parseText(MlirContext ctx, const char *file, PsyStrBuf *src) {
  MlirOperation op = mlirOperationCreateParse(ctx, (MlirStringRef){src->data, src->len},
                                              mlirStringRefCreateFromCString(file));
  psyStrBufFree(src);
  return op;
}

/* Puts a lone non-module op into a fresh module. */
static MlirOperation wrapInModule(MlirOperation op) {
  MlirModule m = mlirModuleCreateEmpty(mlirOperationGetLocation(op));
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), op);
  return mlirModuleGetOperation(m);
}

/* Parses one chunk as mlir-opt does: a lone builtin.module is the module; any other op or
 * sequence of ops goes into an implicit module. The C API parses a single op, so a first,
 * muted parse tells which case holds; then the diagnostics come from a parse whose locations
 * match the original file. */
static MlirOperation parseChunk(MlirContext ctx, DiagState *st, const char *file,
                                const char *text, size_t n, int firstLine) {
  st->muted = 1;
  st->sawMultiOp = 0;
  PsyStrBuf src = padded(text, n, firstLine, NULL);
  MlirOperation op = parseText(ctx, file, &src);
  st->muted = 0;
  if (!mlirOperationIsNull(op))
    return isBuiltinModule(op) ? op : wrapInModule(op);
  if (!st->sawMultiOp) {
    src = padded(text, n, firstLine, NULL); /* a real error: report it where it is */
    return parseText(ctx, file, &src);
  }
  /* Several ops: reparse inside "module {" put on a padding line (or ahead of line 1). */
  PsyStrBuf wrapped = padded(text, n, firstLine, firstLine > 1 ? "module {\n" : "module {");
  psyStrBufAppend(&wrapped, "\n}\n", 3);
  return parseText(ctx, file, &wrapped);
}

/* ---- One chunk ----------------------------------------------------------------------------- */

/* A zeroed buffer for an error message that quotes `subjectLen` bytes of input (a pipeline, a
 * path): room for them twice over and the library's own words, so it is not cut short. */
static char *errorBuffer(size_t subjectLen, size_t *size) {
  *size = 2 * subjectLen + 4096;
  char *err = calloc(1, *size);
  if (!err)
    abort();
  return err;
}

static MlirLogicalResult runPipeline(MlirContext ctx, MlirOperation module, const Options *o,
                                     MlirOpPrintingFlags flags) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirTypeIDAllocator ids = mlirTypeIDAllocatorCreate();
  mlirPassManagerEnableVerifier(pm, true);
  if (o->printAfterAll) {
    /* MLIR refuses (fatally) to print IR from a multi-threaded pass manager. */
    mlirContextEnableMultithreading(ctx, false);
    mlirPassManagerEnableIRPrinting(pm, false, true, true, false, false, flags,
                                    (MlirStringRef){NULL, 0});
  }
  PsyStrBuf pipe = {0};
  psyStrBufAppend(&pipe, o->noVerify ? "" : "psy-verify", o->noVerify ? 0 : 10);
  if (o->pipeline.len)
    psyStrBufPrintf(&pipe, "%s%s", pipe.len ? "," : "", o->pipeline.data);
  size_t errSize;
  char *err = errorBuffer(pipe.len, &errSize);
  MlirLogicalResult r = psyPassManagerAddPipeline(pm, (MlirStringRef){pipe.data, pipe.len}, ids,
                                                  err, errSize);
  if (mlirLogicalResultIsFailure(r))
    fprintf(stderr, "psy-opt: %s\n", err);
  else
    r = mlirPassManagerRunOnOp(pm, module);
  free(err);
  psyStrBufFree(&pipe);
  mlirPassManagerDestroy(pm);
  mlirTypeIDAllocatorDestroy(ids);
  return r;
}

/* Parses, transforms and prints one chunk into `out`. Returns 0 on success. */
static int processChunk(MlirContext ctx, DiagState *st, const Options *o, const char *text,
                        size_t n, int firstLine, PsyStrBuf *out, MlirOpPrintingFlags flags) {
  if (mlirLogicalResultIsFailure(psyCheckNesting(ctx, (MlirStringRef){text, n},
                                                 mlirStringRefCreateFromCString(o->input),
                                                 (unsigned)firstLine, PSY_MAX_NESTING)))
    return 1;
  MlirOperation module = parseChunk(ctx, st, o->input, text, n, firstLine);
  if (mlirOperationIsNull(module))
    return 1;
  int rc = 0;
  if (o->cfg)
    psyConfigAttach(o->cfg, module);
  if (mlirLogicalResultIsFailure(runPipeline(ctx, module, o, flags)))
    rc = 1;
  else {
    mlirOperationPrintWithFlags(module, flags, psyStrBufCallback, out);
    psyStrBufAppend(out, "\n", 1);
  }
  mlirOperationDestroy(module);
  return rc;
}

/* Whether the line [p, p + len) is exactly "// -----" (trailing blanks allowed). */
static int isSplitMarker(const char *p, size_t len) {
  if (len < 8 || memcmp(p, "// -----", 8) != 0)
    return 0;
  for (size_t i = 8; i < len; ++i)
    if (p[i] != ' ' && p[i] != '\t' && p[i] != '\r')
      return 0;
  return 1;
}

/* Splits the `size` bytes of `buf` at lines that are exactly "// -----" and processes each
 * chunk. The buffer is read by length: a NUL byte is input like any other. */
static int processBuffer(MlirContext ctx, const Options *o, const char *buf, size_t size,
                         DiagState *st, PsyStrBuf *out, MlirOpPrintingFlags flags) {
  const char *end = buf + size, *chunk = buf, *p = buf;
  int failures = 0, line = 1, chunkLine = 1;
  for (;;) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    size_t len = eol ? (size_t)(eol - p) : (size_t)(end - p);
    int isMarker = o->split && isSplitMarker(p, len);
    if (isMarker || !eol) {
      size_t n = (size_t)((isMarker ? p : p + len) - chunk);
      if (out->len && o->split)
        psyStrBufAppend(out, "// -----\n", 9);
      int bad = processChunk(ctx, st, o, chunk, n, chunkLine, out, flags);
      if (o->verifyDiagnostics)
        bad = diagVerify(st, o->input, (MlirStringRef){chunk, n}, chunkLine);
      failures += bad != 0;
      if (!eol)
        break;
      chunk = eol + 1;
      chunkLine = line + 1;
    }
    p = eol + 1;
    ++line;
  }
  return failures;
}

/* Reads the PSyclone configuration (--config, $PSYCLONE_CONFIG or the default place), printing
 * its errors as they come; with --verbose lists what it holds that psy-mlir ignores. Returns 0
 * on success. */
static int loadConfig(MlirContext ctx, Options *o) {
  const char *path = psyConfigFind(o->config);
  if (!path)
    return 0;
  o->cfg = psyConfigCreate();
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, NULL, NULL);
  MlirLogicalResult r = psyConfigLoad(o->cfg, ctx, path);
  mlirContextDetachDiagnosticHandler(ctx, id);
  if (o->verbose)
    psyConfigPrintNotes(o->cfg, stderr);
  return mlirLogicalResultIsFailure(r);
}

int main(int argc, char **argv) {
  Options o = {0};
  int parsed = parseArgs(argc, argv, &o);
  if (parsed)
    return parsed == 2 ? 0 : 1;
  size_t size = 0;
  char *buf = psyReadFile(o.input, &size);
  if (!buf) {
    perror(o.input);
    return 1;
  }
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) {
    fprintf(stderr, "psy-opt: the psy dialect failed to load\n");
    free(buf);
    return 1;
  }
  if (loadConfig(ctx, &o)) {
    psyConfigDestroy(o.cfg);
    mlirContextDestroy(ctx);
    free(buf);
    return 1;
  }
  DiagState st = {.verifying = o.verifyDiagnostics};
  mlirContextAttachDiagnosticHandler(ctx, diagHandler, &st, NULL);
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (o.generic)
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
  if (o.debugInfo)
    mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  PsyStrBuf out = {0};
  psyStrBufAppend(&out, "", 0);
  int failures = processBuffer(ctx, &o, buf, size, &st, &out, flags);
  size_t errSize;
  char *err = errorBuffer(strlen(o.output), &errSize);
  if (!failures && psyWriteFileAtomically(o.output, out.data, out.len, err, errSize)) {
    fprintf(stderr, "psy-opt: %s\n", err);
    failures = 1;
  }
  free(err);
  psyStrBufFree(&out);
  psyStrBufFree(&o.pipeline);
  mlirOpPrintingFlagsDestroy(flags);
  diagClear(&st);
  free(st.diags);
  psyConfigDestroy(o.cfg);
  mlirContextDestroy(ctx);
  free(buf);
  return failures ? 1 : 0;
}
