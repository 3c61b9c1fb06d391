#include "gui/review_graph.h"

#include <wx/dcbuffer.h>
#include <wx/settings.h>

#include <algorithm>

namespace chatur::gui {

ReviewGraph::ReviewGraph(wxWindow* parent)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxWANTS_CHARS | wxBORDER_THEME,
              "evaluation-graph") {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(320, 140)));
    Bind(wxEVT_PAINT, &ReviewGraph::OnPaint, this);
    Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) {
        SetFocus();
        if (m_onPly && !m_chances.empty()) m_onPly(PlyAt(e.GetX()));
    });
    Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        const int last = int(m_chances.size()) - 1;
        int ply = m_ply;
        switch (e.GetKeyCode()) {
            case WXK_LEFT:
                ply = std::max(0, m_ply - 1);
                break;
            case WXK_RIGHT:
                ply = std::min(last, m_ply + 1);
                break;
            case WXK_HOME:
                ply = 0;
                break;
            case WXK_END:
                ply = last;
                break;
            default:
                e.Skip();
                return;
        }
        if (m_onPly && last >= 0) m_onPly(ply);
    });
    Bind(wxEVT_SET_FOCUS, [this](wxFocusEvent& e) {
        Refresh();
        e.Skip();
    });
    Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        Refresh();
        e.Skip();
    });
}

void ReviewGraph::SetReview(std::vector<double> whiteChances,
                            std::vector<review::MoveClass> classes, std::vector<bool> countRan) {
    m_chances = std::move(whiteChances);
    m_classes = std::move(classes);
    m_countRan = std::move(countRan);
    m_ply = 0;
    Refresh();
}

void ReviewGraph::SetSideNames(const wxString& white, const wxString& black) {
    m_white = white;
    m_black = black;
    Refresh();
}

void ReviewGraph::SetPly(int ply) {
    m_ply = ply;
    Refresh();
}

wxPoint ReviewGraph::PointFor(int ply, double chances) const {
    const wxSize size = GetClientSize();
    const int margin = FromDIP(6);
    const int plies = std::max(1, int(m_chances.size()) - 1);
    const int x = margin + (size.x - 2 * margin) * ply / plies;
    const int y = margin + int((size.y - 2 * margin) * (100.0 - chances) / 100.0);
    return {x, y};
}

int ReviewGraph::PlyAt(int x) const {
    if (m_chances.size() < 2) return 0;
    const int margin = FromDIP(6);
    const int width = std::max(1, GetClientSize().x - 2 * margin);
    const int plies = int(m_chances.size()) - 1;
    const int ply = int(std::lround(double(x - margin) * plies / width));
    return std::clamp(ply, 0, plies);
}

void ReviewGraph::OnPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    const wxSize size = GetClientSize();
    dc.SetBackground(wxBrush(wxColour(250, 250, 247)));
    dc.Clear();
    if (m_chances.empty()) return;
    // The count: a band behind the plies whose position had a count running.
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(wxColour(255, 236, 190)));
    for (size_t i = 0; i < m_countRan.size() && i + 1 < m_chances.size(); ++i)
        if (m_countRan[i]) {
            const int x0 = PointFor(int(i), 0).x, x1 = PointFor(int(i) + 1, 0).x;
            dc.DrawRectangle(x0, 0, std::max(1, x1 - x0), size.y);
        }
    // White's (Red's) share below the curve, Black's above.
    std::vector<wxPoint> area{PointFor(0, 0)};
    for (size_t i = 0; i < m_chances.size(); ++i) area.push_back(PointFor(int(i), m_chances[i]));
    area.push_back(PointFor(int(m_chances.size()) - 1, 0));
    dc.SetBrush(wxBrush(wxColour(200, 200, 200, 160)));
    dc.SetPen(wxPen(wxColour(90, 90, 90), FromDIP(1)));
    dc.DrawPolygon(int(area.size()), area.data());
    // The even line.
    dc.SetPen(wxPen(wxColour(150, 150, 150), 1, wxPENSTYLE_SHORT_DASH));
    dc.DrawLine(0, PointFor(0, 50).y, size.x, PointFor(0, 50).y);
    // Mistakes (orange) and blunders (red) at the point after the move.
    for (size_t i = 0; i < m_classes.size() && i + 1 < m_chances.size(); ++i) {
        const review::MoveClass c = m_classes[i];
        if (c != review::MoveClass::Mistake && c != review::MoveClass::Blunder) continue;
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(c == review::MoveClass::Blunder ? wxColour(200, 30, 30)
                                                            : wxColour(230, 140, 20)));
        dc.DrawCircle(PointFor(int(i) + 1, m_chances[i + 1]), FromDIP(4));
    }
    // Whose chances are whose: the sides' names in the corners.
    dc.SetFont(GetFont());
    dc.SetTextForeground(wxColour(70, 70, 70));
    const int pad = FromDIP(8);
    dc.DrawText(m_black, pad, pad);
    dc.DrawText(m_white, pad, size.y - pad - dc.GetTextExtent(m_white).y);
    // The ply on the board.
    const int x = PointFor(m_ply, 0).x;
    dc.SetPen(wxPen(wxColour(30, 90, 200), FromDIP(2)));
    dc.DrawLine(x, 0, x, size.y);
    if (HasFocus()) {
        dc.SetBrush(*wxTRANSPARENT_BRUSH);
        dc.SetPen(wxPen(wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT), FromDIP(2)));
        dc.DrawRectangle(wxRect(size).Deflate(1));
    }
}

}  // namespace chatur::gui
