#include "core/editor/puzzle_edits.h"

#include <algorithm>

#include "core/editor/task_builder.h"

namespace chatur::editor {

void RefillAnswers(content::Puzzle& puzzle) {
    const Position& pos = puzzle.board.position;
    if (auto* legal = std::get_if<content::LegalTask>(&puzzle.task.data)) {
        if (legal->from != kNoSquare && legal->to != kNoSquare &&
            !IsEmpty(pos.PieceAt(legal->from)))
            legal->answer = LegalVerdict(pos, legal->from, legal->to);
    } else if (auto* range = std::get_if<content::RangeTask>(&puzzle.task.data)) {
        if (range->square != kNoSquare && !IsEmpty(pos.PieceAt(range->square)))
            FillRange(pos, *range);
    } else if (auto* place = std::get_if<content::PlaceTask>(&puzzle.task.data)) {
        if (!IsEmpty(place->piece)) FillPlace(pos, *place);
    } else if (auto* count = std::get_if<content::CountTask>(&puzzle.task.data)) {
        content::CountTask full;
        if (FillCount(pos, full)) {
            // Keep the questions the author chose; only the answers change.
            if (count->kind) count->kind = full.kind;
            if (count->side) count->side = full.side;
            if (count->start) count->start = full.start;
            if (count->limit) count->limit = full.limit;
            if (!count->kind && !count->side && !count->start && !count->limit) *count = full;
        }
    }
}

int GoalMoves(content::MoveGoal goal, int moves) {
    return goal == content::MoveGoal::None ? 0 : std::clamp(moves, kMinGoalMoves, kMaxGoalMoves);
}

bool SetGoal(content::Puzzle& puzzle, content::MoveGoal goal, int moves) {
    auto* task = std::get_if<content::MoveTask>(&puzzle.task.data);
    const int n = GoalMoves(goal, moves);
    if (!task || (task->goal == goal && task->goalMoves == n)) return false;
    task->goal = goal;
    task->goalMoves = n;
    return true;
}

int MaterialGain(int points) {
    return std::max(1, points);
}

bool SetMaterialGain(content::Puzzle& puzzle, int points) {
    auto* task = std::get_if<content::MoveTask>(&puzzle.task.data);
    const int gain = MaterialGain(points);
    if (!task || task->materialGain == gain) return false;
    task->materialGain = gain;
    return true;
}

namespace {

// Hints are kept in their grade order: nudge, piece, move.
void SortHints(std::vector<content::Hint>& hints) {
    std::stable_sort(hints.begin(), hints.end(),
                     [](const auto& a, const auto& b) { return int(a.kind) < int(b.kind); });
}

// The hint of `kind` goes (`remove`), or `fill` changes it -- a new one, put in
// grade order, when the puzzle has none. Fields `fill` leaves alone are kept.
template <class Fill>
void UpdateHint(std::vector<content::Hint>& hints, content::HintKind kind, bool remove, Fill fill) {
    auto it = std::find_if(hints.begin(), hints.end(),
                           [kind](const content::Hint& h) { return h.kind == kind; });
    if (remove) {
        if (it != hints.end()) hints.erase(it);
    } else if (it != hints.end()) {
        fill(*it);
    } else {
        content::Hint h;
        h.kind = kind;
        fill(h);
        hints.push_back(h);
        SortHints(hints);
    }
}

// False when nothing changes.
bool StoreText(content::LocalizedText& text, const std::string& lang, const std::string& value) {
    const std::string* old = text.Find(lang);
    if (value.empty() ? old == nullptr : (old && *old == value)) return false;
    text.Set(lang, value);  // an empty value drops the language
    return true;
}

}  // namespace

bool SetText(content::Puzzle& puzzle, std::string_view field, const std::string& lang,
             const std::string& text) {
    if (field == "hint-nudge") {
        const content::Hint* hint = FindHint(puzzle, content::HintKind::Nudge);
        content::LocalizedText probe = hint ? hint->text : content::LocalizedText();
        if (!StoreText(probe, lang, text)) return false;
        // A nudge without words is no hint.
        UpdateHint(puzzle.hints, content::HintKind::Nudge, probe.Empty(),
                   [&](content::Hint& h) { h.text = probe; });
        return true;
    }
    if (field == "question") return StoreText(puzzle.question, lang, text);
    if (field == "explanation") return StoreText(puzzle.explanation, lang, text);
    if (field == "criteria") return StoreText(puzzle.criteria, lang, text);
    return false;
}

const content::Hint* FindHint(const content::Puzzle& puzzle, content::HintKind kind) {
    for (const content::Hint& h : puzzle.hints)
        if (h.kind == kind) return &h;
    return nullptr;
}

bool SetPieceHint(content::Puzzle& puzzle, Square square) {
    const content::Hint* old = FindHint(puzzle, content::HintKind::Piece);
    if (old ? old->square == square : square == kNoSquare) return false;
    UpdateHint(puzzle.hints, content::HintKind::Piece, square == kNoSquare,
               [&](content::Hint& h) { h.square = square; });
    return true;
}

bool SetMoveHint(content::Puzzle& puzzle, Square from, Square to) {
    const bool clear = from == kNoSquare || to == kNoSquare;
    const content::Hint* old = FindHint(puzzle, content::HintKind::Move);
    if (old ? (old->from == from && old->to == to) : clear) return false;
    UpdateHint(puzzle.hints, content::HintKind::Move, clear, [&](content::Hint& h) {
        h.from = from;
        h.to = to;
    });
    return true;
}

std::vector<std::string> SplitTags(const std::string& typed) {
    std::vector<std::string> tags;
    std::string tag;
    for (char c : typed + " ") {
        if (c == ',' || c == ' ' || c == '\t' || c == '\n') {
            if (!tag.empty() && std::find(tags.begin(), tags.end(), tag) == tags.end())
                tags.push_back(tag);
            tag.clear();
        } else {
            tag += c;
        }
    }
    return tags;
}

std::string JoinTags(const std::vector<std::string>& tags) {
    std::string text;
    for (const std::string& t : tags) text += (text.empty() ? "" : " ") + t;
    return text;
}

bool SetDetails(content::Puzzle& puzzle, const std::string& id, int grade, content::Stage stage,
                const std::string& tags) {
    grade = std::clamp(grade, kMinGrade, kMaxGrade);
    std::vector<std::string> tagList = SplitTags(tags);
    if (puzzle.id == id && puzzle.grade == grade && puzzle.stage == stage && puzzle.tags == tagList)
        return false;
    puzzle.id = id;
    puzzle.grade = grade;
    puzzle.stage = stage;
    puzzle.tags = std::move(tagList);
    return true;
}

bool SetProfile(content::Puzzle& puzzle, const std::string& packProfile,
                const std::string& profile) {
    const std::string& name = profile.empty() ? packProfile : profile;
    if (puzzle.profile == name) return false;
    puzzle.profile = name;
    return true;
}

bool SetSource(content::Puzzle& puzzle, const std::string& source) {
    if (puzzle.source == source) return false;
    puzzle.source = source;
    return true;
}

}  // namespace chatur::editor
