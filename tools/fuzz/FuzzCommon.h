/* tools/fuzz/FuzzCommon.h: what the libFuzzer targets share (docs/developer.md, "Fuzzing").
 *
 * Each target is one reader of the project fed with libFuzzer's bytes; a crash, a sanitizer
 * report or a broken promise of the reader (a module the front end built that does not
 * verify) is a finding. Readers that take a path (flang's parser, the configuration
 * reader) get the bytes through a file in a directory private to the process. */
#ifndef PSY_FUZZ_COMMON_H
#define PSY_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

/* libFuzzer's entry points: its main calls them. */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The directory private to this process, created on first use and removed at exit. */
const char *psyFuzzDir(void);

/* Writes the input to `name` in psyFuzzDir() and returns its path (static storage, valid
 * until the next call). Aborts if the file cannot be written: a target without its input
 * would test nothing. */
const char *psyFuzzWriteInput(const char *name, const uint8_t *data, size_t size);

/* The path of `name` in psyFuzzDir() (static storage, valid until the next call). */
const char *psyFuzzPath(const char *name);

/* A diagnostic handler that renders each diagnostic (so the printing code runs too) and drops
 * it: a fuzzer's output is its findings, not the readers' thousands of errors. A diagnostic
 * that starts "internal error" is a finding (psyFuzzFail). */
MlirLogicalResult psyFuzzDropDiagnostic(MlirDiagnostic d, void *userData);

/* Stops the run as a finding: prints `what` and traps, so libFuzzer saves the input. */
_Noreturn void psyFuzzFail(const char *what);

/* The context the targets parse and build in: psyContextCreate's (the psy dialect loaded,
 * every upstream dialect registered), single-threaded, with psyFuzzDropDiagnostic attached.
 * It is replaced after a few hundred inputs: creating one costs more than reading a small
 * input, and what an input leaves in it (uniqued types and attributes) changes no later
 * result. */
MlirContext psyFuzzContext(void);

/* True when `text` parses (and verifies) as a module in `ctx`. */
int psyFuzzParses(MlirContext ctx, const char *text, size_t size);

#endif
