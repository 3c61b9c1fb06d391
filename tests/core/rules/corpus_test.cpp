// The Fairy-Stockfish reference corpus, table-driven: for every position the
// sorted legal moves, perft 2 and 3 and the check flag must match exactly; the quick
// test for any legal move (which stops at the first), the captures-only list and the
// captures onto one point agree with the full list there and one move on. The
// position's piece counts (bit sets on Makruk's board) agree with a walk over it.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>

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

// CountPieces, HasAny, CountAll and CountNonKing against a walk over the squares, in
// every corpus position and after each of its moves (captures and promotions among
// them).
void CheckCounts(const std::string& file, const Variant& v) {
    auto agree = [&](const Position& pos) {
        std::array<std::array<int, kPieceTypeCount>, 2> count{};
        int all = 0;
        for (int s = 0; s < v.SquareCount(); ++s) {
            const Piece p = pos.PieceAt(Square(s));
            if (IsEmpty(p)) continue;
            ++all;
            ++count[size_t(ColorOf(p) == Color::White ? 0 : 1)][size_t(TypeOf(p))];
        }
        bool ok = pos.CountAll() == all;
        for (Color c : {Color::White, Color::Black}) {
            const auto& mine = count[size_t(c == Color::White ? 0 : 1)];
            int nonKing = 0;
            for (int t = 1; t < kPieceTypeCount; ++t) {
                ok = ok && pos.CountPieces(c, PieceType(t)) == mine[size_t(t)];
                if (PieceType(t) != PieceType::King) nonKing += mine[size_t(t)];
            }
            ok = ok && pos.CountNonKing(c) == nonKing;
        }
        for (int t = 1; t < kPieceTypeCount; ++t)
            ok = ok && pos.HasAny(PieceType(t)) == (count[0][size_t(t)] + count[1][size_t(t)] > 0);
        return ok;
    };
    int failures = 0;
    for (const auto& r : test::LoadCorpus(file)) {
        Position pos = test::MustParse(v, r.fen);
        bool ok = agree(pos);
        for (Move m : LegalMoves(pos)) {
            Position after = pos;
            after.DoMove(m);
            ok = ok && agree(after);
        }
        if (!ok && ++failures <= 5) ADD_FAILURE() << r.fen << ": a count disagrees with the board";
    }
    EXPECT_EQ(failures, 0);
}

TEST(Corpus, MakrukPieceCountsAgreeWithTheBoard) {
    CheckCounts("makruk-public.jsonl", MakrukVariant());
}
TEST(Corpus, XiangqiPieceCountsAgreeWithTheBoard) {
    CheckCounts("xiangqi-public.jsonl", XiangqiVariant());
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
