// A pack open in the editor: the Pack being edited, the file it belongs to, the
// text it was loaded from (so Save keeps the layout and comments of unchanged
// puzzles, pack_writer.h), whether it has unsaved changes, undo/redo, and the
// findings of the same validator `chatur-cli validate` runs. No wx: the GUI's
// editor window (gui/editor/) is a view on one PackDocument.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/content/diagnostics.h"
#include "core/content/pack.h"
#include "core/platform/atomic_file.h"

namespace chatur::editor {

// One text the pack promises in a language but lacks.
struct MissingText {
    std::string itemId;  // puzzle or lesson id; empty for the pack's own title/description
    std::string field;   // "title", "description", "question", "explanation",
                         // "criteria", "hint 2", "option b label", ...
    std::vector<std::string> languages;  // the missing ones, in the pack's order
};

struct ValidateRequest {
    bool strict = true;  // missing translations are errors (as a pack meant to ship)
    bool deep = false;   // also prove mate puzzles with the solver (slow)
    int deepMsPerPuzzle = 5000;
};

class PackDocument {
public:
    // A new, unsaved pack: id, variant, the variant's usual profile, version
    // "1.0", all four languages, English title "Untitled pack", no puzzles.
    PackDocument(const Variant& variant, std::string packId);

    // Loads a pack file. Nothing (and the loader's findings in `findings`) when
    // the file cannot be used as a whole; a pack with broken puzzles opens with
    // those puzzles left out and their findings reported.
    static std::optional<PackDocument> Open(const std::string& path,
                                            std::vector<content::Finding>* findings = nullptr);

    const content::Pack& GetPack() const { return m_pack; }
    // Every change goes through Edit(): it records an undo step and marks the
    // document modified. Call once per user action, before changing the pack.
    // `label` names the step ("set-goal", "refill-answers"; a stable key the
    // GUI may word) for UndoLabel/RedoLabel; empty for an unnamed step.
    // `mergeKey`: an edit with the same non-empty key as the edit just before it
    // (no other edit, undo or redo in between) joins that edit's step, so that
    // typing in one field is one step however often it is stored.
    content::Pack& Edit(std::string_view label = {}, std::string_view mergeKey = {});
    const std::string& Path() const { return m_path; }  // empty until saved
    bool Modified() const { return m_modified; }

    bool CanUndo() const;
    bool CanRedo() const;
    void Undo();
    void Redo();
    // The label of the step Undo (Redo) would take back (do again); empty when
    // there is none or it has no label.
    std::string_view UndoLabel() const;
    std::string_view RedoLabel() const;

    // Puzzles. AddPuzzle appends a new puzzle (a fresh id "<pack id>.<nn>", the
    // variant's start position, a `move` task with no line yet, grade 1, stage
    // rules, the pack's profile) and returns its index.
    size_t AddPuzzle();
    size_t DuplicatePuzzle(size_t index);  // the copy gets a fresh id, placed after
    void RemovePuzzle(size_t index);
    void MovePuzzle(size_t from, size_t to);
    std::optional<size_t> FindPuzzleIndex(const std::string& puzzleId) const;
    // A puzzle id not used in the pack yet, "<pack id>.<nn>" with nn from 01.
    std::string FreshPuzzleId() const;

    // Saves to Path() (SaveAs first when empty): atomic, the old file kept as
    // <path>.bak, layout of unchanged items kept. Clears Modified() on success.
    [[nodiscard]] std::optional<platform::WriteError> Save();
    [[nodiscard]] std::optional<platform::WriteError> SaveAs(const std::string& path);

    // The pack as the file Save would write.
    std::string Xml() const;

    // Runs the loader on Xml() and the validator on the result, exactly as
    // `chatur-cli validate [--strict] [--deep]` would on the saved file. Findings
    // carry the item id; `path` is Path() (or "untitled.xml").
    std::vector<content::Finding> Validate(const ValidateRequest& request = {}) const;

    // Ids of the puzzles and lessons the loader would leave out when the saved
    // file is opened again (a `move` task with no line yet, ...), in pack order:
    // saving them is fine, but they would be lost on reopening, so the GUI warns.
    std::vector<std::string> DroppedOnLoad() const;

    // Every text missing in a language the pack promises, pack first, then the
    // lessons and puzzles in order.
    std::vector<MissingText> MissingTranslations() const;

    // True when the file at Path() was changed on disk since it was loaded or
    // saved here (another editor). ReloadFromDisk() takes the file's content
    // (dropping unsaved edits; the caller asks first) and returns the loader's
    // findings; false when the file could not be used (the document is kept).
    bool ChangedOnDisk() const;
    bool ReloadFromDisk(std::vector<content::Finding>* findings = nullptr);

private:
    void RememberDiskState();

    content::Pack m_pack;
    std::string m_path;
    std::optional<std::string> m_original;  // text loaded from / last saved to disk
    bool m_modified = false;
    // One undo (redo) step: the pack as it was before (after) the labelled edit.
    struct Step {
        content::Pack pack;
        std::string label;
    };
    std::vector<Step> m_undo;
    std::vector<Step> m_redo;
    std::string m_mergeKey;  // of the last edit, while the next one may join its step
    std::filesystem::file_time_type m_diskTime{};
    uintmax_t m_diskSize = 0;
};

}  // namespace chatur::editor
