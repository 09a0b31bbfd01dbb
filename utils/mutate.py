"""Shared by the mutation fuzzers (fuzz-psy-opt.py, fuzz-frontend.py): text mutation and the
signs of a crash in a tool's stderr."""

CRASH_MARKS = ('Sanitizer', 'runtime error', 'LLVM ERROR', 'Stack dump')


def mutate(rng, text, tokens, max_delete=20):
    """Applies 1-4 random edits: delete a span, insert one of `tokens`, duplicate a line."""
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(text) + 1)
        r = rng.random()
        if r < 0.4:
            text = text[:i] + text[min(len(text), i + rng.randint(1, max_delete)):]
        elif r < 0.8:
            text = text[:i] + rng.choice(tokens) + text[i:]
        else:
            lines = text.split('\n')
            lines.insert(rng.randrange(len(lines)), rng.choice(lines))
            text = '\n'.join(lines)
    return text


def crashed(returncode, stderr):
    """A tool may succeed (0) or report an error (1); anything else is a crash."""
    return returncode not in (0, 1) or any(m in stderr for m in CRASH_MARKS)
