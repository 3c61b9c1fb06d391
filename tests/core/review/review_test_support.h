// Shared by the game review's tests: a short Makruk game played from a FEN and
// reviewed at a small fixed depth (the same result on every machine), and the Rua
// ending whose planted blunder the tests look for.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <variant>
#include <vector>

#include "core/notation/game_fen.h"
#include "core/notation/move_text.h"
#include "core/review/game_review.h"
#include "core/rules/game.h"
#include "core/rules/profile.h"
#include "core/rules/variant.h"

namespace chatur::review::review_test {

inline const Variant& Makruk() {
    return *FindVariant("makruk");
}

// The moves of `texts` played from `fen`.
inline std::vector<Move> Moves(const std::string& fen, const std::vector<std::string>& texts) {
    Game game = std::get<Game>(GameFromFen(Makruk(), DefaultProfile(Makruk()), fen));
    std::vector<Move> out;
    for (const std::string& t : texts) {
        out.push_back(std::get<Move>(ParseMoveText(game.GetPosition(), t)));
        EXPECT_FALSE(game.Play(out.back()));
    }
    return out;
}

inline GameReview Review(const std::string& fen, const std::vector<std::string>& texts,
                         int jobs = 1, tablebase::Tablebase* tables = nullptr) {
    ReviewOptions options;
    options.depth = 6;
    options.jobs = jobs;
    auto r =
        ReviewGame(Makruk(), DefaultProfile(Makruk()), fen, Moves(fen, texts), {}, options, tables);
    EXPECT_TRUE(std::holds_alternative<GameReview>(r));
    return std::get<GameReview>(std::move(r));
}

// Rua against Rua; White's Rua walks to h1, where Black's takes it for nothing
// (instead of Ra8+, which wins Black's Rua behind its Khun).
inline constexpr const char* kRuaEnding = "4k2r/8/8/8/8/8/4K3/R7 w - - 0 1";

}  // namespace chatur::review::review_test
