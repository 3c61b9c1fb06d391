// libFuzzer target for the move readers: coordinates (`d3d4`), SAN (`Nd2`),
// WXF (`C2.5`), Thai square names, and ParseMoveText that tries them in turn.
// The first byte picks the variant and one of a few positions; the rest is the
// text. A move a reader accepts must be legal, and what Chatur writes for it
// must read back as the same move.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/notation/move_text.h"
#include "core/notation/san.h"
#include "core/notation/thai_coord.h"
#include "core/notation/wxf.h"
#include "core/rules/movegen.h"

using namespace chatur;

namespace {

const char* const kMakruk[] = {
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    "4k3/8/8/3P4/2N5/8/1m6/R3K3 w - - 0 1",  // a Bia that promotes, a Met
    "r3k3/8/8/8/5p2/8/4M3/R2K4 b - - 0 1",
    "k7/8/1K6/8/8/4m3/8/7R w - - 0 1",
};
const char* const kXiangqi[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1",
    "3k5/4P4/3P1P3/9/9/9/4P4/9/4A4/3AK4 w - - 0 1",  // soldiers in a file
    "2bak4/4a4/4b4/9/9/9/C8/C8/9/4K4 b - - 0 1",     // two cannons in a file
};

void CheckMove(const Position& pos, Move m) {
    MoveList legal = LegalMoves(pos);
    bool found = false;
    for (Move l : legal) found = found || l == m;
    if (!found) __builtin_trap();  // a reader returned a move that is not legal
    const Variant& v = pos.GetVariant();
    auto coord = ParseLegalMove(pos, MoveToString(v, m));
    if (!std::holds_alternative<Move>(coord) || std::get<Move>(coord) != m) __builtin_trap();
    auto san = ParseSan(pos, ToSan(pos, m));
    if (!std::holds_alternative<Move>(san) || std::get<Move>(san) != m) __builtin_trap();
    if (v.id == VariantId::Xiangqi) {
        auto wxf = ParseWxf(pos, ToWxf(pos, m));
        if (!std::holds_alternative<Move>(wxf) || std::get<Move>(wxf) != m) __builtin_trap();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 1 || size > 64) return 0;
    const bool xq = data[0] & 1;
    const Variant& v = xq ? XiangqiVariant() : MakrukVariant();
    const char* fen = (xq ? kXiangqi : kMakruk)[(data[0] >> 1) & 3];
    auto parsed = ParseFen(v, fen);
    if (!std::holds_alternative<FenData>(parsed)) __builtin_trap();
    const Position& pos = std::get<FenData>(parsed).position;
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    (void)LooksLikeCoordinateMove(text);
    (void)LooksLikeSan(v, text);
    (void)LooksLikeWxf(text);
    (void)ParseSquare(v, text);
    (void)ParseThaiSquare(v, text);
    for (auto result : {ParseLegalMove(pos, text), ParseSan(pos, text), ParseMoveText(pos, text)})
        if (auto* m = std::get_if<Move>(&result)) CheckMove(pos, *m);
    if (xq)
        if (auto r = ParseWxf(pos, text); std::holds_alternative<Move>(r))
            CheckMove(pos, std::get<Move>(r));
    return 0;
}
