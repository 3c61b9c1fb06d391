// ui_text (see ui_text.h): what the trainer says. Every key a TrainerSession
// returns gets its sentence here; a wrong answer always says why, kindly.
#include <wx/intl.h>
#include <wx/translation.h>

#include "core/notation/fen.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

using content::TaskKind;

wxString Utf8(const std::string& s) {
    return wxString::FromUTF8(s);
}

wxString SquareText(const Variant& v, chatur::Square s) {
    return SquareLabel(v, s);
}

wxString SquareList(const Variant& v, const std::vector<chatur::Square>& squares) {
    wxString out;
    for (chatur::Square s : squares) {
        if (!out.empty()) out << ", ";
        out << SquareText(v, s);
    }
    return out;
}

bool Points(const TrainerSession& s) {
    return s.GetVariant().id == VariantId::Xiangqi;
}

// "Ma b5–c7, Khun e8–f8": moves from `pos`, each with the piece that makes it.
wxString MoveList(const Position& start, const std::vector<chatur::Move>& moves) {
    Position pos = start;
    wxString out;
    for (chatur::Move m : moves) {
        if (!out.empty()) out << ", ";
        out << MoveLabel(pos.GetVariant().id, pos.PieceAt(m.From()), m);
        pos.DoMove(m);
    }
    return out;
}

// After a wrong move: the opponent's answer that punishes it, if the trainer
// found one ("The opponent would answer Met d8–e7 and take your Rua.").
wxString Refutation(const Feedback& f, const TrainerSession& s) {
    if (f.verdict != Verdict::Wrong || !f.move || f.replies.empty()) return wxString();
    const VariantId variant = s.GetVariant().id;
    Position after = s.CurrentPosition();  // the wrong move was taken back
    after.DoMove(*f.move);
    const chatur::Move reply = f.replies.front();
    const wxString answer = MoveLabel(variant, after.PieceAt(reply.From()), reply);
    const Piece taken = after.PieceAt(reply.To());
    if (IsEmpty(taken))
        // TRANSLATORS: after a wrong move; %s is the opponent's mating answer, e.g. "Rua a2–a8".
        return wxString::Format(_("The opponent would answer %s: checkmate."), answer);
    // TRANSLATORS: after a wrong move; %1$s is the opponent's answer, e.g. "Met d8–e7",
    // %2$s the learner's piece it takes, e.g. "Rua".
    return wxString::Format(_("The opponent would answer %1$s and take your %2$s."), answer,
                            PieceLabel(variant, taken));
}

wxString RangeWrong(const Feedback& f, bool points) {
    wxString missing;
    if (f.number > 0)
        missing = points ? wxString::Format(wxPLURAL("It can reach %d more point.",
                                                     "It can reach %d more points.", f.number),
                                            f.number)
                         : wxString::Format(wxPLURAL("It can reach %d more square.",
                                                     "It can reach %d more squares.", f.number),
                                            f.number);
    wxString extra;
    if (!f.extra.empty())
        extra = points ? _("It cannot reach the points crossed out in red.")
                       : _("It cannot reach the squares crossed out in red.");
    wxString text = _("Not quite.");
    for (const wxString& part : {extra, missing})
        if (!part.empty()) text << " " << part;
    return text;
}

// A play-out step's feedback: the learner's move and the tables' answer in
// piece words ("Rua h1–e1"), what is left to do, or which move gave the
// result away.
wxString PlayOutFeedback(const Feedback& f, const TrainerSession& s) {
    const VariantId variant = s.GetVariant().id;
    const Position& pos = s.CurrentPosition();
    const std::string& k = f.key;
    if (k == "play-out-wait") return _("The endgame tables are not ready yet: wait a moment.");
    if (k == "play-out-mate")
        // TRANSLATORS: a "play it out" step won; %d is the learner's moves.
        return wxString::Format(
            wxPLURAL("Won in %d move. Well played!", "Won in %d moves. Well played!", f.number),
            f.number);
    if (k == "play-out-held")
        return wxString::Format(wxPLURAL("You held the draw for %d move. Well played!",
                                         "You held the draw for %d moves. Well played!", f.number),
                                f.number);
    if (k == "play-out-progress") {
        // Taken after the reply: the reply's piece stands on its square now.
        const wxString reply =
            f.replies.empty()
                ? wxString()
                : MoveLabel(variant, pos.PieceAt(f.replies.back().To()), f.replies.back());
        const auto* task = s.Task().As<content::PlayOutTask>();
        if (task && task->result == content::PlayOutResult::Draw)
            // TRANSLATORS: %1$s is the tables' move ("Rua a1–a8"), %2$d the moves still to hold.
            return wxString::Format(
                wxPLURAL("Held. The reply: %1$s. Hold on for %2$d more move.",
                         "Held. The reply: %1$s. Hold on for %2$d more moves.", f.number),
                reply, f.number);
        // TRANSLATORS: %1$s is the best defence ("Khun d5–e5"), %2$d the learner's moves
        // to mate with best play from here.
        return wxString::Format(
            wxPLURAL("Good. The best defence: %1$s. With best play you mate in %2$d move.",
                     "Good. The best defence: %1$s. With best play you mate in %2$d moves.",
                     f.number),
            reply, f.number);
    }
    // A wrong move was taken back: its piece is on its square again.
    const wxString played =
        f.move ? MoveLabel(variant, pos.PieceAt(f.move->From()), *f.move) : wxString();
    const wxString again = _("It has been taken back: try again.");
    if (k == "play-out-win-lost")
        // TRANSLATORS: %s is the learner's move ("Rua h1–e1").
        return wxString::Format(_("%s lets the win go: with best defence the position is a draw."),
                                played) +
               " " + again;
    if (k == "play-out-count-short")
        // TRANSLATORS: %1$s is the learner's move, %2$d the moves the mate would still need.
        return wxString::Format(wxPLURAL("%1$s is too slow: the mate would still take %2$d move, "
                                         "more than the count leaves.",
                                         "%1$s is too slow: the mate would still take %2$d moves, "
                                         "more than the count leaves.",
                                         f.number),
                                played, f.number) +
               " " + again;
    if (k == "play-out-draw-lost")
        // TRANSLATORS: %1$s is the learner's move, %2$d the opponent's moves to mate.
        return wxString::Format(
                   wxPLURAL("%1$s loses: now the opponent mates in %2$d move.",
                            "%1$s loses: now the opponent mates in %2$d moves.", f.number),
                   played, f.number) +
               " " + again;
    return wxString();
}

}  // namespace

wxString TaskInstruction(const TrainerSession& s) {
    const bool points = Points(s);
    switch (s.Kind()) {
        case TaskKind::Move:
            return wxString::Format(_("Play the move on the board. You play %s."),
                                    SideName(s.GetVariant().id, s.SolverSide()));
        case TaskKind::Legal:
            return _("Is this move legal?");
        case TaskKind::Range:
            return points ? _("Click every point the piece can reach, then press Check.")
                          : _("Click every square the piece can reach, then press Check.");
        case TaskKind::Place:
            return points ? _("Click the point where the piece belongs.")
                          : _("Click the square where the piece belongs.");
        case TaskKind::Choice:
            return s.MultipleChoice() ? _("Tick every correct answer, then press Check.")
                                      : _("Choose an answer.");
        case TaskKind::Count:
            return _("Answer with the counting rules, then press Check.");
        case TaskKind::PlayOut: {
            const auto* task = s.Task().As<content::PlayOutTask>();
            const wxString side = SideName(s.GetVariant().id, s.SolverSide());
            if (task && task->result == content::PlayOutResult::Draw)
                // TRANSLATORS: a lesson's "play it out" step; %1$d moves, %2$s the side
                // ("White", "Black", "Red").
                return wxString::Format(wxPLURAL("Hold the draw for %1$d move against perfect "
                                                 "play from the endgame tables. You play %2$s.",
                                                 "Hold the draw for %1$d moves against perfect "
                                                 "play from the endgame tables. You play %2$s.",
                                                 task->holdMoves),
                                        task->holdMoves, side);
            // TRANSLATORS: a lesson's "play it out" step; %s is the side ("White", "Red").
            return wxString::Format(_("Play it out and win against perfect defence from the "
                                      "endgame tables. You play %s."),
                                    side);
        }
    }
    return wxString();
}

wxString FeedbackText(const Feedback& f, const TrainerSession& s, const std::string& lang) {
    const VariantId variant = s.GetVariant().id;
    const bool points = Points(s);
    const std::string& k = f.key;
    const wxString detail = ExplanationText(f.refusal, variant);
    const wxString refuted = Refutation(f, s);
    const wxString takenBack =
        (refuted.empty() ? wxString() : refuted + " ") + _("It has been taken back: try again.");

    // Praise only for a clean solve: after a mistake or with help the move is
    // right, but the attempt did not go well.
    if (k == "move-solved") {
        if (s.AttemptOutcome() == AttemptResult::SolvedFirstTry) return _("Right, well done!");
        // TRANSLATORS: the last move of a puzzle solved after a mistake or with help.
        return _("That is the right move.");
    }
    if (k == "move-right-continue") {
        const Position& pos = s.CurrentPosition();
        wxString reply = f.replies.empty() ? wxString()
                                           : MoveLabel(variant, pos.PieceAt(f.replies.back().To()),
                                                       f.replies.back());
        // TRANSLATORS: after a correct move in a longer line; %s is the opponent's reply, e.g.
        // "Khun e8–f8".
        return wxString::Format(_("Right. The opponent replies %s. Your move again."), reply);
    }
    if (k == "move-not-solution")
        return _("That move is legal, but it is not the one this puzzle is looking for.") + " " +
               takenBack;
    if (k == "move-misses-mate") {
        wxString text =
            wxString::Format(wxPLURAL("This move does not force mate in %d move.",
                                      "This move does not force mate in %d moves.", f.number),
                             f.number);
        return text + " " + takenBack;
    }
    if (k == "move-misses-promotion")
        return wxString::Format(
                   wxPLURAL("After this move the Bia cannot be sure to promote within %d move.",
                            "After this move the Bia cannot be sure to promote within %d moves.",
                            f.number),
                   f.number) +
               " " + takenBack;
    if (k == "move-misses-material")
        return _("This move does not win material by force.") + " " + takenBack;
    if (k == "move-illegal") return detail;
    if (k.rfind("play-out-", 0) == 0) return PlayOutFeedback(f, s);

    if (k == "legal-right-yes") return _("Right: the move is legal.");
    if (k == "legal-right-no") return _("Right: the move is not legal.") + " " + detail;
    if (k == "legal-wrong-is-legal") return _("Not quite: nothing forbids this move. It is legal.");
    if (k == "legal-wrong-is-illegal")
        return _("Not quite: this move is not legal.") + " " + detail;

    if (k == "range-right")
        return points ? _("Right: those are exactly the points it can reach.")
                      : _("Right: those are exactly the squares it can reach.");
    if (k == "range-missing" || k == "range-extra" || k == "range-missing-extra")
        return RangeWrong(f, points);
    if (k == "range-nothing-marked")
        return points ? _("Click the points the piece can reach first.")
                      : _("Click the squares the piece can reach first.");

    if (k == "place-right") return _("Right: the piece works there.");
    if (k == "place-occupied")
        return points ? _("That point is taken; choose an empty one.")
                      : _("That square is taken; choose an empty one.");
    if (k == "place-no-promotion")
        return _("From there it cannot promote with its next move. Remember which way it walks.");
    if (k == "place-blocked") {
        const Piece blocker = s.CurrentPosition().PieceAt(f.square);
        // TRANSLATORS: a place task; %1$s is a piece ("Ma"), %2$s its square ("e6").
        return wxString::Format(_("From there it would work, but the %1$s on %2$s is in the way."),
                                PieceLabel(variant, blocker), SquareText(s.GetVariant(), f.square));
    }
    if (k == "place-does-not-reach")
        return wxString::Format(_("From there it cannot reach %s."),
                                SquareText(s.GetVariant(), f.square));
    if (k == "place-attacked") return _("An enemy piece attacks that spot.");
    if (k == "place-cannot-stand") return _("This piece can never stand there.");
    if (k == "place-illegal-position")
        return _("There it would give check to the side that is not on move, which cannot happen.");

    if (k == "choice-right" || k == "choice-wrong") {
        wxString own = Utf8(f.optionText.Get(lang));
        if (!own.empty()) return own;
        return k == "choice-right" ? _("Right!") : _("Not this one: try again.");
    }
    if (k == "choice-incomplete")
        return wxString::Format(
            wxPLURAL("Right so far, but %d more answer is correct.",
                     "Right so far, but %d more answers are correct.", f.number),
            f.number);
    if (k == "choice-nothing-picked") return _("Tick the answers you think are right first.");

    if (k == "count-right") return _("Right: that is what the counting rules say.");
    if (k == "count-wrong") return _("Not quite: look again at the answers marked in red.");
    if (k == "count-incomplete") return _("Please answer every question first.");
    if (!detail.empty()) return detail;
    return wxString();
}

wxString HintText(const HintView& h, const TrainerSession& s, const std::string& lang) {
    wxString text = Utf8(h.text.Get(lang));
    const Variant& v = s.GetVariant();
    if (text.empty()) {
        if (h.kind == content::HintKind::Piece && h.square != kNoSquare) {
            const Piece p = s.CurrentPosition().PieceAt(h.square);
            text = IsEmpty(p) ? wxString::Format(_("Look at %s."), SquareText(v, h.square))
                              : wxString::Format(_("Look at this piece: %s on %s."),
                                                 PieceLabel(v.id, p), SquareText(v, h.square));
        } else if (h.kind == content::HintKind::Move && h.from != kNoSquare) {
            text = wxString::Format(
                _("The arrow shows the move: %s."),
                MoveLabel(v.id, s.CurrentPosition().PieceAt(h.from), chatur::Move(h.from, h.to)));
        }
    }
    if (h.last)
        text << (text.empty() ? "" : " ")
             << _("(This was the last hint: solving it now counts as solved with help.)");
    return text;
}

wxString AnswerText(const AnswerView& a, const TrainerSession& s, const std::string& lang) {
    const Variant& v = s.GetVariant();
    wxString text;
    switch (s.Kind()) {
        case TaskKind::Move:
            text = a.line.empty() ? _("The solution is shown in the explanation.")
                                  : wxString::Format(_("The solution: %s."),
                                                     MoveList(s.CurrentPosition(), a.line));
            break;
        case TaskKind::Legal:
            text = a.legal.value_or(false)
                       ? _("This move is legal.")
                       : _("This move is not legal.") + " " + ExplanationText(a.legalReason, v.id);
            break;
        case TaskKind::Range:
            text = a.squares.empty()
                       ? _("It cannot move at all.")
                       : wxString::Format(_("It can reach: %s."), SquareList(v, a.squares));
            break;
        case TaskKind::Place:
            text = wxString::Format(_("It works on: %s."), SquareList(v, a.squares));
            break;
        case TaskKind::Choice: {
            wxString labels;
            if (const auto* choice = s.Task().As<content::ChoiceTask>())
                for (const content::ChoiceOption& o : choice->options)
                    if (o.correct)
                        labels << (labels.empty() ? "" : "; ") << Utf8(o.label.Get(lang));
            text = wxString::Format(_("The right answer: %s."), labels);
            break;
        }
        case TaskKind::Count:
            text = CountInfoText(v.id, a.count);
            break;
        case TaskKind::PlayOut:
            // TRANSLATORS: Show answer on a "play it out" step: the endgame tables' line.
            text = a.line.empty() ? wxString()
                                  : wxString::Format(_("Best play from here, by the tables: %s."),
                                                     MoveList(s.CurrentPosition(), a.line));
            break;
    }
    wxString why = Utf8(a.explanation.Get(lang));
    if (!why.empty()) text << "\n\n" << why;
    return text;
}

wxString ResultText(AttemptResult result) {
    switch (result) {
        case AttemptResult::SolvedFirstTry:
            return _("Solved at the first try.");
        case AttemptResult::SolvedAfterMistakes:
            return _("Solved after a mistake.");
        case AttemptResult::SolvedWithHelp:
            return _("Solved with help.");
        case AttemptResult::Failed:
            return _("Not solved this time.");
    }
    return wxString();
}

}  // namespace chatur::gui
