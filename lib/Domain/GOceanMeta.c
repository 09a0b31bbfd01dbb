/* GOcean 1.0's vocabulary and the rules of one meta_args entry (psy-c/GOcean.h). The names
 * are those of PSyclone's GOcean API documentation and of the default `grid-properties` and
 * `access_mapping` of its configuration file (section [gocean]); docs/gocean.md lists them. */
#include "psy-c/GOcean.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "psy-c/Support.h"

typedef struct {
  const char *name;
  bool array, real;    /* grid properties only */
  const char *fortran; /* grid properties only: the default access from a field `{0}` */
} Name;

/* A plain name (no grid-property traits). */
#define N(s) {.name = s}

/* PSyclone maps go_read/go_write/go_readwrite and nothing else: GOcean has no gh_inc
 * (fields are written point by point, never shared between cells). */
static const Name kAccess[] = {N("go_read"), N("go_write"), N("go_readwrite")};
/* The Arakawa C-grid points (T centres, U and V faces, F corners), and go_every for a field
 * that is not tied to one of them. */
static const Name kPointType[] = {N("go_ct"), N("go_cu"), N("go_cv"), N("go_cf"), N("go_every")};
static const Name kScalar[] = {N("go_r_scalar"), N("go_i_scalar")};
static const Name kIteratesOver[] = {N("go_internal_pts"), N("go_all_pts"), N("go_external_pts")};
/* go_offset_se and go_offset_nw are names PSyclone knows but generates no loops for. */
static const Name kIndexOffset[] = {N("go_offset_ne"), N("go_offset_sw"), N("go_offset_any")};

/* The grid properties of PSyclone's default configuration (`grid-properties` of its
 * [gocean] section), the one table of them: whether each is a rank-2 array (else a scalar),
 * real (else integer), and the Fortran that fetches it from a field `{0}` of dl_esm_inf. A
 * configuration file may change the Fortran and the traits (psyGoGridTableParse). The
 * loop-bound ones (go_grid_xstop, ...) are there because a kernel may name any of them. */
#define G(s, a, r, f) {.name = s, .array = a, .real = r, .fortran = f}
static const Name kGridProperty[] = {
    G("go_grid_area_t", true, true, "{0}%grid%area_t"),
    G("go_grid_area_u", true, true, "{0}%grid%area_u"),
    G("go_grid_area_v", true, true, "{0}%grid%area_v"),
    G("go_grid_mask_t", true, false, "{0}%grid%tmask"),
    G("go_grid_dx_t", true, true, "{0}%grid%dx_t"),
    G("go_grid_dx_u", true, true, "{0}%grid%dx_u"),
    G("go_grid_dx_v", true, true, "{0}%grid%dx_v"),
    G("go_grid_dy_t", true, true, "{0}%grid%dy_t"),
    G("go_grid_dy_u", true, true, "{0}%grid%dy_u"),
    G("go_grid_dy_v", true, true, "{0}%grid%dy_v"),
    G("go_grid_lat_u", true, true, "{0}%grid%gphiu"),
    G("go_grid_lat_v", true, true, "{0}%grid%gphiv"),
    G("go_grid_dx_const", false, true, "{0}%grid%dx"),
    G("go_grid_dy_const", false, true, "{0}%grid%dy"),
    G("go_grid_x_min_index", false, false, "{0}%grid%subdomain%internal%xstart"),
    G("go_grid_x_max_index", false, false, "{0}%grid%subdomain%internal%xstop"),
    G("go_grid_y_min_index", false, false, "{0}%grid%subdomain%internal%ystart"),
    G("go_grid_y_max_index", false, false, "{0}%grid%subdomain%internal%ystop"),
    G("go_grid_nx", false, false, "{0}%grid%nx"),
    G("go_grid_ny", false, false, "{0}%grid%ny"),
    G("go_grid_xstop", false, false, "{0}%grid%subdomain%internal%xstop"),
    G("go_grid_ystop", false, false, "{0}%grid%subdomain%internal%ystop"),
    G("go_grid_data", true, true, "{0}%data"),
    G("go_grid_internal_inner_start", false, false, "{0}%internal%xstart"),
    G("go_grid_internal_inner_stop", false, false, "{0}%internal%xstop"),
    G("go_grid_internal_outer_start", false, false, "{0}%internal%ystart"),
    G("go_grid_internal_outer_stop", false, false, "{0}%internal%ystop"),
    G("go_grid_whole_inner_start", false, false, "{0}%whole%xstart"),
    G("go_grid_whole_inner_stop", false, false, "{0}%whole%xstop"),
    G("go_grid_whole_outer_start", false, false, "{0}%whole%ystart"),
    G("go_grid_whole_outer_stop", false, false, "{0}%whole%ystop"),
};

#define TABLE(t, what) {t, (int)(sizeof t / sizeof t[0]), what}
static const struct {
  const Name *names;
  int n;
  const char *what;
} kVocab[PSY_GO_VOCAB_COUNT] = {
    [PSY_GO_VOCAB_ACCESS] = TABLE(kAccess, "access"),
    [PSY_GO_VOCAB_POINT_TYPE] = TABLE(kPointType, "grid-point type"),
    [PSY_GO_VOCAB_SCALAR] = TABLE(kScalar, "scalar type"),
    [PSY_GO_VOCAB_GRID_PROPERTY] = TABLE(kGridProperty, "grid property"),
    [PSY_GO_VOCAB_ITERATES_OVER] = TABLE(kIteratesOver, "iterates_over value"),
    [PSY_GO_VOCAB_INDEX_OFFSET] = TABLE(kIndexOffset, "index_offset value"),
};

int psyGoVocabLookup(PsyGoVocab v, const char *name, size_t len) {
  for (int i = 0; i < kVocab[v].n; ++i)
    if (strlen(kVocab[v].names[i].name) == len && !strncasecmp(kVocab[v].names[i].name, name, len))
      return i;
  return -1;
}

const char *psyGoVocabName(PsyGoVocab v, int i) {
  return i >= 0 && i < kVocab[v].n ? kVocab[v].names[i].name : "";
}

const char *psyGoVocabWhat(PsyGoVocab v) { return kVocab[v].what; }

void psyGoVocabList(PsyGoVocab v, char *buf, size_t size) {
  size_t used = 0;
  buf[0] = 0;
  for (int i = 0; i < kVocab[v].n && used < size; ++i) {
    int w = snprintf(buf + used, size - used, "%s%s", i ? ", " : "", kVocab[v].names[i].name);
    if (w < 0) break;
    used += (size_t)w;
  }
}

bool psyGoGridPropertyIsArray(int p) { return kGridProperty[p].array; }
bool psyGoGridPropertyIsReal(int p) { return kGridProperty[p].real; }
const char *psyGoGridPropertyFortran(int p) { return kGridProperty[p].fortran; }

/* The table of each kind of entry's `what`. */
static const PsyGoVocab kWhatTable[] = {[PSY_GO_ARG_FIELD] = PSY_GO_VOCAB_POINT_TYPE,
                                        [PSY_GO_ARG_SCALAR] = PSY_GO_VOCAB_SCALAR,
                                        [PSY_GO_ARG_GRID] = PSY_GO_VOCAB_GRID_PROPERTY};

const char *psyGoArgWhatName(const PsyGoArg *a) {
  return psyGoVocabName(kWhatTable[a->kind], a->what);
}

static bool isDigits3(const char *s) {
  return s && strlen(s) == 3 && strspn(s, "0123456789") == 3;
}

MlirLogicalResult psyGoArgSetStencil(PsyGoArg *a, const char *const rows[3], MlirLocation loc,
                                     const char *prefix) {
  const char *p = prefix ? prefix : "";
  for (int r = 0; r < 3; ++r)
    if (!isDigits3(rows[r]))
      return psyEmitError(loc, "%sinvalid go_stencil row '%s': each of the three rows is three "
                          "digits (a depth from 0 to 9 per direction), e.g. "
                          "go_stencil(010,111,010)", p, rows[r] ? rows[r] : "");
  if (rows[1][1] != '0' && rows[1][1] != '1')
    return psyEmitError(loc, "%sinvalid go_stencil centre '%c' in row '%s': the centre says "
                        "whether the point itself is read and must be 0 or 1", p, rows[1][1],
                        rows[1]);
  a->hasStencil = true;
  for (int r = 0; r < 3; ++r) memcpy(a->stencil[r], rows[r], 4);
  return mlirLogicalResultSuccess();
}

/* Sources: PSyclone's user guide, GOcean 1.0 "Argument-metadata": a scalar is read, or
 * read and updated in place (go_readwrite: passed by reference, the algorithm sees the new
 * value), never only written; "a stencil access is only allowed for a field that is READ";
 * grid properties come from the infrastructure and take no stencil item. */
MlirLogicalResult psyGoArgCheck(const PsyGoArg *a, MlirLocation loc, const char *prefix) {
  const char *acc = psyGoVocabName(PSY_GO_VOCAB_ACCESS, (int)a->access);
  const char *p = prefix ? prefix : "";
  if (a->kind == PSY_GO_ARG_SCALAR && a->access == PSY_GO_WRITE)
    return psyEmitError(loc, "%sa scalar argument (%s) can only be go_read, not %s (or "
                        "go_readwrite, which updates it in place)", p, psyGoArgWhatName(a), acc);
  if (a->kind == PSY_GO_ARG_GRID && a->access != PSY_GO_READ)
    return psyEmitError(loc, "%sa grid property (%s) can only be go_read, not %s", p,
                        psyGoArgWhatName(a), acc);
  if (a->hasStencil && (a->kind != PSY_GO_ARG_FIELD || a->access != PSY_GO_READ))
    return psyEmitError(loc, "%sa go_stencil is only allowed on a go_read field, not on %s %s",
                        p, a->kind == PSY_GO_ARG_FIELD ? "a field with access"
                                                       : "a scalar with access", acc);
  return mlirLogicalResultSuccess();
}

bool psyGoArgReadsHalo(const PsyGoArg *a) {
  if (a->kind != PSY_GO_ARG_FIELD || !a->hasStencil || a->access == PSY_GO_WRITE) return false;
  for (int r = 0; r < 3; ++r)
    for (int k = 0; k < 3; ++k)
      if (!(r == 1 && k == 1) && a->stencil[r][k] != '0') return true;
  return false;
}

int psyGoKernelMetaIterationArg(const PsyGoKernelMeta *m) {
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].kind == PSY_GO_ARG_FIELD && m->args[i].access != PSY_GO_READ) return i;
  return -1;
}

int psyGoKernelMetaDummyCount(const PsyGoKernelMeta *m) { return 2 + m->nargs; }

void psyGoKernelMetaClear(PsyGoKernelMeta *m) {
  free(m->name);
  free(m->module);
  free(m->procedure);
  free(m->args);
  memset(m, 0, sizeof *m);
}
