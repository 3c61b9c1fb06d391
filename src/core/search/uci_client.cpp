#include "core/search/uci_client.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <limits>
#include <sstream>
#include <thread>

#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/search/child_process.h"

namespace chatur {

namespace {

constexpr int kSliceMs = 50;           // how often a wait looks at the stop token
constexpr int kDepthSearchMs = 60000;  // the longest a `go depth N` may take
constexpr int64_t kNever = std::numeric_limits<int64_t>::max();

int64_t NowMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

bool StartsWith(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

std::vector<std::string> Words(std::string_view line) {
    std::istringstream in{std::string(line)};
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

// `option name N type combo default D var a var b ...`: N and the vars.
void ReadComboOption(const std::vector<std::string>& w, std::string& name,
                     std::vector<std::string>& vars) {
    size_t i = 2;  // after "option name"
    for (; i < w.size() && w[i] != "type"; ++i) name += (name.empty() ? "" : " ") + w[i];
    for (; i < w.size(); ++i)
        if (w[i] == "var" && i + 1 < w.size()) vars.push_back(w[++i]);
}

// The UCI score of a mate in `moves` (negative: being mated) as Engine scores it.
int MateScore(int moves) {
    if (moves > 0) return kMateScore - (2 * moves - 1);
    return -(kMateScore - 2 * -moves);
}

}  // namespace

std::string_view UciErrorKey(UciErrorKind kind) {
    switch (kind) {
        case UciErrorKind::EngineNotFound:
            return "engine-not-found";
        case UciErrorKind::NotUci:
            return "not-uci";
        case UciErrorKind::VariantUnsupported:
            return "variant-unsupported";
        case UciErrorKind::EngineCrashed:
            return "engine-crashed";
        case UciErrorKind::Timeout:
            return "timeout";
        case UciErrorKind::IllegalMove:
            return "illegal-move";
    }
    return "engine-crashed";
}

UciClient::UciClient(UciTimeouts timeouts) : m_timeouts(timeouts) {}

UciClient::~UciClient() {
    Close();
}

std::optional<UciError> UciClient::Open(const UciCommand& command, VariantId variant,
                                        std::string_view profile, std::stop_token stop) {
    if (auto error = Handshake(command, stop)) return error;
    const std::string wanted(GetVariant(variant).name);
    if (std::find(m_variants.begin(), m_variants.end(), wanted) == m_variants.end()) {
        std::string detail = m_variants.empty() ? "the engine has no UCI_Variant option"
                                                : "the engine offers no " + wanted + " (only";
        for (const std::string& v : m_variants) detail += " " + v;
        if (!m_variants.empty()) detail += ")";
        Close();
        m_dead = UciError{UciErrorKind::VariantUnsupported, detail};
        return m_dead;
    }
    Send("setoption name UCI_Variant value " + wanted);
    if (!profile.empty() &&
        std::find(m_profiles.begin(), m_profiles.end(), profile) != m_profiles.end())
        Send("setoption name Profile value " + std::string(profile));
    return NewGame(stop);
}

std::optional<UciError> UciClient::Handshake(const UciCommand& command, std::stop_token stop) {
    Close();
    m_dead.reset();
    m_name.clear();
    m_variants.clear();
    m_profiles.clear();
    if (command.path.empty()) return UciError{UciErrorKind::EngineNotFound, "no engine is set"};

    auto started = child::Start(command.path, command.args);
    if (auto* why = std::get_if<std::string>(&started))
        return UciError{UciErrorKind::EngineNotFound, *why};
    const child::Process& process = std::get<child::Process>(started);
    m_pid = process.id;
    m_toEngine = process.input;
    m_fromEngine = process.output;
    m_buffer.clear();

    // The handshake. Until an `id` or `option` line arrives, whatever the program
    // says (or its silence, or its exit) means it does not speak UCI.
    Send("uci");
    bool spokeUci = false;
    std::string firstLine;
    const int64_t deadline = NowMs() + m_timeouts.handshakeMs;
    for (;;) {
        Line line = ReadLine(deadline, &stop);
        if (!line.error && stop.stop_requested())
            return Fail(UciErrorKind::Timeout, "stopped during the handshake");
        if (line.error) {
            if (!spokeUci)
                return Fail(UciErrorKind::NotUci,
                            firstLine.empty() ? "no answer to \"uci\" (" + line.error->detail + ")"
                                              : "it answered \"" + firstLine + "\"");
            if (line.error->kind == UciErrorKind::Timeout)
                line.error->detail =
                    "no \"uciok\" within " + std::to_string(m_timeouts.handshakeMs) + " ms";
            return Fail(line.error->kind, line.error->detail);
        }
        if (line.text == "uciok") break;
        const std::vector<std::string> w = Words(line.text);
        if (w.empty()) continue;
        if (firstLine.empty()) firstLine = line.text.substr(0, 80);
        if (w[0] == "id" || w[0] == "option") spokeUci = true;
        if (w[0] == "id" && w.size() > 2 && w[1] == "name")
            m_name = line.text.substr(line.text.find("name") + 5);
        if (w[0] == "option" && w.size() > 2 && w[1] == "name") {
            std::string name;
            std::vector<std::string> vars;
            ReadComboOption(w, name, vars);
            if (name == "UCI_Variant") m_variants = vars;
            if (name == "Profile") m_profiles = vars;
        }
    }
    return std::nullopt;
}

std::optional<UciError> UciClient::NewGame(std::stop_token stop) {
    if (m_dead) return m_dead;
    if (!IsOpen()) return UciError{UciErrorKind::EngineCrashed, "the engine is not running"};
    Send("ucinewgame");
    Send("isready");
    return WaitFor("readyok", m_timeouts.handshakeMs, stop);
}

std::optional<UciError> UciClient::SetOption(std::string_view name, std::string_view value,
                                             std::stop_token stop) {
    if (m_dead) return m_dead;
    if (!IsOpen()) return UciError{UciErrorKind::EngineCrashed, "the engine is not running"};
    Send("setoption name " + std::string(name) + " value " + std::string(value));
    Send("isready");
    return WaitFor("readyok", m_timeouts.handshakeMs, stop);
}

std::optional<UciError> UciClient::WaitFor(std::string_view word, int timeoutMs,
                                           const std::stop_token& stop) {
    const int64_t deadline = NowMs() + timeoutMs;
    for (;;) {
        Line line = ReadLine(deadline, &stop);
        if (!line.error && stop.stop_requested())
            return Fail(UciErrorKind::Timeout, "stopped while waiting for " + std::string(word));
        if (line.error) {
            if (line.error->kind == UciErrorKind::Timeout)
                line.error->detail =
                    "no \"" + std::string(word) + "\" within " + std::to_string(timeoutMs) + " ms";
            return Fail(line.error->kind, line.error->detail);
        }
        if (line.text == word) return std::nullopt;
    }
}

std::variant<UciSearchResult, UciError> UciClient::Search(const Game& game, const UciGo& go,
                                                          std::stop_token stop,
                                                          const UciInfoCallback& onInfo) {
    if (m_dead) return *m_dead;
    if (!IsOpen()) return UciError{UciErrorKind::EngineCrashed, "the engine is not running"};
    if (game.IsOver()) return UciError{UciErrorKind::IllegalMove, "the game is over"};

    // The game's first position: every move taken back (counts and clocks too).
    Game start = game;
    while (start.Undo()) {
    }
    std::string position = "position fen " + GameFen(start);
    const std::vector<Move> moves = game.Moves();
    if (!moves.empty()) position += " moves";
    for (Move m : moves) {
        position += ' ';
        position += MoveToString(game.GetVariant(), m);
    }
    Send(position);

    int64_t deadline = kNever;
    if (go.moveTimeMs > 0) {
        Send("go movetime " + std::to_string(go.moveTimeMs));
        deadline = NowMs() + go.moveTimeMs + m_timeouts.bestMoveGraceMs;
    } else if (go.depth > 0) {
        Send("go depth " + std::to_string(go.depth));
        deadline = NowMs() + kDepthSearchMs;
    } else if (go.nodes > 0) {
        Send("go nodes " + std::to_string(go.nodes));
        deadline = NowMs() + kDepthSearchMs;
    } else {
        Send("go infinite");
    }

    UciSearchResult result;
    bool stopSent = false;
    for (;;) {
        Line line = ReadLine(deadline, stopSent ? nullptr : &stop);
        if (line.error) {
            if (line.error->kind == UciErrorKind::Timeout)
                line.error->detail = stopSent
                                         ? "no bestmove within " +
                                               std::to_string(m_timeouts.stopMs) + " ms of \"stop\""
                                         : "no bestmove in time";
            return Fail(line.error->kind, line.error->detail);
        }
        if (!stopSent && stop.stop_requested()) {
            Send("stop");
            stopSent = true;
            deadline = NowMs() + m_timeouts.stopMs;
            continue;
        }
        if (StartsWith(line.text, "info ")) {
            SearchInfo info;
            if (ParseUciInfo(line.text, game, info)) {
                result.info = info;
                if (onInfo) onInfo(info);
            }
            continue;
        }
        if (!StartsWith(line.text, "bestmove")) continue;
        if (stopSent) {
            result.stopped = true;
            return result;
        }
        const std::vector<std::string> w = Words(line.text);
        const std::string text = w.size() > 1 ? w[1] : std::string();
        auto parsed = ParseLegalMove(game.GetPosition(), text);
        if (auto* bad = std::get_if<MoveError>(&parsed))
            return UciError{UciErrorKind::IllegalMove,
                            "bestmove \"" + text + "\" in " + GameFen(game) + ": " + bad->message};
        result.best = std::get<Move>(parsed);
        return result;
    }
}

UciClient::Line UciClient::ReadLine(int64_t deadlineMs, const std::stop_token* stop) {
    for (;;) {
        const size_t end = m_buffer.find('\n');
        if (end != std::string::npos) {
            Line line{m_buffer.substr(0, end), std::nullopt};
            m_buffer.erase(0, end + 1);
            while (!line.text.empty() && (line.text.back() == '\r' || line.text.back() == ' '))
                line.text.pop_back();
            return line;
        }
        if (m_fromEngine < 0)
            return Line{{}, UciError{UciErrorKind::EngineCrashed, "the engine is not running"}};
        if (stop && stop->stop_requested()) return Line{};  // the caller sends `stop`
        const int64_t now = NowMs();
        if (now >= deadlineMs) return Line{{}, UciError{UciErrorKind::Timeout, "no answer"}};
        int64_t wait = deadlineMs - now;
        if (stop) wait = std::min<int64_t>(wait, kSliceMs);
        const int ready = child::WaitReadable(m_fromEngine, int(std::min<int64_t>(wait, 1000000)));
        if (ready < 0) return Line{{}, UciError{UciErrorKind::EngineCrashed, std::strerror(errno)}};
        if (ready <= 0) continue;
        char chunk[4096];
        const ssize_t n = read(m_fromEngine, chunk, sizeof chunk);
        if (n > 0) {
            m_buffer.append(chunk, size_t(n));
        } else if (n == 0) {
            return Line{{}, UciError{UciErrorKind::EngineCrashed, ExitDetail()}};
        } else if (errno != EAGAIN && errno != EINTR) {
            return Line{{}, UciError{UciErrorKind::EngineCrashed, std::strerror(errno)}};
        }
    }
}

bool UciClient::Send(const std::string& text) {
    if (m_toEngine < 0) return false;
    return child::WriteAll(m_toEngine, text + "\n");
}

std::string UciClient::ExitDetail() {
    // The pipe closed; give the process a moment to finish exiting for its status.
    std::string detail;
    for (int i = 0; i < 20 && m_pid > 0; ++i) {
        if (child::Reap(m_pid, detail)) {
            m_pid = -1;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return detail.empty() ? "the engine closed its output" : detail;
}

UciError UciClient::Fail(UciErrorKind kind, std::string detail) {
    if (m_pid > 0) {
        child::Kill(m_pid);
        m_pid = -1;
    }
    Close();
    m_dead = UciError{kind, std::move(detail)};
    return *m_dead;
}

void UciClient::Close() {
    if (m_toEngine >= 0) {
        if (m_pid > 0) Send("quit");
        close(m_toEngine);  // end of input: engines quit on it too
        m_toEngine = -1;
    }
    if (m_pid > 0) {
        const int64_t deadline = NowMs() + m_timeouts.quitMs;
        std::string detail;
        bool reaped = false;
        while (!(reaped = child::Reap(m_pid, detail)) && NowMs() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        if (!reaped) child::Kill(m_pid);
        m_pid = -1;
    }
    if (m_fromEngine >= 0) {
        close(m_fromEngine);
        m_fromEngine = -1;
    }
    m_buffer.clear();
}

bool ParseUciInfo(std::string_view line, const Game& game, SearchInfo& info) {
    const std::vector<std::string> w = Words(line);
    bool depth = false, score = false;
    auto number = [&](size_t i) { return i < w.size() ? std::atoll(w[i].c_str()) : 0LL; };
    for (size_t i = 1; i < w.size(); ++i) {
        const std::string& key = w[i];
        if (key == "string") return false;  // free text for people
        if (key == "depth") {
            info.depth = int(number(++i));
            depth = true;
        } else if (key == "score" && i + 2 < w.size()) {
            const std::string& kind = w[i + 1];
            const int value = int(number(i + 2));
            i += 2;
            if (kind == "cp") {
                info.score = value;
                score = true;
            } else if (kind == "mate") {
                info.score = MateScore(value);
                score = true;
            }
        } else if (key == "nodes") {
            info.nodes = uint64_t(std::max(0LL, number(++i)));
        } else if (key == "time") {
            info.elapsedMs = int(number(++i));
        } else if (key == "pv") {
            // The line's moves while they are legal one after another.
            Position pos = game.GetPosition();
            info.pv.clear();
            for (++i; i < w.size(); ++i) {
                auto parsed = ParseLegalMove(pos, w[i]);
                if (!std::holds_alternative<Move>(parsed)) break;
                info.pv.push_back(std::get<Move>(parsed));
                pos.DoMove(info.pv.back());
            }
        }
    }
    return depth && score;
}

std::variant<UciEngineInfo, UciError> TestUciEngine(const UciCommand& command,
                                                    UciTimeouts timeouts) {
    UciClient client(timeouts);
    if (auto error = client.Handshake(command)) return *error;
    UciEngineInfo info;
    info.name = client.Name().empty() ? command.path : client.Name();
    const auto& v = client.Variants();
    info.makruk = std::find(v.begin(), v.end(), "makruk") != v.end();
    info.xiangqi = std::find(v.begin(), v.end(), "xiangqi") != v.end();
    if (!info.makruk && !info.xiangqi)
        return UciError{UciErrorKind::VariantUnsupported,
                        v.empty() ? "the engine has no UCI_Variant option"
                                  : "the engine offers neither makruk nor xiangqi"};
    return info;
}

}  // namespace chatur
