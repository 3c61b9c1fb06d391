// The evaluation favours neither colour: a position and the same position turned
// half around with the colours swapped (White's pieces become Black's on the
// opposite squares, the other side to move) score the same for the side to move.
// Checked on the Fairy-Stockfish corpus positions of both games.
#include <gtest/gtest.h>

#include <cctype>
#include <sstream>
#include <string>
#include <vector>

#include "../test_support.h"
#include "core/search/evaluation.h"
#include "search_test_support.h"

namespace chatur {
namespace {

// The FEN turned half around: ranks in reverse order, each rank read backwards,
// colours swapped, the other side to move. Only positions without a running
// count (its fields name a colour) are turned.
std::string TurnedAround(const std::string& fen) {
    std::istringstream in(fen);
    std::string board, side, rest;
    in >> board >> side;
    std::getline(in, rest);
    std::vector<std::string> ranks;
    std::string rank;
    for (char c : board + "/") {
        if (c != '/') {
            rank += c;
            continue;
        }
        std::string turned(rank.rbegin(), rank.rend());
        for (char& p : turned)
            p = std::isupper(static_cast<unsigned char>(p)) ? char(std::tolower(p))
                                                            : char(std::toupper(p));
        ranks.insert(ranks.begin(), turned);
        rank.clear();
    }
    std::string out;
    for (size_t i = 0; i < ranks.size(); ++i) out += (i ? "/" : "") + ranks[i];
    return out + " " + (side == "w" ? "b" : "w") + rest;
}

void ExpectSymmetric(const char* file, const char* variant) {
    int checked = 0;
    for (const auto& record : test::LoadCorpus(file)) {
        std::istringstream fields(record.fen);
        std::string board, side, castling, count;
        fields >> board >> side >> castling >> count;
        if (count != "-") continue;  // a running count belongs to one colour
        Game game = test::MakeGame(variant, record.fen);
        Game turned = test::MakeGame(variant, TurnedAround(record.fen));
        if (game.IsOver() || turned.IsOver()) continue;
        EXPECT_EQ(Evaluate(SearchBoard(game)), Evaluate(SearchBoard(turned)))
            << record.fen << "\n"
            << TurnedAround(record.fen);
        ++checked;
    }
    EXPECT_GT(checked, 50);
}

TEST(Evaluation, FavoursNeitherColourInMakruk) {
    ExpectSymmetric("makruk-public.jsonl", "makruk");
}

TEST(Evaluation, FavoursNeitherColourInXiangqi) {
    ExpectSymmetric("xiangqi-public.jsonl", "xiangqi");
}

}  // namespace
}  // namespace chatur
