// Thai square names for Makruk, as some Thai books write them: the files, from
// White's left, are the consonants ก ข ค ง จ ฉ ช ญ (a..h) and the ranks the
// Thai digits ๑..๘ (1..8), so a1 is ก๑ and h8 is ญ๘. There is no single standard
// (other books number the squares 1..64); docs/localisation.md records the
// source. Only Makruk's 8x8 board has these names: for any other board the
// functions give the ordinary coordinate names (SquareName in fen.h). Strings
// are UTF-8.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/rules/variant.h"

namespace chatur {

enum class ThaiDigits { Thai, Arabic };  // ๑..๘ (as the books) or 1..8

// True for the boards that have Thai square names (Makruk).
bool HasThaiSquareNames(const Variant& v);

// "ก".."ญ" for files 0..7; the Latin letter for other boards.
std::string ThaiFileName(const Variant& v, int file);
// "๑".."๘" (or "1".."8") for ranks 0..7; the 1-based number for other boards.
std::string ThaiRankName(const Variant& v, int rank, ThaiDigits digits = ThaiDigits::Thai);
// "ก๑" for a1; SquareName(v, s) for boards without Thai names.
std::string ThaiSquareName(const Variant& v, Square s, ThaiDigits digits = ThaiDigits::Thai);
// Reads "ก๑" or "ก1" (either digit style); nullopt when it is not a square of `v`.
std::optional<Square> ParseThaiSquare(const Variant& v, std::string_view text);

}  // namespace chatur
