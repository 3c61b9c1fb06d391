// The `place` task's page: the piece to put and the condition its square must
// meet (and, for "reaches a square", the target picked on the board); the
// engine fills in the squares that meet it.
#pragma once

#include <vector>

#include "gui/editor/task_kind_panel.h"

class wxButton;
class wxChoice;
class wxStaticText;

namespace chatur::gui {

class PlaceTaskPanel : public TaskKindPanel {
public:
    PlaceTaskPanel(wxWindow* parent, PuzzleEditHost& host);

    content::TaskKind Kind() const override { return content::TaskKind::Place; }
    void Relabel() override;
    void Load(const content::Puzzle& puzzle) override;
    bool OnBoardPick(BoardPick pick, Square from, Square square) override;
    void Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const override;

    // Piece, condition (and target); the squares are filled by the engine.
    void SetPlace(Piece piece, content::PlaceCondition condition, Square target = kNoSquare);

private:
    void OnChoice();

    wxStaticText* m_pieceLabel = nullptr;
    wxChoice* m_piece = nullptr;
    wxStaticText* m_conditionLabel = nullptr;
    wxChoice* m_condition = nullptr;
    wxButton* m_pickTarget = nullptr;
    wxStaticText* m_squares = nullptr;
    std::vector<Piece> m_pieces;  // of the piece choice, in its order
};

}  // namespace chatur::gui
