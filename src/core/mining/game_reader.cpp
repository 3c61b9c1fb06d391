#include "core/mining/game_reader.h"

#include "core/content/finding_phrase.h"
#include "core/content/import_entry.h"
#include "core/notation/game_fen.h"
#include "core/notation/move_text.h"

namespace chatur::mining {

ReadGames ReadPgnGames(std::string_view text, const std::string& path, const Variant& variant,
                       const RuleProfile& profile, BadMove badMove) {
    using namespace content;
    ReadGames out;
    CleanText clean = CleanImportText(text);
    std::vector<ImportEntry> entries = ReadPgnEntries(clean.text);
    out.found = int(entries.size());
    int number = 0;
    for (ImportEntry& e : entries) {
        ++number;
        auto skip = [&](int line, std::string why) {
            // TRANSLATORS: a game left out of mining; {1} says why (in English).
            Phrase words = Say("skipped: {1}", {Lit(std::move(why))});
            out.findings.push_back(
                Finding{path, line ? line : e.line, Severity::Error, Render(words), "", words});
        };
        if (e.error) {
            skip(e.errorLine, *e.error);
            continue;
        }
        if (!e.variant.empty()) {
            const Variant* v = FindVariant(e.variant);
            if (!v) {
                skip(e.line,
                     "unknown variant '" + e.variant + "' (Chatur plays makruk and xiangqi)");
                continue;
            }
            if (v != &variant) {
                skip(e.line, "the game is " + std::string(v->name) + ", the mining is " +
                                 std::string(variant.name) + " (see --variant)");
                continue;
            }
        }
        auto created = e.fen.empty() ? std::variant<Game, GameError>(Game(variant, profile))
                                     : GameFromFen(variant, profile, e.fen);
        if (auto* err = std::get_if<GameError>(&created)) {
            skip(e.line, "FEN: " + err->message);
            continue;
        }
        Game game = std::get<Game>(std::move(created));
        PlayedGame g;
        g.startFen = e.fen;
        g.event = e.event;
        g.round = e.round;
        g.line = e.line;
        g.number = number;
        // A bad move: the game is left out, or (StopThere) kept up to it.
        auto badMoveAt = [&](int line, std::string why) {
            if (badMove == BadMove::SkipGame) return skip(line, std::move(why));
            // TRANSLATORS: a game reviewed only up to a move that is not legal or
            // cannot be read; {1} says which and why (in English).
            Phrase words = Say("stopped: {1}", {Lit(std::move(why))});
            out.findings.push_back(Finding{path, line, Severity::Error, Render(words), "", words});
            g.cut = true;
        };
        bool ok = true;
        for (size_t i = 0; i < e.solution.size() && ok; ++i) {
            const SourceMove& m = e.solution[i];
            if (game.IsOver()) break;  // moves after the end (a claimed draw played on) are ignored
            for (const SourceDeclaration& d : e.declarations) {
                if (d.beforeMove != i || !ok) continue;
                const GameAction action = *ParseGameAction(d.word);  // the reader keeps only these
                auto err = game.Apply(action);
                // Rules without declared counts (auto-count, Xiangqi) run their counts by
                // themselves: the comment has nothing to declare there.
                if (err && err->kind == GameErrorKind::NoCountDeclarations) continue;
                if (err) {
                    badMoveAt(d.line, d.word + " before move " + std::to_string(i + 1) + ": " +
                                          err->message);
                    ok = false;
                } else {
                    g.declarations.push_back(CountDeclaration{int(i), action});
                }
            }
            if (!ok) break;
            auto parsed = ParseMoveText(game.GetPosition(), m.text);
            std::string what = "move " + std::to_string(i + 1) + " '" + m.text + "': ";
            if (auto* err = std::get_if<MoveError>(&parsed)) {
                badMoveAt(m.line, what + err->message);
                ok = false;
            } else if (auto err2 = game.Play(std::get<Move>(parsed))) {
                badMoveAt(m.line, what + err2->message);
                ok = false;
            } else {
                g.moves.push_back(std::get<Move>(parsed));
            }
        }
        if (ok || g.cut) out.games.push_back(std::move(g));
    }
    return out;
}

}  // namespace chatur::mining
