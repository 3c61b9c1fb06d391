#include "core/mining/puzzle_texts.h"

#include <algorithm>

#include "core/content/theme_catalog.h"
#include "core/mining/puzzle_rating.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"

namespace chatur::mining {

using content::Lit;
using content::Phrase;
using content::Say;

namespace {

// The tag of a mate puzzle whose last move leaves the opponent without a legal
// move but not in check (Xiangqi: a loss, though no checkmate).
constexpr std::string_view kNoLegalMove = "no-legal-move";

bool Has(const MinedPuzzle& p, std::string_view theme) {
    return std::find(p.themes.begin(), p.themes.end(), theme) != p.themes.end();
}

Phrase Question(const Variant& v, Color side, const MinedPuzzle& p) {
    const bool x = v.id == VariantId::Xiangqi;
    if (p.kind == PuzzleKind::Mate) {
        if (Has(p, "counting")) {
            // TRANSLATORS: a mined Makruk puzzle; {1} is a number of moves.
            return side == Color::White
                       ? Say("White to move. Mate in {1}, before the count runs out.",
                             {Lit(p.mateIn)})
                       : Say("Black to move. Mate in {1}, before the count runs out.",
                             {Lit(p.mateIn)});
        }
        if (Has(p, kNoLegalMove)) {
            // TRANSLATORS: a mined Xiangqi puzzle that is won by leaving the opponent
            // without a legal move (no check needed); {1} is a number of moves.
            return side == Color::Black
                       ? Say("Black to move. Leave Red without a legal move in {1}.",
                             {Lit(p.mateIn)})
                       : Say("Red to move. Leave Black without a legal move in {1}.",
                             {Lit(p.mateIn)});
        }
        // TRANSLATORS: a mined puzzle; {1} is the number of the solver's moves.
        if (side == Color::Black)
            return Say("Black to move. Find the mate in {1}.", {Lit(p.mateIn)});
        return x ? Say("Red to move. Find the mate in {1}.", {Lit(p.mateIn)})
                 : Say("White to move. Find the mate in {1}.", {Lit(p.mateIn)});
    }
    if (side == Color::Black)
        return Say("Black to move. The opponent has just erred: find the move that wins material.");
    return x ? Say("Red to move. The opponent has just erred: find the move that wins material.")
             : Say("White to move. The opponent has just erred: find the move that wins material.");
}

// The nudge: a hint from the most telling theme of the solution.
Phrase Nudge(const Variant& v, const MinedPuzzle& p) {
    if (Has(p, "counting"))
        return Say("Count the moves left: the mate must come before the count ends.");
    if (Has(p, kNoLegalMove))
        return Say("No check is needed: take away every move the opponent has left.");
    if (Has(p, "double-check")) return Say("Two pieces can give check at once.");
    if (Has(p, "discovered-attack")) return Say("Move one piece out of another's way.");
    if (Has(p, "cannon-screen")) return Say("A Cannon needs a screen: give it one.");
    if (Has(p, "fork")) return Say("One piece can attack two targets at once.");
    if (Has(p, "skewer") || Has(p, "pin")) return Say("Line two enemy pieces up on one line.");
    if (Has(p, "capture-the-defender"))
        return v.id == VariantId::Xiangqi ? Say("Take away the piece that guards the key point.")
                                          : Say("Take away the piece that guards the key square.");
    if (Has(p, "sacrifice")) return Say("Giving up material can pay here.");
    if (Has(p, "promotion")) return Say("Think of what a Bia that promotes can do.");
    if (Has(p, "flying-general"))
        return Say("Remember that the two Generals may never face each other.");
    if (p.kind == PuzzleKind::Mate) {
        if (Has(p, "quiet-move"))
            return Say("The first move gives no check, yet the mate cannot be stopped.");
        return v.id == VariantId::Xiangqi
                   ? Say("Look at every check first: which one leaves the General no escape?")
                   : Say("Look at every check first: which one leaves the Khun no escape?");
    }
    return Say("Which enemy piece is not defended well enough?");
}

// What the solution achieves, for the explanation.
Phrase Outcome(const MinedPuzzle& p) {
    if (p.kind != PuzzleKind::Mate)
        return Say("It wins {1} points of material; every other move wins less.", {Lit(p.gain)});
    if (Has(p, kNoLegalMove))
        // TRANSLATORS: after a mined Xiangqi puzzle won without checkmate; {1} is a
        // number of moves.
        return Say(
            "It leaves the opponent without a legal move in {1}, which loses in Xiangqi: every "
            "defence loses.",
            {Lit(p.mateIn)});
    return Say("It mates in {1}: every defence loses.", {Lit(p.mateIn)});
}

Phrase ThemeList(const MinedPuzzle& p) {
    // The names are joined per language below (RenderAll renders each phrase).
    std::vector<Phrase> names;
    for (const std::string& t : p.themes)
        if (const content::Theme* theme = content::FindTheme(t)) names.push_back(theme->name);
    if (names.empty()) return Lit("-");
    // "{1}, {2}, …" as nested phrases: each name is translated on its own.
    Phrase joined = names[0];
    for (size_t i = 1; i < names.size(); ++i) {
        // TRANSLATORS: joins two items of a list of puzzle themes.
        joined = Say("{1}, {2}", {joined, names[i]});
    }
    return joined;
}

}  // namespace

std::vector<std::string> TextCatalogs::Languages() const {
    std::vector<std::string> out{"en"};
    for (const auto& [lang, catalog] : byLanguage) out.push_back(lang);
    return out;
}

TextCatalogs LoadCatalogs(const std::string& dir, const std::vector<std::string>& languages) {
    TextCatalogs out;
    for (const std::string& lang : languages)
        if (auto c = PoCatalog::Load(dir + "/" + lang + ".po"))
            out.byLanguage.emplace(lang, std::move(*c));
    return out;
}

content::LocalizedText RenderAll(const Phrase& phrase, const TextCatalogs& catalogs) {
    content::LocalizedText text;
    text.Set("en", content::Render(phrase));
    for (const auto& [lang, catalog] : catalogs.byLanguage) {
        const PoCatalog* c = &catalog;
        text.Set(lang,
                 content::Render(phrase, [c](const std::string& t) { return c->Translate(t); }));
    }
    return text;
}

content::Puzzle MakePuzzle(const Variant& variant, const std::string& profile,
                           const MinedPuzzle& mined, const std::string& id,
                           const std::string& source, const TextCatalogs& catalogs) {
    content::Puzzle p;
    p.id = id;
    p.rating = mined.rating;
    p.grade = GradeForRating(mined.rating);
    p.stage = content::Stage::Review;
    p.tags = mined.themes;
    p.profile = profile;
    p.board.fen = mined.fen;
    auto fen = ParseFen(variant, mined.fen);
    p.board.position = std::get<FenData>(fen).position;
    const Position& start = p.board.position;
    const Color side = start.SideToMove();
    p.board.orientation = side;
    if (mined.lastMove) {
        p.board.lastMove = {mined.lastMove->From(), mined.lastMove->To()};
        p.board.lastPromotion = mined.lastMove->IsPromotion();
        p.board.lastCaptured = mined.lastCaptured;
    }
    p.question = RenderAll(Question(variant, side, mined), catalogs);

    content::MoveTask task;
    content::SolutionLine line;
    for (Move m : mined.line) line.moves.push_back(MoveToString(variant, m));
    task.lines.push_back(line);
    if (mined.kind == PuzzleKind::Mate) {
        task.goal = content::MoveGoal::Mate;
        task.goalMoves = mined.mateIn;
    }
    p.task.data = task;

    content::Hint nudge;
    nudge.kind = content::HintKind::Nudge;
    nudge.text = RenderAll(Nudge(variant, mined), catalogs);
    content::Hint piece;
    piece.kind = content::HintKind::Piece;
    piece.square = mined.line.front().From();
    content::Hint arrow;
    arrow.kind = content::HintKind::Move;
    arrow.from = mined.line.front().From();
    arrow.to = mined.line.front().To();
    p.hints = {nudge, piece, arrow};

    // The explanation says what the line achieves, not the line itself: the app
    // shows the solution in the notation the lessons teach, in the learner's
    // language (piece names and squares), and steps through it on the board;
    // exports print the line from the task (docs/localisation.md, "Moves").
    Phrase outcome = Outcome(mined);
    Phrase themes = Say("Themes: {1}.", {ThemeList(mined)});
    p.explanation = RenderAll(outcome, catalogs);
    const content::LocalizedText next = RenderAll(themes, catalogs);
    for (const std::string& lang : catalogs.Languages())
        p.explanation.Set(lang, p.explanation.Get(lang) + " " + next.Get(lang));
    p.source = source;
    return p;
}

}  // namespace chatur::mining
