// OpenCL C version of kernels/compute_unew_mod.f90 following the kernel contract (docs/opencl.md): the
// meta_args in order, then the loop region's bounds; one work item per array point, those
// outside the region return. AT(a, i, j) is the Fortran element a(i, j).
#define AT(a, ii, jj) a[((ii) - 1) + ((jj) - 1) * (int)get_global_size(0)]

__kernel void compute_unew_code(__global double *restrict unew, __global double *restrict uold,
                                __global double *restrict z, __global double *restrict cv,
                                __global double *restrict h, double tdt, double dx, int xstart, int xstop, int ystart, int ystop) {
  int i = get_global_id(0) + 1, j = get_global_id(1) + 1;
  if (i < xstart || i > xstop || j < ystart || j > ystop)
    return;
  double tdts8 = tdt / 8.0;
  double tdtsdx = tdt / dx;
  AT(unew, i, j) = AT(uold, i, j) + tdts8 * (AT(z, i, j + 1) + AT(z, i, j)) *
                   (AT(cv, i, j + 1) + AT(cv, i - 1, j + 1) + AT(cv, i - 1, j) + AT(cv, i, j)) -
                   tdtsdx * (AT(h, i, j) - AT(h, i - 1, j));
}

#undef AT
