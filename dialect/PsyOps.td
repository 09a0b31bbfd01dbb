// Ops of the psy dialect. Each op's summary and description are its reference documentation;
// docs/dialect.md adds a before/after example for each.
#ifndef PSY_OPS_TD
#define PSY_OPS_TD

include "PsyTypes.td"
include "PsyInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Kernel metadata
//===----------------------------------------------------------------------===//

def Psy_KernelMetaOp : Psy_Op<"kernel_meta", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "a coded kernel's metadata, once per kernel type";
  let description = [{
    The kernel type's `meta_args` (one `#psy.meta_arg` per `arg_type`, in order), its
    `operates_on` and its subroutine. psy.kernel calls name it. Further metadata
    (gh_shape, gh_evaluator_targets, meta_reference_element, meta_mesh) are optional string
    arrays; meta_funcs is an array of {function_space, basis, diff_basis} dictionaries.
    `dummy_writes` lists the meta_args entries (counted from 1) that the metadata only
    reads but whose dummy argument in the kernel subroutine is declared `intent(inout)` or
    `intent(out)`: the code may write them (a defect of the kernel that LFRic builds, and the
    front end warns of). The schedule follows the metadata, as PSyclone's does; the calls'
    memory effects and the binding's kernel wrappers take such an entry as written.

    ```mlir
    psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code"
        args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
              #psy.meta_arg<gh_scalar, gh_real, gh_read>]
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$operates_on, StrAttr:$procedure,
                       TypedArrayAttrBase<Psy_MetaArgAttr, "meta_args">:$meta_args,
                       OptionalAttr<DictArrayAttr>:$meta_funcs,
                       OptionalAttr<StrArrayAttr>:$gh_shape,
                       OptionalAttr<StrArrayAttr>:$gh_evaluator_targets,
                       OptionalAttr<StrArrayAttr>:$meta_reference_element,
                       OptionalAttr<StrArrayAttr>:$meta_mesh,
                       OptionalAttr<DenseI32ArrayAttr>:$dummy_writes);
  let assemblyFormat = [{
    $sym_name `operates_on` $operates_on `procedure` $procedure `args` $meta_args attr-dict
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Loops and calls
//===----------------------------------------------------------------------===//

def Psy_LoopOp : Psy_Op<"loop", [
    SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects,
    AttrSizedOperandSegments, Psy_HaloDepthOpInterface]> {
  let summary = "a loop over cells, dofs, the domain, colours or the cells of one colour";
  let description = [{
    Runs its body once per element of the iteration space, from the first owned element to
    a symbolic upper bound: cells to ncells or cell_halo(d); dofs to ndofs, nannexed or
    dof_halo(d); domain to domain; colours to ncolours; colour_cells to last_edge_cell or
    last_halo_cell(d). It must be inside a func.func marked `psy.invoke`. Halo bounds (`cell_halo`, `dof_halo`, `last_halo_cell`) take a
    depth, a constant or an `index` value, or `max`: the mesh's maximum halo depth
    (`below_max` = 0; a loop runs to the maximum itself, never below it). `field` names the
    field whose function space and
    mesh define the bound (for inter-grid kernels, the coarse or the fine field; an operator
    may name it too). A
    `colour_cells` loop sits directly in a `colours` loop and runs the cells of its colour.
    Reductions computed in the body are yielded as the loop's results.

    ```mlir
    psy.loop cells to cell_halo(1) field(%f : !psy.field<f64, "w1">) {
      psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
    }
    %s = psy.loop dofs to ndofs -> f64 {
      %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "any_space_1">) -> f64
      psy.yield %p : f64
    }
    ```
  }];
  let arguments = (ins Psy_Iteration:$iteration, Psy_UpperBound:$upper_bound,
                       OptionalAttr<I64Attr>:$depth, Optional<Index>:$depth_value,
                       Optional<Psy_AnyFieldOrOperator>:$field,
                       OptionalAttr<I64Attr>:$below_max);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $iteration `to` custom<Bound>($upper_bound, $depth_value, $depth, $below_max)
    (`field` `(` $field^ `:` qualified(type($field)) `)`)? (`->` type($results)^)?
    $body attr-dict
  }];
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::psy::Iteration":$iteration,
                                 "::psy::UpperBound":$upperBound)>];
}

def Psy_YieldOp : Psy_Op<"yield", [Pure, Terminator, ReturnLike, HasParent<"LoopOp">]> {
  let summary = "ends a loop body, yielding its reductions";
  let description = [{
    Its operands are the loop's results. It is implicit (not printed) when the loop has
    none.
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
}

def Psy_KernelOp : Psy_Op<"kernel", [
    HasParent<"LoopOp">, DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "a call of a coded kernel for one element of the enclosing loop";
  let description = [{
    Operands are the kernel's arguments in the algorithm's order: one per `meta_args` entry
    (a field vector is one operand, a scalar array a memref), each stencil field followed by
    its extent and, for xory1d, its direction, then one `!psy.qr` per gh_shape that is a
    quadrature. The verifier checks them against the named `psy.kernel_meta`: count, kind,
    function space and data type, and that the kernel's operates_on matches the enclosing
    loop (cell kernels may also run in a colour_cells loop). Its memory effects are the metadata's accesses: a read is a read, a
    write a write, inc/readwrite/readinc both; a read entry in the kernel_meta's
    `dummy_writes` (the kernel's dummy may write it) is both too.

    ```mlir
    psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$kernel, Variadic<Psy_CallArg>:$args);
  let assemblyFormat = "$kernel `(` $args `)` attr-dict `:` qualified(type($args))";
}

def Psy_BuiltinOp : Psy_Op<"builtin", [
    HasParent<"LoopOp">, DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "an LFRic builtin applied to one dof of the enclosing loop";
  let description = [{
    It sits in a dofs loop; its name is case-insensitive. Operands are the builtin's
    arguments in LFRic metadata order, except a reduction's scalar, which is the result: the reduction over the enclosing loop's dofs, yielded by
    the loop. The verifier checks the builtin's signature from the builtin table
    (docs/builtins.md). Memory effects follow the table's accesses.

    ```mlir
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "any_space_1">, f64) -> ()
    ```
  }];
  let arguments = (ins StrAttr:$name, Variadic<Psy_CallArg>:$args);
  let results = (outs Optional<AnyType>:$result);
  let assemblyFormat = "$name `(` $args `)` attr-dict `:` functional-type($args, $result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Halo exchanges, dirty/clean markers, global reductions
//===----------------------------------------------------------------------===//

class Psy_HaloOp<string mnemonic, list<Trait> traits = []>
    : Psy_Op<mnemonic, traits> {
  let hasVerifier = 1;
}

def Psy_HaloExchangeOp : Psy_HaloOp<"halo_exchange", [Psy_HaloDepthOpInterface]> {
  let summary = "brings a field's halo (one vector component) up to date to a depth";
  let description = [{
    Blocking. `check_dirty` exchanges only if the run-time dirty flag says the halo is
    stale. A field vector is exchanged one component at a time (`%v[2]`, 1-based). The
    depth is a constant, an `index` value, or the mesh's maximum halo depth: `depth(max)`,
    or `depth(max - 1)` (`below_max` = 1) when the outermost level need not be clean.

    ```mlir
    psy.halo_exchange %f depth(1) check_dirty : !psy.field<f64, "w1">
    psy.halo_exchange %v[3] depth(%d) : !psy.field_vector<f64, "w0", 3>
    ```
  }];
  let arguments = (ins Arg<Psy_AnyField, "field", [MemRead, MemWrite]>:$field,
                       OptionalAttr<I64Attr>:$component, OptionalAttr<I64Attr>:$depth,
                       Optional<Index>:$depth_value, UnitAttr:$check_dirty,
                       OptionalAttr<I64Attr>:$below_max);
  let assemblyFormat = [{
    $field (`[` $component^ `]`)? custom<Depth>($depth_value, $depth, $below_max)
    (`check_dirty` $check_dirty^)? attr-dict `:` qualified(type($field))
  }];
}

def Psy_HaloExchangeStartOp : Psy_HaloOp<"halo_exchange_start", [Psy_HaloDepthOpInterface]> {
  let summary = "starts an asynchronous halo exchange";
  let description = [{
    Sends the owned values the neighbours need; the matching psy.halo_exchange_end
    receives. Attributes as psy.halo_exchange.

    ```mlir
    %r = psy.halo_exchange_start %f depth(1) check_dirty : !psy.field<f64, "w1">
    ```
  }];
  let arguments = (ins Arg<Psy_AnyField, "field", [MemRead]>:$field,
                       OptionalAttr<I64Attr>:$component, OptionalAttr<I64Attr>:$depth,
                       Optional<Index>:$depth_value, UnitAttr:$check_dirty,
                       OptionalAttr<I64Attr>:$below_max);
  let results = (outs Res<Psy_HaloRequestType, "", [MemWrite]>:$request);
  let assemblyFormat = [{
    $field (`[` $component^ `]`)? custom<Depth>($depth_value, $depth, $below_max)
    (`check_dirty` $check_dirty^)? attr-dict `:` qualified(type($field))
  }];
}

def Psy_HaloExchangeEndOp : Psy_Op<"halo_exchange_end"> {
  let summary = "completes an asynchronous halo exchange";
  let description = [{
    Waits for the request of a psy.halo_exchange_start of the same field (the request must
    come directly from the start) and writes the received halo.

    ```mlir
    psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
    ```
  }];
  let arguments = (ins Arg<Psy_AnyField, "field", [MemWrite]>:$field,
                       Arg<Psy_HaloRequestType, "request", [MemRead, MemWrite]>:$request);
  let assemblyFormat = "$field `,` $request attr-dict `:` qualified(type($field))";
  let hasVerifier = 1;
}

def Psy_SetDirtyOp : Psy_Op<"set_dirty"> {
  let summary = "marks a field's halo stale after a loop wrote its owned values";
  let description = [{
    The run-time dirty flags of the field (every component of a field vector) say its halo
    no longer matches its neighbours' owned values, so a later check_dirty exchange runs.

    ```mlir
    psy.set_dirty %f : !psy.field<f64, "w1">
    ```
  }];
  let arguments = (ins Arg<Psy_AnyField, "field", [MemWrite]>:$field);
  let assemblyFormat = "$field attr-dict `:` qualified(type($field))";
}

def Psy_SetCleanOp : Psy_HaloOp<"set_clean", [Psy_HaloDepthOpInterface]> {
  let summary = "marks a field's halo up to date to a depth (a loop computed it redundantly)";
  let description = [{
    After a loop that computed the halo redundantly to `depth` (at least 1), a later
    check_dirty exchange to that depth or less does nothing. Applies to every component of
    a field vector. `depth(max)` and `depth(max - 1)` as for psy.halo_exchange.

    ```mlir
    psy.set_clean %f depth(1) : !psy.field<f64, "w1">
    ```
  }];
  let arguments = (ins Arg<Psy_AnyField, "field", [MemWrite]>:$field,
                       OptionalAttr<I64Attr>:$depth, Optional<Index>:$depth_value,
                       OptionalAttr<I64Attr>:$below_max);
  let assemblyFormat = [{
    $field custom<Depth>($depth_value, $depth, $below_max) attr-dict `:` qualified(type($field))
  }];
}

def Psy_GlobalReductionOp : Psy_Op<"global_reduction", [
    MemoryEffects<[MemRead, MemWrite]>, AllTypesMatch<["value", "result"]>]> {
  let summary = "reduces a rank-local scalar over all ranks: sum, min or max";
  let description = [{
    A collective: every rank calls it in the same order, so it has effects and is never
    merged or removed. It must be inside an invoke. Without distributed memory the local value is the result.

    ```mlir
    %g = psy.global_reduction sum %s : f64
    ```
  }];
  let arguments = (ins Psy_Reduction:$kind, AnyTypeOf<[AnyFloat, AnySignlessInteger]>:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$kind $value attr-dict `:` type($value)";
  let hasVerifier = 1;
}

#endif // PSY_OPS_TD
