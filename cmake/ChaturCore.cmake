# The GUI-free core: one static library per module of src/core (chatur_rules,
# chatur_notation, ...), each linked to the modules it may include
# (cmake/ChaturModules.cmake, docs/architecture.md), and chatur_core, the
# aggregate that the CLI, the GUI and the tests link. Two checks run before every
# build of a module: no file under src/core includes a wxWidgets header, and no
# file includes a module its own module may not include (the shared include
# root src/ would otherwise let such an include compile).
include(${CMAKE_CURRENT_LIST_DIR}/ChaturModules.cmake)

add_custom_target(check_core_has_no_wx
  COMMAND ${CMAKE_COMMAND} -DCORE_DIR=${PROJECT_SOURCE_DIR}/src/core
          -P ${PROJECT_SOURCE_DIR}/cmake/CheckNoWx.cmake
  COMMENT "Checking that src/core includes no wxWidgets header")
add_custom_target(check_core_module_includes
  COMMAND ${CMAKE_COMMAND} -DCORE_DIR=${PROJECT_SOURCE_DIR}/src/core
          -P ${PROJECT_SOURCE_DIR}/cmake/CheckModuleIncludes.cmake
  COMMENT "Checking that each module of src/core includes only the modules it may")

find_package(tinyxml2 CONFIG REQUIRED)  # packs and lessons (src/core/content)
find_package(SQLite3 REQUIRED)  # the training store (src/core/training)
# zstd compresses the endgame tables' cache files (src/core/tablebase/table.cpp).
# Found by header and library, not by its CMake package: the Windows build's
# hand-built static libzstd.a (scripts/windows/build-deps.sh) has none.
find_path(ZSTD_INCLUDE_DIR zstd.h REQUIRED)
find_library(ZSTD_LIBRARY NAMES zstd libzstd REQUIRED)

set(CHATUR_CORE_MODULE_TARGETS "")
foreach(module IN LISTS CHATUR_CORE_MODULES)
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/src/core/${module}/*.cpp ${PROJECT_SOURCE_DIR}/src/core/${module}/*.h)
  add_library(chatur_${module} STATIC ${sources})
  add_dependencies(chatur_${module} check_core_has_no_wx check_core_module_includes)
  target_include_directories(chatur_${module} PUBLIC ${PROJECT_SOURCE_DIR}/src)
  foreach(dependency IN LISTS CHATUR_MODULE_DEPS_${module})
    target_link_libraries(chatur_${module} PUBLIC chatur_${dependency})
  endforeach()
  list(APPEND CHATUR_CORE_MODULE_TARGETS chatur_${module})
endforeach()
target_link_libraries(chatur_content PUBLIC tinyxml2::tinyxml2)
target_link_libraries(chatur_training PUBLIC SQLite::SQLite3)
target_include_directories(chatur_tablebase PRIVATE ${ZSTD_INCLUDE_DIR})
target_link_libraries(chatur_tablebase PUBLIC ${ZSTD_LIBRARY})

# The module table as its one source makes chatur_core a build target of its
# own (`cmake --build build --target chatur_core` builds every module).
add_library(chatur_core INTERFACE ${CMAKE_CURRENT_LIST_DIR}/ChaturModules.cmake)
target_link_libraries(chatur_core INTERFACE ${CHATUR_CORE_MODULE_TARGETS})
add_dependencies(chatur_core ${CHATUR_CORE_MODULE_TARGETS})
