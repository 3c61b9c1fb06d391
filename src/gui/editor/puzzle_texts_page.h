// The puzzle editor's texts page: question, explanation, criteria and the
// first hint in words, in the content language (the English text as a tooltip
// where another language is edited), and the other two hints -- the piece and
// the move -- picked on the board and drawn there while this page is shown.
#pragma once

#include <wx/scrolwin.h>

#include <string>

#include "gui/editor/task_kind_panel.h"

class wxButton;
class wxStaticText;
class wxTextCtrl;

namespace chatur::gui {

class PuzzleTextsPage : public wxScrolledWindow {
public:
    PuzzleTextsPage(wxWindow* parent, PuzzleEditHost& host);

    void Relabel();
    void Load(const content::Puzzle& puzzle);
    // A square picked on the board for a hint (`from`: the move's first click).
    void OnBoardPick(BoardPick pick, Square from, Square square);
    void Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const;

    // Texts in the content language: "question", "explanation", "criteria",
    // "hint-nudge".
    void SetText(const std::string& field, const std::string& text);
    // The hints shown as a piece and as a move (kNoSquare removes the hint).
    void SetPieceHint(Square square);
    void SetMoveHint(Square from, Square to);

private:
    void StoreText(const std::string& field, const std::string& text, const std::string& mergeKey);

    PuzzleEditHost& m_host;
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
};

}  // namespace chatur::gui
