# Warnings are errors for the project's C code; PSY_SANITIZE=address,undefined builds everything
# with those sanitizers (see docs/developer.md).
set(PSY_SANITIZE "" CACHE STRING "Comma-separated -fsanitize= list, e.g. address,undefined")

add_compile_definitions(_POSIX_C_SOURCE=200809L)
set(PSY_C_WARNINGS -Wall -Wextra -Werror -Wno-unused-parameter -Wmissing-prototypes
    -Wstrict-prototypes)
if(PSY_SANITIZE)
  add_compile_options(-fsanitize=${PSY_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=${PSY_SANITIZE})
endif()

# The project's C warnings for `target`. A shared library's C objects are also built with
# -fvisibility=hidden: only what a public header marks PSY_CAPI_EXPORTED (psy-c/Export.h) is
# visible outside libPsyIR.
function(psy_c_target target)
  target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:C>:${PSY_C_WARNINGS}>)
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "SHARED_LIBRARY")
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:C>:-fvisibility=hidden>)
  endif()
endfunction()
