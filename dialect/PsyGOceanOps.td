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

//===----------------------------------------------------------------------===//
// The schedule: loops over the grid, kernel calls, halo exchanges
//===----------------------------------------------------------------------===//

def Psy_GoLoopOp : Psy_Op<"go_loop", [SingleBlock, NoTerminator, RecursiveMemoryEffects]> {
  let summary = "one of the two loops GOcean runs a kernel in: outer over j, inner over i";
  let description = [{
    A GOcean invoke runs each kernel in an `outer` loop over the grid's rows (j) whose body
    is one `inner` loop over the columns (i) whose body is the one `psy.go_kernel`. Both
    loops name the field whose points they visit (PSyclone's iteration-space argument: the
    first field the kernel writes), its grid-point type (`field_space`), the kernel's
    `iterates_over` (`iteration_space`) and its `index_offset`. The bounds follow from
    them (docs/gocean.md, "Loop bounds"): for `go_internal_pts` the field's `internal`
    region, for `go_all_pts` its `whole` region, in x for the inner loop and y for the
    outer one. The verifier checks each name against the GOcean tables and the nest's shape.

    ```mlir
    psy.go_loop "outer" %cu : memref<?x?xf64> field_space "go_cu"
        iteration_space "go_internal_pts" index_offset "go_offset_sw" {
      psy.go_loop "inner" %cu : memref<?x?xf64> field_space "go_cu"
          iteration_space "go_internal_pts" index_offset "go_offset_sw" {
        psy.go_kernel @compute_cu(%cu, %p, %u) : memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>
      }
    }
    ```
  }];
  let arguments = (ins StrAttr:$loop_type, AnyMemRef:$field, StrAttr:$field_space,
                       StrAttr:$iteration_space, StrAttr:$index_offset);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $loop_type $field `:` type($field) `field_space` $field_space
    `iteration_space` $iteration_space `index_offset` $index_offset $body attr-dict
  }];
  let hasVerifier = 1;
}

def Psy_GoKernelOp : Psy_Op<"go_kernel", [
    HasParent<"GoLoopOp">, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a call of a GOcean kernel at one grid point (i, j)";
  let description = [{
    Calls the kernel named by a `psy.go_kernel_meta` with the algorithm's arguments, in
    order: a rank-2 `memref` per field entry (the field's data), an `f64` or `i32` per
    scalar entry. Grid properties are not operands (the algorithm does not pass them): the
    optional `grid` dictionary maps each grid property the kernel reads to the Fortran that
    fetches it from one of the fields (the configuration's `grid-properties` entry with
    the field's name in place of `{0}`).

    ```mlir
    psy.go_kernel @compute_z(%z, %p, %u, %v)
        grid {go_grid_dx_const = "p%grid%dx", go_grid_dy_const = "p%grid%dy"}
        : memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$kernel, Variadic<AnyType>:$args,
                       OptionalAttr<DictionaryAttr>:$grid);
  let assemblyFormat = [{
    $kernel `(` $args `)` (`grid` $grid^)? attr-dict `:` type($args)
  }];
}

def Psy_GoHaloExchangeOp : Psy_Op<"go_halo_exchange"> {
  let summary = "a GOcean field's halo exchange (dl_esm_inf's field%halo_exchange(depth))";
  let description = [{
    Brings the halo of a field up to date to `depth` points. Under distributed memory the
    front end puts one before a loop whose kernel reads the field with a stencil when the
    field may be dirty (docs/gocean.md, "Halo exchanges").

    ```mlir
    psy.go_halo_exchange %p depth 1 : memref<?x?xf64>
    ```
  }];
  let arguments = (ins AnyMemRef:$field, I64Attr:$depth);
  let assemblyFormat = [{ $field `depth` $depth attr-dict `:` type($field) }];
  let hasVerifier = 1;
}

#endif // PSY_GOCEAN_OPS_TD
