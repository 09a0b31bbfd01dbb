# lit configuration for psy-mlir (loaded from the build tree's lit.site.cfg.py).
import os
import subprocess
import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "psy-mlir"


def asan_runtime():
    """The shared ASan runtime of the compiler that built a sanitizer build."""
    for name in ("libclang_rt.asan-x86_64.so", "libasan.so"):
        path = subprocess.check_output(
            [config.c_compiler, "-print-file-name=" + name]).decode().strip()
        if os.path.isabs(path) and os.path.exists(path):
            return path
    lit_config.fatal("PSY_SANITIZE build: cannot find the compiler's shared ASan runtime")


def lsan_options(fast_unwind):
    """LeakSanitizer's options in a sanitizer build: test/lsan.supp's suppressions. Their
    stacks pass through MPI's components, built without frame pointers and unloaded by
    MPI_Finalize: only the slow unwinder reaches the frames of the libraries named."""
    return ("suppressions=" + os.path.join(config.test_source_root, "lsan.supp") +
            ":print_suppressions=0:fast_unwind_on_malloc=" + ("1" if fast_unwind else "0"))


def flang_fc1_command():
    """flang-new-22 -fc1, for loading PsyFlang.so. In a sanitizer build the plugin and libPsyIR
    are instrumented but flang is not, so flang runs with the ASan runtime preloaded (psyc's
    flang child too, through PSY_FLANG). Leak checking is off in that process only: its
    allocations are flang's; memory errors in psy code are still caught."""
    if not config.sanitize:
        return "flang-new-22 -fc1"
    env = ("LD_PRELOAD=" + asan_runtime() +
           " ASAN_OPTIONS=detect_leaks=0:verify_asan_link_order=0")
    wrapper = os.path.join(config.psy_obj_root, "test", "flang-sanitized.sh")
    os.makedirs(os.path.dirname(wrapper), exist_ok=True)
    with open(wrapper, "w") as f:
        f.write("#!/bin/sh\n" + env + ' exec flang-new-22 "$@"\n')
    os.chmod(wrapper, 0o755)
    config.environment["PSY_FLANG"] = wrapper
    return "env " + env + " flang-new-22 -fc1"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".c", ".f90", ".F90", ".x90", ".test"]
# Inputs/ holds drivers and helper files that RUN lines use; they are not tests.
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.psy_obj_root, "test")

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.psy_tools_dir, append_path=True)

config.substitutions.append(("%psy_src_root", config.psy_src_root))
config.substitutions.append(("%mlir_include", os.path.join(os.path.dirname(config.llvm_tools_dir), "include")))
# libPsyIR.so is also a dialect plugin for stock mlir-opt: --load-dialect-plugin=%psy_plugin_lib
config.substitutions.append(("%psy_plugin_lib", os.path.join(config.psy_lib_dir, "libPsyIR.so")))
config.substitutions.append(("%psy_libdir", config.psy_lib_dir))
config.substitutions.append(("%psy_plugin", os.path.join(config.psy_lib_dir, "PsyFlang.so")))
config.substitutions.append(("%flang_fc1", flang_fc1_command()))
config.substitutions.append(
    ("%asan_runtime_flag", "--asan-runtime=" + asan_runtime() if config.sanitize else ""))
config.substitutions.append(("%ptxas", config.ptxas))
# `ptxas`: CUDA's PTX assembler is installed, so the PTX tests can check what they write.
if os.access(config.ptxas, os.X_OK):
    config.available_features.add("ptxas")
# Programs of OpenMP schedules (psyc --psy-omp) link LLVM's OpenMP runtime, libomp (Debian
# libomp-22-dev, in LLVM's library directory).
config.substitutions.append(
    ("%libomp", "-L{0} -lomp -Wl,-rpath,{0}".format(config.llvm_lib_dir)))
# Programs of schedules built with psyc --psy-jit link libPsyJit (docs/jit.md), which brings
# Debian's libLLVM with it.
config.substitutions.append(
    ("%psy_jit_libs", "-L{0} -lPsyJit -Wl,-rpath,{0}".format(config.psy_lib_dir)))
# How such programs run: in a sanitizer build LLVM's optimiser, inside libPsyJit, allocates
# millions of times per specialisation, and the slow unwinder LeakSanitizer's suppressions
# need (lsan_options above) makes each allocation cost a stack walk: a run that takes a
# second takes tens of minutes, or hangs: JITLink registers the code's unwind tables while
# libgcc's unwinder holds its lock, and a stack walk from inside it waits on that lock for
# ever. %jit_env runs them with the fast unwinder and leak checking on (the programs without
# MPI); %jit_mpi_env, for programs over MPI, whose leaks only the slow unwinder can
# suppress, with the fast unwinder and leak checking off. Memory errors and undefined
# behaviour are caught either way. Outside sanitizer builds both are plain `env`.
jit_env = jit_mpi_env = "env"
if config.sanitize:
    jit_env = "env LSAN_OPTIONS=" + lsan_options(fast_unwind=True)
    jit_mpi_env = ("env ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 LSAN_OPTIONS=" +
                   lsan_options(fast_unwind=True))
config.substitutions.append(("%jit_mpi_env", jit_mpi_env))
config.substitutions.append(("%jit_env", jit_env))
if os.path.exists(os.path.join(config.llvm_lib_dir, "libomp.so")):
    config.available_features.add("libomp")
# %cc compiles and links test drivers (with the sanitizers of a PSY_SANITIZE build).
cc = config.c_compiler
if config.sanitize:
    cc += " -fsanitize=" + config.sanitize
config.substitutions.append(("%cc", cc + " -std=c17 -O1 -Wall -Wextra -Werror"))

tools = ["psy-opt", "psy-translate", "psyc", "psy-capi-test", "psy-gocean-capi-test", "psy-frontend-test",
         "psy-gen-builtins-doc",
         "psy-fuzz-fortran", "psy-fuzz-kernel", "psy-fuzz-config", "psy-fuzz-ir"]
# In a sanitizer build the tools, which link neither MPI nor OpenCL, keep ASan's fast
# unwinder for their allocations' stacks (the slow one that test/lsan.supp needs, below,
# makes psy-opt ten times slower). Each runs through a one-word wrapper script, so that a
# RUN line can hand the tool on as one word (`make PSYCLONE=psyc`, `--psyc psyc`).
def psy_tool(t):
    if not config.sanitize:
        return ToolSubst(t, unresolved="ignore")
    wrapper = os.path.join(config.psy_obj_root, "test", "sanitized-tools", t)
    os.makedirs(os.path.dirname(wrapper), exist_ok=True)
    with open(wrapper, "w") as f:
        f.write("#!/bin/sh\nLSAN_OPTIONS='%s' exec '%s' \"$@\"\n" %
                (lsan_options(fast_unwind=True), os.path.join(config.psy_tools_dir, t)))
    os.chmod(wrapper, 0o755)
    return ToolSubst(t, command=wrapper, unresolved="ignore")
llvm_config.add_tool_substitutions([psy_tool(t) for t in tools], [config.psy_tools_dir])
# In a sanitizer build the plugin mlir-opt loads is instrumented but mlir-opt is not: it runs
# with the ASan runtime preloaded, leak checking off (its allocations are MLIR's).
mlir_opt_extra = {}
if config.sanitize:
    mlir_opt_extra = dict(command="env", extra_args=[
        "LD_PRELOAD=" + asan_runtime(),
        "ASAN_OPTIONS=detect_leaks=0:verify_asan_link_order=0",
        os.path.join(config.llvm_tools_dir, "mlir-opt")])
llvm_config.add_tool_substitutions(
    [ToolSubst("mlir-opt", unresolved="fatal", **mlir_opt_extra),
     ToolSubst("spirv-val", unresolved="fatal")],
    [config.llvm_tools_dir, "/usr/bin"])

if config.sanitize:
    config.available_features.add("sanitizer")
    # Leak checking on: every leak fails its test, but for the third-party libraries that
    # test/lsan.supp names (MPI's, hwloc's, PoCL's and the LLVM PoCL loads), which keep
    # allocations to the end in every program linking them. test/Runtime/lsan-planted-leak.c
    # checks that a leak of this project's runtime is still reported.
    config.environment["ASAN_OPTIONS"] = "detect_leaks=1:abort_on_error=1"
    config.environment["LSAN_OPTIONS"] = lsan_options(fast_unwind=False)
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"

# `host-avx2`: this machine's CPU has AVX2 and FMA, so code tuned for it (psyc
# --psy-host-tuned) uses the ymm registers or fused multiply-adds that generic x86-64 code
# may not; a test of that tuning needs such a host.
try:
    with open("/proc/cpuinfo") as f:
        cpu_flags = set(w for line in f if line.startswith("flags") for w in line.split())
except OSError:
    cpu_flags = set()
if {"avx2", "fma"} <= cpu_flags:
    config.available_features.add("host-avx2")

# The runtime over MPI (docs/runtime.md): %mpicc compiles and links MPI test drivers,
# %mpirun runs them (oversubscribing the cores, allowed as root, and killed after two minutes
# so that a hang fails instead of stalling the suite), %psy_rt_mpi_libs links a C program
# with libPsyRuntimeMpi and %rt_fortran_mpi_libs a Fortran one with libPsyRuntimeFortran and
# libPsyRuntimeMpi (%rt_fortran_libs, in test/Runtime/lit.local.cfg, is the serial one).
# The `mpi` feature is there when mpicc and mpirun are installed.
import shutil
if shutil.which("mpicc") and shutil.which("mpirun"):
    config.available_features.add("mpi")
    mpi_link = subprocess.check_output(["mpicc", "--showme:link"]).decode().strip()
else:
    mpi_link = "-lmpi-not-found"
# In a sanitizer build mpicc wraps the build's compiler, with its sanitizers, as %cc does:
# the runtime libraries are instrumented.
mpicc = "mpicc"
if config.sanitize:
    mpicc = "env OMPI_CC=" + config.c_compiler + " mpicc -fsanitize=" + config.sanitize
config.substitutions.append(("%mpicc", mpicc + " -std=c17 -O1 -Wall -Wextra -Werror"))
config.substitutions.append(
    ("%mpirun", "env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 "
     "timeout 120 mpirun --oversubscribe"))
config.substitutions.append(
    ("%psy_rt_mpi_libs", os.path.join(config.psy_lib_dir, "libPsyRuntimeMpi.a") + " " +
     mpi_link + " -lm"))
config.substitutions.append(
    ("%rt_fortran_mpi_libs", os.path.join(config.psy_lib_dir, "libPsyRuntimeFortran.a") + " " +
     os.path.join(config.psy_lib_dir, "libPsyRuntimeMpi.a") + " " + mpi_link + " -lm"))
