//===- Parse.cpp - psyFortranParse: flang's parser in-process -----------------------===//
//
// The C entry of psy-c/Fortran.h over flang's parser library: options as flang's driver
// sets them for `-cpp` (its predefined macros, then -D/-U in order, -I), then the shared
// walker (Walker.cpp).
//
//===----------------------------------------------------------------------------------===//
#include "psy-c/Fortran.h"
#include "Walker.h"

#include "flang/Parser/options.h"
#include "flang/Version.inc"

#include <cstring>
#include <string>

namespace P = Fortran::parser;

// What `flang-new-22 -cpp` predefines on x86-64 Linux (checked with `flang-new-22 -E -cpp`),
// so that `#ifdef __flang__` and friends choose the same branches in both hosts.
static void addFlangPredefinitions(P::Options &o) {
  o.predefinitions.emplace_back("__flang__", "1");
  o.predefinitions.emplace_back("__flang_major__", FLANG_VERSION_MAJOR_STRING);
  o.predefinitions.emplace_back("__flang_minor__", FLANG_VERSION_MINOR_STRING);
  o.predefinitions.emplace_back("__flang_patchlevel__", FLANG_VERSION_PATCHLEVEL_STRING);
#if defined(__x86_64__)
  o.predefinitions.emplace_back("__x86_64__", "1");
  o.predefinitions.emplace_back("__x86_64", "1");
#endif
#if defined(__linux__)
  o.predefinitions.emplace_back("__linux__", "1");
#endif
}

// flang's options with its predefinitions, made once: constructing P::Options builds its
// table of language features by name, which cost a fuzzer or a batch more than reading a small
// file. A copy is taken per parse; nothing of one parse stays in it.
static const P::Options &flangDefaults() {
  static const P::Options defaults = [] {
    P::Options o;
    addFlangPredefinitions(o);
    return o;
  }();
  return defaults;
}

static P::Options optionsFor(const PsyFortranOptions *c) {
  P::Options o = flangDefaults();
  for (int i = 0; c && i < c->ndefines; ++i) {
    const char *d = c->defines[i], *eq = std::strchr(d, '=');
    if (eq) o.predefinitions.emplace_back(std::string(d, eq), std::string(eq + 1));
    else o.predefinitions.emplace_back(d, "1");
  }
  for (int i = 0; c && i < c->nundefines; ++i)
    o.predefinitions.emplace_back(c->undefines[i], std::nullopt);
  for (int i = 0; c && i < c->nincludeDirs; ++i)
    o.searchDirectories.emplace_back(c->includeDirs[i]);
  return o;
}

extern "C" PsyFUnit *psyFortranParse(const char *path, const PsyFortranOptions *opts) {
  return psy::parseFile(path, optionsFor(opts), opts && opts->statements);
}

extern "C" PsyFUnit *psyFortranParseFn(const char *path, void *ctx) {
  return psyFortranParse(path, static_cast<const PsyFortranOptions *>(ctx));
}
