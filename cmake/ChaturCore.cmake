# chatur_core: the GUI-free library. A check that runs before every build of it
# fails when any file under src/core includes a wxWidgets header.
file(GLOB_RECURSE CHATUR_CORE_SOURCES CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/src/core/*.cpp ${PROJECT_SOURCE_DIR}/src/core/*.h)

add_custom_target(check_core_has_no_wx
  COMMAND ${CMAKE_COMMAND} -DCORE_DIR=${PROJECT_SOURCE_DIR}/src/core
          -P ${PROJECT_SOURCE_DIR}/cmake/CheckNoWx.cmake
  COMMENT "Checking that src/core includes no wxWidgets header")

find_package(tinyxml2 CONFIG REQUIRED)
find_package(SQLite3 REQUIRED)  # the training store (src/core/training)

add_library(chatur_core STATIC ${CHATUR_CORE_SOURCES})
add_dependencies(chatur_core check_core_has_no_wx)
target_include_directories(chatur_core PUBLIC ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(chatur_core PUBLIC tinyxml2::tinyxml2 SQLite::SQLite3)
