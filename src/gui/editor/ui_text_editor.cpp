#include "gui/editor/ui_text_editor.h"

#include <wx/intl.h>

#include "gui/ui_text.h"

namespace chatur::gui {

wxString SetupProblemText(const Variant& variant, const editor::SetupProblem& problem) {
    const VariantId v = variant.id;
    const wxString side = SideName(v, problem.side);
    const wxString king = PieceName(v, PieceType::King);
    const std::string& key = problem.key;
    if (key == "no-king")
        // TRANSLATORS: a set-up problem, e.g. "Black has no Khun."
        return wxString::Format(_("%s has no %s."), side, king);
    if (key == "too-many-kings")
        // TRANSLATORS: a set-up problem, e.g. "White has more than one Khun."
        return wxString::Format(_("%s has more than one %s."), side, king);
    if (key == "too-many-pieces")
        // TRANSLATORS: a set-up problem, e.g. "White has more pieces of the kind Rua than a
        // set holds."
        return wxString::Format(_("%s has more pieces of the kind %s than a set holds."), side,
                                PieceName(v, problem.piece));
    if (key == "impossible-square") {
        const wxString where = SquareLabel(variant, problem.square);
        if (problem.piece == PieceType::None)
            return wxString::Format(_("The piece on %s can never stand there."), where);
        // TRANSLATORS: a set-up problem, e.g. "The Bia on a6 can never stand there."
        return wxString::Format(_("The %s on %s can never stand there."),
                                PieceLabel(v, MakePiece(problem.side, problem.piece)), where);
    }
    if (key == "opponent-in-check")
        // TRANSLATORS: a set-up problem: the side that is not to move is in check.
        return wxString::Format(_("%s is in check, but it is not their move."), side);
    if (key == "generals-facing") return _("The generals face each other on an open file.");
    if (key == "game-over") {
        if (problem.checkmate)
            // TRANSLATORS: a set-up problem, e.g. "White to move is checkmated: ..."
            return wxString::Format(_("%s to move is checkmated: there is nothing to solve."),
                                    side);
        return wxString::Format(_("%s to move has no legal move: there is nothing to solve."),
                                side);
    }
    return wxString::Format(_("This position cannot be used in a puzzle (%s)."),
                            wxString::FromUTF8(key));
}

wxString PositionLegalText() {
    return _("Position is legal");
}

wxString TaskKindLabel(content::TaskKind kind) {
    switch (kind) {
        case content::TaskKind::Move:
            // TRANSLATORS: the task kinds of a puzzle in the pack editor.
            return _("Play the right move");
        case content::TaskKind::Legal:
            return _("Is this move legal?");
        case content::TaskKind::Range:
            return _("Mark where a piece can go");
        case content::TaskKind::Place:
            return _("Place a piece");
        case content::TaskKind::Choice:
            return _("Multiple choice");
        case content::TaskKind::Count:
            return _("Counting question");
        case content::TaskKind::PlayOut:
            // TRANSLATORS: a lesson step played out against the endgame tables.
            return _("Play it out against the tables");
    }
    return wxString();
}

wxString MoveGoalLabel(content::MoveGoal goal) {
    switch (goal) {
        case content::MoveGoal::None:
            // TRANSLATORS: the goal of a move puzzle; "none" means the recorded lines only.
            return _("Only the recorded lines");
        case content::MoveGoal::Mate:
            // TRANSLATORS: the goal of a move puzzle, a verb ("give mate"); the puzzle
            // theme "Mate" (a noun) is a separate entry.
            return wxGETTEXT_IN_CONTEXT("puzzle goal", "Mate");
        case content::MoveGoal::Promote:
            return _("Promote");
        case content::MoveGoal::WinMaterial:
            return _("Win material");
    }
    return wxString();
}

wxString PlaceConditionLabel(content::PlaceCondition condition) {
    switch (condition) {
        case content::PlaceCondition::PromotesNextMove:
            // TRANSLATORS: what a piece placed by the learner must do.
            return _("Promotes on its next move");
        case content::PlaceCondition::ReachesSquare:
            return _("Reaches a square");
        case content::PlaceCondition::SafeSquare:
            return _("Stands where no enemy attacks it");
    }
    return wxString();
}

wxString SolutionLineText(const std::vector<std::string>& moves) {
    wxString text;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (i % 2 == 0) {
            if (i > 0) text += ' ';
            text += wxString::Format("%d.", int(i / 2 + 1));
        }
        text += ' ' + wxString::FromUTF8(moves[i]);
    }
    return text;
}

wxString LegalVerdictText(const Variant& variant, Piece piece, Square from, Square to, bool legal) {
    const wxString move = MoveLabel(variant.id, piece, chatur::Move(from, to));
    // TRANSLATORS: the engine's verdict in a "legal" task, e.g. "Ma b1–c3 is legal."
    return wxString::Format(legal ? _("%s is legal.") : _("%s is not legal."), move);
}

wxString SquareListText(const Variant& variant, const std::vector<Square>& squares) {
    if (squares.empty()) return _("No square");
    wxString list;
    for (Square s : squares) {
        if (!list.empty()) list += ", ";
        list += SquareLabel(variant, s);
    }
    // TRANSLATORS: the squares of an answer, e.g. "3 squares: a2, a3, a4".
    return wxString::Format(wxPLURAL("%d square: %s", "%d squares: %s", int(squares.size())),
                            int(squares.size()), list);
}

wxString TaskProblemText(const editor::TaskProblem& problem) {
    using Kind = editor::TaskProblem::Kind;
    switch (problem.kind) {
        case Kind::PositionNotLegal:
            return _("The task is checked once the position is legal.");
        case Kind::NoLineNoGoal:
            return _("Record at least one accepted line, or set a goal.");
        case Kind::LineNotLegal:
            return wxString::Format(
                _("Line %d is not legal in this position: record it again or delete "
                  "it."),
                int(problem.line + 1));
        case Kind::NoLegalMove:
            return _("Pick the move on the board.");
        case Kind::NoPieceOnFrom:
            return _("No piece stands where the move starts.");
        case Kind::NoRangePiece:
            return _("Pick a piece on the board.");
        case Kind::NoPlaceTarget:
            return _("Pick the target square on the board.");
        case Kind::NoPlaceSquare:
            return _("No square meets the condition in this position.");
        case Kind::TooFewOptions:
            return _("Add at least two answers.");
        case Kind::NoCorrectOption:
            return _("Mark at least one answer correct.");
        case Kind::NoCount:
            return _("No count can start in this position.");
        case Kind::NoCountQuestion:
            return _("Choose at least one question.");
    }
    return wxString();
}

}  // namespace chatur::gui
