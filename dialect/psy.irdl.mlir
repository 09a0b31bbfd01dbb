// The psy dialect: PSyclone's PSy-layer domain nodes as MLIR types and ops.
//
// IRDL checks the shape of each op (operand and result counts, attribute kinds); the domain
// rules IRDL cannot express (builtin signatures, halo depth, loop kind against upper bound)
// are checked by the psy-verify pass, which psy-opt runs right after parsing. Ops carry no
// regions: IRDL in LLVM 22 cannot give an op a terminator, so a loop and the kernel it runs
// are one op whose iteration space lives in attributes. docs/dialect.md describes every entry.
irdl.dialect @psy {
  // A field: one value per dof of a function space. Element type f32, f64 or i32.
  // A constraint value binds one attribute: every use of it must be equal, so each parameter,
  // operand group and attribute below has a value of its own.
  irdl.type @field {
    %f32 = irdl.is f32
    %f64 = irdl.is f64
    %i32 = irdl.is i32
    %elt = irdl.any_of(%f32, %f64, %i32)
    %space = irdl.base "#builtin.string"
    irdl.parameters(element: %elt, space: %space)
  }

  // A field vector (GH_FIELD*N): N fields on one space, halo-exchanged per component.
  irdl.type @field_vector {
    %f32 = irdl.is f32
    %f64 = irdl.is f64
    %i32 = irdl.is i32
    %elt = irdl.any_of(%f32, %f64, %i32)
    %space = irdl.base "#builtin.string"
    %dim = irdl.base "#builtin.integer"
    irdl.parameters(element: %elt, space: %space, dim: %dim)
  }

  // A local-matrix-assembly operator mapping "from" space dofs to "to" space dofs.
  irdl.type @operator {
    %f32 = irdl.is f32
    %f64 = irdl.is f64
    %elt = irdl.any_of(%f32, %f64)
    %to = irdl.base "#builtin.string"
    %from = irdl.base "#builtin.string"
    irdl.parameters(element: %elt, to: %to, from: %from)
  }

  // A quadrature rule of a given shape (gh_quadrature_xyoz, _face, _edge).
  irdl.type @qr {
    %shape = irdl.base "#builtin.string"
    irdl.parameters(shape: %shape)
  }

  // The handle that pairs an asynchronous halo exchange's start with its end.
  irdl.type @halo_request {
  }

  // The type of a boxed kernel or builtin argument (see psy.arg).
  irdl.type @argument {
  }

  // Boxes one value (field, field vector, operator, qr or scalar) as a kernel or builtin
  // argument. IRDL binds one type to all members of a variadic operand group, so psy.kernel and
  // psy.builtin take !psy.argument operands and passes look through the box to the value.
  irdl.operation @arg {
    %any = irdl.any
    %box = irdl.base @psy::@argument
    irdl.operands(value: %any)
    irdl.results(result: %box)
  }

  // Kernel metadata, once per kernel type, at module level (a symbol that psy.kernel names).
  irdl.operation @kernel_meta {
    %name = irdl.base "#builtin.string"
    %on = irdl.base "#builtin.string"
    %proc = irdl.base "#builtin.string"
    %args = irdl.base "#builtin.array"
    irdl.attributes {
      "sym_name" = %name,
      "operates_on" = %on,
      "procedure" = %proc,
      "meta_args" = %args
    }
  }

  // A loop over an iteration space that calls a coded kernel for each cell (or dof, domain).
  irdl.operation @kernel {
    %any = irdl.base @psy::@argument
    %ref = irdl.base "#builtin.symbol_ref"
    %iter = irdl.base "#builtin.string"
    %ub = irdl.base "#builtin.string"
    irdl.operands(args: variadic %any)
    irdl.attributes {
      "kernel" = %ref,
      "iteration" = %iter,
      "upper_bound" = %ub
    }
  }

  // A loop over dofs that applies an LFRic builtin; reductions return their local value.
  irdl.operation @builtin {
    %any = irdl.base @psy::@argument
    %res = irdl.any
    %name = irdl.base "#builtin.string"
    %iter = irdl.base "#builtin.string"
    %ub = irdl.base "#builtin.string"
    irdl.operands(args: variadic %any)
    irdl.results(result: optional %res)
    irdl.attributes {
      "name" = %name,
      "iteration" = %iter,
      "upper_bound" = %ub
    }
  }

  // A blocking halo exchange of a field (one component of a field vector) to a depth.
  irdl.operation @halo_exchange {
    %any = irdl.any
    %depth = irdl.base "#builtin.integer"
    %dirty = irdl.base "#builtin.integer"
    irdl.operands(field: %any)
    irdl.attributes {
      "depth" = %depth,
      "check_dirty" = %dirty
    }
  }

  // The two halves of an asynchronous halo exchange, paired by the request.
  irdl.operation @halo_exchange_start {
    %any = irdl.any
    %req = irdl.base @psy::@halo_request
    %depth = irdl.base "#builtin.integer"
    %dirty = irdl.base "#builtin.integer"
    irdl.operands(field: %any)
    irdl.results(request: %req)
    irdl.attributes {
      "depth" = %depth,
      "check_dirty" = %dirty
    }
  }

  irdl.operation @halo_exchange_end {
    %any = irdl.any
    %req = irdl.base @psy::@halo_request
    irdl.operands(field: %any, request: %req)
  }

  // A global reduction of a local scalar over all ranks ("sum", "min" or "max").
  irdl.operation @global_sum {
    %any = irdl.any
    %res = irdl.any
    %str = irdl.base "#builtin.string"
    irdl.operands(value: %any)
    irdl.results(result: %res)
    irdl.attributes {
      "reduction" = %str
    }
  }
}
