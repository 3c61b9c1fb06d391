#include "core/tablebase/play_out.h"

#include "core/content/rule_profile_names.h"
#include "core/notation/game_fen.h"
#include "core/tablebase/count_fit.h"
#include "core/tablebase/material.h"

namespace chatur::tablebase {

namespace {

using content::Lit;
using content::Say;

const char* OutlookWord(Outlook o) {
    switch (o) {
        case Outlook::Win:
            return "win";
        case Outlook::Draw:
            return "draw";
        case Outlook::Loss:
            return "loss";
    }
    return "?";
}

}  // namespace

std::optional<SideOutlook> OutlookFor(Tablebase& tablebase, const Game& game, Color side,
                                      const Access& access) {
    if (game.IsOver()) {
        const Result result = game.GetOutcome().result;
        if (result == WinFor(side)) return SideOutlook{Outlook::Win, 0, false};
        if (result == WinFor(~side)) return SideOutlook{Outlook::Loss, 0, false};
        return SideOutlook{Outlook::Draw, 0, false};
    }
    const Position& pos = game.GetPosition();
    ProbeResult probe = tablebase.Probe(pos, access);
    if (probe.status != ProbeStatus::Found) return std::nullopt;
    if (probe.value.verdict == Verdict::Draw) return SideOutlook{};
    const auto [winner, mateMoves] = WinOfValue(pos.SideToMove(), probe.value);
    const CountFit fit = FitWithinCount(game, winner, mateMoves);
    if (fit.applies && !fit.fits) return SideOutlook{Outlook::Draw, mateMoves, true};
    return SideOutlook{winner == side ? Outlook::Win : Outlook::Loss, mateMoves, false};
}

std::optional<Move> BestMoveUnderCount(Tablebase& tablebase, const Game& game,
                                       const Access& access) {
    const Color mover = game.SideToMove();
    std::optional<Move> best;
    int bestScore = 0;
    for (Move m : game.LegalMoves()) {
        Game after = game;
        if (after.Play(m)) continue;
        std::optional<SideOutlook> worth = OutlookFor(tablebase, after, mover, access);
        if (!worth) continue;
        // A quick win first, then a draw, then a long loss.
        const int score = worth->outlook == Outlook::Win    ? 1000 - worth->mateMoves
                          : worth->outlook == Outlook::Draw ? 0
                                                            : -1000 + worth->mateMoves;
        if (!best || score > bestScore) {
            best = m;
            bestScore = score;
        }
    }
    return best;
}

Outlook ClaimedOutlook(const content::PlayOutTask& task) {
    return task.result == content::PlayOutResult::Win ? Outlook::Win : Outlook::Draw;
}

content::PlayOutCheck MakePlayOutCheck(std::shared_ptr<Tablebase> tablebase) {
    return [tablebase](const content::PlayOutTask& task, int line, const content::Diagram& board,
                       const std::string& profile, content::Diagnostics& diag,
                       const std::string& itemId) {
        const Variant& v = board.position.GetVariant();
        if (!Covered(Material::Of(board.position))) {
            diag.Error(line,
                       Say("the play-out position is outside the endgame tables' range ({1})",
                           {Lit(Material::Of(board.position).Name())}),
                       itemId);
            return;
        }
        auto parsed = GameFromFen(v, content::ProfileFor(v, profile), board.fen);
        const Game* game = std::get_if<Game>(&parsed);
        if (!game) return;  // the board check reports it
        const Color learner = board.position.SideToMove();
        std::optional<SideOutlook> worth = OutlookFor(*tablebase, *game, learner);
        if (!worth) {
            diag.Error(line, Say("the endgame tables could not be had to check this play-out step"),
                       itemId);
            return;
        }
        if (worth->outlook != ClaimedOutlook(task))
            diag.Error(line,
                       // TRANSLATORS: {1} and {2} are "win", "draw" or "loss" (kept in English,
                       // as the attribute values are).
                       Say("the play-out step claims a {1} for the side to move, but the "
                           "endgame tables say {2}",
                           {Lit(std::string(content::PlayOutResultName(task.result))),
                            Lit(OutlookWord(worth->outlook))}),
                       itemId);
    };
}

}  // namespace chatur::tablebase
