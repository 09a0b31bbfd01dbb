//===- Walker.h - flang parse tree to the front end's C structs ---------*- C++ -*-===//
//
// The one parse-tree walker, shared by its two hosts: the flang plugin (PsyFlang.so, where
// flang-new-22 provides the parser) and psyc (which links flang's parser archives and parses
// in-process). Internal to lib/Frontend/Flang and tools/psy-flang.
//
//===----------------------------------------------------------------------------------===//
#ifndef PSY_FRONTEND_FLANG_WALKER_H
#define PSY_FRONTEND_FLANG_WALKER_H

#include "flang/Parser/parsing.h"
#include "psy-c/Frontend.h"

#include <string>

namespace psy {
/// The PsyF* data of a parsed file (owned by the caller, psyFUnitDestroy).
PsyFUnit *walkParseTree(Fortran::parser::Parsing &parsing, const std::string &path);

/// Prescans (running the preprocessor) and parses `path` as free-form Fortran with `opts`
/// plus the file's own directory first on the include path. Flang's messages go to stderr as
/// `file:line:col: error: ...`; NULL on any fatal message or unparsed text.
PsyFUnit *parseFile(const char *path, Fortran::parser::Options opts);
} // namespace psy

#endif
