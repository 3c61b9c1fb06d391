#include "core/mining/selfplay.h"

#include <random>

#include "core/mining/counted_endings.h"
#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/search/computer_player.h"

namespace chatur::mining {

namespace {

// splitmix64: independent streams from (seed, round).
uint64_t Mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

int Between(std::mt19937_64& rng, int lo, int hi) {
    return lo + int(rng() % uint64_t(hi - lo + 1));
}

}  // namespace

std::string DescribeStrength(const SelfplayStrength& s) {
    if (s.nodes) return "nodes " + std::to_string(s.nodes);
    std::string text = "depth " + std::to_string(s.depth);
    if (s.noiseCp) text += ", noise " + std::to_string(s.noiseCp);
    if (s.blunderPercent) text += ", blunders " + std::to_string(s.blunderPercent) + "%";
    return text;
}

SelfplayGame PlaySelfplayGame(const Variant& variant, const RuleProfile& profile, int round,
                              const SelfplayOptions& options) {
    std::mt19937_64 rng{Mix(options.seed * 1000003ull + uint64_t(round))};
    SelfplayGame record;
    record.round = round;
    // The stronger side searches 3 or 4 plies exactly; the weaker one 1 or 2 plies
    // with noise and blunders (ComputerPlayer's Easy level, varied).
    SelfplayStrength strong{Between(rng, 3, 4), 0, 0};
    SelfplayStrength weak{Between(rng, 1, 2), 10 * Between(rng, 4, 15), 5 * Between(rng, 2, 6)};
    bool weakIsWhite = (rng() >> 40) & 1;
    if (options.countedEndings) {
        record.startFen = CountedEndingFen(profile, rng);
        weak = SelfplayStrength{2, 40, 0};
    }
    if (options.equalNodes) strong = weak = SelfplayStrength{64, 0, 0, options.equalNodes};
    Game game = record.startFen.empty()
                    ? Game(variant, profile)
                    : std::get<Game>(GameFromFen(variant, profile, record.startFen));
    // In a counted ending the counting side is the weaker one.
    if (game.Count().Running()) weakIsWhite = game.Count().side == Color::White;
    record.white = weakIsWhite ? weak : strong;
    record.black = weakIsWhite ? strong : weak;

    record.openingPlies = record.startFen.empty() ? Between(rng, 4, 10) : 0;
    for (int i = 0; i < record.openingPlies && !game.IsOver(); ++i) {
        MoveList legal = game.LegalMoves();
        Move m = legal[int(rng() % uint64_t(legal.Size()))];
        if (game.Play(m)) break;  // never: one of the legal moves
        record.moves.push_back(m);
    }
    auto settings = [](const SelfplayStrength& s) {
        return LevelSettings{s.depth, 0, s.noiseCp, s.blunderPercent, s.nodes};
    };
    ComputerPlayer players[2] = {ComputerPlayer(settings(record.white), rng()),
                                 ComputerPlayer(settings(record.black), rng())};
    while (!game.IsOver() && game.PliesPlayed() < options.maxPlies) {
        ComputerPlayer& p = players[Index(game.SideToMove())];
        if (p.WantsCountStart(game) && !game.StartCount())
            record.countStarts.push_back(game.PliesPlayed());
        Move m = p.ChooseMove(game);
        if (m.IsNull() || game.Play(m)) break;
        record.moves.push_back(m);
    }
    record.outcome = game.GetOutcome();
    return record;
}

std::string SelfplayPgn(const Variant& variant, const RuleProfile& profile,
                        const SelfplayGame& game, uint64_t seed) {
    const bool xiangqi = variant.id == VariantId::Xiangqi;
    std::string result = game.outcome.result == Result::WhiteWins   ? "1-0"
                         : game.outcome.result == Result::BlackWins ? "0-1"
                         : game.outcome.result == Result::Draw      ? "1/2-1/2"
                                                                    : "*";
    std::string out;
    auto tag = [&out](const std::string& name, const std::string& value) {
        out += "[" + name + " \"" + value + "\"]\n";
    };
    tag("Event", "Chatur selfplay " + std::string(variant.name) +
                     (game.startFen.empty() ? "" : " counted endings") + " seed " +
                     std::to_string(seed));
    tag("Site", "chatur-cli selfplay");
    tag("Round", std::to_string(game.round));
    tag("White", "Chatur " + DescribeStrength(game.white));
    tag("Black", "Chatur " + DescribeStrength(game.black));
    tag("Result", result);
    tag("Variant", xiangqi ? "Xiangqi" : "Makruk");
    tag("RuleProfile", std::string(profile.name));
    tag("Termination",
        game.outcome.IsOver() ? std::string(ReasonKey(game.outcome.reason)) : "ply-cap");
    tag("PlyCount", std::to_string(game.moves.size()));
    if (!game.startFen.empty()) {
        tag("SetUp", "1");
        tag("FEN", game.startFen);
    } else {
        tag("Opening", std::to_string(game.openingPlies) + " random plies");
    }
    out += "\n";
    std::string line;
    auto word = [&](const std::string& w) {
        if (!line.empty() && line.size() + 1 + w.size() > 79) {
            out += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + w;
    };
    size_t nextCount = 0;
    // A game from a FEN with Black to move begins "1... move".
    const size_t black = game.startFen.find(" b ") != std::string::npos ? 1 : 0;
    if (black && !game.moves.empty()) word("1...");
    for (size_t i = 0; i < game.moves.size(); ++i) {
        if ((i + black) % 2 == 0) word(std::to_string((i + black) / 2 + 1) + ".");
        if (nextCount < game.countStarts.size() && game.countStarts[nextCount] == int(i)) {
            word("{count-start}");
            ++nextCount;
        }
        word(MoveToString(variant, game.moves[i]));
    }
    word(result);
    out += line + "\n\n";
    return out;
}

}  // namespace chatur::mining
