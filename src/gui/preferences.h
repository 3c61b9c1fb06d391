// The user's preferences (the display, and the external UCI engine): plain data with
// load/save through wxConfig.
// The dialog (preferences_dialog.*) and the View menu edit a copy and hand it to
// MainFrame::ApplyPreferences, which applies it at once and saves it.
#pragma once

#include <wx/string.h>

#include "core/search/uci_client.h"

class wxConfigBase;

namespace chatur::gui {

enum class XiangqiPieceStyle { Characters, Pictorial };
enum class MakrukBoardStyle { Traditional, Checkered };
// HighContrast: white squares, black lines and labels, for low vision.
enum class BoardTheme { Wood, Walnut, Slate, HighContrast };

// The text sizes offered, in percent of the system's: the text panes, the
// library and the board's coordinates grow with it.
inline constexpr int kTextScales[] = {100, 125, 150, 200};

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
    bool textBoard = false;        // View > Text board shown (for screen readers)
    int textScale = 100;           // one of kTextScales
    // An external UCI engine (Fairy-Stockfish, ...): the program, its arguments
    // (split at spaces; no quoting), and its think time per move in play mode.
    wxString enginePath;
    wxString engineArgs;
    int engineMoveTimeMs = 2000;
    // Training: the learner's rating stays out of sight; missed puzzles come
    // back for review on a schedule (opt-in).
    bool hideRating = false;
    bool spacedReview = false;

    bool operator==(const Preferences&) const = default;
};

// The engine command the preferences name; an empty path when none is set.
UciCommand EngineCommand(const Preferences& prefs);

Preferences LoadPreferences(wxConfigBase& config);
void SavePreferences(wxConfigBase& config, const Preferences& prefs);

}  // namespace chatur::gui
