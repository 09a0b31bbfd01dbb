/* -s FILE: a pipeline recipe instead of PSyclone's Python transformation script.
 *
 * A recipe is the pipeline psy-opt and --pipeline take, in a file: passes separated by
 * commas or newlines, options in braces (`psy-fuse{same-space=true}`), `#` to the end of a
 * line a comment. psyc runs it on the module, every invoke, after the distributed-memory
 * schedule is built, as PSyclone runs a script's trans() on every invoke's schedule.
 *
 * A `.py` file is PSyclone's script: psyc cannot run Python, so it refuses it, naming the
 * passes that do what the transformations the script mentions do (a table of PSyclone's
 * transformation classes), in the order they first appear. */
#include "Run.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/Support.h"

/* PSyclone's LFRic transformations and the psy-mlir pass doing the same. */
static const struct {
  const char *trans, *pass;
} kTransPasses[] = {
    {"LFRicColourTrans", "psy-colour"},
    {"Dynamo0p3ColourTrans", "psy-colour"},
    {"LFRicLoopFuseTrans", "psy-fuse"},
    {"DynamoLoopFuseTrans", "psy-fuse"},
    {"LFRicOMPParallelLoopTrans", "psy-omp"},
    {"DynamoOMPParallelLoopTrans", "psy-omp"},
    {"OMPParallelTrans", "psy-omp"},
    {"LFRicRedundantComputationTrans", "psy-redundant-computation{loop=N depth=D}"},
    {"Dynamo0p3RedundantComputationTrans", "psy-redundant-computation{loop=N depth=D}"},
    {"LFRicAsyncHaloExchangeTrans", "psy-async-halo-exchanges"},
    {"Dynamo0p3AsyncHaloExchangeTrans", "psy-async-halo-exchanges"},
    {"MoveTrans", "psy-move{node=N before=M}"},
};
#define NTRANS (sizeof kTransPasses / sizeof kTransPasses[0])

static bool endsWith(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && !strcmp(s + n - m, suffix);
}

/* Appends `pass` to the comma-separated `list` unless it is there. */
static void addPass(PsyStrBuf *list, const char *pass) {
  if (list->data && strstr(list->data, pass)) return;
  psyStrBufPrintf(list, "%s%s", list->len ? "," : "", pass);
}

/* The passes doing what the transformations named in `text` do, by first mention. */
static void equivalentPipeline(const char *text, PsyStrBuf *list) {
  for (const char *p = text; *p; ++p)
    for (size_t i = 0; i < NTRANS; ++i) {
      size_t n = strlen(kTransPasses[i].trans);
      if (!strncmp(p, kTransPasses[i].trans, n)) addPass(list, kTransPasses[i].pass);
    }
}

static char *refuseScript(PsyDriverSession *s, const char *path, const char *text) {
  PsyStrBuf list = {0};
  equivalentPipeline(text, &list);
  psyDriverFail(s, "psyc does not run PSyclone's Python scripts (-s %s); write its "
                   "transformations as a pipeline recipe: %s (docs/psyc.md)",
                path, list.len ? list.data : "one pass per line, e.g. psy-colour,psy-fuse");
  psyStrBufFree(&list);
  return NULL;
}

/* The recipe's passes joined by commas: comments dropped, each line trimmed. */
static void joinLines(const char *text, PsyStrBuf *out) {
  const char *line = text;
  while (*line) {
    size_t len = strcspn(line, "\n");
    size_t code = strcspn(line, "#");
    if (code > len) code = len;
    const char *b = line, *e = line + code;
    while (b < e && strchr(" \t\r,", *b)) ++b;
    while (e > b && strchr(" \t\r,", e[-1])) --e;
    if (e > b) psyStrBufPrintf(out, "%s%.*s", out->len ? "," : "", (int)(e - b), b);
    line += len + (line[len] == '\n');
  }
}

char *psyDriverRecipeRead(PsyDriverSession *s, const char *path) {
  size_t size = 0;
  char *text = psyReadFile(path, &size);
  if (!text) return psyDriverFail(s, "cannot read the recipe '%s'", path), NULL;
  if (endsWith(path, ".py")) {
    refuseScript(s, path, text);
    free(text);
    return NULL;
  }
  PsyStrBuf pipeline = {0};
  joinLines(text, &pipeline);
  free(text);
  if (!pipeline.len) {
    psyDriverFail(s, "the recipe '%s' names no pass", path);
    psyStrBufFree(&pipeline);
    return NULL;
  }
  return pipeline.data;
}
