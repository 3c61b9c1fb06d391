// The library on the left: "Continue where I left off", then each game with
// free play, its lessons and its puzzle packs (pack -> stage -> puzzle), as
// found in the bundled lessons/ and puzzles/ folders and in files the user
// opened. Progress shows as badges: an icon per puzzle and lesson (solved at
// the first try, solved with help or after a mistake, failed, not tried) and
// the share solved per pack and stage; a second, hairline column words each badge
// for screen readers ("solved with help"), and a title cut off at the pane's edge
// shows whole as the row's tooltip. Reload() picks up files that appeared
// or changed on disk. Clicking an entry, or Enter on it, calls the handler with
// what to open; the arrow keys only move the selection. The tree is a native
// one (wxDataViewTreeCtrl, a GtkTreeView on Linux), so that screen readers see
// its entries and their names (docs/accessibility.md).
#pragma once

#include <wx/dataview.h>
#include <wx/panel.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/content/pack_library.h"
#include "core/content/puzzle.h"
#include "core/progress/progress_store.h"

class wxStaticText;

namespace chatur::gui {

class LibraryStore;

struct LibraryEntry {
    enum class Kind {
        FreePlay,
        Pack,
        Stage,
        Puzzle,
        Lesson,
        Mistakes,
        Continue,
        // Training, per game: rated puzzles, the review session, streak mode,
        // the daily puzzle and the dashboard.
        Train,
        Review,
        Streak,
        Daily,
        Dashboard,
        // The game's home page: its lessons in order and Start here / Continue.
        Home
    };
    Kind kind = Kind::FreePlay;
    VariantId variant = VariantId::Makruk;
    std::string path;    // the pack's file
    std::string itemId;  // Puzzle, Lesson
    std::optional<content::Stage> stage;
    int number = 0;  // Puzzle: its place in the pack's order, from 1
};

// What the library says about a game's training.
struct LibraryTraining {
    std::optional<int> rating;  // nothing when hidden
    bool review = false;        // spaced review is on
    int due = 0;                // puzzles due for review
    int bestStreak = 0;
};

class LibraryPane : public wxPanel {
public:
    LibraryPane(wxWindow* parent, PackLibrary* packs, const progress::ProgressStore* store);
    ~LibraryPane() override;

    void SetHandler(std::function<void(const LibraryEntry&)> handler) {
        m_handler = std::move(handler);
    }
    // Where the training entries get their figures.
    void SetTrainingSource(std::function<LibraryTraining(VariantId)> source) {
        m_training = std::move(source);
    }
    // Scans the content folders; rebuilds the tree when a file appeared,
    // changed or went, or when `force` (a language switch). True if rebuilt.
    bool Reload(bool force = false);
    // Labels and icons again from the progress store (after an attempt).
    void UpdateBadges();
    // Adds a file the user opened (kept across reloads).
    void AddUserFile(const std::string& path);
    // Marks the entry of an item as selected without opening it; with no such
    // entry (a puzzle tried from the pack editor) nothing is selected.
    void ShowItem(const std::string& itemId);
    // The same for an entry without an item: a game's home page, free play, a
    // kind of training.
    void ShowEntry(LibraryEntry::Kind kind, VariantId variant);
    // The entries' and the heading's size in percent of the system font's.
    void SetTextScale(int percent);
    // Every content file the library looks at.
    std::vector<std::string> Files() const;

    wxDataViewTreeCtrl* Tree() const { return m_tree; }
    const std::vector<LibraryEntry>& Entries() const { return m_entries; }
    // The tree label of the entry for `itemId` (tests).
    wxString LabelOf(const std::string& itemId) const;
    int IconOf(const std::string& itemId) const;
    // The badge of that entry in words, as screen readers read it (tests).
    wxString StateOf(const std::string& itemId) const;
    // The tree label of Entries()[index].
    wxString EntryLabel(size_t index) const;
    // The tree item of Entries()[index] (tests).
    wxDataViewItem EntryItem(size_t index) const;

private:
    void Rebuild();
    void OnSelected(wxDataViewEvent& event);
    wxDataViewItem Add(const wxDataViewItem& parent, const wxString& label, LibraryEntry entry);
    wxDataViewItem AddFolder(const wxDataViewItem& parent, const wxString& label);
    void SetIcon(size_t index, int icon);
    // Selects the first entry `wanted` accepts, quietly (it opens nothing).
    void SelectFirst(const std::function<bool(const LibraryEntry&)>& wanted);

    PackLibrary* m_packs;
    const progress::ProgressStore* m_store;
    wxStaticText* m_heading;
    wxFont m_baseFont;  // the system's, before any scaling
    wxDataViewTreeCtrl* m_tree;
    LibraryStore* m_model;                 // the tree's model, owned by the tree
    std::vector<wxBitmapBundle> m_badges;  // indexed by Badge
    std::vector<LibraryEntry> m_entries;   // indexed by the items' data
    std::vector<wxDataViewItem> m_items;   // the tree item of each entry
    std::vector<int> m_icons;              // the Badge shown by each entry, or -1
    std::vector<std::string> m_userFiles;
    std::function<void(const LibraryEntry&)> m_handler;
    std::function<LibraryTraining(VariantId)> m_training;
    bool m_quiet = false;           // selection changes made by code open nothing
    bool m_selectingByKey = false;  // the arrow keys select; Enter or a click opens
};

// Bundled XML files under <root>/lessons (and its subfolders) and <root>/puzzles,
// but not the mined pools of <root>/puzzles/pool: those are offered through
// training (by theme and difficulty), not as thousands of library entries.
std::vector<std::string> BundledContentFiles();
// The mined pools: XML files under <root>/puzzles/pool.
std::vector<std::string> PoolContentFiles();

// Icons of the library's badges.
enum class Badge { None, FirstTry, Helped, Failed, Finished, Partial };

}  // namespace chatur::gui
