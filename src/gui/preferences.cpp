#include "gui/preferences.h"

#include <wx/confbase.h>
#include <wx/tokenzr.h>

#include <algorithm>

namespace chatur::gui {

namespace {

template <typename E>
E ReadEnum(wxConfigBase& c, const wxString& key, E fallback, int count) {
    long v = c.ReadLong(key, long(fallback));
    return (v >= 0 && v < count) ? E(v) : fallback;
}

}  // namespace

UciCommand EngineCommand(const Preferences& prefs) {
    UciCommand command;
    command.path = prefs.enginePath.Strip(wxString::both).utf8_string();
    wxStringTokenizer words(prefs.engineArgs, " \t", wxTOKEN_STRTOK);
    while (words.HasMoreTokens()) command.args.push_back(words.GetNextToken().utf8_string());
    return command;
}

Preferences LoadPreferences(wxConfigBase& c) {
    Preferences p;
    p.language = c.Read("/View/Language", wxString());
    p.xiangqiPieces = ReadEnum(c, "/View/XiangqiPieces", p.xiangqiPieces, 2);
    p.makrukBoard = ReadEnum(c, "/View/MakrukBoard", p.makrukBoard, 2);
    p.theme = ReadEnum(c, "/View/Theme", p.theme, 4);
    p.coordinates = c.ReadBool("/View/Coordinates", p.coordinates);
    p.destinationDots = c.ReadBool("/View/DestinationDots", p.destinationDots);
    p.flipped = c.ReadBool("/View/Flipped", p.flipped);
    p.animateMoves = c.ReadBool("/View/AnimateMoves", p.animateMoves);
    p.thaiSquareNames = c.ReadBool("/View/ThaiSquareNames", p.thaiSquareNames);
    p.textBoard = c.ReadBool("/View/TextBoard", p.textBoard);
    const int scale = int(c.ReadLong("/View/TextScale", p.textScale));
    if (std::find(std::begin(kTextScales), std::end(kTextScales), scale) != std::end(kTextScales))
        p.textScale = scale;
    p.enginePath = c.Read("/Engine/Path", wxString());
    p.engineArgs = c.Read("/Engine/Arguments", wxString());
    p.engineMoveTimeMs =
        std::clamp(int(c.ReadLong("/Engine/MoveTimeMs", p.engineMoveTimeMs)), 100, 600000);
    p.hideRating = c.ReadBool("/Training/HideRating", p.hideRating);
    p.spacedReview = c.ReadBool("/Training/SpacedReview", p.spacedReview);
    return p;
}

void SavePreferences(wxConfigBase& c, const Preferences& p) {
    c.Write("/View/Language", p.language);
    c.Write("/View/XiangqiPieces", long(p.xiangqiPieces));
    c.Write("/View/MakrukBoard", long(p.makrukBoard));
    c.Write("/View/Theme", long(p.theme));
    c.Write("/View/Coordinates", p.coordinates);
    c.Write("/View/DestinationDots", p.destinationDots);
    c.Write("/View/Flipped", p.flipped);
    c.Write("/View/AnimateMoves", p.animateMoves);
    c.Write("/View/ThaiSquareNames", p.thaiSquareNames);
    c.Write("/View/TextBoard", p.textBoard);
    c.Write("/View/TextScale", long(p.textScale));
    c.Write("/Engine/Path", p.enginePath);
    c.Write("/Engine/Arguments", p.engineArgs);
    c.Write("/Engine/MoveTimeMs", long(p.engineMoveTimeMs));
    c.Write("/Training/HideRating", p.hideRating);
    c.Write("/Training/SpacedReview", p.spacedReview);
    c.Flush();
}

}  // namespace chatur::gui
