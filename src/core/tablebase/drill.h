// One endgame drill: the learner plays a classic ending from a start position
// against the tablebase's perfect defence (the longest resistance), under the
// game's rules and, in Makruk, the pieces' honour count. Every learner move is
// reviewed against the table ("h1e1 keeps the mate in 7; your move made it 11"),
// the drill fails as soon as the win is gone (a draw in the tables, or a mate
// the count no longer leaves room for) and a win is graded against the par.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "core/content/finding_phrase.h"
#include "core/rules/game.h"
#include "core/tablebase/endings.h"

namespace chatur::tablebase {

enum class DrillState : uint8_t { Playing, Won, Failed };

enum class DrillFailure : uint8_t {
    None,
    WinLost,        // the move let the win go: the tables say draw
    CountTooShort,  // the mate now needs more moves than the count leaves
    GameDrawn,      // the game itself ended in a draw
    GaveUp,
};

// What the tables say about one learner move.
struct MoveReview {
    Move played;
    std::optional<Move> best;         // a move keeping the quickest mate
    int bestMateIn = 0;               // moves to mate with it, this move included
    std::optional<int> playedMateIn;  // with the move played; nothing: no win any more
    bool IsBest() const { return playedMateIn && *playedMateIn <= bestMateIn; }
};

// How a view words a move of the position the learner moved from ("Rua h1–e1").
using MoveWording = std::function<std::string(Move)>;

// "h1e1 keeps the mate in 7; your move d1d2 made it 11.": the moves in
// coordinates, or as `word` words them.
content::Phrase ExplainMove(const Variant& variant, const MoveReview& review,
                            const MoveWording& word = {});

// The margin over par a win earns two stars within.
int TwoStarMargin(int par);

class Drill {
public:
    // `start` must be a position PickStart gave (the learner to move, winning).
    Drill(Tablebase& tablebase, const Ending& ending, const DrillStart& start);

    const Ending& GetEnding() const { return *m_ending; }
    const Game& GetGame() const { return m_game; }
    Color Learner() const { return m_learner; }
    int Par() const { return m_par; }
    int LearnerMoves() const { return m_learnerMoves; }
    DrillState State() const { return m_state; }
    DrillFailure Failure() const { return m_failure; }
    bool LearnerToMove() const {
        return m_state == DrillState::Playing && m_game.SideToMove() == m_learner;
    }

    // The learner's move (legal, on the learner's turn): reviewed, then played.
    MoveReview PlayLearnerMove(Move move);
    // The defender's reply, chosen from the tables and played; nothing when it
    // is not the defender's turn.
    std::optional<Move> PlayDefenderMove();
    void GiveUp();

    // The best move in the current position (the learner to move) and its mate
    // distance in the learner's moves.
    std::optional<std::pair<Move, int>> BestMoveNow();
    // The learner's moves to mate from here with best play (0 when not winning).
    int MateInNow();
    const std::optional<MoveReview>& LastReview() const { return m_lastReview; }

    // 3: mated in par moves; 2: within TwoStarMargin of it; 1: any other win
    // (in Makruk always within the count); 0: failed.
    int Stars() const;
    // The result in words: "Mate in 9 moves (par 7): two stars." or why it failed.
    content::Phrase Summary() const;

private:
    void CheckGameOver();

    Tablebase* m_tablebase;
    const Ending* m_ending;
    Game m_game;
    Color m_learner;
    int m_par;
    int m_learnerMoves = 0;
    DrillState m_state = DrillState::Playing;
    DrillFailure m_failure = DrillFailure::None;
    int m_countMovesLeft = 0;  // for CountTooShort
    int m_mateNeeded = 0;
    std::optional<MoveReview> m_lastReview;
};

}  // namespace chatur::tablebase
