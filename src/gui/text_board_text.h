// The text board's sentences: the position piece by piece, one rank or file,
// one square, where a piece may go, the last move, the commands' help and why a
// typed line was not understood. The core (trainer/board_reading.h,
// trainer/text_command.h) says what is where and what a line asks; here it
// becomes words in the UI language, with the piece and square names the rest of
// the app uses (PieceLabel, SquareLabel).
#pragma once

#include <wx/string.h>

#include <optional>
#include <utility>
#include <vector>

#include "core/trainer/board_reading.h"
#include "core/trainer/text_command.h"

namespace chatur::gui {

// "White Ma on b1"; Xiangqi with the character: "Red Horse 傌 on b1".
wxString PlacedPieceText(VariantId variant, const PlacedPiece& placed);
// One line per side: "White: Khun d1; Met e1; Khon c1, f1; ...".
wxString PositionByPieceText(const Position& pos);
// "Rank 3: White Bia on a3, ..." or "Rank 4: empty."
wxString RankText(const Position& pos, int rank);
wxString FileText(const Position& pos, int file);
// Every rank from the top (rank 8 or 10) down, or every file from a on.
wxString AllRanksText(const Position& pos);
wxString AllFilesText(const Position& pos);
// "e3: White Bia." or "e4: empty."
wxString SquareText(const Position& pos, Square square);
// The piece, then where it may go, what it may capture and what it guards (or
// why it cannot move).
wxString RangeText(const Position& pos, Square square);
// "White: Ma b1–d2", with ", captures Black Bia" when `before` (the position the
// move was played in) had a piece on the target.
wxString MoveAnnouncement(const Position& after, chatur::Move move,
                          const std::optional<Position>& before);
// What a lesson step or a puzzle marks on the board, which its text may refer
// to: "Marked: c6, e4. Arrows: e3–e4." Empty when nothing is marked.
wxString MarksText(const Variant& v, const std::vector<Square>& marks,
                   const std::vector<std::pair<Square, Square>>& arrows);
// The squares a range task has marked so far: "Picked: c3, d5." or "Nothing
// is picked.".
wxString PickedText(const Variant& v, const std::vector<Square>& picked);
// "Last move: White: Ma b1–d2." or "No move has been played yet."
wxString LastMoveText(const Position& pos, std::optional<chatur::Move> lastMove);
// Every command with its keywords in English and in `language`.
wxString CommandHelpText(const wxString& language, CommandContext context = CommandContext::Play);
wxString CommandProblemText(CommandProblem problem, const wxString& typed,
                            const wxString& language);

}  // namespace chatur::gui
