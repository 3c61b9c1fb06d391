#include "core/notation/thai_coord.h"

#include <array>

#include "core/notation/fen.h"

namespace chatur {

namespace {

// ก ข ค ง จ ฉ ช ญ: the Thai alphabet's first consonants without the obsolete ฃ ฅ,
// the rare ฆ, and ซ ฌ (which look like ช).
constexpr std::array<std::string_view, 8> kFiles = {"\u0e01", "\u0e02", "\u0e04", "\u0e07",
                                                    "\u0e08", "\u0e09", "\u0e0a", "\u0e0d"};
constexpr std::string_view kThaiZero = "\u0e50";  // ๐; ๑..๙ follow it

}  // namespace

bool HasThaiSquareNames(const Variant& v) {
    return v.id == VariantId::Makruk && v.files == 8 && v.ranks == 8;
}

std::string ThaiFileName(const Variant& v, int file) {
    if (!HasThaiSquareNames(v) || file < 0 || file >= 8) return std::string(1, char('a' + file));
    return std::string(kFiles[size_t(file)]);
}

std::string ThaiRankName(const Variant& v, int rank, ThaiDigits digits) {
    if (!HasThaiSquareNames(v) || digits == ThaiDigits::Arabic || rank < 0 || rank >= 8)
        return std::to_string(rank + 1);
    // U+0E51..U+0E58, three bytes in UTF-8 that differ only in the last one.
    std::string d(kThaiZero);
    d.back() = char(d.back() + rank + 1);
    return d;
}

std::string ThaiSquareName(const Variant& v, Square s, ThaiDigits digits) {
    if (!HasThaiSquareNames(v)) return SquareName(v, s);
    return ThaiFileName(v, v.FileOf(s)) + ThaiRankName(v, v.RankOf(s), digits);
}

std::optional<Square> ParseThaiSquare(const Variant& v, std::string_view text) {
    if (!HasThaiSquareNames(v)) return std::nullopt;
    for (size_t f = 0; f < kFiles.size(); ++f) {
        if (text.substr(0, kFiles[f].size()) != kFiles[f]) continue;
        std::string_view rank = text.substr(kFiles[f].size());
        for (int r = 0; r < 8; ++r) {
            if (rank == ThaiRankName(v, r, ThaiDigits::Thai) ||
                rank == ThaiRankName(v, r, ThaiDigits::Arabic))
                return v.MakeSquare(int(f), r);
        }
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace chatur
