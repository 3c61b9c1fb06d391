#include "gui/text_board_text.h"

#include <wx/intl.h>

#include <algorithm>

#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

const wxString kDash = wxString::FromUTF8(" \xe2\x80\x94 ");

wxString Quoted(const wxString& text) {
    return wxString::FromUTF8("\xe2\x80\x9c") + text + wxString::FromUTF8("\xe2\x80\x9d");
}

wxString Join(const std::vector<wxString>& parts, const wxString& separator) {
    wxString out;
    for (const wxString& part : parts) out << (out.empty() ? "" : separator) << part;
    return out;
}

wxString PiecesText(VariantId variant, const std::vector<PlacedPiece>& pieces) {
    std::vector<wxString> parts;
    for (const PlacedPiece& p : pieces) parts.push_back(PlacedPieceText(variant, p));
    return Join(parts, ", ");
}

wxString SquaresText(const Variant& v, const SquareSet& squares) {
    std::vector<wxString> parts;
    for (int s = 0; s < v.SquareCount(); ++s)
        if (squares.test(size_t(s))) parts.push_back(SquareLabel(v, Square(s)));
    return Join(parts, ", ");
}

wxString PiecesOnSquaresText(const Position& pos, const SquareSet& squares) {
    const Variant& v = pos.GetVariant();
    std::vector<PlacedPiece> pieces;
    for (int s = 0; s < v.SquareCount(); ++s)
        if (squares.test(size_t(s))) pieces.push_back({pos.PieceAt(Square(s)), Square(s)});
    return PiecesText(v.id, pieces);
}

wxString FromUtf8(std::string_view text) {
    return wxString::FromUTF8(text.data(), text.size());
}

wxString Keywords(CommandVerb verb, const wxString& language) {
    std::vector<wxString> words;
    for (std::string_view w : CommandKeywords(verb, "en")) words.push_back(FromUtf8(w));
    if (language != "en")
        for (std::string_view w : CommandKeywords(verb, language.utf8_string()))
            if (std::find(words.begin(), words.end(), FromUtf8(w)) == words.end())
                words.push_back(FromUtf8(w));
    return Join(words, ", ");
}

wxString FirstKeyword(CommandVerb verb, const wxString& language) {
    return FromUtf8(CommandKeywords(verb, language.utf8_string()).front());
}

}  // namespace

wxString PlacedPieceText(VariantId variant, const PlacedPiece& placed) {
    const Variant& v = GetVariant(variant);
    // TRANSLATORS: a piece and its square on the text board: %1$s the side ("White",
    // "Red"), %2$s the piece ("Ma", "Horse 傌"), %3$s the square: "White Ma on b1".
    return wxString::Format(_("%1$s %2$s on %3$s"), SideName(variant, ColorOf(placed.piece)),
                            PieceLabel(variant, placed.piece), SquareLabel(v, placed.square));
}

wxString PositionByPieceText(const Position& pos) {
    const Variant& v = pos.GetVariant();
    wxString out;
    for (Color side : {Color::White, Color::Black}) {
        std::vector<wxString> groups;
        PieceType current = PieceType::None;
        for (const PlacedPiece& p : PiecesOf(pos, side)) {
            if (TypeOf(p.piece) != current) {
                current = TypeOf(p.piece);
                groups.push_back(PieceLabel(v.id, p.piece) + " " + SquareLabel(v, p.square));
            } else {
                groups.back() << ", " << SquareLabel(v, p.square);
            }
        }
        // TRANSLATORS: the text board's list of one side's pieces: "White: Khun d1; Met e1; ...".
        out << (out.empty() ? "" : "\n")
            << wxString::Format(_("%s: %s."), SideName(v.id, side), Join(groups, "; "));
    }
    return out;
}

wxString RankText(const Position& pos, int rank) {
    const auto pieces = PiecesOnRank(pos, rank);
    const wxString number = RankLabel(pos.GetVariant(), rank);
    // TRANSLATORS: the text board reading one rank (a row): "Rank 3: White Bia on a3, ...".
    if (!pieces.empty())
        return wxString::Format(_("Rank %s: %s."), number, PiecesText(pos.GetVariant().id, pieces));
    return wxString::Format(_("Rank %s: empty."), number);
}

wxString FileText(const Position& pos, int file) {
    const auto pieces = PiecesOnFile(pos, file);
    const wxString letter = FileLabel(pos.GetVariant(), file);
    // TRANSLATORS: the text board reading one file (a column): "File c: White Khon on c1, ...".
    if (!pieces.empty())
        return wxString::Format(_("File %s: %s."), letter, PiecesText(pos.GetVariant().id, pieces));
    return wxString::Format(_("File %s: empty."), letter);
}

wxString AllRanksText(const Position& pos) {
    std::vector<wxString> lines;
    for (int rank = pos.GetVariant().ranks - 1; rank >= 0; --rank)
        lines.push_back(RankText(pos, rank));
    return Join(lines, "\n");
}

wxString AllFilesText(const Position& pos) {
    std::vector<wxString> lines;
    for (int file = 0; file < pos.GetVariant().files; ++file) lines.push_back(FileText(pos, file));
    return Join(lines, "\n");
}

namespace {

// A piece on its square said as a sentence ("White Ma on b1."): the full stop
// is the language's (Thai has none).
wxString PlacedPieceSentence(VariantId variant, const PlacedPiece& placed) {
    // TRANSLATORS: the text board: a piece and its square as a sentence, e.g. "White Ma on
    // b1."; Thai writes no full stop.
    return wxString::Format(_("%s."), PlacedPieceText(variant, placed));
}

}  // namespace

wxString SquareText(const Position& pos, Square square) {
    const Variant& v = pos.GetVariant();
    const Piece piece = pos.PieceAt(square);
    // TRANSLATORS: the text board: a square with nothing on it, "e4: empty.".
    if (IsEmpty(piece)) return wxString::Format(_("%s: empty."), SquareLabel(v, square));
    return PlacedPieceSentence(v.id, {piece, square});
}

wxString RangeText(const Position& pos, Square square) {
    const Variant& v = pos.GetVariant();
    const PieceRange range = RangeOf(pos, square);
    if (IsEmpty(range.piece)) return SquareText(pos, square);
    wxString out = PlacedPieceSentence(v.id, {range.piece, square});
    if (range.whyNoMoves != MoveRefusal::None)
        return out + " " + ExplanationText(range.whyNoMoves, v.id);
    if (range.destinations.quiet.any())
        // TRANSLATORS: the text board: the empty squares a piece may move to.
        out << " "
            << wxString::Format(_("May go to %s."), SquaresText(v, range.destinations.quiet));
    if (range.destinations.captures.any())
        out << " "
            << wxString::Format(_("May capture %s."),
                                PiecesOnSquaresText(pos, range.destinations.captures));
    if (range.defends.any())
        // TRANSLATORS: the text board: own pieces the piece protects.
        out << " " << wxString::Format(_("Guards %s."), PiecesOnSquaresText(pos, range.defends));
    return out;
}

wxString MoveAnnouncement(const Position& after, chatur::Move move,
                          const std::optional<Position>& before) {
    const VariantId variant = after.GetVariant().id;
    const Piece mover = after.PieceAt(move.To());
    wxString text = wxString::Format(_("%s: %s"), SideName(variant, ColorOf(mover)),
                                     MoveLabel(variant, mover, move));
    if (before && !IsEmpty(before->PieceAt(move.To())) &&
        ColorOf(before->PieceAt(move.To())) != ColorOf(mover))
        // TRANSLATORS: added to a move on the text board: "White: Rua a1–a7, captures Black Bia".
        text << ", "
             << wxString::Format(_("captures %1$s %2$s"),
                                 SideName(variant, ColorOf(before->PieceAt(move.To()))),
                                 PieceLabel(variant, before->PieceAt(move.To())));
    return text;
}

wxString MarksText(const Variant& v, const std::vector<Square>& marks,
                   const std::vector<std::pair<Square, Square>>& arrows) {
    std::vector<wxString> sentences;
    if (!marks.empty()) {
        std::vector<wxString> squares;
        for (Square s : marks) squares.push_back(SquareLabel(v, s));
        // TRANSLATORS: the text board: the squares a lesson step or puzzle highlights.
        sentences.push_back(wxString::Format(_("Marked: %s."), Join(squares, ", ")));
    }
    if (!arrows.empty()) {
        std::vector<wxString> drawn;
        for (const auto& [from, to] : arrows)
            drawn.push_back(SquareLabel(v, from) + wxString::FromUTF8("\xe2\x80\x93") +
                            SquareLabel(v, to));
        // TRANSLATORS: the text board: the arrows a lesson step or puzzle draws, "e3–e4".
        sentences.push_back(wxString::Format(_("Arrows: %s."), Join(drawn, ", ")));
    }
    return Join(sentences, " ");
}

wxString PickedText(const Variant& v, const std::vector<Square>& picked) {
    if (picked.empty()) return _("Nothing is picked.");
    std::vector<wxString> squares;
    for (Square s : picked) squares.push_back(SquareLabel(v, s));
    // TRANSLATORS: the text board: the squares marked so far in a "where can it go" task.
    return wxString::Format(_("Picked: %s."), Join(squares, ", "));
}

wxString LastMoveText(const Position& pos, std::optional<chatur::Move> lastMove) {
    if (!lastMove) return _("No move has been played yet.");
    // TRANSLATORS: the text board: "Last move: White: Ma b1–d2.".
    return wxString::Format(_("Last move: %s."), MoveAnnouncement(pos, *lastMove, std::nullopt));
}

wxString CommandHelpText(const wxString& language, CommandContext context) {
    const bool setup = context == CommandContext::Setup;
    const std::pair<CommandVerb, wxString> entries[] = {
        {CommandVerb::Position, _("the whole position, piece by piece")},
        {CommandVerb::Rank, _("one rank (\"rank 3\"), or every rank")},
        {CommandVerb::File, _("one file (\"file c\"), or every file")},
        {CommandVerb::Scan, _("a rank or a file (\"s 3\", \"s c\")")},
        {CommandVerb::Square, _("what stands on a square (or type the square alone)")},
        {CommandVerb::Where, _("where the piece on a square may go (\"where b1\")")},
        {CommandVerb::LastMove, _("the last move")},
        {CommandVerb::Turn,
         // TRANSLATORS: the pack editor's text board help; write your language's words.
         setup ? _("whose move it is and what keeps the position from a puzzle; with a side "
                   "(\"turn black\"), that side moves")
               : _("whose move it is")},
        {CommandVerb::Count, _("the count and its limit")},
        {CommandVerb::Clock, _("both clocks of a game")},
        {CommandVerb::Hint, _("a hint, where the task has one")},
        {CommandVerb::Answer, _("the task's answer, as Show answer gives it")},
        {CommandVerb::Pick,
         _("a click on a square (\"pick d5\"): marks it in a task, moves a piece")},
        {CommandVerb::Check, _("the task's Check button")},
        // TRANSLATORS: the pack editor's text board help; write your language's words and
        // piece names.
        {CommandVerb::Put, _("a piece on a square: its side, name and square (\"put white ma "
                             "b1\"), or its FEN letter (\"put N b1\", \"put n b8\")")},
        {CommandVerb::Remove, _("the piece on a square off the board (\"remove b1\")")},
        {CommandVerb::ClearBoard, _("every piece off the board")},
        {CommandVerb::StartPosition, _("the start position")},
        {CommandVerb::Fen, _("the FEN; followed by a FEN, sets that position up")},
        {CommandVerb::Repeat, _("the last announcement again")},
        {CommandVerb::Help, _("this list")},
    };
    wxString out;
    for (const auto& [verb, what] : entries)
        if (VerbIn(verb, context)) out << Keywords(verb, language) << kDash << what << "\n";
    out << (setup ? _("Two squares (b1d2 or b1-d2) move a piece, as a drag on the board does.")
                  : _("A move: type its two squares (b1d2 or b1-d2), or write it as the lessons "
                      "do."));
    return out;
}

wxString CommandProblemText(CommandProblem problem, const wxString& typed,
                            const wxString& language) {
    const wxString help = Quoted(FirstKeyword(CommandVerb::Help, language));
    switch (problem) {
        case CommandProblem::Empty:
            // TRANSLATORS: %s is the help command in quotes, "help".
            return wxString::Format(_("Type a command or a move; %s lists the commands."), help);
        case CommandProblem::Unknown:
            // TRANSLATORS: the first %s is what was typed, the second the help command.
            return wxString::Format(_("%s is neither a command nor a move; %s lists the commands."),
                                    Quoted(typed), help);
        case CommandProblem::NeedsSquare:
            return _("Name a square after the command, such as b1.");
        case CommandProblem::NotASquare:
            return _("This board has no such square.");
        case CommandProblem::NotALine:
            return _("This board has no such rank or file.");
        case CommandProblem::NeedsPiece:
            // TRANSLATORS: the pack editor's text board; write your language's words.
            return _(
                "Name the piece by its side and name (\"white ma\") or by its FEN letter "
                "(\"N\").");
        case CommandProblem::NotASide:
            return _("Name a side: white or black (red or black in Xiangqi).");
    }
    return wxString();
}

}  // namespace chatur::gui
