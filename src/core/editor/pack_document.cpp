#include "core/editor/pack_document.h"

#include <algorithm>
#include <set>
#include <system_error>

#include "core/content/pack_source_map.h"
#include "core/content/pack_writer.h"
#include "core/content/validator.h"
#include "core/content/xml_loader.h"
#include "core/editor/deep_check.h"
#include "core/notation/fen.h"
#include "core/platform/utf8_path.h"

namespace chatur::editor {

namespace {

using content::LocalizedText;
using content::Pack;
using content::Puzzle;

// Undo keeps whole snapshots of the pack: packs are small (a few hundred
// puzzles at most) and a snapshot can never miss a field an edit touched.
constexpr size_t kUndoLimit = 100;

const std::vector<std::string>& Promised(const Pack& pack) {
    return pack.languages.empty() ? content::AppLanguages() : pack.languages;
}

// Adds `field` when `text` lacks languages. A required text that is still empty
// lacks every language; an optional one counts only once it has any text.
void AddMissing(std::vector<MissingText>& out, const std::string& itemId, std::string field,
                const LocalizedText& text, bool required, const std::vector<std::string>& wanted) {
    if (!required && text.Empty()) return;
    std::vector<std::string> missing = text.MissingFrom(wanted);
    if (!missing.empty()) out.push_back({itemId, std::move(field), std::move(missing)});
}

// The texts of a task and its hints; `prefix` is "" for a puzzle, "step 3 " in
// a lesson.
void AddTaskMissing(std::vector<MissingText>& out, const std::string& itemId,
                    const std::string& prefix, const content::Task* task,
                    const std::vector<content::Hint>& hints,
                    const std::vector<std::string>& wanted) {
    for (size_t i = 0; i < hints.size(); ++i)
        AddMissing(out, itemId, prefix + "hint " + std::to_string(i + 1), hints[i].text,
                   hints[i].kind == content::HintKind::Nudge, wanted);
    const auto* choice = task ? task->As<content::ChoiceTask>() : nullptr;
    if (!choice) return;
    for (const content::ChoiceOption& o : choice->options) {
        AddMissing(out, itemId, prefix + "option " + o.id + " label", o.label, true, wanted);
        AddMissing(out, itemId, prefix + "option " + o.id + " feedback", o.feedback, false, wanted);
    }
}

// The id attribute in the start tag of an element's text ("" when none).
std::string IdOf(std::string_view element) {
    std::string_view tag = element.substr(0, element.find('>'));
    for (char quote : {'"', '\''}) {
        std::string key = std::string(" id=") + quote;
        size_t at = tag.find(key);
        if (at == std::string_view::npos) continue;
        size_t begin = at + key.size();
        size_t end = tag.find(quote, begin);
        if (end != std::string_view::npos) return std::string(tag.substr(begin, end - begin));
    }
    return {};
}

// The writer keeps items the loader cannot read (a broken puzzle in a file
// edited by hand) as they stand in the original text, since no edit can have
// touched them. An item the document itself saved half-finished (a `move` task
// without a line) is such an item in the saved text, yet the document still
// holds it and writes it anew: its old text is dropped from the original so
// that it is not written twice.
std::string WithoutHeldUnreadItems(std::string text, const Pack& pack) {
    auto map = content::MapPackSource(text);
    content::LoadResult loaded = content::LoadPackFromString(text, "");
    if (!map || !loaded.pack) return text;
    std::set<int> read;
    for (const content::Lesson& l : loaded.pack->lessons) read.insert(l.line);
    for (const Puzzle& p : loaded.pack->puzzles) read.insert(p.line);
    for (auto it = map->items.rbegin(); it != map->items.rend(); ++it) {
        if (read.count(it->line)) continue;
        std::string id = IdOf(std::string_view(text).substr(it->begin, it->end - it->begin));
        bool held =
            it->name == "puzzle" ? pack.FindPuzzle(id) != nullptr : pack.FindLesson(id) != nullptr;
        if (held) text.erase(it->leadBegin, it->end - it->leadBegin);
    }
    return text;
}

std::string TwoDigits(size_t n) {
    std::string s = std::to_string(n);
    if (s.size() < 2) s.insert(s.begin(), '0');
    return s;
}

}  // namespace

PackDocument::PackDocument(const Variant& variant, std::string packId) {
    m_pack.id = std::move(packId);
    m_pack.variant = &variant;
    m_pack.profile = std::string(variant.defaultProfile);
    m_pack.version = "1.0";
    m_pack.languages = content::AppLanguages();
    m_pack.title.Set("en", "Untitled pack");
}

std::optional<PackDocument> PackDocument::Open(const std::string& path,
                                               std::vector<content::Finding>* findings) {
    std::optional<std::string> text = platform::ReadWholeFile(path);
    if (!text) {
        // The loader words why a file cannot be read, as `chatur-cli validate` does.
        if (findings) *findings = content::LoadPackFile(path).findings;
        return std::nullopt;
    }
    content::LoadResult loaded = content::LoadPackFromString(*text, path);
    if (findings) *findings = loaded.findings;
    if (!loaded.pack) return std::nullopt;
    PackDocument doc(*loaded.pack->variant, loaded.pack->id);
    doc.m_pack = std::move(*loaded.pack);
    doc.m_path = path;
    doc.m_original = std::move(text);
    doc.RememberDiskState();
    return doc;
}

content::Pack& PackDocument::Edit(std::string_view label, std::string_view mergeKey) {
    const bool joins = !mergeKey.empty() && mergeKey == m_mergeKey && !m_undo.empty();
    m_mergeKey = mergeKey;
    if (!joins) {
        m_undo.push_back({m_pack, std::string(label)});
        if (m_undo.size() > kUndoLimit) m_undo.erase(m_undo.begin());
    }
    m_redo.clear();
    m_modified = true;
    return m_pack;
}

bool PackDocument::CanUndo() const {
    return !m_undo.empty();
}
bool PackDocument::CanRedo() const {
    return !m_redo.empty();
}

void PackDocument::Undo() {
    if (m_undo.empty()) return;
    m_mergeKey.clear();
    Step& step = m_undo.back();
    m_redo.push_back({std::move(m_pack), std::move(step.label)});
    m_pack = std::move(step.pack);
    m_undo.pop_back();
    m_modified = true;
}

void PackDocument::Redo() {
    if (m_redo.empty()) return;
    m_mergeKey.clear();
    Step& step = m_redo.back();
    m_undo.push_back({std::move(m_pack), std::move(step.label)});
    m_pack = std::move(step.pack);
    m_redo.pop_back();
    m_modified = true;
}

std::string_view PackDocument::UndoLabel() const {
    return m_undo.empty() ? std::string_view() : std::string_view(m_undo.back().label);
}

std::string_view PackDocument::RedoLabel() const {
    return m_redo.empty() ? std::string_view() : std::string_view(m_redo.back().label);
}

size_t PackDocument::AddPuzzle() {
    Puzzle p;
    p.id = FreshPuzzleId();
    p.grade = 1;
    p.stage = content::Stage::Rules;
    p.profile = m_pack.profile;
    p.board.position = Position::Start(*m_pack.variant);
    p.board.fen = ToFen(p.board.position);
    p.task.data = content::MoveTask{};
    Pack& pack = Edit("add-puzzle");
    pack.puzzles.push_back(std::move(p));
    return pack.puzzles.size() - 1;
}

size_t PackDocument::DuplicatePuzzle(size_t index) {
    if (index >= m_pack.puzzles.size()) return index;
    Puzzle copy = m_pack.puzzles[index];
    copy.id = FreshPuzzleId();
    copy.line = 0;
    Pack& pack = Edit("duplicate-puzzle");
    pack.puzzles.insert(pack.puzzles.begin() + std::ptrdiff_t(index + 1), std::move(copy));
    return index + 1;
}

void PackDocument::RemovePuzzle(size_t index) {
    if (index >= m_pack.puzzles.size()) return;
    Pack& pack = Edit("remove-puzzle");
    pack.puzzles.erase(pack.puzzles.begin() + std::ptrdiff_t(index));
}

void PackDocument::MovePuzzle(size_t from, size_t to) {
    size_t n = m_pack.puzzles.size();
    if (from >= n || to >= n || from == to) return;
    Pack& pack = Edit("move-puzzle");
    Puzzle p = std::move(pack.puzzles[from]);
    pack.puzzles.erase(pack.puzzles.begin() + std::ptrdiff_t(from));
    pack.puzzles.insert(pack.puzzles.begin() + std::ptrdiff_t(to), std::move(p));
}

std::optional<size_t> PackDocument::FindPuzzleIndex(const std::string& puzzleId) const {
    for (size_t i = 0; i < m_pack.puzzles.size(); ++i)
        if (m_pack.puzzles[i].id == puzzleId) return i;
    return std::nullopt;
}

std::string PackDocument::FreshPuzzleId() const {
    for (size_t n = 1;; ++n) {
        std::string id = m_pack.id + "." + TwoDigits(n);
        // Lessons share the id space with puzzles (the validator claims both),
        // and a broken item of the file, which the document does not hold but
        // Save keeps, still owns its id.
        if (FindPuzzleIndex(id) || m_pack.FindLesson(id) || id == m_pack.id) continue;
        if (m_original && (m_original->find("id=\"" + id + "\"") != std::string::npos ||
                           m_original->find("id='" + id + "'") != std::string::npos))
            continue;
        return id;
    }
}

std::optional<platform::WriteError> PackDocument::Save() {
    if (m_path.empty()) return platform::WriteError{"the pack has no file yet (use Save As)"};
    return SaveAs(m_path);
}

std::optional<platform::WriteError> PackDocument::SaveAs(const std::string& path) {
    // The layout is kept from the text this document read or wrote last, not
    // from whatever is on disk now: that is the text the unchanged items match.
    Pack pack = m_pack;
    pack.path = path;
    content::WriteOptions options;
    options.original = m_original;
    std::string text = content::WritePackXml(pack, options);
    if (auto error = platform::WriteFileAtomically(path, text, true)) return error;
    m_pack.path = path;
    m_path = path;
    m_original = WithoutHeldUnreadItems(std::move(text), m_pack);
    m_modified = false;
    RememberDiskState();
    return std::nullopt;
}

std::string PackDocument::Xml() const {
    content::WriteOptions options;
    options.original = m_original;
    return content::WritePackXml(m_pack, options);
}

std::vector<content::Finding> PackDocument::Validate(const ValidateRequest& request) const {
    const std::string path = m_path.empty() ? "untitled.xml" : m_path;
    content::LoadResult loaded = content::LoadPackFromString(Xml(), path);
    content::ValidateOptions options;
    options.strict = request.strict;
    if (request.deep) options.deepCheck = content::MakeSolverDeepCheck(request.deepMsPerPuzzle);
    content::Diagnostics diag(path);
    if (loaded.pack) content::PackValidator(options).Check(*loaded.pack, diag);
    std::vector<content::Finding> findings = std::move(loaded.findings);
    for (content::Finding& f : diag.TakeFindings()) findings.push_back(std::move(f));
    content::SortFindings(findings);
    return findings;
}

std::vector<std::string> PackDocument::DroppedOnLoad() const {
    content::LoadResult loaded = content::LoadPackFromString(Xml(), m_path);
    std::vector<std::string> out;
    for (const content::Lesson& l : m_pack.lessons)
        if (!loaded.pack || !loaded.pack->FindLesson(l.id)) out.push_back(l.id);
    for (const Puzzle& p : m_pack.puzzles)
        if (!loaded.pack || !loaded.pack->FindPuzzle(p.id)) out.push_back(p.id);
    return out;
}

std::vector<MissingText> PackDocument::MissingTranslations() const {
    const std::vector<std::string>& wanted = Promised(m_pack);
    std::vector<MissingText> out;
    AddMissing(out, "", "title", m_pack.title, true, wanted);
    AddMissing(out, "", "description", m_pack.description, true, wanted);
    for (const content::Lesson& l : m_pack.lessons) {
        AddMissing(out, l.id, "title", l.title, true, wanted);
        AddMissing(out, l.id, "summary", l.summary, false, wanted);
        for (size_t i = 0; i < l.steps.size(); ++i) {
            const content::LessonStep& step = l.steps[i];
            std::string prefix = "step " + std::to_string(i + 1) + " ";
            AddMissing(out, l.id, prefix + "text", step.text, true, wanted);
            AddMissing(out, l.id, prefix + "explanation", step.explanation, false, wanted);
            AddTaskMissing(out, l.id, prefix, step.task ? &*step.task : nullptr, step.hints,
                           wanted);
        }
    }
    for (const Puzzle& p : m_pack.puzzles) {
        AddMissing(out, p.id, "question", p.question, true, wanted);
        AddMissing(out, p.id, "explanation", p.explanation, true, wanted);
        AddMissing(out, p.id, "criteria", p.criteria, false, wanted);
        AddTaskMissing(out, p.id, "", &p.task, p.hints, wanted);
    }
    return out;
}

bool PackDocument::ChangedOnDisk() const {
    if (m_path.empty() || !m_original) return false;
    std::error_code ec;
    auto time = std::filesystem::last_write_time(platform::PathFromUtf8(m_path), ec);
    if (ec) return true;  // gone or unreadable: not the file this document holds
    auto size = std::filesystem::file_size(platform::PathFromUtf8(m_path), ec);
    if (ec) return true;
    return time != m_diskTime || size != m_diskSize;
}

bool PackDocument::ReloadFromDisk(std::vector<content::Finding>* findings) {
    if (m_path.empty()) return false;
    std::optional<PackDocument> fresh = Open(m_path, findings);
    if (!fresh) return false;
    // The reload replaces the document as a whole: edits made before it belong
    // to a text that no longer exists, so the undo history goes too.
    *this = std::move(*fresh);
    return true;
}

void PackDocument::RememberDiskState() {
    std::error_code ec;
    m_diskTime = std::filesystem::last_write_time(platform::PathFromUtf8(m_path), ec);
    if (ec) m_diskTime = {};
    m_diskSize = std::filesystem::file_size(platform::PathFromUtf8(m_path), ec);
    if (ec) m_diskSize = 0;
}

}  // namespace chatur::editor
