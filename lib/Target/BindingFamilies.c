/* The Fortran of the invoke ABI's families (psy-c/InvokeAbi.def), beyond the generic forms
 * of Binding.c: what an entry's row cannot say alone -- a value computed from several LFRic
 * calls, a pointer or object it needs first, the dummy argument's own data. Each family's
 * calls are those of PSyclone's PSy layer (docs/architecture.md, "The LFRic API the binding
 * uses"). */
#include "BindingInternal.h"

#include <stdlib.h>
#include <string.h>

typedef PsyBindSub Sub;
#define emit psyBindEmit

static const PsyAbiEntry *at(const Sub *s, int e) { return &s->abi.entries[e]; }

/* The local of the entry `key` names. */
static const char *localOf(const Sub *s, PsyAbiKey key) {
  return s->local[psyInvokeAbiFindKey(&s->abi, &key)];
}

/* ==== Fields, scalar arrays: their own data ================================================= */

static void fieldMemref(const Sub *s, int e, char **data, char **size) {
  char *p = psyBindProxyOf(s, at(s, e)->arg, at(s, e)->component);
  *data = psyFormat("%s%%data(1)", p);
  *size = psyFormat("%s%%vspace%%get_undf()", p);
  free(p);
}

static void arrayMemref(const Sub *s, int e, char **data, char **size) {
  const char *a = s->dummy[at(s, e)->arg];
  char *one = psyBindRankList(at(s, e)->component, "1");
  *data = psyFormat("%s(%s)", a, one);
  *size = psyFormat("size(%s)", a);
  free(one);
}

static void arrayFill(Sub *s, int e) { /* ARRAY_DIMS */
  emit(s, "    %s = shape(%s)\n", s->local[e], s->dummy[at(s, e)->arg]);
}

/* ==== Mesh, colouring ======================================================================= */

static void meshName(Sub *s, int e) {
  if (at(s, e)->kind == PSY_ABI_NCELL_2D_NO_HALOS) s->mesh = psyBindUnique(&s->names, "mesh");
}

static void meshFill(Sub *s, int e) { /* NCELL_2D_NO_HALOS: the owned cells */
  char *p = psyBindSpaceOf(s, at(s, e));
  emit(s, "    %s => %s%%get_mesh()\n", s->mesh, p);
  emit(s, "    %s = %s%%get_last_edge_cell()\n", s->local[e], s->mesh);
  free(p);
}

static void colourName(Sub *s, int e) {
  if (at(s, e)->kind == PSY_ABI_NCOLOUR && !s->mesh) s->mesh = psyBindUnique(&s->names, "mesh");
}

/* The colouring of the mesh of field argument `a->arg`: mesh%get_ncolours(),
 * get_last_edge_cell_all_colours() and get_colour_map(), as PSyclone's PSy layer gets them
 * for a coloured loop over owned cells; the mesh pointer is set with the first. */
static void colourFill(Sub *s, int e) {
  const PsyAbiEntry *a = at(s, e);
  if (a->kind == PSY_ABI_NCOLOUR) {
    char *p = psyBindProxyOf(s, a->arg, 0);
    emit(s, "    %s => %s%%vspace%%get_mesh()\n", s->mesh, p);
    free(p);
  }
  const PsyAbiKindInfo *k = psyAbiKindGetInfo(a->kind); /* fill: "mesh%get_..." */
  emit(s, "    %s %s %s%%%s\n", s->local[e], k->local == PSY_ABI_LOCAL_POINTER ? "=>" : "=",
       s->mesh, strchr(k->fill, '%') + 1);
}

/* ==== Inter-grid pairs ====================================================================== */

/* An inter-grid pair's values, as PSyclone's PSy layer gets them: from the coarse mesh's map
 * to the fine mesh (coarse_mesh%get_mesh_map(fine_mesh)) the whole cell map and the fine
 * cells per coarse cell, and each field's cell count. The meshes and the map are locals of a
 * block, so that each pair has its own without naming them in the subroutine's scope. */
static void interGridFill(Sub *s, int e) {
  const PsyAbiEntry *a = at(s, e);
  if (a->kind == PSY_ABI_NCELL_F || a->kind == PSY_ABI_NCELL_C) {
    char *p = psyBindProxyOf(s, a->kind == PSY_ABI_NCELL_F ? a->arg : a->coarse, 0);
    emit(s, "    %s = %s%%vspace%%get_ncell()\n", s->local[e], p);
    free(p);
    return;
  }
  if (a->kind != PSY_ABI_CELL_MAP) return; /* NCPC_X, NCPC_Y: set with the cell map */
  char *f = psyBindProxyOf(s, a->arg, 0), *c = psyBindProxyOf(s, a->coarse, 0);
  PsyAbiKey k = {.arg = a->arg, .coarse = a->coarse};
  k.kind = PSY_ABI_NCPC_X;
  const char *nx = localOf(s, k);
  k.kind = PSY_ABI_NCPC_Y;
  const char *ny = localOf(s, k);
  emit(s, "    block\n      use mesh_mod, only: mesh_type\n"
          "      use mesh_map_mod, only: mesh_map_type\n"
          "      type(mesh_type), pointer :: mesh_fine, mesh_coarse\n"
          "      type(mesh_map_type), pointer :: mmap\n");
  emit(s, "      mesh_fine => %s%%vspace%%get_mesh()\n", f);
  emit(s, "      mesh_coarse => %s%%vspace%%get_mesh()\n", c);
  emit(s, "      mmap => mesh_coarse%%get_mesh_map(mesh_fine)\n");
  emit(s, "      %s => mmap%%get_whole_cell_map()\n", s->local[e]);
  emit(s, "      %s = mmap%%get_ntarget_cells_per_source_x()\n", nx);
  emit(s, "      %s = mmap%%get_ntarget_cells_per_source_y()\n    end block\n", ny);
  free(f);
  free(c);
}

/* ==== Basis functions and evaluators ======================================================== */

/* The local of the NDF entry of space key `space`. */
static const char *ndfOf(const Sub *s, const char *space) {
  return localOf(s, (PsyAbiKey){.kind = PSY_ABI_NDF, .space = space});
}

/* `allocate(name(dims))`. Under --target=nvptx the array is saved between calls and kept
 * while its shape is the same: the device runtime keys its copies by address, and a table
 * at a stable address whose values did not change is not copied again (psy-rt/Device.h). */
static void allocateLocal(Sub *s, const char *name, const char *dims) {
  if (s->opts->deviceArch)
    emit(s, "    if (allocated(%s)) then\n      if (any(shape(%s) /= [%s])) deallocate(%s)\n"
            "    end if\n    if (.not. allocated(%s)) &\n    ", name, name, dims, name, name);
  emit(s, "    allocate(%s(%s))\n", name, dims);
}

/* A basis array on a rule, as LFRic's PSy layer computes it: allocated to (dim, ndf, np_xy,
 * np_z) (a face or edge rule: np_xyz, nfaces | nedges) and filled by the rule's
 * compute_function for the function space of the field (or operator) it was keyed on. */
static void basisFill(Sub *s, int e) {
  const PsyAbiEntry *a = at(s, e);
  bool diff = a->kind == PSY_ABI_DIFF_BASIS;
  bool xyoz = psyInvokeAbiFindKey(&s->abi, &(PsyAbiKey){.kind = PSY_ABI_NP_XY, .qr = a->qr}) >= 0;
  bool faces = psyInvokeAbiFindKey(&s->abi, &(PsyAbiKey){.kind = PSY_ABI_NFACES, .qr = a->qr}) >= 0;
  PsyAbiKind count = faces ? PSY_ABI_NFACES : PSY_ABI_NEDGES;
  const char *npxy = localOf(s, (PsyAbiKey){.kind = xyoz ? PSY_ABI_NP_XY : PSY_ABI_NP_XYZ,
                                            .qr = a->qr});
  const char *npz = localOf(s, (PsyAbiKey){.kind = xyoz ? PSY_ABI_NP_Z : count, .qr = a->qr});
  const char *ndf = ndfOf(s, a->space);
  char *p = psyBindSpaceOf(s, a);
  char *dim = psyFormat("%s%%get_dim_space%s()", p, diff ? "_diff" : "");
  char *dims = psyFormat("%s, &\n        %s, %s, %s", dim, ndf, npxy, npz);
  allocateLocal(s, s->local[e], dims);
  free(dims);
  emit(s, "    call %s%%compute_function(%s, %s, &\n        %s, %s, %s)\n",
       s->dummy[a->qr], diff ? "diff_basis" : "basis", p, dim, ndf, s->local[e]);
  free(dim);
  free(p);
}

/* Whether evaluator entry `e` is the first to use its nodes pointer. */
static bool firstNodes(const Sub *s, int e) {
  for (int f = s->abi.nargs; f < e; ++f)
    if (s->nodes[f] == s->nodes[e]) return false;
  return true;
}

/* The target's nodes pointers, one per target space, and the loop counters. */
static void evalNameAfter(Sub *s) {
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e) {
    const PsyAbiEntry *a = at(s, e);
    if (psyAbiKindGetInfo(a->kind)->family != PSY_ABI_FAMILY_EVAL) continue;
    for (int f = s->abi.nargs; f < e && !s->nodes[e]; ++f)
      if (s->nodes[f] && !strcmp(at(s, f)->target, a->target)) s->nodes[e] = s->nodes[f];
    if (s->nodes[e]) continue;
    char *n = psyFormat("nodes_%s", a->target);
    s->nodes[e] = psyBindUnique(&s->names, n);
    free(n);
  }
  s->dfNodal = psyBindUnique(&s->names, "df_nodal");
  s->dfBasis = psyBindUnique(&s->names, "df_basis");
}

static void evalDeclare(Sub *s, int e) {
  psyBindDeclareLocal(s, e);
  if (firstNodes(s, e))
    emit(s, "    real(kind=r_def), pointer :: %s(:,:) => null()\n", s->nodes[e]);
}

/* An evaluator, as LFRic's PSy layer computes it: the basis of the field's space at each
 * node of the target space, from get_nodes() and call_function(). */
static void evalFill(Sub *s, int e) {
  const PsyAbiEntry *a = at(s, e);
  const char *ndf = ndfOf(s, a->space), *ndfT = ndfOf(s, a->target);
  bool diff = a->kind == PSY_ABI_EVAL_DIFF_BASIS;
  char *p = psyBindProxyOf(s, a->arg, 0), *t = psyBindProxyOf(s, a->targetField, 0);
  if (firstNodes(s, e)) emit(s, "    %s => %s%%vspace%%get_nodes()\n", s->nodes[e], t);
  char *dims = psyFormat("%s%%vspace%%get_dim_space%s(), %s, %s", p, diff ? "_diff" : "", ndf,
                         ndfT);
  allocateLocal(s, s->local[e], dims);
  free(dims);
  emit(s, "    do %s = 1, %s\n      do %s = 1, %s\n", s->dfNodal, ndfT, s->dfBasis, ndf);
  emit(s, "        %s(:, %s, %s) = &\n            %s%%vspace%%call_function(%s, %s, %s(:, %s))\n",
       s->local[e], s->dfBasis, s->dfNodal, p, diff ? "diff_basis" : "basis", s->dfBasis,
       s->nodes[e], s->dfNodal);
  emit(s, "      end do\n    end do\n");
  free(p);
  free(t);
}

/* ==== The reference element and mesh properties ============================================= */

static void refNameAfter(Sub *s) {
  if (!s->mesh) s->mesh = psyBindUnique(&s->names, "mesh");
  s->refElem = psyBindUnique(&s->names, "reference_element");
}

/* A reference-element count or normals, or adjacent_face, from the mesh (got first). */
static void refFill(Sub *s, int e) {
  static const char *const kCount[3] = {"get_number_horizontal_faces()",
                                        "get_number_vertical_faces()", "get_number_faces()"};
  const PsyAbiEntry *a = at(s, e);
  if (!s->refDone) {
    char *p = psyBindProxyOf(s, a->arg, 0);
    emit(s, "    %s => %s%%vspace%%get_mesh()\n", s->mesh, p);
    emit(s, "    %s => %s%%get_reference_element()\n", s->refElem, s->mesh);
    free(p);
    s->refDone = true;
  }
  if (a->kind == PSY_ABI_NFACES_RE)
    emit(s, "    %s = %s%%%s\n", s->local[e], s->refElem, kCount[a->component]);
  else if (a->kind == PSY_ABI_REF_NORMALS)
    emit(s, "    call %s%%get_%s(%s)\n", s->refElem, a->name, s->local[e]);
  else
    emit(s, "    %s => %s%%get_adjacent_face()\n", s->local[e], s->mesh);
}

/* ==== Column-wise operators ================================================================= */

/* A size or dofmap of a column-wise operator: its proxy's member for the component. */
static void cmaFill(Sub *s, int e) {
  static const char *const kSize[7] = {"nrow", "ncol", "bandwidth", "alpha", "beta", "gamma_m",
                                       "gamma_p"};
  const PsyAbiEntry *a = at(s, e);
  const char *dir = a->component ? "from" : "to";
  char *member = a->kind == PSY_ABI_CMA_SIZE ? psyXstrdup(kSize[a->component])
                 : a->kind == PSY_ABI_CMA_BANDED_MAP ? psyFormat("column_banded_dofmap_%s", dir)
                                                     : psyFormat("indirection_dofmap_%s", dir);
  emit(s, "    %s %s %s%%%s\n", s->local[e], a->kind == PSY_ABI_CMA_SIZE ? "=" : "=>",
       s->proxy[a->arg], member);
  free(member);
}

/* ==== Stencils ============================================================================== */

/* A stencil's entries (STENCIL_SIZES, STENCIL_DOFMAP, STENCIL_MAX, in that order) come from
 * one stencil map object, as in a PSyclone PSy layer:
 *   map => f_proxy%vspace%get_stencil_dofmap(STENCIL_CROSS, extent)
 *   (xory1d: STENCIL_1DX if direction == x_direction, STENCIL_1DY if y_direction)
 *   map => f_proxy%vspace%get_stencil_2D_dofmap(STENCIL_2D_CROSS, extent)     (cross2d)
 *   sizes => map%get_stencil_sizes(); dofmap => map%get_whole_dofmap()
 *   max = map%get_size()        (cross2d: the max branch length, extent + 1) */

/* Whether the invoke has a stencil of shape `shape`. */
static bool hasStencil(const Sub *s, int shape) {
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e)
    if (at(s, e)->kind == PSY_ABI_STENCIL_SIZES && at(s, e)->stencil.shape == shape) return true;
  return false;
}

/* The names the stencil modules bring into the subroutine's scope. */
static void stencilReserve(Sub *s) {
  static const char *const kNames[] = {
      "stencil_dofmap_type", "stencil_2d_dofmap_type", "stencil_cross", "stencil_region",
      "stencil_1dx", "stencil_1dy", "stencil_2d_cross", "x_direction", "y_direction", NULL};
  for (const char *const *r = kNames; *r; ++r) psyBindUnique(&s->names, *r);
}

static void stencilNameAfter(Sub *s) {
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e)
    if (at(s, e)->kind == PSY_ABI_STENCIL_SIZES) {
      char *n = psyFormat("%s_map", at(s, e)->name + strlen("stencil_size_"));
      s->obj[e] = psyBindUnique(&s->names, n);
      free(n);
    }
}

void psyBindWriteStencilUses(Sub *s) {
  bool x = hasStencil(s, PSY_STENCIL_X1D) || hasStencil(s, PSY_STENCIL_XORY1D);
  bool y = hasStencil(s, PSY_STENCIL_Y1D) || hasStencil(s, PSY_STENCIL_XORY1D);
  bool cross = hasStencil(s, PSY_STENCIL_CROSS), region = hasStencil(s, PSY_STENCIL_REGION);
  if (x || y || cross || region)
    emit(s, "    use stencil_dofmap_mod, only: stencil_dofmap_type%s%s%s%s\n",
         x ? ", STENCIL_1DX" : "", y ? ", STENCIL_1DY" : "", cross ? ", STENCIL_CROSS" : "",
         region ? ", STENCIL_REGION" : "");
  if (hasStencil(s, PSY_STENCIL_XORY1D))
    emit(s, "    use flux_direction_mod, only: x_direction, y_direction\n");
  if (hasStencil(s, PSY_STENCIL_CROSS2D))
    emit(s, "    use stencil_2D_dofmap_mod, only: stencil_2D_dofmap_type, STENCIL_2D_CROSS\n");
}

static void stencilDeclare(Sub *s, int e) {
  if (at(s, e)->kind == PSY_ABI_STENCIL_SIZES)
    emit(s, "    type(stencil_%sdofmap_type), pointer :: %s => null()\n",
         at(s, e)->stencil.shape == PSY_STENCIL_CROSS2D ? "2D_" : "", s->obj[e]);
  psyBindDeclareLocal(s, e);
}

/* An extent or a direction: the invoke's dummy argument, or the literal (heap). */
static char *stencilValue(const Sub *s, intptr_t arg, long literal) {
  return arg >= 0 ? psyXstrdup(s->dummy[arg]) : psyFormat("%ld", literal);
}

/* `obj => proxy%vspace%get_stencil_dofmap(shape, extent)`, per direction for xory1d. */
static void writeStencilMap(Sub *s, int e) {
  static const char *const kShape[] = {[PSY_STENCIL_X1D] = "1DX", [PSY_STENCIL_Y1D] = "1DY",
                                       [PSY_STENCIL_CROSS] = "CROSS",
                                       [PSY_STENCIL_REGION] = "REGION"};
  const PsyAbiStencil *st = &at(s, e)->stencil;
  char *p = psyBindProxyOf(s, at(s, e)->arg, 0), *ext = stencilValue(s, st->extentArg, st->extent);
  if (st->shape == PSY_STENCIL_XORY1D) {
    char *dir = stencilValue(s, st->dirArg, st->dir);
    for (int k = 0; k < 2; ++k)
      emit(s, "    if (%s == %s_direction) %s => &\n        %s%%vspace%%get_stencil_dofmap("
           "STENCIL_1D%s, %s)\n", dir, k ? "y" : "x", s->obj[e], p, k ? "Y" : "X", ext);
    free(dir);
  } else if (st->shape == PSY_STENCIL_CROSS2D) {
    emit(s, "    %s => %s%%vspace%%get_stencil_2D_dofmap(STENCIL_2D_CROSS, %s)\n", s->obj[e], p,
         ext);
  } else {
    emit(s, "    %s => %s%%vspace%%get_stencil_dofmap(STENCIL_%s, %s)\n", s->obj[e], p,
         kShape[st->shape], ext);
  }
  free(p);
  free(ext);
}

/* A stencil map covers the cells whose stencils stay inside the halo; without distributed
 * memory a cell loop runs over every cell, so on a mesh with halo rings its last cells would
 * read past the map: stop with a message instead. (With distributed memory the loop stops
 * at the owned cells or the halo depth its exchanges made clean.) */
static void writeStencilGuard(Sub *s, int e) {
  int n = psyInvokeAbiFindKey(&s->abi, &(PsyAbiKey){.kind = PSY_ABI_NCELLS});
  if (n < 0 || psyAbiIsDm(s->func)) return;
  const PsyAbiEntry *a = at(s, e);
  emit(s, "    if (size(%s, %d) < %s) error stop &\n"
          "        'psy-mlir: the %s stencil map of ' // &\n        '%s' // &\n"
          "        ' covers fewer cells than the loop (a mesh with a halo needs distributed "
          "memory)'\n",
       s->local[e], a->stencil.shape == PSY_STENCIL_CROSS2D ? 2 : 1, s->local[n],
       psyVocabName(PSY_VOCAB_STENCIL, a->stencil.shape), s->dummy[a->arg]);
}

static void stencilFill(Sub *s, int e) {
  const PsyAbiEntry *a = at(s, e);
  int sizes = psyInvokeAbiFindKey(&s->abi, &(PsyAbiKey){.kind = PSY_ABI_STENCIL_SIZES,
                                                        .arg = a->arg, .stencil = a->stencil});
  if (a->kind == PSY_ABI_STENCIL_SIZES) {
    writeStencilMap(s, e);
    emit(s, "    %s => %s%%get_stencil_sizes()\n", s->local[e], s->obj[e]);
    writeStencilGuard(s, e);
  } else if (a->kind == PSY_ABI_STENCIL_DOFMAP) {
    emit(s, "    %s => %s%%get_whole_dofmap()\n", s->local[e], s->obj[sizes]);
  } else if (a->stencil.shape == PSY_STENCIL_CROSS2D) {
    char *ext = stencilValue(s, a->stencil.extentArg, a->stencil.extent);
    emit(s, "    %s = %s + 1_i_def\n", s->local[e], ext);
    free(ext);
  } else {
    emit(s, "    %s = %s%%get_size()\n", s->local[e], s->obj[sizes]);
  }
}

/* ==== The table ============================================================================= */

/* Each family's hooks, psyBind<Bind>Hooks of psy-c/AbiFamilies.def's Bind column. */
static const PsyBindFamily psyBindNONEHooks = {0};
static const PsyBindFamily psyBindArgsHooks = {.memref = fieldMemref};
static const PsyBindFamily psyBindMeshHooks = {.name = meshName, .fill = meshFill};
static const PsyBindFamily psyBindBasisHooks = {.fill = basisFill};
static const PsyBindFamily psyBindEvalHooks = {.nameAfter = evalNameAfter,
                                               .declare = evalDeclare, .fill = evalFill};
static const PsyBindFamily psyBindCmaHooks = {.fill = cmaFill};
static const PsyBindFamily psyBindColourHooks = {.name = colourName, .fill = colourFill};
static const PsyBindFamily psyBindInterGridHooks = {.fill = interGridFill};
static const PsyBindFamily psyBindRefHooks = {.nameAfter = refNameAfter, .fill = refFill};
static const PsyBindFamily psyBindStencilHooks = {.reserve = stencilReserve,
                                                  .nameAfter = stencilNameAfter,
                                                  .declare = stencilDeclare, .fill = stencilFill};
static const PsyBindFamily psyBindArrayHooks = {.fill = arrayFill, .memref = arrayMemref};
static const PsyBindFamily psyBindDmHooks = {.name = psyBindDmName, .declare = psyBindDmDeclare,
                                             .fill = psyBindDmFill};

/* By family, generated from psy-c/AbiFamilies.def: a row whose hooks this file does not
 * define fails to compile. */
const PsyBindFamily *const psyBindFamilies[PSY_ABI_FAMILY_COUNT] = {
#define PSY_ABI_FAMILY(Name, Need, Lower, Bind) [PSY_ABI_FAMILY_##Name] = &psyBind##Bind##Hooks,
#include "psy-c/AbiFamilies.def"
};
