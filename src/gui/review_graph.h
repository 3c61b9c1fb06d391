// The evaluation graph of a game review: White's (Red's) winning chances after
// each ply, from 0 at the bottom to 100 at the top, drawn in the app (no chart
// library). Mistakes and blunders are marked with dots, the Makruk count is
// shaded where it ran, and the ply on the board has a line. A click (or Left and
// Right when it has the focus) asks for that ply. The list of moves beside it is
// what screen readers read; the graph says in its accessible name what it shows.
#pragma once

#include <wx/panel.h>

#include <functional>
#include <vector>

#include "core/review/game_review.h"

namespace chatur::gui {

class ReviewGraph : public wxPanel {
public:
    explicit ReviewGraph(wxWindow* parent);

    // The review's chances (ply 0..n), each move's class and whether a count ran
    // in the position after ply i (index i, like the chances).
    void SetReview(std::vector<double> whiteChances, std::vector<review::MoveClass> classes,
                   std::vector<bool> countRan);
    // The names written in the graph: White (Red) along the bottom, Black along the top.
    void SetSideNames(const wxString& white, const wxString& black);
    void SetPly(int ply);
    int Ply() const { return m_ply; }
    // Whether the position after ply `ply` is shaded as one where a count ran.
    bool CountShaded(int ply) const {
        return ply >= 0 && size_t(ply) < m_countRan.size() && m_countRan[size_t(ply)];
    }
    // Called with the ply the user asks for.
    void SetPlyHandler(std::function<void(int)> handler) { m_onPly = std::move(handler); }
    // The ply whose point is nearest to x (client coordinates).
    int PlyAt(int x) const;

private:
    void OnPaint(wxPaintEvent&);
    wxPoint PointFor(int ply, double chances) const;

    std::vector<double> m_chances;
    std::vector<review::MoveClass> m_classes;
    std::vector<bool> m_countRan;
    int m_ply = 0;
    wxString m_white, m_black;
    std::function<void(int)> m_onPly;
};

}  // namespace chatur::gui
