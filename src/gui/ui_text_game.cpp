// ui_text (see ui_text.h): outcomes, the counting rules, stages, progress-file
// problems.
#include <wx/intl.h>
#include <wx/translation.h>

#include "gui/training/train_text.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

const wxString kDash = wxString::FromUTF8(" \xe2\x80\x94 ");

wxString ReasonText(VariantId variant, Reason reason) {
    switch (reason) {
        case Reason::None:
            return wxString();
        // TRANSLATORS: why a game ended (shown before who won).
        case Reason::Checkmate:
            return _("Checkmate");
        case Reason::Stalemate:
            return _("Stalemate");
        case Reason::NoMoves:
            return _("No legal move left");
        case Reason::Counting:
            return variant == VariantId::Makruk ? _("The count ran out") : _("Counting rules");
        case Reason::Repetition:
            return _("Threefold repetition");
        case Reason::PerpetualCheck:
            return _("Perpetual check");
        case Reason::FiftyMoves:
            return _("Fifty-move rule");
        case Reason::InsufficientMaterial:
            return _("Not enough material to mate");
        case Reason::MoveLimit:
            return _("Move limit reached");
        case Reason::Resignation:
            return _("Resignation");
        case Reason::Agreement:
            return _("Draw agreed");
        case Reason::TimeForfeit:
            // TRANSLATORS: why a game ended: a player ran out of time.
            return _("Time forfeit");
    }
    return wxString();
}

// "Pieces' honour count — Black counts 6 of 8 — 2 moves left"; empty when no count runs.
wxString CountStatusText(VariantId variant, const CountStatus& s) {
    if (s.kind == CountKind::None) {
        if (s.startRequested) return _("The board's honour count starts with this move");
        return wxString();
    }
    wxString text = CountKindName(s.kind) + kDash;
    // TRANSLATORS: e.g. "Black counts 6 of 8": the counting side, its count and the limit.
    text << wxString::Format(_("%s counts %d of %d"), SideName(variant, s.countingSide), s.value,
                             s.limit);
    if (s.limitReached)
        text << kDash << _("limit reached: this is the last move to give mate");
    else
        text << kDash
             << wxString::Format(wxPLURAL("%d move left", "%d moves left", s.movesLeft),
                                 s.movesLeft);
    if (s.stopRequested) text << kDash << _("stops with this move");
    return text;
}

}  // namespace

wxString OutcomeText(VariantId variant, const Outcome& outcome) {
    wxString result;
    switch (outcome.result) {
        case Result::Ongoing:
            return wxString();
        case Result::WhiteWins:
            result = variant == VariantId::Xiangqi ? _("Red wins") : _("White wins");
            break;
        case Result::BlackWins:
            result = _("Black wins");
            break;
        case Result::Draw:
            result = _("Draw");
            break;
    }
    return ReasonText(variant, outcome.reason) + kDash + result;
}

wxString CountKindName(CountKind kind) {
    switch (kind) {
        case CountKind::None:
            return _("No count");
        // TRANSLATORS: Makruk's counting rules; see GLOSSARY.md (board's / pieces' honour count).
        case CountKind::Board:
            return _("Board's honour count");
        case CountKind::Pieces:
            return _("Pieces' honour count");
    }
    return wxString();
}

wxString PositionStateText(const PositionState& state, const wxString& addition) {
    const bool over = state.outcome.IsOver();
    wxString text = over ? OutcomeText(state.variant, state.outcome)
                         : ToMoveText(state.variant, state.toMove, state.inCheck);
    if (!addition.empty()) text << kDash << addition;
    if (over) return text;
    const wxString count = CountStatusText(state.variant, state.count);
    if (!count.empty()) text << '\n' << count;
    return text;
}

wxString CountInfoText(VariantId variant, const CountInfo& info) {
    if (info.kind == CountKind::None) return _("No count applies in this position.");
    // TRANSLATORS: the answer of a counting question, e.g. "Pieces' honour count: Black
    // counts, starting at 4, up to 16."
    return wxString::Format(_("%s: %s counts, starting at %d, up to %d."), CountKindName(info.kind),
                            SideName(variant, info.countingSide), info.startValue, info.limit);
}

wxString StageLabel(content::Stage stage) {
    switch (stage) {
        // TRANSLATORS: the three stages of graded practice (see GLOSSARY.md).
        case content::Stage::Rules:
            return _("Understand the rules");
        case content::Stage::Compare:
            return _("Compare options");
        case content::Stage::Review:
            return _("Review and check");
    }
    return wxString();
}

wxString ProgressErrorText(const progress::ProgressError& error) {
    if (error.store) return TrainingStoreErrorText(*error.store);
    switch (error.kind) {
        case progress::ProgressError::Kind::Corrupt:
            return wxString::Format(
                _("Your progress file was damaged, so Chatur has started a new one. The old "
                  "file is kept as %s."),
                wxString::FromUTF8(error.backupPath));
        case progress::ProgressError::Kind::Unreadable:
            return wxString::Format(_("Chatur cannot read your progress file, so progress is not "
                                      "saved in this session (%s)."),
                                    wxString::FromUTF8(error.message));
        case progress::ProgressError::Kind::WriteFailed:
            return wxString::Format(_("Your progress could not be saved (%s)."),
                                    wxString::FromUTF8(error.message));
    }
    return wxString();
}

wxString ProgressImportProblemText(const std::vector<std::string>& problems) {
    if (problems.empty()) return wxString();
    // TRANSLATORS: %s is the first problem, in English, e.g.
    // "/home/me/.local/share/chatur/progress.txt: line 12: bad number".
    return wxString::Format(_("Your old progress file was imported, but part of it could not be "
                              "read (%s)."),
                            wxString::FromUTF8(problems.front()));
}

}  // namespace chatur::gui
