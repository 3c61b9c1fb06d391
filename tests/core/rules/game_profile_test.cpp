// Rule profiles as data (docs/rules.md) and the stable outcome keys (docs/cli.md).
#include <gtest/gtest.h>

#include "core/notation/game_fen.h"
#include "core/rules/game.h"

namespace chatur {
namespace {

TEST(Profiles, LookupByShortAndFullName) {
    const Variant& mk = MakrukVariant();
    for (const char* name : {"counting", "makruk/counting"}) {
        auto p = FindProfile(mk, name);
        ASSERT_TRUE(std::holds_alternative<const RuleProfile*>(p)) << name;
        EXPECT_EQ(std::get<const RuleProfile*>(p)->FullName(), "makruk/counting");
    }
    EXPECT_EQ(std::get<const RuleProfile*>(FindProfile(mk, "fifty"))->name, "fifty");
    EXPECT_EQ(std::get<const RuleProfile*>(FindProfile(mk, "auto-count"))->name, "auto-count");
    EXPECT_EQ(std::get<const RuleProfile*>(FindProfile(XiangqiVariant(), "xiangqi/basic"))->name,
              "basic");
}

TEST(Profiles, UnknownOrForeignProfileIsAnError) {
    const Variant& mk = MakrukVariant();
    for (const char* name : {"basic", "xiangqi/basic", "makruk/basic", "Counting", "", "blitz"}) {
        auto p = FindProfile(mk, name);
        ASSERT_TRUE(std::holds_alternative<ProfileError>(p)) << name;
        EXPECT_FALSE(std::get<ProfileError>(p).message.empty());
    }
    EXPECT_TRUE(std::holds_alternative<ProfileError>(FindProfile(XiangqiVariant(), "counting")));
}

TEST(Profiles, Defaults) {
    EXPECT_EQ(DefaultProfile(MakrukVariant()).FullName(), "makruk/counting");
    EXPECT_EQ(DefaultProfile(XiangqiVariant()).FullName(), "xiangqi/basic");
    EXPECT_EQ(AllProfiles().size(), 4u);
}

TEST(Profiles, RecordsMatchTheSpec) {
    auto get = [](const char* name) {
        return *std::get<const RuleProfile*>(FindProfile(MakrukVariant(), name));
    };
    RuleProfile counting = get("counting"), fifty = get("fifty"), autoCount = get("auto-count");
    const RuleProfile& basic = DefaultProfile(XiangqiVariant());
    EXPECT_EQ(counting.counting, CountingRule::Declared);
    EXPECT_TRUE(counting.counterMateDraws);
    EXPECT_EQ(counting.repetition, RepetitionRule::Draw);
    EXPECT_EQ(counting.plyLimit, 400);
    EXPECT_EQ(fifty.counting, CountingRule::None);
    EXPECT_EQ(fifty.fiftyMovePlies, 100);
    EXPECT_EQ(fifty.material, MaterialRule::DeadPosition);
    EXPECT_EQ(autoCount.counting, CountingRule::Automatic);
    EXPECT_FALSE(autoCount.counterMateDraws);
    EXPECT_EQ(autoCount.repetition, RepetitionRule::DrawOnClaim);
    EXPECT_TRUE(autoCount.fenCarriesCount);
    EXPECT_EQ(basic.repetition, RepetitionRule::PerpetualCheck);
    EXPECT_EQ(basic.material, MaterialRule::NoAttackers);
    EXPECT_FALSE(basic.stalemateDraws);
    EXPECT_EQ(basic.plyLimit, 300);
}

TEST(Profiles, ProfileOfAnotherVariantIsRefused) {
    auto made =
        GameFromFen(XiangqiVariant(), DefaultProfile(MakrukVariant()), XiangqiVariant().startFen);
    EXPECT_TRUE(std::holds_alternative<GameError>(made));
}

TEST(OutcomeKeys, StableKeys) {
    const std::pair<Reason, const char*> keys[] = {
        {Reason::None, "none"},
        {Reason::Checkmate, "checkmate"},
        {Reason::Stalemate, "stalemate"},
        {Reason::NoMoves, "no-moves"},
        {Reason::Counting, "counting"},
        {Reason::Repetition, "repetition"},
        {Reason::PerpetualCheck, "perpetual-check"},
        {Reason::FiftyMoves, "fifty-moves"},
        {Reason::InsufficientMaterial, "insufficient-material"},
        {Reason::MoveLimit, "move-limit"},
        {Reason::Resignation, "resignation"},
        {Reason::Agreement, "agreement"},
        {Reason::TimeForfeit, "time-forfeit"},
    };
    for (auto [reason, key] : keys) {
        EXPECT_EQ(ReasonKey(reason), key);
        EXPECT_EQ(ReasonFromKey(key), reason);
    }
    EXPECT_EQ(ResultKey(Result::Ongoing), "ongoing");
    EXPECT_EQ(ResultKey(Result::WhiteWins), "white-wins");
    EXPECT_EQ(ResultKey(Result::BlackWins), "black-wins");
    EXPECT_EQ(ResultKey(Result::Draw), "draw");
    EXPECT_EQ(ResultFromKey("draw"), Result::Draw);
    EXPECT_FALSE(ReasonFromKey("mate").has_value());
}

}  // namespace
}  // namespace chatur
