//===- PsyFlang.cpp - the psy flang plugin: parse tree to C structs -------------------===//
//
// A parse-only flang plugin (`flang-new-22 -fc1 -load PsyFlang.so -plugin psy`). Algorithm
// files are not semantically valid Fortran (invoke takes kernel type constructors and a
// `name=` keyword), so the action runs prescan and parse but no semantics. The parse-tree
// walker is lib/Fortran/Flang/Walker.cpp, shared with psyc's in-process parser; everything
// else (metadata, validation, IR, rewriting) is C in lib/Frontend. Options come
// through `-mllvm` (flang -fc1 has no plugin arguments and parses -mllvm after loading
// plugins): -psy-kernel-path=DIR (repeatable), -psy-oalg=FILE, -psy-emit=ir|metadata|stub|check|psy-stub,
// -psy-debug-locs.
//
//===----------------------------------------------------------------------------------===//
#include "flang/Frontend/CompilerInstance.h"
#include "flang/Frontend/FrontendActions.h"
#include "flang/Frontend/FrontendPluginRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include "psy-c/Dialect.h"
#include "psy-c/Frontend.h"
#include "psy-c/Support.h"
#include "Walker.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace Fortran;
using namespace Fortran::frontend;
namespace P = Fortran::parser;

static llvm::cl::list<std::string>
    kernelPaths("psy-kernel-path", llvm::cl::desc("psy: directory searched for kernel modules"));
static llvm::cl::opt<std::string>
    algOut("psy-oalg", llvm::cl::desc("psy: write the rewritten algorithm here"));
static llvm::cl::opt<std::string>
    emitKind("psy-emit", llvm::cl::init("ir"),
             llvm::cl::desc("psy: ir | metadata | stub | check | psy-stub"));
static llvm::cl::opt<bool>
    debugLocs("psy-debug-locs", llvm::cl::desc("psy: print locations in the psy IR"));
static llvm::cl::opt<bool> strictIntents(
    "psy-strict-intents",
    llvm::cl::desc("psy: a kernel dummy's intent that disagrees with its metadata is an "
                   "error, not a warning"));
static llvm::cl::opt<std::string> precisionConfig(
    "psy-precision-config",
    llvm::cl::desc("psy: LFRic kind -> f32/f64 map (`r_solver = f64` lines)"));

namespace {

/// Parses a kernel module with a fresh flang parser, with the main input's options (so
/// its -D/-I apply) for the C library.
struct KernelParser {
  CompilerInstance &ci;

  static PsyFUnit *parse(const char *path, void *ctx) {
    auto *self = static_cast<KernelParser *>(ctx);
    return psy::parseFile(path, self->ci.getInvocation().getFortranOpts());
  }
};

PsyEmitKind emitFromOption() {
  if (emitKind == "metadata") return PSY_EMIT_METADATA;
  if (emitKind == "stub") return PSY_EMIT_STUB;
  if (emitKind == "check") return PSY_EMIT_CHECK;
  if (emitKind == "psy-stub") return PSY_EMIT_PSY_STUB;
  return PSY_EMIT_IR;
}

class PsyAction : public PluginParseTreeAction {
  // Prescan and parse only: algorithm files would fail semantic analysis.
  bool beginSourceFileAction() override { return runPrescan() && runParse(true); }

  void fail(const char *what) {
    auto &diags = getInstance().getDiagnostics();
    unsigned id = diags.getCustomDiagID(clang::DiagnosticsEngine::Error, "%0");
    diags.Report(id) << what;
  }

  void executeAction() override {
    std::string path = getCurrentFileOrBufferName().str();
    PsyFUnit *unit = psy::walkParseTree(getParsing(), path);
    std::vector<const char *> dirs;
    for (const std::string &d : kernelPaths) dirs.push_back(d.c_str());
    KernelParser kp{getInstance()};
    PsyFrontendOptions opts{};
    opts.emit = emitFromOption();
    opts.kernelPaths = dirs.data();
    opts.nkernelPaths = (int)dirs.size();
    opts.algOut = algOut.empty() ? nullptr : algOut.c_str();
    opts.precisionConfig = precisionConfig.empty() ? nullptr : precisionConfig.c_str();
    opts.debugLocs = debugLocs;
    opts.strictIntents = strictIntents;
    opts.parse = &KernelParser::parse;
    opts.parseCtx = &kp;
    char *buf = nullptr;
    size_t size = 0;
    FILE *mem = open_memstream(&buf, &size);
    // The front end reports into a context of its own, printed as the other tools print.
    MlirContext ctx = psyContextCreate();
    bool ok = mem && !mlirContextIsNull(ctx);
    if (ok) {
      llvm::errs().flush();
      mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, nullptr, nullptr);
      ok = psyFrontendRun(unit, &opts, ctx, mem);
      std::fflush(stderr);
    }
    if (!mlirContextIsNull(ctx)) mlirContextDestroy(ctx);
    if (mem) std::fclose(mem);
    psyFUnitDestroy(unit);
    if (ok) {
      if (auto os = createOutputFile(emitKind == "ir" ? "mlir" : "f90"))
        os->write(buf, size);
      else
        ok = false;
    }
    std::free(buf);
    if (!ok) fail("psy front end failed");
  }
};

} // namespace

static FrontendPluginRegistry::Add<PsyAction> X("psy", "LFRic front end for psy-mlir");
