#include "core/review/mistake_puzzles.h"

#include <cmath>

#include "core/content/import_puzzles.h"
#include "core/mining/attacks.h"
#include "core/mining/miner.h"
#include "core/mining/puzzle_rating.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/notation/game_fen.h"

namespace chatur::review {

using content::Lit;
using content::Phrase;
using content::Say;

namespace {

// A blunder's better move is usually plain to see once you look; a mistake's less so.
constexpr int kBlunderRating = 1150;
constexpr int kMistakeRating = 1400;

Phrase Question(const Variant& v, Color side) {
    if (side == Color::Black)
        return Say("Black to move. In the game a mistake was made here: find a better move.");
    return v.id == VariantId::Xiangqi
               ? Say("Red to move. In the game a mistake was made here: find a better move.")
               : Say("White to move. In the game a mistake was made here: find a better move.");
}

Phrase Nudge(const Position& pos, Move better) {
    if (!IsEmpty(pos.PieceAt(better.To()))) return Say("A capture is better here.");
    if (mining::MoveGivesCheck(pos, better)) return Say("Look at the checks first.");
    return Say("Look for the threat the opponent has, or the one you can make.");
}

Phrase Explanation(const ReviewedMove& m) {
    const int before = int(std::lround(m.winBefore));
    const int after = int(std::lround(m.winAfter));
    switch (m.table) {
        case TableNote::WinThrownAway:
            return Say("The endgame tables show that the move played threw away a win.");
        case TableNote::WinOutOfCount:
            return Say(
                "The endgame tables show that the move played threw away the win: the mate no "
                "longer comes before the count runs out.");
        case TableNote::DrawThrownAway:
            return Say("The endgame tables show that the move played turned a draw into a loss.");
        case TableNote::DrawByCount:  // not a loss of the move's: said as any other
        case TableNote::None:
            break;
    }
    // TRANSLATORS: {1} and {2} are the winning chances before and after the move,
    // out of 100.
    return Say(
        "The move played lowered the winning chances from {1} to {2} in 100; the better move "
        "keeps them.",
        {Lit(before), Lit(after)});
}

}  // namespace

std::vector<content::Puzzle> MistakePuzzles(const Variant& variant, const RuleProfile& profile,
                                            const std::string& startFen,
                                            const std::vector<Move>& moves,
                                            const std::vector<CountDeclaration>& declarations,
                                            const GameReview& review, const MistakeOrigin& origin,
                                            const mining::TextCatalogs& catalogs) {
    std::vector<content::Puzzle> out;
    auto replayed = GamesByPly(variant, profile, startFen, moves, declarations);
    if (!std::holds_alternative<std::vector<Game>>(replayed)) return out;  // not the reviewed game
    const std::vector<Game>& positions = std::get<std::vector<Game>>(replayed);
    for (size_t i = 0; i < review.moves.size() && i < moves.size() && i < positions.size(); ++i) {
        const Game& game = positions[i];
        const ReviewedMove& m = review.moves[i];
        const bool wrong = m.moveClass == MoveClass::Mistake || m.moveClass == MoveClass::Blunder;
        if (wrong && m.best && *m.best != m.played) {
            content::Puzzle p;
            p.id = content::SanitizeIdWithSuffix(origin.idStem, "-p" + std::to_string(m.ply));
            p.rating = m.moveClass == MoveClass::Blunder ? kBlunderRating : kMistakeRating;
            p.grade = mining::GradeForRating(p.rating);
            p.stage = content::Stage::Review;
            p.profile = std::string(profile.name);
            p.board.fen = mining::PuzzleFen(game);
            p.board.position = game.GetPosition();
            p.board.orientation = m.mover;
            if (i > 0) p.board.lastMove = {moves[i - 1].From(), moves[i - 1].To()};
            p.question = mining::RenderAll(Question(variant, m.mover), catalogs);
            content::MoveTask task;
            content::SolutionLine line;
            line.moves.push_back(MoveToString(variant, *m.best));
            task.lines.push_back(line);
            p.task.data = task;
            content::Hint nudge;
            nudge.kind = content::HintKind::Nudge;
            nudge.text = mining::RenderAll(Nudge(game.GetPosition(), *m.best), catalogs);
            content::Hint piece;
            piece.kind = content::HintKind::Piece;
            piece.square = m.best->From();
            content::Hint arrow;
            arrow.kind = content::HintKind::Move;
            arrow.from = m.best->From();
            arrow.to = m.best->To();
            p.hints = {nudge, piece, arrow};
            p.explanation = mining::RenderAll(Explanation(m), catalogs);
            p.source = origin.source + ", ply " + std::to_string(m.ply) + " (move " +
                       std::to_string((m.ply + 1) / 2) + ")";
            out.push_back(std::move(p));
        }
    }
    return out;
}

}  // namespace chatur::review
