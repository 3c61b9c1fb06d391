#include "core/notation/move_text.h"

#include <string>

#include "core/notation/san.h"
#include "core/notation/wxf.h"

namespace chatur {

bool LooksLikeCoordinateMove(std::string_view text) {
    auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    size_t i = 0;
    for (int square = 0; square < 2; ++square) {
        if (i >= text.size() || !lower(text[i])) return false;
        size_t digits = ++i;
        while (i < text.size() && digit(text[i])) ++i;
        if (i == digits) return false;
    }
    return i == text.size() || text.substr(i) == "m";
}

std::variant<Move, MoveError> ParseMoveText(const Position& pos, std::string_view text) {
    const Variant& v = pos.GetVariant();
    if (LooksLikeCoordinateMove(text)) return ParseLegalMove(pos, text);
    if (LooksLikeSan(v, text)) return ParseSan(pos, text);
    if (v.id == VariantId::Xiangqi && LooksLikeWxf(text)) return ParseWxf(pos, text);
    // (Appended piece by piece: GCC 12 warns wrongly about "'" + std::string.)
    std::string message(1, '\'');
    message.append(text);
    message += "' is not a move (write ";
    message += v.id == VariantId::Makruk ? "coordinates as d3d4 or SAN as Nd2"
                                         : "coordinates as h3e3, SAN as Ce3 or WXF as C2.5";
    message += ')';
    return MoveError{message};
}

}  // namespace chatur
