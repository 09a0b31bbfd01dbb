/* GOcean 1.0 kernels as OpenCL C kernels, translated from their Fortran (docs/opencl.md).
 *
 * The contract with the host runtime: one __kernel per GOcean kernel, named after its
 * subroutine, taking one argument per meta_args entry (a field or grid array as a __global
 * pointer, a scalar by value) and then the loop's region xstart, xstop, ystart, ystop
 * (Fortran's 1-based bounds, included). Each work item is one grid point: the subroutine's i
 * and j dummies are the global ids plus one, and a point outside the region returns at once.
 * The subroutine's statements are translated one for one (OpenCLExpr.c does the expressions);
 * anything the translation cannot do exactly is refused with a located error. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "psy-c/OpenCL.h"

#include "OpenCLInternal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void clRefuse(ClKernel *k, PsyFLoc loc, const char *fmt, ...) {
  PsyStrBuf b = {0};
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(&b, fmt, ap);
  va_end(ap);
  psyDiagError(k->diags, loc, "%s cannot be translated to OpenCL C", b.data);
  psyStrBufFree(&b);
}

const ClSym *clLookup(const ClKernel *k, const char *name) {
  for (int i = 0; i < k->nsyms; ++i)
    if (!strcmp(k->syms[i].name, name)) return &k->syms[i];
  return NULL;
}

/* Names the generated C gives a meaning of its own: a Fortran name among them is refused
 * rather than renamed, so that the kernel reads like its Fortran. */
static const char *const kReserved[] = {
    "xstart", "xstop", "ystart", "ystop", "auto", "break", "case", "char", "const", "continue",
    "default", "do", "double", "else", "enum", "extern", "float", "for", "goto", "if",
    "inline", "int", "long", "register", "restrict", "return", "short", "signed", "sizeof",
    "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile",
    "while", "kernel", "global", "local", "constant", "private", "half", "bool", "uint",
    "size_t", "get_global_id", "get_global_size", "psy_ipow",
};

static bool reserved(const char *name) {
  if (!strncmp(name, "psy_", 4)) return true;
  for (size_t i = 0; i < sizeof kReserved / sizeof kReserved[0]; ++i)
    if (!strcmp(kReserved[i], name)) return true;
  return false;
}

/* The declaration of `name` in scope `scope`, or NULL. */
static const PsyFDecl *declOf(const PsyFUnit *u, int scope, const char *name) {
  for (int i = 0; i < u->ndecls; ++i)
    if (u->decls[i].scope == scope && !strcmp(u->decls[i].name, name)) return &u->decls[i];
  return NULL;
}

static ClSym *addSym(ClKernel *k, const PsyFDecl *d, ClSymKind kind, ClType t, bool writable) {
  if (reserved(d->name)) {
    clRefuse(k, d->loc, "the name '%s' (the generated C uses it)", d->name);
    return NULL;
  }
  k->syms = realloc(k->syms, (size_t)(k->nsyms + 1) * sizeof *k->syms);
  if (!k->syms) abort();
  k->syms[k->nsyms] = (ClSym){d->name, kind, t, writable};
  return &k->syms[k->nsyms++];
}

/* ---- arguments -------------------------------------------------------------------------- */

/* What meta_args entry `a` is in C: its element or scalar type, and whether it is an array. */
static ClType argType(const PsyGoArg *a, bool *isArray) {
  *isArray = a->kind == PSY_GO_ARG_FIELD ||
             (a->kind == PSY_GO_ARG_GRID && psyGoGridPropertyIsArray(a->what));
  if (a->kind == PSY_GO_ARG_FIELD) return CL_DOUBLE;
  if (a->kind == PSY_GO_ARG_GRID) return psyGoGridPropertyIsReal(a->what) ? CL_DOUBLE : CL_INT;
  return strcmp(psyGoArgWhatName(a), "go_i_scalar") ? CL_DOUBLE : CL_INT;
}

/* The symbol of dummy `name`, checked against entry `a` (NULL for i and j); appends its
 * parameter text to `params`. */
static void dummy(ClKernel *k, int scope, const char *name, const PsyGoArg *a, PsyFLoc at,
                  PsyStrBuf *params) {
  const PsyFDecl *d = declOf(k->unit, scope, name);
  if (!d) return clRefuse(k, at, "the undeclared dummy argument '%s'", name);
  bool isArray = false;
  ClType want = a ? argType(a, &isArray) : CL_INT;
  ClType have = clTypeOf(d->typeName, d->kind);
  if (have != want || (d->rank == 2) != isArray || (d->rank != 0 && d->rank != 2) ||
      (isArray && !d->assumedShape))
    return clRefuse(k, d->loc, "'%s' declared otherwise than its metadata says (a %s %s)",
                    name, want == CL_INT ? "integer" : "real(go_wp)",
                    !a ? "index" : isArray ? "rank-2 array of shape (:, :)" : "scalar");
  bool writable = a && a->kind == PSY_GO_ARG_FIELD && a->access != PSY_GO_READ;
  if (!addSym(k, d, !a ? CL_SYM_INDEX : isArray ? CL_SYM_ARRAY : CL_SYM_SCALAR, want, writable) ||
      !a)
    return;
  if (isArray)
    psyStrBufPrintf(params, "    __global %s *restrict %s,\n", clTypeName(want), name);
  else psyStrBufPrintf(params, "    %s %s,\n", clTypeName(want), name);
}

/* ---- locals and constants --------------------------------------------------------------- */

static bool isDummy(const PsyFScope *s, const char *name) {
  for (int i = 0; i < s->ndummies; ++i)
    if (!strcmp(s->dummies[i], name)) return true;
  return false;
}

/* The declaration of one local or named constant, at the top of the kernel. */
static void local(ClKernel *k, const PsyFDecl *d, PsyStrBuf *out) {
  ClType t = clTypeOf(d->typeName, d->kind);
  if (!t)
    return clRefuse(k, d->loc, "'%s', whose type is not real(go_wp), real, integer or logical "
                    "of a known kind,", d->name);
  if (d->rank != 0) return clRefuse(k, d->loc, "the local array '%s'", d->name);
  if (d->init && !d->isParameter)
    return clRefuse(k, d->loc, "'%s' with an initial value (which makes it saved between calls)",
                    d->name);
  ClValue v = {0};
  if (d->isParameter) {
    if (!d->init) return clRefuse(k, d->loc, "the constant '%s' without a value", d->name);
    if (!(v = clExpr(k, d->init)).type) return;
  }
  if (!addSym(k, d, d->isParameter ? CL_SYM_CONST : CL_SYM_LOCAL, t, !d->isParameter)) {
    clValueFree(&v);
    return;
  }
  if (d->isParameter) psyStrBufPrintf(out, "  const %s %s = %s;\n", clTypeName(t), d->name, v.text);
  else psyStrBufPrintf(out, "  %s %s;\n", clTypeName(t), d->name);
  clValueFree(&v);
}

/* ---- statements ------------------------------------------------------------------------- */

static void block(ClKernel *k, const PsyFBlock *b, int depth, PsyStrBuf *out);

static void assignment(ClKernel *k, const PsyFStmt *s, int depth, PsyStrBuf *out) {
  const PsyFExpr *lhs = s->lhs;
  const PsyFExpr *target = lhs->kind == PSY_FX_CALL ? lhs->base : lhs;
  const ClSym *sym = psyFExprIsName(target) ? clLookup(k, target->text) : NULL;
  if (sym && !sym->writable) {
    static const char *const kWhy[] = {"the grid index", "a read-only (go_read) array",
                                       "a scalar argument (passed by value)", "", "a constant"};
    return clRefuse(k, lhs->loc, "an assignment to '%s', %s,", sym->name, kWhy[sym->kind]);
  }
  ClValue l = clExpr(k, lhs), r = clExpr(k, s->rhs);
  if (l.type && r.type && (l.type == CL_LOGICAL) != (r.type == CL_LOGICAL))
    clRefuse(k, s->loc, "an assignment between a logical and a number");
  else if (l.type && r.type)
    psyStrBufPrintf(out, "%*s%s = %s;\n", 2 * depth, "", l.text, r.text);
  clValueFree(&l), clValueFree(&r);
}

static void ifStatement(ClKernel *k, const PsyFStmt *s, int depth, PsyStrBuf *out) {
  for (int i = 0; i < s->nbranches; ++i) {
    const PsyFBranch *br = &s->branches[i];
    const char *lead = i ? " else " : "";
    if (!i) psyStrBufPrintf(out, "%*s", 2 * depth, "");
    if (br->cond) {
      ClValue c = clExpr(k, br->cond);
      if (c.type && c.type != CL_LOGICAL) clRefuse(k, br->loc, "an if whose condition is not logical");
      psyStrBufPrintf(out, "%sif (%s) {\n", lead, c.text ? c.text : "");
      clValueFree(&c);
    } else psyStrBufPrintf(out, "%s{\n", lead);
    block(k, &br->body, depth + 1, out);
    psyStrBufPrintf(out, "%*s}", 2 * depth, "");
  }
  psyStrBufPrintf(out, "\n");
}

/* do v = lo, hi[, st]: Fortran counts the trips once, from the bounds' values on entry, and
 * leaves v one step past the last; so does this. */
static void doLoop(ClKernel *k, const PsyFStmt *s, int depth, PsyStrBuf *out) {
  const ClSym *v = clLookup(k, s->lhs->text);
  if (!v || v->kind != CL_SYM_LOCAL || v->type != CL_INT)
    return clRefuse(k, s->lhs->loc, "a do loop whose variable '%s' is not an integer local",
                    s->lhs->text);
  ClValue lo = clExpr(k, s->lower), hi = clExpr(k, s->upper);
  ClValue st = s->step ? clExpr(k, s->step) : (ClValue){strdup("1"), CL_INT, CL_PREC_ATOM};
  if (lo.type == CL_INT && hi.type == CL_INT && st.type == CL_INT) {
    int n = ++k->temps;
    psyStrBufPrintf(out, "%*s{\n%*sconst int psy_lo%d = %s, psy_hi%d = %s, psy_st%d = %s;\n",
                    2 * depth, "", 2 * depth + 2, "", n, lo.text, n, hi.text, n, st.text);
    psyStrBufPrintf(out, "%*s%s = psy_lo%d;\n", 2 * depth + 2, "", v->name, n);
    psyStrBufPrintf(out, "%*sfor (int psy_n%d = (psy_hi%d - psy_lo%d + psy_st%d) / psy_st%d; "
                         "psy_n%d > 0; --psy_n%d, %s += psy_st%d) {\n",
                    2 * depth + 2, "", n, n, n, n, n, n, n, v->name, n);
    ++k->loopDepth;
    block(k, &s->body, depth + 2, out);
    --k->loopDepth;
    psyStrBufPrintf(out, "%*s}\n%*s}\n", 2 * depth + 2, "", 2 * depth, "");
  } else if (lo.type && hi.type && st.type) {
    clRefuse(k, s->loc, "a do loop with bounds that are not integers");
  }
  clValueFree(&lo), clValueFree(&hi), clValueFree(&st);
}

static void statement(ClKernel *k, const PsyFStmt *s, int depth, PsyStrBuf *out) {
  switch (s->kind) {
  case PSY_FS_ASSIGN: return assignment(k, s, depth, out);
  case PSY_FS_IF: return ifStatement(k, s, depth, out);
  case PSY_FS_DO: return doLoop(k, s, depth, out);
  case PSY_FS_RETURN: return psyStrBufPrintf(out, "%*sreturn;\n", 2 * depth, "");
  case PSY_FS_CONTINUE: return;
  case PSY_FS_CYCLE:
  case PSY_FS_EXIT:
    if (!k->loopDepth) return clRefuse(k, s->loc, "a cycle or exit outside a do loop");
    return psyStrBufPrintf(out, "%*s%s;\n", 2 * depth, "",
                           s->kind == PSY_FS_CYCLE ? "continue" : "break");
  case PSY_FS_CALL:
    return clRefuse(k, s->loc, "a call to the subroutine '%s'",
                    psyFExprIsName(s->lhs->base) ? s->lhs->base->text : "?");
  default: return clRefuse(k, s->loc, "%s", s->what ? s->what : "this statement");
  }
}

static void block(ClKernel *k, const PsyFBlock *b, int depth, PsyStrBuf *out) {
  for (int i = 0; i < b->n; ++i) statement(k, b->stmts[i], depth, out);
}

/* ---- kernels and programs --------------------------------------------------------------- */

/* The scope of m's subroutine, with its statements recorded; -1 after an error. */
static int kernelScope(const PsyFUnit *u, const PsyGoKernelMeta *m, PsyDiagList *d) {
  for (int i = 0; i < u->nscopes; ++i)
    if (!strcmp(u->scopes[i].name, m->procedure) && u->scopes[i].parent >= 0 &&
        !strcmp(u->scopes[u->scopes[i].parent].name, m->module)) {
      if (u->scopes[i].hasBody) return i;
      psyDiagError(d, u->scopes[i].loc, "the statements of '%s' were not recorded (parse with "
                   "PsyFortranOptions.statements)", m->procedure);
      return -1;
    }
  psyDiagError(d, m->loc, "no subroutine '%s' in module '%s'", m->procedure, m->module);
  return -1;
}

static void kernelBody(ClKernel *k, int scope, const PsyGoKernelMeta *m, PsyStrBuf *params,
                       PsyStrBuf *body) {
  const PsyFScope *s = &k->unit->scopes[scope];
  for (int i = 0; i < s->ndummies; ++i)
    dummy(k, scope, s->dummies[i], i < 2 ? NULL : &m->args[i - 2], s->loc, params);
  const char *ii = s->ndummies > 0 ? s->dummies[0] : "i", *jj = s->ndummies > 1 ? s->dummies[1] : "j";
  psyStrBufPrintf(body, "  int %s = get_global_id(0) + 1, %s = get_global_id(1) + 1;\n", ii, jj);
  psyStrBufPrintf(body, "  if (%s < xstart || %s > xstop || %s < ystart || %s > ystop) return;\n",
                  ii, ii, jj, jj);
  for (int i = 0; i < k->unit->ndecls; ++i) {
    const PsyFDecl *d = &k->unit->decls[i];
    if (d->scope == scope && !isDummy(s, d->name)) local(k, d, body);
  }
  block(k, &s->body, 1, body);
}

bool psyGoOpenCLKernelWrite(const PsyFUnit *u, const PsyGoKernelMeta *m, PsyStrBuf *out,
                            PsyDiagList *diags) {
  int scope = kernelScope(u, m, diags);
  if (scope < 0) return false;
  psyDiagListOpen(diags);
  int before = psyDiagListErrors(diags);
  ClKernel k = {.unit = u, .kernel = m->procedure, .diags = diags};
  PsyStrBuf params = {0}, body = {0};
  kernelBody(&k, scope, m, &params, &body);
  bool ok = psyDiagListErrors(diags) == before;
  psyDiagListClose(diags);
  if (ok)
    psyStrBufPrintf(out, "__kernel void %s(\n%s    int xstart, int xstop, int ystart, int ystop) "
                         "{\n%s}\n", m->procedure, params.data ? params.data : "", body.data);
  psyStrBufFree(&params), psyStrBufFree(&body);
  free(k.syms);
  return ok;
}

/* Integer ** integer as Fortran defines it: a negative exponent gives 0 but for a base of
 * 1 or -1. */
static const char kIpow[] =
    "int psy_ipow(int b, int e) {\n"
    "  if (e < 0) return b == 1 ? 1 : b == -1 ? (e % 2 ? -1 : 1) : 0;\n"
    "  int r = 1;\n"
    "  for (; e > 0; --e) r *= b;\n"
    "  return r;\n"
    "}\n\n";

void psyGoOpenCLProgramWrap(const char *from, const char *kernels, FILE *out) {
  /* Contraction into fused multiply-adds would round differently from the CPU build. */
  fprintf(out, "/* OpenCL C translated by psyc from %s (docs/opencl.md). */\n"
               "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
               "#pragma OPENCL FP_CONTRACT OFF\n\n%s%s",
          from, strstr(kernels, "psy_ipow(") ? kIpow : "", kernels);
}
