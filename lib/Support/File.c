/* Reading whole files (by length: they may hold NUL bytes) and writing outputs atomically. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "psy-c/Support.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

char *psyReadFile(const char *path, size_t *size) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  while (buf) {
    len += fread(buf + len, 1, cap - len - 1, f);
    if (len < cap - 1)
      break;
    char *grown = realloc(buf, cap *= 2);
    if (!grown)
      free(buf);
    buf = grown;
  }
  int bad = !buf || ferror(f);
  int savedErrno = !buf ? ENOMEM : errno ? errno : EIO;
  if (f != stdin)
    fclose(f);
  if (bad) {
    free(buf);
    errno = savedErrno;
    return NULL;
  }
  buf[len] = 0;
  if (size)
    *size = len;
  return buf;
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

/* Opens a fresh `path.tmpPID.K` beside `path` with mode 0666, which the kernel masks with the
 * umask as for any new file (mkstemp would give 0600). O_EXCL never follows or reuses an
 * existing name; a taken one makes us try the next K. Returns the descriptor or -1. */
static int openTemp(const char *path, PsyStrBuf *tmp) {
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  unsigned k = (unsigned)now.tv_nsec;
  for (int attempt = 0; attempt < 100; ++attempt, ++k) {
    tmp->len = 0;
    psyStrBufPrintf(tmp, "%s.tmp%ld.%u", path, (long)getpid(), k);
    int fd = open(tmp->data, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0)
      psyCleanupAddPath(tmp->data, false);
    if (fd >= 0 || errno != EEXIST)
      return fd;
  }
  return -1;
}

/* Writes a regular file through a temporary file and rename(2). A file that existed keeps its
 * mode (`old`, or NULL for a new file), as if it had been rewritten in place. */
static int writeViaTemp(const char *path, const struct stat *old, const char *data,
                        size_t n) {
  PsyStrBuf tmp = {0};
  int fd = openTemp(path, &tmp);
  int bad = fd < 0 || (old && fchmod(fd, old->st_mode & 07777) != 0) || writeAll(fd, data, n);
  if (fd >= 0 && close(fd) != 0)
    bad = 1;
  if (!bad && rename(tmp.data, path) != 0)
    bad = 1;
  if (bad && fd >= 0) {
    int saved = errno;
    unlink(tmp.data);
    errno = saved;
  }
  if (fd >= 0)
    psyCleanupForgetPath(tmp.data);
  psyStrBufFree(&tmp);
  return bad;
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

/* A path that names a regular file, or nothing yet, is replaced atomically; a symbolic link
 * to a regular file keeps the link and has its target replaced; anything else is written in
 * place. */
static int writeFile(const char *path, const char *data, size_t n) {
  struct stat st;
  if (lstat(path, &st) != 0)
    return errno == ENOENT ? writeViaTemp(path, NULL, data, n) : 1;
  if (S_ISREG(st.st_mode))
    return writeViaTemp(path, &st, data, n);
  if (!S_ISLNK(st.st_mode))
    return writeInPlace(path, data, n);
  char *target = realpath(path, NULL);
  int bad = target && stat(target, &st) == 0 && S_ISREG(st.st_mode)
                ? writeViaTemp(target, &st, data, n)
                : writeInPlace(path, data, n);
  free(target);
  return bad;
}

int psyWriteFileAtomically(const char *path, const char *data, size_t n, char *err,
                           size_t errSize) {
  errno = 0;
  int bad = strcmp(path, "-") == 0
                ? fwrite(data, 1, n, stdout) != n || fflush(stdout) != 0
                : writeFile(path, data, n);
  if (bad)
    snprintf(err, errSize, "cannot write '%s': %s", strcmp(path, "-") ? path : "<stdout>",
             strerror(errno ? errno : EIO));
  return bad;
}

int psyInputFileCheck(const char *path, char *why, size_t whySize) {
  struct stat st;
  if (stat(path, &st) != 0) return 0;
  if (S_ISDIR(st.st_mode))
    return snprintf(why, whySize, "'%s' is a directory, not a source file", path), -1;
  if (!S_ISREG(st.st_mode))
    return snprintf(why, whySize, "'%s' is not a regular file (input is read from files, not "
                    "devices or pipes)", path), -1;
  if (st.st_size > PSY_MAX_INPUT_BYTES)
    return snprintf(why, whySize, "'%s' is larger than the %ld MiB an input file may have",
                    path, PSY_MAX_INPUT_BYTES >> 20), -1;
  return 0;
}
