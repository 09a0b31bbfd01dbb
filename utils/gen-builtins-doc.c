/* gen-builtins-doc: regenerates the builtin table of docs/builtins.md from the table the
 * compiler uses (lib/Dialect/Builtins.c), so the documentation cannot drift from the code.
 *
 *   ninja -C build psy-gen-builtins-doc
 *   build/bin/psy-gen-builtins-doc docs/builtins.md > /tmp/builtins.md && mv /tmp/builtins.md docs/
 *
 * Copies the file given as argument to stdout, replacing the lines between the BEGIN and END
 * markers with the generated table. test/Dialect/psy/builtins/docs.test diffs the result
 * against the committed file. Every column comes from the parsed effects: the accesses are
 * derived from them and the effect is printed back from its tree, after psyBuiltinTableCheck
 * has confirmed that each tree reads back as its row's text. */
#include <stdio.h>
#include <string.h>

#include "psy-c/BuiltinEffect.h"
#include "psy-c/Builtins.h"

static const char kBegin[] = "<!-- BEGIN builtin table";
static const char kEnd[] = "<!-- END builtin table";

/* The domain's names without their gh_ prefix: "field", "readwrite", "real". */
static const char *bare(PsyVocabId v, int value) {
  const char *name = psyVocabName(v, value);
  return strncmp(name, "gh_", 3) ? name : name + 3;
}

static const char *kindName(PsyArgKind k) { return bare(PSY_VOCAB_ARG_KIND, (int)k); }
static const char *accessName(PsyAccess a) { return bare(PSY_VOCAB_ACCESS, (int)a); }
static const char *typeName(PsyDataType t) { return bare(PSY_VOCAB_DATA_TYPE, (int)t); }

static void printRow(const PsyBuiltin *b) {
  printf("| `%s` | ", b->name);
  for (int i = 0; i < b->nargs; ++i) {
    const PsyBuiltinArg *a = &b->args[i];
    printf("%s`%c` %s %s %s", i ? ", " : "", a->name, typeName(a->dtype), kindName(a->kind),
           accessName(a->access));
  }
  PsyStrBuf effect = {0};
  psyEffectPrint(psyBuiltinEffect(b), &effect);
  printf(" | `%s` |\n", effect.data);
  psyStrBufFree(&effect);
}

static void printTable(void) {
  printf("| builtin | arguments (metadata order: letter, type, kind, access) | effect per dof |\n");
  printf("| --- | --- | --- |\n");
  for (intptr_t i = 0; i < psyBuiltinCount(); ++i)
    printRow(psyBuiltinAt(i));
  printf("\n%d builtins.\n", (int)psyBuiltinCount());
}

static void toStderr(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stderr);
}

/* Prints the table check's error as this tool's own: `tool: the builtin table is ...`. */
static MlirLogicalResult printInconsistent(MlirDiagnostic d, void *tool) {
  fprintf(stderr, "%s: the builtin table is inconsistent: ", (const char *)tool);
  mlirDiagnosticPrint(d, toStderr, NULL);
  fputc('\n', stderr);
  return mlirLogicalResultSuccess();
}

static bool tableIsConsistent(const char *tool) {
  MlirContext ctx = mlirContextCreateWithThreading(false);
  mlirContextAttachDiagnosticHandler(ctx, printInconsistent, (void *)tool, NULL);
  bool ok = mlirLogicalResultIsSuccess(psyBuiltinTableCheck(mlirLocationUnknownGet(ctx)));
  mlirContextDestroy(ctx);
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s docs/builtins.md > new.md\n", argv[0]);
    return 2;
  }
  if (!tableIsConsistent(argv[0]))
    return 1;
  FILE *f = fopen(argv[1], "r");
  if (!f) {
    perror(argv[1]);
    return 1;
  }
  char line[4096];
  int inside = 0, seen = 0;
  while (fgets(line, sizeof line, f)) {
    if (!inside)
      fputs(line, stdout);
    if (strncmp(line, kBegin, sizeof kBegin - 1) == 0) {
      inside = seen = 1;
      printTable();
    } else if (inside && strncmp(line, kEnd, sizeof kEnd - 1) == 0) {
      inside = 0;
      fputs(line, stdout);
    }
  }
  fclose(f);
  if (!seen || inside) {
    fprintf(stderr, "%s: missing '%s ...' / '%s ...' markers\n", argv[1], kBegin, kEnd);
    return 1;
  }
  return 0;
}
