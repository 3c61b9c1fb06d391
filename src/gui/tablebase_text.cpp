#include "gui/tablebase_text.h"

#include <wx/intl.h>

#include "core/search/engine.h"
#include "core/tablebase/tablebase.h"
#include "gui/ui_text.h"

namespace chatur::gui {

wxString TablebaseAnswerText(const Position& pos, const tablebase::TablebaseAnswer& answer) {
    const tablebase::Value& v = answer.value;
    wxString verdict;
    if (v.verdict == tablebase::Verdict::Draw) {
        verdict = _("Draw");
    } else {
        const int score =
            v.verdict == tablebase::Verdict::Win ? kMateScore - v.plies : -(kMateScore - v.plies);
        verdict = ScoreText(pos.GetVariant().id, pos.SideToMove(), score);
    }
    // TRANSLATORS: a position in the endgame tables (exact with best play); %s is
    // "Red mates in 7" or "Draw".
    wxString text = wxString::Format(_("Endgame table: %s"), verdict);
    // The best move as the lessons word it: the piece and its squares ("Rua h1–e1").
    if (answer.best)
        text << wxString::FromUTF8(" \xe2\x80\x94 ")
             << MoveLabel(pos.GetVariant().id, pos.PieceAt(answer.best->From()), *answer.best);
    return text;
}

wxString MaterialText(const tablebase::Material& material) {
    const VariantId variant = material.GetVariant().id;
    auto side = [&](Color c) {
        wxString text = PieceName(variant, PieceType::King);
        for (const tablebase::TablePiece& p : material.Pieces())
            if (p.color == c) text << " + " << PieceName(variant, p.type);
        return text;
    };
    // TRANSLATORS: the pieces of an endgame table, e.g. "Khun + Rua against Khun".
    return wxString::Format(_("%1$s against %2$s"), side(Color::White), side(Color::Black));
}

wxString TableProgressText(const tablebase::Material& material, double fraction) {
    // TRANSLATORS: an endgame table being made; %1$s its pieces ("Khun + Rua against Khun"),
    // %2$d how far, in percent.
    return wxString::Format(_("Making the table %1$s: %2$d%%"), MaterialText(material),
                            int(fraction * 100));
}

wxString TablebaseVerdictText(tablebase::Tablebase* tables, const Position& pos) {
    if (!tables) return wxString();
    auto answer = tablebase::ProbeIfAvailable(*tables, pos);
    return answer ? TablebaseAnswerText(pos, *answer) : wxString();
}

}  // namespace chatur::gui
