// The user's display preferences: plain data with load/save through wxConfig.
// The dialog (preferences_dialog.*) and the View menu edit a copy and hand it to
// MainFrame::ApplyPreferences, which applies it at once and saves it.
#pragma once

#include <wx/string.h>

class wxConfigBase;

namespace chatur::gui {

enum class XiangqiPieceStyle { Characters, Pictorial };
enum class MakrukBoardStyle { Traditional, Checkered };
enum class BoardTheme { Wood, Walnut, Slate };

struct Preferences {
    wxString language;  // "" = follow the system on first start
    XiangqiPieceStyle xiangqiPieces = XiangqiPieceStyle::Characters;
    MakrukBoardStyle makrukBoard = MakrukBoardStyle::Traditional;
    BoardTheme theme = BoardTheme::Wood;
    bool coordinates = true;
    bool destinationDots = true;
    bool flipped = false;
    bool animateMoves = true;
    bool thaiSquareNames = false;  // Makruk squares as ก๑..ญ๘ when the UI speaks Thai

    bool operator==(const Preferences&) const = default;
};

Preferences LoadPreferences(wxConfigBase& config);
void SavePreferences(wxConfigBase& config, const Preferences& prefs);

}  // namespace chatur::gui
