// A game in progress: a position with its history, a rule profile and the
// counting state, deciding exactly when and why the game ends (docs/rules.md).
// The API follows chess-library: Play/Undo moves, LegalMoves, GetOutcome -> {Result,
// Reason}. Declarations (start/stop a count) and endings by the players (resign,
// agreed draw, claim) are explicit actions. Every action reports a user error as a
// value; Undo restores the state before the last action exactly (count, repetition
// history, clocks). The rule text behind every decision is in docs/rules.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/rules/counting_state.h"
#include "core/rules/game_start.h"
#include "core/rules/outcome.h"
#include "core/rules/profile.h"

namespace chatur {

// Why an action was refused. `kind` is what the GUI words in the learner's
// language; `message` is the English sentence, with details, for the CLI and
// logs. The GUI disables what is not allowed beforehand (CountStatus,
// LegalMoves), so it rarely shows these.
enum class GameErrorKind : uint8_t {
    GameOver,             // the game has already ended
    IllegalMove,          // not a legal move in this position
    BadSetup,             // the position or its count fields cannot start a game
    NoCountDeclarations,  // the rule profile has no declared counts
    CountRunning,         // a count is already running
    CountStartDeclared,   // the start is already declared for the next move
    BiaOnBoard,           // no board's honour count while an unpromoted Bia is on the board
    NoCountRunning,       // no count to stop (also when a start is only declared)
    PiecesCountRuns,      // the pieces' honour count cannot be stopped
    NotCountersTurn,      // only the counting side stops the count, on its own turn
    CountStopDeclared,    // the stop is already declared
    NoDrawClaims,         // the rule profile has no draw to claim
    NoRepetition,         // the position has not occurred three times
};

struct GameError {
    GameErrorKind kind = GameErrorKind::IllegalMove;
    std::string message;
};

// The players' actions besides moves, in the words of `chatur-cli play` and of
// saved games (count-start, count-stop, resign, draw, claim, time-forfeit).
enum class GameAction : uint8_t {
    CountStart,
    CountStop,
    Resign,
    AgreeDraw,
    ClaimDraw,
    TimeForfeit
};

std::optional<GameAction> ParseGameAction(std::string_view word);
std::string_view GameActionName(GameAction action);

// A count declaration (count-start or count-stop) as a saved game or a PGN file
// records it: made just before the move with index `beforeMove` (0 = the game's
// first move from its start position). A review or a reader of played games
// replays these with the moves, so a board's count that ran in the game runs again.
struct CountDeclaration {
    int beforeMove = 0;
    GameAction action = GameAction::CountStart;

    bool operator==(const CountDeclaration&) const = default;
};

// What the GUI shows about Makruk's counting rules right now.
struct CountStatus {
    CountKind kind = CountKind::None;  // which count runs
    Color countingSide = Color::White;
    int value = 0;  // the counting side's last counted value (see CountingState)
    int limit = 0;
    int movesLeft = 0;            // counted moves the counting side still makes before the limit
    bool limitReached = false;    // the other side's next move is its last; it must mate
    bool canStart = false;        // StartCount() is allowed now
    bool canStop = false;         // StopCount() is allowed now
    bool startRequested = false;  // declared for the next move
    bool stopRequested = false;

    bool operator==(const CountStatus&) const = default;
};

class Game {
public:
    // The variant's start position.
    Game(const Variant& variant, const RuleProfile& profile);
    // A game from a set-up position (notation's GameFromFen reads one from a FEN).
    // Fails when the profile belongs to another variant or the count fields cannot
    // be read (see CountFromFen).
    [[nodiscard]] static std::variant<Game, GameError> Create(const Variant& variant,
                                                              const RuleProfile& profile,
                                                              const GameStart& start);

    const Variant& GetVariant() const { return *m_variant; }
    const RuleProfile& Profile() const { return *m_profile; }
    const Position& GetPosition() const { return m_pos; }
    Color SideToMove() const { return m_pos.SideToMove(); }

    // Legal moves of the side to move; none once the game is over.
    MoveList LegalMoves() const;
    // Plays a legal move (with any count declaration made for it).
    [[nodiscard]] std::optional<GameError> Play(Move move);
    // Takes back the last action: a resignation, agreed or claimed draw, a time
    // forfeit, or else the last move together with the count declaration made for
    // it. False when there is nothing to take back.
    bool Undo();

    // Board's honour count declarations (makruk/counting); they apply to the next move.
    [[nodiscard]] std::optional<GameError> StartCount();
    [[nodiscard]] std::optional<GameError> StopCount();
    // The side to move resigns.
    [[nodiscard]] std::optional<GameError> Resign();
    // Both players agree to a draw.
    [[nodiscard]] std::optional<GameError> AgreeDraw();
    // `side` ran out of time and loses (Reason::TimeForfeit). The core has no
    // clock: whoever keeps one reports a flag fall here. It is a loss even when
    // the winner could never mate (docs/rules.md lists time forfeit and says no more).
    [[nodiscard]] std::optional<GameError> LoseOnTime(Color side);
    // Claims a draw the profile grants only on claim (threefold repetition in
    // makruk/auto-count).
    [[nodiscard]] std::optional<GameError> ClaimDraw();
    bool CanClaimDraw() const;
    // One of the actions above; TimeForfeit is the side to move's loss on time.
    [[nodiscard]] std::optional<GameError> Apply(GameAction action);

    Outcome GetOutcome() const { return m_outcome; }
    bool IsOver() const { return m_outcome.IsOver(); }
    CountStatus GetCountStatus() const;
    const CountingState& Count() const { return m_count; }

    // Plies played in this game object (since the FEN it was set up from).
    int PliesPlayed() const { return int(m_plies.size()); }
    // Plies of the whole game, those before the FEN included (from its move number).
    int GamePly() const { return m_startPly + PliesPlayed(); }
    // Plies since the last capture or Bia/soldier move.
    int HalfmoveClock() const { return m_halfmove; }
    // How often the current position (placement and side to move) has occurred.
    int RepetitionCount() const;
    std::vector<Move> Moves() const;
    // The current position with the fields a FEN carries: in a profile that
    // carries the count (makruk/auto-count) a running count as Fairy-Stockfish
    // writes it, else the half-move clock. Create(Current()) continues from here;
    // notation's GameFen writes it.
    GameStart Current() const;

private:
    Game(const RuleProfile& profile, const Position& pos, int startPly, int halfmove,
         const CountingState& count);

    // What one played move changed, to take it back.
    struct PlyRecord {
        Move move;
        Piece captured;
        CountingState countBefore;
        int halfmoveBefore;
        Outcome outcomeBefore;
    };

    // The outcome after `mover`'s move (JudgeOutcome with this game's history).
    Outcome Evaluate(Color mover, const CountStep& step) const;
    // At a repetition: the one side that checked with every move since the
    // position first occurred, if only one did.
    std::optional<Color> PerpetualChecker() const;
    bool CanStartCount() const;
    bool CanStopCount() const;
    [[nodiscard]] std::optional<GameError> EndByAction(Outcome outcome);

    const Variant* m_variant;
    const RuleProfile* m_profile;
    Position m_pos;
    Color m_startSide;
    int m_startPly;
    int m_halfmove;
    CountingState m_count;
    bool m_startRequested = false;
    bool m_stopRequested = false;
    Outcome m_outcome;
    bool m_endedByAction = false;
    std::vector<PlyRecord> m_plies;
    std::vector<uint64_t> m_keys;   // key of every position, the initial one first
    std::vector<bool> m_gaveCheck;  // [i]: the move leading to position i gave check
};

// Declares, in `game`, the count declarations of `declarations` made before the
// move with index `moveIndex` (the game's next move), in their order. The first
// one the rules refuse is returned and the rest are not tried.
[[nodiscard]] std::optional<GameError> DeclareBeforeMove(
    Game& game, const std::vector<CountDeclaration>& declarations, int moveIndex);

}  // namespace chatur
