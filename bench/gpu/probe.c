/* bench/gpu: is there a GPU? Opens the CUDA driver as the runtime does (libcuda.so.1, or
 * $PSY_CUDA_LIBRARY), starts it and counts the devices. Prints `gpu: N device(s)` and exits 0,
 * or `no GPU: WHY` and exits 1. Nothing links against CUDA. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef int (*CuInit)(unsigned);
typedef int (*CuDeviceGetCount)(int *);

int main(void) {
  const char *name = getenv("PSY_CUDA_LIBRARY");
  if (!name || !*name) name = "libcuda.so.1";
  void *lib = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    printf("no GPU: cannot load the CUDA driver (%s): %s\n", name, dlerror());
    return 1;
  }
  CuInit init = (CuInit)dlsym(lib, "cuInit");
  CuDeviceGetCount count = (CuDeviceGetCount)dlsym(lib, "cuDeviceGetCount");
  int devices = 0, err = 0;
  if (!init || !count) {
    printf("no GPU: %s lacks cuInit or cuDeviceGetCount\n", name);
    return 1;
  }
  if ((err = init(0)) != 0 || (err = count(&devices)) != 0) {
    printf("no GPU: the CUDA driver (%s) failed with error %d\n", name, err);
    return 1;
  }
  if (devices < 1) {
    printf("no GPU: the CUDA driver (%s) sees no device\n", name);
    return 1;
  }
  printf("gpu: %d device(s)\n", devices);
  return 0;
}
