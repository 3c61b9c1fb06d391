// An endgame drill as the learner meets it, for any view (the drills window, a
// text view, a test): a start position is drawn for an ending and a difficulty
// (Prepare: its table may have to be made first, so a view runs it off its
// thread with a stop token), then the drill is played move by move. The session
// holds everything a view shows: the position and whose move it is, the verdict
// on the learner's last move, the best move when asked, and the outcome with
// its stars. No wx here: the drills window only shows it and forwards clicks.
#pragma once

#include <memory>
#include <optional>
#include <utility>

#include "core/content/finding_phrase.h"
#include "core/tablebase/drill.h"

namespace chatur::tablebase {

class DrillSession {
public:
    // The tables are shared with the rest of the app (and outlive the session).
    explicit DrillSession(std::shared_ptr<Tablebase> tablebase);

    // Draws a start position and loads every table the drill can reach (so no
    // probe of the drill makes one); safe on a worker thread while the session
    // is used on its own (it touches only the tables). `access` carries the stop
    // token and the progress of a table being made.
    [[nodiscard]] StartPick Prepare(const Ending& ending, Difficulty difficulty, uint64_t seed,
                                    const Access& access) const;

    // Starts the drill on a prepared start; Restart plays the same start again;
    // Clear leaves no drill (while the next start is prepared).
    void Begin(const Ending& ending, const DrillStart& start);
    void Restart();
    void Clear();

    bool Active() const { return m_drill != nullptr; }
    bool CanRestart() const { return m_ending && m_start; }
    const Drill* Current() const { return m_drill.get(); }
    const Position& GetPosition() const { return m_drill->GetGame().GetPosition(); }
    Color SideToMove() const { return m_drill->GetGame().SideToMove(); }
    bool LearnerToMove() const { return m_drill && m_drill->LearnerToMove(); }
    bool Playing() const { return m_drill && m_drill->State() == DrillState::Playing; }

    // The learner's move, reviewed against the tables and played; nothing when it
    // is not the learner's turn. The review stays as the last verdict.
    std::optional<MoveReview> PlayLearnerMove(Move move);
    // The defender's reply from the tables, played; nothing when not its turn.
    std::optional<Move> DefenderReplies();
    // The best move here (the learner to move) and its mate distance in moves;
    // nothing when it is not the learner's turn.
    std::optional<std::pair<Move, int>> BestMove();
    void GiveUp();

    // The verdict on the learner's last move ("h1e1 keeps the mate in 7; ...").
    const std::optional<MoveReview>& LastReview() const { return m_lastReview; }
    std::optional<content::Phrase> Verdict() const;
    // The outcome: the drill's state, its stars (0-3) and the result in words.
    DrillState State() const { return m_drill ? m_drill->State() : DrillState::Playing; }
    int Stars() const { return m_drill ? m_drill->Stars() : 0; }
    content::Phrase Summary() const { return m_drill->Summary(); }

private:
    std::shared_ptr<Tablebase> m_tablebase;
    const Ending* m_ending = nullptr;
    std::optional<DrillStart> m_start;
    std::unique_ptr<Drill> m_drill;
    std::optional<MoveReview> m_lastReview;
};

}  // namespace chatur::tablebase
