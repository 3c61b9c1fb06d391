// The `legal` task's page: the move is picked on the board (two clicks), the
// engine states whether it is legal.
#pragma once

#include "gui/editor/task_kind_panel.h"

class wxButton;
class wxStaticText;

namespace chatur::gui {

class LegalTaskPanel : public TaskKindPanel {
public:
    LegalTaskPanel(wxWindow* parent, PuzzleEditHost& host);

    content::TaskKind Kind() const override { return content::TaskKind::Legal; }
    void Relabel() override;
    void Load(const content::Puzzle& puzzle) override;
    bool OnBoardPick(BoardPick pick, Square from, Square square) override;
    void Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const override;

    // from/to picked on the board; the engine states the verdict.
    void SetLegalMove(Square from, Square to);

private:
    wxButton* m_pick = nullptr;
    wxStaticText* m_verdict = nullptr;
};

}  // namespace chatur::gui
