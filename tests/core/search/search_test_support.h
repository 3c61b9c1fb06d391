// Helpers for the search tests: games from FENs, moves from text, and a reference
// mate search written on Game itself (slow, but exact by construction: every
// ending is Game's own), against which the solver is checked.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/rules/game.h"

namespace chatur::test {

inline Game MakeGame(const std::string& variant, const std::string& fen,
                     const std::string& profile = "") {
    const Variant& v = *FindVariant(variant);
    const RuleProfile* p = &DefaultProfile(v);
    if (!profile.empty()) p = std::get<const RuleProfile*>(FindProfile(v, profile));
    auto made = GameFromFen(v, *p, fen);
    if (auto* e = std::get_if<GameError>(&made)) {
        ADD_FAILURE() << fen << ": " << e->message;
        return Game(v, *p);
    }
    return std::get<Game>(std::move(made));
}

inline Move MustMove(const Game& g, const std::string& text) {
    auto m = ParseLegalMove(g.GetPosition(), text);
    if (auto* e = std::get_if<MoveError>(&m)) {
        ADD_FAILURE() << text << ": " << e->message;
        return Move();
    }
    return std::get<Move>(m);
}

inline bool IsMateWin(const Outcome& o, Color attacker) {
    return o.result == WinFor(attacker) &&
           (o.reason == Reason::Checkmate || o.reason == Reason::NoMoves);
}

// After the attacker's move: has it won, or does every defence lose within d - 1?
inline bool RefAfterAttack(Game& g, Color attacker, int d);

inline bool RefAttackerWins(Game& g, Color attacker, int d) {
    for (Move m : g.LegalMoves()) {
        EXPECT_FALSE(g.Play(m));
        bool win = RefAfterAttack(g, attacker, d);
        g.Undo();
        if (win) return true;
    }
    return false;
}

inline bool RefAfterAttack(Game& g, Color attacker, int d) {
    if (g.IsOver()) return IsMateWin(g.GetOutcome(), attacker);
    if (d == 1) return false;
    for (Move r : g.LegalMoves()) {
        EXPECT_FALSE(g.Play(r));
        bool lost = !g.IsOver() && RefAttackerWins(g, attacker, d - 1);
        g.Undo();
        if (!lost) return false;
    }
    return true;
}

// Each first move with its least mate (0: none within n), by the reference.
inline std::vector<std::pair<std::string, int>> RefSolve(const Game& start, int n) {
    // A fresh copy per try: a count declared on `start` is used up by the first
    // move, and Undo drops it.
    Color attacker = start.SideToMove();
    std::vector<std::pair<std::string, int>> out;
    for (Move m : start.LegalMoves()) {
        for (int k = 1; k <= n; ++k) {
            Game g = start;
            EXPECT_FALSE(g.Play(m));
            if (RefAfterAttack(g, attacker, k)) {
                out.emplace_back(MoveToString(g.GetVariant(), m), k);
                break;
            }
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace chatur::test
