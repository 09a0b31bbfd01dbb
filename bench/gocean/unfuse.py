#!/usr/bin/env python3
"""unfuse.py IN OUT: the plain-loop shallow model with one loop nest per statement.

shallow_ref.f90 computes cu, cv, z and h in one j/i loop nest, and unew, vnew and pnew in
another: the classic benchmark's hand fusion. A PSy layer runs one loop nest per kernel, so
this variant (same arithmetic, same order of points, each statement in its own nest) is the
plain-loop program with the PSy layer's loop structure: comparing with it separates the cost
of the layer from the benefit of fusing."""
import re
import sys

src = open(sys.argv[1]).read().split("\n")
out, i = [], 0
head = re.compile(r"^(\s*)do j = 1, N\s*$")
while i < len(src):
    m = head.match(src[i])
    if not (m and i + 1 < len(src) and src[i + 1].strip() == "do i = 1, M"):
        out.append(src[i])
        i += 1
        continue
    ind = m.group(1)
    body, i = [], i + 2
    while src[i].strip() != "end do":
        body.append(src[i])
        i += 1
    i += 2  # the two end do lines
    stmts, cur = [], []
    for line in body:  # statements, continuation lines (ending in &) kept together
        cur.append(line)
        if not line.rstrip().endswith("&"):
            stmts.append(cur)
            cur = []
    for s in stmts:
        out += [ind + "do j = 1, N", ind + "  do i = 1, M"] + s + [ind + "  end do", ind + "end do"]
open(sys.argv[2], "w").write("\n".join(out))
