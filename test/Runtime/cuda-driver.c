// The CUDA driver is opened at run time: a machine without it (this one) gets a message that
// says so, a driver whose calls fail (CUDA's stub library, which fails every call) gets the
// failing call with CUDA's error number, and a call before psyRtCudaInit is refused rather
// than calling through a null pointer. $PSY_CUDA_DEVICE must be a device number.
// RUN: %cc %s -I%psy_src_root/include %psy_libdir/libPsyRuntimeCuda.a -ldl -o %t
// RUN: env PSY_CUDA_LIBRARY=%t.missing.so %t > %t.none 2>&1
// RUN: FileCheck --check-prefix=NONE %s < %t.none
// NONE: init: cannot load the CUDA driver ({{.*}}missing.so): {{.*}}; an NVIDIA GPU and its driver are needed to run this program's device code
// NONE: copy: copying to the device before psyRtCudaInit
// NONE: launch: launching a kernel before psyRtCudaInit
// NONE: device -1 ''
// RUN: %if cuda-stub %{ env PSY_CUDA_LIBRARY=%cuda_stub %t > %t.stub 2>&1 %}
// RUN: %if cuda-stub %{ FileCheck --check-prefix=STUB %s < %t.stub %}
// STUB: init: cuInit failed (CUDA_ERROR_STUB_LIBRARY, 34: this is CUDA's stub library, not a driver) starting the CUDA driver
#include <stdio.h>

#include "psy-rt/Cuda.h"

int main(void) {
  if (psyRtCudaInit(0)) printf("init: %s\n", psyRtCudaError());
  double x = 1.0;
  if (psyRtCudaCopyIn(0, &x, sizeof x)) printf("copy: %s\n", psyRtCudaError());
  if (psyRtCudaLaunch(NULL, 1, 1, NULL, "invoke_a", "k")) printf("launch: %s\n", psyRtCudaError());
  printf("device %d '%s'\n", psyRtCudaDevice(), psyRtCudaDeviceName());
  return 0;
}
