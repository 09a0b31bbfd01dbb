// psy's passes as MLIR passes: the classes mlir-tblgen generates from dialect/PsyPasses.td,
// each completed by a runOnOperation that hands the module and its typed options (as the
// plain C structs of psy-c/Passes.h) to the pass's C body in lib/Transforms; the pipelines
// psy-to-llvm and psy-dm; psyRegisterPasses; and mlirGetPassPluginInfo, which lets stock
// mlir-opt load libPsyIR.so with --load-pass-plugin. Glue only: no rule of the domain here.
#include "psy-c/Passes.h"

extern "C" {
#include "DmPasses.h"
#include "Move.h"
}

#include "psy/Dialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

namespace psy {
#define GEN_PASS_DECL
#define GEN_PASS_DEF_PSYVERIFY
#define GEN_PASS_DEF_PSYLOWERKERNELS
#define GEN_PASS_DEF_PSYLOWERBUILTINS
#define GEN_PASS_DEF_PSYLOWERGOCEAN
#define GEN_PASS_DEF_PSYDMLOOPBOUNDS
#define GEN_PASS_DEF_PSYGLOBALSUMS
#define GEN_PASS_DEF_PSYHALODIRTYMARKERS
#define GEN_PASS_DEF_PSYHALOEXCHANGES
#define GEN_PASS_DEF_PSYASYNCHALOEXCHANGES
#define GEN_PASS_DEF_PSYDAG
#define GEN_PASS_DEF_PSYREDUNDANTCOMPUTATION
#define GEN_PASS_DEF_PSYMOVE
#define GEN_PASS_DEF_PSYCOLOUR
#define GEN_PASS_DEF_PSYFUSE
#define GEN_PASS_DEF_PSYOMP
#define GEN_PASS_DEF_PSYDEVICEOUTLINE
#include "PsyPasses.h.inc"
} // namespace psy

// The generated option structs live in namespace psy (psy::PsyMoveOptions); the plain C
// structs the bodies take are the global ones (::PsyMoveOptions).
using psy::impl::PsyVerifyBase;
using psy::impl::PsyLowerKernelsBase;
using psy::impl::PsyLowerBuiltinsBase;
using psy::impl::PsyDeviceOutlineBase;
using psy::impl::PsyLowerGOceanBase;
using psy::impl::PsyDmLoopBoundsBase;
using psy::impl::PsyGlobalSumsBase;
using psy::impl::PsyHaloDirtyMarkersBase;
using psy::impl::PsyHaloExchangesBase;
using psy::impl::PsyAsyncHaloExchangesBase;
using psy::impl::PsyDagBase;
using psy::impl::PsyRedundantComputationBase;
using psy::impl::PsyMoveBase;
using psy::impl::PsyColourBase;
using psy::impl::PsyFuseBase;
using psy::impl::PsyOmpBase;

namespace {

// ---- Options as the C bodies read them -------------------------------------------------------

// A string option left out (or empty) is NULL. The string lives as long as the pass.
const char *optionalString(const std::string &s) { return s.empty() ? nullptr : s.c_str(); }

bool isFailure(MlirLogicalResult r) { return mlirLogicalResultIsFailure(r); }

// ---- The passes: one runOnOperation each ------------------------------------------------------

struct PsyVerify : PsyVerifyBase<PsyVerify> {
  void runOnOperation() override {
    if (isFailure(psyVerifyRun(wrap(getOperation().getOperation()))))
      signalPassFailure();
  }
};

struct PsyLowerKernels : PsyLowerKernelsBase<PsyLowerKernels> {
  void runOnOperation() override {
    if (isFailure(psyLowerKernelsRun(wrap(getOperation().getOperation()))))
      signalPassFailure();
  }
};

struct PsyDeviceOutline : PsyDeviceOutlineBase<PsyDeviceOutline> {
  void runOnOperation() override {
    if (isFailure(psyDeviceOutlineRun(wrap(getOperation().getOperation()))))
      signalPassFailure();
  }
};

struct PsyLowerBuiltins : PsyLowerBuiltinsBase<PsyLowerBuiltins> {
  using Base::Base;
  void runOnOperation() override {
    ::PsyLowerBuiltinsOptions opts = {optionalString(precisionConfig)};
    if (isFailure(psyLowerBuiltinsRun(wrap(getOperation().getOperation()), &opts)))
      signalPassFailure();
  }
};

struct PsyLowerGOcean : PsyLowerGOceanBase<PsyLowerGOcean> {
  using Base::Base;
  void runOnOperation() override {
    ::PsyLowerGOceanOptions opts = {optionalString(psyModule), device};
    if (isFailure(psyLowerGOceanRun(wrap(getOperation().getOperation()), &opts)))
      signalPassFailure();
  }
};

// The DM passes without `minimal` share one body shape.
template <typename Derived, template <typename> class Base,
          MlirLogicalResult (*Run)(MlirOperation, const PsyDmOptions *)>
struct DmPass : Base<Derived> {
  using BaseT = Base<Derived>;
  using BaseT::BaseT;
  void runOnOperation() override {
    PsyDmOptions opts = {this->dm, this->computeAnnexedDofs, false};
    if (isFailure(Run(wrap(this->getOperation().getOperation()), &opts)))
      this->signalPassFailure();
  }
};

// ... and those with it.
template <typename Derived, template <typename> class Base,
          MlirLogicalResult (*Run)(MlirOperation, const PsyDmOptions *)>
struct MinimalDmPass : Base<Derived> {
  using BaseT = Base<Derived>;
  using BaseT::BaseT;
  void runOnOperation() override {
    PsyDmOptions opts = {this->dm, this->computeAnnexedDofs,
                         this->minimal};
    if (isFailure(Run(wrap(this->getOperation().getOperation()), &opts)))
      this->signalPassFailure();
  }
};

struct PsyDmLoopBounds
    : DmPass<PsyDmLoopBounds, PsyDmLoopBoundsBase, psyDmLoopBoundsRun> {
  using DmPass::DmPass;
};
struct PsyGlobalSums : DmPass<PsyGlobalSums, PsyGlobalSumsBase, psyGlobalSumsRun> {
  using DmPass::DmPass;
};
struct PsyAsyncHaloExchanges
    : DmPass<PsyAsyncHaloExchanges, PsyAsyncHaloExchangesBase,
             psyAsyncHaloExchangesRun> {
  using DmPass::DmPass;
};
struct PsyHaloDirtyMarkers
    : MinimalDmPass<PsyHaloDirtyMarkers, PsyHaloDirtyMarkersBase,
                    psyHaloDirtyMarkersRun> {
  using MinimalDmPass::MinimalDmPass;
};
struct PsyHaloExchanges
    : MinimalDmPass<PsyHaloExchanges, PsyHaloExchangesBase, psyHaloExchangesRun> {
  using MinimalDmPass::MinimalDmPass;
};

struct PsyDag : PsyDagBase<PsyDag> {
  using Base::Base;
  void runOnOperation() override {
    ::PsyDagOptions opts = {optionalString(file)};
    if (isFailure(psyDagRun(wrap(getOperation().getOperation()), &opts)))
      signalPassFailure();
  }
};

struct PsyRedundantComputation : PsyRedundantComputationBase<PsyRedundantComputation> {
  using Base::Base;
  void runOnOperation() override {
    ::PsyRedundantComputationOptions opts = {
        {dm, computeAnnexedDofs, minimal},
        loop, optionalString(depth), optionalString(invoke)};
    if (isFailure(psyRedundantComputationRun(wrap(getOperation().getOperation()), &opts)))
      signalPassFailure();
  }
};

struct PsyMove : PsyMoveBase<PsyMove> {
  using Base::Base;
  void runOnOperation() override {
    ::PsyMoveOptions opts = {node, before, after, optionalString(invoke)};
    if (isFailure(psyMoveRun(wrap(getOperation().getOperation()), &opts)))
      signalPassFailure();
  }
};

struct PsyColour : PsyColourBase<PsyColour> {
  void runOnOperation() override {
    if (isFailure(psyColourRun(wrap(getOperation().getOperation()))))
      signalPassFailure();
  }
};

struct PsyFuse : PsyFuseBase<PsyFuse> {
  using Base::Base;
  void runOnOperation() override {
    ::PsyFuseOptions opts = {sameSpace};
    if (isFailure(psyFuseRun(wrap(getOperation().getOperation()), &opts)))
      signalPassFailure();
  }
};

struct PsyOmp : PsyOmpBase<PsyOmp> {
  using Base::Base;
  void runOnOperation() override {
    ::PsyOmpOptions opts = {reprod, device};
    if (isFailure(psyOmpRun(wrap(getOperation().getOperation()), &opts)))
      signalPassFailure();
  }
};

// ---- Pipelines ---------------------------------------------------------------------------------

// The upstream passes are created here rather than parsed by name, so the pipeline works in a
// process that registered no upstream pass (psyc).
void buildPsyToLlvm(OpPassManager &pm) {
  pm.addPass(psy::createPsyLowerKernels());
  pm.addPass(psy::createPsyLowerBuiltins());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

// --target=nvptx (docs/gpu.md): psy-device-outline between the lowering and the upstream
// conversions.
void buildPsyDeviceToLlvm(OpPassManager &pm) {
  pm.addPass(psy::createPsyLowerKernels());
  pm.addPass(psy::createPsyLowerBuiltins());
  pm.addPass(psy::createPsyDeviceOutline());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

// The GOcean schedule for --target=nvptx (docs/gpu.md).
void buildPsyGOceanDeviceToLlvm(OpPassManager &pm) {
  psy::PsyLowerGOceanOptions o;
  o.device = true;
  pm.addPass(psy::createPsyLowerGOcean(o));
  pm.addPass(psy::createPsyDeviceOutline());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

// The GOcean schedule (docs/gocean.md): psy-lower-gocean leaves scf, arith and llvm ops.
void buildPsyGOceanToLlvm(OpPassManager &pm) {
  pm.addPass(psy::createPsyLowerGOcean());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void buildPsyDm(OpPassManager &pm) {
  pm.addPass(psy::createPsyDmLoopBounds());
  pm.addPass(psy::createPsyHaloExchanges());
  pm.addPass(psy::createPsyGlobalSums());
  pm.addPass(psy::createPsyHaloDirtyMarkers());
}

} // namespace

namespace psy {
#define GEN_PASS_REGISTRATION
#include "PsyPasses.h.inc"
} // namespace psy

namespace {

void registerAll() {
  psy::registerPsyPasses();
  PassPipelineRegistration<>(
      "psy-to-llvm",
      "psy IR to the LLVM dialect: psy-lower-kernels, psy-lower-builtins, then upstream "
      "convert-math-to-llvm, convert-scf-to-cf, convert-to-llvm, reconcile-unrealized-casts",
      buildPsyToLlvm);
  PassPipelineRegistration<>(
      "psy-device-to-llvm",
      "psy IR with device loops (psy-omp device=true) to the LLVM dialect: psy-lower-kernels, "
      "psy-lower-builtins, psy-device-outline, then psy-to-llvm's upstream passes",
      buildPsyDeviceToLlvm);
  PassPipelineRegistration<>(
      "psy-gocean-to-llvm",
      "GOcean schedule IR to the LLVM dialect: psy-lower-gocean (its psy-module from the "
      "module's psy.module_name), then upstream convert-scf-to-cf, convert-to-llvm, "
      "reconcile-unrealized-casts",
      buildPsyGOceanToLlvm);
  PassPipelineRegistration<>(
      "psy-gocean-device-to-llvm",
      "GOcean schedule IR to the LLVM dialect for --target=nvptx: psy-lower-gocean{device=true}, "
      "psy-device-outline, then psy-gocean-to-llvm's upstream passes",
      buildPsyGOceanDeviceToLlvm);
  PassPipelineRegistration<>(
      "psy-dm",
      "The distributed-memory schedule: psy-dm-loop-bounds, psy-halo-exchanges, "
      "psy-global-sums, psy-halo-dirty-markers",
      buildPsyDm);
}

} // namespace

// A pipeline registered twice is a fatal error in MLIR, so registration happens once per
// process however many tools, plugins or threads ask for it.
extern "C" void psyRegisterPasses(void) {
  static const bool registered = (registerAll(), true);
  (void)registered;
}

extern "C" PSY_CAPI_EXPORTED PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "psy", LLVM_VERSION_STRING, [] { psyRegisterPasses(); }};
}
