// OpenCL C version of kernels/compute_pnew_mod.f90 following the kernel contract (docs/opencl.md): the
// meta_args in order, then the loop region's bounds; one work item per array point, those
// outside the region return. AT(a, i, j) is the Fortran element a(i, j).
#define AT(a, ii, jj) a[((ii) - 1) + ((jj) - 1) * (int)get_global_size(0)]

__kernel void compute_pnew_code(__global double *restrict pnew, __global double *restrict pold,
                                __global double *restrict cu, __global double *restrict cv,
                                double tdt, double dx, double dy, int xstart, int xstop, int ystart, int ystop) {
  int i = get_global_id(0) + 1, j = get_global_id(1) + 1;
  if (i < xstart || i > xstop || j < ystart || j > ystop)
    return;
  double tdtsdx = tdt / dx;
  double tdtsdy = tdt / dy;
  AT(pnew, i, j) = AT(pold, i, j) - tdtsdx * (AT(cu, i + 1, j) - AT(cu, i, j)) -
                   tdtsdy * (AT(cv, i, j + 1) - AT(cv, i, j));
}

#undef AT
