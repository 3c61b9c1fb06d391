// What the editor fills in with the rules engine so an author never types an
// answer the engine would have to correct: a solution recorded by playing it,
// the verdict of a `legal` task, the squares of `range` and `place` tasks, the
// answers of a `count` task, and a check that a goal can be reached.
#pragma once

#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "core/content/puzzle.h"
#include "core/rules/game.h"

namespace chatur::editor {

// Records a solution line by playing it on the board, both sides in turn, from
// the puzzle's position under its rule profile. Moves are checked with Game, so
// only legal moves are recorded.
class LineRecorder {
public:
    LineRecorder(const Position& start, const std::string& profile);
    // Starts over from `line` (moves in coordinate form); false when one of them
    // is not legal in turn (the recorder then holds the legal prefix).
    [[nodiscard]] bool Load(const std::vector<std::string>& moves);
    [[nodiscard]] bool Play(chatur::Move move);  // false when illegal or the game is over
    void Undo();                                 // takes back the last move (nothing if none)
    void Clear();
    const Game& GetGame() const { return *m_game; }
    const std::vector<chatur::Move>& Moves() const { return m_moves; }
    // The moves in coordinate form ("d4e5", "a5a6m").
    std::vector<std::string> MoveTexts() const;
    // A line ends with the solver's move: an odd number of moves.
    bool EndsWithSolverMove() const { return m_moves.size() % 2 == 1; }

private:
    Position m_start;
    std::string m_profile;
    std::unique_ptr<Game> m_game;
    std::vector<chatur::Move> m_moves;
};

// `legal`: the engine's verdict for from -> to (for the piece's owner, even when
// the other side is to move: the position is looked at with that side to move).
bool LegalVerdict(const Position& pos, Square from, Square to);

// `range`: fills `squares` with the engine's destinations of the piece on
// task.square (sorted).
void FillRange(const Position& pos, content::RangeTask& task);

// `place`: fills `squares` with every empty square meeting the condition.
void FillPlace(const Position& pos, content::PlaceTask& task);

// `count`: sets every question the position has an answer to (kind, side, start,
// limit) from AnalyzeCount; false when no count can start here (the task is
// then left empty).
bool FillCount(const Position& pos, content::CountTask& task);

// `move` with a goal: the first solver moves that reach the goal within
// task.goalMoves, as coordinate texts with the line the engine found (mate goals
// use the solver, promote / win-material a bounded search). Empty when none was
// found within `maxMs`, or stopped early by `stop` (what was proven so far).
// Used to check a goal and to offer the lines as accepted.
struct GoalLine {
    std::vector<std::string> moves;
};
std::vector<GoalLine> FindGoalLines(const Position& pos, const std::string& profile,
                                    const content::MoveTask& task, int maxMs = 5000,
                                    std::stop_token stop = {});

// A new task of `kind` for a puzzle on `pos`, with the engine's answer filled in
// where the kind has one (range: the first piece of the side to move; place: a
// piece the position allows; count: FillCount) so the task validates as made.
content::Task MakeTask(content::TaskKind kind, const Position& pos);

}  // namespace chatur::editor
