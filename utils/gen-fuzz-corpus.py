#!/usr/bin/env python3
"""Writes the libFuzzer seed corpora and dictionaries of test/Fuzz (docs/developer.md,
"Fuzzing") from the project's own test inputs. Run from anywhere; it rewrites
test/Fuzz/corpus/<reader>/ and test/Fuzz/dict/*.dict:

  fortran/  an algorithm test of test/Frontend with the kernel modules it uses in front of
            it, one file each (psy-fuzz-fortran reads its input as its own kernel file);
  kernel/   the kernel modules of test/Frontend/Inputs;
  config/   the PSyclone configuration and precision files of the tests;
  ir/       the chunks (split at `// -----`) of the psy dialect and pass tests.

lit's RUN and CHECK lines are dropped: they are comments to every reader. Seeds are kept
small (a fuzzer mutates a small input faster and as well)."""
import hashlib
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
TEST = ROOT / "test"
OUT = TEST / "Fuzz" / "corpus"
DICT = TEST / "Fuzz" / "dict"
MAX_SEED = 6000
CHUNKS_PER_FILE = 3
LIT_LINE = re.compile(r"^\s*(!|//|#)\s*(RUN|CHECK|[A-Z]+(-[A-Z]+)*)(-NEXT|-LABEL|-SAME|-NOT)?:")


def strip_lit(text):
    return "".join(l for l in text.splitlines(True) if not LIT_LINE.match(l))


def write(reader, name, text):
    if not text.strip() or len(text.encode()) > MAX_SEED:
        return
    folder = OUT / reader
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text)


def kernel_modules():
    """module name -> text, for every kernel module of the front end's tests."""
    mods = {}
    for path in sorted((TEST / "Frontend" / "Inputs").glob("kernels*/**/*.f90")):
        text = strip_lit(path.read_text(errors="replace"))
        for name in re.findall(r"^\s*module\s+(\w+)\s*$", text, re.M | re.I):
            mods.setdefault(name.lower(), (path, text))
    return mods


def fortran_seeds(mods):
    for path in sorted((TEST / "Frontend").glob("alg_*.f90")):
        alg = strip_lit(path.read_text(errors="replace"))
        used = [m.lower() for m in re.findall(r"^\s*use\s+(\w+)", alg, re.M | re.I)]
        kernels = [mods[m][1] for m in dict.fromkeys(used) if m in mods]
        write("fortran", path.stem + ".f90", "".join(kernels) + alg)


def kernel_seeds(mods):
    for path, text in sorted({p: t for p, t in mods.values()}.items()):
        write("kernel", path.parent.name + "-" + path.name, text)


def config_seeds():
    for path in sorted(TEST.glob("**/*.cfg")):
        if path.name != "lit.local.cfg":
            name = "-".join(path.relative_to(TEST).parts)
            write("config", name, path.read_text())


def ir_seeds():
    files = sorted((TEST / "Dialect").glob("**/*.mlir")) + sorted(
        (TEST / "Transforms").glob("**/*.mlir"))
    for path in files:
        chunks = re.split(r"^// -----\s*$", path.read_text(errors="replace"), flags=re.M)
        for i, chunk in enumerate(chunks[:CHUNKS_PER_FILE]):
            text = strip_lit(chunk).strip() + "\n"
            if "psy." in text:
                digest = hashlib.sha1(text.encode()).hexdigest()[:10]
                write("ir", f"{path.stem}-{i}-{digest}.mlir", text)


def words(pattern, *paths):
    found = set()
    for p in paths:
        found.update(re.findall(pattern, (ROOT / p).read_text()))
    return sorted(found)


def dictionaries():
    DICT.mkdir(parents=True, exist_ok=True)
    fortran = ["module", "end module", "program", "end program", "subroutine", "contains",
               "use", "only", "implicit none", "type", "extends", "end type", "integer",
               "real", "logical", "intent(in)", "intent(inout)", "dimension", "call",
               "invoke", "name=", "procedure", "nopass", "interface", "module procedure",
               "::", "=>", "(/", "/)", "&", "kernel_type", "arg_type", "func_type",
               "mesh_data_type", "reference_element_data_type", "meta_args", "meta_funcs",
               "operates_on", "gh_shape", "gh_evaluator_targets", "meta_mesh",
               "meta_reference_element", "field_type", "field_vector_type", "operator_type",
               "r_def", "i_def", "r_solver", "r_tran", "#include", "#ifdef", "#define"]
    fortran += words(r'"((?:gh|w|any|cell|dof|domain|stencil|x1d|y1d|xory1d|cross|region|'
                     r'adjacent|normals|outward|reference|halo|owned)[a-z0-9_]*)"',
                     "lib/Domain/Domain.c")
    fortran += [b.lower() for b in words(r'"([a-zA-Z][a-zA-Z0-9_]*)"', "lib/Dialect/Builtins.c")]
    write_dict("fortran.dict", fortran)
    ops = ["psy." + o for o in words(r'Psy_(?:Halo)?Op<"([a-z_]+)"', "dialect/PsyOps.td")]
    types = ["!psy." + t for t in words(r'Psy_Type<"\w+", "([a-z_]+)"', "dialect/PsyTypes.td")]
    ir = ops + types + ["#psy.meta_arg", "func.func", "return", "module", "attributes",
                        "cells", "dofs", "colours", "ncells", "depth", "to", "f64", "f32",
                        "i32", "index", "psy.config", "psy.invoke", "psy.alg_args"]
    write_dict("ir.dict", ir)
    cfg = ["[DEFAULT]", "[lfric]", "[gocean]", "true", "false", "yes", "off", " = ", ": "]
    cfg += words(r'\{"([a-z_]+)", "(?:DEFAULT|lfric)"', "lib/Driver/Config.c")
    cfg += ["r_def: 8", "i_def: 4", "l_def: 1", "r_quad: 16", "f32", "f64"]
    write_dict("config.dict", cfg)


def write_dict(name, entries):
    lines = ["# " + name + ": written by utils/gen-fuzz-corpus.py"]
    for e in dict.fromkeys(entries):
        lines.append('"' + e.replace("\\", "\\\\").replace('"', '\\"') + '"')
    (DICT / name).write_text("\n".join(lines) + "\n")


def main():
    for folder in OUT.glob("*"):
        for f in folder.glob("*"):
            f.unlink()
    mods = kernel_modules()
    fortran_seeds(mods)
    kernel_seeds(mods)
    config_seeds()
    ir_seeds()
    dictionaries()


if __name__ == "__main__":
    main()
