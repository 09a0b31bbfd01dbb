/* Running a step that hostile input could make unbounded (flang's preprocessor expanding a
 * macro that doubles at each level) in a child process under resource limits: the limits
 * can only be set on a whole process, and the library doing the step cannot be interrupted
 * or told to stop. Memory is bounded by RLIMIT_AS over what the child already maps (an
 * allocation past it fails, and the library aborts), time by alarm(2) for a step that waits
 * (an #include of a FIFO) and RLIMIT_CPU for one that computes. */
#define _GNU_SOURCE
#include "psy-c/Support.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* The child's address space as it starts (its parent's, copied), in bytes. */
static rlim_t mappedBytes(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  unsigned long pages = 0;
  if (f && fscanf(f, "%lu", &pages) != 1)
    pages = 0;
  if (f)
    fclose(f);
  return (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE);
}

static _Noreturn void runChild(void (*fn)(void *), void *user, size_t maxBytes,
                               unsigned maxSeconds) {
  psyCleanupInChild();
  int null = open("/dev/null", O_WRONLY);
  if (null >= 0)
    dup2(null, 2); /* the library's own "out of memory" report */
  rlim_t as = mappedBytes() + (rlim_t)maxBytes;
  struct rlimit mem = {as, as}, cpu = {maxSeconds, maxSeconds + 1};
  setrlimit(RLIMIT_AS, &mem);
  setrlimit(RLIMIT_CPU, &cpu);
  alarm(maxSeconds);
  fn(user);
  _exit(0); /* not exit: the parent's buffered output and atexit work are its own */
}

PsyBoundedStatus psyRunBounded(void (*fn)(void *), void *user, size_t maxBytes,
                               unsigned maxSeconds) {
  pid_t pid = fork();
  if (pid < 0)
    return PSY_BOUNDED_NOT_RUN;
  if (pid == 0)
    runChild(fn, user, maxBytes, maxSeconds);
  psyCleanupAddChild(pid);
  int status = 0;
  pid_t got;
  while ((got = waitpid(pid, &status, 0)) < 0 && errno == EINTR)
    continue;
  psyCleanupForgetChild(pid);
  if (got < 0)
    return PSY_BOUNDED_NOT_RUN;
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
    return PSY_BOUNDED_OK;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  return sig == SIGALRM || sig == SIGXCPU || sig == SIGKILL ? PSY_BOUNDED_OUT_OF_TIME
                                                            : PSY_BOUNDED_OUT_OF_MEMORY;
}
