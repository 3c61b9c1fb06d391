# Fails when a file under CORE_DIR (src/core) includes "core/<module>/..." of a
# module that its own module may not include (cmake/ChaturModules.cmake), or when
# a folder of CORE_DIR is not a declared module. Every problem is reported as
# "<file>:<line>: ..." naming the module that may not be included.
# Usage: cmake -DCORE_DIR=<dir> [-DMODULES_FILE=<table>] -P CheckModuleIncludes.cmake
# The tests hold to the same rule (tests/core/<module> includes what <module> may
# include), run as -DCORE_DIR=tests/core -DEXTRA_ALLOWED=notation
# -DFREE_FOLDERS=reliability: every test may also write positions as FEN
# (notation), and the folder of whole-program tests (reliability) is not a
# module's. The CLI's tests are in tests/cli, outside tests/core.
cmake_minimum_required(VERSION 3.25)
if(NOT CORE_DIR)
  message(FATAL_ERROR "CheckModuleIncludes: set CORE_DIR")
endif()
if(NOT MODULES_FILE)
  set(MODULES_FILE ${CMAKE_CURRENT_LIST_DIR}/ChaturModules.cmake)
endif()
include(${MODULES_FILE})

set(problems "")
set(include_regex "^[ \t]*#[ \t]*include[ \t]*[<\"]core/([A-Za-z0-9_]+)/")

file(GLOB entries LIST_DIRECTORIES true RELATIVE ${CORE_DIR} ${CORE_DIR}/*)
foreach(entry IN LISTS entries)
  if(IS_DIRECTORY ${CORE_DIR}/${entry} AND NOT entry IN_LIST CHATUR_CORE_MODULES
     AND NOT entry IN_LIST FREE_FOLDERS)
    list(APPEND problems
         "${CORE_DIR}/${entry}: folder is not a declared module (add it to ${MODULES_FILE})")
  endif()
endforeach()

foreach(module IN LISTS CHATUR_CORE_MODULES)
  set(allowed ${module} ${CHATUR_MODULE_DEPS_${module}} ${EXTRA_ALLOWED})
  file(GLOB_RECURSE files ${CORE_DIR}/${module}/*.h ${CORE_DIR}/${module}/*.cpp)
  foreach(f IN LISTS files)
    # Fast path: the include lines alone; the file is read line by line (for the
    # line numbers) only when one of them names a module that is not allowed.
    file(STRINGS ${f} hits REGEX "${include_regex}")
    set(bad_file FALSE)
    foreach(hit IN LISTS hits)
      string(REGEX MATCH "${include_regex}" unused "${hit}")
      if(NOT CMAKE_MATCH_1 IN_LIST allowed)
        set(bad_file TRUE)
      endif()
    endforeach()
    if(NOT bad_file)
      continue()
    endif()
    file(READ ${f} text)
    # Keep CMake's list syntax out of the lines before splitting at newlines.
    string(REPLACE ";" "<semicolon>" text "${text}")
    string(REPLACE "[" "<open>" text "${text}")
    string(REPLACE "]" "<close>" text "${text}")
    string(REPLACE "\\" "<backslash>" text "${text}")
    string(REPLACE "\n" ";" lines "${text}")
    set(number 0)
    foreach(line IN LISTS lines)
      math(EXPR number "${number} + 1")
      if(line MATCHES "${include_regex}" AND NOT CMAKE_MATCH_1 IN_LIST allowed)
        set(deps "${CHATUR_MODULE_DEPS_${module}};${EXTRA_ALLOWED}")
        list(REMOVE_ITEM deps "")
        if(deps STREQUAL "")
          set(deps "no other module")
        else()
          string(REPLACE ";" ", " deps "${deps}")
        endif()
        list(APPEND problems "${f}:${number}: module ${module} may not include module \
${CMAKE_MATCH_1} (it may include: ${deps})")
      endif()
    endforeach()
  endforeach()
endforeach()

if(problems)
  string(REPLACE ";" "\n  " report "${problems}")
  message(FATAL_ERROR "${CORE_DIR} includes across modules that docs/architecture.md does \
not allow:\n  ${report}\nEither include through an allowed module or change the table in \
cmake/ChaturModules.cmake and docs/architecture.md.")
endif()
