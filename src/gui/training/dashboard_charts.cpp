// DashboardCharts: the dashboard's charts, drawn with wxGraphicsContext.
#include <wx/cursor.h>
#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/intl.h>
#include <wx/settings.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "gui/training/dashboard_frame.h"
#include "gui/training/train_text.h"

namespace chatur::gui {

namespace {

const wxColour kLine(40, 100, 170);
const wxColour kBand(40, 100, 170, 40);
const wxColour kGood(40, 140, 70);
const wxColour kWeak(210, 120, 40);
const wxColour kTrack(225, 222, 215);
const wxColour kGrid(215, 212, 205);
const wxColour kMuted(110, 110, 110);
const wxColour kLink(30, 90, 170);

}  // namespace

DashboardCharts::DashboardCharts(wxWindow* parent)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL,
                       "dashboard-charts") {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW));
    SetScrollRate(0, FromDIP(20));
    Bind(wxEVT_PAINT, &DashboardCharts::OnPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Refresh();
        e.Skip();
    });
    Bind(wxEVT_LEFT_UP, [this](wxMouseEvent& e) {
        const wxPoint at = CalcUnscrolledPosition(e.GetPosition());
        for (const auto& [rect, theme] : m_rows)
            if (rect.Contains(at) && m_onTheme) return m_onTheme(theme);
    });
    Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
        const wxPoint at = CalcUnscrolledPosition(e.GetPosition());
        bool over = false;
        for (const auto& row : m_rows) over = over || row.first.Contains(at);
        SetCursor(over ? wxCursor(wxCURSOR_HAND) : wxNullCursor);
    });
}

void DashboardCharts::SetData(DashboardData data, bool showRating) {
    m_data = std::move(data);
    m_showRating = showRating;
    m_rows.clear();
    Refresh();
}

void DashboardCharts::ClickTheme(const std::string& theme) {
    if (m_onTheme) m_onTheme(theme);
}

void DashboardCharts::OnPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(GetBackgroundColour()));
    dc.Clear();
    DoPrepareDC(dc);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
    const int height = Draw(gc.get(), GetClientSize().x);
    if (GetVirtualSize().y != height) SetVirtualSize(GetClientSize().x, height);
}

int DashboardCharts::Heading(wxGraphicsContext* gc, const wxString& text, int top) {
    wxFont font = GetFont().Bold();
    font.SetPointSize(font.GetPointSize() + 2);
    gc->SetFont(font, wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
    double w = 0, h = 0;
    gc->GetTextExtent(text, &w, &h);
    gc->DrawText(text, FromDIP(16), top);
    return top + int(h) + FromDIP(8);
}

int DashboardCharts::Draw(wxGraphicsContext* gc, int width) {
    m_rows.clear();
    int y = FromDIP(12);
    wxString headline;
    if (m_showRating && m_data.rating)
        // TRANSLATORS: the dashboard's first line, e.g. "Rating 1523 ± 80".
        headline << wxString::Format(_("Rating %s"), RatingValue(*m_data.rating)) << "   ";
    headline << wxString::Format(wxPLURAL("%d puzzle tried", "%d puzzles tried", m_data.attempts),
                                 m_data.attempts);
    if (m_data.bestStreak > 0)
        headline << "   " << wxString::Format(_("best streak %d"), m_data.bestStreak);
    y = Heading(gc, headline, y) + FromDIP(8);
    if (m_showRating) y = DrawRatingChart(gc, y, width) + FromDIP(20);
    y = DrawThemeBars(gc, y, width) + FromDIP(20);
    y = DrawDayBars(gc, y, width) + FromDIP(16);
    return y;
}

int DashboardCharts::DrawRatingChart(wxGraphicsContext* gc, int top, int width) {
    // TRANSLATORS: a chart's title on the dashboard.
    int y = Heading(gc, _("Rating over time"), top);
    gc->SetFont(GetFont(), kMuted);
    const auto& points = m_data.history;
    if (points.size() < 2) {
        gc->DrawText(_("Solve a few rated puzzles to see your rating here."), FromDIP(16), y);
        return y + FromDIP(24);
    }
    double lo = points.front().rating.rating, hi = lo;
    for (const auto& p : points) {
        lo = std::min(lo, p.rating.rating - p.rating.rd * 0.5);
        hi = std::max(hi, p.rating.rating + p.rating.rd * 0.5);
    }
    const double step = hi - lo > 800 ? 200 : 100;
    lo = std::floor(lo / step) * step;
    hi = std::ceil(hi / step) * step;
    if (hi - lo < step) hi = lo + step;
    double labelW = 0, labelH = 0;
    gc->GetTextExtent("0000", &labelW, &labelH);
    const double left = FromDIP(16) + labelW + FromDIP(8), right = width - FromDIP(20);
    const double plotTop = y + labelH / 2, plotH = FromDIP(190);
    auto X = [&](size_t i) {
        return left + (right - left) * double(i) / double(points.size() - 1);
    };
    auto Y = [&](double r) { return plotTop + plotH * (hi - r) / (hi - lo); };
    gc->SetPen(wxPen(kGrid, 1));
    for (double r = lo; r <= hi + 0.5; r += step) {
        gc->StrokeLine(left, Y(r), right, Y(r));
        const wxString label = wxString::Format("%d", int(r));
        double w = 0, h = 0;
        gc->GetTextExtent(label, &w, &h);
        gc->DrawText(label, left - FromDIP(6) - w, Y(r) - h / 2);
    }
    // The band of the deviation, then the rating itself.
    wxGraphicsPath band = gc->CreatePath();
    for (size_t i = 0; i < points.size(); ++i) {
        const double yy = Y(std::min(hi, points[i].rating.rating + points[i].rating.rd * 0.5));
        if (i == 0)
            band.MoveToPoint(X(i), yy);
        else
            band.AddLineToPoint(X(i), yy);
    }
    for (size_t i = points.size(); i-- > 0;)
        band.AddLineToPoint(X(i),
                            Y(std::max(lo, points[i].rating.rating - points[i].rating.rd * 0.5)));
    band.CloseSubpath();
    gc->SetPen(*wxTRANSPARENT_PEN);
    gc->SetBrush(wxBrush(kBand));
    gc->FillPath(band);
    wxGraphicsPath line = gc->CreatePath();
    for (size_t i = 0; i < points.size(); ++i) {
        if (i == 0)
            line.MoveToPoint(X(i), Y(points[i].rating.rating));
        else
            line.AddLineToPoint(X(i), Y(points[i].rating.rating));
    }
    gc->SetPen(gc->CreatePen(wxGraphicsPenInfo(kLine).Width(FromDIP(2)).Join(wxJOIN_ROUND)));
    gc->StrokePath(line);
    // Dates under the ends.
    gc->SetFont(GetFont(), kMuted);
    const double base = plotTop + plotH + FromDIP(4);
    gc->DrawText(ChartDate(points.front().time), left, base);
    const wxString last = ChartDate(points.back().time);
    double w = 0, h = 0;
    gc->GetTextExtent(last, &w, &h);
    gc->DrawText(last, right - w, base);
    return int(base + h);
}

int DashboardCharts::DrawThemeBars(wxGraphicsContext* gc, int top, int width) {
    // TRANSLATORS: a chart's title on the dashboard: the themes, the weakest first.
    int y = Heading(gc, _("Themes, weakest first"), top);
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    if (m_data.themes.empty()) {
        gc->SetFont(GetFont(), kMuted);
        gc->DrawText(_("Themes appear here once you have tried rated puzzles with them."),
                     FromDIP(16), y);
        return y + FromDIP(24);
    }
    // TRANSLATORS: a link on each theme's row of the dashboard: train this theme.
    const wxString train = _("Train");
    double nameW = 0, h = 0, trainW = 0, figW = 0;
    gc->SetFont(GetFont(), text);
    for (const auto& t : m_data.themes) {
        double w = 0;
        gc->GetTextExtent(ThemeName(t.theme), &w, &h);
        nameW = std::max(nameW, w);
    }
    gc->GetTextExtent(train, &trainW, &h);
    gc->GetTextExtent(ThemeFigures(1.0, m_showRating ? std::optional<int>(2888) : std::nullopt),
                      &figW, &h);
    nameW = std::min(nameW, width * 0.35);
    const double rowH = std::max<double>(FromDIP(28), h + FromDIP(12));
    const double left = FromDIP(16), barLeft = left + nameW + FromDIP(12);
    const double linkLeft = width - FromDIP(20) - trainW;
    const double barRight = linkLeft - figW - FromDIP(24);
    for (const auto& t : m_data.themes) {
        const double mid = y + rowH / 2;
        gc->SetFont(GetFont(), text);
        gc->DrawText(ThemeName(t.theme), left, mid - h / 2);
        const double barH = rowH * 0.5;
        gc->SetPen(*wxTRANSPARENT_PEN);
        gc->SetBrush(wxBrush(kTrack));
        gc->DrawRoundedRectangle(barLeft, mid - barH / 2, barRight - barLeft, barH, barH / 3);
        gc->SetBrush(wxBrush(t.Accuracy() >= 0.6 ? kGood : kWeak));
        const double fill = (barRight - barLeft) * t.Accuracy();
        if (fill > 1) gc->DrawRoundedRectangle(barLeft, mid - barH / 2, fill, barH, barH / 3);
        const wxString figure =
            ThemeFigures(t.Accuracy(), m_showRating ? std::optional<int>(int(std::lround(t.rating)))
                                                    : std::nullopt);
        gc->SetFont(GetFont(), kMuted);
        gc->DrawText(figure, barRight + FromDIP(10), mid - h / 2);
        wxFont link = GetFont();
        link.SetUnderlined(true);
        gc->SetFont(link, kLink);
        gc->DrawText(train, linkLeft, mid - h / 2);
        m_rows.push_back({wxRect(0, int(y), width, int(rowH)), t.theme});
        y += int(rowH);
    }
    return y;
}

int DashboardCharts::DrawDayBars(wxGraphicsContext* gc, int top, int width) {
    // TRANSLATORS: a chart's title on the dashboard.
    int y = Heading(gc, _("Puzzles solved per day, last 30 days"), top);
    const auto& days = m_data.days;
    if (days.empty()) return y;
    int most = 1;
    for (const auto& d : days) most = std::max(most, d.attempted);
    gc->SetFont(GetFont(), kMuted);
    double labelW = 0, h = 0;
    gc->GetTextExtent(wxString::Format("%d", most), &labelW, &h);
    const double left = FromDIP(16) + labelW + FromDIP(8), right = width - FromDIP(20);
    const double plotTop = y + h / 2, plotH = FromDIP(120);
    const double slot = (right - left) / double(days.size());
    gc->SetPen(wxPen(kGrid, 1));
    gc->StrokeLine(left, plotTop + plotH, right, plotTop + plotH);
    gc->StrokeLine(left, plotTop, right, plotTop);
    const wxString topLabel = wxString::Format("%d", most);
    double w = 0;
    gc->GetTextExtent(topLabel, &w, &h);
    gc->DrawText(topLabel, left - FromDIP(6) - w, plotTop - h / 2);
    double zeroW = 0;
    gc->GetTextExtent("0", &zeroW, &h);
    gc->DrawText("0", left - FromDIP(6) - zeroW, plotTop + plotH - h / 2);
    gc->SetPen(*wxTRANSPARENT_PEN);
    for (size_t i = 0; i < days.size(); ++i) {
        const double x = left + slot * double(i) + slot * 0.15, bw = slot * 0.7;
        const double tried = plotH * days[i].attempted / most;
        const double solved = plotH * days[i].solved / most;
        gc->SetBrush(wxBrush(kTrack));
        if (tried > 0) gc->DrawRectangle(x, plotTop + plotH - tried, bw, tried);
        gc->SetBrush(wxBrush(kGood));
        if (solved > 0) gc->DrawRectangle(x, plotTop + plotH - solved, bw, solved);
    }
    gc->SetFont(GetFont(), kMuted);
    for (size_t i = 0; i < days.size(); i += 7) {
        const wxString label = ChartDate(days[i].dayStart);
        gc->DrawText(label, left + slot * double(i), plotTop + plotH + FromDIP(4));
    }
    // A key: what the two colours mean.
    double ky = plotTop + plotH + FromDIP(8) + h;
    double kx = left;
    for (auto [colour, label] : {std::pair{kGood, _("solved")}, std::pair{kTrack, _("tried")}}) {
        gc->SetBrush(wxBrush(colour));
        gc->DrawRectangle(kx, ky + h / 4, h / 2, h / 2);
        gc->DrawText(label, kx + h * 0.8, ky);
        gc->GetTextExtent(label, &w, &h);
        kx += h * 0.8 + w + FromDIP(16);
    }
    return int(ky + h);
}

}  // namespace chatur::gui
