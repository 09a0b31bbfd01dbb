// The device runtime's failures: one line on stderr, naming the invoke and kernel when in a
// launch, and exit status 1; never a crash, never a silent run elsewhere. An unknown
// $PSY_DEVICE; CUDA (the default, and PSY_DEVICE=cuda) without a driver, at a launch and at
// the first psyRtDevMap (which knows no kernel); CUDA's stub library; a kernel without a host
// entry on the host device; an access that is not READ, WRITE or READWRITE.
// RUN: %cc %s -I%psy_src_root/include %psy_libdir/libPsyRuntimeDevice.a %psy_libdir/libPsyRuntimeCuda.a -ldl -o %t
// RUN: env PSY_DEVICE=bogus PSY_DEVICE_STATS=1 %t launch > %t.bogus 2>&1; echo "status $?" >> %t.bogus
// RUN: FileCheck --check-prefix=BOGUS %s < %t.bogus
// BOGUS: {{^}}psy-device: invoke 'rhs', kernel 'rhs_k2': PSY_DEVICE=bogus: expected 'cuda' (the default) or 'host'{{$}}
// BOGUS-NEXT: {{^}}status 1{{$}}
// RUN: env -u PSY_DEVICE PSY_CUDA_LIBRARY=%t.missing.so %t launch > %t.none 2>&1; echo "status $?" >> %t.none
// RUN: FileCheck --check-prefix=NONE %s < %t.none
// RUN: env PSY_DEVICE=cuda PSY_CUDA_LIBRARY=%t.missing.so %t launch > %t.none2 2>&1; echo "status $?" >> %t.none2
// RUN: FileCheck --check-prefix=NONE %s < %t.none2
// NONE: {{^}}psy-device: invoke 'rhs', kernel 'rhs_k2': cannot load the CUDA driver ({{.*}}missing.so): {{.*}}; an NVIDIA GPU and its driver are needed to run this program's device code; set PSY_DEVICE=host to run the device code on the host{{$}}
// NONE-NEXT: {{^}}status 1{{$}}
// RUN: env -u PSY_DEVICE PSY_CUDA_LIBRARY=%t.missing.so %t map > %t.map 2>&1; echo "status $?" >> %t.map
// RUN: FileCheck --check-prefix=MAP %s < %t.map
// MAP: {{^}}psy-device: cannot load the CUDA driver ({{.*}}missing.so): {{.*}}; set PSY_DEVICE=host to run the device code on the host{{$}}
// MAP-NEXT: {{^}}status 1{{$}}
// RUN: %if cuda-stub %{ env -u PSY_DEVICE PSY_CUDA_LIBRARY=%cuda_stub %t launch > %t.stub 2>&1; echo "status $?" >> %t.stub %}
// RUN: %if cuda-stub %{ FileCheck --check-prefix=STUB %s < %t.stub %}
// STUB: {{^}}psy-device: invoke 'rhs', kernel 'rhs_k2': cuInit failed (CUDA_ERROR_STUB_LIBRARY, 34: this is CUDA's stub library, not a driver) starting the CUDA driver; set PSY_DEVICE=host to run the device code on the host{{$}}
// STUB-NEXT: {{^}}status 1{{$}}
// RUN: env PSY_DEVICE=host %t launch > %t.entry 2>&1; echo "status $?" >> %t.entry
// RUN: FileCheck --check-prefix=ENTRY %s < %t.entry
// ENTRY: {{^}}psy-device: invoke 'rhs', kernel 'rhs_k2': the kernel has no host entry (was it compiled for the host device?){{$}}
// ENTRY-NEXT: {{^}}status 1{{$}}
// RUN: env PSY_DEVICE=host %t access > %t.access 2>&1; echo "status $?" >> %t.access
// RUN: FileCheck --check-prefix=ACCESS %s < %t.access
// ACCESS: {{^}}psy-device: psyRtDevMap: access 4 is not READ (1), WRITE (2) or READWRITE (3){{$}}
// ACCESS-NEXT: {{^}}status 1{{$}}
#include <stdio.h>
#include <string.h>

#include "psy-rt/Device.h"

static const char kPtx[] = "// no PTX: the runtime stops before loading it\n";
static const PsyRtDevKernel kRhs = {"rhs", "rhs_k2", kPtx, NULL, 0};

int main(int argc, char **argv) {
  static double x[300];
  const char *mode = argc > 1 ? argv[1] : "";
  if (strcmp(mode, "launch") == 0) psyRtDevLaunch(&kRhs, 0, 300, NULL, NULL, 0);
  if (strcmp(mode, "map") == 0) psyRtDevMap(x, sizeof x, PSY_RT_DEV_READ);
  if (strcmp(mode, "access") == 0) psyRtDevMap(x, sizeof x, 4);
  printf("not reached\n");
  return 0;
}
