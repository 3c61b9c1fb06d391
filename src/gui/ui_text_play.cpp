// ui_text (see ui_text.h): play mode -- rule profiles, levels, outcomes with a
// time forfeit, the clock, saved-game problems.
#include <wx/intl.h>
#include <wx/translation.h>

#include "gui/ui_text.h"

namespace chatur::gui {

wxString ProfileTitle(const RuleProfile& profile) {
    // TRANSLATORS: names of the rule profiles in the New game dialog (see GLOSSARY.md,
    // "rule profile"); the word in parentheses names the profile's main rule.
    if (profile.name == "counting") return _("Traditional Thai rules (counting)");
    if (profile.name == "fifty") return _("Simple rules (fifty-move rule)");
    if (profile.name == "auto-count") return _("Online rules (automatic count)");
    if (profile.name == "basic") return _("Standard rules");
    return wxString::FromUTF8(profile.FullName());
}

wxString ProfileSummary(const RuleProfile& profile) {
    if (profile.name == "counting")
        return _(
            "The players declare the board's honour count; the pieces' honour count "
            "starts by itself. A mate by the counting side is a draw.");
    if (profile.name == "fifty")
        return _(
            "No counting: fifty moves by each side without a capture or a Bia move "
            "draw.");
    if (profile.name == "auto-count")
        return _(
            "Both counts start by themselves, as on online sites. Threefold repetition "
            "draws only when claimed.");
    if (profile.name == "basic")
        return _(
            "Perpetual check loses; other repetitions draw. A side without a legal move "
            "loses.");
    return wxString();
}

wxString LevelName(Level level) {
    switch (level) {
        case Level::Easy:
            // TRANSLATORS: the computer's playing strength (Easy, Normal, Hard).
            return wxGETTEXT_IN_CONTEXT("level", "Easy");
        case Level::Normal:
            return wxGETTEXT_IN_CONTEXT("level", "Normal");
        case Level::Hard:
            return wxGETTEXT_IN_CONTEXT("level", "Hard");
    }
    return wxString();
}

wxString SessionOutcomeText(const PlaySession& session) {
    const VariantId variant = session.GetGame().GetVariant().id;
    if (auto loser = session.LostOnTime()) {
        const Color winner = ~*loser;
        const wxString result = winner == Color::Black          ? _("Black wins")
                                : variant == VariantId::Xiangqi ? _("Red wins")
                                                                : _("White wins");
        // TRANSLATORS: why a game ended: the side to move ran out of time.
        return _("Time forfeit") + wxString::FromUTF8(" \xe2\x80\x94 ") + result;
    }
    return OutcomeText(variant, session.GetGame().GetOutcome());
}

wxString ClockText(const ClockReading& r) {
    auto format = [](int64_t ms) {
        const int64_t seconds = (ms + 999) / 1000;  // 0:00 only when the time is gone
        return wxString::Format("%lld:%02lld", static_cast<long long>(seconds / 60),
                                static_cast<long long>(seconds % 60));
    };
    if (r.flagged) return format(0);
    if (!r.inByoyomi) return format(r.mainMs);
    const wxString text =
        // TRANSLATORS: a clock in byo-yomi (extra periods after the main time), e.g.
        // "0:25 (byo-yomi, 2 periods left)"; the period that runs is counted.
        wxPLURAL("%s (byo-yomi, %d period left)", "%s (byo-yomi, %d periods left)", r.periodsLeft);
    return wxString::Format(text, format(r.periodMs), r.periodsLeft);
}

wxString SavedGameErrorText(const SavedGameError& error) {
    const wxString why = wxString::FromUTF8(error.message);
    switch (error.kind) {
        case SavedGameError::Kind::Missing:
            return wxString();
        case SavedGameError::Kind::Corrupt:
            return wxString::Format(
                _("Your saved game could not be restored because its file is damaged (%s)."), why);
        case SavedGameError::Kind::Unreadable:
            return wxString::Format(_("Your saved game could not be read (%s)."), why);
        case SavedGameError::Kind::WriteFailed:
            return wxString::Format(_("The game could not be saved (%s)."), why);
    }
    return wxString();
}

wxString MoveListText(const PlaySession& session) {
    wxString text;
    for (const std::string& token : MoveTokens(session)) {
        wxString word;
        if (token == "{count-start}")
            // TRANSLATORS: count declarations in the move list, shown as "[start count]".
            word = "[" + wxGETTEXT_IN_CONTEXT("move list", "start count") + "]";
        else if (token == "{count-stop}")
            word = "[" + wxGETTEXT_IN_CONTEXT("move list", "stop count") + "]";
        else if (token.front() != '{')
            word = wxString::FromUTF8(token);
        if (word.empty()) continue;
        if (!text.empty()) text << ' ';
        text << word;
    }
    return text;
}

}  // namespace chatur::gui
