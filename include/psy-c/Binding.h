/* psy-c/Binding.h: how a compiled invoke is called, and the Fortran that calls it.
 *
 * The invoke ABI (docs/architecture.md, "The compiled invoke"): what the compiled schedule of
 * one invoke takes, in order -- the invoke's own arguments (each field component as a
 * memref<?xelt>, scalars by value), then what its coded kernels need from the
 * infrastructure (nlayers, the cell count, per function space ndf, undf and the whole dofmap
 * as a memref<?xi32>, per XYoZ quadrature rule np_xy, np_z and the weights, and the basis
 * arrays the kernels ask for, as memref<?xf64>, and per LMA operator its ncell_3d and whole
 * local_stencil as memref<?xf64>, per stencil its sizes and whole stencil dofmap as
 * memref<?xi32> and its max size, per column-wise operator its ncell_2d, banded matrix,
 * sizes and banded and indirection dofmaps, per scalar array its extents and data). psy-lower-kernels appends those arguments to the invoke
 * function and the binding generator fills them from LFRic's API, both from this one
 * description.
 *
 * The binding (docs/psyc.md, "-opsy X_psy.f90"): psyc writes the Fortran module `<alg>_psy`
 * whose invoke_* subroutines take PSyclone's arguments, unwrap them with LFRic's public API
 * and call the schedule through bind(C); the schedule object beside it holds the lowered
 * invokes and the coded kernels, compiled by flang-new-22, linked in and optimised together.
 *
 * Errors are MLIR diagnostics at the op they concern (psy-c/Support.h); functions that
 * return failure have emitted them. */
#ifndef PSY_C_BINDING_H
#define PSY_C_BINDING_H

#include <stdbool.h>
#include <stddef.h>

#include "mlir-c/IR.h"
#include "psy-c/Export.h"
#include "psy-c/Frontend.h"
#include "psy-c/Passes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- The invoke ABI ---------------------------------------------------------------------- */

typedef enum {
  PSY_ABI_FIELD,           /* one component of a field argument: memref<?xelt> */
  PSY_ABI_SCALAR,          /* a scalar argument, by value (f32, f64, i32, i1) */
  PSY_ABI_NLAYERS,         /* i32: layers of the mesh */
  PSY_ABI_NCELLS,          /* i32: the cells a cell loop runs over (get_ncell) */
  PSY_ABI_NCELL_2D_NO_HALOS, /* i32: the owned cells, for domain kernels */
  PSY_ABI_NDF,             /* i32, per function space */
  PSY_ABI_UNDF,            /* i32, per function space */
  PSY_ABI_MAP,             /* memref<?xi32>: the space's whole dofmap, map(ndf, ncells) */
  PSY_ABI_NP_XY,           /* i32, per XYoZ quadrature rule argument */
  PSY_ABI_NP_Z,            /* i32, per XYoZ quadrature rule argument */
  PSY_ABI_WEIGHTS_XY,      /* memref<?xf64>: weights_xy(np_xy) */
  PSY_ABI_WEIGHTS_Z,       /* memref<?xf64>: weights_z(np_z) */
  PSY_ABI_BASIS,           /* memref<?xf64>: basis(dim, ndf, np_xy, np_z), per space and rule */
  PSY_ABI_DIFF_BASIS,      /* memref<?xf64>: the same for the differential basis */
  PSY_ABI_OP_NCELL_3D,     /* i32, per LMA operator argument: its proxy's ncell_3d */
  PSY_ABI_OP_STENCIL,      /* memref<?xf64>, per LMA operator argument: its proxy's whole
                              local_stencil(ndf_to, ndf_from, ncell_3d) */
  /* colouring (psy-colour's colours / colour_cells loops), once per invoke, from the mesh */
  PSY_ABI_NCOLOUR,         /* i32: the mesh's colours (mesh%get_ncolours()) */
  PSY_ABI_COLOUR_NCELLS,   /* memref<?xi32>: per colour, its owned cells
                              (mesh%get_last_edge_cell_all_colours()) */
  PSY_ABI_CMAP,            /* memref<?xi32>: cmap(ncolour, max cells of a colour), the cells
                              of each colour (mesh%get_colour_map()); column-major, so
                              cmap(colour, i) is element (colour - 1) + (i - 1) * ncolour */
  /* inter-grid kernels, per (fine field, coarse field) pair: `arg` the fine field, `coarse`
   * the coarse one; the loop runs over the coarse cells */
  PSY_ABI_CELL_MAP,        /* memref<?xi32>: the whole cell map cell_map(ncpc_x, ncpc_y,
                              coarse cells), mesh_map%get_whole_cell_map() */
  PSY_ABI_NCPC_X,          /* i32: fine cells per coarse cell in x */
  PSY_ABI_NCPC_Y,          /* i32: ... in y */
  PSY_ABI_NCELL_F,         /* i32: the fine field's cells (get_ncell()) */
  PSY_ABI_NCELL_C,         /* i32: the coarse field's cells, the loop's bound */
  /* column-wise (CMA) operators: per CMA operator argument, from its proxy */
  PSY_ABI_CMA_NCELL_2D,    /* i32: ncell_2d */
  PSY_ABI_CMA_MATRIX,      /* memref<?xelt>: the whole columnwise_matrix(bandwidth, nrow,
                              ncell_2d) */
  PSY_ABI_CMA_SIZE,        /* i32, component 0..6: nrow, ncol, bandwidth, alpha, beta,
                              gamma_m, gamma_p */
  PSY_ABI_CMA_BANDED_MAP,  /* memref<?xi32>, component 0 to, 1 from:
                              column_banded_dofmap_to/_from(ndf, nlayers) */
  PSY_ABI_CMA_INDIRECTION_MAP, /* memref<?xi32>, component 0 to, 1 from:
                              indirection_dofmap_to(nrow) / _from(ncol) */
  /* Face and edge quadrature, evaluators, the reference element and mesh properties: */
  PSY_ABI_NP_XYZ,          /* i32, per face or edge quadrature rule argument */
  PSY_ABI_NFACES,          /* i32, per face rule argument: its nfaces */
  PSY_ABI_NEDGES,          /* i32, per edge rule argument: its nedges */
  PSY_ABI_WEIGHTS_XYZ,     /* memref<?xf64>, per face or edge rule: weights_xyz(np_xyz, n) */
  PSY_ABI_EVAL_BASIS,      /* memref<?xf64>: basis(dim, ndf, ndf_target), per space and
                              target space (evaluated at the target's nodes) */
  PSY_ABI_EVAL_DIFF_BASIS, /* memref<?xf64>: the same for the differential basis */
  PSY_ABI_NFACES_RE,       /* i32: component 0, 1, 2: nfaces_re_h, nfaces_re_v, nfaces_re */
  PSY_ABI_REF_NORMALS,     /* memref<?xf64>: a reference-element property (3, nfaces_re_*),
                              component: its PsyRefElement */
  PSY_ABI_ADJACENT_FACE,   /* memref<?xi32>: the mesh's adjacent_face(nfaces_re_h, ncells) */
  /* Stencils (issue 10): per (field argument, shape, extent, xory1d direction). */
  PSY_ABI_STENCIL_SIZES,   /* memref<?xi32>: each cell's stencil size, sizes(ncells)
                              (get_stencil_sizes()); cross2d: per branch, sizes(4, ncells) */
  PSY_ABI_STENCIL_DOFMAP,  /* memref<?xi32>: the whole stencil dofmap (get_whole_dofmap()),
                              dofmap(ndf, max size, ncells); cross2d: (ndf, max branch, 4,
                              ncells) */
  PSY_ABI_STENCIL_MAX,     /* i32: the max size (get_size()); cross2d: the max branch length,
                              extent + 1 */
  /* scalar arrays (LFRic's ScalarArray arguments): per scalar-array argument */
  PSY_ABI_ARRAY_DIMS,      /* memref<?xi32>: its extents, dims(rank) */
  PSY_ABI_ARRAY,           /* memref<?xelt>: its data, whole (column-major) */
  PSY_ABI_RESULT           /* a reduction result, returned by the invoke function */
} PsyAbiKind;

typedef struct {
  PsyAbiKind kind;
  /* FIELD, SCALAR: the invoke function's argument (numbered before lowering);
   * NLAYERS .. MAP, BASIS, DIFF_BASIS: the field argument whose function space provides
   * the value; NP_XY .. WEIGHTS_Z: the quadrature rule argument; OP_NCELL_3D, OP_STENCIL:
   * the operator argument; NCOLOUR .. CMAP: the field whose mesh is coloured; RESULT: the
   * result's index. */
  intptr_t arg;
  intptr_t qr;             /* NP_XY .. DIFF_BASIS: the quadrature rule argument */
  int component;           /* FIELD: the vector component; NLAYERS .. MAP: of `arg`; NDF ..
                              MAP, BASIS, DIFF_BASIS whose `arg` is an LMA operator: 0 its
                              to-space, 1 its from-space */
  MlirType type;           /* FIELD, OP_STENCIL: the element type; SCALAR, RESULT: the
                              value's type */
  char *name;              /* NLAYERS .. OP_STENCIL: "nlayers", "ndf_w1", "map_any_space_1_f2",
                              "np_xy_qr", "diff_basis_w0_qr", "ncell_3d_mm", ... (the psy.abi argument
                              attribute); NULL otherwise */
  char *space;             /* NDF, UNDF, MAP, BASIS, DIFF_BASIS: the space key ("w1",
                              "any_space_1_f2") */
  intptr_t coarse;         /* CELL_MAP .. NCELL_C: the coarse field argument */
  /* Face and edge rules, evaluators, reference element, mesh: NP_XYZ .. WEIGHTS_XYZ: `qr`
   * (and `arg`) the rule argument; EVAL_BASIS, EVAL_DIFF_BASIS: `arg` the field on the
   * basis's space `space`, `qr` a field on the target space, whose key `target` is;
   * NFACES_RE, REF_NORMALS, ADJACENT_FACE: `arg` the field whose mesh provides it, and
   * `component` which count or property (NFACES_RE, REF_NORMALS). */
  char *target;            /* EVAL_BASIS, EVAL_DIFF_BASIS: the target space key */
  /* Stencils: STENCIL_* entries (`arg`: the field argument). The extent and an xory1d
   * direction are each an invoke argument (extentArg, dirArg) or, when that is -1, a literal
   * (extent, dir). */
  int stencil;             /* STENCIL_*: the shape, a PsyStencil */
  intptr_t extentArg, dirArg;
  long extent, dir;
} PsyAbiEntry;

typedef struct {
  int n, cap;
  PsyAbiEntry *entries;
  int nargs;               /* entries that are the invoke's own arguments (FIELD, SCALAR) */
  int nextra;              /* then NLAYERS .. OP_STENCIL entries: psy-lower-kernels appends
                              them */
  bool hasKernels;         /* the invoke calls coded kernels */
} PsyInvokeAbi;

/* The ABI of invoke function `invoke` (a func.func {psy.invoke} still in psy IR). A
 * quadrature rule argument has no entry of its own (the binding unpacks it into its point
 * counts, weights and basis arrays; psy-lower-kernels drops it from the signature), nor has
 * an LMA or column-wise operator argument (unpacked into its proxy's pieces). A coloured loop
 * (to last_edge_cell; last_halo_cell needs distributed memory) adds NCOLOUR .. CMAP. A
 * stencil's extent and xory1d direction keep their entries (SCALAR, if invoke arguments);
 * its STENCIL_* entries are per field, shape, extent and direction. A real or integer
 * scalar array (a memref argument) is unpacked into ARRAY_DIMS and ARRAY. Fails,
 * with an error at the op concerned, on anything psy-lower-kernels does not lower yet
 * (docs/passes.md lists it: loop bounds that need distributed memory, halo exchanges and
 * other runtime ops, ...). `abi` is then empty; either way free it with psyInvokeAbiDestroy. */
PSY_CAPI_EXPORTED MlirLogicalResult psyInvokeAbiGet(MlirOperation invoke, PsyInvokeAbi *abi);
PSY_CAPI_EXPORTED void psyInvokeAbiDestroy(PsyInvokeAbi *abi);

/* The NDF entry of the function space of `field` (an argument of the invoke; the UNDF and
 * MAP entries follow it); -1 if the ABI has none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindSpace(const PsyInvokeAbi *abi, MlirValue field);
/* The entry of the given kind among NLAYERS .. MAP with no space (NLAYERS, NCELLS,
 * NCELL_2D_NO_HALOS), or of NCOLOUR, COLOUR_NCELLS, CMAP; -1 if none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFind(const PsyInvokeAbi *abi, PsyAbiKind kind);

/* The entry of kind `kind` (NP_XY .. DIFF_BASIS) for quadrature rule argument `qr` and, for
 * BASIS and DIFF_BASIS, space key `space`; -1 if none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindQr(const PsyInvokeAbi *abi, PsyAbiKind kind, intptr_t qr,
                                         const char *space);

/* The entry of kind `kind` (OP_NCELL_3D or OP_STENCIL) for operator argument `op`; -1 if
 * none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindOp(const PsyInvokeAbi *abi, PsyAbiKind kind, intptr_t op);

/* The NDF entry of the to-space (`from` false) or from-space of LMA operator `op` (an
 * argument of the invoke; UNDF and MAP follow it), for a kernel space no field is on; -1 if
 * the ABI has none. Such an entry's `arg` is the operator and its `component` 1 for the
 * from-space: the binding asks the operator's proxy (fs_to, fs_from). */
PSY_CAPI_EXPORTED int psyInvokeAbiFindOpSpace(const PsyInvokeAbi *abi, MlirValue op, bool from);
/* The entry of kind `kind` (CELL_MAP .. NCELL_C) of the inter-grid pair (fine field argument
 * `fine`, coarse `coarse`); -1 if none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindInterGrid(const PsyInvokeAbi *abi, PsyAbiKind kind,
                                                intptr_t fine, intptr_t coarse);

/* The entry of kind `kind` (CMA_NCELL_2D .. CMA_INDIRECTION_MAP) and component for
 * column-wise operator argument `op`; -1 if none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindCma(const PsyInvokeAbi *abi, PsyAbiKind kind, intptr_t op,
                                          int component);

/* The EVAL_BASIS or EVAL_DIFF_BASIS entry for space key `space` at the nodes of space key
 * `target`; -1 if none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindEval(const PsyInvokeAbi *abi, PsyAbiKind kind,
                                           const char *space, const char *target);

/* The NFACES_RE, REF_NORMALS or ADJACENT_FACE entry with `component`; -1 if none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindRef(const PsyInvokeAbi *abi, PsyAbiKind kind,
                                          int component);

/* The entry of kind `kind` (STENCIL_SIZES, STENCIL_DOFMAP or STENCIL_MAX) for the stencil of
 * meta_args entry `entry` (0-based) of psy.kernel `call`, an op of the invoke; -1 if none. */
PSY_CAPI_EXPORTED int psyInvokeAbiFindStencil(const PsyInvokeAbi *abi, PsyAbiKind kind,
                                              MlirOperation call, int entry);

/* Whether an entry of kind `kind` is passed as a memref (FIELD, MAP, WEIGHTS_*, *BASIS,
 * OP_STENCIL, COLOUR_NCELLS, CMAP, CELL_MAP, CMA_MATRIX, CMA_*_MAP, WEIGHTS_XYZ,
 * EVAL_*BASIS, REF_NORMALS, ADJACENT_FACE, STENCIL_SIZES, STENCIL_DOFMAP). */
PSY_CAPI_EXPORTED bool psyAbiKindIsMemref(PsyAbiKind kind);
/* Whether it is passed as a memref<?xi32> (dofmaps, colour and cell maps, stencil sizes and
 * dofmaps, adjacent faces, scalar-array extents); the other memrefs hold reals of f64 or, for
 * FIELD, OP_STENCIL, CMA_MATRIX and ARRAY, of the entry's `type`. */
PSY_CAPI_EXPORTED bool psyAbiKindIsIntMemref(PsyAbiKind kind);

/* The algorithm's name for argument `i` of invoke function `invoke` (its psy.alg_args entry,
 * reductions skipped), as a heap string the caller frees; "arg<i>" if there is none. */
PSY_CAPI_EXPORTED char *psyInvokeArgName(MlirOperation invoke, intptr_t i);

/* The symbol flang gives the kernel subroutine of psy.kernel_meta `meta` (heap):
 * `_QM<module>P<procedure>` for a module procedure, `_QP<procedure>` otherwise, lower case. */
PSY_CAPI_EXPORTED char *psyKernelLinkName(MlirOperation meta);

/* The psy-lower-kernels pass body (dialect/PsyPasses.td, psy-c/Passes.h). */
PSY_CAPI_EXPORTED MlirLogicalResult psyLowerKernelsRun(MlirOperation module);

/* ---- The Fortran binding and the schedule object ---------------------------------------- */

typedef struct {
  const char *const *kernelDirs;   /* kernel search directories (psyc -d); none: `algDir` */
  int nkernelDirs;
  const char *algDir;              /* the algorithm's directory */
  const char *const *includes;     /* -I directories for flang (module files, #include) */
  int nincludes;
  const char *const *defines;      /* -D NAME[=VALUE] */
  int ndefines;
  const char *const *undefines;    /* -U NAME */
  int nundefines;
  const char *kernelFlags;         /* extra flang flags for the kernels, space-separated; or
                                      NULL */
  bool noInline;                   /* keep kernel calls out of line (--psy-no-inline) */
  /* The parsed algorithm (declared types of the invoke arguments); may be NULL, in which
   * case fields get LFRic's default types for their element type. */
  const PsyFUnit *unit;
} PsyBindingOptions;

/* The schedule object's path for binding `psyPath` (heap): `a/alg_psy.f90` gives
 * `a/alg_psy_sched.o`, a name no Makefile rule for alg_psy.f90 produces. */
PSY_CAPI_EXPORTED char *psyBindingObjectPath(const char *psyPath);

/* Writes the binding module of psy module `module` to `psyPath` and its schedule object to
 * psyBindingObjectPath(psyPath): the coded kernels are compiled with flang-new-22 (or
 * $PSY_FLANG), linked into the lowered invokes and optimised with them at O3 for the host
 * CPU. `module` is lowered in place (psy-to-llvm). Both files appear only if everything
 * succeeded; on failure `err` holds a message (and errors located in the sources were
 * emitted as diagnostics). */
PSY_CAPI_EXPORTED MlirLogicalResult psyBindingEmit(MlirOperation module,
                                                   const PsyBindingOptions *opts,
                                                   const char *psyPath, char *err,
                                                   size_t errSize);

#ifdef __cplusplus
}
#endif
#endif
