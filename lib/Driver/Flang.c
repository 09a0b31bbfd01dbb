/* Running flang-new-22 on a kernel module (lib/Driver/Driver.h): the coded kernels are
 * compiled to LLVM IR, which the schedule object links in. */
#include "Driver.h"

#include <errno.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "../Support/Alloc.h"
#include "psy-c/Support.h"

extern char **environ;

typedef struct {
  char **v;
  int n, cap;
} Argv;

static void argPush(Argv *a, char *s) {
  a->v = psyGrow(a->v, a->n, &a->cap, sizeof *a->v);
  a->v[a->n++] = s;
}

static void argFree(Argv *a) {
  for (int i = 0; i < a->n; ++i) free(a->v[i]);
  free(a->v);
}

const char *psyFlangName(void) {
  const char *flang = getenv("PSY_FLANG");
  return flang && *flang ? flang : "flang-new-22";
}

static Argv flangCommand(const PsyBindingOptions *o, const char *path, const char *out,
                         const char *modDir) {
  Argv a = {0};
  argPush(&a, psyXstrdup(psyFlangName()));
  const char *fixed[] = {"-S", "-emit-llvm", "-cpp", "-O2"};
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; ++i) argPush(&a, psyXstrdup(fixed[i]));
  /* Generic x86-64 unless asked: the object must run on any machine that links it. */
  if (o->hostTuned) argPush(&a, psyXstrdup("-march=native"));
  for (int i = 0; i < o->ndefines; ++i) argPush(&a, psyFormat("-D%s", o->defines[i]));
  for (int i = 0; i < o->nundefines; ++i) argPush(&a, psyFormat("-U%s", o->undefines[i]));
  for (int i = 0; i < o->nincludes; ++i) argPush(&a, psyFormat("-I%s", o->includes[i]));
  char *flags = psyXstrdup(o->kernelFlags ? o->kernelFlags : "");
  for (char *t = strtok(flags, " \t"); t; t = strtok(NULL, " \t")) argPush(&a, psyXstrdup(t));
  free(flags);
  argPush(&a, psyFormat("-J%s", modDir));
  argPush(&a, psyXstrdup("-o"));
  argPush(&a, psyXstrdup(out));
  argPush(&a, psyXstrdup(path));
  argPush(&a, NULL);
  return a;
}

/* Runs the command; its diagnostics go to our stderr. The exit status, or -1. */
static int run(char *const *argv) {
  pid_t pid;
  if (posix_spawnp(&pid, argv[0], NULL, NULL, argv, environ)) return -1;
  psyCleanupAddChild(pid); /* a signal stops it before removing the directory it writes */
  int status, r = 0;
  while ((r = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {}
  psyCleanupForgetChild(pid);
  return r < 0 ? -1 : WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int psyFlangCompileToIR(const PsyBindingOptions *o, const char *path, const char *out,
                        const char *modDir) {
  Argv cmd = flangCommand(o, path, out, modDir);
  int status = run(cmd.v);
  argFree(&cmd);
  return status;
}
