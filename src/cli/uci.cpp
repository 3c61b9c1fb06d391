// chatur-cli uci: Chatur's engine over the UCI protocol on stdin/stdout, so other
// GUIs can use it. Options: UCI_Variant (makruk, xiangqi), Profile (a rule profile
// of the variant; "default" for its default), Hash (MB). Commands: uci, isready,
// setoption, ucinewgame, position startpos|fen FEN [moves ...], go [movetime N]
// [depth N] [nodes N] [infinite] [wtime/btime/winc/binc/movestogo], stop, quit.
// Moves are written in Chatur's coordinate form (`h3e3`, `a10a9`, `a5a6m`). The
// search runs in its own thread; `stop` interrupts it and the best move so far is
// sent.
#include <chrono>
#include <iostream>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>

#include "cli/commands.h"
#include "core/notation/coord.h"
#include "core/search/engine.h"

namespace chatur::cli {

namespace {

std::mutex g_outMutex;

void Send(const std::string& line) {
    std::lock_guard<std::mutex> lock(g_outMutex);
    std::cout << line << std::endl;
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

class UciSession {
public:
    int Run() {
        std::string line;
        while (std::getline(std::cin, line)) {
            std::istringstream in(line);
            std::string cmd;
            in >> cmd;
            if (cmd == "uci") {
                Send("id name Chatur");
                Send("id author the Chatur project");
                Send("option name UCI_Variant type combo default makruk var makruk var xiangqi");
                Send(
                    "option name Profile type combo default default var default var counting "
                    "var fifty var auto-count var basic");
                Send("option name Hash type spin default 16 min 1 max 1024");
                Send("uciok");
            } else if (cmd == "isready") {
                Send("readyok");
            } else if (cmd == "setoption") {
                WaitSearch();
                SetOption(in);
            } else if (cmd == "ucinewgame") {
                WaitSearch();
                m_engine->Clear();
                ResetGame();
            } else if (cmd == "position") {
                WaitSearch();
                SetPosition(in);
            } else if (cmd == "go") {
                WaitSearch();
                Go(in);
            } else if (cmd == "stop") {
                StopSearch();
            } else if (cmd == "quit") {
                break;
            } else if (!cmd.empty()) {
                Send("info string unknown command " + cmd);
            }
        }
        StopSearch();
        return 0;
    }

private:
    void ResetGame() { m_game = Game(*m_variant, *m_profile); }

    void SetOption(std::istringstream& in) {
        std::string word, name, value;
        in >> word;  // "name"
        while (in >> word && word != "value") {
            if (!name.empty()) name += ' ';
            name += word;
        }
        std::getline(in, value);
        if (auto b = value.find_first_not_of(' '); b != std::string::npos) value = value.substr(b);
        if (name == "UCI_Variant") {
            const Variant* v = FindVariant(value);
            if (!v) {
                Send("info string unknown variant " + value);
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
                    Send("info string " + err->message);
                    return;
                }
                m_profile = std::get<const RuleProfile*>(found);
            }
            ResetGame();
        } else if (name == "Hash") {
            int mb = std::max(1, std::min(1024, std::atoi(value.c_str())));
            m_engine = std::make_unique<Engine>(mb);
        } else {
            Send("info string unknown option " + name);
        }
    }

    void SetPosition(std::istringstream& in) {
        std::string word;
        in >> word;
        std::string fen;
        if (word == "startpos") {
            fen = std::string(m_variant->startFen);
            in >> word;
        } else if (word == "fen") {
            while (in >> word && word != "moves") {
                if (!fen.empty()) fen += ' ';
                fen += word;
            }
        } else {
            Send("info string position needs startpos or fen");
            return;
        }
        auto made = Game::FromFen(*m_variant, *m_profile, fen);
        if (auto* err = std::get_if<GameError>(&made)) {
            Send("info string bad fen: " + err->message);
            return;
        }
        Game game = std::get<Game>(std::move(made));
        if (word == "moves") {
            while (in >> word) {
                auto move = ParseLegalMove(game.GetPosition(), word);
                if (auto* err = std::get_if<MoveError>(&move)) {
                    Send("info string illegal move " + word + ": " + err->message);
                    break;
                }
                if (auto err = game.Play(std::get<Move>(move))) {
                    Send("info string move " + word + ": " + err->message);
                    break;
                }
            }
        }
        m_game = std::move(game);
    }

    void Go(std::istringstream& in) {
        SearchLimits limits;
        bool infinite = false;
        long wtime = -1, btime = -1, winc = 0, binc = 0, movesToGo = 30;
        std::string word;
        while (in >> word) {
            long value = 0;
            if (word == "infinite") {
                infinite = true;
                continue;
            }
            if (!(in >> value)) break;
            if (word == "movetime")
                limits.moveTimeMs = int(std::max(1L, value));
            else if (word == "depth")
                limits.maxDepth = int(std::max(1L, value));
            else if (word == "nodes")
                limits.maxNodes = uint64_t(std::max(1L, value));
            else if (word == "wtime")
                wtime = value;
            else if (word == "btime")
                btime = value;
            else if (word == "winc")
                winc = value;
            else if (word == "binc")
                binc = value;
            else if (word == "movestogo")
                movesToGo = std::max(1L, value);
        }
        long left = m_game.SideToMove() == Color::White ? wtime : btime;
        long inc = m_game.SideToMove() == Color::White ? winc : binc;
        if (!infinite && limits.moveTimeMs == 0 && left >= 0)
            limits.moveTimeMs = int(std::max(10L, std::min(left / 2, left / movesToGo + inc / 2)));
        m_infinite = infinite;
        Game game = m_game;
        Engine* engine = m_engine.get();
        const Variant* variant = m_variant;
        m_search = std::jthread([game, engine, variant, limits, infinite](std::stop_token stop) {
            SearchLimits l = limits;
            l.stop = stop;
            SearchResult r = engine->Search(
                game, l, [variant](const SearchInfo& info) { Send(InfoLine(*variant, info)); });
            if (r.info.depth > 0) Send(InfoLine(*variant, r.info));
            // UCI: after "go infinite" the best move waits for "stop".
            while (infinite && !stop.stop_requested())
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            Send("bestmove " +
                 (r.best.IsNull() ? std::string("(none)") : MoveToString(*variant, r.best)));
        });
    }

    // A command that changes the position while a search runs waits for it to
    // finish (a GUI normally sends "stop" first); an infinite one is stopped.
    void WaitSearch() {
        if (m_infinite) StopSearch();
        if (m_search.joinable()) m_search.join();
    }

    void StopSearch() {
        if (m_search.joinable()) {
            m_search.request_stop();
            m_search.join();
        }
    }

    const Variant* m_variant = &MakrukVariant();
    const RuleProfile* m_profile = &DefaultProfile(MakrukVariant());
    Game m_game{MakrukVariant(), DefaultProfile(MakrukVariant())};
    std::unique_ptr<Engine> m_engine = std::make_unique<Engine>(16);
    bool m_infinite = false;
    std::jthread m_search;
};

}  // namespace

int RunUci(int argc, char** argv) {
    if (argc > 0) {
        std::cout << "usage: chatur-cli uci   (then speak UCI on stdin; see docs/engine.md)\n";
        return std::string(argv[0]) == "--help" ? 0 : 2;
    }
    UciSession session;
    return session.Run();
}

}  // namespace chatur::cli
