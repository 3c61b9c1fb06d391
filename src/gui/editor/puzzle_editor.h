// The right-hand part of the pack editor window: everything about one puzzle.
// A board with a piece palette for setting up the position (place, remove,
// clear, start position, side to move, paste/copy FEN, the reason the position
// cannot be used shown as you edit), recording the solution by playing it on the
// same board (both sides; accepted alternatives; or a goal: mate / promote / win
// material in N), the task of each kind built visually with the engine filling
// in answers (task_builder.h), the texts (question, graded hints, explanation,
// criteria) in the content language chosen in the editor window, and the
// details (id, grade, stage, tags, rule profile, source).
//
// Every change goes through PackDocument::Edit() and is reported to the owner
// through the change handler, so the window can re-run the validator and mark
// the document modified. The public methods below are what the event handlers
// call, so tests drive the panel exactly as a user does.
#pragma once

#include <wx/panel.h>
#include <wx/timer.h>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/content/task.h"
#include "core/editor/pack_document.h"
#include "core/editor/task_builder.h"
#include "core/rules/types.h"
#include "gui/board_painter.h"

class wxButton;
class wxCheckBox;
class wxChoice;
class wxListBox;
class wxNotebook;
class wxRadioButton;
class wxSimplebook;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace chatur::gui {

class BoardView;
class SetupPalette;

class PuzzleEditor : public wxPanel {
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
    // Stores a text still being typed as one undo step. Texts are committed when
    // their field loses focus, on Enter, after a pause in typing, and here: the
    // window calls it before undo, save and Try it.
    void CommitPendingText();

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

    // Task.
    void SetTaskKind(content::TaskKind kind);
    // Solution recording for `move` tasks: start records a new accepted line
    // from the puzzle's position; board clicks then play moves for both sides;
    // finish stores it (false when it does not end with the solver's move).
    void StartRecording();
    bool FinishRecording();
    void CancelRecording();
    bool IsRecording() const { return m_recorder != nullptr; }
    void UndoRecordedMove();
    void DeleteLine(size_t index);
    void SetGoal(content::MoveGoal goal, int moves);
    void SetMaterialGain(int points);
    // Runs FindGoalLines in the background; the lines found are offered with
    // AddFoundLines (only lines not accepted yet are added).
    void FindSolutions();
    bool SearchRunning() const { return m_searching; }
    const std::vector<editor::GoalLine>& FoundLines() const { return m_found; }
    void AddFoundLines();

    // Picking squares on the board for a task or a hint: the next click(s) on
    // the board go to the pick instead of the set-up (LegalMove and HintMove
    // take two clicks, from then to).
    enum class BoardPick { None, LegalMove, RangePiece, PlaceTarget, HintPiece, HintMove };
    void StartBoardPick(BoardPick pick);
    BoardPick CurrentPick() const { return m_pick; }
    // `legal`: from/to picked on the board; the engine states the verdict.
    void SetLegalMove(Square from, Square to);
    // `range`: the piece whose range is asked (the engine fills the squares).
    void SetRangeSquare(Square square);
    // `place`: piece, condition (and target), squares filled by the engine.
    void SetPlace(Piece piece, content::PlaceCondition condition, Square target = kNoSquare);
    // `choice`: options (text in the content language) with feedback.
    void AddChoiceOption(const std::string& label, bool correct, const std::string& feedback);
    void SetChoiceOption(size_t index, const std::string& label, bool correct,
                         const std::string& feedback);
    void RemoveChoiceOption(size_t index);
    // `count`: which of the engine's answers are asked.
    void SetCountQuestions(bool kind, bool side, bool start, bool limit);
    // A warning about the task as it stands (no line yet, a line no longer
    // legal, no count possible, ...); empty when the task looks complete.
    wxString TaskProblemText() const;

    // Texts in the content language: "question", "explanation", "criteria",
    // "hint-nudge".
    void SetText(const std::string& field, const std::string& text);
    void SetDetails(const std::string& id, int grade, content::Stage stage,
                    const std::string& tags);
    // The hints shown as a piece and as a move (kNoSquare removes the hint).
    void SetPieceHint(Square square);
    void SetMoveHint(Square from, Square to);
    // Rule profile short name; empty for the pack's default.
    void SetProfile(const std::string& profile);
    void SetSource(const std::string& source);

private:
    // A one-line label (ellipsized) with its whole text as the tooltip.
    static void SetLine(wxStaticText* label, const wxString& text);
    // Construction of the parts (puzzle_editor_layout.cpp).
    wxWindow* BuildSetupColumn(wxWindow* parent);
    wxWindow* BuildTaskPage(wxWindow* parent);
    wxWindow* BuildTextsPage(wxWindow* parent);
    wxWindow* BuildDetailsPage(wxWindow* parent);
    void BindTextField(wxTextCtrl* ctrl);

    // The puzzle shown, or nullptr; Change() records an undo step and returns it
    // for changing; Changed() shows the result and tells the owner.
    const content::Puzzle* Current() const;
    content::Puzzle& Change(std::string_view label = {});
    void Changed();
    std::string Profile() const;  // the puzzle's profile, else the pack's
    void CommitText(wxTextCtrl* ctrl);

    // Showing the state (each fills its controls from the document).
    void Fill();
    void FillSetup();
    void FillTask();
    void FillMovePage();
    void FillCountPage();
    void FillChoicePage();
    void FillTexts();
    void FillDetails();
    void ShowBoard();
    void SetValue(wxTextCtrl* ctrl, const wxString& value);

    // The set-up board: an edit on a copy of the position, stored when it
    // changed (with the engine's answers filled in again).
    template <class F>
    void EditSetup(F&& edit);
    void OnBoardSquare(Square square);
    void OnPickSquare(Square square);
    void OnRecordResult(const ClickResult& result);
    void OnSolutionsFound(unsigned generation, std::vector<editor::GoalLine> lines);

    editor::PackDocument* m_doc = nullptr;
    std::optional<size_t> m_index;
    std::string m_lang = "en";
    std::function<void()> m_onChange;
    BoardView* m_board = nullptr;

    BoardLook m_look;
    SetupPalette* m_palette = nullptr;
    BoardPick m_pick = BoardPick::None;
    Square m_pickFrom = kNoSquare;
    std::unique_ptr<editor::LineRecorder> m_recorder;
    std::string m_recordFen;  // the position the line being recorded starts from
    std::vector<editor::GoalLine> m_found;
    bool m_searching = false;
    unsigned m_searchGeneration = 0;
    std::shared_ptr<bool> m_alive;  // cleared on destruction; the search thread checks it

    // A text field typed into but not stored yet, and the pause timer.
    wxTextCtrl* m_pending = nullptr;
    wxTimer m_commitTimer;
    bool m_filling = false;  // controls are being filled: their events are not edits

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
    // Task page.
    wxStaticText* m_kindLabel = nullptr;
    wxChoice* m_kind = nullptr;
    wxSimplebook* m_taskBook = nullptr;
    wxStaticText* m_taskProblem = nullptr;
    // move
    wxStaticText* m_linesLabel = nullptr;
    wxListBox* m_lines = nullptr;
    wxButton* m_record = nullptr;
    wxButton* m_undoMove = nullptr;
    wxButton* m_finish = nullptr;
    wxButton* m_cancel = nullptr;
    wxButton* m_deleteLine = nullptr;
    wxStaticText* m_recording = nullptr;
    wxStaticText* m_goalLabel = nullptr;
    wxChoice* m_goal = nullptr;
    wxStaticText* m_goalMovesLabel = nullptr;
    wxSpinCtrl* m_goalMoves = nullptr;
    wxStaticText* m_gainLabel = nullptr;
    wxSpinCtrl* m_gain = nullptr;
    wxButton* m_find = nullptr;
    wxStaticText* m_foundText = nullptr;
    wxButton* m_addFound = nullptr;
    // legal
    wxButton* m_pickLegal = nullptr;
    wxStaticText* m_legalText = nullptr;
    // range
    wxButton* m_pickRange = nullptr;
    wxStaticText* m_rangeText = nullptr;
    // place
    wxStaticText* m_placePieceLabel = nullptr;
    wxChoice* m_placePiece = nullptr;
    wxStaticText* m_placeConditionLabel = nullptr;
    wxChoice* m_placeCondition = nullptr;
    wxButton* m_pickTarget = nullptr;
    wxStaticText* m_placeText = nullptr;
    std::vector<Piece> m_placePieces;
    // choice
    wxListBox* m_options = nullptr;
    wxStaticText* m_optionLabelLabel = nullptr;
    wxTextCtrl* m_optionLabel = nullptr;
    wxStaticText* m_optionFeedbackLabel = nullptr;
    wxTextCtrl* m_optionFeedback = nullptr;
    wxCheckBox* m_optionCorrect = nullptr;
    wxButton* m_addOption = nullptr;
    wxButton* m_removeOption = nullptr;
    int m_optionShown = -1;  // the option whose texts the fields hold
    // count
    wxStaticText* m_countText = nullptr;
    wxCheckBox* m_countKind = nullptr;
    wxCheckBox* m_countSide = nullptr;
    wxCheckBox* m_countStart = nullptr;
    wxCheckBox* m_countLimit = nullptr;

    // Texts page.
    wxStaticText* m_langNote = nullptr;
    wxStaticText* m_questionLabel = nullptr;
    wxTextCtrl* m_question = nullptr;
    wxStaticText* m_explanationLabel = nullptr;
    wxTextCtrl* m_explanation = nullptr;
    wxStaticText* m_criteriaLabel = nullptr;
    wxTextCtrl* m_criteria = nullptr;
    wxStaticText* m_nudgeLabel = nullptr;
    wxTextCtrl* m_nudge = nullptr;
    wxStaticText* m_pieceHintText = nullptr;
    wxButton* m_pickPieceHint = nullptr;
    wxButton* m_clearPieceHint = nullptr;
    wxStaticText* m_moveHintText = nullptr;
    wxButton* m_pickMoveHint = nullptr;
    wxButton* m_clearMoveHint = nullptr;

    // Details page.
    wxStaticText* m_idLabel = nullptr;
    wxTextCtrl* m_id = nullptr;
    wxStaticText* m_gradeLabel = nullptr;
    wxSpinCtrl* m_grade = nullptr;
    wxStaticText* m_stageLabel = nullptr;
    wxChoice* m_stage = nullptr;
    wxStaticText* m_tagsLabel = nullptr;
    wxTextCtrl* m_tags = nullptr;
    wxStaticText* m_profileLabel = nullptr;
    wxChoice* m_profile = nullptr;
    std::vector<std::string> m_profileNames;  // "" first: the pack's default
    wxStaticText* m_sourceLabel = nullptr;
    wxTextCtrl* m_source = nullptr;
};

}  // namespace chatur::gui
