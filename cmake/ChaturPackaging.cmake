# CPack: `cpack -G DEB` in a build folder makes chatur_<version>_amd64.deb
# (scripts/package-deb.sh runs it). The shared-library dependencies are found
# by dpkg-shlibdeps; the fonts that make Thai and Chinese text render are
# declared here, since nothing links them.
set(CPACK_PACKAGE_NAME chatur)
set(CPACK_PACKAGE_VENDOR "The Chatur developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "rules tutor and puzzle trainer for Makruk and Xiangqi")
set(CPACK_PACKAGE_DESCRIPTION
"Chatur teaches the rules of Makruk (Thai chess) and Xiangqi (Chinese chess)
with lessons on a live board, trains with graded puzzles with hints and
explanations, plays games against the computer or a friend, and lets clubs
write their own puzzle packs in a pack editor. Every answer is checked by
Chatur's own rules engine. The interface speaks English, Indonesian, German
and Thai.

chatur-cli gives the same engine a command line: legal moves, game results,
pack validation, a mate solver, a UCI engine, puzzle import and export.")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/chatur/chatur")
set(CPACK_PACKAGE_CONTACT "The Chatur developers <chatur@users.noreply.github.com>")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_FILE_NAME "${CPACK_PACKAGE_NAME}-${PROJECT_VERSION}")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-tlwg-loma-otf | fonts-thai-tlwg, fonts-wqy-microhei | fonts-noto-cjk")
# wx's own catalogs (stock buttons in id/de/th); rsvg-convert for `chatur-cli diagram --out x.png`.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "wx3.2-i18n, librsvg2-bin")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)

include(CPack)
