#!/usr/bin/env python3
"""longest-name.py FILE...: the longest Fortran name in the files (outside comments and
character literals, continued lines joined), as `longest name: N NAME`. Fortran allows 63."""
import re
import sys

best = ""
for path in sys.argv[1:]:
    text = open(path).read()
    text = re.sub(r"&[ \t]*\n[ \t]*&", "", text)  # a continued character literal
    text = re.sub(r"&[ \t]*\n", " ", text)  # a continued statement
    for line in text.splitlines():
        code = re.sub(r"'[^']*'|\"[^\"]*\"", "''", line).split("!", 1)[0]
        for name in re.findall(r"\b[A-Za-z][A-Za-z0-9_]*", code):
            if len(name) > len(best):
                best = name
print("longest name:", len(best), best)
