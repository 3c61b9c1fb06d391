#include "gui/editor/task_kind_panel.h"

namespace chatur::gui {

TaskKindPanel::TaskKindPanel(wxWindow* parent, PuzzleEditHost& host)
    : wxPanel(parent), m_host(host) {}

bool TaskKindPanel::OnBoardPick(BoardPick, Square, Square) {
    return true;
}

void TaskKindPanel::Annotate(const content::Puzzle&, BoardAnnotations&) const {}

void TaskKindPanel::TogglePick(BoardPick pick) {
    m_host.StartBoardPick(m_host.CurrentPick() == pick ? BoardPick::None : pick);
}

}  // namespace chatur::gui
