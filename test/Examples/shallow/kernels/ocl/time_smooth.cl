// OpenCL C version of kernels/time_smooth_mod.f90 following the kernel contract (docs/opencl.md): the
// meta_args in order, then the loop region's bounds; one work item per array point, those
// outside the region return. AT(a, i, j) is the Fortran element a(i, j).
#define AT(a, ii, jj) a[((ii) - 1) + ((jj) - 1) * (int)get_global_size(0)]

__kernel void time_smooth_code(__global double *restrict field, __global double *restrict field_new,
                               __global double *restrict field_old, double alpha, int xstart, int xstop, int ystart, int ystop) {
  int i = get_global_id(0) + 1, j = get_global_id(1) + 1;
  if (i < xstart || i > xstop || j < ystart || j > ystop)
    return;
  AT(field_old, i, j) = AT(field, i, j) + alpha * (AT(field_new, i, j) - 2.0 * AT(field, i, j) +
                                                   AT(field_old, i, j));
}

#undef AT
