# PSY_FUZZ=ON: a build for the libFuzzer targets of tools/fuzz (docs/developer.md, "Fuzzing").
# Every C and C++ file is compiled with libFuzzer's coverage instrumentation
# (-fsanitize=fuzzer-no-link), so the fuzzers are guided by what the readers' own code does,
# and with PSY_SANITIZE (address,undefined unless given), so a memory error is a crash. Use a
# build directory of its own: the tools of such a build are slow.
option(PSY_FUZZ "Build the libFuzzer targets (tools/fuzz); needs clang-22 for C" OFF)
if(PSY_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "PSY_FUZZ needs clang for C too (libFuzzer): "
                        "-DCMAKE_C_COMPILER=clang-22, in an empty build directory")
  endif()
  set(PSY_SANITIZE "address,undefined" CACHE STRING
      "Comma-separated -fsanitize= list, e.g. address,undefined")
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
