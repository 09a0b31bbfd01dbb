/* Running flang-new-22 on a kernel module (lib/Driver/Driver.h): the coded kernels are
 * compiled to LLVM IR, which the schedule object links in. */
#include "Driver.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "psy-c/Alloc.h"
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
                         const char *modDir, const char *triple) {
  Argv a = {0};
  argPush(&a, psyXstrdup(psyFlangName()));
  const char *fixed[] = {"-S", "-emit-llvm", "-cpp", "-O2"};
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; ++i) argPush(&a, psyXstrdup(fixed[i]));
  /* On the CPU, no vectorising yet: the IR is linked into the loops and optimised again at O3,
   * and a kernel body that the SLP vectoriser has already packed into <2 x double> operations
   * keeps the loop vectoriser off the loop it is inlined into ("instruction return type
   * cannot be vectorized"); the loop vectoriser then packs the whole loop itself. */
  if (!triple) {
    argPush(&a, psyXstrdup("-fno-slp-vectorize"));
    argPush(&a, psyXstrdup("-fno-vectorize"));
  }
  /* Generic x86-64 unless asked: the object must run on any machine that links it. */
  if (o->hostTuned && !triple) argPush(&a, psyXstrdup("-march=native"));
  /* --psy-jit on a CPU with fused multiply-add: whether the back end fuses a multiply into
   * an add depends on the shape of the code around them, which specialising changes; with
   * no contraction the specialised code rounds as the ahead-of-time code (docs/jit.md). */
  if (o->jit && o->hostTuned && !triple) argPush(&a, psyXstrdup("-ffp-contract=off"));
  /* A device computes the host's roundings: generic x86-64 has no fused multiply-add, so the
   * device forms none either (docs/gpu.md). */
  if (triple) {
    argPush(&a, psyFormat("--target=%s", triple));
    argPush(&a, psyXstrdup("-ffp-contract=off"));
  }
  for (int i = 0; i < o->ndefines; ++i) argPush(&a, psyFormat("-D%s", o->defines[i]));
  for (int i = 0; i < o->nundefines; ++i) argPush(&a, psyFormat("-U%s", o->undefines[i]));
  for (int i = 0; i < o->nincludes; ++i) argPush(&a, psyFormat("-I%s", o->includes[i]));
  /* After the user's: module files compiled beside the kernels are found too. */
  const char *slash = strrchr(path, '/');
  argPush(&a, slash ? psyFormat("-I%.*s", (int)(slash - path), path) : psyXstrdup("-I."));
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

/* Runs the command; its diagnostics go to our stderr, or to file `err` if not NULL. The exit
 * status, or -1. */
static int run(char *const *argv, const char *err) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  if (err) posix_spawn_file_actions_addopen(&fa, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  pid_t pid;
  int failed = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (failed) return -1;
  psyCleanupAddChild(pid); /* a signal stops it before removing the directory it writes */
  int status, r = 0;
  while ((r = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {}
  psyCleanupForgetChild(pid);
  return r < 0 ? -1 : WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int psyFlangCompileToIR(const PsyBindingOptions *o, const char *path, const char *out,
                        const char *modDir, const char *err) {
  return psyFlangCompileFor(o, path, out, modDir, err, NULL);
}

int psyFlangCompileFor(const PsyBindingOptions *o, const char *path, const char *out,
                       const char *modDir, const char *err, const char *triple) {
  Argv cmd = flangCommand(o, path, out, modDir, triple);
  int status = run(cmd.v, err);
  argFree(&cmd);
  return status;
}

/* flang words a use it cannot satisfy "Cannot parse (read, use) module file for module 'x'":
 * the file is missing, or another compiler's (gfortran's), or stale. */
char *psyFlangMissingModule(const char *err) {
  static const char kMark[] = "module file for module '";
  char *text = psyReadFile(err, NULL);
  const char *at = text ? strstr(text, kMark) : NULL;
  const char *end = at ? strchr(at + sizeof kMark - 1, '\'') : NULL;
  char *name = end ? psyFormat("%.*s", (int)(end - at - (sizeof kMark - 1)),
                               at + sizeof kMark - 1)
                   : NULL;
  free(text);
  return name;
}
