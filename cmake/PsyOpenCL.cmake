# The OpenCL headers and ICD loader for the GOcean OpenCL runtime (libPsyRuntimeGOceanOpenCL,
# docs/opencl.md): CMake's FindOpenCL, which defines the OpenCL::OpenCL target. They are
# required: without them the build stops here with the packages to install (Debian:
# ocl-icd-opencl-dev for the loader and headers, and an implementation to run on, e.g.
# pocl-opencl-icd; utils/install-deps.sh installs both).
find_package(OpenCL)
if(NOT OpenCL_FOUND)
  message(FATAL_ERROR "OpenCL headers or library (libOpenCL) not found: the GOcean OpenCL "
                      "runtime needs them. Debian: apt-get install ocl-icd-opencl-dev "
                      "pocl-opencl-icd (utils/install-deps.sh does it), or set "
                      "OpenCL_INCLUDE_DIR and OpenCL_LIBRARY.")
endif()
