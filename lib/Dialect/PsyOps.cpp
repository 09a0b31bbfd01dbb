// The psy ops' C++ glue: the `depth(...)` directive, short structural verifiers, and the
// bridges to the domain rules written in C (kernel operands against meta_args, builtin
// signatures, per-operand access), so every rule exists once.
#include "psy/Dialect.h"

#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace psy;

//===----------------------------------------------------------------------===//
// depth(1), depth(%d), depth(max) or depth(max - 1)
//===----------------------------------------------------------------------===//

// `max` or `max - N` inside the parentheses: the mesh's maximum halo depth, less N.
static ParseResult parseMaxDepth(OpAsmParser &p, IntegerAttr &belowMax) {
  int64_t below = 0;
  if (succeeded(p.parseOptionalMinus()) && p.parseInteger(below))
    return failure();
  belowMax = p.getBuilder().getI64IntegerAttr(below);
  return success();
}

// `(1)`, `(%d)`, `(max)` or `(max - 1)` after a bound or the `depth` keyword.
static ParseResult parseDepthValue(OpAsmParser &p,
                                   std::optional<OpAsmParser::UnresolvedOperand> &value,
                                   IntegerAttr &attr, IntegerAttr &belowMax) {
  if (failed(p.parseOptionalLParen()))
    return success();
  OpAsmParser::UnresolvedOperand operand;
  OptionalParseResult isOperand = p.parseOptionalOperand(operand);
  if (isOperand.has_value()) {
    if (failed(*isOperand))
      return failure();
    value = operand;
  } else if (succeeded(p.parseOptionalKeyword("max"))) {
    if (failed(parseMaxDepth(p, belowMax)))
      return failure();
  } else {
    int64_t depth;
    if (p.parseInteger(depth))
      return failure();
    attr = p.getBuilder().getI64IntegerAttr(depth);
  }
  return p.parseRParen();
}

static void printDepthValue(OpAsmPrinter &p, Value value, IntegerAttr attr,
                            IntegerAttr belowMax) {
  if (value)
    p << '(' << value << ')';
  else if (attr)
    p << '(' << attr.getInt() << ')';
  else if (belowMax && belowMax.getInt() == 0)
    p << "(max)";
  else if (belowMax)
    p << "(max - " << belowMax.getInt() << ')';
}

// depth(...) on halo ops.
static ParseResult parseDepth(OpAsmParser &p,
                              std::optional<OpAsmParser::UnresolvedOperand> &value,
                              IntegerAttr &attr, IntegerAttr &belowMax) {
  return failure(p.parseKeyword("depth") || parseDepthValue(p, value, attr, belowMax));
}

static void printDepth(OpAsmPrinter &p, Operation *, Value value, IntegerAttr attr,
                       IntegerAttr belowMax) {
  p << "depth";
  printDepthValue(p, value, attr, belowMax);
}

// A loop's bound: ncells, cell_halo(1), dof_halo(%d), cell_halo(max), ...
static ParseResult parseBound(OpAsmParser &p, UpperBoundAttr &bound,
                              std::optional<OpAsmParser::UnresolvedOperand> &value,
                              IntegerAttr &attr, IntegerAttr &belowMax) {
  StringRef word;
  SMLoc at = p.getCurrentLocation();
  if (p.parseKeyword(&word))
    return failure();
  std::optional<UpperBound> ub = symbolizeUpperBound(word);
  if (!ub)
    return p.emitError(at) << "unknown upper bound '" << word << "'";
  bound = UpperBoundAttr::get(p.getContext(), *ub);
  return parseDepthValue(p, value, attr, belowMax);
}

static void printBound(OpAsmPrinter &p, Operation *, UpperBoundAttr bound, Value value,
                       IntegerAttr attr, IntegerAttr belowMax) {
  p << stringifyUpperBound(bound.getValue());
  printDepthValue(p, value, attr, belowMax);
}

// A halo op has exactly one depth: a constant (at least 1), a value, or max - N (N >= 0).
static LogicalResult verifyDepth(Operation *op, Value value, IntegerAttr attr,
                                 IntegerAttr belowMax, bool required) {
  if (value && attr)
    return op->emitOpError("has both a constant and a value depth");
  if (belowMax && (value || attr))
    return op->emitOpError("has both the maximum depth and another depth");
  if (required && !value && !attr && !belowMax)
    return op->emitOpError("needs a depth");
  if (attr && attr.getInt() < 1)
    return op->emitOpError("halo depth must be at least 1, got ") << attr.getInt();
  if (belowMax && belowMax.getInt() < 0)
    return op->emitOpError("depth max - N needs N >= 0, got ") << belowMax.getInt();
  return success();
}

// A field vector is exchanged one component at a time, 1-based.
static LogicalResult verifyComponent(Operation *op, Type type, IntegerAttr component) {
  if (auto vec = dyn_cast<FieldVectorType>(type)) {
    int64_t c = component ? component.getInt() : 0;
    if (c < 1 || c > (int64_t)vec.getDim())
      return op->emitOpError("a field vector of ")
             << vec.getDim() << " components is exchanged one component at a time: "
             << "the component must be in 1.." << vec.getDim() << ", got " << c;
  } else if (component) {
    return op->emitOpError("a component applies to field vectors only");
  }
  return success();
}

LogicalResult HaloExchangeOp::verify() {
  return failure(failed(verifyDepth(*this, getDepthValue(), getDepthAttr(), getBelowMaxAttr(),
                                    true)) ||
                 failed(verifyComponent(*this, getField().getType(), getComponentAttr())));
}

LogicalResult HaloExchangeStartOp::verify() {
  return failure(failed(verifyDepth(*this, getDepthValue(), getDepthAttr(), getBelowMaxAttr(),
                                    true)) ||
                 failed(verifyComponent(*this, getField().getType(), getComponentAttr())));
}

LogicalResult HaloExchangeEndOp::verify() {
  auto start = getRequest().getDefiningOp<HaloExchangeStartOp>();
  if (!start)
    return emitOpError("request must come from a psy.halo_exchange_start");
  if (start.getField() != getField())
    return emitOpError("completes the exchange of a different field");
  return success();
}

LogicalResult SetCleanOp::verify() {
  return verifyDepth(*this, getDepthValue(), getDepthAttr(), getBelowMaxAttr(), true);
}

//===----------------------------------------------------------------------===//
// Loops
//===----------------------------------------------------------------------===//

void LoopOp::build(OpBuilder &b, OperationState &state, Iteration iteration,
                   UpperBound upperBound) {
  state.getOrAddProperties<Properties>().iteration =
      IterationAttr::get(b.getContext(), iteration);
  state.getOrAddProperties<Properties>().upper_bound =
      UpperBoundAttr::get(b.getContext(), upperBound);
  state.getOrAddProperties<Properties>().operandSegmentSizes = {0, 0};
  Region *body = state.addRegion();
  body->push_back(new Block);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(&body->front());
  YieldOp::create(b, state.location);
}

// Schedules live in invokes: func.func ops marked `psy.invoke`.
static LogicalResult verifyInInvoke(Operation *op) {
  Operation *p = op->getParentOp();
  while (p && p->getName().getStringRef() != "func.func")
    p = p->getParentOp();
  if (p && p->hasAttr("psy.invoke"))
    return success();
  return op->emitOpError("must be in a func.func marked psy.invoke");
}

// The bounds each iteration space may run to, and which take a depth.
static bool boundFits(Iteration it, UpperBound ub) {
  switch (it) {
  case Iteration::cells:
    return ub == UpperBound::ncells || ub == UpperBound::cell_halo;
  case Iteration::dofs:
    return ub == UpperBound::ndofs || ub == UpperBound::nannexed || ub == UpperBound::dof_halo;
  case Iteration::domain:
    return ub == UpperBound::domain;
  case Iteration::colours:
    return ub == UpperBound::ncolours;
  case Iteration::colour_cells:
    return ub == UpperBound::last_edge_cell || ub == UpperBound::last_halo_cell;
  }
  return false;
}

static bool boundTakesDepth(UpperBound ub) {
  return ub == UpperBound::cell_halo || ub == UpperBound::dof_halo ||
         ub == UpperBound::last_halo_cell;
}

LogicalResult LoopOp::verify() {
  if (!boundFits(getIteration(), getUpperBound()))
    return emitOpError("a loop over ") << stringifyIteration(getIteration())
                                       << " cannot run to " << stringifyUpperBound(getUpperBound());
  bool takes = boundTakesDepth(getUpperBound());
  if (takes &&
      failed(verifyDepth(*this, getDepthValue(), getDepthAttr(), getBelowMaxAttr(), true)))
    return failure();
  if (!takes && (getDepthValue() || getDepthAttr() || getBelowMaxAttr()))
    return emitOpError("upper bound ") << stringifyUpperBound(getUpperBound())
                                       << " takes no depth";
  if (getBelowMaxAttr() && getBelowMaxAttr().getInt() != 0)
    return emitOpError("a loop runs to the mesh's maximum halo depth, not below it: max - ")
           << getBelowMaxAttr().getInt();
  if (failed(verifyInInvoke(*this)))
    return failure();
  auto parent = (*this)->getParentOfType<LoopOp>();
  bool inColours = parent && parent.getIteration() == Iteration::colours &&
                   (*this)->getParentOp() == parent;
  if ((getIteration() == Iteration::colour_cells) != inColours)
    return emitOpError("a colour_cells loop, and only it, sits directly in a colours loop");
  auto yield = cast<YieldOp>(getBody().front().getTerminator());
  if (yield.getValues().getTypes() != getResultTypes())
    return emitOpError("yields ") << yield.getValues().size()
                                  << " values whose types differ from its results";
  return success();
}

//===----------------------------------------------------------------------===//
// Calls: rules in C, effects from the accesses
//===----------------------------------------------------------------------===//

LogicalResult KernelMetaOp::verify() {
  StringRef on = getOperatesOn();
  if (psyVocabLookup(PSY_VOCAB_OPERATES_ON, on.data(), on.size()) < 0)
    return emitOpError("unknown operates_on '") << on << "'";
  int64_t nargs = getMetaArgs().size();
  for (int32_t e : getDummyWrites().value_or(ArrayRef<int32_t>()))
    if (e < 1 || e > nargs)
      return emitOpError("dummy_writes entry ") << e << " is not a meta_args entry (1 to "
                                                << nargs << ")";
  return success();
}

LogicalResult GoKernelMetaOp::verify() {
  return unwrap(psyGoKernelMetaOpVerify(wrap(getOperation())));
}

LogicalResult GoLoopOp::verify() { return unwrap(psyGoLoopOpVerify(wrap(getOperation()))); }

LogicalResult GoHaloExchangeOp::verify() {
  if (getDepth() < 1) return emitOpError("halo depth must be at least 1, got ") << getDepth();
  return success();
}

LogicalResult GoKernelOp::verifySymbolUses(SymbolTableCollection &tables) {
  auto meta = tables.lookupNearestSymbolFrom<GoKernelMetaOp>(*this, getKernelAttr());
  if (!meta)
    return emitOpError("names '") << getKernel() << "', which is not a psy.go_kernel_meta";
  return unwrap(psyGoKernelOpVerifyMeta(wrap(getOperation()), wrap(meta.getOperation())));
}

LogicalResult KernelOp::verifySymbolUses(SymbolTableCollection &tables) {
  auto meta = tables.lookupNearestSymbolFrom<KernelMetaOp>(*this, getKernelAttr());
  if (!meta)
    return emitOpError("names '") << getKernel() << "', which is not a psy.kernel_meta";
  return unwrap(psyKernelOpVerifyMeta(wrap(getOperation()), wrap(meta.getOperation())));
}

LogicalResult BuiltinOp::verify() {
  auto loop = cast<LoopOp>((*this)->getParentOp());
  if (loop.getIteration() != Iteration::dofs)
    return emitOpError("builtins loop over dofs, not ") << stringifyIteration(loop.getIteration());
  return unwrap(psyBuiltinOpVerify(wrap(getOperation())));
}

LogicalResult GlobalReductionOp::verify() { return verifyInInvoke(*this); }

// Reads and writes of each psy-typed operand, as its access says (widened where a kernel's
// dummy may write what its metadata reads, psyCallOpGetOperandEffect); scalars are plain
// values.
static void accessEffects(Operation *op,
                          SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &fx) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (operand.get().getType().getDialect().getNamespace() != PsyDialect::getDialectNamespace())
      continue;
    PsyAccess a = psyCallOpGetOperandEffect(wrap(op), operand.getOperandNumber());
    if (psyAccessReads(a))
      fx.emplace_back(MemoryEffects::Read::get(), &operand);
    if (psyAccessWrites(a))
      fx.emplace_back(MemoryEffects::Write::get(), &operand);
  }
}

void KernelOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  accessEffects(*this, effects);
}

void BuiltinOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  accessEffects(*this, effects);
}

#define GET_OP_CLASSES
#include "PsyOps.cpp.inc"
