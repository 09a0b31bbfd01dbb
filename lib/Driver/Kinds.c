/* The width of each LFRic kind: the infrastructure's constants_mod when psyc can read it,
 * otherwise the PSyclone configuration's precision_map (psy-c/Config.h, docs/config.md).
 *
 * An LFRic build chooses its precisions in constants_mod (`integer, parameter :: r_solver =
 * real64`, often behind `#if R_SOLVER_PRECISION == 32`), and PSyclone's precision_map only
 * repeats them. When the two disagree, the model's data have constants_mod's width and a
 * schedule compiled for precision_map's would misread them, so constants_mod wins. psyc parses
 * the module with flang's parser (preprocessed with its -D/-U/-I) and evaluates the integer
 * named constants this file knows how to: iso_fortran_env's and iso_c_binding's kind names,
 * selected_real_kind / selected_int_kind with literal arguments, kind() of a literal or of a
 * variable with a named kind, an integer literal, and aliases of other constants of the
 * module. Anything else keeps precision_map's width for that name, and --verbose says so. */
#define _DEFAULT_SOURCE
#include "psy-c/Config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "mlir-c/Diagnostics.h"
#include "psy-c/Frontend.h"
#include "psy-c/Alloc.h"
#include "psy-c/StrBuf.h"

/* ==== Finding constants_mod's source ======================================================== */

static bool isFile(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static char *inDir(const char *dir) {
  for (const char *ext = "f"; *ext; ext = ext[0] == 'f' ? "F" : "") {
    char *p = psyFormat("%s/constants_mod.%s90", dir, ext);
    if (isFile(p)) return p;
    free(p);
  }
  return NULL;
}

/* Depth first, in name order so that the answer does not depend on the file system; hidden
 * directories (.git) are skipped. */
static char *underDir(const char *dir, int depth) {
  char *found = inDir(dir);
  struct dirent **list = NULL;
  int n = found || depth > 32 ? 0 : scandir(dir, &list, NULL, alphasort);
  for (int i = 0; i < n; ++i) {
    const char *name = list[i]->d_name;
    if (!found && name[0] != '.') {
      char *sub = psyFormat("%s/%s", dir, name);
      struct stat st;
      if (stat(sub, &st) == 0 && S_ISDIR(st.st_mode)) found = underDir(sub, depth + 1);
      free(sub);
    }
    free(list[i]);
  }
  free(list);
  return found;
}

/* flang's module file, which is Fortran text (`!mod$ v1 ...`, after a byte order mark):
 * its constants have their values folded (`integer(4),parameter::r_solver=8_4`). gfortran's
 * are compressed, and not read. */
static char *flangModuleIn(const char *dir) {
  char *p = psyFormat("%s/constants_mod.mod", dir);
  FILE *f = isFile(p) ? fopen(p, "rb") : NULL;
  char head[8] = {0};
  size_t n = f ? fread(head, 1, sizeof head, f) : 0;
  if (f) fclose(f);
  const char *text = n >= 3 && !memcmp(head, "\xEF\xBB\xBF", 3) ? head + 3 : head;
  if (n >= 5 && !strncmp(text, "!mod$", 5)) return p;
  free(p);
  return NULL;
}

char *psyKindsFindConstantsMod(const char *const *includes, int nincludes,
                               const char *const *dirs, int ndirs) {
  char *found = NULL;
  for (int i = 0; i < nincludes && !found; ++i) found = inDir(includes[i]);
  for (int i = 0; i < ndirs && !found; ++i) found = underDir(dirs[i], 0);
  for (int i = 0; i < nincludes && !found; ++i) found = flangModuleIn(includes[i]);
  return found;
}

/* ==== Evaluating a named constant ========================================================== */

typedef enum { CLASS_UNKNOWN, CLASS_REAL, CLASS_INT, CLASS_LOGICAL } KindClass;

/* What a kind expression gives: its class and byte width (0: psyc cannot evaluate it). */
typedef struct {
  KindClass cls;
  int bytes;
} Width;

/* The kind names of iso_fortran_env and iso_c_binding, as flang and gfortran give them on
 * x86-64 (c_long_double is the 80-bit x87 type, kind 10). */
static const struct {
  const char *name;
  KindClass cls;
  int bytes;
} kNamed[] = {
    {"real32", CLASS_REAL, 4},      {"real64", CLASS_REAL, 8},     {"real128", CLASS_REAL, 16},
    {"real16", CLASS_REAL, 2},      {"int8", CLASS_INT, 1},        {"int16", CLASS_INT, 2},
    {"int32", CLASS_INT, 4},        {"int64", CLASS_INT, 8},       {"c_float", CLASS_REAL, 4},
    {"c_double", CLASS_REAL, 8},    {"c_long_double", CLASS_REAL, 10},
    {"c_float128", CLASS_REAL, 16}, {"c_int", CLASS_INT, 4},       {"c_short", CLASS_INT, 2},
    {"c_long", CLASS_INT, 8},       {"c_long_long", CLASS_INT, 8}, {"c_signed_char", CLASS_INT, 1},
    {"c_int8_t", CLASS_INT, 1},     {"c_int16_t", CLASS_INT, 2},   {"c_int32_t", CLASS_INT, 4},
    {"c_int64_t", CLASS_INT, 8},    {"c_size_t", CLASS_INT, 8},    {"c_intptr_t", CLASS_INT, 8},
    {"c_bool", CLASS_LOGICAL, 1},
};

/* selected_real_kind(p, r) and selected_int_kind(r) on x86-64: the smallest kind that has
 * the precision (or range) asked for. */
static const struct {
  int precision, range, bytes;
} kRealKinds[] = {{6, 37, 4}, {15, 307, 8}, {18, 4931, 10}, {33, 4931, 16}};
static const struct {
  int range, bytes;
} kIntKinds[] = {{2, 1}, {4, 2}, {9, 4}, {18, 8}, {38, 16}};

typedef struct {
  const PsyFUnit *unit;
  int scope; /* constants_mod's */
} Eval;

static Width evalExpr(const Eval *ev, const PsyFExpr *e, int depth);

/* The named constant `name` of constants_mod; NULL if it has none, or more than one. */
static const PsyFParam *findParam(const Eval *ev, const char *name) {
  const PsyFParam *found = NULL;
  for (int i = 0; i < ev->unit->nparams; ++i) {
    const PsyFParam *p = &ev->unit->params[i];
    if (p->scope != ev->scope || strcasecmp(p->name, name)) continue;
    if (found) return NULL;
    found = p;
  }
  return found;
}

static Width evalName(const Eval *ev, const char *name, int depth) {
  const PsyFParam *p = findParam(ev, name);
  if (p) return depth > 16 ? (Width){CLASS_UNKNOWN, 0} : evalExpr(ev, p->value, depth + 1);
  for (size_t i = 0; i < sizeof kNamed / sizeof kNamed[0]; ++i)
    if (!strcasecmp(name, kNamed[i].name)) return (Width){kNamed[i].cls, kNamed[i].bytes};
  return (Width){CLASS_UNKNOWN, 0};
}

/* An integer literal's value (`8`, `8_i_def`), or -1. */
static int literalInt(const PsyFExpr *e) {
  if (!e || e->kind != PSY_FX_INT || !e->text) return -1;
  char *end;
  long v = strtol(e->text, &end, 10);
  return end != e->text && (*end == 0 || *end == '_') && v >= 0 && v < 100000 ? (int)v : -1;
}

/* Argument `keyword` of a call (by keyword, else at `pos`); NULL if absent. */
static const PsyFExpr *argOf(const PsyFExpr *call, const char *keyword, int pos) {
  for (int i = 0; i < call->nargs; ++i)
    if (call->args[i]->keyword && !strcmp(call->args[i]->keyword, keyword)) return call->args[i];
  return pos < call->nargs && !call->args[pos]->keyword ? call->args[pos] : NULL;
}

static Width selectedReal(const PsyFExpr *call) {
  const PsyFExpr *pa = argOf(call, "p", 0), *ra = argOf(call, "r", 1);
  int p = pa ? literalInt(pa) : 0, r = ra ? literalInt(ra) : 0;
  if (p < 0 || r < 0 || (!pa && !ra) || argOf(call, "radix", 2)) return (Width){CLASS_REAL, 0};
  for (size_t i = 0; i < sizeof kRealKinds / sizeof kRealKinds[0]; ++i)
    if (p <= kRealKinds[i].precision && r <= kRealKinds[i].range)
      return (Width){CLASS_REAL, kRealKinds[i].bytes};
  return (Width){CLASS_REAL, 0};
}

static Width selectedInt(const PsyFExpr *call) {
  const PsyFExpr *ra = argOf(call, "r", 0);
  int r = ra ? literalInt(ra) : -1;
  for (size_t i = 0; i < sizeof kIntKinds / sizeof kIntKinds[0] && r >= 0; ++i)
    if (r <= kIntKinds[i].range) return (Width){CLASS_INT, kIntKinds[i].bytes};
  return (Width){CLASS_INT, 0};
}

/* kind(x) of a literal: its `_kind` suffix, a `d` exponent, else the default kind (4). */
static Width literalKind(const Eval *ev, const PsyFExpr *x, KindClass cls, int depth) {
  const char *us = x->text ? strrchr(x->text, '_') : NULL;
  if (us && us[1]) {
    Width w = evalName(ev, us + 1, depth);
    if (!w.bytes) { /* a kind given by a literal number: `1.0_8` */
      char *end;
      long v = strtol(us + 1, &end, 10);
      w.bytes = *end == 0 && v > 0 && v <= 16 ? (int)v : 0;
    }
    return (Width){cls, w.bytes};
  }
  bool dExp = cls == CLASS_REAL && x->text && strpbrk(x->text, "dD");
  return (Width){cls, dExp ? 8 : 4};
}

/* kind(v) of a variable declared with a named kind (`real(kind=r_def) :: v`; `double
 * precision` reads as r_double); a variable of default kind is not evaluated, since the
 * parse keeps `real(8)` and `real` apart only by a literal it does not record. */
static Width variableKind(const Eval *ev, const char *name, int depth) {
  for (int i = 0; i < ev->unit->ndecls; ++i) {
    const PsyFDecl *d = &ev->unit->decls[i];
    if (strcasecmp(d->name, name) || !d->kind || !d->typeName) continue;
    KindClass cls = !strcmp(d->typeName, "real")      ? CLASS_REAL
                    : !strcmp(d->typeName, "integer") ? CLASS_INT
                    : !strcmp(d->typeName, "logical") ? CLASS_LOGICAL
                                                      : CLASS_UNKNOWN;
    Width w = evalName(ev, d->kind, depth);
    if (!w.bytes && !strcmp(d->kind, "r_double")) w.bytes = 8;
    return (Width){cls, w.bytes};
  }
  return (Width){CLASS_UNKNOWN, 0};
}

static Width kindOf(const Eval *ev, const PsyFExpr *call, int depth) {
  const PsyFExpr *x = call->nargs == 1 ? call->args[0] : NULL;
  if (!x) return (Width){CLASS_UNKNOWN, 0};
  if (x->kind == PSY_FX_REAL) return literalKind(ev, x, CLASS_REAL, depth);
  if (x->kind == PSY_FX_INT) return literalKind(ev, x, CLASS_INT, depth);
  if (x->kind == PSY_FX_LOGICAL) return literalKind(ev, x, CLASS_LOGICAL, depth);
  if (x->kind == PSY_FX_NAME && x->text) return variableKind(ev, x->text, depth);
  return (Width){CLASS_UNKNOWN, 0};
}

static Width evalCall(const Eval *ev, const PsyFExpr *e, int depth) {
  const char *f = e->base && e->base->kind == PSY_FX_NAME ? e->base->text : NULL;
  if (!f) return (Width){CLASS_UNKNOWN, 0};
  if (!strcmp(f, "selected_real_kind")) return selectedReal(e);
  if (!strcmp(f, "selected_int_kind")) return selectedInt(e);
  if (!strcmp(f, "kind")) return kindOf(ev, e, depth);
  return (Width){CLASS_UNKNOWN, 0};
}

static Width evalExpr(const Eval *ev, const PsyFExpr *e, int depth) {
  if (!e) return (Width){CLASS_UNKNOWN, 0};
  if (e->kind == PSY_FX_NAME && e->text) return evalName(ev, e->text, depth);
  if (e->kind == PSY_FX_INT) return (Width){CLASS_UNKNOWN, literalInt(e) > 0 ? literalInt(e) : 0};
  if (e->kind == PSY_FX_CALL) return evalCall(ev, e, depth);
  if (e->kind == PSY_FX_UNARY && e->text && !strcmp(e->text, "()") && e->nargs == 1)
    return evalExpr(ev, e->args[0], depth);
  return (Width){CLASS_UNKNOWN, 0};
}

/* ==== Applying the widths to the precision model ============================================ */

typedef struct {
  const PsyConfig *cfg;
  const PsyFUnit *unit;
  MlirContext ctx;
  PsyPrecisionConfig *pc;
  FILE *notes;
  char **fromModule; /* the kinds constants_mod set */
  int nfrom, cap;
} Apply;

static void tell(const Apply *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void tell(const Apply *a, const char *fmt, ...) {
  if (!a->notes) return;
  va_list ap;
  va_start(ap, fmt);
  fputs("psyc: ", a->notes);
  vfprintf(a->notes, fmt, ap);
  fputc('\n', a->notes);
  va_end(ap);
}

/* precision_map's width of `kind`, 0 if it names none. */
static int mapBytes(const PsyConfig *cfg, const char *kind) {
  for (intptr_t i = 0; i < psyConfigGetNumPrecisions(cfg); ++i)
    if (!strcasecmp(psyConfigGetPrecisionKind(cfg, i), kind))
      return psyConfigGetPrecisionBytes(cfg, i);
  return 0;
}

static const char *mapName(const PsyConfig *cfg) {
  return psyConfigGetPath(cfg) ? psyConfigGetPath(cfg) : "PSyclone's default";
}

static MlirLogicalResult failOn(const Apply *a, const PsyFParam *p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static MlirLogicalResult failOn(const Apply *a, const PsyFParam *p, const char *fmt, ...) {
  PsyStrBuf msg = {0};
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(&msg, fmt, ap);
  va_end(ap);
  MlirLocation loc = mlirLocationFileLineColGet(
      a->ctx, mlirStringRefCreateFromCString(p->loc.file ? p->loc.file : a->unit->file),
      (unsigned)p->loc.line, (unsigned)p->loc.col);
  mlirEmitError(loc, msg.data);
  psyStrBufFree(&msg);
  return mlirLogicalResultFailure();
}

/* What psy-mlir lowers: reals of 4 and 8 bytes, i_def (its one integer kind) of 4. */
static MlirLogicalResult setWidth(Apply *a, const PsyFParam *p, Width w, bool isInt) {
  const char *k = p->name;
  if (isInt ? w.bytes != 4 : w.bytes != 4 && w.bytes != 8)
    return failOn(a, p, "constants_mod gives kind '%s' %d bytes ('%s'), but psy-mlir lowers %s",
                  k, w.bytes, p->value->source, isInt ? "4-byte integers only"
                                                      : "4- and 8-byte reals only");
  if (!isInt)
    psyPrecisionConfigSet(a->pc, k, strlen(k), w.bytes == 4 ? PSY_PRECISION_F32 : PSY_PRECISION_F64);
  int m = mapBytes(a->cfg, k);
  tell(a, "kind %s: %d bytes, from constants_mod (%s:%d)%s", k, w.bytes, p->loc.file ? p->loc.file
       : a->unit->file, p->loc.line, m && m != w.bytes ? ": it wins over precision_map" : "");
  if (m && m != w.bytes)
    tell(a, "kind %s: precision_map (%s) says %d bytes, constants_mod %d", k, mapName(a->cfg), m,
         w.bytes);
  a->fromModule = psyGrow(a->fromModule, a->nfrom, &a->cap, sizeof *a->fromModule);
  a->fromModule[a->nfrom++] = psyXstrdup(k);
  return mlirLogicalResultSuccess();
}

/* One named constant: a kind the model knows (or precision_map names) takes constants_mod's
 * width; a real kind new to both is added, as precision_map adds its own. */
static MlirLogicalResult applyParam(Apply *a, const Eval *ev, const PsyFParam *p) {
  PsyPrecisionType old;
  bool known = psyPrecisionConfigLookup(a->pc, p->name, strlen(p->name), &old);
  int m = mapBytes(a->cfg, p->name);
  Width w = findParam(ev, p->name) ? evalExpr(ev, p->value, 0) : (Width){CLASS_UNKNOWN, 0};
  if (!w.bytes) {
    if (known || m)
      tell(a, "kind %s: constants_mod's '%s' (%s:%d) cannot be evaluated: %s", p->name,
           p->value->source, p->loc.file ? p->loc.file : a->unit->file, p->loc.line,
           m ? "precision_map's width is used" : "psy-mlir's default is used");
    return mlirLogicalResultSuccess();
  }
  bool isInt = known ? old == PSY_PRECISION_I32 : w.cls == CLASS_INT;
  bool isReal = known ? old != PSY_PRECISION_I32 : w.cls == CLASS_REAL;
  if (!known && isReal && w.bytes != 4 && w.bytes != 8) {
    tell(a, "kind %s: constants_mod gives %d bytes, which psy-mlir does not lower; data of this "
         "kind are not supported", p->name, w.bytes);
    return mlirLogicalResultSuccess();
  }
  if (!isReal && !(isInt && known)) return mlirLogicalResultSuccess();
  return setWidth(a, p, w, isInt);
}

static bool setByModule(const Apply *a, const char *kind) {
  for (int i = 0; i < a->nfrom; ++i)
    if (!strcasecmp(a->fromModule[i], kind)) return true;
  return false;
}

/* --verbose: where each kind of the model that constants_mod did not set came from. */
static void noteOthers(const Apply *a) {
  for (int i = 0; i < a->pc->count; ++i) {
    const char *k = a->pc->kinds[i].kind;
    if (setByModule(a, k)) continue;
    int m = mapBytes(a->cfg, k);
    if (m) tell(a, "kind %s: %d bytes, from precision_map (%s)", k, m, mapName(a->cfg));
    else tell(a, "kind %s: %s, psy-mlir's default", k, psyPrecisionTypeName(a->pc->kinds[i].type));
  }
}

static int moduleScope(const PsyFUnit *u) {
  for (int s = 0; s < u->nscopes; ++s)
    if (u->scopes[s].isModule && !strcasecmp(u->scopes[s].name, "constants_mod")) return s;
  return -1;
}

MlirLogicalResult psyKindsApply(const PsyConfig *cfg, const struct PsyFUnit *constants,
                                MlirContext ctx, PsyPrecisionConfig *pc, FILE *notes) {
  psyConfigApplyPrecisions(cfg, pc);
  Apply a = {.cfg = cfg, .unit = constants, .ctx = ctx, .pc = pc, .notes = notes};
  Eval ev = {constants, constants ? moduleScope(constants) : -1};
  if (constants && ev.scope < 0)
    tell(&a, "%s defines no module constants_mod: the kinds are precision_map's", constants->file);
  bool ok = true;
  for (int i = 0; ev.scope >= 0 && i < constants->nparams; ++i)
    if (constants->params[i].scope == ev.scope)
      ok &= mlirLogicalResultIsSuccess(applyParam(&a, &ev, &constants->params[i]));
  noteOthers(&a);
  for (int i = 0; i < a.nfrom; ++i) free(a.fromModule[i]);
  free(a.fromModule);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

bool psyKindsConfirmed(const struct PsyFUnit *constants, const char *kind) {
  Eval ev = {constants, constants ? moduleScope(constants) : -1};
  const PsyFParam *p = ev.scope >= 0 ? findParam(&ev, kind) : NULL;
  return p && evalExpr(&ev, p->value, 0).bytes > 0;
}
