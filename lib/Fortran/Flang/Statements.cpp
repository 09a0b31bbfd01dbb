//===- Statements.cpp - a subroutine's executable part as PsyFStmt trees ------------===//
//
// Records the statements of an executable part into the plain C trees of psy-c/FortranTree.h
// (PsyFStmt): assignments, if constructs and one-line ifs, counted do loops, calls, return,
// cycle, exit and continue. Everything else becomes a PSY_FS_UNSUPPORTED statement that says
// what it is, at its location: the recorder does not judge, its reader (the OpenCL kernel
// translator) does. Expressions come from the walker (ExprMaker), so they are the same trees
// as everywhere else in the unit.
//
//===----------------------------------------------------------------------------------===//
#include "Walker.h"

#include "flang/Parser/parse-tree.h"
#include "flang/Parser/tools.h"

#include <string>
#include <type_traits>

using namespace Fortran;
namespace P = Fortran::parser;

namespace {

/// What a statement or construct outside the subset is, for the reader's message.
template <typename T> const char *describe() {
  if constexpr (std::is_same_v<T, P::PointerAssignmentStmt>) return "a pointer assignment";
  if constexpr (std::is_same_v<T, P::GotoStmt> || std::is_same_v<T, P::ComputedGotoStmt> ||
                std::is_same_v<T, P::AssignedGotoStmt>)
    return "a go to statement";
  if constexpr (std::is_same_v<T, P::StopStmt>) return "a stop statement";
  if constexpr (std::is_same_v<T, P::PrintStmt> || std::is_same_v<T, P::WriteStmt> ||
                std::is_same_v<T, P::ReadStmt>)
    return "an input/output statement";
  if constexpr (std::is_same_v<T, P::AllocateStmt> || std::is_same_v<T, P::DeallocateStmt>)
    return "an allocate or deallocate statement";
  if constexpr (std::is_same_v<T, P::WhereStmt> || std::is_same_v<T, P::WhereConstruct>)
    return "a where statement";
  if constexpr (std::is_same_v<T, P::ForallStmt> || std::is_same_v<T, P::ForallConstruct>)
    return "a forall statement";
  if constexpr (std::is_same_v<T, P::CaseConstruct>) return "a select case construct";
  if constexpr (std::is_same_v<T, P::BlockConstruct>) return "a block construct";
  if constexpr (std::is_same_v<T, P::AssociateConstruct>) return "an associate construct";
  if constexpr (std::is_same_v<T, P::LabelDoStmt> || std::is_same_v<T, P::EndDoStmt>)
    return "a labelled do loop";
  if constexpr (std::is_same_v<T, P::OpenMPConstruct>) return "an OpenMP directive";
  if constexpr (std::is_same_v<T, P::CompilerDirective>) return "a compiler directive";
  return "this statement";
}

template <typename T> struct Unwrap { using type = T; };
template <typename T> struct Unwrap<common::Indirection<T>> { using type = T; };
template <typename T> struct Unwrap<P::Statement<T>> { using type = typename Unwrap<T>::type; };

class Recorder {
public:
  explicit Recorder(psy::ExprMaker &m) : m(m) {}

  void block(const P::Block &b, PsyFBlock *out) {
    for (const P::ExecutionPartConstruct &c : b) construct(c, out);
  }

private:
  psy::ExprMaker &m;

  template <typename T> PsyFStmt *unsupported(const T &x, const char *what) {
    std::optional<P::CharBlock> cb = P::GetSource(x);
    PsyFLoc l = cb ? m.loc(*cb) : PsyFLoc{nullptr, 0, 0};
    return psyFStmtCreate(PSY_FS_UNSUPPORTED, l, what);
  }

  void construct(const P::ExecutionPartConstruct &c, PsyFBlock *out) {
    if (const auto *e = std::get_if<P::ExecutableConstruct>(&c.u))
      return psyFBlockAppend(out, executable(*e));
    psyFBlockAppend(out, unsupported(c, "a format, entry, data or namelist statement"));
  }

  PsyFStmt *executable(const P::ExecutableConstruct &e) {
    return std::visit(
        [&](const auto &x) -> PsyFStmt * {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, P::Statement<P::ActionStmt>>)
            return action(x.statement, x.source);
          else if constexpr (std::is_same_v<T, common::Indirection<P::DoConstruct>>)
            return doLoop(x.value());
          else if constexpr (std::is_same_v<T, common::Indirection<P::IfConstruct>>)
            return ifConstruct(x.value());
          else
            return unsupported(x, describe<typename Unwrap<T>::type>());
        },
        e.u);
  }

  PsyFStmt *action(const P::ActionStmt &a, P::CharBlock cb) {
    PsyFLoc l = m.loc(cb);
    return std::visit(
        [&](const auto &x) -> PsyFStmt * {
          using T = typename Unwrap<std::decay_t<decltype(x)>>::type;
          if constexpr (std::is_same_v<T, P::AssignmentStmt>) {
            PsyFStmt *s = psyFStmtCreate(PSY_FS_ASSIGN, l, nullptr);
            s->lhs = m.variable(std::get<P::Variable>(x.value().t));
            s->rhs = m.expr(std::get<P::Expr>(x.value().t));
            return s;
          } else if constexpr (std::is_same_v<T, P::CallStmt>) {
            PsyFStmt *s = psyFStmtCreate(PSY_FS_CALL, l, nullptr);
            s->lhs = m.call(x.value().call, cb);
            return s;
          } else if constexpr (std::is_same_v<T, P::IfStmt>) {
            return ifStmt(x.value(), l);
          } else if constexpr (std::is_same_v<T, P::ReturnStmt>) {
            return x.value().v ? psyFStmtCreate(PSY_FS_UNSUPPORTED, l, "an alternate return")
                               : psyFStmtCreate(PSY_FS_RETURN, l, nullptr);
          } else if constexpr (std::is_same_v<T, P::CycleStmt> || std::is_same_v<T, P::ExitStmt>) {
            if (x.value().v) return psyFStmtCreate(PSY_FS_UNSUPPORTED, l, "a cycle or exit naming a construct");
            return psyFStmtCreate(std::is_same_v<T, P::CycleStmt> ? PSY_FS_CYCLE : PSY_FS_EXIT, l,
                                  nullptr);
          } else if constexpr (std::is_same_v<T, P::ContinueStmt>) {
            return psyFStmtCreate(PSY_FS_CONTINUE, l, nullptr);
          } else {
            return psyFStmtCreate(PSY_FS_UNSUPPORTED, l, describe<T>());
          }
        },
        a.u);
  }

  static const P::Expr &logical(const P::ScalarLogicalExpr &e) { return e.thing.thing.value(); }

  PsyFStmt *ifStmt(const P::IfStmt &s, PsyFLoc l) {
    PsyFStmt *st = psyFStmtCreate(PSY_FS_IF, l, nullptr);
    PsyFBranch *br = psyFStmtAddBranch(st, m.expr(logical(std::get<P::ScalarLogicalExpr>(s.t))), l);
    const auto &inner = std::get<P::UnlabeledStatement<P::ActionStmt>>(s.t);
    psyFBlockAppend(&br->body, action(inner.statement, inner.source));
    return st;
  }

  PsyFStmt *ifConstruct(const P::IfConstruct &c) {
    const auto &first = std::get<P::Statement<P::IfThenStmt>>(c.t);
    PsyFStmt *s = psyFStmtCreate(PSY_FS_IF, m.loc(first.source), nullptr);
    const P::Expr &cond = logical(std::get<P::ScalarLogicalExpr>(first.statement.t));
    block(std::get<P::Block>(c.t), &psyFStmtAddBranch(s, m.expr(cond), s->loc)->body);
    for (const P::IfConstruct::ElseIfBlock &e : std::get<std::list<P::IfConstruct::ElseIfBlock>>(c.t)) {
      const auto &st = std::get<P::Statement<P::ElseIfStmt>>(e.t);
      PsyFExpr *ec = m.expr(logical(std::get<P::ScalarLogicalExpr>(st.statement.t)));
      block(std::get<P::Block>(e.t), &psyFStmtAddBranch(s, ec, m.loc(st.source))->body);
    }
    if (const auto &e = std::get<std::optional<P::IfConstruct::ElseBlock>>(c.t)) {
      const auto &st = std::get<P::Statement<P::ElseStmt>>(e->t);
      block(std::get<P::Block>(e->t), &psyFStmtAddBranch(s, nullptr, m.loc(st.source))->body);
    }
    return s;
  }

  PsyFStmt *doLoop(const P::DoConstruct &d) {
    PsyFLoc l = m.loc(std::get<P::Statement<P::NonLabelDoStmt>>(d.t).source);
    const auto &control = d.GetLoopControl();
    if (!control) return psyFStmtCreate(PSY_FS_UNSUPPORTED, l, "a do loop without a control");
    const auto *b = std::get_if<P::LoopControl::Bounds>(&control->u);
    if (!b)
      return psyFStmtCreate(PSY_FS_UNSUPPORTED, l,
                            d.IsDoWhile() ? "a do while loop" : "a do concurrent loop");
    PsyFStmt *s = psyFStmtCreate(PSY_FS_DO, l, nullptr);
    const P::Name &var = b->name.thing;
    s->lhs = psyFExprCreate(PSY_FX_NAME, m.loc(var.source), var.ToString().c_str(),
                            var.ToString().c_str());
    s->lower = m.expr(b->lower.thing.value());
    s->upper = m.expr(b->upper.thing.value());
    if (b->step) s->step = m.expr(b->step->thing.value());
    block(std::get<P::Block>(d.t), &s->body);
    return s;
  }
};

bool isArray(const PsyFUnit *u, int scope, const std::string &name) {
  for (int i = 0; i < u->ndecls; ++i)
    if (u->decls[i].scope == scope && name == u->decls[i].name) return u->decls[i].rank != 0;
  return false;
}

} // namespace

namespace psy {
void recordStatementFunction(const P::StmtFunctionStmt &s, P::CharBlock source, PsyFUnit *unit,
                             int scope, ExprMaker &m) {
  PsyFLoc l = m.loc(source);
  const P::Name &n = std::get<P::Name>(s.t);
  PsyFBlock *body = &unit->scopes[scope].body;
  if (!isArray(unit, scope, n.ToString()))
    return psyFBlockAppend(body, psyFStmtCreate(PSY_FS_UNSUPPORTED, l, "a statement function"));
  PsyFStmt *st = psyFStmtCreate(PSY_FS_ASSIGN, l, nullptr);
  st->lhs = psyFExprCreate(PSY_FX_CALL, l, "", source.ToString().c_str());
  st->lhs->base = psyFExprCreate(PSY_FX_NAME, m.loc(n.source), n.ToString().c_str(),
                                 n.ToString().c_str());
  for (const P::Name &a : std::get<std::list<P::Name>>(s.t))
    psyFExprAddArg(st->lhs, psyFExprCreate(PSY_FX_NAME, m.loc(a.source), a.ToString().c_str(),
                                           a.ToString().c_str()));
  st->rhs = m.expr(std::get<P::Scalar<P::Expr>>(s.t).thing);
  psyFBlockAppend(body, st);
}

void recordStatements(const P::Block &block, PsyFBlock *out, ExprMaker &m) {
  Recorder(m).block(block, out);
}
} // namespace psy
