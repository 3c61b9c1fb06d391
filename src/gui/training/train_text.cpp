#include "gui/training/train_text.h"

#include <wx/datetime.h>
#include <wx/intl.h>
#include <wx/translation.h>

#include <cmath>

#include "core/content/theme_catalog.h"

namespace chatur::gui {

wxString ThemeFigures(double accuracy, std::optional<int> rating) {
    const int percent = int(std::lround(accuracy * 100));
    if (!rating)
        // TRANSLATORS: a theme's row on the dashboard: the share of its puzzles solved.
        return wxString::Format(_("%d%% solved"), percent);
    // TRANSLATORS: a theme's row on the dashboard: the share solved and the learner's
    // rating in that theme.
    return wxString::Format(_("%d%% solved, rating %d"), percent, *rating);
}

wxString ChartDate(int64_t time) {
    // TRANSLATORS: a day under the dashboard's charts, as a strftime format: %d the
    // day, %m the month's number, %b the month's short English name (write numbers in
    // other languages, in the order your readers expect: "%d.%m." in German).
    return wxDateTime(time_t(time)).Format(_("%b %d"));
}

wxString ThemeName(const std::string& themeId) {
    const content::Theme* theme = content::FindTheme(themeId);
    if (!theme) return wxString::FromUTF8(themeId);
    // The templates are ASCII msgids from the catalog's Say("...") calls.
    auto translate = [](const std::string& english) {
        return wxGetTranslation(wxString::FromUTF8(english)).utf8_string();
    };
    return wxString::FromUTF8(content::Render(theme->name, translate));
}

wxString ThemeList(const std::vector<std::string>& tags) {
    wxString themes;
    for (const std::string& tag : tags)
        if (content::FindTheme(tag)) themes << (themes.empty() ? "" : ", ") << ThemeName(tag);
    return themes;
}

wxString DifficultyLabel(training::Difficulty d) {
    using training::Difficulty;
    switch (d) {
        // TRANSLATORS: difficulty settings of rated training, from easiest to hardest.
        case Difficulty::Easiest:
            return _("Easiest");
        case Difficulty::Easier:
            return _("Easier");
        case Difficulty::Normal:
            return _("Normal");
        case Difficulty::Harder:
            return _("Harder");
        case Difficulty::Hardest:
            return _("Hardest");
    }
    return wxString();
}

wxString RatingValue(const training::Glicko2Rating& rating) {
    return wxString::Format(wxString::FromUTF8("%d \xc2\xb1 %d"), int(std::lround(rating.rating)),
                            int(std::lround(rating.rd)));
}

OutcomeWords AttemptOutcomeWords(const training::LastAttempt& last, bool showRating) {
    using training::ItemResult;
    const std::optional<int> change = last.RatingChange();
    OutcomeWords words;
    if (!change && !last.endedStreak) return words;  // no rating moved: the answer's words
    if (last.endedStreak) {
        words.problem = true;
        // TRANSLATORS: streak mode; %d is how many puzzles were solved in a row before this one.
        words.text = wxString::Format(
            wxPLURAL("Streak over: %d puzzle solved in a row.",
                     "Streak over: %d puzzles solved in a row.", last.streakLength),
            last.streakLength);
        words.text << " ";
        switch (last.result) {
            case ItemResult::SolvedAfterMistakes:
                words.text << _("The move was right, but a mistake ends the streak.");
                break;
            case ItemResult::SolvedWithHelp:
                words.text << _(
                    "The move was right, but the last hint or the answer ends the "
                    "streak.");
                break;
            default:
                words.text << _("The puzzle was not solved.");
                break;
        }
    } else if (last.countsAsSolved) {
        words.good = true;
        words.text = _("Right, well done!");
    } else {
        switch (last.result) {
            case ItemResult::SolvedAfterMistakes:
                // TRANSLATORS: rated training: the right move was found after a wrong one.
                words.text = _("Solved, but after a mistake: for your rating it counts as a miss.");
                break;
            case ItemResult::SolvedWithHelp:
                words.text = _("Solved with help: for your rating it counts as a miss.");
                break;
            default:
                words.problem = true;
                words.text = _("Not solved: for your rating it counts as a miss.");
                break;
        }
    }
    if (change && showRating)
        // TRANSLATORS: %s is the signed change of the learner's rating, e.g. "+12" or "-170".
        words.text << " "
                   << wxString::Format(_("Rating change: %s."), wxString::Format("%+d", *change));
    return words;
}

wxString TrainingStoreErrorText(const training::StoreError& e) {
    using training::StoreErrorKind;
    const wxString path = wxString::FromUTF8(e.path);
    switch (e.kind) {
        case StoreErrorKind::CannotOpen:
            // TRANSLATORS: %s is the training database's file.
            return wxString::Format(_("Your training record cannot be opened, so training results "
                                      "are not saved. The file is %s."),
                                    path);
        case StoreErrorKind::Damaged:
            // TRANSLATORS: %1$s is the damaged file's new name; a fresh record was started.
            return wxString::Format(
                _("Your training record was damaged. It was kept as %1$s and a new record "
                  "was started."),
                wxString::FromUTF8(e.keptAside));
        case StoreErrorKind::Foreign:
            return wxString::Format(
                _("The file where Chatur keeps your training record belongs to another "
                  "program. It was kept as %1$s and a new record was started."),
                wxString::FromUTF8(e.keptAside));
        case StoreErrorKind::NewerSchema:
            return wxString::Format(
                _("Your training record was written by a newer version of Chatur. It is shown, "
                  "but nothing is saved to it until you use that version again. The file is %s."),
                path);
        case StoreErrorKind::UnknownSchema:
            return wxString::Format(
                _("Your training record has a version number no Chatur writes, so nothing is "
                  "saved to it. It was left as it is: %s."),
                path);
        case StoreErrorKind::Busy:
            return wxString::Format(
                _("Your training record is in use by another program, so results are not saved "
                  "for now. Nothing in it was changed: %s."),
                path);
        case StoreErrorKind::DiskFull:
            return wxString::Format(_("The disk is full, so results are not saved to your "
                                      "training record for now. Nothing in it was lost: %s."),
                                    path);
        case StoreErrorKind::ReadFailed:
            // TRANSLATORS: %s is the training database's file; nothing was recorded.
            return wxString::Format(_("Your training record could not be read, so this result "
                                      "was not saved. The file is %s."),
                                    path);
        case StoreErrorKind::WriteFailed:
            return wxString::Format(
                _("This result could not be saved to your training record. The file is %s."), path);
    }
    return wxString();
}

}  // namespace chatur::gui
