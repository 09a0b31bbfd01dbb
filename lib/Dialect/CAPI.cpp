// The psy dialect's C API (include/psy-c/Dialect.h) over the ODS-generated classes, and the
// entry point that lets stock mlir-opt load libPsyIR as a dialect plugin. Glue only: each
// function wraps, calls one generated accessor or builder, and unwraps.
#include "psy-c/Dialect.h"

#include "psy/Dialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Builders.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Psy, psy, psy::PsyDialect)

extern "C" PSY_CAPI_EXPORTED DialectPluginLibraryInfo mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "psy", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) { registry->insert<psy::PsyDialect>(); }};
}

//===----------------------------------------------------------------------===//
// Types: built checked, so bad parameters give a diagnostic and a null type
//===----------------------------------------------------------------------===//

template <typename T, typename... Args> static MlirType checked(MlirContext ctx, Args... args) {
  MLIRContext *c = unwrap(ctx);
  return wrap(T::getChecked([c] { return emitError(UnknownLoc::get(c)); }, c, args...));
}

MlirType psyFieldTypeGet(MlirContext ctx, MlirType element, MlirStringRef space) {
  return checked<psy::FieldType>(ctx, unwrap(element), unwrap(space));
}
bool psyTypeIsAField(MlirType t) { return isa<psy::FieldType>(unwrap(t)); }

MlirType psyFieldVectorTypeGet(MlirContext ctx, MlirType element, MlirStringRef space,
                               int32_t dim) {
  return checked<psy::FieldVectorType>(ctx, unwrap(element), unwrap(space),
                                       dim < 1 ? 0u : (unsigned)dim);
}
bool psyTypeIsAFieldVector(MlirType t) { return isa<psy::FieldVectorType>(unwrap(t)); }

MlirType psyOperatorTypeGet(MlirContext ctx, MlirType element, MlirStringRef to,
                            MlirStringRef from) {
  return checked<psy::OperatorType>(ctx, unwrap(element), unwrap(to), unwrap(from));
}
bool psyTypeIsAnOperator(MlirType t) { return isa<psy::OperatorType>(unwrap(t)); }

MlirType psyColumnwiseOperatorTypeGet(MlirContext ctx, MlirType element, MlirStringRef to,
                                      MlirStringRef from) {
  return checked<psy::ColumnwiseOperatorType>(ctx, unwrap(element), unwrap(to),
                                               unwrap(from));
}
bool psyTypeIsAColumnwiseOperator(MlirType t) {
  return isa<psy::ColumnwiseOperatorType>(unwrap(t));
}

MlirType psyQrTypeGet(MlirContext ctx, MlirStringRef shape) {
  return checked<psy::QrType>(ctx, unwrap(shape));
}
bool psyTypeIsAQr(MlirType t) { return isa<psy::QrType>(unwrap(t)); }

MlirType psyMeshPropertyTypeGet(MlirContext ctx, MlirStringRef property) {
  return checked<psy::MeshPropertyType>(ctx, unwrap(property));
}
bool psyTypeIsAMeshProperty(MlirType t) { return isa<psy::MeshPropertyType>(unwrap(t)); }

MlirType psyHaloRequestTypeGet(MlirContext ctx) {
  return wrap(psy::HaloRequestType::get(unwrap(ctx)));
}
bool psyTypeIsAHaloRequest(MlirType t) { return isa<psy::HaloRequestType>(unwrap(t)); }

MlirType psyTypeGetElementType(MlirType t) {
  return wrap(TypeSwitch<Type, Type>(unwrap(t))
                  .Case<psy::FieldType, psy::FieldVectorType, psy::OperatorType,
                        psy::ColumnwiseOperatorType>([](auto x) { return x.getElementType(); })
                  .Default([](Type) { return Type(); }));
}

MlirStringRef psyTypeGetSpace(MlirType t) {
  return wrap(TypeSwitch<Type, StringRef>(unwrap(t))
                  .Case<psy::FieldType, psy::FieldVectorType>([](auto x) { return x.getSpace(); })
                  .Case<psy::OperatorType, psy::ColumnwiseOperatorType>(
                      [](auto x) { return x.getTo(); })
                  .Default([](Type) { return StringRef(); }));
}

MlirStringRef psyOperatorTypeGetFromSpace(MlirType t) {
  return wrap(TypeSwitch<Type, StringRef>(unwrap(t))
                  .Case<psy::OperatorType, psy::ColumnwiseOperatorType>(
                      [](auto x) { return x.getFrom(); })
                  .Default([](Type) { return StringRef(); }));
}

int32_t psyTypeGetDim(MlirType t) {
  Type type = unwrap(t);
  if (auto v = dyn_cast<psy::FieldVectorType>(type))
    return (int32_t)v.getDim();
  return isa<psy::FieldType>(type) ? 1 : 0;
}

MlirStringRef psyQrTypeGetShape(MlirType t) {
  auto qr = dyn_cast<psy::QrType>(unwrap(t));
  return wrap(qr ? qr.getShape() : StringRef());
}

MlirStringRef psyMeshPropertyTypeGetProperty(MlirType t) {
  auto mp = dyn_cast<psy::MeshPropertyType>(unwrap(t));
  return wrap(mp ? mp.getProperty() : StringRef());
}

//===----------------------------------------------------------------------===//
// #psy.meta_arg
//===----------------------------------------------------------------------===//

static StringRef refOf(const char *s) { return s ? StringRef(s) : StringRef(); }
// Attribute strings are NUL-terminated in the context (StorageUniquer's copyInto); an empty
// one has no storage.
static const char *cstrOf(StringRef s) { return s.empty() ? "" : s.data(); }

MlirAttribute psyMetaArgAttrGet(MlirContext ctx, const PsyKernelMetaArg *a) {
  return wrap(psy::MetaArgAttr::get(unwrap(ctx), a->kind, a->dataType, a->access,
                                    refOf(a->space), refOf(a->spaceFrom),
                                    (unsigned)a->vectorSize, a->stencil, a->mesh,
                                    (unsigned)a->rank, refOf(a->ndata)));
}

bool psyAttributeIsAMetaArg(MlirAttribute a) { return isa<psy::MetaArgAttr>(unwrap(a)); }

PsyKernelMetaArg psyMetaArgAttrGetValue(MlirAttribute attr) {
  auto a = cast<psy::MetaArgAttr>(unwrap(attr));
  PsyKernelMetaArg v = {};
  v.kind = (PsyArgKind)a.getKind();
  v.dataType = (PsyDataType)a.getDataType();
  v.access = (PsyAccess)a.getAccess();
  v.accessSpelling = psyVocabName(PSY_VOCAB_ACCESS, (int)a.getAccess());
  v.space = cstrOf(a.getSpace());
  v.spaceFrom = cstrOf(a.getSpaceFrom());
  v.vectorSize = (int)a.getVectorSize();
  v.rank = (int)a.getRank();
  v.stencil = (PsyStencil)a.getStencil();
  v.mesh = (PsyMeshArg)a.getMesh();
  v.ndata = cstrOf(a.getNdata());
  return v;
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

template <typename OpT> static OpT opAs(MlirOperation op) { return cast<OpT>(unwrap(op)); }
static Value valueOrNull(MlirValue v) { return mlirValueIsNull(v) ? Value() : unwrap(v); }

MlirOperation psyKernelMetaOpCreate(MlirLocation loc, MlirStringRef symName,
                                    MlirStringRef operatesOn, MlirStringRef procedure,
                                    MlirAttribute metaArgs) {
  OpBuilder b(unwrap(loc)->getContext());
  return wrap(psy::KernelMetaOp::create(b, unwrap(loc), unwrap(symName), unwrap(operatesOn),
                                          unwrap(procedure),
                                          cast<ArrayAttr>(unwrap(metaArgs)), nullptr, nullptr,
                                          nullptr, nullptr, nullptr, nullptr)
                  .getOperation());
}

MlirOperation psyKernelMetaLookup(MlirOperation module, MlirStringRef sym) {
  Operation *found = SymbolTable::lookupSymbolIn(unwrap(module), unwrap(sym));
  return wrap(isa_and_nonnull<psy::KernelMetaOp>(found) ? found : nullptr);
}

PsyOperatesOn psyKernelMetaOpGetOperatesOn(MlirOperation meta) {
  StringRef on = opAs<psy::KernelMetaOp>(meta).getOperatesOn();
  int v = psyVocabLookup(PSY_VOCAB_OPERATES_ON, on.data(), on.size());
  return v < 0 ? PSY_ON_CELL_COLUMN : (PsyOperatesOn)v;
}

intptr_t psyKernelMetaOpGetNumArgs(MlirOperation meta) {
  return (intptr_t)opAs<psy::KernelMetaOp>(meta).getMetaArgs().size();
}

PsyKernelMetaArg psyKernelMetaOpGetArg(MlirOperation meta, intptr_t i) {
  return psyMetaArgAttrGetValue(wrap(opAs<psy::KernelMetaOp>(meta).getMetaArgs()[i]));
}

const char *psyIterationName(PsyIteration it) {
  return psy::stringifyIteration((psy::Iteration)it).data();
}

const char *psyUpperBoundName(PsyUpperBound ub) {
  return psy::stringifyUpperBound((psy::UpperBound)ub).data();
}

MlirOperation psyLoopOpCreate(MlirLocation loc, PsyIteration it, PsyUpperBound ub,
                              int64_t depth, MlirValue depthValue, MlirValue field,
                              intptr_t nresults, const MlirType *resultTypes) {
  OpBuilder b(unwrap(loc)->getContext());
  OperationState state(unwrap(loc), psy::LoopOp::getOperationName());
  psy::LoopOp::build(b, state, (psy::Iteration)it, (psy::UpperBound)ub);
  auto &props = state.getOrAddProperties<psy::LoopOp::Properties>();
  if (depth > 0)
    props.depth = b.getI64IntegerAttr(depth);
  Value dv = valueOrNull(depthValue), f = valueOrNull(field);
  if (dv)
    state.addOperands(dv);
  if (f)
    state.addOperands(f);
  props.operandSegmentSizes = {dv ? 1 : 0, f ? 1 : 0};
  for (intptr_t i = 0; i < nresults; ++i)
    state.addTypes(unwrap(resultTypes[i]));
  return wrap(b.create(state));
}

MlirBlock psyLoopOpGetBody(MlirOperation loop) {
  return wrap(&opAs<psy::LoopOp>(loop).getBody().front());
}
PsyIteration psyLoopOpGetIteration(MlirOperation loop) {
  return (PsyIteration)opAs<psy::LoopOp>(loop).getIteration();
}
PsyUpperBound psyLoopOpGetUpperBound(MlirOperation loop) {
  return (PsyUpperBound)opAs<psy::LoopOp>(loop).getUpperBound();
}
MlirValue psyLoopOpGetField(MlirOperation loop) {
  return wrap(opAs<psy::LoopOp>(loop).getField());
}

void psyLoopOpSetUpperBound(MlirOperation loop, PsyUpperBound ub, int64_t depth) {
  opAs<psy::LoopOp>(loop).setUpperBound((psy::UpperBound)ub);
  psyHaloDepthSetConstant(loop, depth);
}

void psyLoopOpSetUpperBoundMax(MlirOperation loop, PsyUpperBound ub) {
  opAs<psy::LoopOp>(loop).setUpperBound((psy::UpperBound)ub);
  psyHaloDepthSetMax(loop, 0);
}

void psyLoopOpAppend(MlirOperation loop, MlirOperation op) {
  Block &body = opAs<psy::LoopOp>(loop).getBody().front();
  Operation *o = unwrap(op);
  if (o->getBlock())
    o->moveBefore(body.getTerminator());
  else /* detached, as every psy*OpCreate returns it */
    body.getOperations().insert(body.getTerminator()->getIterator(), o);
}

void psyLoopOpSetYield(MlirOperation loop, intptr_t n, const MlirValue *values) {
  Block &body = opAs<psy::LoopOp>(loop).getBody().front();
  Operation *old = body.getTerminator();
  SmallVector<Value> vals;
  for (intptr_t i = 0; i < n; ++i)
    vals.push_back(unwrap(values[i]));
  OpBuilder b(old);
  psy::YieldOp::create(b, old->getLoc(), vals);
  old->erase();
}

MlirOperation psyKernelOpCreate(MlirLocation loc, MlirStringRef metaSymbol, intptr_t nargs,
                                const MlirValue *args) {
  SmallVector<Value> vals;
  for (intptr_t i = 0; i < nargs; ++i)
    vals.push_back(unwrap(args[i]));
  OpBuilder b(unwrap(loc)->getContext());
  return wrap(psy::KernelOp::create(b, unwrap(loc), unwrap(metaSymbol), vals).getOperation());
}

MlirStringRef psyKernelOpGetMetaName(MlirOperation op) {
  return wrap(opAs<psy::KernelOp>(op).getKernel());
}

MlirOperation psyKernelOpLookupMeta(MlirOperation op) {
  auto k = opAs<psy::KernelOp>(op);
  return wrap(SymbolTable::lookupNearestSymbolFrom<psy::KernelMetaOp>(k, k.getKernelAttr())
                  .getOperation());
}

MlirOperation psyBuiltinOpCreate(MlirLocation loc, MlirStringRef name, intptr_t nargs,
                                 const MlirValue *args, MlirType resultType) {
  SmallVector<Value> vals;
  for (intptr_t i = 0; i < nargs; ++i)
    vals.push_back(unwrap(args[i]));
  OpBuilder b(unwrap(loc)->getContext());
  Type result = mlirTypeIsNull(resultType) ? Type() : unwrap(resultType);
  return wrap(psy::BuiltinOp::create(b, unwrap(loc), result, unwrap(name), vals).getOperation());
}

MlirStringRef psyBuiltinOpGetName(MlirOperation op) {
  return wrap(opAs<psy::BuiltinOp>(op).getName());
}

//===----------------------------------------------------------------------===//
// Halo exchanges, markers, reductions
//===----------------------------------------------------------------------===//

template <typename OpT>
static MlirOperation haloCreate(MlirLocation loc, MlirValue field, int64_t component,
                                int64_t depth, MlirValue depthValue, bool checkDirty) {
  OpBuilder b(unwrap(loc)->getContext());
  IntegerAttr comp = component > 0 ? b.getI64IntegerAttr(component) : IntegerAttr();
  IntegerAttr d = depth > 0 ? b.getI64IntegerAttr(depth) : IntegerAttr();
  if constexpr (std::is_same_v<OpT, psy::HaloExchangeStartOp>)
    return wrap(OpT::create(b, unwrap(loc), psy::HaloRequestType::get(b.getContext()),
                            unwrap(field), comp, d, valueOrNull(depthValue), checkDirty,
                            IntegerAttr())
                    .getOperation());
  else
    return wrap(OpT::create(b, unwrap(loc), unwrap(field), comp, d, valueOrNull(depthValue),
                            checkDirty, IntegerAttr())
                    .getOperation());
}

MlirOperation psyHaloExchangeOpCreate(MlirLocation loc, MlirValue field, int64_t component,
                                      int64_t depth, MlirValue depthValue, bool checkDirty) {
  return haloCreate<psy::HaloExchangeOp>(loc, field, component, depth, depthValue, checkDirty);
}

MlirOperation psyHaloExchangeStartOpCreate(MlirLocation loc, MlirValue field,
                                           int64_t component, int64_t depth,
                                           MlirValue depthValue, bool checkDirty) {
  return haloCreate<psy::HaloExchangeStartOp>(loc, field, component, depth, depthValue,
                                              checkDirty);
}

MlirOperation psyHaloExchangeEndOpCreate(MlirLocation loc, MlirValue field, MlirValue request) {
  OpBuilder b(unwrap(loc)->getContext());
  return wrap(
      psy::HaloExchangeEndOp::create(b, unwrap(loc), unwrap(field), unwrap(request)).getOperation());
}

// The depth, component and check_dirty of the three ops that have them.
template <typename F> static auto onHalo(MlirOperation op, F f) {
  Operation *o = unwrap(op);
  if (auto h = dyn_cast<psy::HaloExchangeOp>(o))
    return f(h);
  return f(cast<psy::HaloExchangeStartOp>(o));
}

// Every op with a halo depth holds it through HaloDepthOpInterface.
static psy::HaloDepthOpInterface depthOp(MlirOperation op) {
  return cast<psy::HaloDepthOpInterface>(unwrap(op));
}
bool psyOpHasHaloDepth(MlirOperation op) { return isa<psy::HaloDepthOpInterface>(unwrap(op)); }
int64_t psyHaloDepthGetConstant(MlirOperation op) { return depthOp(op).getConstantHaloDepth(); }
MlirValue psyHaloDepthGetValue(MlirOperation op) { return wrap(depthOp(op).getHaloDepthValue()); }
bool psyHaloDepthIsMax(MlirOperation op) { return depthOp(op).isMaxHaloDepth(); }
int64_t psyHaloDepthGetBelowMax(MlirOperation op) { return depthOp(op).getHaloDepthBelowMax(); }
void psyHaloDepthSetConstant(MlirOperation op, int64_t depth) {
  depthOp(op).setConstantHaloDepth(depth);
}
void psyHaloDepthSetMax(MlirOperation op, int64_t belowMax) {
  depthOp(op).setMaxHaloDepth(belowMax);
}
bool psyHaloExchangeOpGetCheckDirty(MlirOperation op) {
  return onHalo(op, [](auto h) { return h.getCheckDirty(); });
}
int64_t psyHaloExchangeOpGetComponent(MlirOperation op) {
  return onHalo(op, [](auto h) { return h.getComponent() ? (int64_t)*h.getComponent() : 0; });
}

MlirOperation psySetDirtyOpCreate(MlirLocation loc, MlirValue field) {
  OpBuilder b(unwrap(loc)->getContext());
  return wrap(psy::SetDirtyOp::create(b, unwrap(loc), unwrap(field)).getOperation());
}

MlirOperation psySetCleanOpCreate(MlirLocation loc, MlirValue field, int64_t depth,
                                  MlirValue depthValue) {
  OpBuilder b(unwrap(loc)->getContext());
  IntegerAttr d = depth > 0 ? b.getI64IntegerAttr(depth) : IntegerAttr();
  return wrap(
      psy::SetCleanOp::create(b, unwrap(loc), unwrap(field), d, valueOrNull(depthValue),
                              IntegerAttr())
          .getOperation());
}

MlirOperation psyGlobalReductionOpCreate(MlirLocation loc, MlirValue value, PsyReduction kind) {
  OpBuilder b(unwrap(loc)->getContext());
  Value v = unwrap(value);
  return wrap(psy::GlobalReductionOp::create(b, unwrap(loc), v.getType(),
                                               (psy::Reduction)kind, v)
                  .getOperation());
}

PsyReduction psyGlobalReductionOpGetKind(MlirOperation op) {
  return (PsyReduction)opAs<psy::GlobalReductionOp>(op).getKind();
}
