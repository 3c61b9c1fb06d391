# CMake toolchain file for cross-building Chatur for 64-bit Windows with
# Debian's MinGW-w64 (g++-mingw-w64-x86-64-posix). CHATUR_MINGW_PREFIX names
# the folder where scripts/windows/build-deps.sh installed wxWidgets, tinyxml2,
# libpng and zlib; find_package looks there and in the toolchain's own root.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CHATUR_MINGW_TRIPLE x86_64-w64-mingw32)

set(CMAKE_C_COMPILER ${CHATUR_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${CHATUR_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER ${CHATUR_MINGW_TRIPLE}-windres)

if(NOT CHATUR_MINGW_PREFIX AND DEFINED ENV{CHATUR_MINGW_PREFIX})
  set(CHATUR_MINGW_PREFIX $ENV{CHATUR_MINGW_PREFIX})
endif()
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES CHATUR_MINGW_PREFIX)
set(CMAKE_FIND_ROOT_PATH /usr/${CHATUR_MINGW_TRIPLE} ${CHATUR_MINGW_PREFIX})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# One self-contained .exe each: no libstdc++, libgcc or winpthread DLLs to ship.
# binmode.o opens files in binary mode by default, as on Linux: saved progress,
# packs and exports have "\n" line ends on both systems (the console keeps "\r\n").
set(CMAKE_EXE_LINKER_FLAGS_INIT
    "-static -static-libgcc -static-libstdc++ /usr/${CHATUR_MINGW_TRIPLE}/lib/binmode.o")
