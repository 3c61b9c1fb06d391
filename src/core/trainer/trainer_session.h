// One learner working on one puzzle or interactive lesson step, independent of
// any toolkit. The GUI forwards what the learner does (a move on the board, Yes
// or No, marked squares, a placed piece, a picked option, count fields) and
// shows the Feedback it gets back; tests drive the very same object. Answers are
// judged by the rules engine (Game, the content layer's RangeSquares /
// PlaceSquares / AnalyzeCount, the mate solver), never by trusting the file.
// Feedback carries stable keys ("move-not-solution", "met-one-diagonal"); the
// GUI words them in ui_text.
//
// An attempt ends when the task is solved or the answer is shown; AttemptOutcome() then
// says how it went (first try, after mistakes, with help, failed) for the
// progress store. Retry() starts a new attempt on the same item.
//
// A lesson's `play-out` step is played against the endgame tables (SetTables):
// its tables are loaded off the view's thread first (PreparePlayOutTables,
// then TablesReady); until then the board waits. Each learner move is judged by the
// tables' verdict and answered with their best defence.
#pragma once

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/rules/counting.h"
#include "core/rules/game.h"
#include "core/rules/position_state.h"
#include "core/tablebase/tablebase.h"
#include "core/trainer/board_interaction.h"
#include "core/trainer/goal_search.h"
#include "core/trainer/move_refusal.h"
#include "core/trainer/trainer_item.h"

namespace chatur {

// How an attempt ended (the progress store keeps a count of each).
enum class AttemptResult : uint8_t {
    SolvedFirstTry,       // no wrong answer, not the last hint
    SolvedAfterMistakes,  // solved after at least one wrong answer
    SolvedWithHelp,       // solved after the last hint (or after seeing the answer)
    Failed,               // the answer was shown before it was solved
};

enum class Verdict : uint8_t {
    None,      // nothing was judged (a mark toggled, a locked board, a repeated answer)
    Progress,  // right so far: a correct move of a longer line; play on
    Correct,   // the task is solved
    Wrong,     // a wrong answer; the board is as it was before it; try again
};

// Which count fields a learner got wrong (count tasks).
struct CountFieldErrors {
    bool kind = false, side = false, start = false, limit = false;
    bool Any() const { return kind || side || start || limit; }
};

// What the trainer says about one answer. `key` names the sentence; `refusal`
// adds the rule that makes a move illegal when there is one.
struct Feedback {
    Verdict verdict = Verdict::None;
    std::string key;
    MoveRefusal refusal = MoveRefusal::None;
    bool undecided = false;     // the search gave no verdict within its limits
    int number = 0;             // a number the sentence needs (N of "mate in N")
    Square square = kNoSquare;  // a square the sentence needs
    std::optional<Move> move;   // the learner's move (a wrong one is taken back)
    // The opponent's replies to animate, in order; after a wrong move, the
    // answer that punishes it (takes a piece or mates), before it is taken back.
    std::vector<Move> replies;
    std::vector<Square> extra;          // range: marked squares the piece cannot reach
    std::vector<Square> missing;        // range: squares it can reach that were not marked
    content::LocalizedText optionText;  // choice: the picked option's own feedback
    CountFieldErrors countErrors;
};

// A hint as the learner sees it, with what the board should show for it.
struct HintView {
    content::HintKind kind = content::HintKind::Nudge;
    content::LocalizedText text;  // may be empty for piece and move hints
    Square square = kNoSquare;    // Piece: the square to highlight
    Square from = kNoSquare;      // Move: the arrow
    Square to = kNoSquare;
    bool last = false;  // the last hint: using it marks the attempt "solved with help"
};

// The answer shown by "Show answer and reasoning".
struct AnswerView {
    std::vector<Move> line;                       // move: the moves from the current position
    std::optional<bool> legal;                    // legal: the verdict
    MoveRefusal legalReason = MoveRefusal::None;  // legal: why not
    std::vector<Square> squares;                  // range, place: the engine's squares
    std::vector<std::string> optionIds;           // choice: the correct options
    CountInfo count;                              // count: the engine's answer
    content::LocalizedText explanation;
};

// The learner's answer to a count task; only the fields the task asks matter.
struct CountAnswer {
    std::optional<CountKind> kind;
    std::optional<Color> side;
    std::optional<int> start;
    std::optional<int> limit;
};

// Loads (or makes) every table a play-out from `start` can reach. It touches only
// the tables, so a view runs it on a worker thread (with copies of both) and
// then tells the session TablesReady on its own; the first error when a table
// cannot be had, or the position is in none.
[[nodiscard]] std::optional<tablebase::TableError> PreparePlayOutTables(
    tablebase::Tablebase& tables, const Position& start, const tablebase::Access& access);

class TrainerSession {
public:
    explicit TrainerSession(TrainerItem item);

    const TrainerItem& Item() const { return m_item; }
    content::TaskKind Kind() const { return m_item.task.Kind(); }
    // The learner answers with moves on the board: a `move` or `play-out` task.
    bool PlaysMoves() const {
        return Kind() == content::TaskKind::Move || Kind() == content::TaskKind::PlayOut;
    }
    const content::Task& Task() const { return m_item.task; }
    const Variant& GetVariant() const { return m_item.GetVariant(); }
    const RuleProfile& Profile() const { return m_game.Profile(); }

    // The board as the learner sees it now (a move task advances along its line).
    const Position& CurrentPosition() const { return m_game.GetPosition(); }
    // What the status line under the board says about it: whose move, check, a
    // mate or other end, the running count -- in a move task always, in a
    // question only once it is over and only a count its FEN sets up.
    PositionState State() const;
    std::optional<Move> LastMove() const;
    // How the board takes input for this task, and whose pieces move in a move task.
    InteractionMode BoardMode() const;
    Color SolverSide() const { return m_item.position.SideToMove(); }

    bool Finished() const { return m_solved || m_answerShown; }
    bool Solved() const { return m_solved; }
    bool AnswerShown() const { return m_answerShown; }
    int Mistakes() const { return m_mistakes; }
    int Attempt() const { return m_attempt; }  // 1 for the first attempt
    // How the attempt went; only meaningful once Finished().
    AttemptResult AttemptOutcome() const;

    // move: a legal move of the solver's side (the board offers no other).
    Feedback PlayMove(Move move);
    // play-out: the tables that judge the moves and answer them (shared with the
    // app). Until TablesReady() -- after PreparePlayOutTables made them -- the
    // step AwaitsTables() and the board is locked.
    void SetTables(std::shared_ptr<tablebase::Tablebase> tables) { m_tables = std::move(tables); }
    void TablesReady() { m_tablesReady = true; }
    bool AwaitsTables() const {
        return Kind() == content::TaskKind::PlayOut && !(m_tables && m_tablesReady);
    }
    // play-out: the best move here by the tables, with the count applied
    // (nothing while the tables are not ready or the game is over).
    std::optional<Move> PlayOutBestMove() const;
    // play-out: the learner's moves played so far in this attempt.
    int LearnerMoves() const { return SolverMovesPlayed(); }

    // legal: the learner's Yes (true) or No.
    Feedback AnswerLegal(bool legal);
    // range: marks or unmarks a square; Check judges the marks.
    void ToggleMark(Square square);
    const std::set<Square>& Marks() const { return m_marks; }
    Feedback CheckRange();
    // place: puts the task's piece on `square`.
    Feedback Place(Square square);
    std::optional<Square> Placed() const { return m_placed; }
    // choice: picks an option. With one correct option the pick is judged at
    // once; with several, picks toggle and CheckChoice judges them.
    bool MultipleChoice() const;
    Feedback Pick(const std::string& optionId);
    const std::set<std::string>& Picked() const { return m_picked; }
    Feedback CheckChoice();
    // count: the learner's answers to the fields the task asks.
    Feedback AnswerCount(const CountAnswer& answer);

    // Hints in grades: nudge, piece highlighted, move arrow. A move task without
    // a piece or move hint of its own gets them from its solution.
    int HintCount() const { return int(m_hints.size()); }
    int HintsUsed() const { return m_hintsUsed; }
    bool HasMoreHints() const { return m_hintsUsed < HintCount() && !Finished(); }
    std::optional<HintView> NextHint();
    // The hints taken so far in this attempt, adjusted to the current position.
    std::vector<HintView> UsedHints() const;

    // Ends the attempt (Failed unless already solved) and returns the answer.
    AnswerView ShowAnswer();
    // A new attempt on the same item: the board, marks and picks start over.
    void Retry();

private:
    void BuildHints();
    HintView ViewOf(const content::Hint& hint) const;
    // The solver's next move along the solution from here (lines, else search).
    std::optional<Move> NextSolutionMove() const;
    std::vector<Move> RemainingLine() const;
    // The author's lines that agree with the moves played so far.
    std::vector<const content::SolutionLine*> LinesOnPath() const;
    int SolverMovesPlayed() const;
    Feedback Judge(Feedback feedback);  // counts mistakes, ends the attempt when correct
    Feedback PlayOutMove(Move move);
    // play-out: best play from here to the end, by the tables.
    std::vector<Move> TablesLine() const;
    GoalSpec Goal() const;

    TrainerItem m_item;
    Game m_game;
    std::vector<Move> m_played;  // move task: solver moves and replies so far
    std::vector<content::Hint> m_hints;
    int m_hintsUsed = 0;
    bool m_lastHintUsed = false;
    std::set<Square> m_marks;
    std::optional<Square> m_placed;
    std::set<std::string> m_picked;
    bool m_solved = false;
    bool m_answerShown = false;
    bool m_answerSeen = false;  // in any attempt of this session
    int m_mistakes = 0;
    int m_attempt = 1;
    std::shared_ptr<tablebase::Tablebase> m_tables;
    bool m_tablesReady = false;
};

}  // namespace chatur
