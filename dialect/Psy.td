// The whole psy dialect, for mlir-tblgen.
include "PsyOps.td"
include "PsyGOceanOps.td"
