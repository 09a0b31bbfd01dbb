// Types, attributes and enums of the psy dialect.
#ifndef PSY_TYPES_TD
#define PSY_TYPES_TD

include "PsyDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

class Psy_Type<string name, string typeMnemonic> : TypeDef<Psy_Dialect, name> {
  let mnemonic = typeMnemonic;
}

// !psy.field<f64, "w3">: one value per dof of a function space.
def Psy_FieldType : Psy_Type<"Field", "field"> {
  let summary = "a field: one f32, f64 or i32 value per dof of a function space";
  let description = [{
    `!psy.field<f64, "w3">`. The element type is f32 or f64 (a real field of that precision)
    or i32 (an integer field); the space is an LFRic function space name in lower case
    (w0, w1, w2, w2h, w2v, w3, wtheta, wchi, any_space_N, ...), checked against the domain
    tables.
  }];
  let parameters = (ins TypeParameter<"::mlir::Type", "f32, f64 or i32">:$elementType,
                        StringRefParameter<"function space (lower case)">:$space);
  let assemblyFormat = "`<` $elementType `,` $space `>`";
  let genVerifyDecl = 1;
}

// !psy.field_vector<f64, "w0", 3>: GH_FIELD*N, exchanged one component at a time.
def Psy_FieldVectorType : Psy_Type<"FieldVector", "field_vector"> {
  let summary = "N fields on one function space (GH_FIELD*N)";
  let description = [{
    `!psy.field_vector<f64, "w0", 3>`: a kernel sees all components; halo exchanges and
    dirty flags work one component at a time.
  }];
  let parameters = (ins TypeParameter<"::mlir::Type", "f32, f64 or i32">:$elementType,
                        StringRefParameter<"function space (lower case)">:$space,
                        TypeParameter<"unsigned", "number of components, at least 1">:$dim);
  let assemblyFormat = "`<` $elementType `,` $space `,` $dim `>`";
  let genVerifyDecl = 1;
}

// !psy.operator<f64, "w0", "w1">: local matrices mapping "from" dofs to "to" dofs per cell.
def Psy_OperatorType : Psy_Type<"Operator", "operator"> {
  let summary = "a local-matrix-assembly operator (GH_OPERATOR), to-space then from-space";
  let description = [{
    `!psy.operator<f64, "w0", "w1">`: one ndf(to) x ndf(from) matrix per cell; real only.
    Operators are never halo-exchanged.
  }];
  let parameters = (ins "::mlir::Type":$elementType, StringRefParameter<"to space">:$to,
                        StringRefParameter<"from space">:$from);
  let assemblyFormat = "`<` $elementType `,` $to `,` $from `>`";
  let genVerifyDecl = 1;
}

// !psy.columnwise_operator<f64, "w0", "w1">: a banded column matrix (GH_COLUMNWISE_OPERATOR).
def Psy_ColumnwiseOperatorType : Psy_Type<"ColumnwiseOperator", "columnwise_operator"> {
  let summary = "a column-wise (CMA) operator, to-space then from-space";
  let description = [{
    `!psy.columnwise_operator<f64, "w3", "w3">`: banded matrices, one per column; real only.
  }];
  let parameters = (ins "::mlir::Type":$elementType, StringRefParameter<"to space">:$to,
                        StringRefParameter<"from space">:$from);
  let assemblyFormat = "`<` $elementType `,` $to `,` $from `>`";
  let genVerifyDecl = 1;
}

// !psy.qr<"gh_quadrature_xyoz">: a quadrature rule (or evaluator) of one shape.
def Psy_QrType : Psy_Type<"Qr", "qr"> {
  let summary = "a quadrature rule of a gh_shape (xyoz, face, edge)";
  let description = [{
    `!psy.qr<"gh_quadrature_xyoz">`. Evaluators (gh_evaluator) are not values: a kernel
    with an evaluator takes no quadrature operand for it.
  }];
  let parameters = (ins StringRefParameter<"gh_shape">:$shape);
  let assemblyFormat = "`<` $shape `>`";
  let genVerifyDecl = 1;
}

// !psy.mesh_property<"adjacent_face">: a property of the mesh a kernel asks for (meta_mesh).
def Psy_MeshPropertyType : Psy_Type<"MeshProperty", "mesh_property"> {
  let summary = "a mesh property (meta_mesh), such as adjacent_face";
  let description = [{
    `!psy.mesh_property<"adjacent_face">`. Kernels receive mesh properties from the mesh,
    not from the algorithm, so no psy.kernel takes one as an operand today; the type is
    there for the lowering that will pass them.
  }];
  let parameters = (ins StringRefParameter<"property">:$property);
  let assemblyFormat = "`<` $property `>`";
  let genVerifyDecl = 1;
}

// !psy.halo_request: pairs an asynchronous exchange's start with its end.
def Psy_HaloRequestType : Psy_Type<"HaloRequest", "halo_request"> {
  let summary = "the handle of an asynchronous halo exchange in flight";
  let description = [{
    The result of psy.halo_exchange_start, consumed by the matching psy.halo_exchange_end.
  }];
}

def Psy_AnyField : AnyTypeOf<[Psy_FieldType, Psy_FieldVectorType], "field or field vector">;
def Psy_AnyFieldOrOperator : AnyTypeOf<[Psy_FieldType, Psy_FieldVectorType, Psy_OperatorType,
                                        Psy_ColumnwiseOperatorType], "field or operator">;
// What a kernel or builtin takes: psy values and scalars (checked against meta_args).
def Psy_CallArg : AnyTypeOf<[Psy_FieldType, Psy_FieldVectorType, Psy_OperatorType,
                             Psy_ColumnwiseOperatorType, Psy_QrType, Psy_MeshPropertyType,
                             AnyFloat, AnySignlessInteger, Index, AnyMemRef],
                            "psy value or scalar">;

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// #psy.meta_arg<gh_field*3, gh_real, gh_read, "w0", stencil = cross>: one arg_type entry.
// Names are parsed and printed through the C domain tables (include/psy-c/Domain.h) and kept
// as their enum values.
def Psy_MetaArgAttr : AttrDef<Psy_Dialect, "MetaArg"> {
  let mnemonic = "meta_arg";
  let summary = "one entry of a kernel's meta_args, as LFRic's arg_type writes it";
  let description = [{
    `#psy.meta_arg<KIND[*N], DATA_TYPE, ACCESS[, "SPACE"[, "FROM"]][, stencil = S]
    [, mesh = M][, rank = R][, ndata = "N"]>`, for example
    `#psy.meta_arg<gh_field*3, gh_real, gh_read, "w0", stencil = cross>` or
    `#psy.meta_arg<gh_operator, gh_real, gh_read, "w0", "w1">`. Every word is a name of the
    LFRic vocabulary (include/psy-c/Domain.h), parsed once and kept as its enum value:
    kind (gh_field, gh_operator, gh_columnwise_operator, gh_scalar, gh_scalar_array), data
    type, access, stencil (x1d, y1d, xory1d, cross, cross2d, region) and mesh (gh_coarse,
    gh_fine). Fields and operators need a space; operators, and only they, a second one.
    `ndata` is a multi-data field's `ndata=` value as the metadata writes it (an integer
    literal such as "3", or a name such as "gh_runtime"); only fields have one.
  }];
  let parameters = (ins "unsigned":$kind, "unsigned":$dataType, "unsigned":$access,
                        StringRefParameter<"space">:$space,
                        StringRefParameter<"from space">:$spaceFrom,
                        "unsigned":$vectorSize, "unsigned":$stencil, "unsigned":$mesh,
                        "unsigned":$rank,
                        StringRefParameter<"ndata= of a multi-data field", "\"\"">:$ndata);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Enums: their cases are the rows of include/psy-c/DialectEnums.def, which the C API's enums
// (PsyIteration, PsyUpperBound, PsyReduction) come from too. The build writes them into
// PsyEnumCases.td (from PsyEnumCases.td.in, through the C preprocessor).
//===----------------------------------------------------------------------===//

include "PsyEnumCases.td"

def Psy_Iteration : I32EnumAttr<"Iteration", "loop iteration space", Psy_IterationCases> {
  let cppNamespace = "::psy";
}

def Psy_UpperBound : I32EnumAttr<"UpperBound", "symbolic loop upper bound",
                                 Psy_UpperBoundCases> {
  let cppNamespace = "::psy";
}

def Psy_Reduction : I32EnumAttr<"Reduction", "global reduction", Psy_ReductionCases> {
  let cppNamespace = "::psy";
}

#endif // PSY_TYPES_TD
