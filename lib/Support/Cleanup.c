/* Removing temporaries when a tool is interrupted. psyc writes every output to a temporary
 * beside it and compiles kernels in a temporary directory; a SIGINT (Ctrl-C) or SIGTERM
 * would otherwise leave them behind. Code that creates a temporary registers it here and
 * forgets it once it is renamed or removed; a tool that wants the cleanup installs the
 * handlers. The handler may run at any instruction, so it only reads this fixed static table
 * and calls async-signal-safe functions: kill and waitpid for the child processes (which
 * could still be writing into a temporary directory), then unlink, rmdir and the raw directory
 * reads of a temporary directory, and finally re-raises the signal with its default action,
 * so the tool dies of it as if no handler had been installed. */
#define _GNU_SOURCE /* getdents64 */
#include "psy-c/Support.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Far more than psyc holds at once (a few outputs, one kernel directory, one child per -j
 * worker); beyond it a temporary is simply not cleaned up on a signal. */
enum { kMaxTemps = 64, kMaxChildren = 1024 };

/* A slot is published only once its string is complete, and cleared before it is freed, so
 * the handler never reads a half-written entry. */
static char *volatile temps[kMaxTemps];
static volatile bool tempIsDir[kMaxTemps];
static volatile pid_t children[kMaxChildren];

void psyCleanupAddPath(const char *path, bool isDir) {
  for (int i = 0; i < kMaxTemps; ++i) {
    if (temps[i]) continue;
    char *copy = strdup(path);
    if (!copy) return;
    tempIsDir[i] = isDir;
    temps[i] = copy;
    return;
  }
}

void psyCleanupForgetPath(const char *path) {
  for (int i = 0; i < kMaxTemps; ++i) {
    char *p = temps[i];
    if (!p || strcmp(p, path)) continue;
    temps[i] = NULL;
    free(p);
    return;
  }
}

void psyCleanupAddChild(int pid) {
  for (int i = 0; i < kMaxChildren; ++i)
    if (!children[i]) {
      children[i] = pid;
      return;
    }
}

void psyCleanupForgetChild(int pid) {
  for (int i = 0; i < kMaxChildren; ++i)
    if (children[i] == pid) children[i] = 0;
}

void psyCleanupForgetChildren(void) {
  for (int i = 0; i < kMaxChildren; ++i) children[i] = 0;
}

/* Unlinks every entry of the directory `dir` (the kernel directory holds plain files only:
 * IR and module files), then the directory. */
static void removeDir(const char *dir) {
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0) {
    char buf[4096];
    for (ssize_t n; (n = getdents64(fd, buf, sizeof buf)) > 0;)
      for (ssize_t at = 0; at < n;) {
        struct dirent64 *e = (struct dirent64 *)(buf + at);
        at += e->d_reclen;
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) unlinkat(fd, e->d_name, 0);
      }
    close(fd);
  }
  rmdir(dir);
}

static void onSignal(int sig) {
  for (int i = 0; i < kMaxChildren; ++i)
    if (children[i] > 0) kill(children[i], SIGTERM);
  for (int i = 0; i < kMaxChildren; ++i)
    if (children[i] > 0) waitpid(children[i], NULL, 0);
  for (int i = 0; i < kMaxTemps; ++i) {
    const char *p = temps[i];
    if (p && tempIsDir[i]) removeDir(p);
    else if (p) unlink(p);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

static const int kSignals[] = {SIGINT, SIGTERM, SIGHUP};

void psyCleanupInstallSignalHandlers(void) {
  for (size_t i = 0; i < sizeof kSignals / sizeof *kSignals; ++i) {
    struct sigaction sa = {.sa_handler = onSignal};
    sigfillset(&sa.sa_mask); /* one cleanup at a time, never interrupted by another signal */
    struct sigaction old;
    /* A signal the shell told us to ignore (nohup, `&` without job control) stays ignored. */
    if (sigaction(kSignals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    sigaction(kSignals[i], &sa, NULL);
  }
}

void psyCleanupInChild(void) {
  psyCleanupForgetChildren();
  for (size_t i = 0; i < sizeof kSignals / sizeof *kSignals; ++i) {
    struct sigaction old;
    if (sigaction(kSignals[i], NULL, &old) == 0 && old.sa_handler == onSignal)
      signal(kSignals[i], SIG_DFL);
  }
}
