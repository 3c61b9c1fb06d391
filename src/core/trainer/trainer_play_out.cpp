// TrainerSession's `play-out` task: a lesson position played out against the
// endgame tables' best defence. A learner move is judged by what the game is
// worth after it (tablebase/play_out.h): one that gives up the result the step
// asks for -- the win (or the win within the count), or the draw -- is wrong
// and taken back; otherwise the tables answer it, until the learner mates or
// has held the draw for the step's number of moves. Both sides' best moves
// (the defence, the hints, the answer's line) are the tables' with the count
// applied. The tables are only ever
// read here (Access::AtHand): PreparePlayOutTables made them beforehand.
#include "core/tablebase/material.h"
#include "core/tablebase/play_out.h"
#include "core/trainer/trainer_session.h"

namespace chatur {

namespace {

using tablebase::Access;
using tablebase::Outlook;

// How far "Show answer" plays the tables' line: beyond the longest mate of any
// ending a lesson plays out, and long enough to show a draw being held.
constexpr size_t kLinePlies = 140;

}  // namespace

std::optional<tablebase::TableError> PreparePlayOutTables(tablebase::Tablebase& tables,
                                                          const Position& start,
                                                          const Access& access) {
    const tablebase::Material material = tablebase::Material::Of(start);
    if (!tablebase::Covered(material))
        return tablebase::TableError{tablebase::TableProblem::Failed,
                                     "no endgame table holds " + material.Name()};
    return tablebase::FetchReachable(tables, material.Canonical(), access);
}

Feedback TrainerSession::PlayOutMove(Move move) {
    const auto* task = m_item.task.As<content::PlayOutTask>();
    if (!task || Finished()) return {};
    Feedback f;
    f.move = move;
    if (AwaitsTables()) {
        f.key = "play-out-wait";
        return f;
    }
    const Color learner = SolverSide();
    Game after = m_game;
    if (after.Play(move)) return {};  // the board offers only legal moves
    std::optional<tablebase::SideOutlook> worth =
        tablebase::OutlookFor(*m_tables, after, learner, Access::AtHand());
    if (!worth) {
        f.key = "play-out-wait";
        return f;
    }
    const Outlook wanted = tablebase::ClaimedOutlook(*task);
    if (wanted == Outlook::Win && worth->outlook != Outlook::Win) {
        f.verdict = Verdict::Wrong;
        f.key = worth->countTooShort ? "play-out-count-short" : "play-out-win-lost";
        f.number = worth->mateMoves;
        return Judge(f);
    }
    if (wanted == Outlook::Draw && worth->outlook == Outlook::Loss) {
        f.verdict = Verdict::Wrong;
        f.key = "play-out-draw-lost";
        f.number = worth->mateMoves;
        return Judge(f);
    }
    m_game = std::move(after);
    m_played.push_back(move);
    const bool held = wanted == Outlook::Draw && SolverMovesPlayed() >= task->holdMoves;
    if (m_game.IsOver() || held) {
        f.verdict = Verdict::Correct;
        f.key = wanted == Outlook::Win ? "play-out-mate" : "play-out-held";
        f.number = SolverMovesPlayed();
        return Judge(f);
    }
    if (std::optional<Move> reply =
            tablebase::BestMoveUnderCount(*m_tables, m_game, Access::AtHand())) {
        if (!m_game.Play(*reply)) {
            m_played.push_back(*reply);
            f.replies.push_back(*reply);
        }
    }
    if (m_game.IsOver() && wanted == Outlook::Draw) {
        f.verdict = Verdict::Correct;  // the game ended drawn: the draw is held
        f.key = "play-out-held";
        f.number = SolverMovesPlayed();
        return Judge(f);
    }
    f.verdict = Verdict::Progress;
    f.key = "play-out-progress";
    if (wanted == Outlook::Win) {
        auto now = tablebase::OutlookFor(*m_tables, m_game, learner, Access::AtHand());
        f.number = now ? now->mateMoves : 0;
    } else {
        f.number = task->holdMoves - SolverMovesPlayed();
    }
    return Judge(f);
}

std::optional<Move> TrainerSession::PlayOutBestMove() const {
    if (AwaitsTables() || m_game.IsOver()) return std::nullopt;
    return tablebase::BestMoveUnderCount(*m_tables, m_game, Access::AtHand());
}

std::vector<Move> TrainerSession::TablesLine() const {
    std::vector<Move> line;
    if (AwaitsTables()) return line;
    Game game = m_game;
    while (!game.IsOver() && line.size() < kLinePlies) {
        std::optional<Move> best = tablebase::BestMoveUnderCount(*m_tables, game, Access::AtHand());
        if (!best || game.Play(*best)) break;
        line.push_back(*best);
    }
    return line;
}

}  // namespace chatur
