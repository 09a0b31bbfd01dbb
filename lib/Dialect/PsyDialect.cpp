// The psy dialect's C++ glue: registration, type and attribute verifiers, the meta_arg
// attribute's syntax and the `depth(...)` directive. Every LFRic name is looked up in the C
// domain tables (include/psy-c/Domain.h), never spelled here.
#include "psy/Dialect.h"

#include "psy-c/Domain.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace psy;

#include "PsyDialect.cpp.inc"
#include "PsyEnums.cpp.inc"
#include "PsyInterfaces.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "PsyTypes.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "PsyAttrs.cpp.inc"

void PsyDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "PsyTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "PsyAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "PsyOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

using EmitFn = function_ref<InFlightDiagnostic()>;

static LogicalResult verifySpace(EmitFn emitError, StringRef space) {
  // One spelling per space, so that equal spaces are equal types.
  if (space != space.lower())
    return emitError() << "function space names are lower case, got '" << space << "'";
  if (psyFunctionSpaceIsValid(space.data(), space.size()))
    return success();
  return emitError() << "unknown function space '" << space << "'";
}

static LogicalResult verifyElement(EmitFn emitError, Type t, bool allowInteger) {
  if (t.isF32() || t.isF64() || (allowInteger && t.isSignlessInteger(32)))
    return success();
  return emitError() << "element type must be " << (allowInteger ? "f32, f64 or i32" : "f32 or f64")
                     << ", got " << t;
}

LogicalResult FieldType::verify(EmitFn emitError, Type elementType, StringRef space) {
  return failure(failed(verifyElement(emitError, elementType, true)) ||
                 failed(verifySpace(emitError, space)));
}

LogicalResult FieldVectorType::verify(EmitFn emitError, Type elementType, StringRef space,
                                      unsigned dim) {
  if (dim < 1)
    return emitError() << "a field vector needs at least one component";
  return FieldType::verify(emitError, elementType, space);
}

static LogicalResult verifyOperator(EmitFn emitError, Type elementType, StringRef to,
                                    StringRef from) {
  return failure(failed(verifyElement(emitError, elementType, false)) ||
                 failed(verifySpace(emitError, to)) || failed(verifySpace(emitError, from)));
}

LogicalResult OperatorType::verify(EmitFn emitError, Type elementType, StringRef to,
                                   StringRef from) {
  return verifyOperator(emitError, elementType, to, from);
}

LogicalResult ColumnwiseOperatorType::verify(EmitFn emitError, Type elementType, StringRef to,
                                             StringRef from) {
  return verifyOperator(emitError, elementType, to, from);
}

static LogicalResult verifyWord(EmitFn emitError, PsyVocabId v, StringRef name) {
  if (psyVocabLookup(v, name.data(), name.size()) >= 0)
    return success();
  char list[512];
  psyVocabList(v, list, sizeof list);
  return emitError() << "unknown " << psyVocabWhat(v) << " '" << name << "'; valid: " << list;
}

LogicalResult QrType::verify(EmitFn emitError, StringRef shape) {
  int s = psyVocabLookup(PSY_VOCAB_SHAPE, shape.data(), shape.size());
  if (s == PSY_SHAPE_EVALUATOR)
    return emitError() << "gh_evaluator is not a quadrature rule";
  return verifyWord(emitError, PSY_VOCAB_SHAPE, shape);
}

LogicalResult MeshPropertyType::verify(EmitFn emitError, StringRef property) {
  return verifyWord(emitError, PSY_VOCAB_MESH_PROPERTY, property);
}

//===----------------------------------------------------------------------===//
// #psy.meta_arg<gh_field*3, gh_real, gh_read, "w0", stencil = cross>
//===----------------------------------------------------------------------===//

// Parses a bare word of table `v` into its enum value.
static ParseResult parseWord(AsmParser &p, PsyVocabId v, unsigned &out) {
  StringRef word;
  SMLoc at = p.getCurrentLocation();
  if (p.parseKeyword(&word))
    return failure();
  int value = psyVocabLookup(v, word.data(), word.size());
  if (value < 0) {
    char list[512];
    psyVocabList(v, list, sizeof list);
    return p.emitError(at) << "unknown " << psyVocabWhat(v) << " '" << word << "'; valid: "
                           << list;
  }
  out = (unsigned)value;
  return success();
}

namespace {
struct MetaArgFields {
  unsigned kind = 0, dataType = 0, access = 0, vectorSize = 1;
  unsigned stencil = PSY_STENCIL_NONE, mesh = PSY_MESH_NONE, rank = 0;
  std::string space, spaceFrom, ndata;
};
} // namespace

// One `key = value` option after the positional entries.
static ParseResult parseMetaArgOption(AsmParser &p, MetaArgFields &f) {
  StringRef key;
  SMLoc at = p.getCurrentLocation();
  if (p.parseKeyword(&key) || p.parseEqual())
    return failure();
  if (key == "stencil")
    return parseWord(p, PSY_VOCAB_STENCIL, f.stencil);
  if (key == "mesh")
    return parseWord(p, PSY_VOCAB_MESH_ARG, f.mesh);
  if (key == "rank")
    return p.parseInteger(f.rank);
  if (key == "ndata")
    return p.parseString(&f.ndata);
  return p.emitError(at) << "unknown meta_arg option '" << key
                         << "'; valid: stencil, mesh, rank, ndata";
}

Attribute MetaArgAttr::parse(AsmParser &p, Type) {
  MetaArgFields f;
  if (p.parseLess() || parseWord(p, PSY_VOCAB_ARG_KIND, f.kind))
    return {};
  if (succeeded(p.parseOptionalStar()) && p.parseInteger(f.vectorSize))
    return {};
  if (p.parseComma() || parseWord(p, PSY_VOCAB_DATA_TYPE, f.dataType) || p.parseComma() ||
      parseWord(p, PSY_VOCAB_ACCESS, f.access))
    return {};
  int positional = 0;
  while (succeeded(p.parseOptionalComma())) {
    std::string s;
    if (positional < 2 && succeeded(p.parseOptionalString(&s))) {
      (positional++ ? f.spaceFrom : f.space) = s;
      continue;
    }
    positional = 2;
    if (parseMetaArgOption(p, f))
      return {};
  }
  if (p.parseGreater())
    return {};
  return p.getChecked<MetaArgAttr>(p.getContext(), f.kind, f.dataType, f.access, f.space,
                                   f.spaceFrom, f.vectorSize, f.stencil, f.mesh, f.rank,
                                   f.ndata);
}

void MetaArgAttr::print(AsmPrinter &p) const {
  p << '<' << psyVocabName(PSY_VOCAB_ARG_KIND, getKind());
  if (getVectorSize() != 1)
    p << '*' << getVectorSize();
  p << ", " << psyVocabName(PSY_VOCAB_DATA_TYPE, getDataType()) << ", "
    << psyVocabName(PSY_VOCAB_ACCESS, getAccess());
  if (!getSpace().empty())
    p << ", \"" << getSpace() << '"';
  if (!getSpaceFrom().empty())
    p << ", \"" << getSpaceFrom() << '"';
  if (getStencil() != PSY_STENCIL_NONE)
    p << ", stencil = " << psyVocabName(PSY_VOCAB_STENCIL, getStencil());
  if (getMesh() != PSY_MESH_NONE)
    p << ", mesh = " << psyVocabName(PSY_VOCAB_MESH_ARG, getMesh());
  if (getRank() != 0)
    p << ", rank = " << getRank();
  if (!getNdata().empty())
    p << ", ndata = \"" << getNdata() << '"';
  p << '>';
}

static bool inTable(PsyVocabId v, unsigned value) { return *psyVocabName(v, (int)value) != 0; }

LogicalResult MetaArgAttr::verify(EmitFn emitError, unsigned kind, unsigned dataType,
                                  unsigned access, StringRef space, StringRef spaceFrom,
                                  unsigned vectorSize, unsigned stencil, unsigned mesh,
                                  unsigned rank, StringRef ndata) {
  if (!inTable(PSY_VOCAB_ARG_KIND, kind) || !inTable(PSY_VOCAB_DATA_TYPE, dataType) ||
      !inTable(PSY_VOCAB_ACCESS, access) ||
      (stencil != PSY_STENCIL_NONE && !inTable(PSY_VOCAB_STENCIL, stencil)) ||
      (mesh != PSY_MESH_NONE && !inTable(PSY_VOCAB_MESH_ARG, mesh)))
    return emitError() << "meta_arg entry out of the LFRic vocabulary";
  if (vectorSize < 1)
    return emitError() << "a field vector needs at least one component";
  if (!space.empty() && failed(verifySpace(emitError, space)))
    return failure();
  if (!spaceFrom.empty() && failed(verifySpace(emitError, spaceFrom)))
    return failure();
  bool needsSpace = kind == PSY_ARG_FIELD || kind == PSY_ARG_OPERATOR ||
                    kind == PSY_ARG_COLUMNWISE_OPERATOR;
  if (needsSpace && space.empty())
    return emitError() << psyVocabName(PSY_VOCAB_ARG_KIND, kind) << " needs a function space";
  bool isOperator = kind == PSY_ARG_OPERATOR || kind == PSY_ARG_COLUMNWISE_OPERATOR;
  if (isOperator != !spaceFrom.empty())
    return emitError() << "operators, and only operators, have a second (from) space";
  if (!ndata.empty() && kind != PSY_ARG_FIELD)
    return emitError() << "only fields have ndata";
  return success();
}
