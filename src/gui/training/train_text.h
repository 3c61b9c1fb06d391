// The words of rated training in the UI language: theme names (from the theme
// catalog's Say templates), difficulty settings, the learner's rating, the
// dashboard's figures and dates, and what went wrong with the training database.
#pragma once

#include <wx/string.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/training/glicko2.h"
#include "core/training/puzzle_pool.h"
#include "core/training/training_session.h"
#include "core/training/training_store.h"

namespace chatur::gui {

// The theme's name ("Fork", "Mate in 2"); an unknown tag as it is written.
wxString ThemeName(const std::string& themeId);
// The themes among a puzzle's tags, named and joined ("Fork, Quiet move"); empty
// when none is a theme. A spoiler: shown only once the puzzle is over.
wxString ThemeList(const std::vector<std::string>& tags);
// A theme's figures on the dashboard: "60% solved, rating 1520" (no rating
// when it is hidden).
wxString ThemeFigures(double accuracy, std::optional<int> rating);
// A day under the dashboard's charts: "Dec 2" in English, "02.12." in German.
wxString ChartDate(int64_t time);
// "Easiest" ... "Hardest".
wxString DifficultyLabel(training::Difficulty difficulty);
// "1523 ± 80": a rating with its deviation, rounded.
wxString RatingValue(const training::Glicko2Rating& rating);
// What a recorded attempt did, in words for the feedback line: praise only
// for a clean solve; a solve after a mistake or with help is a miss for the
// rating, and says so; a streak that ended says so and its length; the rating
// change with its sign (unless the rating is hidden). Empty when there is
// nothing to add to the answer's own feedback (review, practice).
struct OutcomeWords {
    wxString text;
    bool good = false;     // a clean solve
    bool problem = false;  // not solved, or the streak ended
};
OutcomeWords AttemptOutcomeWords(const training::LastAttempt& last, bool showRating);
// A sentence for the learner about a problem with the training database.
wxString TrainingStoreErrorText(const training::StoreError& error);

}  // namespace chatur::gui
