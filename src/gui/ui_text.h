// The one place where the core's keys and enums become words on screen. The core
// returns stable keys ("met-one-diagonal", PieceType::Met); everything here goes
// through gettext, so a language switch only needs the labels asked for again.
#pragma once

#include <wx/string.h>

#include <string_view>

#include "core/content/puzzle.h"
#include "core/notation/fen.h"
#include "core/play/game_clock.h"
#include "core/play/play_session.h"
#include "core/play/saved_game.h"
#include "core/progress/progress_store.h"
#include "core/rules/game.h"
#include "core/rules/position_state.h"
#include "core/rules/types.h"
#include "core/rules/variant.h"
#include "core/search/uci_client.h"
#include "core/trainer/trainer_session.h"

namespace chatur::gui {

wxString VariantName(VariantId variant);
// Localized piece name; Makruk names stay Thai names (Khun, Met, ...).
wxString PieceName(VariantId variant, PieceType type);
// The traditional character of a Xiangqi piece (帥, 將, ...); empty for Makruk.
wxString XiangqiCharacter(Color color, PieceType type);
// "Advisor 仕" for Xiangqi, the plain name for Makruk.
wxString PieceLabel(VariantId variant, Piece piece);
// How the piece moves, one or two sentences for the text pane.
wxString PieceMoveSummary(VariantId variant, PieceType type);
wxString SideName(VariantId variant, Color color);
// "White to move", "Red to move", with the check warning when in check.
wxString ToMoveText(VariantId variant, Color side, bool inCheck);
// The sentence that says why a move is refused; empty for MoveRefusal::None.
wxString ExplanationText(MoveRefusal refusal, VariantId variant);
// The same for a refusal's stable key (BoardInteraction's ClickResult::reason);
// a key that names no refusal gives the generic "That piece cannot move there.".
wxString ExplanationText(std::string_view key, VariantId variant);
// A square's name in text: "e3", or "จ๓" when Thai square names are switched on,
// the UI speaks Thai and the board is Makruk (see core/notation/thai_coord.h).
void SetThaiSquareNames(bool on);
wxString SquareLabel(const Variant& v, Square s);
// A file's letter and a rank's number named as SquareLabel names squares ("c", "ค").
wxString FileLabel(const Variant& v, int file);
wxString RankLabel(const Variant& v, int rank);
// "Ma b5–c7": the piece that made (or is about to make) a move, and its squares.
wxString MoveLabel(VariantId variant, Piece piece, chatur::Move move);

// ui_text_game.cpp: free play and the counting rules.
// "Checkmate — White wins", "Threefold repetition — draw".
wxString OutcomeText(VariantId variant, const Outcome& outcome);
wxString CountKindName(CountKind kind);
// The status line under every board (free play, play mode, drills, puzzles,
// lessons, training): "Black to move — check!" or "Checkmate — Black wins", then
// `addition` if any ("A draw is offered"), and while the game goes on a second
// line with the running count: "Pieces' honour count — Black counts 6 of 8 — 2
// moves left". The count has its own line so that a narrow window never cuts off
// the moves left.
wxString PositionStateText(const PositionState& state, const wxString& addition = wxString());
// What the engine says about a position's count (the answer of a count task).
wxString CountInfoText(VariantId variant, const CountInfo& info);
wxString StageLabel(content::Stage stage);
// A sentence for the learner when the progress file had a problem.
wxString ProgressErrorText(const progress::ProgressError& error);
// Lines of the old progress file that could not be imported (the first named).
wxString ProgressImportProblemText(const std::vector<std::string>& problems);

// ui_text_play.cpp: play mode (games against the computer or a friend).
// "Traditional Thai rules (counting)": a rule profile's name in the New game dialog.
wxString ProfileTitle(const RuleProfile& profile);
// One sentence on what the profile decides.
wxString ProfileSummary(const RuleProfile& profile);
wxString LevelName(Level level);
// The outcome with its reason ("Checkmate — White wins", "Time forfeit — Black wins");
// empty while the game goes on.
wxString SessionOutcomeText(const PlaySession& session);
// "4:32" in the main time; "0:25 (byo-yomi, 2 periods left)" after it.
wxString ClockText(const ClockReading& reading);
wxString SavedGameErrorText(const SavedGameError& error);
// The move list of play mode: "40. h1h7 e6f5", a count declaration in brackets
// ("[start count]"); resignations, draws and time forfeits are left to the outcome.
wxString MoveListText(const PlaySession& session);
// Why the game refused an action (a move, a count declaration, a claim).
wxString GameErrorText(GameErrorKind kind);
// The same for a play session: the game's reason, or a set-up or replay problem
// with its English detail in parentheses.
wxString SessionErrorText(const SessionError& error);
// ui_text_fen.cpp: a FEN that cannot be used, in words ("Rank 3 has more than 8 squares.").
wxString FenErrorText(const Variant& variant, const FenError& error);
// Why a set-up cannot start a game: its FEN's problem when the FEN is bad, else
// SessionErrorText.
wxString SetupErrorText(const GameSetup& setup, const SessionError& error);
// An external engine's failure in words, its detail (English) in parentheses.
wxString UciErrorText(const UciError& error);
// "+0.35" (White's or Red's view), or "White mates in 3".
wxString ScoreText(VariantId variant, Color sideToMove, int score);
// Analysis of `game`'s position: "Depth 9: +0.35 — e3e4 d6d5 …" (the line in
// coordinate form, as the move list).
wxString AnalysisText(const Game& game, const SearchInfo& info);

// ui_text_trainer.cpp: puzzles and lesson steps. `lang` picks the content's
// language for texts that come from the pack.
wxString TaskInstruction(const TrainerSession& session);
wxString FeedbackText(const Feedback& feedback, const TrainerSession& session,
                      const std::string& lang);
wxString HintText(const HintView& hint, const TrainerSession& session, const std::string& lang);
wxString AnswerText(const AnswerView& answer, const TrainerSession& session,
                    const std::string& lang);
wxString ResultText(AttemptResult result);

}  // namespace chatur::gui
