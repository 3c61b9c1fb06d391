// The Fairy-Stockfish reference corpus, table-driven: for every position the
// sorted legal moves, perft 2 and 3 and the check flag must match exactly; the quick
// test for any legal move (which stops at the first), the captures-only list and the
// captures onto one point agree with the full list there and one move on.
#include <gtest/gtest.h>

#include <algorithm>

#include "../test_support.h"
#include "core/notation/coord.h"
#include "core/rules/movegen.h"

namespace chatur {
namespace {

// The captures and promotions of the full legal list, in its order.
MoveList Captures(const Position& pos, const MoveList& legal) {
    MoveList out;
    for (Move m : legal)
        if (!IsEmpty(pos.PieceAt(m.To())) || m.IsPromotion()) out.Add(m);
    return out;
}

bool SameMoves(const MoveList& a, const MoveList& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

// The captures onto `to` of the full legal list, in its order.
MoveList CapturesOn(const Position& pos, const MoveList& legal, Square to) {
    MoveList out;
    for (Move m : legal)
        if (m.To() == to && !IsEmpty(pos.PieceAt(to))) out.Add(m);
    return out;
}

// The quick legal-move test, the captures-only list and the captures onto every
// point against the full list.
bool QuickGeneratorsAgree(Position& pos) {
    MoveList legal, captures;
    GenerateLegalMoves(pos, legal);
    GenerateLegalCaptures(pos, captures);
    bool ok = HasLegalMoves(pos) == !legal.Empty() && SameMoves(captures, Captures(pos, legal));
    for (int s = 0; s < pos.GetVariant().SquareCount(); ++s) {
        MoveList on;
        GenerateLegalCapturesOn(pos, Square(s), on);
        ok = ok && SameMoves(on, CapturesOn(pos, legal, Square(s)));
    }
    return ok;
}

void CheckCorpus(const std::string& file, const Variant& v) {
    auto records = test::LoadCorpus(file);
    ASSERT_GE(records.size(), 1000u) << file;
    int failures = 0;
    for (const auto& r : records) {
        Position pos = test::MustParse(v, r.fen);
        std::vector<std::string> got;
        for (Move m : LegalMoves(pos)) got.push_back(MoveToString(v, m));
        std::sort(got.begin(), got.end());
        bool ok = got == r.moves && pos.InCheck() == r.inCheck &&
                  (long long)Perft(pos, 2) == r.perft2 && (long long)Perft(pos, 3) == r.perft3 &&
                  QuickGeneratorsAgree(pos);
        for (Move m : LegalMoves(pos)) {
            Position after = pos;
            after.DoMove(m);
            if (!QuickGeneratorsAgree(after)) {
                ok = false;
                ADD_FAILURE() << r.fen << " after " << MoveToString(v, m)
                              << ": HasLegalMoves, GenerateLegalCaptures or "
                                 "GenerateLegalCapturesOn disagrees with the generated moves";
            }
        }
        if (!ok && ++failures <= 5) {
            std::string g;
            for (auto& m : got) g += m + " ";
            std::string e;
            for (auto& m : r.moves) e += m + " ";
            ADD_FAILURE() << r.fen << "\n got: " << g << "\nwant: " << e << "\ncheck "
                          << pos.InCheck() << " want " << r.inCheck << " perft2 " << Perft(pos, 2)
                          << " want " << r.perft2 << " perft3 " << Perft(pos, 3) << " want "
                          << r.perft3;
        }
    }
    EXPECT_EQ(failures, 0);
}

TEST(Corpus, MakrukPublicPositions) {
    CheckCorpus("makruk-public.jsonl", MakrukVariant());
}
TEST(Corpus, XiangqiPublicPositions) {
    CheckCorpus("xiangqi-public.jsonl", XiangqiVariant());
}

TEST(Corpus, PerftTable) {
    for (const auto& r : test::LoadCorpus("perft.jsonl")) {
        const Variant* v = FindVariant(r.variant);
        ASSERT_NE(v, nullptr);
        // The deepest start-position counts run in the benchmark, not the unit tests.
        if (r.nodes > 20'000'000) continue;
        Position pos = test::MustParse(*v, r.fen);
        EXPECT_EQ((long long)Perft(pos, r.depth), r.nodes) << r.fen << " depth " << r.depth;
    }
}

}  // namespace
}  // namespace chatur
