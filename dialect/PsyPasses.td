// psy's passes, for mlir-tblgen -gen-pass-decls: each pass's flag, summary, description and
// typed options. The bodies are C, one file per pass in lib/Transforms named after the flag;
// lib/Transforms/PassRegistration.cpp is the adapter whose runOnOperation hands the module
// and the options (as the plain C structs of include/psy-c/Passes.h) to that body.
// docs/passes.md says more about each pass, with IR before and after.
#ifndef PSY_PASSES_TD
#define PSY_PASSES_TD

include "mlir/Pass/PassBase.td"

// Every psy pass runs on the top-level builtin.module: the invokes, their kernels' metadata
// and the module's psy.config are all seen at once.
// An option's default is the value its C body reads as "not given" (-1 for an index, "" for
// a name), where the pass needs to know.
// The C bodies create ops through the C API, which needs their dialects loaded before a
// multi-threaded pass manager runs: each pass names the dialects it builds ops of.
class PsyPass<string flag, list<string> dialects = []> : Pass<flag, "::mlir::ModuleOp"> {
  let dependentDialects = !listconcat(["::psy::PsyDialect", "::mlir::arith::ArithDialect"],
                                      dialects);
}

// The distributed-memory settings. `config` (the default) takes the module's psy.config (the
// PSyclone configuration file the driver read), then PSyclone's default. Every option has a
// value that means "not given", so a pipeline printed as text (--dump-pass-pipeline, a crash
// reproducer, psy-opt's own prologue) parses back to the same pipeline.
defvar ConfigBoolValues = [{::llvm::cl::values(
    clEnumValN(PSY_CONFIG_BOOL_FROM_CONFIG, "config", "from the module's psy.config"),
    clEnumValN(PSY_CONFIG_BOOL_TRUE, "true", "on"),
    clEnumValN(PSY_CONFIG_BOOL_FALSE, "false", "off"))}];
defvar DmOption = Option<"dm", "dm", "PsyConfigBool", "PSY_CONFIG_BOOL_FROM_CONFIG",
    "Distributed memory (config: psy.config DISTRIBUTED_MEMORY, else true)", ConfigBoolValues>;
defvar AnnexedOption = Option<"computeAnnexedDofs", "compute-annexed-dofs", "PsyConfigBool",
    "PSY_CONFIG_BOOL_FROM_CONFIG",
    "Dof loops run to the annexed dofs (config: psy.config COMPUTE_ANNEXED_DOFS, else false)",
    ConfigBoolValues>;
defvar MinimalOption = Option<"minimal", "minimal", "bool", "false",
    "Also drop the exchanges the schedule proves redundant (rules M1-M3 of docs/passes.md); "
    "no configuration key">;
defvar DmOptions = [DmOption, AnnexedOption];

def PsyVerify : PsyPass<"psy-verify"> {
  let summary = "Verify the module: every op verifier and symbol use (runs after each pass too)";
  let description = [{
    Runs every op's verifier and checks every symbol use (a psy.kernel against its
    psy.kernel_meta), reporting each failing op at its location. The rules live with the ops,
    so the parser and the pass manager also run them; this pass lets a pipeline ask for a
    check at a point of its choosing. psy-opt runs it first unless --no-psy-verify.
  }];
}

def PsyLowerKernels : PsyPass<"psy-lower-kernels", ["::mlir::func::FuncDialect",
    "::mlir::scf::SCFDialect", "::mlir::memref::MemRefDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::omp::OpenMPDialect"]> {
  let summary = "Lower coded-kernel loops to scf loops calling the kernel subroutines in "
                "LFRic's argument order; the infrastructure arguments they need join the "
                "invoke's";
  let description = [{
    Each psy.loop of coded kernels becomes the loop LFRic's PSy layer runs, calling the
    kernel subroutine's flang symbol with the arguments of its stub, in order. What the
    kernels need from the infrastructure (nlayers, dofmaps, basis functions, ...) is appended
    to the invoke's arguments and named by its psy.abi attribute.
  }];
}

def PsyDeviceOutline : PsyPass<"psy-device-outline", ["::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect"]> {
  let summary = "Make each device loop (psy-omp device=true, then the lowering) a kernel "
                "function and a launch through the device runtime";
  let description = [{
    After psy-lower-kernels and psy-lower-builtins: every scf.for marked `psy.device`
    becomes a function `__psy_dev_<invoke>_<n>(%iv: i64, %results: !llvm.ptr, params...)`
    holding the loop's body ("device": one thread per iteration) or the whole loop
    ("device_serial": one thread; its results go to %results), and in its place a call of
    psyRtDevLaunch with the kernel's descriptor, its bounds and the addresses of its
    parameters. Arrays become device addresses (psyRtDevMap, read-only when only loaded);
    constants, integer arithmetic and Fortran's scalar slots are recomputed in the kernel.
    What still touches an array on the host is preceded by psyRtDevHost. docs/gpu.md.
  }];
}

def PsyLowerBuiltins : PsyPass<"psy-lower-builtins", ["::mlir::func::FuncDialect",
    "::mlir::scf::SCFDialect", "::mlir::memref::MemRefDialect", "::mlir::math::MathDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::omp::OpenMPDialect"]> {
  let summary = "Lower psy.builtin dof loops to scf/arith/memref; fields become memrefs";
  let description = [{
    Each builtin becomes the dof loop it stands for, generated from the builtin table's
    effect expressions; field arguments of an invoke become memref<?xelt> and reductions
    accumulate through scf.for iter_args. Loops of coded kernels are left to
    psy-lower-kernels, which must run first.
  }];
  let options = [
    Option<"precisionConfig", "precision-config", "std::string", "",
           "A precision configuration file mapping LFRic kinds to f32/f64: it is checked "
           "to be valid (the IR is already typed)">,
  ];
}

def PsyLowerGOcean : PsyPass<"psy-lower-gocean", ["::mlir::func::FuncDialect",
    "::mlir::scf::SCFDialect", "::mlir::LLVM::LLVMDialect"]> {
  let summary = "Lower each GOcean invoke to the compiled schedule the GOcean binding calls: "
                "one array of pointers in, j/i loops calling the kernels' wrappers";
  let description = [{
    Each func.func {psy.go_invoke} becomes `func(%slots: !llvm.ptr)`: it loads the
    pointers the binding filled (the invoke's fields and scalars, each call's loop bounds
    and grid properties, the halo callback), runs each psy.go_loop nest as an inclusive
    scf.for j around scf.for i, and calls `<psy module>_k_<procedure>` (the kernel's
    wrapper) with every argument by reference. A psy.go_halo_exchange becomes an indirect
    call of the callback with the context and its site number. docs/gocean.md has the slot
    order.
  }];
  let options = [
    Option<"psyModule", "psy-module", "std::string", "",
           "The PSy module's name, which prefixes the wrappers' symbols (default: the "
           "module's psy.module_name)">,
    Option<"device", "device", "bool", "false",
           "For --target=nvptx: each nest one loop over its points marked psy.device (a "
           "thread per point; one thread when its kernel updates a scalar), each array's "
           "pointer marked with its size for psy-device-outline">,
  ];
}

def PsyDmLoopBounds : PsyPass<"psy-dm-loop-bounds"> {
  let summary = "Set each loop's upper bound for distributed memory (cell_halo(1), ncells, "
                "ndofs, nannexed)";
  let description = [{
    Sets each loop's upper bound as PSyclone does when it builds a schedule: a cell loop
    whose kernels update a shared (continuous) dof runs into the level-1 halo, a dof loop
    to ndofs or, with compute-annexed-dofs, to nannexed. Does nothing without distributed
    memory.
  }];
  let options = DmOptions;
}

def PsyGlobalSums : PsyPass<"psy-global-sums"> {
  let summary = "Add a psy.global_reduction after every loop that yields a reduction "
                "(distributed memory)";
  let description = [{
    Under distributed memory a reduction computed by a loop is the partition's part: a
    psy.global_reduction after the loop combines the parts.
  }];
  let options = DmOptions;
}

def PsyHaloDirtyMarkers : PsyPass<"psy-halo-dirty-markers"> {
  let summary = "Add psy.set_dirty/psy.set_clean after each loop that writes fields "
                "(distributed memory)";
  let description = [{
    After each loop that writes a field, marks its halo dirty, and clean to the depth the
    loop computed it to.
  }];
  let options = [DmOption, AnnexedOption, MinimalOption];
}

def PsyHaloExchanges : PsyPass<"psy-halo-exchanges"> {
  let summary = "Add psy.halo_exchange before each loop that reads a stale field halo or "
                "annexed dofs (distributed memory)";
  let description = [{
    Places a psy.halo_exchange before each loop for each field component whose halo (or
    annexed dofs) it reads and whose previous writer left it stale, with the depth and
    check_dirty its readers need, as PSyclone does. With minimal=true, the exchanges the
    schedule proves redundant are left out too.
  }];
  let options = [DmOption, AnnexedOption, MinimalOption];
}

def PsyAsyncHaloExchanges : PsyPass<"psy-async-halo-exchanges"> {
  let summary = "Split each psy.halo_exchange into start and end, as far apart as the "
                "dependences allow (distributed memory)";
  let description = [{
    Each psy.halo_exchange becomes a psy.halo_exchange_start, moved as early as its
    dependences allow, and a psy.halo_exchange_end where the exchange was.
  }];
  let options = DmOptions;
}

def PsyDag : PsyPass<"psy-dag"> {
  let summary = "Write each invoke's dependence DAG as Graphviz DOT to file=FILE";
  let description = [{
    Writes the dependence DAG of every invoke (one digraph each, in module order) to the
    file, leaving the IR unchanged; its place in a pipeline decides which schedule it draws.
  }];
  let options = [
    Option<"file", "file", "std::string", "", "The DOT file to write (required)">,
  ];
}

def PsyRedundantComputation : PsyPass<"psy-redundant-computation"> {
  let summary = "Run loop=N of an invoke redundantly into the halo to depth=D or max, then "
                "update its halo exchanges and markers";
  let description = [{
    Deepens one loop's upper bound into the halo, as PSyclone's redundant computation
    transformation does, then places the exchanges the loop now needs, removes those no
    longer required and rewrites the dirty/clean markers.
  }];
  let options = [
    Option<"loop", "loop", "int64_t", "-1",
           "The loop: its 0-based index among the psy.loops of the invoke's body (required)">,
    Option<"depth", "depth", "std::string", "",
           "The halo depth to compute to: an integer, or max for the mesh's maximum "
           "(required)">,
    Option<"invoke", "invoke", "std::string", "",
           "The invoke's name (required when the module has more than one)">,
    DmOption, AnnexedOption, MinimalOption,
  ];
}

def PsyMove : PsyPass<"psy-move"> {
  let summary = "Move schedule node N of an invoke to just before/after node M, unless a "
                "dependence forbids it";
  let description = [{
    Moves one node of an invoke's schedule (an op directly in its body, numbered from 0) to
    just before or just after another, and refuses any move that would change what the
    invoke computes. Give node and exactly one of before and after.
  }];
  let options = [
    Option<"node", "node", "int64_t", "-1", "The 0-based index of the node to move (required)">,
    Option<"before", "before", "int64_t", "-1", "Move it to just before this node">,
    Option<"after", "after", "int64_t", "-1", "Move it to just after this node">,
    Option<"invoke", "invoke", "std::string", "",
           "The invoke's name (required when the module has more than one)">,
  ];
}

def PsyColour : PsyPass<"psy-colour"> {
  let summary = "Colour each cell loop whose kernels write a continuous field: a colours "
                "loop over a colour_cells loop";
  let description = [{
    A cell loop whose kernels write a field on a continuous space (or one of unknown
    continuity) becomes a sequential colours loop over a colour_cells loop whose cells
    share no dof.
  }];
}

def PsyFuse : PsyPass<"psy-fuse"> {
  let summary = "Fuse adjacent builtin loops over the same dofs, so each field is streamed "
                "once";
  let description = [{
    Merges each loop of builtins with the next when both run over the same dofs (the same
    bound, every field on one function space with one component count) and nothing that
    must stay between them does: constants move before the first loop, dirty/clean markers
    and global reductions the second loop does not read after the second. A halo exchange,
    a global reduction the second loop reads, or a reduction of the first loop read by the
    second stops the fusion. Reductions keep their order (dofs 1..ndofs), so results are
    the same to the bit. Loops on any_space_N fuse only with same-space=true, PSyclone's
    same_space promise.
  }];
  let options = [
    Option<"sameSpace", "same-space", "bool", "false",
           "Fields on any_space_N in two loops are on the same space (PSyclone's "
           "same_space)">,
  ];
}

def PsyOmp : PsyPass<"psy-omp"> {
  let summary = "Mark for OpenMP the loops whose iterations may run on threads: the cells "
                "of one colour, dof loops, cell loops writing only discontinuous data";
  let description = [{
    Marks each psy.loop that its lowering may workshare among OpenMP threads with
    `psy.omp = "reprod"` (or "fast" with reprod=false): the colour_cells loop of a coloured
    loop, every dof loop, and a cell loop whose kernels write only discontinuous fields or
    operators. Colours and domain loops stay serial. A cell loop whose kernels write a
    continuous field is refused: colour it first (psy-colour). psy-lower-kernels and
    psy-lower-builtins lower a marked loop to omp.parallel holding an omp.wsloop with a
    static schedule; a reduction is summed per thread and the partial sums combined in
    thread order, so it is bitwise the same run to run at one thread count, unless
    reprod=false asks for OpenMP's reduction clause. With device=true (psyc
    --target=nvptx) the same loops are marked "device", and every other loop holding calls
    but a domain loop "device_serial" (an uncoloured racing cell loop too, instead of an
    error); the lowering then builds them for psy-device-outline (docs/gpu.md).
  }];
  let options = [
    Option<"reprod", "reprod", "bool", "true",
           "Reproducible reductions: per-thread partial sums combined in thread order "
           "(false: OpenMP's unordered reduction clause)">,
    Option<"device", "device", "bool", "false",
           "Mark for the device (--target=nvptx): parallel loops \"device\" (a thread per "
           "iteration), other loops holding calls and loops with reductions "
           "\"device_serial\" (one thread, the serial order)">,
  ];
}

#endif // PSY_PASSES_TD
