#include "core/tablebase/endings.h"

#include <algorithm>
#include <map>
#include <random>
#include <stdexcept>

#include "core/notation/fen.h"
#include "core/notation/game_fen.h"
#include "core/rules/game.h"
#include "core/tablebase/count_fit.h"

namespace chatur::tablebase {

namespace {

using content::Lit;
using content::Say;

std::vector<Ending> MakeEndings() {
    const VariantId mk = VariantId::Makruk, xq = VariantId::Xiangqi;
    // Makruk: the pieces' honour count limits are the rules' (counting.h): one
    // Rua 16, two Rua 8, two Khon 22, one Khon 44.
    return {
        {"makruk-KRvK", mk, "KRvK", Say("Khun and Rua against a lone Khun"),
         Say("Mate with Khun and Rua before the pieces' honour count of {1} runs out.", {Lit(16)})},
        {"makruk-KRRvK", mk, "KRRvK", Say("Two Rua against a lone Khun"),
         Say("Mate with two Rua before the pieces' honour count of {1} runs out.", {Lit(8)})},
        {"makruk-KSSvK", mk, "KSSvK", Say("Two Khon against a lone Khun"),
         Say("Mate with two Khon before the pieces' honour count of {1} runs out.", {Lit(22)})},
        {"makruk-KNSvK", mk, "KNSvK", Say("Ma and Khon against a lone Khun"),
         Say("Mate with Ma and Khon before the pieces' honour count of {1} runs out.", {Lit(44)})},
        {"makruk-KMSvK", mk, "KMSvK", Say("Met and Khon against a lone Khun"),
         Say("Mate with Met and Khon before the pieces' honour count of {1} runs out.", {Lit(44)})},
        {"xiangqi-KNvK", xq, "KNvK", Say("Horse against a lone General"),
         Say("Mate the lone General with your Horse.")},
        {"xiangqi-KPvK", xq, "KPvK", Say("Soldier against a lone General"),
         Say("Mate the lone General with your Soldier.")},
        {"xiangqi-KRvKAA", xq, "KRvKAA", Say("Chariot against two Advisors"),
         Say("Win with the Chariot against the General and two Advisors.")},
        {"xiangqi-KRvKBB", xq, "KRvKBB", Say("Chariot against two Elephants"),
         Say("Win with the Chariot against the General and two Elephants.")},
        {"xiangqi-KRvKN", xq, "KRvKN", Say("Chariot against Horse"),
         Say("Win with the Chariot against the General and a Horse.")},
        {"xiangqi-KRvKC", xq, "KRvKC", Say("Chariot against Cannon"),
         Say("Win with the Chariot against the General and a Cannon.")},
        {"xiangqi-KNvKA", xq, "KNvKA", Say("Horse against an Advisor"),
         Say("Win with the Horse against the General and an Advisor.")},
    };
}

// Win bytes of the learner's side to move: 1 + plies with plies odd, so even.
int ParOfByte(uint8_t b) {
    return (b != kDraw && b != kNoPosition && b % 2 == 0) ? b / 2 : 0;
}

struct Census {
    const Table* table = nullptr;  // nullptr: the table could not be had (error)
    std::optional<TableError> error;
    bool flip = false;
    uint64_t begin = 0, end = 0;    // the learner-to-move half of the table
    std::map<int, uint64_t> byPar;  // par -> positions, winnable ones only
};

Position PositionAt(const Table& table, uint64_t index, bool flip) {
    TablePosition tp;
    if (!table.GetLayout().Decode(index, tp)) throw std::logic_error("no position at index");
    Position pos(table.GetMaterial().GetVariant());
    table.GetLayout().ToPosition(tp, pos);
    return flip ? ColourSwapped(pos) : pos;
}

Census TakeCensus(Tablebase& tablebase, const Ending& ending, const Access& access) {
    Census c;
    Material material = EndingMaterial(ending);
    c.flip = !material.IsCanonical();
    TableFetch fetched = tablebase.Fetch(material.Canonical(), access);
    c.table = fetched.table;
    c.error = std::move(fetched.error);
    if (!c.table) return c;
    const uint64_t half = c.table->GetLayout().Size() / 2;
    // The learner is White; in a colour-swapped table it is stored as Black.
    c.begin = c.flip ? half : 0;
    c.end = c.begin + half;
    std::vector<uint64_t> counts(kMaxPlies + 2);
    std::optional<uint64_t> someWin;
    for (uint64_t i = c.begin; i < c.end; ++i) {
        int par = ParOfByte(c.table->At(i));
        if (par == 0) continue;
        ++counts[size_t(par)];
        if (!someWin) someWin = i;
    }
    if (!someWin) return c;
    std::optional<int> limit = CountMovesAtStart(PositionAt(*c.table, *someWin, c.flip));
    for (int par = 2; par < int(counts.size()); ++par)
        if (counts[size_t(par)] > 0 && (!limit || par <= *limit))
            c.byPar[par] = counts[size_t(par)];
    // Not trivially mated: mates in two only when nothing longer exists.
    if (c.byPar.size() > 1 && c.byPar.rbegin()->first >= 4) c.byPar.erase(2);
    return c;
}

std::vector<int> ParsOf(const Census& c, Difficulty difficulty) {
    std::vector<int> pars;
    for (const auto& [par, n] : c.byPar) pars.push_back(par);
    const size_t n = pars.size();
    if (n < 3) return pars;
    const size_t d = size_t(difficulty);
    return std::vector<int>(pars.begin() + long(n * d / 3), pars.begin() + long(n * (d + 1) / 3));
}

}  // namespace

const std::vector<Ending>& ClassicEndings() {
    static const std::vector<Ending> endings = MakeEndings();
    return endings;
}

std::vector<const Ending*> ClassicEndings(VariantId variant) {
    std::vector<const Ending*> out;
    for (const Ending& e : ClassicEndings())
        if (e.variant == variant) out.push_back(&e);
    return out;
}

const Ending* FindEnding(const std::string& id) {
    for (const Ending& e : ClassicEndings())
        if (e.id == id) return &e;
    return nullptr;
}

Material EndingMaterial(const Ending& ending) {
    auto m = ParseMaterial(GetVariant(ending.variant), ending.material);
    if (!m) throw std::logic_error("bad ending material " + ending.material);
    return *m;
}

Game DrillGame(const Position& pos) {
    const Variant& v = pos.GetVariant();
    auto made = GameFromFen(v, DefaultProfile(v), ToFen(pos));
    if (auto* game = std::get_if<Game>(&made)) return std::move(*game);
    throw std::logic_error("a table position is no game: " + ToFen(pos));
}

std::optional<int> CountMovesAtStart(const Position& start) {
    Game game = DrillGame(start);
    CountFit fit = FitWithinCount(game, start.SideToMove(), 1);
    if (!fit.applies) return std::nullopt;
    return fit.movesLeft;
}

Position ColourSwapped(const Position& pos) {
    const Variant& v = pos.GetVariant();
    Position out(v);
    for (int s = 0; s < v.SquareCount(); ++s) {
        Piece p = pos.PieceAt(Square(s));
        if (IsEmpty(p)) continue;
        out.PutPiece(MakePiece(~ColorOf(p), TypeOf(p)), TurnedSquare(v, Square(s), false, true));
    }
    out.SetSideToMove(~pos.SideToMove());
    return out;
}

std::optional<ParRange> DifficultyRange(Tablebase& tablebase, const Ending& ending,
                                        Difficulty difficulty, const Access& access) {
    std::vector<int> pars = ParsOf(TakeCensus(tablebase, ending, access), difficulty);
    if (pars.empty()) return std::nullopt;
    return ParRange{pars.front(), pars.back()};
}

StartPick PickStart(Tablebase& tablebase, const Ending& ending, Difficulty difficulty,
                    uint64_t seed, const Access& access) {
    Census c = TakeCensus(tablebase, ending, access);
    if (!c.table) return {std::nullopt, std::move(c.error)};
    std::vector<int> pars = ParsOf(c, difficulty);
    if (pars.empty()) return {};
    std::mt19937_64 rng(seed);
    const int par = pars[size_t(rng() % pars.size())];
    uint64_t k = rng() % c.byPar[par];
    // Makruk's rules are left-right symmetric (and, without Khon and Bia, alike
    // upside down): a table stores one of the boards that look alike, so the
    // start is shown as one of them at random, for variety.
    const uint64_t look = rng();
    const bool mirror = ending.variant == VariantId::Makruk && (look & 1) != 0;
    const bool upsideDown = c.table->GetLayout().FlipsRanks() && (look & 2) != 0;
    for (uint64_t i = c.begin; i < c.end; ++i) {
        if (ParOfByte(c.table->At(i)) != par || k-- > 0) continue;
        Position pos = PositionAt(*c.table, i, c.flip);
        if (mirror || upsideDown) {
            const Variant& v = pos.GetVariant();
            Position m(v);
            for (int s = 0; s < v.SquareCount(); ++s)
                if (!IsEmpty(pos.PieceAt(Square(s))))
                    m.PutPiece(pos.PieceAt(Square(s)),
                               TurnedSquare(v, Square(s), mirror, upsideDown));
            m.SetSideToMove(pos.SideToMove());
            pos = m;
        }
        return {DrillStart{pos, par}, std::nullopt};
    }
    return {};
}

}  // namespace chatur::tablebase
