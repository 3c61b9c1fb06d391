#include "core/content/import_puzzles.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>

#include "core/content/import_entry.h"
#include "core/content/rule_profile_names.h"
#include "core/content/task_checker.h"
#include "core/content/validator.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/notation/game_fen.h"
#include "core/notation/move_text.h"
#include "core/notation/printable_text.h"
#include "core/platform/utf8_path.h"
#include "core/rules/game.h"

namespace chatur::content {

std::optional<ImportFormat> FindImportFormat(std::string_view name) {
    if (name == "epd") return ImportFormat::Epd;
    if (name == "csv") return ImportFormat::Csv;
    if (name == "pgn") return ImportFormat::Pgn;
    return std::nullopt;
}

std::vector<std::string> SplitWords(std::string_view text, std::string_view separators) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i < text.size()) {
        size_t j = text.find_first_of(separators, i);
        if (j == std::string_view::npos) j = text.size();
        if (j > i) out.emplace_back(text.substr(i, j - i));
        i = j + 1;
    }
    return out;
}

std::string Trim(std::string_view text) {
    size_t b = 0, e = text.size();
    while (b < e && std::isspace(static_cast<unsigned char>(text[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(text[e - 1]))) --e;
    return std::string(text.substr(b, e - b));
}

std::string SanitizeId(std::string_view text) {
    std::string id;
    for (char c : text)
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_')
            id += c;
    while (!id.empty() && !std::isalnum(static_cast<unsigned char>(id[0]))) id.erase(0, 1);
    if (id.empty()) id = "x";
    return id.substr(0, kMaxIdLength);
}

std::string SanitizeIdWithSuffix(std::string_view stem, std::string_view suffix) {
    std::string tail;
    for (char c : suffix)
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_')
            tail += c;
    tail = tail.substr(0, kMaxIdLength - 1);
    return SanitizeId(stem).substr(0, kMaxIdLength - tail.size()) + tail;
}

namespace {

// A tag as the schema's NMTOKEN allows it.
std::string SanitizeTag(std::string_view text) {
    std::string tag;
    for (char c : text)
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_' ||
            c == ':')
            tag += c;
    return tag;
}

// UCCI writes Xiangqi ranks from 0 ("h2e2" is Fairy-Stockfish's "h3e3").
// Returns the move with ranks 1-10, or nothing when `text` has no such shape.
std::optional<std::string> FromUcci(std::string_view text) {
    if (text.size() < 4 || !std::isalpha(static_cast<unsigned char>(text[0])) ||
        !std::isdigit(static_cast<unsigned char>(text[1])) ||
        !std::isalpha(static_cast<unsigned char>(text[2])) ||
        !std::isdigit(static_cast<unsigned char>(text[3])))
        return std::nullopt;
    return std::string(1, text[0]) + std::to_string(text[1] - '0' + 1) + text[2] +
           std::to_string(text[3] - '0' + 1) + std::string(text.substr(4));
}

bool HasRankZero(std::string_view text) {
    for (size_t i = 1; i < text.size(); ++i)
        if (text[i] == '0' && std::isalpha(static_cast<unsigned char>(text[i - 1]))) return true;
    return false;
}

// Makes one puzzle of one entry; an error text when the entry must be skipped.
class PuzzleMaker {
public:
    PuzzleMaker(const ImportOptions& options, const Pack& pack, std::string fileName)
        : m_options(options), m_pack(pack), m_fileName(std::move(fileName)) {}

    // `index` is the entry's 1-based position in the file.
    std::variant<Puzzle, Finding> Make(ImportEntry& entry, int index) const;

private:
    std::optional<std::string> CheckVariant(const ImportEntry& entry) const;
    void ConvertUcci(ImportEntry& entry) const;
    std::string SideName(Color c) const {
        if (c == Color::Black) return "Black";
        return m_pack.variant->id == VariantId::Xiangqi ? "Red" : "White";
    }
    void WriteTexts(Puzzle& p, const ImportEntry& entry, const MoveTask& task,
                    const std::vector<Move>& moves) const;

    const ImportOptions& m_options;
    const Pack& m_pack;
    std::string m_fileName;
};

std::optional<std::string> PuzzleMaker::CheckVariant(const ImportEntry& entry) const {
    if (entry.variant.empty()) return std::nullopt;
    const Variant* v = FindVariant(entry.variant);
    if (!v) return "unknown variant '" + entry.variant + "' (Chatur plays makruk and xiangqi)";
    if (v != m_pack.variant)
        return "the entry is " + std::string(v->name) + ", the import is " +
               std::string(m_pack.variant->name) + " (see --variant)";
    return std::nullopt;
}

void PuzzleMaker::ConvertUcci(ImportEntry& entry) const {
    if (m_pack.variant->id != VariantId::Xiangqi) return;
    bool ucci = false;
    for (const auto* list : {&entry.setup, &entry.solution})
        for (const SourceMove& m : *list) ucci = ucci || HasRankZero(m.text);
    if (!ucci) return;
    for (auto* list : {&entry.setup, &entry.solution})
        for (SourceMove& m : *list)
            if (auto converted = FromUcci(m.text)) m.text = *converted;
}

std::variant<Puzzle, Finding> PuzzleMaker::Make(ImportEntry& entry, int index) const {
    auto fail = [&](int line, std::string message) {
        // TRANSLATORS: an imported puzzle left out; {1} says why (in English).
        Phrase words = Say("skipped: {1}", {Lit(std::move(message))});
        return Finding{"", line ? line : entry.line, Severity::Error, Render(words), "", words};
    };
    if (entry.error) return fail(entry.errorLine, *entry.error);
    if (auto e = CheckVariant(entry)) return fail(entry.line, *e);
    ConvertUcci(entry);
    const Variant& v = *m_pack.variant;
    const RuleProfile& profile = ProfileFor(v, m_pack.profile);
    std::string fen = entry.fen.empty() ? std::string(v.startFen) : entry.fen;
    auto created = GameFromFen(v, profile, fen);
    if (auto* e = std::get_if<GameError>(&created)) return fail(entry.line, "FEN: " + e->message);
    Game game = std::get<Game>(std::move(created));
    for (const SourceMove& m : entry.setup) {
        auto parsed = ParseMoveText(game.GetPosition(), m.text);
        std::optional<GameError> played;
        if (auto* mv = std::get_if<Move>(&parsed)) played = game.Play(*mv);
        std::string why = std::holds_alternative<MoveError>(parsed)
                              ? std::get<MoveError>(parsed).message
                              : (played ? played->message : "");
        if (!why.empty())
            return fail(m.line, "the opponent's move '" + m.text + "' before the puzzle: " + why);
    }
    if (!entry.setup.empty()) fen = GameFen(game);
    Position start = game.GetPosition();

    // Replay the solution; it must end with a move of the solver.
    std::vector<SourceMove> line = entry.solution;
    if (line.size() % 2 == 0) line.pop_back();
    std::vector<Move> moves;
    MoveTask task;
    SolutionLine solution;
    for (size_t i = 0; i < line.size(); ++i) {
        const SourceMove& m = line[i];
        // Coordinate form, SAN or WXF (move_text.h).
        auto parsed = ParseMoveText(game.GetPosition(), m.text);
        std::string what = "move " + std::to_string(i + 1) + " '" + m.text + "' of the solution: ";
        if (auto* e = std::get_if<MoveError>(&parsed)) return fail(m.line, what + e->message);
        Move mv = std::get<Move>(parsed);
        if (auto e = game.Play(mv)) return fail(m.line, what + e->message);
        moves.push_back(mv);
        solution.moves.push_back(MoveToString(v, mv));
    }
    task.lines.push_back(solution);
    int solverMoves = int(line.size() + 1) / 2;
    if (IsMate(game.GetPosition()) && solverMoves <= 20) {
        task.goal = MoveGoal::Mate;
        task.goalMoves = solverMoves;
    }

    Puzzle p;
    p.line = entry.line;
    std::string id =
        entry.sourceId.empty()
            ? std::string(index < 100 ? (index < 10 ? "00" : "0") : "") + std::to_string(index)
            : entry.sourceId;
    p.id = SanitizeIdWithSuffix(m_pack.id, "." + id);
    p.grade = std::clamp(entry.grade.value_or(m_options.grade), 1, 5);
    p.stage = m_options.stage;
    for (const std::string& t : entry.tags) {
        std::string tag = SanitizeTag(t);
        if (!tag.empty() && std::find(p.tags.begin(), p.tags.end(), tag) == p.tags.end())
            p.tags.push_back(tag);
    }
    p.profile = m_pack.profile;
    p.board.fen = fen;
    p.board.position = start;
    p.board.orientation = start.SideToMove();
    p.task.data = task;
    p.source =
        entry.source.empty() ? m_fileName + ", line " + std::to_string(entry.line) : entry.source;
    WriteTexts(p, entry, task, moves);
    return p;
}

void PuzzleMaker::WriteTexts(Puzzle& p, const ImportEntry& entry, const MoveTask& task,
                             const std::vector<Move>& moves) const {
    const Variant& v = *m_pack.variant;
    Color side = p.board.position.SideToMove();
    int solverMoves = int(moves.size() + 1) / 2;
    std::string question = SideName(side) + " to move";
    if (task.goal == MoveGoal::Mate)
        question += " and mate in " + std::to_string(task.goalMoves) + ".";
    else if (solverMoves == 1)
        question += ": find the best move.";
    else
        question += ": find the best move and keep going (" + std::to_string(solverMoves) +
                    " moves of yours).";
    p.question.Set("en", question);

    Hint nudge;
    nudge.text.Set("en", task.goal == MoveGoal::Mate ? "Look at every check first."
                                                     : "Look at every check, capture and threat.");
    Hint piece;
    piece.kind = HintKind::Piece;
    piece.square = moves[0].From();
    piece.text.Set("en", "This piece makes the first move.");
    Hint arrow;
    arrow.kind = HintKind::Move;
    arrow.from = moves[0].From();
    arrow.to = moves[0].To();
    arrow.text.Set("en", "The first move is " + MoveToString(v, moves[0]) + ".");
    p.hints = {nudge, piece, arrow};

    // "1. h9g7 f9f10 2. g7f5": numbered by the solver's moves.
    std::string explanation = "Solution:";
    for (size_t i = 0; i < moves.size(); ++i) {
        if (i % 2 == 0) explanation += " " + std::to_string(i / 2 + 1) + ".";
        explanation += " " + MoveToString(v, moves[i]);
    }
    explanation += ".";
    if (task.goal == MoveGoal::Mate) explanation += " The last move gives checkmate.";
    if (!entry.note.empty()) explanation += " " + entry.note;
    p.explanation.Set("en", explanation);
}

// The pack the puzzles go into.
Pack MakePack(const ImportOptions& options, const std::string& fileName) {
    Pack pack;
    pack.id = options.packId.empty() ? "imported" : options.packId;
    pack.variant = options.variant;
    pack.profile = options.profile.empty()
                       ? std::string(options.variant->defaultProfile)
                       : std::string(ProfileFor(*options.variant, options.profile).name);
    pack.version = "1.0";
    pack.author = options.author;
    pack.licence = options.licence;
    pack.languages = {"en"};
    pack.title.Set("en",
                   options.title.empty() ? "Imported puzzles (" + fileName + ")" : options.title);
    return pack;
}

// Validates one puzzle alone, as `chatur-cli validate` would; its first error.
std::optional<std::string> ValidatorError(const Pack& pack, const Puzzle& puzzle) {
    Pack single = pack;
    single.puzzles = {puzzle};
    Diagnostics diag(pack.path);
    PackValidator().Check(single, diag);
    for (const Finding& f : diag.Findings())
        if (f.severity == Severity::Error) return f.message;
    return std::nullopt;
}

}  // namespace

ImportResult ImportPuzzles(ImportFormat format, std::string_view text, const std::string& path,
                           const ImportOptions& options) {
    std::string fileName =
        PrintableText(platform::Utf8Path(platform::PathFromUtf8(path).filename()));
    CleanText clean = CleanImportText(text);
    text = clean.text;
    std::vector<ImportEntry> entries = format == ImportFormat::Epd   ? ReadEpdEntries(text)
                                       : format == ImportFormat::Csv ? ReadCsvEntries(text)
                                                                     : ReadPgnEntries(text);
    ImportResult result;
    for (auto& [line, message] : clean.warnings)
        result.findings.push_back(Finding{path, line, Severity::Warning, message, "", {}});
    result.pack = MakePack(options, fileName);
    result.entries = int(entries.size());
    PuzzleMaker maker(options, result.pack, fileName);
    std::map<std::string, int> ids;        // id -> line of its entry
    std::map<std::string, int> positions;  // position and solution -> line
    for (size_t i = 0; i < entries.size(); ++i) {
        auto made = maker.Make(entries[i], int(i) + 1);
        if (auto* f = std::get_if<Finding>(&made)) {
            f->path = path;
            result.findings.push_back(std::move(*f));
            continue;
        }
        Puzzle& p = std::get<Puzzle>(made);
        auto skip = [&](const std::string& message) {
            Phrase words = Say("skipped: {1}", {Lit(message)});
            result.findings.push_back(
                Finding{path, p.line, Severity::Error, Render(words), p.id, words});
        };
        if (auto [it, fresh] = ids.emplace(p.id, p.line); !fresh) {
            skip("duplicate id '" + p.id + "' (first used on line " + std::to_string(it->second) +
                 ")");
            continue;
        }
        std::string key = BoardFen(p.board.position);
        for (const std::string& m : p.task.As<MoveTask>()->lines[0].moves) key += " " + m;
        if (auto [it, fresh] = positions.emplace(key, p.line); !fresh) {
            skip("the same position and solution as the entry on line " +
                 std::to_string(it->second));
            continue;
        }
        if (auto error = ValidatorError(result.pack, p)) {
            skip(*error);
            continue;
        }
        result.pack.puzzles.push_back(std::move(p));
    }
    result.imported = int(result.pack.puzzles.size());
    std::string formatName = format == ImportFormat::Epd   ? "EPD"
                             : format == ImportFormat::Csv ? "CSV"
                                                           : "PGN";
    result.pack.description.Set("en", std::to_string(result.imported) + " puzzles imported from " +
                                          fileName + " (" + formatName + ") by chatur-cli import.");
    SortFindings(result.findings);
    return result;
}

}  // namespace chatur::content
