// The New game dialog's and the editor's words for a FEN that cannot be used:
// each FenProblem with its details, so a Thai or German user never reads the
// core's English message.
#include <wx/intl.h>

#include "core/notation/fen.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

wxString Quoted(const std::string& text) {
    return wxString::FromUTF8(text);
}

}  // namespace

wxString FenErrorText(const Variant& variant, const FenError& e) {
    const VariantId id = variant.id;
    const wxString side = SideName(id, e.side);
    const wxString piece =
        e.piece == PieceType::None ? wxString() : PieceLabel(id, MakePiece(e.side, e.piece));
    switch (e.problem) {
        case FenProblem::Empty:
            return _("The FEN is empty.");
        case FenProblem::TooManyFields:
            // TRANSLATORS: FEN is the standard text form of a position; %d is a number of fields.
            return wxString::Format(_("A FEN has at most 6 fields; this one has %d."), e.number);
        case FenProblem::RankCount:
            // TRANSLATORS: the rows of the board, separated by '/' in a FEN.
            return wxString::Format(_("The board has %d ranks; the FEN gives %d."), variant.ranks,
                                    e.number);
        case FenProblem::ZeroEmptyCount:
            return wxString::Format(_("Rank %d: a count of empty squares cannot be 0."), e.rank);
        case FenProblem::RankTooLong:
            return wxString::Format(_("Rank %d has more than %d squares."), e.rank, variant.files);
        case FenProblem::RankTooShort:
            return wxString::Format(_("Rank %d has only %d of its %d squares."), e.rank, e.number,
                                    variant.files);
        case FenProblem::TildeAlone:
            return wxString::Format(_("Rank %d: '~' must follow a piece letter."), e.rank);
        case FenProblem::TildeNotAfterMet:
            // TRANSLATORS: in a Makruk FEN, "m~" marks a promoted Bia; %s is another letter.
            return wxString::Format(_("Rank %d: '~' may only follow m or M, not '%s'."), e.rank,
                                    Quoted(e.text));
        case FenProblem::UnknownLetter:
            return wxString::Format(_("Rank %d: '%s' is not a piece letter."), e.rank,
                                    Quoted(e.text));
        case FenProblem::PieceOutOfReach:
            // The same sentences as the editor's set-up problems (ui_text_editor.cpp).
            return wxString::Format(_("The %s on %s can never stand there."), piece,
                                    SquareLabel(variant, e.square));
        case FenProblem::SecondKing:
            return wxString::Format(_("%s has more than one %s."), side, PieceName(id, e.piece));
        case FenProblem::MissingKing:
            return wxString::Format(_("%s has no %s."), side, PieceName(id, e.piece));
        case FenProblem::TooManyPieces:
        case FenProblem::TooManyBia:
            return wxString::Format(_("%s has more pieces of the kind %s than a set holds."), side,
                                    PieceName(id, e.piece));
        case FenProblem::SideMissing:
            return _("The side to move is missing (w or b).");
        case FenProblem::BadSide:
            return wxString::Format(_("'%s' is not a side to move (w or b)."), Quoted(e.text));
        case FenProblem::BadCastling:
            return wxString::Format(_("The third field must be '-', not '%s'."), Quoted(e.text));
        case FenProblem::BadCountLimit:
            return id == VariantId::Makruk
                       ? wxString::Format(
                             _("The fourth field must be '-' or a count limit in plies, not '%s'."),
                             Quoted(e.text))
                       : wxString::Format(_("The fourth field must be '-', not '%s'."),
                                          Quoted(e.text));
        case FenProblem::BadHalfmove:
            return wxString::Format(_("The fifth field (half-moves) must be a number, not '%s'."),
                                    Quoted(e.text));
        case FenProblem::BadMoveNumber:
            return wxString::Format(
                _("The sixth field (the move number) must be a number from 1, not '%s'."),
                Quoted(e.text));
        case FenProblem::GeneralsFacing:
            return _("The generals face each other on an open file.");
        case FenProblem::NotToMoveInCheck:
            return wxString::Format(_("%s is in check, but it is not their move."), side);
    }
    return wxString::FromUTF8(e.message);
}

wxString SetupErrorText(const GameSetup& setup, const SessionError& error) {
    if (!setup.fen.empty()) {
        const Variant& variant = GetVariant(setup.variant);
        auto parsed = ParseFen(variant, setup.fen);
        if (const auto* fen = std::get_if<FenError>(&parsed))
            return wxString::Format(_("This position cannot be used: %s"),
                                    FenErrorText(variant, *fen));
    }
    return SessionErrorText(error);
}

}  // namespace chatur::gui
