// Free play: one board on which the learner moves both sides, to try moves out and
// watch the rules at work (checks, the end of the game, Makruk's counts) -- no
// opponent, no clock, nothing saved. The session holds the game and its rules so
// that any view can drive it: the main window's free-play pane (gui's
// FreePlayPanel), a text view, a test. It reports what a view shows under the
// board through PositionState, like the other sessions; every refused action is
// a GameError value the view words.
#pragma once

#include <optional>
#include <string>

#include "core/rules/game.h"
#include "core/rules/position_state.h"

namespace chatur {

class FreePlaySession {
public:
    // Makruk's start position.
    FreePlaySession();

    // A new game of `variant` from its start position, under its default rules.
    void NewGame(VariantId variant);
    // A new game from a set-up position, its variant's default rules, with no
    // count running and the move number 1. Any position can be set up: a game
    // that ends at once (mate on the board) is shown as ended.
    void SetPosition(const Position& position);

    const Game& GetGame() const { return m_game; }
    const Variant& GetVariant() const { return m_game.GetVariant(); }
    // Whose move, check, the outcome and the running count.
    PositionState State() const { return StateOf(m_game); }
    bool IsOver() const { return m_game.IsOver(); }
    // The move that led to the position shown, if one was played here.
    std::optional<Move> LastMove() const;
    // The rules let the players declare Makruk's board's honour count.
    bool CountsDeclared() const;

    // A move of the side to move; refused when illegal or the game is over.
    [[nodiscard]] std::optional<GameError> Play(Move move);
    bool CanUndo() const { return m_game.PliesPlayed() > 0; }
    // Takes back the last move (with its count declaration); false when none.
    bool Undo() { return m_game.Undo(); }
    // Declares the board's honour count, or its stop, for the next move.
    [[nodiscard]] std::optional<GameError> StartCount() { return m_game.StartCount(); }
    [[nodiscard]] std::optional<GameError> StopCount() { return m_game.StopCount(); }

    // The position as FEN, with a running count as the rules write it.
    std::string Fen() const;

private:
    Game m_game;
};

}  // namespace chatur
