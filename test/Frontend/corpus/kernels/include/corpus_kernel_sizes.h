/* Sizes shared by the preprocessed corpus kernels (included by upper_include_kernel_mod.F90). */
#define UPPER_INCLUDE_NARGS 3
#define UPPER_INCLUDE_WRITE_SPACE W2
