// Ops of the psy dialect for the GOcean 1.0 API (docs/gocean.md): structured 2D
// finite-difference kernels on an Arakawa C grid (dl_esm_inf).
#ifndef PSY_GOCEAN_OPS_TD
#define PSY_GOCEAN_OPS_TD

include "PsyOps.td"

def Psy_GoKernelMetaOp : Psy_Op<"go_kernel_meta", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "a GOcean 1.0 kernel's metadata, once per kernel type";
  let description = [{
    The kernel type's `meta_args` (one array of strings per `go_arg`, in order: access and
    grid-point or scalar type then `go_pointwise` or `go_stencil(abc,def,ghi)`; or access
    and grid property), its `iterates_over`, its `index_offset` and its subroutine, which
    takes i, j and one argument per entry. The verifier checks each name against the GOcean
    tables (include/psy-c/GOcean.h) and each entry against the API's rules: scalars and grid
    properties are only read, and only a read field has a stencil.

    ```mlir
    psy.go_kernel_meta @compute_cu iterates_over "go_internal_pts" index_offset "go_offset_ne"
        procedure "compute_cu_code"
        args [["go_write", "go_cu", "go_pointwise"],
              ["go_read", "go_ct", "go_stencil(000,011,000)"],
              ["go_read", "go_grid_area_u"]]
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$iterates_over, StrAttr:$index_offset,
                       StrAttr:$procedure,
                       TypedArrayAttrBase<StrArrayAttr, "go_arg entries">:$meta_args);
  let assemblyFormat = [{
    $sym_name `iterates_over` $iterates_over `index_offset` $index_offset `procedure` $procedure
    `args` $meta_args attr-dict
  }];
  let hasVerifier = 1;
}

#endif // PSY_GOCEAN_OPS_TD
