/* The binding's distributed-memory family (psy-c/InvokeAbi.def: DM rows; psy-c/DmCalls.def).
 *
 * What the schedule cannot do itself it asks of two module procedures generated after the
 * invoke's subroutine, both bind(C) and passed to it with c_funloc:
 *
 *   <invoke>_psy_dm(context, site, depth, extra) -> r: the invoke's sites (halo exchanges,
 *     dirty and clean markers, loop bounds), one `case` each, on the proxies the subroutine
 *     put behind `context` -- an array of c_loc pointers, one slot per (field, component) the
 *     sites act on;
 *   <invoke>_psy_reduce(context, op, value) -> r: a global sum, minimum or maximum through
 *     LFRic's scalar_type, as a PSyclone DM PSy layer finishes a reduction.
 *
 * Only LFRic's public API is called, so the binding links with any infrastructure that has
 * it; the compiled schedule never sees a Fortran type. */
#include <stdlib.h>
#include <string.h>

#include "BindingInternal.h"

#define emit psyBindEmit

typedef PsyBindSub Sub;

static const PsyAbiEntry *at(const Sub *s, int e) { return &s->abi.entries[e]; }

/* Per site, the 0-based slot of its proxy: one slot per (field, component), in order of
 * first use (heap); `*n` set to the number of slots. */
static int *siteSlots(const Sub *s, int *n) {
  int *slot = psyXcalloc((size_t)s->abi.nsites + 1, sizeof *slot);
  *n = 0;
  for (int i = 0; i < s->abi.nsites; ++i) {
    slot[i] = -1;
    for (int k = 0; k < i && slot[i] < 0; ++k)
      if (s->abi.sites[k].arg == s->abi.sites[i].arg &&
          s->abi.sites[k].component == s->abi.sites[i].component)
        slot[i] = slot[k];
    if (slot[i] < 0) slot[i] = (*n)++;
  }
  return slot;
}

/* Whether site `i` is the first of its slot. */
static bool firstOfSlot(const int *slot, int i) {
  for (int k = 0; k < i; ++k)
    if (slot[k] == slot[i]) return false;
  return true;
}

/* The proxy of a site (heap): `f_proxy`, or `v_proxy(k)` of a field vector. */
static char *siteProxy(const Sub *s, const PsyDmSite *site) {
  return psyBindProxyOf(s, site->arg, site->component ? site->component - 1 : 0);
}

/* ==== In the invoke's subroutine ============================================================ */

void psyBindDmName(Sub *s, int e) {
  if (at(s, e)->kind == PSY_ABI_DM_MAX_DEPTH && !s->mesh)
    s->mesh = psyBindUnique(&s->names, "mesh");
}

void psyBindDmDeclare(Sub *s, int e) {
  PsyAbiKind k = at(s, e)->kind;
  if (k == PSY_ABI_DM_MAX_DEPTH) psyBindDeclareLocal(s, e);
  if (k != PSY_ABI_DM_CONTEXT) return;
  int n;
  free(siteSlots(s, &n));
  emit(s, "    type(c_ptr), target :: %s(%d)\n", s->local[e], n ? n : 1);
}

void psyBindDmFill(Sub *s, int e) {
  const PsyAbiEntry *a = at(s, e);
  if (a->kind == PSY_ABI_DM_MAX_DEPTH) {
    char *p = psyBindSpaceOf(s, a); /* a field's vspace, an operator's fs_to */
    emit(s, "    %s => %s%%get_mesh()\n", s->mesh, p);
    emit(s, "    %s = %s%%get_halo_depth()\n", s->local[e], s->mesh);
    free(p);
    return;
  }
  if (a->kind != PSY_ABI_DM_CONTEXT) return;
  if (!s->abi.nsites) emit(s, "    %s(1) = c_null_ptr\n", s->local[e]);
  int n, *slot = siteSlots(s, &n);
  for (int i = 0; i < s->abi.nsites; ++i) {
    if (!firstOfSlot(slot, i)) continue;
    char *p = siteProxy(s, &s->abi.sites[i]);
    emit(s, "    %s(%d) = c_loc(%s)\n", s->local[e], slot[i] + 1, p);
    free(p);
  }
  free(slot);
}

/* `<invoke>_<suffix>`, a module procedure's name, cut to Fortran's 63 characters (heap). */
static char *callbackName(MlirStringRef name, const char *suffix) {
  char *want = psyFormat("%.*s_%s", (int)name.length, name.data, suffix);
  char *fit = psyFortranNameFit(want);
  free(want);
  return fit;
}

/* `c_funloc(<invoke>_<suffix>)` (heap). */
static char *funloc(MlirStringRef name, const char *suffix) {
  char *fname = callbackName(name, suffix), *r = psyFormat("c_funloc(%s)", fname);
  free(fname);
  return r;
}

/* The argument the schedule gets for DM entry `e` (heap). */
char *psyBindDmArgument(const Sub *s, int e) {
  MlirStringRef name = psyOpGetStringAttr(s->func, "sym_name");
  switch (at(s, e)->kind) {
  case PSY_ABI_DM_CONTEXT:
    return psyFormat("c_loc(%s)", s->local[e]);
  case PSY_ABI_DM_CALLBACK:
    return funloc(name, "psy_dm");
  case PSY_ABI_DM_REDUCER:
    return funloc(name, "psy_reduce");
  default:
    return psyFormat("int(%s, c_int32_t)", s->local[e]);
  }
}

/* ==== The callbacks, after the subroutine =================================================== */

/* One use of each proxy type's module among the slots. */
static void writeProxyUses(Sub *s) {
  for (int i = 0; i < s->abi.nsites; ++i) {
    const char *t = s->ftype[s->abi.sites[i].arg];
    bool seen = false;
    for (int j = 0; j < i && !seen; ++j) seen = !strcmp(s->ftype[s->abi.sites[j].arg], t);
    if (seen) continue;
    char *mod = psyBindRenameType(t, "_mod"), *proxy = psyBindRenameType(t, "_proxy_type");
    emit(s, "    use %s, only: %s\n", mod, proxy);
    free(mod);
    free(proxy);
  }
}

/* A site's statements, `@` replaced by its subject, indented into its case. */
static void writeSite(Sub *s, int i, int slot) {
  const PsyDmSite *site = &s->abi.sites[i];
  emit(s, "    case (%d)\n      call c_f_pointer(slots(%d), p%d)\n", i, slot, slot);
  PsyDmSubject subject = psyDmCallGetSubject(site->call);
  char *who = subject == PSY_DM_SUBJECT_FIELD   ? psyFormat("p%d", slot)
              : subject == PSY_DM_SUBJECT_SPACE ? psyFormat("p%d%%vspace", slot)
                                                : psyXstrdup("mesh");
  MlirType t = psyBindArgType(s, site->arg); /* a loop that writes an operator: its mesh */
  bool op = psyTypeIsAnOperator(t) || psyTypeIsAColumnwiseOperator(t);
  if (subject == PSY_DM_SUBJECT_MESH)
    emit(s, "      mesh => p%d%%%s%%get_mesh()\n", slot, op ? "fs_from" : "vspace");
  emit(s, "      ");
  const char *exchange = "call @%halo_exchange";
  for (const char *c = psyDmCallGetFortran(site->call); *c; ++c)
    if (s->opts->deviceArch && !strncmp(c, exchange, strlen(exchange)))
      emit(s, "call psy_dev_host(c_loc(%s%%data), int(size(%s%%data), c_int64_t) * "
              "int(storage_size(%s%%data) / 8, c_int64_t), 3_c_int32_t)\n      %s",
           who, who, who, "call "), c += strlen("call ") - 1;
    else if (*c == '@') emit(s, "%s", who);
    else if (*c == '\n') emit(s, "\n      ");
    else emit(s, "%c", *c);
  emit(s, "\n");
  free(who);
}

static void writeCallback(Sub *s, MlirStringRef name) {
  int n, *slot = siteSlots(s, &n);
  char *fname = callbackName(name, "psy_dm");
  emit(s, "  ! The distributed-memory calls of %.*s's schedule: site -> LFRic's API.\n",
       (int)name.length, name.data);
  emit(s, "  function %s(context, site, depth, extra) &\n      bind(C, name='%s_dm') "
          "result(r)\n", fname, s->symbol);
  emit(s, "    use, intrinsic :: iso_c_binding, only: c_ptr, c_int32_t, c_f_pointer%s\n",
       s->opts->deviceArch ? ", c_int64_t, c_loc" : "");
  writeProxyUses(s);
  emit(s, "    use mesh_mod, only: mesh_type\n    implicit none\n");
  emit(s, "    type(c_ptr), value :: context\n"
          "    integer(kind=c_int32_t), value :: site, depth, extra\n"
          "    integer(kind=c_int32_t) :: r\n    type(c_ptr), pointer :: slots(:)\n"
          "    type(mesh_type), pointer :: mesh => null()\n");
  if (s->opts->deviceArch) /* --target=nvptx: an exchange needs the host copy (psy-rt/Device.h) */
    emit(s, "    interface\n      subroutine psy_dev_host(host, bytes, access) "
            "bind(C, name='psyRtDevHost')\n        import :: c_ptr, c_int64_t, c_int32_t\n"
            "        type(c_ptr), value :: host\n        integer(c_int64_t), value :: bytes\n"
            "        integer(c_int32_t), value :: access\n      end subroutine\n"
            "    end interface\n");
  for (int i = 0; i < s->abi.nsites; ++i) {
    const char *t = s->ftype[s->abi.sites[i].arg];
    if (!firstOfSlot(slot, i)) continue;
    char *proxy = psyBindRenameType(t, "_proxy_type");
    emit(s, "    type(%s), pointer :: p%d => null()\n", proxy, slot[i] + 1);
    free(proxy);
  }
  emit(s, "    call c_f_pointer(context, slots, [%d])\n    r = 0\n    select case (site)\n", n);
  for (int i = 0; i < s->abi.nsites; ++i) writeSite(s, i, slot[i] + 1);
  free(slot);
  emit(s, "    case default\n      error stop 'psy-mlir: unknown distributed-memory site'\n"
          "    end select\n");
  emit(s, "  end function %s\n\n", fname);
  free(fname);
}

static void writeReducer(Sub *s, MlirStringRef name) {
  emit(s, "  ! The global reductions of %.*s's schedule, through LFRic's scalar_type.\n",
       (int)name.length, name.data);
  char *fname = callbackName(name, "psy_reduce");
  emit(s, "  function %s(context, op, value) &\n      bind(C, name='%s_reduce') "
          "result(r)\n", fname, s->symbol);
  emit(s, "    use, intrinsic :: iso_c_binding, only: c_ptr, c_int32_t, c_double\n"
          "    use constants_mod, only: r_def\n    use scalar_mod, only: scalar_type\n"
          "    implicit none\n    type(c_ptr), value :: context\n"
          "    integer(kind=c_int32_t), value :: op\n    real(kind=c_double), value :: value\n"
          "    real(kind=c_double) :: r\n    type(scalar_type) :: global\n");
  emit(s, "    global%%value = real(value, r_def)\n    select case (op)\n"
          "    case (%d)\n      r = global%%get_min()\n    case (%d)\n      r = global%%get_max()\n"
          "    case default\n      r = global%%get_sum()\n    end select\n",
       (int)PSY_REDUCE_MIN, (int)PSY_REDUCE_MAX);
  emit(s, "  end function %s\n\n", fname);
  free(fname);
}

void psyBindDmWriteCallbacks(Sub *s) {
  MlirStringRef name = psyOpGetStringAttr(s->func, "sym_name");
  if (psyInvokeAbiFindKey(&s->abi, &(PsyAbiKey){.kind = PSY_ABI_DM_CALLBACK}) >= 0)
    writeCallback(s, name);
  if (psyInvokeAbiFindKey(&s->abi, &(PsyAbiKey){.kind = PSY_ABI_DM_REDUCER}) >= 0)
    writeReducer(s, name);
}

/* ==== --target=nvptx: the invoke's own arrays ============================================== */

/* The arrays the subroutine allocates for this call (basis tables, colour counts): the
 * device runtime keys its copies by address, and a new array may sit where an old one was,
 * so each is declared perhaps changed before the schedule reads it: the runtime compares it
 * with what it saw there last, and copies it again only if it differs (psy-rt/Device.h). */
void psyBindDeviceChanged(Sub *s) {
  if (!s->opts->deviceArch) return;
  bool any = false;
  for (int e = 0; e < s->abi.n && !any; ++e)
    any = psyAbiKindGetInfo(s->abi.entries[e].kind)->local == PSY_ABI_LOCAL_ALLOCATABLE;
  if (!any) return;
  emit(s, "    block\n      interface\n        subroutine psy_dev_host_changed(host, bytes) "
          "bind(C, name='psyRtDevHostMaybeChanged')\n          use, intrinsic :: iso_c_binding, "
          "only: c_ptr, c_int64_t\n          type(c_ptr), value :: host\n"
          "          integer(c_int64_t), value :: bytes\n        end subroutine\n"
          "      end interface\n");
  for (int e = 0; e < s->abi.n; ++e)
    if (psyAbiKindGetInfo(s->abi.entries[e].kind)->local == PSY_ABI_LOCAL_ALLOCATABLE)
      emit(s, "      call psy_dev_host_changed(c_loc(%s), int(size(%s), c_int64_t) * "
              "int(storage_size(%s) / 8, c_int64_t))\n", s->local[e], s->local[e],
           s->local[e]);
  emit(s, "    end block\n");
}
