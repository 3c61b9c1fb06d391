#include "gui/tablebase_text.h"

#include <wx/intl.h>

#include "core/notation/coord.h"
#include "core/search/engine.h"
#include "core/tablebase/tablebase.h"
#include "gui/ui_text.h"

namespace chatur::gui {

wxString TablebaseVerdictText(const Position& pos) {
    auto answer = tablebase::ProbeIfAvailable(tablebase::UserTablebase(), pos);
    if (!answer) return wxString();
    const tablebase::Value& v = answer->value;
    wxString verdict;
    if (v.verdict == tablebase::Verdict::Draw) {
        verdict = _("Draw");
    } else {
        const int score = v.verdict == tablebase::Verdict::Win ? kMateScore - v.plies
                                                                : -(kMateScore - v.plies);
        verdict = ScoreText(pos.GetVariant().id, pos.SideToMove(), score);
    }
    // The same words as the Analyse line of play mode.
    wxString text = wxString::Format(_("Endgame table: %s"), verdict);
    if (answer->best)
        text << wxString::FromUTF8(" \xe2\x80\x94 ")
             << wxString::FromUTF8(MoveToString(pos.GetVariant(), *answer->best));
    return text;
}

}  // namespace chatur::gui
