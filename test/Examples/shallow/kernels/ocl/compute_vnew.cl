// OpenCL C version of kernels/compute_vnew_mod.f90 following the kernel contract (docs/opencl.md): the
// meta_args in order, then the loop region's bounds; one work item per array point, those
// outside the region return. AT(a, i, j) is the Fortran element a(i, j).
#define AT(a, ii, jj) a[((ii) - 1) + ((jj) - 1) * (int)get_global_size(0)]

__kernel void compute_vnew_code(__global double *restrict vnew, __global double *restrict vold,
                                __global double *restrict z, __global double *restrict cu,
                                __global double *restrict h, double tdt, double dy, int xstart, int xstop, int ystart, int ystop) {
  int i = get_global_id(0) + 1, j = get_global_id(1) + 1;
  if (i < xstart || i > xstop || j < ystart || j > ystop)
    return;
  double tdts8 = tdt / 8.0;
  double tdtsdy = tdt / dy;
  AT(vnew, i, j) = AT(vold, i, j) - tdts8 * (AT(z, i + 1, j) + AT(z, i, j)) *
                   (AT(cu, i + 1, j) + AT(cu, i, j) + AT(cu, i, j - 1) + AT(cu, i + 1, j - 1)) -
                   tdtsdy * (AT(h, i, j) - AT(h, i, j - 1));
}

#undef AT
