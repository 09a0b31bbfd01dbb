/* psy-c/Support.h: what the tools share: reading and writing files, a string buffer, the
 * nesting check run before parsing, and printing and emitting diagnostics. */
#ifndef PSY_C_SUPPORT_H
#define PSY_C_SUPPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Files ------------------------------------------------------------------------------- */

/* Reads all of `path` ("-" is stdin) into a malloc'd buffer (caller frees) and stores its
 * length in `*size` (when `size` is not NULL). The file may hold NUL bytes: callers must use
 * `*size`, not strlen; a NUL is appended after the last byte. NULL on error, with errno set;
 * EFBIG when there is more than PSY_MAX_INPUT_BYTES (reading stops there: an endless pipe or
 * FIFO cannot take all memory). */
PSY_CAPI_EXPORTED char *psyReadFile(const char *path, size_t *size);

/* Makes standard input an in-memory regular file holding what it held (at most
 * PSY_MAX_INPUT_BYTES: an endless pipe stops there), rewound, so that a step that reads it in
 * a child process (psyRunBounded) and the same step run here each read all of it;
 * psyStdinRewind rewinds it between the two. Each fails with errno set (EFBIG past the limit). */
PSY_CAPI_EXPORTED MlirLogicalResult psyStdinMakeRewindable(void);
PSY_CAPI_EXPORTED MlirLogicalResult psyStdinRewind(void);

/* strerror(err), but for psyReadFile's EFBIG a text that names the limit. */
PSY_CAPI_EXPORTED const char *psyReadFileError(int err);

/* psyInputFileCheck, then psyReadFile: an input as the tools read it, into `*text` (caller
 * frees) and `*size`. On failure emits the reason, naming the file, at `loc` ("cannot open
 * input file 'x': No such file or directory", "'x' is a directory, not a source file",
 * "cannot open input file '<stdin>': File too large (an input may have at most 64 MiB)"). */
PSY_CAPI_EXPORTED MlirLogicalResult psyReadInput(MlirLocation loc, const char *path,
                                                 char **text, size_t *size);

/* Writes `n` bytes to `path` ("-" is stdout) through a temporary file in the same directory
 * and rename(2), so readers never see a partial file. A new file gets mode 0666 less the
 * umask, as any other tool's output; a file that existed keeps its mode; a symbolic link
 * keeps pointing where it did, at the new file. A path that is neither a regular file nor a
 * link to one (a device such as /dev/null, a FIFO) is written in place. On failure emits
 * "cannot write 'path': reason" at `loc`, or, for a null `loc` (a caller that says it in
 * its own words), nothing: errno says why. */
PSY_CAPI_EXPORTED MlirLogicalResult psyWriteFileAtomically(MlirLocation loc, const char *path,
                                                           const char *data, size_t n);

/* For an output written by someone else (LLVM's object emission, the front end's rewriter)
 * or two outputs that must appear together (psyc's binding module and schedule object): an
 * empty temporary file that psyOutputTempCommit later puts at `path`, with the rules of
 * psyWriteFileAtomically. It lies beside the file to replace (a link's target), with the
 * mode that file will have, or, for a device or FIFO, in $TMPDIR. Returns its name (heap,
 * registered with psyCleanupAddPath), or NULL with errno set. */
PSY_CAPI_EXPORTED char *psyOutputTempCreate(const char *path);
/* Puts `tmp` at `path`: renamed over the file, or copied into the device or FIFO. `tmp` is
 * gone afterwards, whether or not this succeeds (a failure sets errno). */
PSY_CAPI_EXPORTED MlirLogicalResult psyOutputTempCommit(const char *tmp, const char *path);
/* Removes a temporary that will not be committed (NULL is ignored). */
PSY_CAPI_EXPORTED void psyOutputTempDiscard(const char *tmp);

/* All the outputs of one run, committed together or not at all (psyc's -oalg, -opsy and the
 * files beside it). Each output is written to its temporary (psyOutputTempCreate's rules);
 * psyOutputSetCommit then puts them all in place, or none: it refuses a directory before
 * anything changes, keeps a hard link to every file it replaces, copies into the devices and
 * FIFOs first (a full device fails before any file is replaced), then renames; a failure
 * takes back the renames done (each replaced file returns from its link, each new file goes).
 * What cannot be taken back: bytes already copied into a device or FIFO, and a replaced file
 * on a file system without hard links. A signal during the renames (the cleanup handler
 * removes the temporaries and links) may leave some outputs new and the others old.
 * Errors are emitted at the set's `loc` ("cannot write 'path': reason"), or, for a null
 * `loc`, not at all: errno says why. The set owns its strings; Destroy removes the
 * temporaries that were not committed. */
typedef struct PsyOutputSet PsyOutputSet;
PSY_CAPI_EXPORTED PsyOutputSet *psyOutputSetCreate(MlirLocation loc);
/* The temporary of output `path` (the same one when `path` was added already), for a writer
 * that takes a file name; NULL after an error: `path` is a directory (EISDIR), or no
 * temporary can be made for it. */
PSY_CAPI_EXPORTED const char *psyOutputSetAdd(PsyOutputSet *set, const char *path);
/* Adds output `path` and writes its `n` bytes to its temporary; an error names `path`. */
PSY_CAPI_EXPORTED MlirLogicalResult psyOutputSetWrite(PsyOutputSet *set, const char *path,
                                                      const char *data, size_t n);
PSY_CAPI_EXPORTED MlirLogicalResult psyOutputSetCommit(PsyOutputSet *set);
PSY_CAPI_EXPORTED void psyOutputSetDestroy(PsyOutputSet *set);

/* ---- Strings ---------------------------------------------------------------------------- */

/* A NUL-terminated string as an MlirStringRef (borrowed: `s` must outlive it). */
static inline MlirStringRef psyRef(const char *s) { return mlirStringRefCreateFromCString(s); }

/* Fortran's longest name. */
#define PSY_FORTRAN_NAME_MAX 63
/* `want` as a generated Fortran name (heap): itself when it fits PSY_FORTRAN_NAME_MAX, else
 * its first 54 characters, `_` and 8 hex digits of a hash of all of it (case-insensitive):
 * stable, and apart from the other names cut but for a hash collision, which a writer that
 * must be sure checks for (lib/Support/FortranName.c). */
PSY_CAPI_EXPORTED char *psyFortranNameFit(const char *want);
/* Generated free-form Fortran `text` with every code line over 132 characters continued
 * with `&` (heap): broken at a blank outside character literals, or inside a literal
 * (`'abc&` / `&def'`) where there is none. Comment lines stay as they are. */
PSY_CAPI_EXPORTED char *psyFortranWrapLines(const char *text);

/* ---- A growable string buffer ------------------------------------------------------------ */

/* Bytes with a NUL after the last one (once anything was appended); `data` is NULL while
 * empty. One owner, who releases it with psyStrBufFree. Running out of memory aborts. */
typedef struct {
  char *data;
  size_t len, cap;
} PsyStrBuf;

PSY_CAPI_EXPORTED void psyStrBufAppend(PsyStrBuf *b, const char *s, size_t n);
PSY_CAPI_EXPORTED void psyStrBufPrintf(PsyStrBuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
PSY_CAPI_EXPORTED void psyStrBufVPrintf(PsyStrBuf *b, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));
PSY_CAPI_EXPORTED void psyStrBufFree(PsyStrBuf *b);
/* An MlirStringCallback that appends to the PsyStrBuf passed as user data. */
PSY_CAPI_EXPORTED void psyStrBufCallback(MlirStringRef s, void *userData);

/* ---- Nesting ----------------------------------------------------------------------------- */

/* The deepest bracket nesting the tools parse. MLIR's parser recurses once or more per
 * bracket and has no limit of its own, so very deep input would overflow the stack; this
 * bound keeps parsing, passes and printing within a small part of an 8 MiB stack. */
#define PSY_MAX_NESTING 512

/* The largest input file the tools read (64 MiB): far above any real algorithm, kernel or IR
 * file, and a bound on what an endless input (/dev/zero) can take. */
#define PSY_MAX_INPUT_BYTES (64L << 20)
/* Whether `path` can be read as an input: a regular file of at most PSY_MAX_INPUT_BYTES.
 * Success if so, or if it does not exist (the reader then says so); else emits the reason,
 * naming the file, at `loc` ("'x' is a directory, not a source file", ...). */
PSY_CAPI_EXPORTED MlirLogicalResult psyInputFileCheck(MlirLocation loc, const char *path);

/* Checks that the brackets `{ ( [ <` of `source` (MLIR text) nest at most `maxDepth` deep,
 * not counting those in string literals and `//` comments (nor the `>` of `->` and `>=`).
 * If they nest deeper, emits "nesting deeper than N levels" at `sourceName`:line:col of the
 * first bracket past the limit (the first line of `source` being line `firstLine`) and
 * returns failure. `source` is read by length: it may hold NUL bytes. */
PSY_CAPI_EXPORTED MlirLogicalResult psyCheckNesting(MlirContext ctx, MlirStringRef source,
                                                    MlirStringRef sourceName,
                                                    unsigned firstLine, unsigned maxDepth);

/* The deepest parenthesis nesting psyc reads in Fortran (algorithms and kernels). flang's
 * parser recurses several frames per parenthesis with no limit of its own; real LFRic code
 * nests a handful deep. */
#define PSY_MAX_FORTRAN_NESTING 256

/* What preprocessing one Fortran file may take (psyc, before flang's parser): flang's
 * preprocessor has no limit, so a macro that doubles at each level of a chain expands to
 * billions of tokens, and an #include of a FIFO waits forever. A real file takes a few MiB
 * and milliseconds. */
#define PSY_MAX_PREPROCESS_MIB 1024
/* Whether the Fortran file `path` has anything that could make its preprocessing grow (a line
 * whose first non-blank is `#`, or an INCLUDE): the files without, most kernels and
 * algorithms, skip the bounded trial and its process. */
PSY_CAPI_EXPORTED bool psyFortranMayExpand(const char *path);
#define PSY_MAX_PREPROCESS_SECONDS 300

/* The offset in `text` (flang's prescanned, "cooked" Fortran: lower case, one statement per
 * line, comments and continuations removed) of the first `(` or `[` that opens level
 * `maxDepth + 1`, not counting those in character literals; `n` if none does. */
PSY_CAPI_EXPORTED size_t psyFortranFindTooDeep(const char *text, size_t n, unsigned maxDepth);

/* ---- Cleanup on signals ------------------------------------------------------------------ */

/* Temporaries and child processes that a SIGINT, SIGTERM or SIGHUP must not leave behind,
 * once a tool has called psyCleanupInstallSignalHandlers (psyc does): the handler stops the
 * children (SIGTERM, then waits for them), removes the registered paths (a directory with
 * the files in it), then dies of the signal. Registering without the handlers installed is
 * harmless bookkeeping. Paths are copied; forget a path once it is renamed or removed. */
PSY_CAPI_EXPORTED void psyCleanupAddPath(const char *path, bool isDir);
PSY_CAPI_EXPORTED void psyCleanupForgetPath(const char *path);
PSY_CAPI_EXPORTED void psyCleanupAddChild(int pid);
PSY_CAPI_EXPORTED void psyCleanupForgetChild(int pid);
/* In a forked worker: its parent's children are not its own. */
PSY_CAPI_EXPORTED void psyCleanupForgetChildren(void);
PSY_CAPI_EXPORTED void psyCleanupInstallSignalHandlers(void);
/* In a short-lived child process that must not clean up its parent's temporaries when a
 * signal (Ctrl-C reaches the whole process group) ends it: forgets the children and restores
 * the default action of the signals the handlers took. */
PSY_CAPI_EXPORTED void psyCleanupInChild(void);

/* ---- Bounded steps ----------------------------------------------------------------------- */

/* How a step run by psyRunBounded ended. */
typedef enum {
  PSY_BOUNDED_OK,            /* it returned */
  PSY_BOUNDED_OUT_OF_MEMORY, /* it needed more memory than allowed (or crashed) */
  PSY_BOUNDED_OUT_OF_TIME,   /* it ran longer than allowed */
  PSY_BOUNDED_NOT_RUN        /* no child process could be started (errno is set) */
} PsyBoundedStatus;

/* Runs `fn(user)` in a child process that may add at most `maxBytes` to its address space
 * and run `maxSeconds` (wall clock and CPU), with stderr discarded; the child's effects stay
 * in the child. For a step that hostile input can make unbounded in a library with no limit
 * of its own, so that it can be tried before it runs for real. */
PSY_CAPI_EXPORTED PsyBoundedStatus psyRunBounded(void (*fn)(void *), void *user,
                                                 size_t maxBytes, unsigned maxSeconds);

/* ---- Diagnostics ------------------------------------------------------------------------- */

/* The file position inside a (possibly nested: name, call site, fused) location. Returns 1
 * and fills `file` (context-owned), `line`, `col` when there is one. */
PSY_CAPI_EXPORTED int psyLocationGetFilePos(MlirLocation loc, MlirStringRef *file,
                                            unsigned *line, unsigned *col);

/* A diagnostic handler that prints `file:line:col: severity: message` (and its notes) to
 * stderr, as mlir-opt does. `userData` is NULL, or a tool's name (a C string) that a
 * diagnostic without a file position is printed after, as the tool prints its own errors:
 * `psyc: error: message` (NULL: `error: message`). */
PSY_CAPI_EXPORTED MlirLogicalResult psyDiagnosticPrinter(MlirDiagnostic d, void *userData);

/* A context for a tool's own errors, those with no place in a file (an input it cannot read,
 * an output it cannot write): psyDiagnosticPrinter prints them as `tool: error: message`.
 * `tool` must outlive the context; destroy it with mlirContextDestroy. */
PSY_CAPI_EXPORTED MlirContext psyToolContextCreate(const char *tool);

/* Emits a printf-formatted error at `loc`; returns failure, so a check can `return` it. */
PSY_CAPI_EXPORTED MlirLogicalResult psyEmitError(MlirLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Emits a printf-formatted warning at `loc`: printed as `file:line:col: warning: message`,
 * and no error (a PsyDiagList counts errors only), so the step goes on. */
PSY_CAPI_EXPORTED void psyEmitWarning(MlirLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Emits an error at `op`'s location prefixed "'op.name' op ", as upstream verifiers word
 * theirs; returns failure. */
PSY_CAPI_EXPORTED MlirLogicalResult psyOpEmitError(MlirOperation op, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* "error", "warning", "note" or "remark". */
PSY_CAPI_EXPORTED const char *psySeverityName(MlirDiagnosticSeverity s);

#ifdef __cplusplus
}
#endif
#endif
