// A game's rules on a bare Position, fast enough for search. Game (game.h) decides
// every ending exactly but pays for it on each move (a legality check, a second move
// generation, history vectors); the solver and the engine visit millions of
// positions. SearchBoard keeps what the ending rules need -- the count, the
// half-move clock, the game's ply and the keys seen -- and asks the same judge as
// Game (JudgeOutcome), with the legal moves the search has already generated. It is set up from a
// Game, so its history (repetitions) and any count declaration made for the next move carry over.
// Tests compare it with Game.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/rules/game.h"

namespace chatur {

class SearchBoard {
public:
    // `trackChecks`: record which moves gave check, which RepetitionOutcome needs
    // for the perpetual-check rule; a user that never asks for it (the solver)
    // saves a check test on every move.
    explicit SearchBoard(const Game& game, bool trackChecks = true);

    const Position& Pos() const { return m_pos; }
    Position& Pos() { return m_pos; }
    const Variant& GetVariant() const { return m_pos.GetVariant(); }
    const RuleProfile& Profile() const { return *m_profile; }
    Color SideToMove() const { return m_pos.SideToMove(); }
    uint64_t Key() const { return m_pos.Key(); }
    // A key of the position and the running count, for transposition tables.
    uint64_t StateKey() const;
    // Plies made since the root.
    int Ply() const { return int(m_stack.size()); }
    int GamePly() const { return m_rootGamePly + Ply(); }
    int HalfmoveClock() const { return m_halfmove; }
    const CountingState& Count() const { return m_count; }

    // Plays a legal move (a count declaration made on the Game applies to the
    // first move after the root) and takes it back.
    void Do(Move m);
    void Undo();
    // The search's null move: the side to move passes. Only while no count runs
    // (a pass would have to advance it); no repetition reaches back across it.
    void DoNull();
    void UndoNull();
    // Whether the side to move is in check; tested once per position (at the move
    // when checks are tracked, else on the first question).
    bool InCheck() const;
    // The last move captured or promoted (material changed).
    bool LastMoveChangedMaterial() const;
    Piece LastCaptured() const { return m_stack.back().captured; }

    // The outcome after the last move by JudgeOutcome (the judge Game asks too),
    // given whether the side to move has a legal move and how often the current
    // position has occurred. A third occurrence ends the game as a draw here
    // (Game also decides perpetual check and, in auto-count, waits for a claim;
    // the search treats every repetition as a draw it cannot win).
    Outcome Status(bool hasLegalMoves, int occurrences) const;
    // How often `key` occurred before the root (the Game's history, the root included).
    int RootOccurrences(uint64_t key) const;
    // The current position occurred before: earlier on the path or in the game's
    // history, with no capture or Bia move between (the engine's draw test).
    bool RepeatsEarlier() const;
    // How often the current position has occurred in the game and on the path.
    int Occurrences() const;
    // When the current position occurred before on the path (from the root on), or
    // occurs for the third time: what repeating that cycle brings -- a draw, or where
    // the profile punishes perpetual check (Xiangqi), a loss for the side that checked
    // with every one of its moves. A second occurrence of a position from the game
    // before the root is no end: the side to move there may leave the cycle.
    std::optional<Outcome> RepetitionOutcome() const;

private:
    struct Record {
        Move move;
        Piece captured;
        CountingState countBefore;
        CountStep step;
        int halfmoveBefore;
        int lastIrreversibleBefore;
    };

    Position m_pos;
    const RuleProfile* m_profile;
    CountingState m_count;
    int m_halfmove;
    int m_rootGamePly;
    bool m_rootStart;
    bool m_rootStop;
    Outcome m_rootOutcome;
    std::vector<Record> m_stack;
    std::vector<uint64_t> m_keys;  // every position: the game's history, then the path
    // [i]: the side to move at position i is in check (the move to it gave check):
    // 1 or 0, -1 not yet tested (Makruk, when checks are not tracked).
    mutable std::vector<int8_t> m_gaveCheck;
    bool m_trackChecks = false;
    bool m_xiangqi = false;
    int m_lastIrreversible = 0;  // index in m_keys of the last position after a capture/Bia move
    std::unordered_map<uint64_t, int> m_rootCounts;
};

}  // namespace chatur
