#include "psy-c/Support.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
  if (f != stdin)
    fclose(f);
  if (bad) {
    free(buf);
    errno = errno ? errno : EIO;
    return NULL;
  }
  buf[len] = 0;
  if (size)
    *size = len;
  return buf;
}

int psyWriteFileAtomically(const char *path, const char *data, size_t n, char *err,
                           size_t errSize) {
  if (strcmp(path, "-") == 0)
    return fwrite(data, 1, n, stdout) == n && fflush(stdout) == 0 ? 0 : 1;
  size_t len = strlen(path) + 16;
  char *tmp = malloc(len);
  if (!tmp)
    abort();
  snprintf(tmp, len, "%s.tmpXXXXXX", path);
  int fd = mkstemp(tmp);
  FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
  int bad = !f || fwrite(data, 1, n, f) != n;
  if (f && fclose(f) != 0)
    bad = 1;
  if (!bad && rename(tmp, path) != 0)
    bad = 1;
  if (bad) {
    snprintf(err, errSize, "cannot write '%s': %s", path, strerror(errno));
    if (fd >= 0)
      unlink(tmp);
  }
  free(tmp);
  return bad;
}
