// A malformed configuration file or a bad value is an error located at file, line and column, and psy-opt
// writes nothing.
// RUN: not psy-opt %s --config %S/Inputs/bad-bool.cfg 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not psy-opt %s --config %S/Inputs/bad-line.cfg 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not psy-opt %s --config %S/Inputs/bad-precision.cfg 2>&1 | FileCheck %s --check-prefix=PREC
// RUN: not psy-opt %s --config %S/Inputs/dup-key.cfg 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: not psy-opt %s --config %S/Inputs/dup-section.cfg 2>&1 | FileCheck %s --check-prefix=DUPSEC
// RUN: not psy-opt %s --config %S/Inputs/no-section.cfg 2>&1 | FileCheck %s --check-prefix=NOSEC
// RUN: not psy-opt %s --config %S/Inputs/both-lfric.cfg 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not psy-opt %s --config %S/Inputs/bad-int.cfg 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not psy-opt %s --config %S/Inputs/no-such.cfg 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not env PSYCLONE_CONFIG=%S/Inputs/bad-bool.cfg psy-opt %s 2>&1 | FileCheck %s --check-prefix=BOOL

// BOOL: bad-bool.cfg:5:24: error: compute_annexed_dofs must be a boolean (true/false, yes/no, on/off, 1/0), got 'maybe'
// BOOL-NOT: func.func
// SYNTAX: bad-line.cfg:3:1: error: expected 'key = value', a [section] header or a comment
// PREC: bad-precision.cfg:3:17: error: precision_map: each comma-separated entry must be 'kind: bytes' with bytes 1, 2, 4, 8 or 16
// DUP: dup-key.cfg:3:1: error: key 'num_any_space' given twice in section [lfric]
// DUPSEC: dup-section.cfg:2:1: error: section 'lfric' given twice
// NOSEC: no-section.cfg:2:1: error: key 'DISTRIBUTED_MEMORY' comes before any [section] header
// BOTH: both-lfric.cfg:6:1: error: sections [dynamo0.3] and [lfric] both configure the LFRic API (the other is at line 4): keep one
// INT: bad-int.cfg:2:19: error: reprod_pad_size must be an integer of at least 1, got 'eight'
// MISSING: error: cannot open PSyclone configuration file '{{.*}}no-such.cfg'

func.func @f() attributes {psy.invoke} {
  return
}
