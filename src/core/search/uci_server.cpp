#include "core/search/uci_server.h"

#include <algorithm>
#include <charconv>
#include <condition_variable>
#include <cstdlib>
#include <vector>

#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/notation/printable_text.h"
#include "core/search/uci_go.h"

namespace chatur {

namespace {

std::vector<std::string_view> Words(std::string_view s) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
        size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != '\r') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

// The text after the first word (the command), for the command's own reader.
std::string_view AfterCommand(std::string_view line, std::string_view command) {
    size_t at = line.find(command);
    return line.substr(at + command.size());
}

std::string Join(const std::vector<std::string_view>& words, size_t from, size_t to) {
    std::string out;
    for (size_t i = from; i < to && i < words.size(); ++i) {
        if (!out.empty()) out += ' ';
        out += words[i];
    }
    return out;
}

std::string ScoreText(int score) {
    if (std::abs(score) > kMateBound) {
        int plies = kMateScore - std::abs(score);
        int moves = (plies + 1) / 2;
        return "mate " + std::to_string(score > 0 ? moves : -moves);
    }
    return "cp " + std::to_string(score);
}

std::string InfoLine(const Variant& v, const SearchInfo& info) {
    std::string line = "info depth " + std::to_string(info.depth) + " score " +
                       ScoreText(info.score) + " nodes " + std::to_string(info.nodes) + " time " +
                       std::to_string(info.elapsedMs);
    if (!info.pv.empty()) {
        line += " pv";
        for (Move m : info.pv) {
            line += ' ';
            line += MoveToString(v, m);
        }
    }
    return line;
}

}  // namespace

UciServer::UciServer(Output output, UciServerOptions options)
    : m_output(std::move(output)),
      m_options(options),
      m_variant(&MakrukVariant()),
      m_profile(&DefaultProfile(MakrukVariant())),
      m_game(MakrukVariant(), DefaultProfile(MakrukVariant())),
      m_engine(std::make_unique<Engine>(std::min(16, m_options.maxHashMb))) {}

UciServer::~UciServer() {
    StopSearch();
}

void UciServer::Send(const std::string& line) {
    std::lock_guard<std::mutex> lock(m_outputMutex);
    m_output(line);
}

bool UciServer::Handle(std::string_view line) {
    std::vector<std::string_view> words = Words(line);
    if (words.empty()) return true;
    std::string_view cmd = words[0];
    std::string_view arguments = AfterCommand(line, cmd);
    if (cmd == "uci") {
        Identify();
    } else if (cmd == "isready") {
        Send("readyok");
    } else if (cmd == "setoption") {
        StopSearch(cmd);
        SetOption(arguments);
    } else if (cmd == "ucinewgame") {
        StopSearch(cmd);
        m_engine->Clear();
        ResetGame();
    } else if (cmd == "position") {
        StopSearch(cmd);
        SetPosition(arguments);
    } else if (cmd == "go") {
        StopSearch(cmd);
        Go(arguments);
    } else if (cmd == "stop") {
        StopSearch();
    } else if (cmd == "quit") {
        StopSearch();
        return false;
    } else if (cmd == "debug" || cmd == "register" || cmd == "ponderhit") {
        // UCI commands without meaning here.
    } else {
        Send("info string unknown command " + PrintableText(cmd, 60));
    }
    return true;
}

void UciServer::Finish() {
    StopSearch();
}

void UciServer::Identify() {
    Send("id name Chatur");
    Send("id author the Chatur project");
    Send("option name UCI_Variant type combo default makruk var makruk var xiangqi");
    Send(
        "option name Profile type combo default default var default var counting var fifty var "
        "auto-count var basic");
    Send("option name Hash type spin default 16 min 1 max 1024");
    Send("uciok");
}

void UciServer::ResetGame() {
    m_game = Game(*m_variant, *m_profile);
}

void UciServer::SetOption(std::string_view arguments) {
    std::vector<std::string_view> words = Words(arguments);
    if (words.empty() || words[0] != "name") {
        Send("info string setoption needs: setoption name NAME [value VALUE]");
        return;
    }
    size_t valueAt = 1;
    while (valueAt < words.size() && words[valueAt] != "value") ++valueAt;
    std::string name = Join(words, 1, valueAt);
    std::string value = Join(words, valueAt + 1, words.size());
    if (name == "UCI_Variant") {
        const Variant* v = FindVariant(value);
        if (!v) {
            Send("info string unknown variant " + PrintableText(value, 60));
            return;
        }
        m_variant = v;
        m_profile = &DefaultProfile(*v);
        ResetGame();
    } else if (name == "Profile") {
        if (value == "default") {
            m_profile = &DefaultProfile(*m_variant);
        } else {
            auto found = FindProfile(*m_variant, value);
            if (auto* err = std::get_if<ProfileError>(&found)) {
                Send("info string " + PrintableText(err->message));
                return;
            }
            m_profile = std::get<const RuleProfile*>(found);
        }
        ResetGame();
    } else if (name == "Hash") {
        int mb = 0;
        auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), mb);
        if (value.empty() || ec != std::errc() || end != value.data() + value.size() || mb < 1 ||
            mb > 1024) {
            Send("info string Hash must be a whole number of MB from 1 to 1024, not '" +
                 PrintableText(value, 40) + "'");
            return;
        }
        m_engine = std::make_unique<Engine>(std::min(mb, m_options.maxHashMb));
    } else {
        Send("info string unknown option " + PrintableText(name, 60));
    }
}

void UciServer::SetPosition(std::string_view arguments) {
    std::vector<std::string_view> words = Words(arguments);
    size_t movesAt = 0;
    while (movesAt < words.size() && words[movesAt] != "moves") ++movesAt;
    std::string fen;
    if (!words.empty() && words[0] == "startpos" && movesAt == 1) {
        fen = std::string(m_variant->startFen);
    } else if (!words.empty() && words[0] == "fen") {
        fen = Join(words, 1, movesAt);
    } else {
        Send("info string position needs startpos or fen FEN, then optionally moves ...");
        return;
    }
    auto made = GameFromFen(*m_variant, *m_profile, fen);
    if (auto* err = std::get_if<GameError>(&made)) {
        Send("info string bad fen: " + PrintableText(err->message));
        return;
    }
    Game game = std::get<Game>(std::move(made));
    for (size_t i = movesAt + 1; i < words.size(); ++i) {
        std::string word = PrintableText(words[i], 40);
        auto move = ParseLegalMove(game.GetPosition(), words[i]);
        if (auto* err = std::get_if<MoveError>(&move)) {
            Send("info string illegal move " + word + ": " + PrintableText(err->message));
            break;
        }
        if (auto err = game.Play(std::get<Move>(move))) {
            Send("info string move " + word + ": " + PrintableText(err->message));
            break;
        }
    }
    m_game = std::move(game);
}

void UciServer::Go(std::string_view arguments) {
    auto parsed = ParseUciGo(arguments);
    UciGo go;
    if (auto* err = std::get_if<UciGoError>(&parsed)) {
        // A GUI waits for the bestmove of every go: a refused one gets the
        // answer of a search bounded at depth 1.
        Send("info string " + err->message + "; answering with a depth 1 search");
        go.depth = 1;
    } else {
        go = std::get<UciGo>(parsed);
    }
    SearchLimits limits = UciGoLimits(go, m_game.SideToMove());
    if (m_options.nodeCap && (limits.maxNodes == 0 || limits.maxNodes > m_options.nodeCap))
        limits.maxNodes = m_options.nodeCap;
    if (auto own = m_options.weights.find(m_variant->id); own != m_options.weights.end())
        limits.weights = &own->second;
    const bool infinite = go.infinite;
    m_searching = true;
    m_search = std::jthread([this, game = m_game, engine = m_engine.get(), variant = m_variant,
                             limits, infinite](std::stop_token stop) {
        SearchLimits l = limits;
        l.stop = stop;
        SearchResult r = engine->Search(
            game, l, [this, variant](const SearchInfo& info) { Send(InfoLine(*variant, info)); });
        // A finished iteration was reported as it ended; one cut short by a stop or
        // a limit was not.
        if (r.stopped && r.info.depth > 0) Send(InfoLine(*variant, r.info));
        // UCI: after "go infinite" the best move waits for "stop".
        if (infinite) {
            std::mutex mutex;
            std::condition_variable_any wake;
            std::unique_lock<std::mutex> lock(mutex);
            wake.wait(lock, stop, [] { return false; });
        }
        // No longer searching before the bestmove goes out: a command read after it
        // (the GUI's next `go`) must not be told it interrupted this search.
        m_searching = false;
        Send("bestmove " +
             (r.best.IsNull() ? std::string("(none)") : MoveToString(*variant, r.best)));
    });
}

void UciServer::StopSearch(std::string_view why) {
    if (!m_search.joinable()) return;
    if (!why.empty() && m_searching)
        Send("info string stopping the search: '" + std::string(why) + "' came before bestmove");
    m_search.request_stop();
    m_search.join();
}

}  // namespace chatur
