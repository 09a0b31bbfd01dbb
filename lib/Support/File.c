/* Reading whole files (by length: they may hold NUL bytes; at most PSY_MAX_INPUT_BYTES) and
 * writing outputs atomically, with the permissions a compiler's outputs get. */
#define _GNU_SOURCE /* realpath, memfd_create */
#include "psy-c/Support.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "psy-c/Alloc.h"

static int writeAll(int fd, const char *data, size_t n);

/* ==== Reading ============================================================================= */

/* Reads `f` to its end or one byte past the limit: an endless stream (a pipe from /dev/zero,
 * a FIFO) stops there with EFBIG instead of taking all memory. */
static char *readStream(FILE *f, size_t *len) {
  size_t cap = 1 << 16;
  char *buf = psyXmalloc(cap);
  *len = 0;
  errno = 0;
  for (;;) {
    *len += fread(buf + *len, 1, cap - *len - 1, f);
    if (*len < cap - 1 || *len > (size_t)PSY_MAX_INPUT_BYTES)
      break;
    buf = psyXrealloc(buf, cap *= 2);
  }
  int err = ferror(f) ? (errno ? errno : EIO) : *len > (size_t)PSY_MAX_INPUT_BYTES ? EFBIG : 0;
  if (err) {
    free(buf);
    errno = err;
    return NULL;
  }
  buf[*len] = 0;
  return buf;
}

char *psyReadFile(const char *path, size_t *size) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f)
    return NULL;
  size_t len;
  char *buf = readStream(f, &len);
  int saved = errno;
  if (f != stdin)
    fclose(f);
  errno = saved;
  if (buf && size)
    *size = len;
  return buf;
}

MlirLogicalResult psyInputFileCheck(MlirLocation loc, const char *path) {
  struct stat st;
  if (stat(path, &st) != 0) return mlirLogicalResultSuccess();
  if (S_ISDIR(st.st_mode))
    return psyEmitError(loc, "'%s' is a directory, not a source file", path);
  if (!S_ISREG(st.st_mode))
    return psyEmitError(loc, "'%s' is not a regular file (input is read from files, not "
                        "devices or pipes)", path);
  if (st.st_size > PSY_MAX_INPUT_BYTES)
    return psyEmitError(loc, "'%s' is larger than the %ld MiB an input file may have", path,
                        PSY_MAX_INPUT_BYTES >> 20);
  return mlirLogicalResultSuccess();
}

_Static_assert(PSY_MAX_INPUT_BYTES == 64L << 20, "psyReadFileError names the limit");

const char *psyReadFileError(int err) {
  return err == EFBIG ? "File too large (an input may have at most 64 MiB)" : strerror(err);
}

MlirLogicalResult psyReadInput(MlirLocation loc, const char *path, char **text,
                               size_t *size) {
  *text = NULL;
  if (strcmp(path, "-") != 0 && mlirLogicalResultIsFailure(psyInputFileCheck(loc, path)))
    return mlirLogicalResultFailure();
  *text = psyReadFile(path, size);
  if (!*text)
    return psyEmitError(loc, "cannot open input file '%s': %s",
                        strcmp(path, "-") ? path : "<stdin>", psyReadFileError(errno));
  return mlirLogicalResultSuccess();
}

/* Standard input copied into an anonymous in-memory file that becomes descriptor 0, so that
 * it can be read once in a child process (psyRunBounded) and again here. */
MlirLogicalResult psyStdinMakeRewindable(void) {
  size_t n = 0;
  char *text = psyReadFile("-", &n);
  int fd = text ? memfd_create("psy-stdin", MFD_CLOEXEC) : -1;
  int bad = fd < 0 || writeAll(fd, text, n) || dup2(fd, 0) < 0 ||
            mlirLogicalResultIsFailure(psyStdinRewind());
  int saved = errno;
  if (fd >= 0)
    close(fd);
  free(text);
  errno = saved;
  return bad ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/* fseek, not lseek alone: it also drops what stdin's buffer holds from the first read. */
MlirLogicalResult psyStdinRewind(void) {
  clearerr(stdin);
  return fseek(stdin, 0, SEEK_SET) != 0 ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/* ==== Where an output goes ================================================================ */

/* What writing `path` replaces: nothing yet (a new file, 0666 less the umask), a regular file
 * (possibly behind a symbolic link: replaced, its mode kept), or something a rename must not
 * replace (a device, a FIFO, a dangling link, a directory): written in place. */
typedef enum { DEST_NEW, DEST_REGULAR, DEST_IN_PLACE } DestKind;

typedef struct {
  DestKind kind;
  char *file; /* heap: `path`, or the regular file a link leads to */
  mode_t mode;
} Dest;

static int resolveDest(const char *path, Dest *d) {
  struct stat st;
  *d = (Dest){DEST_IN_PLACE, NULL, 0};
  if (lstat(path, &st) != 0) {
    if (errno != ENOENT)
      return 1;
    d->kind = DEST_NEW;
  } else if (S_ISREG(st.st_mode)) {
    d->kind = DEST_REGULAR;
    d->mode = st.st_mode & 07777;
  } else if (S_ISLNK(st.st_mode)) {
    /* The link stays: its target, when it is a regular file, is what gets replaced. */
    char *target = realpath(path, NULL);
    if (target && stat(target, &st) == 0 && S_ISREG(st.st_mode)) {
      *d = (Dest){DEST_REGULAR, psyXstrdup(target), st.st_mode & 07777};
      free(target);
      return 0;
    }
    free(target);
  }
  d->file = psyXstrdup(path);
  return 0;
}

/* Writes all `n` bytes to `fd`, across short writes and signals. Returns 0 on success. */
static int writeAll(int fd, const char *data, size_t n) {
  while (n) {
    ssize_t w = write(fd, data, n);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return 1;
    data += w;
    n -= (size_t)w;
  }
  return 0;
}

/* Opens a fresh `file.tmpPID.K` beside `file` with mode 0666, which the kernel masks with the
 * umask as for any new file (mkstemp would give 0600), or with `d`'s mode when it replaces a
 * file. O_EXCL never follows or reuses an existing name; a taken one makes us try the next K.
 * The name goes to `tmp` and to the cleanup list. Returns the descriptor or -1. */
static int openTemp(const Dest *d, PsyStrBuf *tmp) {
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  unsigned k = (unsigned)now.tv_nsec;
  for (int attempt = 0; attempt < 100; ++attempt, ++k) {
    tmp->len = 0;
    psyStrBufPrintf(tmp, "%s.tmp%ld.%u", d->file, (long)getpid(), k);
    int fd = open(tmp->data, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0 && d->kind == DEST_REGULAR && fchmod(fd, d->mode) != 0) {
      int saved = errno;
      close(fd), unlink(tmp->data);
      errno = saved;
      return -1;
    }
    if (fd >= 0)
      psyCleanupAddPath(tmp->data, false);
    if (fd >= 0 || errno != EEXIST)
      return fd;
  }
  return -1;
}

/* A scratch file in $TMPDIR for an output written in place: its contents are copied. */
static int openScratch(PsyStrBuf *tmp) {
  const char *dir = getenv("TMPDIR");
  psyStrBufPrintf(tmp, "%s/psy-out-XXXXXX", dir && *dir ? dir : "/tmp");
  int fd = mkstemp(tmp->data);
  if (fd >= 0)
    psyCleanupAddPath(tmp->data, false);
  return fd;
}

/* Devices and FIFOs (-o /dev/null, -o /dev/stdout into a pipe) cannot be replaced by a
 * rename, and must not be: they are written where they are. */
static int writeInPlace(const char *path, const char *data, size_t n) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0)
    return 1;
  int bad = writeAll(fd, data, n);
  if (close(fd) != 0)
    bad = 1;
  return bad;
}

/* Copies the finished scratch file `tmp` into the device or FIFO `path`, in chunks: an
 * output has no size limit. */
static int copyInto(const char *tmp, const char *path) {
  int in = open(tmp, O_RDONLY | O_CLOEXEC);
  int out = in < 0 ? -1 : open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  char buf[1 << 16];
  ssize_t got = 0;
  int bad = out < 0;
  while (!bad && (got = read(in, buf, sizeof buf)) != 0)
    bad = got < 0 ? errno != EINTR : writeAll(out, buf, (size_t)got);
  if (out >= 0 && close(out) != 0)
    bad = 1;
  if (in >= 0)
    close(in);
  return bad || in < 0;
}

/* Removes a temporary that did not become an output, keeping errno. */
static void dropTemp(const char *tmp) {
  int saved = errno;
  unlink(tmp);
  psyCleanupForgetPath(tmp);
  errno = saved;
}

/* ==== Writing ============================================================================= */

/* Writes the new or regular file `d` through a temporary file and rename(2). */
static int writeViaTemp(const Dest *d, const char *data, size_t n) {
  PsyStrBuf tmp = {0};
  int fd = openTemp(d, &tmp);
  int bad = fd < 0 || writeAll(fd, data, n);
  if (fd >= 0 && close(fd) != 0)
    bad = 1;
  if (!bad && rename(tmp.data, d->file) != 0)
    bad = 1;
  if (fd >= 0)
    bad ? dropTemp(tmp.data) : psyCleanupForgetPath(tmp.data);
  psyStrBufFree(&tmp);
  return bad;
}

static int writeFile(const char *path, const char *data, size_t n) {
  Dest d;
  if (resolveDest(path, &d))
    return 1;
  int bad = d.kind == DEST_IN_PLACE ? writeInPlace(path, data, n) : writeViaTemp(&d, data, n);
  free(d.file);
  return bad;
}

MlirLogicalResult psyWriteFileAtomically(MlirLocation loc, const char *path, const char *data,
                                         size_t n) {
  errno = 0;
  int bad = strcmp(path, "-") == 0
                ? fwrite(data, 1, n, stdout) != n || fflush(stdout) != 0
                : writeFile(path, data, n);
  if (!bad)
    return mlirLogicalResultSuccess();
  if (!errno)
    errno = EIO;
  if (mlirLocationIsNull(loc))
    return mlirLogicalResultFailure();
  int saved = errno;
  psyEmitError(loc, "cannot write '%s': %s", strcmp(path, "-") ? path : "<stdout>",
               strerror(saved));
  errno = saved;
  return mlirLogicalResultFailure();
}

char *psyOutputTempCreate(const char *path) {
  Dest d;
  if (resolveDest(path, &d))
    return NULL;
  PsyStrBuf tmp = {0};
  int fd = d.kind == DEST_IN_PLACE ? openScratch(&tmp) : openTemp(&d, &tmp);
  free(d.file);
  if (fd < 0 || close(fd) != 0) {
    if (fd >= 0)
      dropTemp(tmp.data);
    psyStrBufFree(&tmp);
    return NULL;
  }
  return tmp.data;
}

MlirLogicalResult psyOutputTempCommit(const char *tmp, const char *path) {
  Dest d;
  if (resolveDest(path, &d))
    return dropTemp(tmp), mlirLogicalResultFailure();
  int bad;
  if (d.kind == DEST_IN_PLACE) {
    bad = copyInto(tmp, path);
    dropTemp(tmp);
  } else {
    bad = rename(tmp, d.file) != 0;
    bad ? dropTemp(tmp) : psyCleanupForgetPath(tmp);
  }
  free(d.file);
  return bad ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

void psyOutputTempDiscard(const char *tmp) {
  if (tmp)
    dropTemp(tmp);
}

/* ==== Outputs committed together ========================================================== */

/* One output of a set: its temporary, and while the set is committed, what it replaces. */
typedef struct {
  char *path;   /* as the caller named it */
  char *tmp;    /* the temporary that becomes it */
  Dest dest;    /* what it replaces, resolved when the set is committed */
  char *backup; /* a hard link to the replaced file, while the set is committed */
  bool placed;  /* renamed (or copied) into place */
} SetEntry;

struct PsyOutputSet {
  MlirLocation loc;
  SetEntry *entries;
  int n, cap;
};

PsyOutputSet *psyOutputSetCreate(MlirLocation loc) {
  PsyOutputSet *set = psyXcalloc(1, sizeof *set);
  set->loc = loc;
  return set;
}

/* "cannot write 'path': reason" at the set's location (none for a null one), keeping errno. */
static void setFail(const PsyOutputSet *set, const char *path, int err) {
  if (!mlirLocationIsNull(set->loc))
    psyEmitError(set->loc, "cannot write '%s': %s", path, strerror(err ? err : EIO));
  errno = err ? err : EIO;
}

/* A directory (or a link to one) cannot become an output: refused when the output is added,
 * before anything is written, and again when the set is committed. */
static bool namesDirectory(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static SetEntry *findEntry(PsyOutputSet *set, const char *path) {
  for (int i = 0; i < set->n; ++i)
    if (!strcmp(set->entries[i].path, path)) return &set->entries[i];
  return NULL;
}

const char *psyOutputSetAdd(PsyOutputSet *set, const char *path) {
  SetEntry *e = findEntry(set, path);
  if (e) return e->tmp;
  if (namesDirectory(path)) return setFail(set, path, EISDIR), NULL;
  char *tmp = psyOutputTempCreate(path);
  if (!tmp) {
    int err = errno;
    if (!mlirLocationIsNull(set->loc))
      psyEmitError(set->loc, "cannot create a file beside '%s': %s", path, strerror(err));
    errno = err;
    return NULL;
  }
  set->entries = psyGrow(set->entries, set->n, &set->cap, sizeof *set->entries);
  set->entries[set->n] = (SetEntry){.path = psyXstrdup(path), .tmp = tmp};
  return set->entries[set->n++].tmp;
}

MlirLogicalResult psyOutputSetWrite(PsyOutputSet *set, const char *path, const char *data,
                                    size_t n) {
  const char *tmp = psyOutputSetAdd(set, path);
  if (!tmp) return mlirLogicalResultFailure();
  int fd = open(tmp, O_WRONLY | O_TRUNC | O_CLOEXEC);
  int bad = fd < 0 || writeAll(fd, data, n);
  if (fd >= 0 && close(fd) != 0) bad = 1;
  if (bad) return setFail(set, path, errno), mlirLogicalResultFailure();
  return mlirLogicalResultSuccess();
}

/* ---- Committing: checks, backups, the outputs written in place, then the renames -------- */

/* Resolves every output again (the world may have changed while they were written) and
 * refuses a directory: nothing is touched yet. Returns the failing entry or -1. */
static int setResolve(PsyOutputSet *set) {
  for (int i = 0; i < set->n; ++i) {
    SetEntry *e = &set->entries[i];
    if (namesDirectory(e->path)) return errno = EISDIR, i;
    if (resolveDest(e->path, &e->dest)) return i;
  }
  return -1;
}

/* A hard link to each file about to be replaced, so that a later failure can put it back.
 * A file system without hard links gets none: that file could not be restored. */
static void setBackUp(PsyOutputSet *set) {
  for (int i = 0; i < set->n; ++i) {
    SetEntry *e = &set->entries[i];
    if (e->dest.kind != DEST_REGULAR) continue;
    PsyStrBuf b = {0};
    for (unsigned k = 0; k < 100 && !e->backup; ++k) {
      b.len = 0;
      psyStrBufPrintf(&b, "%s.bak%ld.%u", e->dest.file, (long)getpid(), k);
      if (link(e->dest.file, b.data) == 0) e->backup = b.data, b.data = NULL;
      else if (errno != EEXIST) break;
    }
    if (e->backup) psyCleanupAddPath(e->backup, false);
    psyStrBufFree(&b);
  }
}

/* Puts entry `e` in place: copied into a device or FIFO (the scratch file then goes), renamed
 * over a file. */
static int setPlace(SetEntry *e) {
  int bad;
  if (e->dest.kind == DEST_IN_PLACE) {
    bad = copyInto(e->tmp, e->path);
    dropTemp(e->tmp);
  } else {
    bad = rename(e->tmp, e->dest.file) != 0;
    if (!bad) psyCleanupForgetPath(e->tmp);
  }
  e->placed = !bad;
  return bad;
}

/* Takes back the renames done: each replaced file returns from its backup, each new file
 * goes. What was written into a device or FIFO cannot be taken back. */
static void setRollBack(PsyOutputSet *set) {
  int saved = errno;
  for (int i = set->n - 1; i >= 0; --i) {
    SetEntry *e = &set->entries[i];
    if (!e->placed || e->dest.kind == DEST_IN_PLACE) continue;
    if (e->dest.kind == DEST_NEW) unlink(e->dest.file);
    else if (e->backup && rename(e->backup, e->dest.file) == 0) dropTemp(e->backup);
    e->placed = false;
  }
  errno = saved;
}

/* Runs the renames (or the copies, `inPlace`) of the set in order; the failing entry or -1. */
static int setPlaceAll(PsyOutputSet *set, bool inPlace) {
  for (int i = 0; i < set->n; ++i) {
    SetEntry *e = &set->entries[i];
    if ((e->dest.kind == DEST_IN_PLACE) == inPlace && setPlace(e)) return i;
  }
  return -1;
}

MlirLogicalResult psyOutputSetCommit(PsyOutputSet *set) {
  int failed = setResolve(set);
  if (failed < 0) {
    setBackUp(set);
    /* Devices and FIFOs first: /dev/full fails before any file is replaced. */
    failed = setPlaceAll(set, true);
    if (failed < 0) failed = setPlaceAll(set, false);
  }
  if (failed >= 0) {
    int err = errno;
    setRollBack(set);
    setFail(set, set->entries[failed].path, err);
  }
  for (int i = 0; i < set->n; ++i) {
    SetEntry *e = &set->entries[i];
    if (e->backup) dropTemp(e->backup);
    free(e->backup), e->backup = NULL;
    free(e->dest.file), e->dest.file = NULL;
  }
  return failed < 0 ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

void psyOutputSetDestroy(PsyOutputSet *set) {
  if (!set) return;
  for (int i = 0; i < set->n; ++i) {
    SetEntry *e = &set->entries[i];
    if (!e->placed) dropTemp(e->tmp);
    free(e->tmp), free(e->path), free(e->dest.file), free(e->backup);
  }
  free(set->entries);
  free(set);
}
