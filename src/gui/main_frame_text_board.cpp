// View > Text board: showing and hiding the text board under the main board (and
// under the drills' board when that window is open).
#include "gui/board_view.h"
#include "gui/drill_frame.h"
#include "gui/main_frame.h"
#include "gui/text_board_panel.h"

namespace chatur::gui {

void MainFrame::ShowTextBoard(bool show) {
    m_textBoard->Show(show);
    m_board->GetParent()->Layout();
    if (show) m_textBoard->FocusCommandLine();
    if (m_prefs.textBoard != show) {
        m_prefs.textBoard = show;
        if (m_config) SavePreferences(*m_config, m_prefs);
    }
    SyncMenuChecks();
    if (auto* drills = dynamic_cast<DrillFrame*>(FindWindowByName("endgame-drills", this)))
        drills->ShowTextBoard(show);
}

}  // namespace chatur::gui
