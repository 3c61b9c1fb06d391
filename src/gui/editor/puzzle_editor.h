// The right-hand part of the pack editor window: everything about one puzzle.
// A board with a piece palette for setting up the position (place, remove,
// clear, start position, side to move, paste/copy FEN, the reason the position
// cannot be used shown as you edit) beside a notebook with the task, the texts,
// the details and the set-up as text (a text board whose commands put, remove
// and move pieces, for authors who use a screen reader).
//
// The task page holds the kind choice and one panel per task kind (move,
// legal, range, place, choice, count: *_task_panel.h), of which the puzzle's
// is shown; the texts (with the hints) and the details are pages of their own
// (puzzle_texts_page.h, puzzle_details_page.h). Each is a thin view over the
// core's editing rules (core/editor/task_edits.h, puzzle_edits.h): it edits
// through EditPuzzle, which stores the change as one labelled undo step in the
// PackDocument and tells the owner, so the window can re-run the validator and
// mark the document modified. The public methods below are what the event
// handlers call, so tests drive the panel exactly as a user does.
#pragma once

#include <wx/panel.h>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/content/task.h"
#include "core/editor/pack_document.h"
#include "core/rules/types.h"
#include "core/trainer/text_command.h"
#include "gui/board_painter.h"
#include "gui/editor/field_typing.h"
#include "gui/editor/task_kind_panel.h"

class wxButton;
class wxChoice;
class wxNotebook;
class wxRadioButton;
class wxSimplebook;
class wxStaticText;
class wxTextCtrl;

namespace chatur::gui {

class BoardView;
class MoveTaskPanel;
class PuzzleDetailsPage;
class PuzzleTextsPage;
class SetupPalette;
class TextBoardPanel;

class PuzzleEditor : public wxPanel, private PuzzleEditHost {
public:
    explicit PuzzleEditor(wxWindow* parent);
    ~PuzzleEditor() override;

    // Shows puzzle `index` of `doc`'s pack (nothing: an empty page saying to add
    // or pick a puzzle). `doc` outlives the panel or is replaced by another call.
    void ShowPuzzle(editor::PackDocument* doc, std::optional<size_t> index);
    std::optional<size_t> PuzzleIndex() const { return m_index; }
    // After undo/redo or a reload: shows the document's current state again.
    void ShowAgain();

    // The language whose texts are being edited ("en", "id", "de", "th").
    void SetContentLanguage(const std::string& lang);
    void SetChangeHandler(std::function<void()> handler) { m_onChange = std::move(handler); }
    // Labels again after a UI language switch.
    void Relabel();

    BoardView* Board() const { return m_board; }
    // The main window's board preferences (theme, piece style, coordinates).
    void SetLook(const BoardLook& look);
    // Stores a text still being typed and ends its undo step (FieldTyping):
    // the window calls it before undo, save and Try it.
    void CommitPendingText();

    // The panel of a task kind, or the texts or details page, by its class
    // (MoveTaskPanel, ChoiceTaskPanel, PuzzleTextsPage, ...).
    template <class Page>
    Page* GetPage() const {
        for (wxWindow* page : m_pages)
            if (auto* p = dynamic_cast<Page*>(page)) return p;
        return nullptr;
    }

    // --- Entry points of the controls (also used by tests) ---
    // Position set-up: the palette piece (Piece::None = eraser) put by clicks.
    void SelectPalettePiece(Piece piece);
    Piece PalettePiece() const;
    void ClickSetupSquare(Square square);         // place / remove as the palette says
    void RemoveSetupPiece(Square square);         // right click
    void MoveSetupPiece(Square from, Square to);  // drag on the board
    void FlipBoard();  // the side shown at the bottom, for the learner too
    void ClearBoard();
    void SetStartPosition();
    void SetSideToMove(Color side);
    bool PasteFen(const std::string& fen, wxString* error = nullptr);
    // The problem with the position in words; empty when it can be used.
    wxString PositionProblemText() const;
    // The set-up as text (View > Text board): its page shown and its command
    // line focused; false when no puzzle is shown.
    bool ShowTextBoard();
    TextBoardPanel* TextBoard() const { return m_textBoard; }

    // Task: the kind (a new task with the engine's answers), and a warning
    // about the task as it stands (no line yet, a line no longer legal, no count
    // possible, ...); empty when the task looks complete.
    void SetTaskKind(content::TaskKind kind);
    wxString TaskProblemText() const;
    // A line is being recorded on the board (MoveTaskPanel).
    bool IsRecording() const;

    // Picking squares on the board for a task or a hint.
    using BoardPick = gui::BoardPick;
    void StartBoardPick(BoardPick pick) override;
    BoardPick CurrentPick() const override { return m_pick; }

private:
    // PuzzleEditHost, for the pages.
    const content::Puzzle* Current() const override;
    const content::Pack& CurrentPack() const override { return m_doc->GetPack(); }
    std::string Profile() const override;
    const std::string& ContentLanguage() const override { return m_lang; }
    bool EditPuzzle(std::string_view label, const std::function<bool(content::Puzzle&)>& edit,
                    std::string_view mergeKey = {}) override;
    void ShowState() override { Fill(); }
    void ShowBoard() override;
    FieldTyping& Typing() override { return m_typing; }

    // A one-line label (ellipsized) with its whole text as the tooltip.
    static void SetLine(wxStaticText* label, const wxString& text);
    // Construction of the parts (puzzle_editor_layout.cpp).
    wxWindow* BuildSetupColumn(wxWindow* parent);
    wxWindow* BuildTaskPage(wxWindow* parent);
    std::vector<TaskKindPanel*> TaskPanels() const;

    // Showing the state (each fills its controls from the document).
    void Fill();
    void FillSetup();
    void FillTask();

    // The set-up board: an edit on a copy of the position, stored when it
    // changed (with the engine's answers filled in again).
    template <class F>
    void EditSetup(F&& edit);
    void OnBoardSquare(Square square);
    void OnPickSquare(Square square);
    void OnRecordResult(const ClickResult& result);
    // The text board: a set-up command carried out, and what to announce; the
    // status line (side to move, then the position's problem).
    wxString RunSetupCommand(const TextCommand& command);
    wxString SetupStatusLine() const;

    editor::PackDocument* m_doc = nullptr;
    std::optional<size_t> m_index;
    std::string m_lang = "en";
    std::function<void()> m_onChange;
    FieldTyping m_typing;
    bool m_filling = false;  // controls are being filled: their events are not edits

    BoardView* m_board = nullptr;
    BoardLook m_look;
    SetupPalette* m_palette = nullptr;
    BoardPick m_pick = BoardPick::None;
    Square m_pickFrom = kNoSquare;

    // Set-up column.
    wxWindow* m_content = nullptr;  // everything but the empty message
    wxStaticText* m_empty = nullptr;
    wxButton* m_clear = nullptr;
    wxButton* m_start = nullptr;
    wxButton* m_flip = nullptr;
    wxRadioButton* m_sideWhite = nullptr;
    wxRadioButton* m_sideBlack = nullptr;
    wxStaticText* m_fenLabel = nullptr;
    wxTextCtrl* m_fen = nullptr;
    wxButton* m_copyFen = nullptr;
    wxStaticText* m_problem = nullptr;
    wxStaticText* m_boardHelp = nullptr;

    wxNotebook* m_notebook = nullptr;
    // Task page: the kind, one panel per kind (in TaskKind order), the problem.
    wxStaticText* m_kindLabel = nullptr;
    wxChoice* m_kind = nullptr;
    wxSimplebook* m_taskBook = nullptr;
    wxStaticText* m_taskProblem = nullptr;
    MoveTaskPanel* m_movePanel = nullptr;
    PuzzleTextsPage* m_texts = nullptr;
    PuzzleDetailsPage* m_details = nullptr;
    std::vector<wxWindow*> m_pages;         // the task panels, then texts and details
    TextBoardPanel* m_textBoard = nullptr;  // the notebook's last page
};

}  // namespace chatur::gui
