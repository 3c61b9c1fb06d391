// The Xiangqi tests that answer without making a move (used by the generator and
// the mate solver): each must agree with making the move and asking the Position,
// on every pseudo-legal move of corpus positions, for both sides.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "../test_support.h"
#include "core/notation/coord.h"
#include "core/rules/movegen.h"

namespace chatur {
namespace {

const Variant& Xiangqi() {
    return *FindVariant("xiangqi");
}

// Every move of a piece of `side` to any point not holding its own piece: a
// superset of the pseudo-legal moves, so that the probes are also tried on moves
// the generator would never make (they must still agree with the board).
std::vector<Move> AnyMoves(const Position& pos, Color side) {
    std::vector<Move> out;
    for (int from = 0; from < 90; ++from) {
        Piece p = pos.PieceAt(Square(from));
        if (IsEmpty(p) || ColorOf(p) != side) continue;
        for (int to = 0; to < 90; ++to) {
            Piece q = pos.PieceAt(Square(to));
            if (to == from || (!IsEmpty(q) && (ColorOf(q) == side || TypeOf(q) == PieceType::King)))
                continue;
            out.emplace_back(Square(from), Square(to));
        }
    }
    return out;
}

// Checks the corpus seldom holds: a piece steps off the leg of its own side's horse
// (f9g9 uncovers the horse on f8 against e10), or out of a chariot's line and a
// cannon's screen. Each is a check, found with and without making the move.
TEST(XiangqiProbes, SeeDiscoveredChecks) {
    struct Case {
        const char* fen;
        const char* move;
    };
    for (const Case& c : {Case{"4k4/5P3/5N3/9/9/9/9/9/9/3K5 w - - 0 1", "f9g9"},
                          Case{"4k4/9/9/4P4/9/9/9/4R4/9/3K5 w - - 0 1", "e7d7"},
                          Case{"4k4/9/4P4/4P4/9/9/9/4C4/9/3K5 w - - 0 1", "e8d8"}}) {
        Position pos = test::MustParse(Xiangqi(), c.fen);
        Move m;
        for (Move legal : LegalMoves(pos))
            if (MoveToString(Xiangqi(), legal) == c.move) m = legal;
        ASSERT_FALSE(m.IsNull()) << c.fen << " " << c.move;
        EXPECT_FALSE(pos.InCheck()) << c.fen;
        EXPECT_TRUE(xiangqi::GivesCheck(pos, m)) << c.fen << " " << c.move;
        pos.DoMove(m);
        EXPECT_TRUE(pos.InCheck()) << c.fen << " " << c.move;
    }
}

TEST(XiangqiProbes, AgreeWithMakingTheMove) {
    int positions = 0, checks = 0, exposed = 0, twoMoveExposed = 0;
    for (const test::CorpusRecord& rec : test::LoadCorpus("xiangqi-public.jsonl")) {
        if (++positions > 60) break;
        Position pos = test::MustParse(Xiangqi(), rec.fen);
        const Color us = pos.SideToMove();
        std::vector<Move> ours = AnyMoves(pos, us);
        for (Move m : ours) {
            Position after = pos;
            after.DoMove(m);
            bool exp = after.KingExposed(us);
            EXPECT_EQ(xiangqi::LeavesGeneralExposed(pos, m), exp)
                << rec.fen << " " << int(m.From()) << "-" << int(m.To());
            exposed += exp ? 1 : 0;
            // GivesCheck assumes the other general is not attacked before the move,
            // which holds in every corpus position (it is not that side's turn).
            bool check = xiangqi::GeneralAttacked(after, after.KingSquare(~us), us);
            EXPECT_EQ(xiangqi::GivesCheck(pos, m), check)
                << rec.fen << " " << int(m.From()) << "-" << int(m.To());
            checks += check ? 1 : 0;
        }
        // A move of the side to move, then a step of the other general.
        Square k = pos.KingSquare(~us);
        for (size_t i = 0; i < ours.size(); i += 7) {
            Move first = ours[i];
            if (first.To() == k) continue;
            Position after = pos;
            after.DoMove(first);
            for (int to = 0; to < 90; ++to) {
                int df = std::abs(to % 9 - k % 9), dr = std::abs(to / 9 - k / 9);
                if (df + dr != 1) continue;
                Piece q = after.PieceAt(Square(to));
                // Own piece on the point, or a general taking a general (never
                // arises: the solver's first moves are legal).
                if (!IsEmpty(q) && (ColorOf(q) == ~us || TypeOf(q) == PieceType::King)) continue;
                Move step(k, Square(to));
                Position both = after;
                both.DoMove(step);
                bool exp = both.KingExposed(~us);
                EXPECT_EQ(xiangqi::LeavesGeneralExposedAfter(pos, first, step), exp)
                    << rec.fen << " " << MoveToString(Xiangqi(), first) << " "
                    << MoveToString(Xiangqi(), step);
                twoMoveExposed += exp ? 1 : 0;
            }
        }
        // HasLegalMove and IsLegal against the generated list.
        MoveList legal;
        GenerateLegalMoves(pos, legal);
        EXPECT_EQ(HasLegalMoves(pos), !legal.Empty()) << rec.fen;
        for (Move m : ours) EXPECT_EQ(xiangqi::IsLegal(pos, m), legal.Contains(m)) << rec.fen;
        // Told whether the side to move is in check (the search knows), the
        // generator gives the same moves in the same order.
        const bool inCheck = pos.InCheck();
        MoveList told, captures, toldCaptures;
        GenerateLegalMoves(pos, told, inCheck);
        GenerateLegalCaptures(pos, captures);
        GenerateLegalCaptures(pos, toldCaptures, inCheck);
        EXPECT_EQ(std::vector<Move>(told.begin(), told.end()),
                  std::vector<Move>(legal.begin(), legal.end()))
            << rec.fen;
        EXPECT_EQ(std::vector<Move>(toldCaptures.begin(), toldCaptures.end()),
                  std::vector<Move>(captures.begin(), captures.end()))
            << rec.fen;
        EXPECT_EQ(HasLegalMoves(pos, inCheck), !legal.Empty()) << rec.fen;
    }
    // The positions hold enough of each case for the comparison to mean something.
    EXPECT_GT(checks, 50);
    EXPECT_GT(exposed, 50);
    EXPECT_GT(twoMoveExposed, 50);
}

TEST(XiangqiProbes, InCheckOnlyAnsweringMovesAreLegal) {
    // Red's General e1 is checked by Black's cannon e9 over the screen e6 (a Red
    // soldier across the river). Answers: the General steps aside (e2 stays on the
    // line), or the screen steps sideways; the soldier's step forward keeps it the
    // screen, and the chariot a1 reaches no point of the line.
    Position pos = test::MustParse(Xiangqi(), "4k4/4c4/9/9/4P4/9/9/9/9/R3K4 w - - 0 1");
    ASSERT_TRUE(pos.InCheck());
    MoveList legal;
    GenerateLegalMoves(pos, legal);
    std::vector<std::string> got;
    for (Move m : legal) got.push_back(MoveToString(Xiangqi(), m));
    std::sort(got.begin(), got.end());
    EXPECT_EQ(got, (std::vector<std::string>{"e1d1", "e1f1", "e6d6", "e6f6"}));
    EXPECT_TRUE(HasLegalMoves(pos));
}

}  // namespace
}  // namespace chatur
