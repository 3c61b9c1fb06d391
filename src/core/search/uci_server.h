// Chatur's engine as a UCI engine (`chatur-cli uci`): the commands a GUI sends,
// one line at a time, and the lines it answers. The caller reads the input and
// hands each line to Handle(); the search runs in its own thread, so Handle()
// never waits for a search to finish. That keeps the engine responsive whatever
// the GUI or a script sends:
// - `isready` is answered at once, also while a search runs;
// - `stop` ends the search, which then sends its bestmove; `quit` and the end of
//   the input end it too;
// - a command that changes the position or the engine (`position`, `go`,
//   `setoption`, `ucinewgame`) stops a running search first (its bestmove comes
//   before anything the new command prints), instead of waiting for it;
// - a `go` that cannot be bounded is refused (see uci_go.h).
// Options: UCI_Variant (makruk, xiangqi), Profile (a rule profile of the
// variant; "default"), Hash (1-1024 MB). Moves are Chatur's coordinate form
// (`h3e3`, `a10a9`, `a5a6m`). Input echoed in an `info string` goes through
// PrintableText.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "core/rules/game.h"
#include "core/search/engine.h"
#include "core/search/evaluation.h"

namespace chatur {

struct UciServerOptions {
    // When non-zero, no search visits more nodes than this: the fuzz target's
    // bound, so that it exercises the command loop rather than the search.
    uint64_t nodeCap = 0;
    // The largest Hash a `setoption` may ask for, in MB (the fuzz target's is small).
    int maxHashMb = 1024;
    // A variant's evaluation weights in place of its default ones (`chatur-cli uci
    // --makruk-weights`, to measure a set of weights without a build).
    std::map<VariantId, EvalWeights> weights;
};

class UciServer {
public:
    // Receives each line to send, without its newline. Lines come from the thread
    // calling Handle() and from the search's thread, one at a time.
    using Output = std::function<void(const std::string&)>;

    explicit UciServer(Output output, UciServerOptions options = {});
    ~UciServer();  // stops a running search
    UciServer(const UciServer&) = delete;
    UciServer& operator=(const UciServer&) = delete;

    // Handles one input line. Returns false after `quit`.
    bool Handle(std::string_view line);
    // The end of the input, as `quit`: stops a running search (it still sends its
    // bestmove) and waits for its thread.
    void Finish();

private:
    void Send(const std::string& line);
    void Identify();
    void SetOption(std::string_view arguments);
    void SetPosition(std::string_view arguments);
    void Go(std::string_view arguments);
    // Stops a running search and waits for its thread; `why` names the command
    // that stops it, for a note when the search had not ended by itself.
    void StopSearch(std::string_view why = {});
    void ResetGame();

    Output m_output;
    UciServerOptions m_options;
    std::mutex m_outputMutex;
    const Variant* m_variant;
    const RuleProfile* m_profile;
    Game m_game;
    std::unique_ptr<Engine> m_engine;
    std::atomic<bool> m_searching{false};
    std::jthread m_search;
};

}  // namespace chatur
