// libFuzzer target for the FEN parser. The first byte picks the variant, the
// rest is the FEN. A FEN that parses must survive what the app then does with
// it: legal move generation, writing it back and reading that again (the same
// placement and side), and making and taking back every legal move.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/rules/counting.h"
#include "core/rules/movegen.h"

using namespace chatur;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 1 || size > 512) return 0;
    const Variant& v = (data[0] & 1) ? XiangqiVariant() : MakrukVariant();
    std::string_view fen(reinterpret_cast<const char*>(data + 1), size - 1);
    auto parsed = ParseFen(v, fen);
    auto* ok = std::get_if<FenData>(&parsed);
    if (!ok) return 0;
    Position& pos = ok->position;

    std::string written = ToFen(pos, ok->countLimitPlies, ok->halfmove, ok->fullmove);
    auto again = ParseFen(v, written);
    if (!std::holds_alternative<FenData>(again)) __builtin_trap();  // we wrote a FEN we reject
    if (BoardFen(std::get<FenData>(again).position) != BoardFen(pos)) __builtin_trap();

    (void)pos.InCheck();
    (void)AnalyzeCount(pos);
    MoveList moves = LegalMoves(pos);
    for (Move m : moves) {
        Position before = pos;
        auto text = MoveToString(v, m);
        auto reparsed = ParseLegalMove(pos, text);
        if (!std::holds_alternative<Move>(reparsed) || std::get<Move>(reparsed) != m)
            __builtin_trap();  // a generated move does not read back as itself
        Piece captured = pos.DoMove(m);
        if (pos.KingExposed(~pos.SideToMove()))
            __builtin_trap();  // a legal move left a king en prise
        (void)LegalMoves(pos);
        pos.UndoMove(m, captured);
        if (!(pos == before) || pos.Key() != before.Key()) __builtin_trap();
    }
    return 0;
}
