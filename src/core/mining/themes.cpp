#include "core/mining/themes.h"

#include <algorithm>
#include <set>

#include "core/content/goal_judge.h"
#include "core/content/theme_catalog.h"
#include "core/mining/attacks.h"
#include "core/rules/movegen.h"

namespace chatur::mining {

namespace {

// A target worth attacking: the king, or a piece of at least `least` points.
bool Valuable(const Position& pos, Square s, int least) {
    return !IsEmpty(pos.PieceAt(s)) && Points(pos, s) >= least;
}

// Squares strictly between a and b on one rank or file; empty when not aligned.
std::vector<Square> Between(const Variant& v, Square a, Square b) {
    std::vector<Square> out;
    int df = (v.FileOf(b) > v.FileOf(a)) - (v.FileOf(b) < v.FileOf(a));
    int dr = (v.RankOf(b) > v.RankOf(a)) - (v.RankOf(b) < v.RankOf(a));
    bool straight = df == 0 || dr == 0;
    bool diagonal = std::abs(v.FileOf(b) - v.FileOf(a)) == std::abs(v.RankOf(b) - v.RankOf(a));
    if (a == b || (!straight && !diagonal)) return out;
    for (int f = v.FileOf(a) + df, r = v.RankOf(a) + dr; v.MakeSquare(f, r) != b; f += df, r += dr)
        out.push_back(v.MakeSquare(f, r));
    return out;
}

// The enemy king's flight squares: where it could step if nothing attacked them
// (its own pieces block them).
std::vector<Square> FlightSquares(const Position& pos, Color king) {
    std::vector<Square> out;
    Square k = pos.KingSquare(king);
    for (Square s : AttackedSquares(pos, k)) {
        Piece p = pos.PieceAt(s);
        if (IsEmpty(p) || ColorOf(p) != king) out.push_back(s);
    }
    return out;
}

struct Detector {
    const Game& start;
    const MinedPuzzle& puzzle;
    Color learner;
    const Variant& v;
    std::set<std::string> found;
    int least;  // a valuable target: a minor piece

    void Add(const char* id) { found.insert(id); }

    // The positions of the line: before[i] is the position before line[i].
    std::vector<Position> Positions() const {
        std::vector<Position> out;
        Position pos = start.GetPosition();
        for (Move m : puzzle.line) {
            out.push_back(pos);
            pos.DoMove(m);
        }
        out.push_back(pos);
        return out;
    }

    void Run() {
        const std::vector<Position> at = Positions();
        const std::vector<Move>& line = puzzle.line;
        const Color enemy = ~learner;
        const int startMaterial = content::MaterialBalance(at[0], learner);
        if (puzzle.kind == PuzzleKind::Mate) {
            Add("mate");
            static const char* kMateIn[] = {"mate-in-1", "mate-in-2", "mate-in-3", "mate-in-4",
                                            "mate-in-5"};
            if (puzzle.mateIn >= 1 && puzzle.mateIn <= 5) Add(kMateIn[puzzle.mateIn - 1]);
        } else {
            Add("material");
        }
        // The key move: neither check nor capture nor promotion.
        Move key = line.front();
        if (IsEmpty(at[0].PieceAt(key.To())) && !MoveGivesCheck(at[0], key) && !key.IsPromotion())
            Add("quiet-move");
        for (size_t i = 0; i < line.size(); i += 2) {
            const Position& before = at[i];
            const Position& after = at[i + 1];
            const Move m = line[i];
            const Square to = m.To();
            if (m.IsPromotion()) Add("promotion");
            const Square enemyKing = after.KingSquare(enemy);
            std::vector<Square> checkers = Attackers(after, enemyKing, learner);
            if (checkers.size() >= 2) Add("double-check");
            Discovered(before, after, m);
            CannonScreenMotif(before, after, m);
            // The moved piece's targets: the king, pieces worth more than it, and
            // undefended pieces worth a minor piece.
            std::vector<Square> targets;
            for (Square t : AttackedSquares(after, to)) {
                Piece p = after.PieceAt(t);
                if (IsEmpty(p) || ColorOf(p) != enemy) continue;
                bool worth = TypeOf(p) == PieceType::King || Points(after, t) > Points(after, to) ||
                             (Points(after, t) >= least && Attackers(after, t, enemy).empty());
                if (worth) targets.push_back(t);
            }
            if (targets.size() >= 2 && LaterCaptures(i, targets, at)) Add("fork");
            PinOrSkewer(after, to, i, at);
            // Capture the defender: this move takes a piece that guarded the square
            // of a later learner capture or of the mate.
            if (!IsEmpty(before.PieceAt(to))) {
                for (size_t j = i + 2; j < line.size(); j += 2) {
                    Square x = line[j].To();
                    bool matters = !IsEmpty(at[j].PieceAt(x)) ||
                                   (puzzle.kind == PuzzleKind::Mate && j + 1 == line.size());
                    if (matters && x != to && Attacks(before, to, x)) Add("capture-the-defender");
                }
            }
        }
        // Material given up on the way: after an opponent's reply the learner is
        // at least two points down on the start.
        for (size_t i = 2; i < at.size(); i += 2)
            if (content::MaterialBalance(at[i], learner) - startMaterial <= -2) Add("sacrifice");
        if (puzzle.kind == PuzzleKind::Mate) {
            MateShapes(at.back());
            Counting();
        }
    }

    // Did a later learner move capture on one of `squares` (one of the forked pieces)?
    bool LaterCaptures(size_t i, const std::vector<Square>& squares,
                       const std::vector<Position>& at) const {
        if (puzzle.kind == PuzzleKind::Mate) return false;
        for (size_t j = i + 2; j < puzzle.line.size(); j += 2) {
            Square x = puzzle.line[j].To();
            if (!IsEmpty(at[j].PieceAt(x)) &&
                std::find(squares.begin(), squares.end(), x) != squares.end())
                return true;
        }
        return false;
    }

    // Another learner piece attacks the king or a valuable piece because the
    // moved piece stepped out of its line.
    void Discovered(const Position& before, const Position& after, Move m) {
        const Color enemy = ~learner;
        for (int s = 0; s < v.SquareCount(); ++s) {
            Square q = Square(s);
            Piece p = after.PieceAt(q);
            if (IsEmpty(p) || ColorOf(p) != learner || q == m.To()) continue;
            for (Square t : AttackedSquares(after, q)) {
                Piece tp = after.PieceAt(t);
                if (IsEmpty(tp) || ColorOf(tp) != enemy || !Valuable(after, t, least)) continue;
                if (Attacks(before, q, t)) continue;
                std::vector<Square> line = Between(v, q, t);
                if (std::find(line.begin(), line.end(), m.From()) != line.end())
                    Add("discovered-attack");
            }
        }
    }

    // Xiangqi: the moved piece becomes the screen of a learner's cannon that now
    // attacks the General or a valuable piece.
    void CannonScreenMotif(const Position& before, const Position& after, Move m) {
        if (v.id != VariantId::Xiangqi) return;
        for (int s = 0; s < v.SquareCount(); ++s) {
            Square q = Square(s);
            Piece p = after.PieceAt(q);
            if (IsEmpty(p) || ColorOf(p) != learner || TypeOf(p) != PieceType::Cannon) continue;
            for (Square t : AttackedSquares(after, q)) {
                Piece tp = after.PieceAt(t);
                if (IsEmpty(tp) || ColorOf(tp) == learner || !Valuable(after, t, least)) continue;
                if (CannonScreen(after, q, t) == m.To() && !Attacks(before, q, t))
                    Add("cannon-screen");
            }
        }
    }

    // A rook/chariot move that lines up two enemy pieces: pin (the front one may
    // not or should not move: the one behind is worth more) or skewer (the front
    // one is the king or worth more, and the one behind is taken later).
    void PinOrSkewer(const Position& after, Square from, size_t i,
                     const std::vector<Position>& at) {
        if (puzzle.kind == PuzzleKind::Mate || TypeOf(after.PieceAt(from)) != PieceType::Rook)
            return;
        const Color enemy = ~learner;
        for (Square front : AttackedSquares(after, from)) {
            Piece fp = after.PieceAt(front);
            if (IsEmpty(fp) || ColorOf(fp) != enemy) continue;
            int df = (v.FileOf(front) > v.FileOf(from)) - (v.FileOf(front) < v.FileOf(from));
            int dr = (v.RankOf(front) > v.RankOf(from)) - (v.RankOf(front) < v.RankOf(from));
            Square back = kNoSquare;
            for (int f = v.FileOf(front) + df, r = v.RankOf(front) + dr; v.OnBoard(f, r);
                 f += df, r += dr) {
                if (!IsEmpty(after.PieceAt(v.MakeSquare(f, r)))) {
                    back = v.MakeSquare(f, r);
                    break;
                }
            }
            if (back == kNoSquare || ColorOf(after.PieceAt(back)) != enemy) continue;
            const int frontValue = Points(after, front), backValue = Points(after, back);
            if (backValue > frontValue && TypeOf(fp) != PieceType::King) Add("pin");
            if (frontValue > backValue && backValue >= 2 && LaterCaptures(i, {back}, at))
                Add("skewer");
        }
    }

    // Xiangqi's named mates and the facing generals, read off the mate position.
    void MateShapes(const Position& mate) {
        if (v.id != VariantId::Xiangqi) return;
        const Color enemy = ~learner;
        const Square king = mate.KingSquare(enemy);
        const std::vector<Square> checkers = Attackers(mate, king, learner);
        std::vector<Square> neighbours = AttackedSquares(mate, king);
        bool smothered = !neighbours.empty() && !checkers.empty();
        for (Square s : neighbours) {
            Piece p = mate.PieceAt(s);
            if (IsEmpty(p) || ColorOf(p) != enemy) smothered = false;
        }
        if (smothered) Add("smothered-mate");
        // The facing generals guard a flight square no piece attacks.
        const Square own = mate.KingSquare(learner);
        for (Square f : FlightSquares(mate, enemy)) {
            if (v.FileOf(f) != v.FileOf(own) || !Attackers(mate, f, learner).empty()) continue;
            bool open = true;
            for (Square b : Between(v, f, own)) open = open && IsEmpty(mate.PieceAt(b));
            if (open) Add("flying-general");
        }
        int chariots = 0;
        for (Square c : checkers) {
            PieceType t = TypeOf(mate.PieceAt(c));
            if (t == PieceType::Cannon) {
                Square screen = CannonScreen(mate, c, king);
                PieceType st = screen == kNoSquare ? PieceType::None : TypeOf(mate.PieceAt(screen));
                bool ownScreen = screen != kNoSquare && ColorOf(mate.PieceAt(screen)) == learner;
                if (ownScreen && st == PieceType::Cannon) Add("double-cannon-mate");
                if (ownScreen && st == PieceType::Horse) Add("horse-cannon-mate");
            }
        }
        // The chariots at work: giving check or guarding a flight square.
        std::set<Square> working;
        for (Square c : checkers)
            if (TypeOf(mate.PieceAt(c)) == PieceType::Rook) working.insert(c);
        for (Square f : FlightSquares(mate, enemy))
            for (Square a : Attackers(mate, f, learner))
                if (TypeOf(mate.PieceAt(a)) == PieceType::Rook) working.insert(a);
        chariots = int(working.size());
        bool chariotChecks = false;
        for (Square c : checkers)
            chariotChecks = chariotChecks || TypeOf(mate.PieceAt(c)) == PieceType::Rook;
        if (chariots >= 2 && chariotChecks) Add("double-chariot-mate");
        // Iron bolt: a chariot mates while a learner's cannon on the central file
        // holds the General's file shut.
        if (chariotChecks) {
            for (int r = 0; r < v.ranks; ++r) {
                Square c = v.MakeSquare(4, r);
                Piece p = mate.PieceAt(c);
                if (IsEmpty(p) || ColorOf(p) != learner || TypeOf(p) != PieceType::Cannon) continue;
                bool holds = v.FileOf(king) == 4 && Attacks(mate, c, king);
                for (Square f : FlightSquares(mate, enemy))
                    holds = holds || (v.FileOf(f) == 4 && Attacks(mate, c, f));
                if (holds) Add("iron-bolt-mate");
            }
        }
    }

    // Makruk: a count runs in the puzzle position and leaves the mating side at
    // most two moves to spare.
    void Counting() {
        if (v.id != VariantId::Makruk) return;
        CountStatus count = start.GetCountStatus();
        if (count.kind == CountKind::None) return;
        int movesAllowed = count.countingSide == learner ? count.movesLeft : count.movesLeft + 1;
        if (movesAllowed <= puzzle.mateIn + 2) Add("counting");
    }
};

}  // namespace

std::vector<std::string> DetectThemes(const Game& start, const MinedPuzzle& puzzle) {
    Detector d{start,
               puzzle,
               start.SideToMove(),
               start.GetVariant(),
               {},
               start.GetVariant().id == VariantId::Xiangqi ? 4 : 3};
    if (puzzle.line.empty()) return {};
    d.Run();
    std::vector<std::string> out;
    for (const content::Theme& t : content::Themes())
        if (d.found.count(std::string(t.id))) out.emplace_back(t.id);
    // Not a theme of the catalog but the tag the hand-written packs use: a mate
    // line that ends with the opponent out of moves yet not in check.
    if (puzzle.kind == PuzzleKind::Mate) {
        Position end = start.GetPosition();
        for (Move m : puzzle.line) end.DoMove(m);
        if (!end.InCheck()) out.emplace_back("no-legal-move");
    }
    return out;
}

}  // namespace chatur::mining
