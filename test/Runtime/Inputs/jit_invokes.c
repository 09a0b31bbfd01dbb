// Bitcode for test/Runtime/jit.c: two entry points as a schedule object built with
// psyc --psy-jit has them. `scaled` is keyed on its parameter n (an LFRic size); `slotted`
// reads its key through the global `slotted.key0` (GOcean's slots). Both use the program's
// function `record` and variable `counter`, which libPsyJit finds through the symbol table.
extern void record(int value);
extern int counter;
extern int slottedKey0 __asm__("slotted.key0");

void scaled(int n, long *out) {
  record(n);
  counter += 1;
  for (int i = 0; i < 4; ++i) out[i] = 2L * n + i;
}

void slotted(long *out) { out[0] = 3L * slottedKey0; }
