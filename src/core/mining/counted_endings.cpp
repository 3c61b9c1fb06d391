#include "core/mining/counted_endings.h"

#include <array>
#include <string_view>

#include "core/notation/fen.h"
#include "core/notation/game_fen.h"

namespace chatur::mining {

namespace {

// Material of a counted ending: the stronger side's pieces, and the weaker
// side's besides its Khun (empty: a lone Khun, the pieces' honour count; else
// the weaker side counts the board's honour count). FEN letters, upper case.
struct EndingMaterial {
    std::string_view strong;
    std::string_view weak;
};

constexpr std::array<EndingMaterial, 12> kMaterials{{
    {"RR", ""},
    {"R", ""},
    {"RN", ""},
    {"RS", ""},
    {"RM", ""},
    {"RNS", ""},
    {"SSM", ""},
    {"NNM", ""},
    {"RN", "M"},
    {"RR", "N"},
    {"RS", "M"},
    {"RNM", "S"},
}};

int Between(std::mt19937_64& rng, int lo, int hi) {
    return lo + int(rng() % uint64_t(hi - lo + 1));
}

// Places the Khuns and the pieces on random empty squares; "" when a draw of
// squares gives an unusable position (kings adjacent, a side in check).
std::string Placement(const EndingMaterial& m, bool strongIsWhite, std::mt19937_64& rng) {
    std::array<char, 64> board{};
    board.fill('.');
    auto put = [&](char letter) {
        for (;;) {
            int s = int(rng() % 64);
            if (board[size_t(s)] == '.') {
                board[size_t(s)] = letter;
                return;
            }
        }
    };
    auto cased = [](char c, bool white) { return white ? c : char(c - 'A' + 'a'); };
    put(cased('K', strongIsWhite));
    put(cased('K', !strongIsWhite));
    for (char c : m.strong) put(cased(c, strongIsWhite));
    for (char c : m.weak) put(cased(c, !strongIsWhite));
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            char c = board[size_t(rank * 8 + file)];
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty) fen += std::to_string(empty);
            empty = 0;
            fen += c;
        }
        if (empty) fen += std::to_string(empty);
        if (rank) fen += '/';
    }
    return fen;
}

}  // namespace

std::string CountedEndingFen(const RuleProfile& profile, std::mt19937_64& rng) {
    const Variant& variant = MakrukVariant();
    for (;;) {
        const EndingMaterial& m = kMaterials[rng() % kMaterials.size()];
        bool strongIsWhite = (rng() >> 33) & 1;
        bool whiteToMove = (rng() >> 35) & 1;
        std::string placement = Placement(m, strongIsWhite, rng);
        // Neither side may stand in check: the side to move would be a worse
        // start, the other an illegal position.
        auto white = ParseFen(variant, placement + " w - - 0 1");
        auto black = ParseFen(variant, placement + " b - - 0 1");
        if (!std::holds_alternative<FenData>(white) || !std::holds_alternative<FenData>(black))
            continue;
        if (std::get<FenData>(white).position.InCheck() ||
            std::get<FenData>(black).position.InCheck())
            continue;
        const Position& pos = std::get<FenData>(whiteToMove ? white : black).position;
        CountInfo info = AnalyzeCount(pos);
        if (info.kind == CountKind::None) continue;
        CountingState state;
        state.kind = info.kind;
        state.limit = info.limit;
        state.side = info.kind == CountKind::Pieces ? info.countingSide
                                                    : (strongIsWhite ? Color::Black : Color::White);
        const int left = Between(rng, 2, 12);
        if (info.kind == CountKind::Pieces) {
            // The value N (no counted move yet) is the least a pieces' count can have.
            state.value = std::max(pos.CountAll(), info.limit - left);
            state.counted = state.value - pos.CountAll();
        } else {
            state.value = info.limit - left;
            state.counted = state.value;
        }
        auto [limitPlies, countedPlies] = CountToFenFields(state, pos);
        std::string fen = ToFen(pos, limitPlies, countedPlies, 1);
        auto game = GameFromFen(variant, profile, fen);
        if (!std::holds_alternative<Game>(game)) continue;
        const Game& g = std::get<Game>(game);
        if (g.IsOver() || !(g.Count() == state)) continue;
        return fen;
    }
}

}  // namespace chatur::mining
