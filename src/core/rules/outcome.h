// How a game ended, as data, and the one judge that decides it. The core never
// words an outcome for people: it returns a Result and a Reason, and the stable
// keys below ("checkmate", "perpetual-check", ...) are what `chatur-cli play`
// prints and what the GUI maps to translated text in one place. Keep the keys
// stable: tests and saved games depend on them (docs/cli.md). JudgeOutcome holds
// the order in which the end-of-game rules apply; Game (every move of a game) and
// SearchBoard (every node of a search) both ask it, each with the facts it keeps.
#pragma once

#include <optional>
#include <string_view>

#include "core/rules/counting_state.h"
#include "core/rules/profile.h"
#include "core/rules/types.h"

namespace chatur {

enum class Result : uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

enum class Reason : uint8_t {
    None,                  // the game goes on
    Checkmate,             // the side to move is mated
    Stalemate,             // Makruk: no legal move, not in check (a draw)
    NoMoves,               // Xiangqi: no legal move, not in check (a loss)
    Counting,              // a count ran out, or the board's counter gave mate
    Repetition,            // third occurrence of a position (or a claim of it)
    PerpetualCheck,        // Xiangqi: the side that checked with every move loses
    FiftyMoves,            // makruk/fifty: 100 plies without capture or Bia move
    InsufficientMaterial,  // two Khuns, dead material, no Xiangqi attackers
    MoveLimit,             // 400 (Makruk) / 300 (Xiangqi) plies in total
    Resignation,           // the side to move resigned
    Agreement,             // both players agreed to a draw
    TimeForfeit,           // a player's time ran out (a loss, whatever the material)
};

// The outcome of a game so far: `Result::Ongoing` with `Reason::None` while it
// runs. A value type the GUI, the CLI and the content checker can compare.
struct Outcome {
    Result result = Result::Ongoing;
    Reason reason = Reason::None;

    bool IsOver() const { return result != Result::Ongoing; }
    bool operator==(const Outcome&) const = default;
};

// "none", "checkmate", "stalemate", "no-moves", "counting", "repetition",
// "perpetual-check", "fifty-moves", "insufficient-material", "move-limit",
// "resignation", "agreement", "time-forfeit".
std::string_view ReasonKey(Reason reason);
std::optional<Reason> ReasonFromKey(std::string_view key);
// "ongoing", "white-wins", "black-wins", "draw".
std::string_view ResultKey(Result result);
std::optional<Result> ResultFromKey(std::string_view key);

// The result in which `winner` wins.
constexpr Result WinFor(Color winner) {
    return winner == Color::White ? Result::WhiteWins : Result::BlackWins;
}

// What the end-of-game rules need to know about a position besides the position
// itself: facts of its game's history that the caller keeps, and what the caller
// already computed.
struct OutcomeFacts {
    Color mover = Color::White;  // the side that made the last move
    bool hasLegalMoves = true;   // the side to move has a legal move
    CountStep count;             // what the last move meant for the counting rules
    // The material rule is tested only when the material may have changed since a
    // position that was not dead (the search skips it after a quiet move).
    bool materialChanged = true;
    int occurrences = 1;  // how often the position has occurred, this one included
    // At a third occurrence under the perpetual-check rule: the one side that gave
    // check with every one of its moves since the first occurrence, if only one did.
    std::optional<Color> perpetualChecker;
    // A draw the profile grants only on claim counts as claimed (the search: a side
    // that a repetition helps would claim it).
    bool claimsTaken = false;
    int halfmoveClock = 0;  // plies since the last capture or Bia/soldier move
    int gamePly = 0;        // plies of the whole game
};

// The outcome of `pos` under `profile`, in the order of docs/rules.md: mate (a
// draw when the counting side of a board's count gives it), stalemate or no legal
// move, a count that ran out, dead material, repetition, the fifty-move rule, the
// move limit. Inline: the search asks it at every node, and a call into another
// file cost the mate solver half a percent.
inline Outcome JudgeOutcome(const RuleProfile& profile, const Position& pos,
                            const OutcomeFacts& facts) {
    if (!facts.hasLegalMoves) {
        if (pos.InCheck()) {
            // A mate by the side counting a board's honour count is a draw.
            if (profile.counterMateDraws && facts.count.moverCountedBoard)
                return {Result::Draw, Reason::Counting};
            return {WinFor(facts.mover), Reason::Checkmate};
        }
        if (profile.stalemateDraws) return {Result::Draw, Reason::Stalemate};
        return {WinFor(facts.mover), Reason::NoMoves};
    }
    if (facts.count.limitExpired) return {Result::Draw, Reason::Counting};
    if (facts.materialChanged && IsInsufficientMaterial(profile, pos))
        return {Result::Draw, Reason::InsufficientMaterial};
    if (facts.occurrences >= 3 &&
        (profile.repetition != RepetitionRule::DrawOnClaim || facts.claimsTaken)) {
        if (profile.repetition == RepetitionRule::PerpetualCheck && facts.perpetualChecker)
            return {WinFor(~*facts.perpetualChecker), Reason::PerpetualCheck};
        return {Result::Draw, Reason::Repetition};
    }
    if (profile.fiftyMovePlies && facts.halfmoveClock >= profile.fiftyMovePlies)
        return {Result::Draw, Reason::FiftyMoves};
    if (profile.plyLimit && facts.gamePly >= profile.plyLimit)
        return {Result::Draw, Reason::MoveLimit};
    return {};
}

}  // namespace chatur
