// OpenCL C version of kernels/compute_cv_mod.f90 following the kernel contract (docs/opencl.md): the
// meta_args in order, then the loop region's bounds; one work item per array point, those
// outside the region return. AT(a, i, j) is the Fortran element a(i, j).
#define AT(a, ii, jj) a[((ii) - 1) + ((jj) - 1) * (int)get_global_size(0)]

__kernel void compute_cv_code(__global double *restrict cv, __global double *restrict p,
                              __global double *restrict v, int xstart, int xstop, int ystart, int ystop) {
  int i = get_global_id(0) + 1, j = get_global_id(1) + 1;
  if (i < xstart || i > xstop || j < ystart || j > ystop)
    return;
  AT(cv, i, j) = 0.5 * (AT(p, i, j) + AT(p, i, j - 1)) * AT(v, i, j);
}

#undef AT
