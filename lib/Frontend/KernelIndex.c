/* The kernel search path: every .f90/.F90/.x90 file under each directory (recursively, as
 * PSyclone's -d) is scanned once for the modules it defines, with a cheap line scan rather
 * than a parse, so a large source tree costs one read per file. Lookups are then a binary
 * search over the sorted module names. */
#define _DEFAULT_SOURCE
#include "psy-c/Frontend.h"
#include "psy-c/Alloc.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

typedef struct {
  char *module;  /* lower case */
  char *path;
} Entry;

struct PsyKernelIndex {
  Entry *entries;
  int n, cap;
};

static bool hasFortranSuffix(const char *name) {
  const char *dot = strrchr(name, '.');
  return dot && (!strcmp(dot, ".f90") || !strcmp(dot, ".F90") || !strcmp(dot, ".x90"));
}

/* Takes ownership of `module` (a heap, lower-case string). */
static void addEntry(PsyKernelIndex *idx, char *module, const char *path) {
  idx->entries = psyGrow(idx->entries, idx->n, &idx->cap, sizeof *idx->entries);
  idx->entries[idx->n++] = (Entry){module, psyXstrdup(path)};
}

/* `module name` at the start of a line (not `module procedure|function|subroutine`). */
static void scanLine(PsyKernelIndex *idx, const char *line, const char *path) {
  while (*line == ' ' || *line == '\t') ++line;
  if (strncasecmp(line, "module", 6) || !isspace((unsigned char)line[6])) return;
  line += 6;
  while (*line == ' ' || *line == '\t') ++line;
  size_t n = 0;
  while (isalnum((unsigned char)line[n]) || line[n] == '_') ++n;
  char *name = psyFormat("%.*s", (int)n, line);
  if (!n || !strcasecmp(name, "procedure") || !strcasecmp(name, "function") ||
      !strcasecmp(name, "subroutine")) {
    free(name);
    return;
  }
  addEntry(idx, psyLowerDup(name), path);
  free(name);
}

/* Whole lines of any length (getline), so a long line is never split into a fake one. */
static void scanFile(PsyKernelIndex *idx, const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return;
  char *line = NULL;
  size_t cap = 0;
  while (getline(&line, &cap, f) >= 0) scanLine(idx, line, path);
  free(line);
  fclose(f);
}

static void scanDir(PsyKernelIndex *idx, const char *dir, int depth) {
  DIR *d = opendir(dir);
  if (!d || depth > 64) {
    if (d) closedir(d);
    return;
  }
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    size_t len = strlen(dir) + strlen(e->d_name) + 2;
    char *path = malloc(len);
    if (!path) abort();
    snprintf(path, len, "%s/%s", dir, e->d_name);
    struct stat st;
    if (!stat(path, &st)) {
      if (S_ISDIR(st.st_mode)) scanDir(idx, path, depth + 1);
      else if (S_ISREG(st.st_mode) && hasFortranSuffix(e->d_name)) scanFile(idx, path);
    }
    free(path);
  }
  closedir(d);
}

static int compareEntries(const void *a, const void *b) {
  const Entry *x = a, *y = b;
  int c = strcmp(x->module, y->module);
  return c ? c : strcmp(x->path, y->path); /* ties: a stable, reproducible first match */
}

PsyKernelIndex *psyKernelIndexCreate(const char *const *dirs, int ndirs) {
  PsyKernelIndex *idx = calloc(1, sizeof *idx);
  if (!idx) abort();
  for (int i = 0; i < ndirs; ++i) scanDir(idx, dirs[i], 0);
  if (idx->n) qsort(idx->entries, (size_t)idx->n, sizeof *idx->entries, compareEntries);
  return idx;
}

void psyKernelIndexDestroy(PsyKernelIndex *idx) {
  if (!idx) return;
  for (int i = 0; i < idx->n; ++i) free(idx->entries[i].module), free(idx->entries[i].path);
  free(idx->entries);
  free(idx);
}

const char *psyKernelIndexLookup(const PsyKernelIndex *idx, const char *name) {
  char *lower = psyLowerDup(name);
  int lo = 0, hi = idx->n;
  while (lo < hi) { /* first entry >= lower */
    int mid = (lo + hi) / 2;
    if (strcmp(idx->entries[mid].module, lower) < 0) lo = mid + 1;
    else hi = mid;
  }
  const char *path =
      lo < idx->n && !strcmp(idx->entries[lo].module, lower) ? idx->entries[lo].path : NULL;
  free(lower);
  return path;
}

int psyKernelIndexSize(const PsyKernelIndex *idx) { return idx->n; }
