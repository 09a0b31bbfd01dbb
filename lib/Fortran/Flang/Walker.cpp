//===- Walker.cpp - flang parse tree to the front end's C structs -------------------===//
//
// Turns flang's parse tree into the plain C structs of psy-c/FortranTree.h; everything
// after that (metadata, validation, IR, rewriting) is C in lib/Frontend. Compiled into both
// hosts (Walker.h).
//
//===----------------------------------------------------------------------------------===//
#include "Walker.h"

#include "flang/Parser/parse-tree-visitor.h"
#include "flang/Parser/parse-tree.h"
#include "flang/Parser/provenance.h"
#include "flang/Parser/source.h"
#include "llvm/Support/raw_ostream.h"
#include "psy-c/Support.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <utility>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

using namespace Fortran;
namespace P = Fortran::parser;

namespace {

/// Turns flang parse-tree nodes into PsyF* data for one file.
class Walker {
public:
  Walker(const P::AllCookedSources &cooked, PsyFUnit *unit, bool statements)
      : cooked(cooked), unit(unit), statements(statements) {}

  // ---- locations --------------------------------------------------------------------
  PsyFLoc loc(P::CharBlock cb, bool end = false) const {
    PsyFLoc l{psyFUnitFile(unit), 0, 0};
    // A statement's cooked text ends with its newline: the end is the last visible char.
    while (end && cb.size() > 1 && std::isspace((unsigned char)cb.end()[-1]))
      cb = P::CharBlock(cb.begin(), cb.size() - 1);
    if (auto range = cooked.GetSourcePositionRange(cb))
      return at(end ? range->second : range->first);
    // A range with text a macro expanded to has no position range: take its first (or one
    // past its last) character alone. Text from a macro stands where the macro's name was
    // written, which is what flang's source file says for it.
    std::size_t offset = 0;
    if (auto prov = cooked.GetProvenanceRange(P::CharBlock(end ? cb.end() - 1 : cb.begin(), 1)))
      if (const P::SourceFile *f = cooked.allSources().GetSourceFile(prov->start(), &offset))
        return at(f->GetSourcePosition(offset + (end ? 1 : 0)));
    return l;
  }

  PsyFLoc at(const P::SourcePosition &p) const {
    // A position inside an #include'd file names that file, not the unit's.
    return PsyFLoc{psyFUnitInternFile(unit, p.path->c_str()), p.line, p.column};
  }

  // ---- expressions ------------------------------------------------------------------
  PsyFExpr *make(PsyFExprKind k, P::CharBlock cb, const std::string &text) const {
    return psyFExprCreate(k, loc(cb), text.c_str(), cb.ToString().c_str());
  }

  /// Drops the blanks cooked text keeps between tokens (`model % f( 1 )`), outside character
  /// literals, from an invoke argument and its parts: one spelling per variable, so that two
  /// spellings of one field are one invoke argument. Blanks never matter between free-form
  /// tokens.
  static void compact(PsyFExpr *e) {
    if (!e) return;
    char *out = e->source, quote = 0;
    for (const char *p = e->source; p && *p; ++p) {
      if (quote || (*p != ' ' && *p != '\t')) *out++ = *p;
      if (*p == '\'' || *p == '"') quote = quote == *p ? 0 : quote ? quote : *p;
    }
    if (out) *out = 0;
    compact(e->base);
    for (int i = 0; i < e->nargs; ++i) compact(e->args[i]);
  }

  PsyFExpr *name(const P::Name &n) const { return make(PSY_FX_NAME, n.source, n.ToString()); }

  PsyFExpr *dataRef(const P::DataRef &d, P::CharBlock cb) const {
    return std::visit(
        [&](const auto &x) -> PsyFExpr * {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, P::Name>) {
            return name(x);
          } else if constexpr (std::is_same_v<T, common::Indirection<P::StructureComponent>>) {
            PsyFExpr *e = make(PSY_FX_COMPONENT, cb, x.value().component.ToString());
            e->base = dataRef(x.value().base, cb);
            return e;
          } else if constexpr (std::is_same_v<T, common::Indirection<P::ArrayElement>>) {
            PsyFExpr *e = make(PSY_FX_CALL, cb, "");
            e->base = dataRef(x.value().base, cb);
            // Subscripts are kept in `source` only, but for the executable statements.
            if (statements) subscripts(e, x.value().subscripts, cb);
            return e;
          } else {
            return make(PSY_FX_OTHER, cb, "");
          }
        },
        d.u);
  }

  /// An array element's subscripts as its args; a triplet (a section) is PSY_FX_OTHER.
  void subscripts(PsyFExpr *e, const std::list<P::SectionSubscript> &subs,
                  P::CharBlock cb) const {
    for (const P::SectionSubscript &s : subs) {
      if (const auto *i = std::get_if<P::IntExpr>(&s.u)) psyFExprAddArg(e, expr(i->thing.value()));
      else psyFExprAddArg(e, make(PSY_FX_OTHER, cb, ":"));
    }
  }

  /// The variable an assignment sets: a name, an array element or a component.
  PsyFExpr *variable(const P::Variable &v) const {
    P::CharBlock cb = v.GetSource();
    if (const auto *d = std::get_if<common::Indirection<P::Designator>>(&v.u))
      if (const auto *r = std::get_if<P::DataRef>(&d->value().u)) return dataRef(*r, cb);
    if (const auto *f = std::get_if<common::Indirection<P::FunctionReference>>(&v.u))
      return call(f->value().v, cb);
    return make(PSY_FX_OTHER, cb, "");
  }

  PsyFExpr *call(const P::Call &c, P::CharBlock cb) const {
    PsyFExpr *e = make(PSY_FX_CALL, cb, "");
    const auto &pd = std::get<P::ProcedureDesignator>(c.t);
    if (const auto *n = std::get_if<P::Name>(&pd.u))
      e->base = name(*n);
    else if (const auto *pc = std::get_if<P::ProcComponentRef>(&pd.u)) // `x%vector(1)` unresolved
      (e->base = make(PSY_FX_COMPONENT, cb, pc->v.thing.component.ToString()))->base =
          dataRef(pc->v.thing.base, cb);
    else
      e->base = make(PSY_FX_OTHER, cb, "");
    for (const P::ActualArgSpec &a : std::get<std::list<P::ActualArgSpec>>(c.t))
      psyFExprAddArg(e, actual(a, cb));
    return e;
  }

  PsyFExpr *actual(const P::ActualArgSpec &a, P::CharBlock cb) const {
    const auto &arg = std::get<P::ActualArg>(a.t);
    PsyFExpr *e = nullptr;
    if (const auto *x = std::get_if<common::Indirection<P::Expr>>(&arg.u))
      e = expr(x->value());
    else
      e = make(PSY_FX_OTHER, cb, "");
    if (const auto &kw = std::get<std::optional<P::Keyword>>(a.t)) {
      psyFExprSetKeyword(e, kw->v.ToString().c_str());
      // The keyword's own location is where `mesh_arg=` errors belong.
      e->loc = loc(kw->v.source);
    }
    return e;
  }

  PsyFExpr *literal(const P::LiteralConstant &lit, P::CharBlock cb) const {
    return std::visit(
        [&](const auto &x) -> PsyFExpr * {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, P::IntLiteralConstant>)
            return make(PSY_FX_INT, cb, cb.ToString());
          else if constexpr (std::is_same_v<T, P::RealLiteralConstant>)
            return make(PSY_FX_REAL, cb, cb.ToString());
          else if constexpr (std::is_same_v<T, P::LogicalLiteralConstant>)
            return make(PSY_FX_LOGICAL, cb, cb.ToString());
          else if constexpr (std::is_same_v<T, P::CharLiteralConstant>)
            return make(PSY_FX_STRING, cb, x.GetString());
          else
            return make(PSY_FX_OTHER, cb, "");
        },
        lit.u);
  }

  PsyFExpr *array(const P::ArrayConstructor &ac, P::CharBlock cb) const {
    PsyFExpr *e = make(PSY_FX_ARRAY, cb, "");
    for (const P::AcValue &v : std::get<std::list<P::AcValue>>(ac.v.t)) {
      if (const auto *x = std::get_if<common::Indirection<P::Expr>>(&v.u))
        psyFExprAddArg(e, expr(x->value()));
      else
        psyFExprAddArg(e, make(PSY_FX_OTHER, cb, ""));
    }
    return e;
  }

  /// Fortran's spelling of an operator (relational ones in their symbolic form).
  template <typename T> static const char *binaryOp() {
    using E = P::Expr;
    if constexpr (std::is_same_v<T, E::Multiply>) return "*";
    if constexpr (std::is_same_v<T, E::Divide>) return "/";
    if constexpr (std::is_same_v<T, E::Add>) return "+";
    if constexpr (std::is_same_v<T, E::Subtract>) return "-";
    if constexpr (std::is_same_v<T, E::Power>) return "**";
    if constexpr (std::is_same_v<T, E::Concat>) return "//";
    if constexpr (std::is_same_v<T, E::LT>) return "<";
    if constexpr (std::is_same_v<T, E::LE>) return "<=";
    if constexpr (std::is_same_v<T, E::EQ>) return "==";
    if constexpr (std::is_same_v<T, E::NE>) return "/=";
    if constexpr (std::is_same_v<T, E::GE>) return ">=";
    if constexpr (std::is_same_v<T, E::GT>) return ">";
    if constexpr (std::is_same_v<T, E::AND>) return ".and.";
    if constexpr (std::is_same_v<T, E::OR>) return ".or.";
    if constexpr (std::is_same_v<T, E::EQV>) return ".eqv.";
    if constexpr (std::is_same_v<T, E::NEQV>) return ".neqv.";
    return "?";
  }

  PsyFExpr *expr(const P::Expr &x) const {
    P::CharBlock cb = x.source;
    return std::visit(
        [&](const auto &y) -> PsyFExpr * {
          using T = std::decay_t<decltype(y)>;
          if constexpr (std::is_same_v<T, P::LiteralConstant>) {
            return literal(y, cb);
          } else if constexpr (std::is_same_v<T, common::Indirection<P::Designator>>) {
            if (const auto *d = std::get_if<P::DataRef>(&y.value().u)) return dataRef(*d, cb);
            return make(PSY_FX_OTHER, cb, "");
          } else if constexpr (std::is_same_v<T, common::Indirection<P::FunctionReference>>) {
            return call(y.value().v, cb);
          } else if constexpr (std::is_same_v<T, P::ArrayConstructor>) {
            return array(y, cb);
          } else if constexpr (std::is_base_of_v<P::Expr::IntrinsicBinary, T>) {
            PsyFExpr *e = make(PSY_FX_BINARY, cb, binaryOp<T>());
            psyFExprAddArg(e, expr(std::get<0>(y.t).value()));
            psyFExprAddArg(e, expr(std::get<1>(y.t).value()));
            return e;
          } else if constexpr (std::is_base_of_v<P::Expr::IntrinsicUnary, T>) {
            const char *op = std::is_same_v<T, P::Expr::Negate>        ? "-"
                             : std::is_same_v<T, P::Expr::Parentheses> ? "()"
                             : std::is_same_v<T, P::Expr::NOT>         ? ".not."
                                                                       : "+";
            PsyFExpr *e = make(PSY_FX_UNARY, cb, op);
            psyFExprAddArg(e, expr(y.v.value()));
            return e;
          } else {
            return make(PSY_FX_OTHER, cb, "");
          }
        },
        x.u);
  }

  // ---- declarations -----------------------------------------------------------------
  /// First integer literal inside a node (a declared dimension), or -1.
  struct FirstInt {
    long value = -1;
    template <typename T> bool Pre(const T &) { return value < 0; }
    template <typename T> void Post(const T &) {}
    bool Pre(const P::IntLiteralConstant &c) {
      return (value = std::atol(std::get<P::CharBlock>(c.t).ToString().c_str())), false;
    }
  };
  /// First name inside a node (a kind parameter such as r_def).
  struct FirstName {
    std::string value;
    template <typename T> bool Pre(const T &) { return value.empty(); }
    template <typename T> void Post(const T &) {}
    bool Pre(const P::Name &n) {
      value = n.ToString();
      return false;
    }
  };

  template <typename T> static int dimension(const T &spec) {
    FirstInt f;
    return P::Walk(spec, f), f.value > 0 ? (int)f.value : -1;
  }

  /// "field_type", "real", "integer", ... and the kind name (r_def) when given.
  static std::string typeName(const P::DeclarationTypeSpec &ts, std::string &kind) {
    if (const auto *t = std::get_if<P::DeclarationTypeSpec::Type>(&ts.u))
      return std::get<P::Name>(t->v.t).ToString();
    if (const auto *c = std::get_if<P::DeclarationTypeSpec::Class>(&ts.u))
      return std::get<P::Name>(c->v.t).ToString();
    const auto *it = std::get_if<P::IntrinsicTypeSpec>(&ts.u);
    if (!it) return "";
    FirstName fn;
    P::Walk(*it, fn);
    kind = fn.value;
    if (std::holds_alternative<P::IntrinsicTypeSpec::Real>(it->u)) return "real";
    if (std::holds_alternative<P::IntrinsicTypeSpec::DoublePrecision>(it->u)) {
      kind = "r_double";
      return "real";
    }
    if (std::holds_alternative<P::IntegerTypeSpec>(it->u)) return "integer";
    if (std::holds_alternative<P::IntrinsicTypeSpec::Logical>(it->u)) return "logical";
    return "other";
  }

  void component(PsyFType *t, const P::DataComponentDefStmt &d) {
    std::string kind, tn = typeName(std::get<P::DeclarationTypeSpec>(d.t), kind);
    int attrSize = 0;
    for (const P::ComponentAttrSpec &a : std::get<std::list<P::ComponentAttrSpec>>(d.t))
      if (const auto *as = std::get_if<P::ComponentArraySpec>(&a.u)) attrSize = dimension(*as);
    for (const P::ComponentOrFill &cf : std::get<std::list<P::ComponentOrFill>>(d.t)) {
      const auto *cd = std::get_if<P::ComponentDecl>(&cf.u);
      if (!cd) continue;
      const P::Name &n = std::get<P::Name>(cd->t);
      int size = attrSize;
      if (const auto &as = std::get<std::optional<P::ComponentArraySpec>>(cd->t))
        size = dimension(*as);
      PsyFExpr *init = nullptr;
      if (const auto &in = std::get<std::optional<P::Initialization>>(cd->t))
        if (const auto *ce = std::get_if<P::ConstantExpr>(&in->u))
          init = expr(ce->thing.value());
      psyFTypeAddComponent(t, n.ToString().c_str(), tn.c_str(), kind.c_str(), loc(n.source),
                           size, init);
    }
  }

  void binding(PsyFType *t, const P::TypeBoundProcedureStmt &s, P::CharBlock cb) {
    const auto *w = std::get_if<P::TypeBoundProcedureStmt::WithoutInterface>(&s.u);
    if (!w) return;
    bool nopass = false;
    for (const P::BindAttr &a : w->attributes)
      nopass |= std::holds_alternative<P::NoPass>(a.u);
    for (const P::TypeBoundProcDecl &d : w->declarations) {
      const P::Name &b = std::get<P::Name>(d.t);
      const auto &proc = std::get<std::optional<P::Name>>(d.t);
      std::string target = proc ? proc->ToString() : b.ToString();
      psyFTypeAddBinding(t, b.ToString().c_str(), target.c_str(), nopass, loc(b.source));
    }
  }

  // ---- visitor hooks ----------------------------------------------------------------
  template <typename T> bool Pre(const T &) { return true; }
  template <typename T> void Post(const T &) {}

  bool Pre(const P::DerivedTypeDef &def) {
    const auto &stmt = std::get<P::Statement<P::DerivedTypeStmt>>(def.t).statement;
    const P::Name &n = std::get<P::Name>(stmt.t);
    std::string extends;
    for (const P::TypeAttrSpec &a : std::get<std::list<P::TypeAttrSpec>>(stmt.t))
      if (const auto *e = std::get_if<P::TypeAttrSpec::Extends>(&a.u)) extends = e->v.ToString();
    PsyFType *t = psyFUnitAddType(unit, n.ToString().c_str(),
                                  extends.empty() ? nullptr : extends.c_str(), loc(n.source));
    t->scope = scope();
    for (const auto &s : std::get<std::list<P::Statement<P::ComponentDefStmt>>>(def.t))
      if (const auto *d = std::get_if<P::DataComponentDefStmt>(&s.statement.u))
        component(t, *d);
    if (const auto &part = std::get<std::optional<P::TypeBoundProcedurePart>>(def.t))
      for (const auto &s : std::get<std::list<P::Statement<P::TypeBoundProcBinding>>>(part->t))
        if (const auto *b = std::get_if<P::TypeBoundProcedureStmt>(&s.statement.u))
          binding(t, *b, s.source);
    return false;
  }

  /// One entity of a use statement's list, spanning the cooked text [from, to) (no span,
  /// line 0, when its parts do not delimit it).
  void useItem(const std::string &local, const std::string &text, const char *from,
               const char *to) {
    P::CharBlock span(from, to);
    PsyFLoc none{psyFUnitFile(unit), 0, 0};
    psyFUnitAddUseItem(unit, local.empty() ? nullptr : local.c_str(), text.c_str(),
                       from ? loc(span) : none, from ? loc(span, true) : none);
  }

  void useRename(const P::Rename &r) {
    if (const auto *n = std::get_if<P::Rename::Names>(&r.u)) {
      const P::Name &local = std::get<0>(n->t), &remote = std::get<1>(n->t);
      // `local => remote`, in a rename list or an only list: a kernel type may be imported
      // under another name.
      psyFUnitAddUseRename(unit, local.ToString().c_str(), remote.ToString().c_str());
      useItem(local.ToString(), local.ToString() + " => " + remote.ToString(),
              local.source.begin(), remote.source.end());
    } else if (const auto *o = std::get_if<P::Rename::Operators>(&r.u)) {
      // The operators' names keep their dots; `operator(` and `)` are not in their spans.
      const P::Name &a = std::get<0>(o->t).v, &b = std::get<1>(o->t).v;
      useItem("", "operator(" + a.ToString() + ") => operator(" + b.ToString() + ")", nullptr,
              nullptr);
    }
  }

  void useOnly(const P::Only &o) {
    if (const auto *r = std::get_if<P::Rename>(&o.u)) return useRename(*r);
    if (const auto *n = std::get_if<P::Name>(&o.u))
      return useItem(n->ToString(), n->ToString(), n->source.begin(), n->source.end());
    const P::GenericSpec &g = std::get<common::Indirection<P::GenericSpec>>(o.u).value();
    const auto *n = std::get_if<P::Name>(&g.u);
    useItem(n ? n->ToString() : "", g.source.ToString(), g.source.begin(), g.source.end());
  }

  /// A use statement: its module, its span and the entities of its list, which the
  /// rewritten algorithm may drop (the kernel types its invokes no longer name).
  bool Pre(const P::Statement<common::Indirection<P::UseStmt>> &s) {
    const P::UseStmt &u = s.statement.value();
    psyFUnitAddUse(unit, u.moduleName.ToString().c_str(), loc(u.moduleName.source), scope());
    const auto *os = std::get_if<std::list<P::Only>>(&u.u);
    psyFUnitSetUseSpan(unit, loc(s.source), loc(s.source, true), os != nullptr);
    if (const auto *rs = std::get_if<std::list<P::Rename>>(&u.u))
      for (const P::Rename &r : *rs) useRename(r);
    if (os)
      for (const P::Only &o : *os) useOnly(o);
    return false;
  }

  /// The rank an array spec declares; -1 for assumed rank (`dimension(..)`).
  static int rank(const P::ArraySpec &as) {
    return std::visit(
        [](const auto &x) -> int {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, P::DeferredShapeSpecList>) return x.v;
          else if constexpr (std::is_same_v<T, P::AssumedSizeSpec>)
            return (int)std::get<0>(x.t).size() + 1;
          else if constexpr (std::is_same_v<T, P::ImpliedShapeSpec>) return (int)x.v.size();
          else if constexpr (std::is_same_v<T, P::AssumedRankSpec>) return -1;
          else return (int)x.size();
        },
        as.u);
  }

  static PsyIntent intent(const P::IntentSpec &s) {
    switch (s.v) {
    case P::IntentSpec::Intent::In: return PSY_INTENT_IN;
    case P::IntentSpec::Intent::Out: return PSY_INTENT_OUT;
    case P::IntentSpec::Intent::InOut: return PSY_INTENT_INOUT;
    }
    return PSY_INTENT_NONE;
  }

  bool Pre(const P::TypeDeclarationStmt &d) {
    std::string kind, tn = typeName(std::get<P::DeclarationTypeSpec>(d.t), kind);
    FirstInt kv; // a literal kind, real(8) or real*4: PsyFDecl.kindValue
    if (kind.empty() && tn == "real") P::Walk(std::get<P::DeclarationTypeSpec>(d.t), kv);
    bool isParam = false;
    int attrRank = 0;
    const P::ArraySpec *attrSpec = nullptr;
    PsyIntent in = PSY_INTENT_NONE;
    for (const P::AttrSpec &a : std::get<std::list<P::AttrSpec>>(d.t)) {
      if (const auto *as = std::get_if<P::ArraySpec>(&a.u)) attrRank = rank(*as), attrSpec = as;
      if (const auto *is = std::get_if<P::IntentSpec>(&a.u)) in = intent(*is);
      isParam |= std::holds_alternative<P::Parameter>(a.u);
    }
    for (const P::EntityDecl &e : std::get<std::list<P::EntityDecl>>(d.t)) {
      const P::Name &n = std::get<P::ObjectName>(e.t);
      const auto &own = std::get<std::optional<P::ArraySpec>>(e.t);
      int r = own ? rank(*own) : attrRank;
      PsyFDecl *decl = psyFUnitAddDecl(unit, n.ToString().c_str(), tn.c_str(),
                                       kind.empty() ? nullptr : kind.c_str(), scope(), r != 0);
      // Rank, intent and place let a kernel's dummies be checked against its metadata; an
      // attribute statement before this one may have given the rank or intent already.
      if (r != 0) decl->rank = r;
      if (in != PSY_INTENT_NONE) decl->intent = in;
      decl->kindValue = (int)std::max(kv.value, 0L);
      decl->loc = loc(n.source);
      if (isParam && r == 0 && tn == "integer") parameter(n, e);
      if (statements) initialValue(decl, isParam, e);
      if (statements) decl->assumedShape = assumedShape(own ? &*own : attrSpec);
    }
    return false;
  }

  /// `intent(in) :: a, b` and `dimension a(n)`: attributes of their own statement, added to
  /// the names' declarations (psyFUnitDeclForAttrs) whichever statement comes first.
  PsyFDecl *attrDecl(const P::Name &n) {
    PsyFDecl *d = psyFUnitDeclForAttrs(unit, n.ToString().c_str(), scope());
    if (!d->loc.file) d->loc = loc(n.source);
    return d;
  }
  bool Pre(const P::IntentStmt &s) {
    PsyIntent in = intent(std::get<P::IntentSpec>(s.t));
    for (const P::Name &n : std::get<std::list<P::Name>>(s.t)) attrDecl(n)->intent = in;
    return false;
  }
  bool Pre(const P::DimensionStmt &s) {
    for (const P::DimensionStmt::Declaration &d : s.v) {
      PsyFDecl *decl = attrDecl(std::get<P::Name>(d.t));
      decl->rank = rank(std::get<P::ArraySpec>(d.t));
      decl->isArray = true;
    }
    return false;
  }

  /// An integer named constant's value: constants_mod's kinds (`r_solver = real64`).
  void parameter(const P::Name &n, const P::EntityDecl &e) {
    const auto &in = std::get<std::optional<P::Initialization>>(e.t);
    const auto *ce = in ? std::get_if<P::ConstantExpr>(&in->u) : nullptr;
    if (ce)
      psyFUnitAddParam(unit, n.ToString().c_str(), loc(n.source), expr(ce->thing.value()),
                       scope());
  }

  /// `(:, :)`: assumed or deferred shape, every lower bound 1 (how a kernel's arrays index).
  static bool assumedShape(const P::ArraySpec *as) {
    if (!as || std::holds_alternative<P::DeferredShapeSpecList>(as->u)) return as != nullptr;
    const auto *l = std::get_if<std::list<P::AssumedShapeSpec>>(&as->u);
    auto hasLower = [](const P::AssumedShapeSpec &s) { return s.v.has_value(); };
    return l && std::none_of(l->begin(), l->end(), hasLower);
  }

  /// A named constant's value or a variable's initialisation, for the statements' reader.
  void initialValue(PsyFDecl *decl, bool isParam, const P::EntityDecl &e) {
    decl->isParameter = isParam;
    const auto &in = std::get<std::optional<P::Initialization>>(e.t);
    if (const auto *ce = in ? std::get_if<P::ConstantExpr>(&in->u) : nullptr) {
      psyFExprDestroy(decl->init);
      decl->init = expr(ce->thing.value());
    }
  }

  /// A subroutine's executable part, when asked for (Statements.cpp). Its invoke calls are
  /// still visited below.
  bool Pre(const P::ExecutionPart &ep) {
    if (!statements || scope() == 0) return true;
    PsyFScope &s = unit->scopes[scope()];
    Exprs exprs(*this);
    psy::recordStatements(ep.v, &s.body, exprs);
    s.hasBody = true;
    return true;
  }

  bool Pre(const P::Statement<common::Indirection<P::StmtFunctionStmt>> &s) {
    Exprs exprs(*this);
    if (statements && scope() != 0)
      psy::recordStatementFunction(s.statement.value(), s.source, unit, scope(), exprs);
    return false;
  }

  bool Pre(const P::CallStmt &c) {
    const auto &pd = std::get<P::ProcedureDesignator>(c.call.t);
    const auto *n = std::get_if<P::Name>(&pd.u);
    if (!n || n->ToString() != "invoke") return false;
    PsyFInvoke *inv = psyFUnitAddInvoke(unit, loc(c.source), loc(c.source, true), scope());
    for (const P::ActualArgSpec &a : std::get<std::list<P::ActualArgSpec>>(c.call.t)) {
      PsyFExpr *arg = actual(a, c.source);
      compact(arg);
      psyFInvokeAddArg(inv, arg);
    }
    return false;
  }

  // Program units open scopes so that declarations are looked up where the invoke is.
  void open(const P::Name &n, bool isModule) {
    scopes.push_back(psyFUnitAddScope(unit, n.ToString().c_str(), scope(), isModule));
  }
  void close() {
    if (!scopes.empty()) scopes.pop_back();
  }
  bool Pre(const P::ModuleStmt &s) { return open(s.v, true), false; }
  bool Pre(const P::ProgramStmt &s) { return open(s.v, false), false; }
  bool Pre(const P::SubroutineStmt &s) {
    const P::Name &n = std::get<P::Name>(s.t);
    open(n, false);
    psyFScopeSetLoc(unit, scope(), loc(n.source));
    // Dummy arguments, so that a generic kernel's specific procedures can be matched by the
    // kinds of their arguments (their declarations are recorded in this scope).
    for (const P::DummyArg &d : std::get<std::list<P::DummyArg>>(s.t))
      if (const auto *dn = std::get_if<P::Name>(&d.u))
        psyFScopeAddDummy(unit, scope(), dn->ToString().c_str());
    return false;
  }

  // `interface name` + `module procedure a, b`: LFRic's mixed-precision kernels. Interface
  // bodies are still walked (their subroutines open scopes as before).
  bool Pre(const P::InterfaceBlock &b) {
    const auto &stmt = std::get<P::Statement<P::InterfaceStmt>>(b.t).statement;
    const auto *spec = std::get_if<std::optional<P::GenericSpec>>(&stmt.u);
    const P::Name *n = spec && *spec ? std::get_if<P::Name>(&(*spec)->u) : nullptr;
    if (!n) return true;
    int f = psyFUnitAddInterface(unit, n->ToString().c_str(), loc(n->source), scope());
    for (const P::InterfaceSpecification &is : std::get<std::list<P::InterfaceSpecification>>(b.t))
      if (const auto *ps = std::get_if<P::Statement<P::ProcedureStmt>>(&is.u))
        for (const P::Name &p : std::get<std::list<P::Name>>(ps->statement.t))
          psyFInterfaceAddProcedure(unit, f, p.ToString().c_str(), loc(p.source));
    return true;
  }
  bool Pre(const P::FunctionStmt &s) { return open(std::get<P::Name>(s.t), false), false; }
  void Post(const P::EndModuleStmt &) { close(); }
  void Post(const P::EndProgramStmt &) { close(); }
  void Post(const P::EndSubroutineStmt &) { close(); }
  void Post(const P::EndFunctionStmt &) { close(); }

private:
  int scope() const { return scopes.empty() ? 0 : scopes.back(); }

  /// The walker's expressions, handed to the statement recorder.
  struct Exprs : psy::ExprMaker {
    explicit Exprs(const Walker &w) : w(w) {}
    PsyFExpr *expr(const P::Expr &x) override { return w.expr(x); }
    PsyFExpr *variable(const P::Variable &v) override { return w.variable(v); }
    PsyFExpr *call(const P::Call &c, P::CharBlock cb) override { return w.call(c, cb); }
    PsyFLoc loc(P::CharBlock cb) override { return w.loc(cb); }
    const Walker &w;
  };

  const P::AllCookedSources &cooked;
  PsyFUnit *unit;
  bool statements; // record executable parts and initial values (PsyFStmt)
  std::vector<int> scopes;
};

/// Every name the file references outside use statements and invoke calls: after
/// rewriting, those are the only references left, so a kernel type named nowhere else loses
/// its import (lib/Frontend/RewriteUses.c).
struct References {
  std::set<std::string> names;
  template <typename T> bool Pre(const T &) { return true; }
  template <typename T> void Post(const T &) {}
  bool Pre(const P::UseStmt &) { return false; }
  bool Pre(const P::CallStmt &c) {
    const auto *n = std::get_if<P::Name>(&std::get<P::ProcedureDesignator>(c.call.t).u);
    return !n || n->ToString() != "invoke";
  }
  bool Pre(const P::Name &n) {
    names.insert(n.ToString());
    return false;
  }
};

} // namespace

namespace psy {

PsyFUnit *walkParseTree(P::Parsing &parsing, const std::string &path, bool statements) {
  PsyFUnit *unit = psyFUnitCreate(path.c_str());
  Walker w(parsing.allCooked(), unit, statements);
  P::Walk(*parsing.parseTree(), w);
  References refs;
  P::Walk(*parsing.parseTree(), refs);
  for (const std::string &n : refs.names) psyFUnitAddReference(unit, n.c_str());
  return unit;
}

// flang's parser recurses at every parenthesis, so thousands of nested ones overflow the
// stack: the prescanned text (macros expanded, comments and continuations gone) is checked
// first, and too deep a nesting is a located error instead of a crash.
static bool nestingTooDeep(const P::Parsing &parsing, const P::AllCookedSources &cooked) {
  P::CharBlock text = parsing.cooked().AsCharBlock();
  size_t at = psyFortranFindTooDeep(text.begin(), text.size(), PSY_MAX_FORTRAN_NESTING);
  if (at == text.size()) return false;
  auto pos = cooked.GetSourcePositionRange(P::CharBlock(text.begin() + at, 1));
  if (pos)
    llvm::errs() << *pos->first.path << ":" << pos->first.line << ":" << pos->first.column
                 << ": ";
  llvm::errs() << "error: parentheses nested deeper than " << PSY_MAX_FORTRAN_NESTING
               << " levels\n";
  return true;
}

// flang's preprocessor has no limit of its own: a chain of macros that each expand the last
// twice (`#define A1 A0 A0`, ...) yields billions of tokens, and an #include of a FIFO waits
// forever. So the prescan of a file with directives or INCLUDE lines (psyFortranMayExpand)
// is first tried in a child process under PSY_MAX_PREPROCESS_MIB and
// PSY_MAX_PREPROCESS_SECONDS (psyRunBounded), and runs here only once it ended there.
struct PrescanTry {
  const char *path;
  const P::Options *opts;
};

static void prescanOnly(void *user) {
  auto *t = static_cast<PrescanTry *>(user);
  P::AllSources sources;
  P::AllCookedSources cooked(sources);
  P::Parsing parsing(cooked);
  parsing.Prescan(t->path, *t->opts);
}

static bool prescanIsBounded(const char *path, const P::Options &opts) {
  PrescanTry t{path, &opts};
  PsyBoundedStatus st = psyRunBounded(prescanOnly, &t, size_t{PSY_MAX_PREPROCESS_MIB} << 20,
                                      PSY_MAX_PREPROCESS_SECONDS);
  if (st == PSY_BOUNDED_OK) return true;
  llvm::errs() << path << ": error: ";
  if (st == PSY_BOUNDED_OUT_OF_MEMORY)
    llvm::errs() << "preprocessing needs more than " << PSY_MAX_PREPROCESS_MIB
                 << " MiB of memory (a macro that expands without bound?)\n";
  else if (st == PSY_BOUNDED_OUT_OF_TIME)
    llvm::errs() << "preprocessing takes more than " << PSY_MAX_PREPROCESS_SECONDS
                 << " s (a macro that expands without bound, or an #include of a pipe?)\n";
  else
    llvm::errs() << "cannot start a process to preprocess in: " << std::strerror(errno) << "\n";
  return false;
}

// flang's messages, written in one piece: llvm::errs() is unbuffered, and Emit writes each
// message a few bytes at a time, a system call each.
static void emitMessages(P::Parsing &parsing, const P::AllCookedSources &cooked) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os.enable_colors(llvm::errs().has_colors());
  parsing.messages().Emit(os, cooked);
  os.flush();
  llvm::errs() << text;
}

// One Parsing per file, not one per batch: a Parsing keeps its preprocessor, so a file's
// #define would reach the next file, and its sources and messages would pile up.
PsyFUnit *parseFile(const char *path, P::Options opts, bool statements) {
  P::AllSources sources;
  P::AllCookedSources cooked(sources);
  P::Parsing parsing(cooked);
  opts.isFixedForm = false;
  std::string dir = path;
  size_t slash = dir.find_last_of('/');
  dir = slash == std::string::npos ? "." : dir.substr(0, slash ? slash : 1);
  opts.searchDirectories.insert(opts.searchDirectories.begin(), dir);
  // Standard input ("-") is read by the child too: it becomes a file both can read whole.
  bool fromStdin = std::strcmp(path, "-") == 0;
  if (fromStdin && mlirLogicalResultIsFailure(psyStdinMakeRewindable())) {
    llvm::errs() << "error: cannot read standard input: " << psyReadFileError(errno) << "\n";
    return nullptr;
  }
  bool guarded = fromStdin || psyFortranMayExpand(path);
  if ((guarded && !prescanIsBounded(path, opts)) ||
      (fromStdin && mlirLogicalResultIsFailure(psyStdinRewind())))
    return nullptr;
  // Moved, not copied: Prescan takes its options by value, and each copy of them copies
  // flang's table of language features (hundreds of strings), a cost per file in a batch.
  parsing.Prescan(path, std::move(opts));
  if (!parsing.messages().AnyFatalError() && nestingTooDeep(parsing, cooked)) {
    emitMessages(parsing, cooked);
    return nullptr;
  }
  if (!parsing.messages().AnyFatalError()) parsing.Parse(llvm::nulls());
  emitMessages(parsing, cooked);
  if (parsing.messages().AnyFatalError() || !parsing.parseTree() ||
      !parsing.consumedWholeFile())
    return nullptr;
  return walkParseTree(parsing, path, statements);
}

} // namespace psy
