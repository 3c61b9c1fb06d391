// The backward moves of retrograde analysis against the engine's forward move
// generator, on random positions of several materials of both games: every quiet
// legal move is found backwards, and every backward move into a legal position is
// a legal move of that position.
#include "core/tablebase/unmoves.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/notation/fen.h"
#include "core/rules/movegen.h"
#include "tablebase_test_support.h"

namespace chatur {
namespace {

using namespace tablebase;

bool Legal(const Position& pos) {
    return !pos.KingExposed(~pos.SideToMove());
}

void CheckMaterial(const Variant& v, const std::string& name, int samples) {
    Layout layout(test::MustMaterial(v, name));
    std::mt19937_64 rng(12345);
    Position pos(v), child(v), pred(v);
    int checked = 0;
    for (int attempt = 0; attempt < samples * 20 && checked < samples; ++attempt) {
        TablePosition q;
        if (!layout.Decode(rng() % layout.Size(), q)) continue;
        layout.ToPosition(q, pos);
        if (!Legal(pos)) continue;
        ++checked;
        const uint64_t qIndex = layout.Encode(q);
        // Forward: each quiet move's result leads back here.
        for (Move m : LegalMoves(pos)) {
            if (!IsEmpty(pos.PieceAt(m.To())) || m.IsPromotion()) continue;
            child = pos;
            child.DoMove(m);
            TablePosition p = layout.FromPosition(child, false);
            ASSERT_NE(layout.Encode(p), kNoIndex) << name << " " << ToFen(child);
            UnMoveList unmoves;
            GenerateUnMoves(layout, p, unmoves);
            bool found = false;
            for (int k = 0; k < unmoves.size; ++k) {
                TablePosition r = p;
                r.sideToMove = ~p.sideToMove;
                r.squares[size_t(unmoves.items[size_t(k)].slot)] = unmoves.items[size_t(k)].from;
                found = found || layout.Encode(r) == qIndex;
            }
            EXPECT_TRUE(found) << name << ": " << ToFen(pos) << " then " << int(m.From()) << "-"
                               << int(m.To()) << " is not found backwards";
        }
        // Backward: each predecessor that is a legal position has the move.
        UnMoveList unmoves;
        GenerateUnMoves(layout, q, unmoves);
        for (int k = 0; k < unmoves.size; ++k) {
            const UnMove& u = unmoves.items[size_t(k)];
            TablePosition r = q;
            r.sideToMove = ~q.sideToMove;
            r.squares[size_t(u.slot)] = u.from;
            // The quick index of a predecessor is the index.
            EXPECT_EQ(layout.EncodeUnMove(qIndex, q, u.slot, u.from), layout.Encode(r)) << name;
            if (layout.Encode(r) == kNoIndex) continue;  // a point the piece never reaches
            layout.ToPosition(r, pred);
            if (!Legal(pred)) continue;
            EXPECT_TRUE(IsLegalMove(pred, Move(u.from, q.squares[size_t(u.slot)])))
                << name << ": " << ToFen(pred) << " has no move to " << ToFen(pos);
        }
    }
    EXPECT_GE(checked, samples / 2) << name;
}

TEST(TablebaseUnMoves, MakrukMatchesTheMoveGenerator) {
    for (const char* name : {"KRNvK", "KSvKM", "KPvKP", "KNvKS", "KMMvK", "KRvKR", "KSPvK"})
        CheckMaterial(MakrukVariant(), name, 300);
}

TEST(TablebaseUnMoves, XiangqiMatchesTheMoveGenerator) {
    for (const char* name : {"KRvKC", "KNvKP", "KPPvK", "KCBvKA", "KNABvK", "KRAvKB", "KPvKAA"})
        CheckMaterial(XiangqiVariant(), name, 300);
}

// The walk over every index that initialises a build decodes as Decode does.
TEST(TablebaseLayout, DecodeNextWalksLikeDecode) {
    for (auto [v, name] : {std::pair{&MakrukVariant(), "KRvK"}, std::pair{&MakrukVariant(), "KPvK"},
                           std::pair{&XiangqiVariant(), "KAAvKR"}}) {
        Layout layout(test::MustMaterial(*v, name));
        std::array<int, kMaxSlots> places{};
        TablePosition walked, decoded;
        ASSERT_EQ(layout.Decode(0, walked), layout.Decode(0, decoded));
        for (uint64_t i = 1; i < layout.Size(); ++i) {
            const bool names = layout.DecodeNext(places, walked);
            ASSERT_EQ(names, layout.Decode(i, decoded)) << name << " " << i;
            ASSERT_EQ(walked.sideToMove, decoded.sideToMove) << name << " " << i;
            ASSERT_EQ(walked.squares, decoded.squares) << name << " " << i;
        }
    }
}

}  // namespace
}  // namespace chatur
