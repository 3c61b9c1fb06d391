// An external engine the user installed (Fairy-Stockfish, or `chatur-cli uci`),
// spoken to over UCI through pipes: the app's opponent or its analyst. The engine
// is a separate process that may be missing, speak another protocol, lack the
// variant, hang, crash or answer nonsense; none of that may block or break the app.
// So every wait has a deadline, a dead or hung engine is killed, and every failure
// comes back as a value with a stable key ("engine-not-found", ...) the GUI words
// in one place. A best move the engine sends is checked with Chatur's own rules
// (ParseLegalMove) and refused as "illegal-move" when they reject it: it is never
// played unchecked.
//
// UCI facts used here: `uci` is answered by `id ...` and `option ...` lines and
// `uciok`; Fairy-Stockfish lists its games as the combo option `UCI_Variant`
// (`var makruk var xiangqi ...`); `isready` waits for `readyok`; `position fen F
// moves ...` then `go movetime N` (or `depth N`, `infinite`) prints `info` lines
// and ends with `bestmove M`; `stop` ends a search early, `quit` ends the engine.
// Fairy-Stockfish's move text for Makruk and Xiangqi is Chatur's coordinate form
// (`e3e4`, `h3e3`, `a10a9`, promotion `a5a6m`), so moves go through MoveToString
// and ParseLegalMove unchanged.
//
// One UciClient drives one engine process. It is not thread-safe: one thread at a
// time calls it (the GUI's worker while it searches; the owner joins the worker
// before it destroys the client). The destructor sends `quit` and kills the
// process if it has not gone within half a second.
#pragma once

#include <sys/types.h>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/rules/game.h"
#include "core/search/engine.h"

namespace chatur {

enum class UciErrorKind : uint8_t {
    EngineNotFound,      // the program does not exist or cannot be run
    NotUci,              // it answered `uci` with something else, or not at all
    VariantUnsupported,  // it has no UCI_Variant option offering this game
    EngineCrashed,       // it exited (or closed its output) while we waited
    Timeout,             // it did not answer in time; it has been killed
    IllegalMove,         // its best move is not legal here (or it sent none)
};

// "engine-not-found", "not-uci", "variant-unsupported", "engine-crashed",
// "timeout", "illegal-move".
std::string_view UciErrorKey(UciErrorKind kind);

struct UciError {
    UciErrorKind kind;
    std::string detail;  // English, for logs and as the GUI's second line
};

// How to start the engine: the program and its arguments (`chatur-cli` needs `uci`).
struct UciCommand {
    std::string path;
    std::vector<std::string> args;
    bool operator==(const UciCommand&) const = default;
};

// How long to wait for each answer, in milliseconds.
struct UciTimeouts {
    int handshakeMs = 5000;      // `uci` -> `uciok`, `isready` -> `readyok`
    int bestMoveGraceMs = 3000;  // beyond the move time before `bestmove` is overdue
    int stopMs = 1000;           // `stop` -> `bestmove`
    int quitMs = 500;            // `quit` -> the process has gone, else it is killed
};

// One search: a fixed time, a fixed depth, or until stopped (analysis).
struct UciGo {
    int moveTimeMs = 0;  // > 0: `go movetime N`
    int depth = 0;       // > 0 (and no move time): `go depth N`
    uint64_t nodes = 0;  // > 0 (and neither above): `go nodes N`
    // Neither: `go infinite`, ended only by the stop token. The engine's life is
    // still checked all the time (a crash ends the search with an error).
};

struct UciSearchResult {
    Move best;             // checked legal; null when the search was stopped
    SearchInfo info;       // the last info line with a score (pv: the legal prefix)
    bool stopped = false;  // ended by the stop token
};

// Called in the searching thread for every `info` line with a depth and a score.
// The score is the side to move's (kMateScore - plies for a mate, as Engine's);
// the pv holds the moves of the line that are legal one after the other.
using UciInfoCallback = std::function<void(const SearchInfo&)>;

class UciClient {
public:
    explicit UciClient(UciTimeouts timeouts = {});
    ~UciClient();
    UciClient(const UciClient&) = delete;
    UciClient& operator=(const UciClient&) = delete;

    // Starts the engine and does the handshake (`uci` ... `uciok`) only.
    // A stop request ends the wait (the engine is closed; the error is then moot).
    [[nodiscard]] std::optional<UciError> Handshake(const UciCommand& command,
                                                    std::stop_token stop = {});
    // Handshake, then for `variant`: checks the UCI_Variant option, sets it (and
    // the Profile option when the engine has one offering `profile`), and waits
    // for `readyok`.
    [[nodiscard]] std::optional<UciError> Open(const UciCommand& command, VariantId variant,
                                               std::string_view profile = {},
                                               std::stop_token stop = {});
    bool IsOpen() const { return m_pid > 0; }
    // From the handshake: `id name`, and the games the engine offers.
    const std::string& Name() const { return m_name; }
    const std::vector<std::string>& Variants() const { return m_variants; }

    // `setoption name <name> value <value>`, then `isready` ... `readyok` (so an
    // option that takes time, like Hash, is in place before the next search).
    [[nodiscard]] std::optional<UciError> SetOption(std::string_view name, std::string_view value,
                                                    std::stop_token stop = {});
    // `ucinewgame` (and `isready`): the next search starts a new game.
    [[nodiscard]] std::optional<UciError> NewGame(std::stop_token stop = {});
    // Searches the game's current position: `position fen <the game's start>
    // moves <every move since>` (so the engine sees repetitions), then `go`.
    // A stop request sends `stop`; the result is then `stopped` with no move.
    [[nodiscard]] std::variant<UciSearchResult, UciError> Search(
        const Game& game, const UciGo& go, std::stop_token stop = {},
        const UciInfoCallback& onInfo = {});

    // Ends the engine: `quit`, then a kill if it lingers. Called by the destructor.
    void Close();

private:
    struct Line {
        std::string text;
        std::optional<UciError> error;
    };
    // The next line from the engine, waiting until `deadlineMs` (steady clock) at
    // most; polled in slices so that a stop request is seen at once.
    Line ReadLine(int64_t deadlineMs, const std::stop_token* stop = nullptr);
    bool Send(const std::string& line);
    [[nodiscard]] std::optional<UciError> WaitFor(std::string_view word, int timeoutMs,
                                                  const std::stop_token& stop);
    // Marks the engine dead (kills it) and returns the error to report.
    UciError Fail(UciErrorKind kind, std::string detail);
    std::string ExitDetail();

    UciTimeouts m_timeouts;
    pid_t m_pid = -1;
    int m_toEngine = -1;
    int m_fromEngine = -1;
    std::string m_buffer;
    std::string m_name;
    std::vector<std::string> m_variants;
    std::vector<std::string> m_profiles;  // values of a `Profile` combo (chatur-cli)
    std::optional<UciError> m_dead;       // the error that ended the engine
};

// Reads an `info` line into `info` (depth, score, nodes, time, pv checked against
// `game`'s position); false when it has no depth or no score.
bool ParseUciInfo(std::string_view line, const Game& game, SearchInfo& info);

// What the Preferences dialog's "Test engine" shows.
struct UciEngineInfo {
    std::string name;  // `id name`, or the program's path when it gave none
    bool makruk = false;
    bool xiangqi = false;
};

// Starts the engine, does the handshake, closes it. An engine that offers
// neither game is refused as variant-unsupported.
[[nodiscard]] std::variant<UciEngineInfo, UciError> TestUciEngine(const UciCommand& command,
                                                                  UciTimeouts timeouts = {});

}  // namespace chatur
