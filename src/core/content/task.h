// What a lesson step or a puzzle asks the learner to do (docs/content-format.md), as
// plain data. Each kind is a struct; a Task holds one of them. Moves and squares
// are stored as written (coordinate notation, square indices): the loader checks
// their form, the validator (validator.h) checks them against the rules engine,
// and a trainer judges answers with the same engine (ParseLegalMove,
// LegalMovesFrom, AnalyzeCount) rather than trusting the file.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/content/localized_text.h"
#include "core/rules/counting.h"
#include "core/rules/types.h"
#include "core/rules/variant.h"

namespace chatur::content {

enum class TaskKind : uint8_t { Move, Legal, Range, Place, Choice, Count, PlayOut };
std::string_view TaskKindName(TaskKind k);  // "move", "legal", ..., "play-out"

// What a `move` task wants besides (or instead of) the exact line.
enum class MoveGoal : uint8_t { None, Mate, Promote, WinMaterial };
std::string_view MoveGoalName(MoveGoal g);  // "none", "mate", "promote", "win-material"

// One accepted line: the solver's moves alternating with the opponent's forced
// replies, starting with the solver (the side to move) and ending with a solver
// move. Moves are in coordinate form ("d4e5", "a5a6m").
struct SolutionLine {
    std::vector<std::string> moves;
    int line = 0;
};

// `move`: play the right move(s). Without a goal, the learner must follow one of
// `lines` (each line is an accepted alternative). With a goal, any move that
// reaches it within `goalMoves` of the solver's moves counts, and `lines` give
// the reference solution shown with the answer.
struct MoveTask {
    MoveGoal goal = MoveGoal::None;
    int goalMoves = 0;     // N of "mate in N", "promote within N"; 0 when no goal
    int materialGain = 1;  // win-material: least net gain in points (see MaterialValue)
    std::vector<SolutionLine> lines;
};

// `legal`: is the move from -> to legal here (for the piece's owner)?
struct LegalTask {
    Square from = kNoSquare;
    Square to = kNoSquare;
    bool answer = false;
};

// `range`: mark every square the piece on `square` can move to. `squares` is the
// author's list (sorted) if given; the engine's answer is LegalMovesFrom.
struct RangeTask {
    Square square = kNoSquare;
    std::optional<std::vector<Square>> squares;
};

// Conditions a `place` task can ask for; each is evaluated by the engine with the
// piece standing on a candidate empty square (and the position staying legal).
enum class PlaceCondition : uint8_t {
    PromotesNextMove,  // the piece has a legal promoting move from there
    ReachesSquare,     // the piece can legally move to (or capture on) `target`
    SafeSquare,        // no enemy piece attacks that square
};
std::string_view PlaceConditionName(PlaceCondition c);  // "promotes-next-move", ...

// `place`: put `piece` on a square meeting `condition`. `squares` is the author's
// list of accepted squares (sorted) if given; the validator requires it to equal
// the engine's set (PlaceSquares in validator.h).
struct PlaceTask {
    Piece piece = Piece::None;
    PlaceCondition condition = PlaceCondition::PromotesNextMove;
    Square target = kNoSquare;  // ReachesSquare only
    std::optional<std::vector<Square>> squares;
};

// One answer of a multiple-choice task, with the feedback shown when it is picked.
struct ChoiceOption {
    std::string id;
    bool correct = false;
    LocalizedText label;
    LocalizedText feedback;
    int line = 0;
};

// `choice`: pick the correct option(s); all options marked correct must be picked.
struct ChoiceTask {
    std::vector<ChoiceOption> options;
};

// `count`: questions on Makruk's counting rules about this position. Each field
// present is one question; the engine's answer is AnalyzeCount(position).
struct CountTask {
    std::optional<CountKind> kind;
    std::optional<Color> side;  // who counts
    std::optional<int> start;
    std::optional<int> limit;
};

// What a `play-out` step's learner plays for against the tables' best defence.
enum class PlayOutResult : uint8_t { Win, Draw };
std::string_view PlayOutResultName(PlayOutResult r);  // "win", "draw"

// `play-out` (lessons only): play the position out against perfect defence from
// the endgame tables. Win: mate (in Makruk within the count); a move after which
// the tables no longer see a win in time fails. Draw: the learner defends and
// holds the draw for `holdMoves` of its moves; a move that lets the tables see a
// loss fails. The validator checks the claimed result against the tables.
struct PlayOutTask {
    PlayOutResult result = PlayOutResult::Win;
    int holdMoves = 0;  // draw: the learner's moves to hold; 0 for a win
};

// One task of any kind, with the line of its element.
struct Task {
    std::variant<MoveTask, LegalTask, RangeTask, PlaceTask, ChoiceTask, CountTask, PlayOutTask>
        data;
    int line = 0;

    TaskKind Kind() const { return TaskKind(data.index()); }
    template <class T>
    const T* As() const {
        return std::get_if<T>(&data);
    }
};

// Hints come in three grades (UX: a nudge in words, then the piece highlighted,
// then the move as an arrow); using the last marks a puzzle "solved with help".
enum class HintKind : uint8_t { Nudge, Piece, Move };
std::string_view HintKindName(HintKind k);  // "nudge", "piece", "move"

struct Hint {
    HintKind kind = HintKind::Nudge;
    LocalizedText text;         // required for a nudge, optional otherwise
    Square square = kNoSquare;  // Piece: the square to highlight
    Square from = kNoSquare;    // Move: the arrow
    Square to = kNoSquare;
    int line = 0;
};

// Rough material values used by the win-material goal: Makruk Bia 1, Met and
// Bia ngai 2, Khon 3, Ma 3, Rua 5; Xiangqi soldier 1, advisor 2, elephant 2,
// horse 4, cannon 4, chariot 9; kings 0.
int MaterialValue(VariantId variant, PieceType t);

}  // namespace chatur::content
