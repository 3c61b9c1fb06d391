// Reviews kept on disk, so that a game opened for review again shows its review
// at once instead of being searched again (docs/review.md, "Cache"). A review is
// filed under a key made from everything it depends on: the game (variant, rule
// profile, start, moves, count declarations) and the review's settings (depth or
// time). The file is Chatur's own text (moves as numbers); one that cannot be read
// is a miss.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/review/game_review.h"

namespace chatur::review {

// 16 hex digits (FNV-1a over the game and the settings).
std::string ReviewKey(const Variant& variant, const RuleProfile& profile,
                      const std::string& startFen, const std::vector<Move>& moves,
                      const std::vector<CountDeclaration>& declarations,
                      const ReviewOptions& options);

std::string SerializeReview(const GameReview& review);
// Nothing when the text is not a review of `moves` (damaged, another game).
std::optional<GameReview> ParseReview(std::string_view text, const std::vector<Move>& moves);

class ReviewCache {
public:
    explicit ReviewCache(std::filesystem::path dir) : m_dir(std::move(dir)) {}
    // The user's data folder's reviews (platform::UserDataFolder), beside the
    // endgame tables.
    static std::filesystem::path DefaultDir();

    std::optional<GameReview> Find(const std::string& key, const std::vector<Move>& moves) const;
    // The error's message when the review could not be written (the cache is
    // only a shortcut: the caller may ignore it).
    std::optional<std::string> Store(const std::string& key, const GameReview& review) const;

private:
    std::filesystem::path m_dir;
};

}  // namespace chatur::review
