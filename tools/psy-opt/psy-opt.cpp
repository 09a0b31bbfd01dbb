// psy-opt: mlir-opt for psy IR. MLIR's MlirOptMain parses, runs the pipeline and prints, so
// every mlir-opt flag works (--pass-pipeline, --split-input-file, -verify-diagnostics,
// --mlir-timing, --mlir-print-ir-after-all, ...) and --help lists every pass with its typed
// options. psy-opt adds what guards its input and output and what PSyclone users expect:
//  - before MLIR parses a chunk, its bracket nesting is checked (psyCheckNesting): MLIR's
//    parser recurses at every bracket without a limit, so deep input would overflow the stack;
//  - the output is written through a temporary file renamed over -o only when everything
//    succeeded (psyWriteFileAtomically): a failure leaves no partial file;
//  - --config FILE: the PSyclone configuration, attached to each module as psy.config;
//  - psy-verify runs before the pipeline unless --no-psy-verify.
// docs/tools.md describes the flags.
#include "psy-c/Config.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <algorithm>
#include <memory>
#include <string>

using namespace mlir;

static llvm::cl::opt<std::string>
    configFile("config", llvm::cl::value_desc("file"),
               llvm::cl::desc("PSyclone configuration file (else $PSYCLONE_CONFIG, else "
                              ".psyclone/psyclone.cfg); its keys go on each module as "
                              "psy.config"));
static llvm::cl::opt<bool> noPsyVerify("no-psy-verify",
                                       llvm::cl::desc("Do not run psy-verify first"));
static llvm::cl::opt<bool>
    verbose("verbose", llvm::cl::desc("List the configuration keys psy-mlir ignores"));

namespace {

// Attaches the PSyclone configuration to the module (psyConfigAttach), first in the pipeline.
struct AttachConfig : PassWrapper<AttachConfig, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(AttachConfig)
  explicit AttachConfig(const PsyConfig *cfg) : cfg(cfg) {}
  StringRef getArgument() const override { return "psy-opt-config"; }
  StringRef getName() const override { return "PsyOptConfig"; }
  StringRef getDescription() const override {
    return "Attach psy-opt's --config to the module as psy.config";
  }
  void runOnOperation() override { psyConfigAttach(cfg, wrap(getOperation().getOperation())); }
  const PsyConfig *cfg;
};

// Reads the configuration (--config, $PSYCLONE_CONFIG or the default place), printing its
// errors as they come; NULL when there is none. `ok` is false after an error.
PsyConfig *loadConfig(bool &ok) {
  const char *path = psyConfigFind(configFile.empty() ? nullptr : configFile.c_str());
  ok = true;
  if (!path)
    return nullptr;
  PsyConfig *cfg = psyConfigCreate();
  MLIRContext ctx(MLIRContext::Threading::DISABLED);
  mlirContextAttachDiagnosticHandler(wrap(&ctx), psyDiagnosticPrinter, nullptr, nullptr);
  ok = mlirLogicalResultIsSuccess(psyConfigLoad(cfg, wrap(&ctx), path));
  if (verbose)
    psyConfigPrintNotes(cfg, stderr);
  return cfg;
}

// ---- The nesting guard --------------------------------------------------------------------

MlirLogicalResult checkNesting(MLIRContext &ctx, const llvm::MemoryBuffer &buf) {
  StringRef text = buf.getBuffer(), name = buf.getBufferIdentifier();
  return psyCheckNesting(wrap(&ctx), wrap(text), wrap(name), 1, PSY_MAX_NESTING);
}

bool nestsWithinLimit(const llvm::MemoryBuffer &buf) {
  MLIRContext ctx(MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler drop(&ctx, [](Diagnostic &) { return success(); });
  return mlirLogicalResultIsSuccess(checkNesting(ctx, buf));
}

// Reports the nesting error as MlirOptMain reports a parse error: printed at its place, or,
// under -verify-diagnostics, matched against the chunk's expected-* comments.
LogicalResult reportTooDeep(std::unique_ptr<llvm::MemoryBuffer> buf,
                            const MlirOptMainConfig &config) {
  MLIRContext ctx(MLIRContext::Threading::DISABLED);
  const llvm::MemoryBuffer &ref = *buf;
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buf), llvm::SMLoc());
  if (!config.shouldVerifyDiagnostics()) {
    SourceMgrDiagnosticHandler handler(sourceMgr, &ctx);
    (void)checkNesting(ctx, ref);
    return failure();
  }
  SourceMgrDiagnosticVerifierHandler handler(sourceMgr, &ctx, config.verifyDiagnosticsLevel());
  (void)checkNesting(ctx, ref);
  return handler.verify();
}

// ---- One chunk ------------------------------------------------------------------------------

// The chunk as a buffer of the file's name whose lines are numbered as in the file: blank
// lines stand in for those before it.
std::unique_ptr<llvm::MemoryBuffer> asInFile(const llvm::MemoryBuffer &chunk,
                                             const llvm::MemoryBufferRef &file) {
  const char *start = file.getBufferStart(), *at = chunk.getBufferStart();
  size_t lines = at >= start && at <= file.getBufferEnd() ? std::count(start, at, '\n') : 0;
  std::string text(lines, '\n');
  text += chunk.getBuffer();
  return llvm::MemoryBuffer::getMemBufferCopy(text, file.getBufferIdentifier());
}

LogicalResult processChunk(std::unique_ptr<llvm::MemoryBuffer> chunk,
                           const llvm::MemoryBufferRef &file, llvm::raw_ostream &os,
                           DialectRegistry &registry, const MlirOptMainConfig &config) {
  std::unique_ptr<llvm::MemoryBuffer> buf = asInFile(*chunk, file);
  if (!nestsWithinLimit(*buf))
    return reportTooDeep(std::move(buf), config);
  return MlirOptMain(os, std::move(buf), registry, config);
}

// The pipeline MlirOptMain runs on each module: the configuration, psy-verify, then what the
// command line asked for. --pass-pipeline replaces a pass manager's passes rather than adding
// to them, so the command line's pipeline is built apart and appended as text (every psy
// option prints as it parses).
LogicalResult setUpPipeline(PassManager &pm, const MlirOptMainConfig &cli, const PsyConfig *cfg) {
  PassManager user(pm.getContext(), pm.getOpAnchorName(), OpPassManager::Nesting::Implicit);
  if (failed(cli.setupPassPipeline(user)))
    return failure();
  std::string text = noPsyVerify ? "" : "psy-verify";
  llvm::raw_string_ostream os(text);
  for (Pass &pass : user.getPasses()) {
    os << (text.empty() ? "" : ",");
    pass.printAsTextualPipeline(os);
  }
  if (cfg)
    pm.addPass(std::make_unique<AttachConfig>(cfg));
  return parsePassPipeline(text, pm);
}

void addPsyPrologue(MlirOptMainConfig &config, const PsyConfig *cfg) {
  MlirOptMainConfig cli = config;
  config.setPassPipelineSetupFn(
      [cli, cfg](PassManager &pm) { return setUpPipeline(pm, cli, cfg); });
}

// A context whose diagnostics psy-opt prints as its own messages ("psy-opt: why"): for
// reading the input and writing the output, which have no place in a file.
struct ToolContext {
  MLIRContext ctx{MLIRContext::Threading::DISABLED};
  ScopedDiagnosticHandler handler{&ctx, [](Diagnostic &d) {
                                    llvm::errs() << "psy-opt: " << d.str() << "\n";
                                    return success();
                                  }};
  MlirLocation loc() { return wrap(Location(UnknownLoc::get(&ctx))); }
};

// The input as psyReadInput reads it: a regular file or standard input, at most
// PSY_MAX_INPUT_BYTES (LLVM's reader would take an endless pipe until memory runs out).
std::unique_ptr<llvm::MemoryBuffer> readInput(const std::string &input) {
  ToolContext tool;
  size_t size = 0;
  char *text = nullptr;
  if (mlirLogicalResultIsFailure(psyReadInput(tool.loc(), input.c_str(), &text, &size)))
    return nullptr;
  auto file = llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(text, size),
                                                   input == "-" ? "<stdin>" : input);
  free(text);
  return file;
}

int run(int argc, char **argv) {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__psy__(), wrap(&registry));
  registerAllPasses();
  psyRegisterPasses();
  auto [input, output] = registerAndParseCLIOptions(argc, argv, "psy-opt: mlir-opt for psy IR",
                                                     registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  std::unique_ptr<llvm::MemoryBuffer> file = readInput(input);
  if (!file)
    return 1;
  bool configOk;
  PsyConfig *cfg = loadConfig(configOk);
  std::string out;
  llvm::raw_string_ostream os(out);
  LogicalResult result = failure();
  if (configOk) {
    addPsyPrologue(config, cfg);
    const MlirOptMainConfig &flags = config; // the getters, not the setters of the same name
    std::string inMarker = flags.inputSplitMarker().str();
    std::string outMarker = flags.outputSplitMarker().str();
    config.splitInputFile(""); // the chunks are split here, each passed whole
    auto chunkFn = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                       const llvm::MemoryBufferRef &source, llvm::raw_ostream &chunkOs) {
      return processChunk(std::move(chunk), source, chunkOs, registry, config);
    };
    result = splitAndProcessBuffer(std::move(file), chunkFn, os, inMarker, outMarker);
  }
  psyConfigDestroy(cfg);
  if (failed(result))
    return 1;
  ToolContext tool;
  return mlirLogicalResultIsFailure(
             psyWriteFileAtomically(tool.loc(), output.c_str(), out.data(), out.size()))
             ? 1
             : 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  return run(argc, argv);
}
