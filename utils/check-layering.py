#!/usr/bin/env python3
"""Checks the layering of psy-mlir's sources, and draws it.

The layers and which may use which are the table LAYERS below; docs/architecture.md states the
same rules in words and shows the drawing this script writes (docs/layers.dot). A folder may
use its own layer and the layers its row names, nothing else:
  - includes: every `#include "..."` of lib/, tools/ and include/psy-c, resolved to the file it
    names, must point to an allowed layer; tools include only public headers; none climbs out
    of its folder (`#include "../X/Y.h"`): a folder's headers are its own, and what another
    folder needs goes in the public header of its layer (include/psy-c);
  - calls: every symbol an object file of the build uses and another one defines (nm) must be
    defined in an allowed layer;
  - no circle between folders, of includes or calls, nor of calls between the files of a
    folder of FILE_CIRCLES (lib/Abi: leaves, families, dispatch);
  - no C or C++ source file over MAX_LINES lines;
  - no absolute path of a developer's machine in any tracked file.

  utils/check-layering.py --build build            # check; exit 1 with one line per problem
  utils/check-layering.py --build build --dot      # print the drawing (docs/layers.dot)
  utils/check-layering.py --build build --check-dot docs/layers.dot   # check it is current
"""
import argparse
import os
import re
import subprocess
import sys

# (layer, folders, layers it may use). Bottom first.
LAYERS = [
    ("tables", ["include/psy-c/*.def"], []),
    ("support", ["lib/Support"], ["tables"]),
    ("domain", ["lib/Domain"], ["support", "tables"]),
    ("dialect", ["lib/Dialect", "dialect"], ["domain", "support", "tables"]),
    ("analysis", ["lib/Analysis"], ["domain", "dialect", "support", "tables"]),
    ("abi", ["lib/Abi"], ["dialect", "domain", "support", "tables"]),
    ("transforms", ["lib/Transforms"], ["abi", "analysis", "domain", "dialect", "support",
                                        "tables"]),
    # The Fortran parse tree and the flang walker that fills it: below both the front end and
    # the targets that read kernel bodies, and knowing neither LFRic nor GOcean.
    ("fortran", ["lib/Fortran", "lib/Fortran/Flang"], ["support", "tables"]),
    ("target", ["lib/Target"], ["fortran", "transforms", "abi", "analysis", "domain", "dialect",
                                "support", "tables"]),
    ("frontend", ["lib/Frontend"], ["fortran", "domain", "dialect", "support", "tables"]),
    ("driver", ["lib/Driver"], ["frontend", "fortran", "target", "transforms", "abi",
                                "analysis", "domain", "dialect", "support", "tables"]),
    # psyc is flags, batching and exit codes: the compile path is the driver's.
    ("psyc", ["tools/psyc"], ["driver", "support", "tables"]),
    ("tools", ["tools/*"], ["driver", "frontend", "fortran", "target", "transforms", "abi",
                            "analysis", "domain", "dialect", "support", "tables"]),
    # The runtimes, and libPsyJit, which specialises schedule objects when a program runs.
    ("runtime", ["lib/Runtime", "lib/Jit", "include/psy-rt"], ["tables"]),
]

# Each public header's layer: the layer whose folder implements it (include/psy-c/X.h is
# "X.h"; the C++ include/psy/X.h is "psy/X.h").
PUBLIC_HEADERS = {
    "Export.h": "support", "Support.h": "support", "Source.h": "support", "Alloc.h": "support",
    "StrBuf.h": "support", "PtrMap.h": "support", "psy/Dialect.h": "dialect", "Halo.h": "analysis",
    "Domain.h": "domain", "Dialect.h": "dialect", "Builtins.h": "dialect",
    "BuiltinEffect.h": "dialect", "DialectEnums.def": "tables", "FunctionSpaces.def": "tables",
    "Kernel.h": "domain", "GOcean.h": "domain",
    "Dependence.h": "analysis",
    "Passes.h": "transforms", "Pipeline.h": "transforms",
    "Binding.h": "target", "Target.h": "target", "OpenCL.h": "target", "Device.h": "target",
    "InvokeAbi.h": "abi",
    "FortranTree.h": "fortran", "Fortran.h": "fortran", "Frontend.h": "frontend",
    "Config.h": "driver", "Driver.h": "driver",
}

# Folders whose files must not call each other in a circle either.
FILE_CIRCLES = ["lib/Abi"]

MAX_LINES = 720
SOURCE_EXT = (".c", ".cpp", ".h")
MACHINE_PATH = re.compile(r"(?<![\w.])/(work|home|root|Users)/")


def layer_of_folder(folder):
    for name, folders, _ in LAYERS:
        for f in folders:
            if f.endswith("/*") and folder.startswith(f[:-1]):
                return name
            if folder == f:
                return name
    return None


def allowed(user, used):
    if user == used:
        return True
    return any(name == user and used in uses for name, _, uses in LAYERS)


def tracked_files(src):
    out = subprocess.run(["git", "-C", src, "ls-files"], capture_output=True, text=True)
    if out.returncode == 0 and out.stdout.strip():
        return out.stdout.split()
    files = []
    for root, dirs, names in os.walk(src):
        dirs[:] = [d for d in dirs if not d.startswith(".") and not d.startswith("build")]
        files += [os.path.relpath(os.path.join(root, n), src) for n in names]
    return files


class Unit:
    """A source file: its folder, and the layer that folder is in."""

    def __init__(self, path):
        self.path = path
        self.folder = os.path.dirname(path)
        if path.startswith("include/psy-c/"):
            base = os.path.basename(path)
            self.layer = "tables" if base.endswith(".def") else PUBLIC_HEADERS.get(base)
            self.folder = "include/psy-c" if not base.endswith(".def") else "include/psy-c/*.def"
        elif path.startswith("include/psy/"):
            self.layer = PUBLIC_HEADERS.get(os.path.relpath(path, "include"))
            self.folder = "include/psy"
        else:
            self.layer = layer_of_folder(self.folder)


def resolve_include(src, unit, name):
    """The tracked file an include names, or None (system, upstream or generated)."""
    for base in (os.path.dirname(unit.path), "include"):
        cand = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(os.path.join(src, cand)):
            return cand
    return None


def node_of(unit):
    """The drawing's node for a file: its folder (a public header: the layer it belongs to)."""
    if unit.path.startswith(("include/psy-c/", "include/psy/")) and \
            not unit.path.endswith(".def"):
        return FOLDER_OF_LAYER.get(unit.layer, unit.layer)
    return unit.folder


FOLDER_OF_LAYER = {name: folders[0] for name, folders, _ in LAYERS}


def check_includes(src, files, problems, edges):
    inc = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
    for path in files:
        if not path.endswith(SOURCE_EXT + (".def",)) or not path.startswith(
                ("lib/", "tools/", "include/psy-c/", "include/psy/")):
            continue
        unit = Unit(path)
        if unit.layer is None:
            problems.append(f"{path}: its folder is in no layer (utils/check-layering.py LAYERS)")
            continue
        with open(os.path.join(src, path), errors="replace") as f:
            for lineno, line in enumerate(f, 1):
                m = inc.match(line)
                if not m:
                    continue
                if m.group(1).startswith("../"):
                    problems.append(f"{path}:{lineno}: includes \"{m.group(1)}\" from another "
                                    "folder; include the public header of its layer (psy-c/...)")
                target = resolve_include(src, unit, m.group(1))
                if target is None:
                    continue
                used = Unit(target)
                where = f"{path}:{lineno}"
                if used.layer is None:
                    problems.append(f"{where}: includes {target}, which is in no layer")
                    continue
                if unit.layer in ("tools", "psyc") and not target.startswith(("include/", unit.folder)):
                    problems.append(f"{where}: a tool includes {target}; tools use public "
                                    "headers only")
                if not allowed(unit.layer, used.layer):
                    problems.append(f"{where}: {unit.layer} includes {target} ({used.layer})")
                a, b = node_of(unit), node_of(used)
                if a != b:
                    edges.setdefault((a, b), where)


def objects(build):
    """(source path, object path) of every object file of the build's lib/ and tools/."""
    for top in ("lib", "tools"):
        for root, _, names in os.walk(os.path.join(build, top)):
            m = re.search(r"(^|/)(lib|tools)/(.*?)/?CMakeFiles/[^/]+\.dir(/.*)?$",
                          os.path.relpath(root, build))
            if not m:
                continue
            prefix = os.path.join(m.group(2), m.group(3))
            rest = (m.group(4) or "").lstrip("/")
            for n in names:
                if n.endswith(".o"):
                    yield os.path.normpath(os.path.join(prefix, rest, n[:-2])), \
                        os.path.join(root, n)


def symbols(obj):
    out = subprocess.run(["nm", "--defined-only", "-g", obj], capture_output=True, text=True)
    defined = {l.split()[-1] for l in out.stdout.splitlines() if len(l.split()) == 3}
    out = subprocess.run(["nm", "-u", obj], capture_output=True, text=True)
    used = {l.split()[-1] for l in out.stdout.splitlines() if l.strip()}
    return defined, used


def check_calls(src, build, problems, edges, file_edges):
    defs, uses = {}, {}
    for source, obj in objects(build):
        if not os.path.isfile(os.path.join(src, source)):
            continue  # generated sources
        d, u = symbols(obj)
        for s in d:
            defs.setdefault(s, source)
        uses[source] = u
    for source, used in sorted(uses.items()):
        unit = Unit(source)
        if unit.layer is None:
            continue
        for s in sorted(used):
            target = defs.get(s)
            if target is None or target == source:
                continue
            other = Unit(target)
            if not allowed(unit.layer, other.layer):
                problems.append(f"{source}: {unit.layer} calls {s} of {target} ({other.layer})")
            if unit.folder != other.folder:
                edges.setdefault((unit.folder, other.folder), f"{source} calls {s}")
            elif unit.folder in FILE_CIRCLES:
                file_edges.setdefault((source, target), f"{source} calls {s}")


def check_cycles(edges, problems, what="folders"):
    graph = {}
    for a, b in edges:
        graph.setdefault(a, set()).add(b)
    state = {}

    def visit(n, stack):
        state[n] = 1
        for m in sorted(graph.get(n, ())):
            if state.get(m) == 1:
                cycle = stack[stack.index(m):] + [m]
                problems.append(f"circle between {what}: " + " -> ".join(cycle) + " (" +
                                "; ".join(edges[(x, y)] for x, y in zip(cycle, cycle[1:])) + ")")
            elif not state.get(m):
                visit(m, stack + [m])
        state[n] = 2

    for n in sorted(graph):
        if not state.get(n):
            visit(n, [n])


def check_sizes(src, files, problems):
    for path in files:
        if path.endswith((".c", ".cpp")) and not path.startswith("test/"):
            with open(os.path.join(src, path), errors="replace") as f:
                n = sum(1 for _ in f)
            if n > MAX_LINES:
                problems.append(f"{path}: {n} lines (at most {MAX_LINES})")


def check_paths(src, files, problems):
    for path in files:
        full = os.path.join(src, path)
        if os.path.islink(full) or not os.path.isfile(full):
            continue
        with open(full, "rb") as f:
            data = f.read()
        if b"\0" in data:
            continue
        for lineno, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
            if MACHINE_PATH.search(line):
                problems.append(f"{path}:{lineno}: an absolute machine path")


def dot(edges):
    lines = ["// psy-mlir's folders by layer, and which uses which (includes and calls).",
             "// Generated by utils/check-layering.py --dot; the suite checks it is current.",
             "digraph layers {", "  rankdir=BT;", '  node [shape=box, fontname="Helvetica"];']
    present = {n for e in edges for n in e}
    for name, _, _ in LAYERS:
        members = sorted(n for n in present if Unit(n + "/x.c").layer == name or
                         (n == FOLDER_OF_LAYER[name]))
        members = [m for m in members if m in present]
        if not members:
            continue
        lines.append(f'  subgraph "cluster_{name}" {{ label="{name}";')
        lines += [f'    "{m}";' for m in members]
        lines.append("  }")
    for a, b in sorted(edges):
        lines.append(f'  "{a}" -> "{b}";')
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--build", required=True)
    ap.add_argument("--dot", action="store_true", help="print the drawing and exit")
    ap.add_argument("--check-dot", metavar="FILE", help="also check FILE is the drawing")
    args = ap.parse_args()
    files = tracked_files(args.src)
    problems, edges, file_edges = [], {}, {}
    check_includes(args.src, files, problems, edges)
    check_calls(args.src, args.build, problems, edges, file_edges)
    if args.dot:
        sys.stdout.write(dot(edges))
        return 0
    check_cycles(edges, problems)
    check_cycles(file_edges, problems, "files")
    check_sizes(args.src, files, problems)
    check_paths(args.src, files, problems)
    if args.check_dot:
        with open(args.check_dot) as f:
            if f.read() != dot(edges):
                problems.append(f"{args.check_dot} is not current: regenerate it with "
                                "utils/check-layering.py --build BUILD --dot")
    for p in problems:
        print(p)
    print(f"layering: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
