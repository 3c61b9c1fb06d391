# Proves that cmake/CheckModuleIncludes.cmake catches what it is there to catch,
# so that the build's module check cannot pass silently: it runs the check on
# small fixture trees written to WORK_DIR and on the real src/core.
# Usage: cmake -DSOURCE_DIR=<repo> -DWORK_DIR=<scratch dir> -P check_module_includes_test.cmake
cmake_minimum_required(VERSION 3.25)
set(check ${SOURCE_DIR}/cmake/CheckModuleIncludes.cmake)
set(failures "")

# Runs the check on `tree`; `expect` is PASS or FAIL; every further argument is
# a text the check's output must contain. `check_options`, when set, are passed
# to the check too (the tests' options).
function(expect_check name tree expect)
  execute_process(COMMAND ${CMAKE_COMMAND} -DCORE_DIR=${tree} ${check_options} -P ${check}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(output "${out}${err}")
  if(expect STREQUAL "PASS" AND NOT rc EQUAL 0)
    list(APPEND failures "${name}: the check failed on a tree that follows the table:\n${output}")
  elseif(expect STREQUAL "FAIL" AND rc EQUAL 0)
    list(APPEND failures "${name}: the check passed a tree that breaks the table")
  endif()
  foreach(text IN LISTS ARGN)
    string(FIND "${output}" "${text}" at)
    if(at EQUAL -1)
      list(APPEND failures "${name}: the output does not contain '${text}':\n${output}")
    endif()
  endforeach()
  set(failures "${failures}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})

# A tree that follows the table: notation includes rules, rules only itself.
set(good ${WORK_DIR}/good)
file(WRITE ${good}/rules/board.h "#pragma once\n#include \"core/rules/types.h\"\n")
file(WRITE ${good}/notation/fen.cpp
     "#include \"core/notation/fen.h\"\n\n#include <vector>\n#include \"core/rules/board.h\"\n")
expect_check(good ${good} PASS)

# The rules reaching up to notation (the cycle docs/architecture.md broke), on
# line 5 of a file whose earlier lines hold CMake's list characters ; [ ] \ .
set(upward ${WORK_DIR}/upward)
file(WRITE ${upward}/rules/position.cpp
     "#include \"core/rules/position.h\"\n// a[i]; b\\\n\n#include <vector>\n  #  include \"core/notation/fen.h\"\n")
expect_check(upward ${upward} FAIL
             "rules/position.cpp:5: module rules may not include module notation")

# A module including one that is allowed only further up (trainer -> editor),
# with angle brackets.
set(sideways ${WORK_DIR}/sideways)
file(WRITE ${sideways}/trainer/goal.h "#pragma once\n#include <core/editor/pack_document.h>\n")
expect_check(sideways ${sideways} FAIL
             "trainer/goal.h:2: module trainer may not include module editor")

# A folder that is no declared module.
set(undeclared ${WORK_DIR}/undeclared)
file(WRITE ${undeclared}/gadgets/gadget.h "#pragma once\n")
expect_check(undeclared ${undeclared} FAIL "gadgets: folder is not a declared module")

# And the real core follows its table.
expect_check(src_core ${SOURCE_DIR}/src/core PASS)

# The tests hold to the same table: a rules test may write its positions as FEN
# (notation), the whole-program reliability tests are free, but a rules test may
# not use the search. (The CLI's tests are in tests/cli, outside tests/core.)
set(check_options -DEXTRA_ALLOWED=notation -DFREE_FOLDERS=reliability)
set(tests_good ${WORK_DIR}/tests_good)
file(WRITE ${tests_good}/rules/game_test.cpp "#include \"core/notation/fen.h\"\n")
file(WRITE ${tests_good}/reliability/solve_test.cpp "#include \"core/search/solver.h\"\n")
expect_check(tests_good ${tests_good} PASS)
set(tests_upward ${WORK_DIR}/tests_upward)
file(WRITE ${tests_upward}/rules/game_test.cpp
     "#include \"core/rules/game.h\"\n#include \"core/search/solver.h\"\n")
expect_check(tests_upward ${tests_upward} FAIL
             "rules/game_test.cpp:2: module rules may not include module search")
expect_check(tests_core ${SOURCE_DIR}/tests/core PASS)
unset(check_options)

file(REMOVE_RECURSE ${WORK_DIR})
if(failures)
  string(REPLACE ";" "\n" report "${failures}")
  message(FATAL_ERROR "${report}")
endif()
message(STATUS "CheckModuleIncludes: fixtures caught as expected")
