// ui_text (see ui_text.h): play mode -- rule profiles, levels, outcomes with a
// time forfeit, the clock, saved-game problems.
#include <wx/intl.h>
#include <wx/translation.h>

#include <cstdlib>

#include "core/notation/coord.h"
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
            // TRANSLATORS: the computer's playing strength (Easy, Normal, Hard, Maximum).
            return wxGETTEXT_IN_CONTEXT("level", "Easy");
        case Level::Normal:
            return wxGETTEXT_IN_CONTEXT("level", "Normal");
        case Level::Hard:
            return wxGETTEXT_IN_CONTEXT("level", "Hard");
        case Level::Maximum:
            return wxGETTEXT_IN_CONTEXT("level", "Maximum");
    }
    return wxString();
}

wxString SessionOutcomeText(const PlaySession& session) {
    // A time forfeit is one of the Game's outcomes (Reason::TimeForfeit).
    return OutcomeText(session.GetGame().GetVariant().id, session.GetGame().GetOutcome());
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

wxString UciErrorText(const UciError& error) {
    wxString text;
    switch (error.kind) {
        case UciErrorKind::EngineNotFound:
            // TRANSLATORS: problems with an external UCI engine set in Preferences.
            text = _("The external engine could not be started.");
            break;
        case UciErrorKind::NotUci:
            text = _("The external engine does not speak UCI.");
            break;
        case UciErrorKind::VariantUnsupported:
            text = _("The external engine does not offer this game (UCI_Variant).");
            break;
        case UciErrorKind::EngineCrashed:
            text = _("The external engine stopped working.");
            break;
        case UciErrorKind::Timeout:
            text = _("The external engine did not answer in time.");
            break;
        case UciErrorKind::IllegalMove:
            text = _("The external engine chose an illegal move; it was not played.");
            break;
    }
    if (!error.detail.empty()) text << " (" << wxString::FromUTF8(error.detail) << ")";
    return text;
}

wxString GameErrorText(GameErrorKind kind) {
    switch (kind) {
        case GameErrorKind::GameOver:
            // TRANSLATORS: why the game refused an action in play mode.
            return _("The game is already over.");
        case GameErrorKind::IllegalMove:
            return _("That move is not legal here.");
        case GameErrorKind::BadSetup:
            return _("This position cannot start a game.");
        case GameErrorKind::NoCountDeclarations:
            return _("These rules have no count to start or stop.");
        case GameErrorKind::CountRunning:
            return _("A count is already running.");
        case GameErrorKind::CountStartDeclared:
            return _("The count is already declared for the next move.");
        case GameErrorKind::BiaOnBoard:
            return _(
                "No board's honour count can start while an unpromoted Bia is on the "
                "board.");
        case GameErrorKind::NoCountRunning:
            return _("No count is running.");
        case GameErrorKind::PiecesCountRuns:
            return _("The pieces' honour count cannot be stopped.");
        case GameErrorKind::NotCountersTurn:
            return _("Only the counting side may stop the count, on its own turn.");
        case GameErrorKind::CountStopDeclared:
            return _("The count is already declared stopped.");
        case GameErrorKind::NoDrawClaims:
            return _("These rules have no draw to claim.");
        case GameErrorKind::NoRepetition:
            return _("There is no draw to claim: this position has not occurred three times.");
    }
    return _("That move is not legal here.");
}

wxString SessionErrorText(const SessionError& error) {
    if (error.game) return GameErrorText(*error.game);
    // TRANSLATORS: a saved game or a set-up could not be used; the detail in
    // parentheses is in English.
    return _("This game cannot go on.") + " (" + wxString::FromUTF8(error.message) + ")";
}

wxString ScoreText(VariantId variant, Color sideToMove, int score) {
    // The engine's score is the side to move's; people read it from White's (Red's) side.
    const int white = sideToMove == Color::White ? score : -score;
    if (std::abs(white) > kMateBound) {
        const int plies = kMateScore - std::abs(white);
        const int moves = (plies + 1) / 2;
        const Color winner = white > 0 ? Color::White : Color::Black;
        if (moves == 0) return wxString::Format(_("%s has mated"), SideName(variant, winner));
        // TRANSLATORS: an analysis score, e.g. "Black mates in 3".
        return wxString::Format(wxPLURAL("%s mates in %d", "%s mates in %d", moves),
                                SideName(variant, winner), moves);
    }
    return wxString::Format("%+.2f", white / 100.0);
}

wxString AnalysisText(const Game& game, const SearchInfo& info) {
    // The line as the lessons word moves ("Rua h1–e1, Khun e8–d7"), each move on
    // the position it is played in; the first eight, as the words take room.
    wxString line;
    Position pos = game.GetPosition();
    for (size_t i = 0; i < info.pv.size() && i < 8; ++i) {
        if (!line.empty()) line << ", ";
        line << MoveLabel(game.GetVariant().id, pos.PieceAt(info.pv[i].From()), info.pv[i]);
        pos.DoMove(info.pv[i]);
    }
    const wxString score = ScoreText(game.GetVariant().id, game.SideToMove(), info.score);
    // TRANSLATORS: one line of analysis: the search depth, the score, the best line.
    return wxString::Format(_("Depth %d: %s"), info.depth, score) +
           wxString::FromUTF8(" \xe2\x80\x94 ") + line;
}

}  // namespace chatur::gui
