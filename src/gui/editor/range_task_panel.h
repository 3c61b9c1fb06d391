// The `range` task's page: the piece is picked on the board, the engine fills
// in the squares it can move to.
#pragma once

#include "gui/editor/task_kind_panel.h"

class wxButton;
class wxStaticText;

namespace chatur::gui {

class RangeTaskPanel : public TaskKindPanel {
public:
    RangeTaskPanel(wxWindow* parent, PuzzleEditHost& host);

    content::TaskKind Kind() const override { return content::TaskKind::Range; }
    void Relabel() override;
    void Load(const content::Puzzle& puzzle) override;
    bool OnBoardPick(BoardPick pick, Square from, Square square) override;
    void Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const override;

    // The piece whose range is asked (the engine fills the squares).
    void SetRangeSquare(Square square);

private:
    wxButton* m_pick = nullptr;
    wxStaticText* m_squares = nullptr;
};

}  // namespace chatur::gui
