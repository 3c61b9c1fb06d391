// MainFrame's entry to the endgame drills (Game > Endgame drills...).
#include "gui/board_view.h"
#include "gui/drill_frame.h"
#include "gui/main_frame.h"

namespace chatur::gui {

DrillFrame* MainFrame::OpenEndgameDrills(bool fixedSeeds) {
    if (auto* open =
            dynamic_cast<DrillFrame*>(wxWindow::FindWindowByName("endgame-drills", this))) {
        open->Raise();
        return open;
    }
    auto* drills = new DrillFrame(this, m_tablebase, LookFrom(m_prefs),
                                  m_board->Interaction().GetVariant().id, fixedSeeds);
    drills->ShowTextBoard(m_prefs.textBoard);
    drills->Show();
    return drills;
}

}  // namespace chatur::gui
