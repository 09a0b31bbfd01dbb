/* PSyclone's configuration file, read the way Python's configparser reads it (PSyclone's own
 * reader): sections, `key = value` or `key: value`, indented continuation lines, whole-line
 * `#`/`;` comments, keys ignoring case, `[DEFAULT]` keys inherited by every section, a
 * section or a key given twice an error. The keys PSyclone documents for `[DEFAULT]` and
 * `[lfric]` form one table with their types and PSyclone's shipped defaults; each value is
 * checked against its type, so a bad one is reported at the line that holds it. */
#include "psy-c/Config.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Support.h"
#include "psy-c/Alloc.h"

typedef enum { K_BOOL, K_INT, K_STRING, K_LIST, K_MAP, K_PRECISIONS } KeyType;

/* One documented key: where it lives, its type, PSyclone's default and whether psy-mlir
 * acts on it (the others are checked, then ignored with a note). */
typedef struct {
  const char *name, *section, *dflt;
  KeyType type;
  bool honoured;
  int64_t min; /* smallest valid integer */
} KeySpec;

static const char kDefaultPrecisions[] =
    "i_def: 4, l_def: 1, r_def: 8, r_double: 8, r_ncdf: 8, r_quad: 16, r_second: 8, "
    "r_single: 4, r_solver: 4, r_tran: 8, r_bl: 8, r_um: 8";

static const KeySpec kKeys[] = {
    {"distributed_memory", "DEFAULT", "true", K_BOOL, true, 0},
    {"reproducible_reductions", "DEFAULT", "false", K_BOOL, false, 0},
    {"reprod_pad_size", "DEFAULT", "8", K_INT, false, 1},
    {"psyir_root_name", "DEFAULT", "psyir_tmp", K_STRING, false, 0},
    {"valid_psy_data_prefixes", "DEFAULT", "", K_LIST, false, 0},
    {"ocl_devices_per_node", "DEFAULT", "1", K_INT, false, 1},
    {"ignore_modules", "DEFAULT", "", K_LIST, false, 0},
    {"fortran_standard", "DEFAULT", "f2008", K_STRING, false, 0},
    {"backend_checks_enabled", "DEFAULT", "true", K_BOOL, false, 0},
    {"compute_annexed_dofs", "lfric", "false", K_BOOL, true, 0},
    {"access_mapping", "lfric", "", K_MAP, false, 0},
    {"supported_fortran_datatypes", "lfric", "", K_LIST, false, 0},
    {"default_kind", "lfric", "", K_MAP, false, 0},
    {"precision_map", "lfric", kDefaultPrecisions, K_PRECISIONS, true, 0},
    {"run_time_checks", "lfric", "false", K_BOOL, false, 0},
    {"num_any_space", "lfric", "10", K_INT, false, 1},
    {"num_any_discontinuous_space", "lfric", "10", K_INT, false, 1},
};
#define NKEYS ((int)(sizeof kKeys / sizeof kKeys[0]))

/* configparser's booleans. */
static const struct {
  const char *word;
  bool value;
} kBools[] = {{"true", true}, {"yes", true}, {"on", true},   {"1", true},
              {"false", false}, {"no", false}, {"off", false}, {"0", false}};

typedef struct {
  char *section, *key, *value; /* key in lower case */
  int line, col;               /* of the value */
} Entry;

typedef struct {
  char *kind;
  int bytes;
} Precision;

struct PsyConfig {
  char *path;
  Entry *entries;
  int nentries, capEntries;
  Precision *precisions;
  int nprecisions;
  PsyConfigNote *notes;
  int nnotes;
};

/* ==== Small helpers ======================================================================== */

static void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p)
    abort(); /* out of memory: nothing sensible to do */
  return p;
}

static char *dupRange(const char *s, size_t n) {
  char *p = xrealloc(NULL, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

static bool eqNoCase(const char *a, const char *b, size_t n) {
  if (strlen(b) != n)
    return false;
  for (size_t i = 0; i < n; ++i)
    if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i]))
      return false;
  return true;
}

static const KeySpec *findSpec(const char *key, size_t n) {
  for (int i = 0; i < NKEYS; ++i)
    if (eqNoCase(key, kKeys[i].name, n))
      return &kKeys[i];
  return NULL;
}

/* The LFRic API's sections: `[lfric]`, and `[dynamo0.3]`, its name before PSyclone 2.4. */
static bool isLFRicSection(const char *s) {
  return strcmp(s, "lfric") == 0 || strcmp(s, "dynamo0.3") == 0;
}

static bool isReadSection(const char *s) { return strcmp(s, "DEFAULT") == 0 || isLFRicSection(s); }

static const char *skipBlanks(const char *s, const char *end) {
  while (s < end && (*s == ' ' || *s == '\t'))
    ++s;
  return s;
}

static const char *trimEnd(const char *s, const char *end) {
  while (end > s && isspace((unsigned char)end[-1]))
    --end;
  return end;
}

/* ==== Errors at file:line:col ============================================================== */

typedef struct {
  PsyConfig *cfg;
  MlirContext ctx;
  const char *path;
} Reader;

static MlirLogicalResult failAt(const Reader *r, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static MlirLogicalResult failAt(const Reader *r, int line, int col, const char *fmt, ...) {
  PsyStrBuf msg = {0};
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(&msg, fmt, ap);
  va_end(ap);
  MlirLocation loc = mlirLocationFileLineColGet(r->ctx, mlirStringRefCreateFromCString(r->path),
                                                (unsigned)line, (unsigned)col);
  mlirEmitError(loc, msg.data);
  psyStrBufFree(&msg);
  return mlirLogicalResultFailure();
}

/* ==== Lifetime ============================================================================= */

static void clearPrecisions(PsyConfig *cfg) {
  for (int i = 0; i < cfg->nprecisions; ++i)
    free(cfg->precisions[i].kind);
  free(cfg->precisions);
  cfg->precisions = NULL;
  cfg->nprecisions = 0;
}

static void clearFile(PsyConfig *cfg) {
  for (int i = 0; i < cfg->nentries; ++i) {
    free(cfg->entries[i].section);
    free(cfg->entries[i].key);
    free(cfg->entries[i].value);
  }
  free(cfg->entries);
  free(cfg->notes);
  free(cfg->path);
  cfg->entries = NULL;
  cfg->notes = NULL;
  cfg->path = NULL;
  cfg->nentries = cfg->capEntries = cfg->nnotes = 0;
}

static bool parsePrecisions(const char *text, PsyConfig *cfg, const char **bad, char **why);

PsyConfig *psyConfigCreate(void) {
  PsyConfig *cfg = xrealloc(NULL, sizeof *cfg);
  memset(cfg, 0, sizeof *cfg);
  const char *bad;
  char *why;
  parsePrecisions(kDefaultPrecisions, cfg, &bad, &why);
  free(why); /* PSyclone's defaults are all honoured */
  return cfg;
}

void psyConfigDestroy(PsyConfig *cfg) {
  if (!cfg)
    return;
  clearFile(cfg);
  clearPrecisions(cfg);
  free(cfg);
}

const char *psyConfigGetPath(const PsyConfig *cfg) { return cfg->path; }

const char *psyConfigFind(const char *explicitPath) {
  if (explicitPath)
    return explicitPath;
  const char *env = getenv("PSYCLONE_CONFIG");
  if (env && *env)
    return env;
  static const char kLocal[] = ".psyclone/psyclone.cfg";
  struct stat st;
  if (stat(kLocal, &st) == 0 && S_ISREG(st.st_mode))
    return kLocal;
  return NULL;
}

/* ==== Values =============================================================================== */

static bool parseBool(const char *s, size_t n, bool *v) {
  for (size_t i = 0; i < sizeof kBools / sizeof kBools[0]; ++i)
    if (eqNoCase(s, kBools[i].word, n)) {
      *v = kBools[i].value;
      return true;
    }
  return false;
}

static bool parseInt(const char *s, int64_t *v) {
  char *end;
  errno = 0;
  long long x = strtoll(s, &end, 10);
  if (end == s || *end || errno || !isdigit((unsigned char)*s))
    return false;
  *v = x;
  return true;
}

/* Calls `item` on each "name: value" pair of a comma-separated map (newlines count as blanks);
 * stops at the first pair it refuses or that is malformed, pointing `*bad` at it. */
typedef bool (*MapItemFn)(const char *name, size_t nlen, const char *val, size_t vlen, void *u);

static bool forEachMapItem(const char *text, MapItemFn item, void *u, const char **bad) {
  const char *p = text, *end = text + strlen(text);
  while (p < end) {
    const char *comma = memchr(p, ',', (size_t)(end - p));
    const char *stop = comma ? comma : end;
    const char *s = p;
    while (s < stop && isspace((unsigned char)*s))
      ++s;
    const char *e = trimEnd(s, stop);
    size_t len = e > s ? (size_t)(e - s) : 0; /* trimEnd never goes below s */
    const char *colon = len ? memchr(s, ':', len) : NULL;
    *bad = s;
    if (s == e && !comma)
      break; /* a trailing comma */
    if (!colon || colon == s)
      return false;
    const char *v = colon + 1;
    while (v < e && isspace((unsigned char)*v))
      ++v;
    if (!item(s, (size_t)(trimEnd(s, colon) - s), v, (size_t)(e - v), u))
      return false;
    p = stop + 1;
  }
  return true;
}

static bool acceptItem(const char *n, size_t nl, const char *v, size_t vl, void *u) {
  (void)n, (void)nl, (void)u;
  return vl > 0;
}

/* Why psy-mlir cannot honour `kind: bytes` (heap), or NULL. Real kinds lower to f32 or f64;
 * i_def, the dialect's one integer kind, is 4 bytes; logical kinds are not lowered by width.
 * 16 bytes is accepted for a real kind the precision model does not type data with (LFRic's
 * r_quad, in every LFRic precision_map): such a kind stays out of the model. */
static char *unlowerable(const char *kind, int64_t bytes) {
  PsyPrecisionConfig model;
  psyPrecisionConfigInitDefault(&model);
  PsyPrecisionType t;
  bool known = psyPrecisionConfigLookup(&model, kind, strlen(kind), &t);
  psyPrecisionConfigDestroy(&model);
  if (known && t == PSY_PRECISION_I32)
    return bytes == 4 ? NULL : psyFormat("psy-mlir lowers integer kind '%s' as 4 bytes only", kind);
  if (kind[0] == 'i' || kind[0] == 'l' || bytes == 4 || bytes == 8 || (bytes == 16 && !known))
    return NULL;
  return psyFormat("psy-mlir lowers real kinds of 4 and 8 bytes only%s",
                   bytes == 16 ? " (16 only for a kind it types no data with, as r_quad)" : "");
}

typedef struct {
  PsyConfig *cfg;
  char *why; /* the entry psy-mlir cannot honour, heap; NULL if none */
} PrecisionParse;

static bool addPrecision(const char *n, size_t nl, const char *v, size_t vl, void *u) {
  PrecisionParse *pp = u;
  PsyConfig *cfg = pp->cfg;
  char *num = dupRange(v, vl);
  int64_t bytes;
  bool ok = parseInt(num, &bytes) && (bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8 ||
                                      bytes == 16);
  free(num);
  if (!ok)
    return false;
  char *kind = dupRange(n, nl);
  for (char *c = kind; *c; ++c)
    *c = (char)tolower((unsigned char)*c);
  char *why = unlowerable(kind, bytes);
  if (why) {
    pp->why = psyFormat("precision_map: '%s: %d' cannot be honoured: %s", kind, (int)bytes, why);
    free(why);
    free(kind);
    return false;
  }
  cfg->precisions = xrealloc(cfg->precisions, (size_t)(cfg->nprecisions + 1) * sizeof(Precision));
  cfg->precisions[cfg->nprecisions++] = (Precision){kind, (int)bytes};
  return true;
}

/* Replaces the precision map by `text`; on failure `*bad` points at the culprit and `*why`
 * (heap) says why psy-mlir cannot honour it, if that is the reason. */
static bool parsePrecisions(const char *text, PsyConfig *cfg, const char **bad, char **why) {
  clearPrecisions(cfg);
  PrecisionParse pp = {cfg, NULL};
  bool ok = forEachMapItem(text, addPrecision, &pp, bad);
  *why = pp.why;
  return ok;
}

/* ==== Checking each value against its key ================================================== */

static MlirLogicalResult checkInt(const Reader *r, const Entry *e, const KeySpec *k) {
  int64_t v;
  if (!parseInt(e->value, &v) || v < k->min)
    return failAt(r, e->line, e->col, "%s must be an integer of at least %lld, got '%s'",
                  k->name, (long long)k->min, e->value);
  return mlirLogicalResultSuccess();
}

/* The column of `at`, a pointer into entry `e`'s value (continuations restart the count). */
static int columnOf(const Entry *e, const char *at, int *line) {
  *line = e->line;
  int col = e->col;
  for (const char *p = e->value; p < at; ++p) {
    if (*p == '\n') {
      ++*line;
      col = 1;
    } else
      ++col;
  }
  return col;
}

static MlirLogicalResult checkMap(const Reader *r, const Entry *e, const KeySpec *k) {
  const char *bad = e->value;
  char *why = NULL;
  bool ok = k->type == K_PRECISIONS ? parsePrecisions(e->value, r->cfg, &bad, &why)
                                    : forEachMapItem(e->value, acceptItem, NULL, &bad);
  if (ok)
    return mlirLogicalResultSuccess();
  int line, col = columnOf(e, bad, &line);
  if (why) {
    MlirLogicalResult res = failAt(r, line, col, "%s", why);
    free(why);
    return res;
  }
  const char *want = k->type == K_PRECISIONS ? "'kind: bytes' with bytes 1, 2, 4, 8 or 16"
                                             : "'name: value'";
  return failAt(r, line, col, "%s: each comma-separated entry must be %s", k->name, want);
}

static MlirLogicalResult checkValue(const Reader *r, const Entry *e, const KeySpec *k) {
  bool b;
  switch (k->type) {
  case K_BOOL:
    if (!parseBool(e->value, strlen(e->value), &b))
      return failAt(r, e->line, e->col,
                    "%s must be a boolean (true/false, yes/no, on/off, 1/0), got '%s'", k->name,
                    e->value);
    return mlirLogicalResultSuccess();
  case K_INT:
    return checkInt(r, e, k);
  case K_MAP:
  case K_PRECISIONS:
    return checkMap(r, e, k);
  case K_STRING:
    if (strcmp(k->name, "fortran_standard") == 0 && !eqNoCase(e->value, "f2003", strlen(e->value)) &&
        !eqNoCase(e->value, "f2008", strlen(e->value)))
      return failAt(r, e->line, e->col, "fortran_standard must be f2003 or f2008, got '%s'",
                    e->value);
    return mlirLogicalResultSuccess();
  case K_LIST:
    return mlirLogicalResultSuccess();
  }
  return mlirLogicalResultSuccess();
}

static void addNote(PsyConfig *cfg, const Entry *e, bool known) {
  cfg->notes = xrealloc(cfg->notes, (size_t)(cfg->nnotes + 1) * sizeof *cfg->notes);
  cfg->notes[cfg->nnotes++] = (PsyConfigNote){e->section, e->key, e->line, known};
}

/* Checks the entries of the sections psy-mlir reads; notes what it will not use. Values of
 * `[lfric]` are checked after those of `[DEFAULT]` so that they win (precision_map). */
static MlirLogicalResult checkEntries(const Reader *r) {
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < r->cfg->nentries; ++i) {
      const Entry *e = &r->cfg->entries[i];
      if (!isReadSection(e->section) || isLFRicSection(e->section) != (pass == 1))
        continue;
      const KeySpec *k = findSpec(e->key, strlen(e->key));
      if (k && mlirLogicalResultIsFailure(checkValue(r, e, k)))
        return mlirLogicalResultFailure();
      if (!k || !k->honoured)
        addNote(r->cfg, e, k != NULL);
    }
  return mlirLogicalResultSuccess();
}

/* ==== Reading lines ======================================================================== */

typedef struct {
  const Reader *r;
  char *section;   /* current section (owned by its first entry or freed at the end) */
  Entry *current;  /* the entry continuation lines extend; NULL after a header */
  int sectionLine;
  int lfricLine;   /* the line of the first LFRic section header, 0 before one */
  bool lfricIsOld; /* ... and whether it was the old name, [dynamo0.3] */
} LineState;

static Entry *findEntry(const PsyConfig *cfg, const char *section, const char *key) {
  for (int i = 0; i < cfg->nentries; ++i)
    if (strcmp(cfg->entries[i].section, section) == 0 && strcmp(cfg->entries[i].key, key) == 0)
      return &cfg->entries[i];
  return NULL;
}

static bool sectionSeen(const PsyConfig *cfg, const char *section) {
  for (int i = 0; i < cfg->nentries; ++i)
    if (strcmp(cfg->entries[i].section, section) == 0)
      return true;
  return false;
}

static MlirLogicalResult readHeader(LineState *st, const char *s, const char *e, int line,
                                    int col) {
  if (e[-1] != ']' || e - s < 3)
    return failAt(st->r, line, col, "malformed section header: expected '[name]'");
  char *name = dupRange(s + 1, (size_t)(e - s - 2));
  /* Entries own their section names, so a repeat is found through them or the current one. */
  if ((st->section && strcmp(st->section, name) == 0) || sectionSeen(st->r->cfg, name)) {
    MlirLogicalResult f = failAt(st->r, line, col, "section '%s' given twice", name);
    free(name);
    return f;
  }
  /* [dynamo0.3] and [lfric] are one section under two names (PSyclone renamed it in 2.4):
   * with both, which one's keys count would be a guess. */
  if (isLFRicSection(name)) {
    bool old = strcmp(name, "dynamo0.3") == 0;
    if (st->lfricLine && st->lfricIsOld != old) {
      MlirLogicalResult f = failAt(st->r, line, col,
                                   "sections [dynamo0.3] and [lfric] both configure the LFRic "
                                   "API (the other is at line %d): keep one", st->lfricLine);
      free(name);
      return f;
    }
    st->lfricLine = line;
    st->lfricIsOld = old;
  }
  free(st->section);
  st->section = name;
  st->current = NULL;
  st->sectionLine = line;
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult readKey(LineState *st, const char *s, const char *e, int line, int col) {
  const char *delim = s;
  while (delim < e && *delim != '=' && *delim != ':')
    ++delim;
  if (delim == e)
    return failAt(st->r, line, col, "expected 'key = value', a [section] header or a comment");
  const char *kend = trimEnd(s, delim);
  if (kend == s)
    return failAt(st->r, line, col, "a key is missing before '%c'", *delim);
  if (!st->section)
    return failAt(st->r, line, col, "key '%.*s' comes before any [section] header",
                  (int)(kend - s), s);
  char *key = dupRange(s, (size_t)(kend - s));
  for (char *c = key; *c; ++c)
    *c = (char)tolower((unsigned char)*c);
  if (findEntry(st->r->cfg, st->section, key)) {
    MlirLogicalResult f = failAt(st->r, line, col, "key '%s' given twice in section [%s]", key,
                                 st->section);
    free(key);
    return f;
  }
  const char *v = skipBlanks(delim + 1, e);
  PsyConfig *cfg = st->r->cfg;
  if (cfg->nentries == cfg->capEntries) {
    cfg->capEntries = cfg->capEntries ? 2 * cfg->capEntries : 16;
    cfg->entries = xrealloc(cfg->entries, (size_t)cfg->capEntries * sizeof *cfg->entries);
  }
  cfg->entries[cfg->nentries] = (Entry){dupRange(st->section, strlen(st->section)), key,
                                        dupRange(v, (size_t)(e - v)), line,
                                        col + (int)(v - s)};
  st->current = &cfg->entries[cfg->nentries++];
  return mlirLogicalResultSuccess();
}

static void continueValue(Entry *e, const char *s, const char *end) {
  size_t old = strlen(e->value), n = (size_t)(end - s);
  e->value = xrealloc(e->value, old + n + 2);
  size_t at = old;
  if (old)
    e->value[at++] = '\n';
  memcpy(e->value + at, s, n);
  e->value[at + n] = 0;
}

static MlirLogicalResult readLine(LineState *st, const char *p, const char *end, int line) {
  const char *s = skipBlanks(p, end), *e = trimEnd(s, end);
  if (s == e || *s == '#' || *s == ';')
    return mlirLogicalResultSuccess();
  int col = 1 + (int)(s - p);
  if (s > p && st->current) {
    /* Continuations keep their indentation, so that a column in the value is a column in
     * the file (the parsers skip blanks). */
    const char *from = p;
    if (!*st->current->value) {
      st->current->line = line; /* the value starts on this line */
      st->current->col = col;
      from = s;
    }
    continueValue(st->current, from, e);
    return mlirLogicalResultSuccess();
  }
  if (*s == '[')
    return readHeader(st, s, e, line, col);
  return readKey(st, s, e, line, col);
}

static MlirLogicalResult readText(const Reader *r, const char *text, size_t size) {
  LineState st = {.r = r};
  const char *p = text, *end = text + size;
  MlirLogicalResult result = mlirLogicalResultSuccess();
  for (int line = 1; p < end && mlirLogicalResultIsSuccess(result); ++line) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    const char *stop = eol ? eol : end;
    if (memchr(p, 0, (size_t)(stop - p)))
      result = failAt(r, line, 1, "the configuration file holds a NUL byte");
    else
      result = readLine(&st, p, stop, line);
    p = stop + 1;
  }
  free(st.section);
  return result;
}

MlirLogicalResult psyConfigLoad(PsyConfig *cfg, MlirContext ctx, const char *path) {
  size_t size;
  char *text = psyReadFile(path, &size);
  if (!text) {
    /* No line of the file was read: the message names the file, and no file:0:0 location
     * pretends otherwise. */
    MlirLocation loc = mlirLocationUnknownGet(ctx);
    PsyStrBuf msg = {0};
    psyStrBufPrintf(&msg, "cannot open PSyclone configuration file '%s': %s", path,
                    psyReadFileError(errno));
    mlirEmitError(loc, msg.data);
    psyStrBufFree(&msg);
    return mlirLogicalResultFailure();
  }
  clearFile(cfg);
  cfg->path = dupRange(path, strlen(path));
  Reader r = {cfg, ctx, path};
  MlirLogicalResult result = readText(&r, text, size);
  if (mlirLogicalResultIsSuccess(result))
    result = checkEntries(&r);
  free(text);
  return result;
}

/* ==== Getters ============================================================================== */

/* The LFRic API's value of `k`: [lfric] (or [dynamo0.3]) over [DEFAULT] over the default. */
static const char *valueOf(const PsyConfig *cfg, const KeySpec *k) {
  const Entry *dflt = NULL;
  for (int i = 0; i < cfg->nentries; ++i) {
    const Entry *e = &cfg->entries[i];
    if (strcmp(e->key, k->name) != 0)
      continue;
    if (isLFRicSection(e->section))
      return e->value;
    if (strcmp(e->section, "DEFAULT") == 0)
      dflt = e;
  }
  return dflt ? dflt->value : k->dflt;
}

bool psyConfigGetBool(const PsyConfig *cfg, const char *key) {
  const KeySpec *k = findSpec(key, strlen(key));
  bool v = false;
  if (k && k->type == K_BOOL) {
    const char *s = valueOf(cfg, k);
    parseBool(s, strlen(s), &v);
  }
  return v;
}

int64_t psyConfigGetInt(const PsyConfig *cfg, const char *key) {
  const KeySpec *k = findSpec(key, strlen(key));
  int64_t v = 0;
  if (k && k->type == K_INT)
    parseInt(valueOf(cfg, k), &v);
  return v;
}

const char *psyConfigGetString(const PsyConfig *cfg, const char *key) {
  const KeySpec *k = findSpec(key, strlen(key));
  return k ? valueOf(cfg, k) : "";
}

const char *psyConfigGetEntry(const PsyConfig *cfg, const char *section, const char *key,
                              int *line) {
  const Entry *e = findEntry(cfg, section, key);
  if (line) *line = e ? e->line : 0;
  return e ? e->value : NULL;
}

intptr_t psyConfigGetNumPrecisions(const PsyConfig *cfg) { return cfg->nprecisions; }
const char *psyConfigGetPrecisionKind(const PsyConfig *cfg, intptr_t i) {
  return cfg->precisions[i].kind;
}
int psyConfigGetPrecisionBytes(const PsyConfig *cfg, intptr_t i) { return cfg->precisions[i].bytes; }

intptr_t psyConfigGetNumNotes(const PsyConfig *cfg) { return cfg->nnotes; }
PsyConfigNote psyConfigGetNote(const PsyConfig *cfg, intptr_t i) { return cfg->notes[i]; }

void psyConfigPrintNotes(const PsyConfig *cfg, FILE *out) {
  for (intptr_t i = 0; i < cfg->nnotes; ++i) {
    PsyConfigNote n = cfg->notes[i];
    fprintf(out, "%s:%d: note: [%s] %s: %s\n", psyConfigGetPath(cfg), n.line, n.section, n.key,
            n.known ? "accepted, not used by psy-mlir" : "unknown key, ignored");
  }
}

/* ==== The configuration in the IR ========================================================== */

void psyConfigAttach(const PsyConfig *cfg, MlirOperation module) {
  MlirContext ctx = mlirOperationGetContext(module);
  MlirNamedAttribute attrs[NKEYS];
  intptr_t n = 0;
  for (int i = 0; i < NKEYS; ++i) {
    const KeySpec *k = &kKeys[i];
    MlirAttribute a;
    if (k->type == K_BOOL)
      a = mlirBoolAttrGet(ctx, psyConfigGetBool(cfg, k->name));
    else if (k->type == K_INT)
      a = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), psyConfigGetInt(cfg, k->name));
    else
      continue;
    attrs[n++] = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(k->name)), a);
  }
  mlirOperationSetAttributeByName(module, mlirStringRefCreateFromCString("psy.config"),
                                  mlirDictionaryAttrGet(ctx, n, attrs));
}

/* The module's psy.config entry `name`, when it is a boolean. */
/* ---- precision_map ----------------------------------------------------------------------- */

/* 4 bytes is f32, 8 is f64; 16-byte, integer and logical kinds are left as they are. */
void psyConfigApplyPrecisions(const PsyConfig *cfg, PsyPrecisionConfig *pc) {
  for (intptr_t i = 0; i < psyConfigGetNumPrecisions(cfg); ++i) {
    const char *kind = psyConfigGetPrecisionKind(cfg, i);
    int bytes = psyConfigGetPrecisionBytes(cfg, i);
    PsyPrecisionType old;
    bool known = psyPrecisionConfigLookup(pc, kind, strlen(kind), &old);
    /* Integer and logical kinds (i_def, l_def) keep their types. */
    if ((known && old == PSY_PRECISION_I32) || kind[0] == 'i' || kind[0] == 'l') continue;
    if (bytes == 4 || bytes == 8)
      psyPrecisionConfigSet(pc, kind, strlen(kind), bytes == 4 ? PSY_PRECISION_F32
                                                               : PSY_PRECISION_F64);
  }
}
