// The builder's own move counting (forward.h) against the engine's move
// generator, on random indexes of several materials: the same positions are
// legal, in check, and have the same quiet moves and the same captures and
// promotions.
#include "core/tablebase/forward.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <tuple>
#include <vector>

#include "core/notation/fen.h"
#include "core/rules/movegen.h"
#include "tablebase_test_support.h"

namespace chatur {
namespace {

using namespace tablebase;

void CheckMaterial(const Variant& v, const std::string& name, int samples) {
    const Layout layout(test::MustMaterial(v, name));
    std::optional<MakrukTableMoves> makruk;
    if (v.id == VariantId::Makruk) makruk.emplace(layout);
    std::mt19937_64 rng(2468);
    Position pos(v);
    TableMoves moves;
    int legal = 0, withExits = 0;
    for (int k = 0; k < samples; ++k) {
        TablePosition p;
        if (!layout.Decode(rng() % layout.Size(), p)) continue;
        layout.ToPosition(p, pos);
        if (v.id == VariantId::Makruk)
            makruk->Generate(p, moves);
        else
            GenerateXiangqiTableMoves(layout, p, moves);
        const bool engineLegal = !pos.KingExposed(~pos.SideToMove());
        ASSERT_EQ(moves.legal, engineLegal) << name << " " << ToFen(pos);
        if (makruk) {
            // The first pass's mask for a block of positions says the same.
            const Square last = p.squares[size_t(layout.Slots() - 1)];
            EXPECT_EQ((makruk->IllegalLast(p) >> last) & 1, engineLegal ? 0u : 1u)
                << name << " " << ToFen(pos);
        }
        if (!engineLegal) continue;
        ++legal;
        EXPECT_EQ(moves.inCheck, pos.InCheck()) << name << " " << ToFen(pos);
        int quiet = 0;
        std::vector<std::tuple<Square, Square, bool>> engineExits, ourExits;
        for (Move m : LegalMoves(pos))
            if (IsEmpty(pos.PieceAt(m.To())) && !m.IsPromotion())
                ++quiet;
            else
                engineExits.emplace_back(m.From(), m.To(), m.IsPromotion());
        EXPECT_EQ(moves.quiet, quiet) << name << " " << ToFen(pos);
        for (int e = 0; e < moves.exits; ++e) {
            const Exit& exit = moves.exit[size_t(e)];
            ourExits.emplace_back(p.squares[size_t(exit.slot)], exit.to, exit.promotes);
            // The piece taken is the one on the exit's point.
            if (exit.captured >= 0)
                EXPECT_EQ(p.squares[size_t(exit.captured)], exit.to) << name << " " << ToFen(pos);
            else
                EXPECT_TRUE(IsEmpty(pos.PieceAt(exit.to))) << name << " " << ToFen(pos);
        }
        std::sort(engineExits.begin(), engineExits.end());
        std::sort(ourExits.begin(), ourExits.end());
        EXPECT_EQ(ourExits, engineExits) << name << " " << ToFen(pos);
        withExits += moves.exits > 0;
    }
    EXPECT_GE(legal, samples / 8) << name;
    EXPECT_GT(withExits, 0) << name;
}

TEST(TablebaseTableMoves, MakrukMatchesTheMoveGenerator) {
    for (const char* name :
         {"KRvKN", "KRvKR", "KRRvK", "KSvKM", "KPvKP", "KNvKS", "KSPvK", "KRvKP", "KPPvK", "KMMvK"})
        CheckMaterial(MakrukVariant(), name, 4000);
}

TEST(TablebaseTableMoves, XiangqiMatchesTheMoveGenerator) {
    for (const char* name : {"KRvKC", "KCvKC", "KNvKP", "KPPvK", "KCBvKA", "KNABvK", "KRAvKB",
                             "KPvKAA", "KCCvK", "KRvKN", "KNNvK", "KABvKC"})
        CheckMaterial(XiangqiVariant(), name, 4000);
}

}  // namespace
}  // namespace chatur
