# Finds LLVM/MLIR 22 from Debian (/usr/lib/llvm-22) and the tools the tests use, and defines
# psy_link_mlir(target): the MLIR C API static archives plus the MLIR and LLVM shared
# libraries, so the process holds one MLIR (the flang plugin shares flang's libMLIR.so).
set(PSY_LLVM_ROOT "/usr/lib/llvm-22" CACHE PATH "LLVM 22 installation prefix")

find_package(MLIR CONFIG PATHS "${PSY_LLVM_ROOT}/lib/cmake/mlir" NO_DEFAULT_PATH)
if(NOT MLIR_FOUND)
  message(FATAL_ERROR "MLIR 22 not found under ${PSY_LLVM_ROOT}: install the Debian packages "
                      "libmlir-22-dev and llvm-22-dev (utils/install-deps.sh does).")
endif()
# The installed version file rejects a bare "22" in find_package, so check the major by hand.
if(NOT LLVM_VERSION_MAJOR EQUAL 22)
  message(FATAL_ERROR "psy-mlir needs LLVM/MLIR 22, found ${LLVM_VERSION} "
                      "(Debian: llvm-22-dev, libmlir-22-dev)")
endif()
message(STATUS "psy-mlir: LLVM ${LLVM_VERSION} at ${LLVM_LIBRARY_DIR}")
list(APPEND CMAKE_MODULE_PATH "${MLIR_CMAKE_DIR}" "${LLVM_CMAKE_DIR}")
include(TableGen)  # tablegen(), add_public_tablegen_target()
include(AddLLVM)   # get_subproject_title(), which add_public_tablegen_target() calls
include(AddMLIR)   # mlir_tablegen()

function(psy_require_file path package)
  if(NOT EXISTS "${path}")
    message(FATAL_ERROR "missing ${path}: install the Debian package ${package} "
                        "(utils/install-deps.sh does)")
  endif()
endfunction()

psy_require_file("${LLVM_LIBRARY_DIR}/libMLIR.so" libmlir-22-dev)
psy_require_file("${LLVM_LIBRARY_DIR}/libLLVM.so" llvm-22-dev)
psy_require_file("${LLVM_LIBRARY_DIR}/libMLIRCAPIIR.a" libmlir-22-dev)
psy_require_file("${PSY_LLVM_ROOT}/bin/FileCheck" llvm-22-tools)
psy_require_file("${PSY_LLVM_ROOT}/bin/lit" llvm-22-tools)
psy_require_file("${PSY_LLVM_ROOT}/bin/mlir-opt" mlir-22-tools)
psy_require_file("${PSY_LLVM_ROOT}/bin/mlir-tblgen" mlir-22-tools)
psy_require_file("${PSY_LLVM_ROOT}/bin/clang" clang-22)
psy_require_file("/usr/bin/spirv-val" spirv-tools)

set(PSY_PTXAS "/usr/local/cuda/bin/ptxas" CACHE FILEPATH "ptxas used to check NVPTX output")

file(GLOB PSY_CAPI_ARCHIVES "${LLVM_LIBRARY_DIR}/libMLIRCAPI*.a")

function(psy_link_mlir target)
  target_include_directories(${target} SYSTEM PUBLIC ${MLIR_INCLUDE_DIRS} ${LLVM_INCLUDE_DIRS})
  target_link_libraries(${target} PRIVATE
    -Wl,--start-group ${PSY_CAPI_ARCHIVES} -Wl,--end-group
    "${LLVM_LIBRARY_DIR}/libMLIR.so" "${LLVM_LIBRARY_DIR}/libLLVM.so" stdc++ m)
  set_target_properties(${target} PROPERTIES BUILD_RPATH "${LLVM_LIBRARY_DIR}"
                                             INSTALL_RPATH "${LLVM_LIBRARY_DIR}")
endfunction()

# psy_link_mlir_static(target): libPsyIR's objects with the MLIR, LLVM and flang static
# archives instead of the shared libraries: no dynamic relocation of libLLVM/libMLIR at start-up
# (psyc: bench/RESULTS.md). lld-22 (Debian lld-22) links it in seconds and takes archives in
# any order; only the members used are linked.
option(PSY_STATIC_PSYC "Link psyc statically against the MLIR/LLVM archives" ON)
file(GLOB PSY_MLIR_ARCHIVES "${LLVM_LIBRARY_DIR}/libMLIR*.a")
file(GLOB PSY_LLVM_ARCHIVES "${LLVM_LIBRARY_DIR}/libLLVM*.a")
function(psy_link_mlir_static target)
  psy_require_file("${PSY_LLVM_ROOT}/bin/ld.lld" lld-22)
  target_include_directories(${target} SYSTEM PRIVATE ${MLIR_INCLUDE_DIRS} ${LLVM_INCLUDE_DIRS})
  target_sources(${target} PRIVATE $<TARGET_OBJECTS:PsyIRObjects>)
  # --gc-sections drops the archive code nothing reaches: a quarter less start-up time.
  target_link_options(${target} PRIVATE -fuse-ld=lld "-B${PSY_LLVM_ROOT}/bin/" -no-pie
                      -Wl,--gc-sections)
  # The archives' debug info would make psyc ~300 MB; Debug builds keep it.
  if(NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
    target_link_options(${target} PRIVATE -Wl,--strip-debug)
  endif()
  find_library(PSY_ZSTD NAMES zstd libzstd.so.1 REQUIRED)
  target_link_libraries(${target} PRIVATE ${PSY_MLIR_ARCHIVES} ${PSY_LLVM_ARCHIVES}
                        -static-libstdc++ -static-libgcc stdc++ m z ${PSY_ZSTD} ffi pthread dl)
endfunction()
