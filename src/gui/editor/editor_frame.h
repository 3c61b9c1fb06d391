// The pack editor window, one per pack file, laid out like a translation
// editor: the pack's puzzles listed on the left (with a mark where the validator
// found something), the page of the selected entry on the right (the pack's own
// metadata, or the puzzle in a PuzzleEditor), and at the bottom the findings and
// the missing translations, each leading to its place. The validator (the same
// one `chatur-cli validate --strict` runs) re-runs a moment after every change;
// "Validate deeply" proves the mate puzzles on a worker thread.
//
// The window is a view on one PackDocument: every change goes through it, so
// undo/redo, the modified mark and saving (atomic, with a .bak) are the
// document's. A file changed on disk by another program is taken at once when
// there are no unsaved edits here, and asked about otherwise.
//
// The main window hooks in through two handlers: "Try it" (play a puzzle in the
// trainer as a learner would) and "saved" (its library picks the pack up).
#pragma once

#include <wx/frame.h>
#include <wx/timer.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/content/pack.h"
#include "core/editor/pack_document.h"
#include "gui/background_job.h"

class wxChoice;
class wxImageList;
class wxListCtrl;
class wxListEvent;
class wxSimplebook;
class wxSplitterWindow;
class wxStaticText;

namespace chatur::gui {

class FindingsPane;
class PackMetaPage;
class PuzzleEditor;

class EditorFrame : public wxFrame {
public:
    // Questions the window asks the author. Tests answer them through SetAsker
    // instead of a modal dialog.
    enum class Question {
        SaveChanges,     // closing with unsaved edits: Yes = save, No = discard
        TakeDiskVersion  // the file changed on disk while edits are unsaved
    };
    enum class Answer { Yes, No, Cancel };
    using Asker = std::function<Answer(Question, const wxString& message)>;
    using TryHandler =
        std::function<void(std::shared_ptr<const content::Pack>, const std::string& puzzleId)>;

    // A window on `doc`; `loadFindings` are the loader's findings when it was
    // opened (puzzles left out because they could not be read).
    EditorFrame(wxWindow* parent, editor::PackDocument doc,
                std::vector<content::Finding> loadFindings = {});
    ~EditorFrame() override;

    // Opens a pack file in a new window (or raises the window that has it);
    // nullptr with the reason when the file cannot be used.
    static EditorFrame* OpenFile(wxWindow* parent, const wxString& path, wxString* error);
    // The editor window of `path`, if one is open.
    static EditorFrame* FindFor(const wxString& path);
    // Asks for a variant and an id and opens a window on the new pack.
    static EditorFrame* NewPackWithDialog(wxWindow* parent);

    // Try it is offered from now on (for the puzzle shown too).
    void SetTryHandler(TryHandler handler);
    void SetSavedHandler(std::function<void(const std::string& path)> handler) {
        m_onSaved = std::move(handler);
    }
    void SetAsker(Asker asker) { m_asker = std::move(asker); }

    editor::PackDocument& Document() { return m_doc; }
    PackMetaPage* Meta() const { return m_meta; }
    PuzzleEditor* Puzzle() const { return m_puzzle; }
    FindingsPane* Findings() const { return m_findingsPane; }
    wxListCtrl* PuzzleList() const { return m_list; }

    // --- Commands (menus, toolbar and tests) ---
    bool Save();                        // Save As when the pack has no file yet
    bool SaveAs(const wxString& path);  // empty: asks for a file
    void UndoEdit();
    void RedoEdit();
    void StepHistory(bool redo);  // undo or redo, then show the result
    void AddPuzzle();
    void DuplicatePuzzle();
    void DeletePuzzle();
    void MovePuzzle(int delta);  // -1 up, +1 down
    void ShowPackPage();
    void ShowPuzzle(size_t index);
    std::optional<size_t> SelectedPuzzle() const;
    bool PackPageShown() const;
    void SetContentLanguage(const std::string& lang);
    const std::string& ContentLanguage() const { return m_lang; }
    // Validates at once (normally a moment after the last change).
    void ValidateNow();
    const std::vector<content::Finding>& CurrentFindings() const { return m_findings; }
    // Activating row `index` of the findings / missing translations list.
    void JumpToFinding(size_t index);
    void JumpToMissing(size_t index);
    void StartDeepValidation();
    void CancelDeepValidation();
    bool DeepValidationRunning() const { return m_deep.Running(); }
    // What the reload timer does: takes a changed file, or asks.
    void CheckDisk();
    // Plays the selected puzzle in the main window's trainer; false with the
    // reason in the status bar when it cannot be tried.
    bool TryIt();
    void Relabel();

    wxString SummaryText() const;  // "2 errors, 1 warning"
    wxString MessageText() const;  // the status bar's message

    // The document changed (the pages call this after each edit).
    void OnDocumentChanged();

private:
    void BuildMenuBar();
    void BuildToolBar();
    void BindEvents();
    void FillList();
    void UpdateMarks();
    void UpdateTitle();
    void UpdateCommands();
    void ShowSelection();
    void SelectRow(long row);
    void SyncLanguageSwitch();
    void SetMessage(const wxString& message);
    void ShowAfterReload(const wxString& message, const std::vector<content::Finding>& findings);
    void OnDeepProgress(int checked);
    void OnDeepValidated(std::optional<std::vector<content::Finding>> findings);
    void OnClose(wxCloseEvent& event);
    void CommitTyping();
    Answer Ask(Question question, const wxString& message);
    void ShowError(const wxString& message);
    wxString FileName() const;

    editor::PackDocument m_doc;
    std::vector<content::Finding> m_loadFindings;
    std::vector<content::Finding> m_findings;
    std::string m_lang = "en";
    wxString m_labelledIn;  // UI language the labels are in
    wxString m_message;
    bool m_updating = false;  // the list is being filled: selection events are ours
    bool m_askingAboutDisk = false;
    bool m_keptOwnVersion = false;  // the author chose their edits over the disk's
    TryHandler m_onTry;
    std::function<void(const std::string&)> m_onSaved;
    Asker m_asker;
    BackgroundJob m_deep;  // "Validate deeply" (editor::ValidateDeeply)
    int m_deepTotal = 0;   // puzzles the running deep check has to do
    bool m_deepShown = false;

    wxTimer m_validateTimer;
    wxTimer m_diskTimer;

    wxSplitterWindow* m_vertical;
    wxSplitterWindow* m_horizontal;
    wxListCtrl* m_list;
    wxImageList* m_marks;
    wxSimplebook* m_book;
    PackMetaPage* m_meta;
    PuzzleEditor* m_puzzle;
    FindingsPane* m_findingsPane;
    wxStaticText* m_langLabel;
    wxChoice* m_langChoice;
};

}  // namespace chatur::gui
