//===- Walker.h - flang parse tree to the front end's C structs ---------*- C++ -*-===//
//
// The one parse-tree walker, shared by its two hosts: the flang plugin (PsyFlang.so, where
// flang-new-22 provides the parser) and psyc (which links flang's parser archives and parses
// in-process). Internal to lib/Fortran/Flang and tools/psy-flang.
//
//===----------------------------------------------------------------------------------===//
#ifndef PSY_FORTRAN_FLANG_WALKER_H
#define PSY_FORTRAN_FLANG_WALKER_H

#include "flang/Parser/parsing.h"
#include "psy-c/FortranTree.h"

#include <string>

namespace psy {
/// The PsyF* data of a parsed file (owned by the caller, psyFUnitDestroy). With
/// `statements`, each subroutine's executable part is recorded too (PsyFStmt).
PsyFUnit *walkParseTree(Fortran::parser::Parsing &parsing, const std::string &path,
                        bool statements = false);

/// Prescans (running the preprocessor) and parses `path` as free-form Fortran with `opts`
/// plus the file's own directory first on the include path. Flang's messages go to stderr as
/// `file:line:col: error: ...`; NULL on any fatal message or unparsed text.
PsyFUnit *parseFile(const char *path, Fortran::parser::Options opts, bool statements = false);

/// What the statement recorder (Statements.cpp) asks of the walker: the expressions and
/// locations it makes for the rest of the unit.
class ExprMaker {
public:
  virtual ~ExprMaker() = default;
  virtual PsyFExpr *expr(const Fortran::parser::Expr &x) = 0;
  virtual PsyFExpr *variable(const Fortran::parser::Variable &v) = 0;
  virtual PsyFExpr *call(const Fortran::parser::Call &c, Fortran::parser::CharBlock cb) = 0;
  virtual PsyFLoc loc(Fortran::parser::CharBlock cb) = 0;
};

/// Appends the statements of `block` to `out` (Statements.cpp).
void recordStatements(const Fortran::parser::Block &block, PsyFBlock *out, ExprMaker &m);

/// Appends what a statement function of scope `scope` really is to the scope's body: an
/// assignment when its name is an array (flang's parser reads a leading `a(i, j) = ...` so,
/// and its semantics would rewrite it), else PSY_FS_UNSUPPORTED (Statements.cpp).
void recordStatementFunction(const Fortran::parser::StmtFunctionStmt &s,
                             Fortran::parser::CharBlock source, PsyFUnit *unit, int scope,
                             ExprMaker &m);
} // namespace psy

#endif
