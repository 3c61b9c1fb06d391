#include "gui/board_painter.h"

#include <wx/brush.h>
#include <wx/font.h>
#include <wx/graphics.h>
#include <wx/pen.h>

#include <algorithm>
#include <cmath>

#include "core/notation/thai_coord.h"
#include "gui/piece_art.h"

namespace chatur::gui {

namespace {

struct ThemeColours {
    wxColour background, wood, woodDark, line, light, dark, coords;
};

ThemeColours Colours(BoardTheme theme) {
    switch (theme) {
        case BoardTheme::Walnut:
            return {wxColour(240, 236, 229), wxColour(204, 163, 112), wxColour(186, 143, 94),
                    wxColour(58, 36, 20),    wxColour(218, 186, 142), wxColour(158, 113, 72),
                    wxColour(110, 92, 76)};
        case BoardTheme::Slate:
            return {wxColour(240, 236, 229), wxColour(214, 221, 226), wxColour(196, 205, 212),
                    wxColour(52, 66, 78),    wxColour(226, 231, 235), wxColour(142, 160, 174),
                    wxColour(92, 104, 114)};
        case BoardTheme::HighContrast:  // no gradient, black on white, grey dark squares
            return {wxColour(255, 255, 255), wxColour(255, 255, 255), wxColour(255, 255, 255),
                    wxColour(0, 0, 0),       wxColour(255, 255, 255), wxColour(150, 150, 150),
                    wxColour(0, 0, 0)};
        case BoardTheme::Wood:
        default:
            return {wxColour(240, 236, 229), wxColour(236, 207, 158), wxColour(222, 188, 134),
                    wxColour(82, 54, 32),    wxColour(240, 217, 181), wxColour(190, 146, 100),
                    wxColour(120, 100, 80)};
    }
}

void Wood(wxGraphicsContext& gc, const ThemeColours& c, double x, double y, double w, double h) {
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(gc.CreateLinearGradientBrush(x, y, x + w, y + h, c.wood, c.woodDark));
    gc.DrawRectangle(x, y, w, h);
}

void PaintMakrukBoard(wxGraphicsContext& gc, const BoardGeometry& g, const BoardLook& look,
                      const ThemeColours& c) {
    const double w = g.cols * g.cell, h = g.rows * g.cell;
    const bool checkered = look.makrukBoard == MakrukBoardStyle::Checkered;
    if (checkered) {
        gc.SetPen(*wxTRANSPARENT_PEN);
        for (int row = 0; row < g.rows; ++row)
            for (int col = 0; col < g.cols; ++col) {
                // a1 (bottom left, unflipped) is dark, as on a chess board
                gc.SetBrush(wxBrush((row + col) % 2 == 0 ? c.light : c.dark));
                auto r = g.CellRect(col, row);
                gc.DrawRectangle(r.m_x, r.m_y, r.m_width + 0.5, r.m_height + 0.5);
            }
    } else {
        Wood(gc, c, g.x0, g.y0, w, h);
        gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(c.line).Width(std::max(1.0, g.cell * 0.022))));
        for (int i = 1; i < g.cols; ++i)
            gc.StrokeLine(g.x0 + i * g.cell, g.y0, g.x0 + i * g.cell, g.y0 + h);
        for (int i = 1; i < g.rows; ++i)
            gc.StrokeLine(g.x0, g.y0 + i * g.cell, g.x0 + w, g.y0 + i * g.cell);
    }
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(c.line).Width(std::max(1.5, g.cell * 0.04))));
    gc.DrawRectangle(g.x0, g.y0, w, h);
}

void CornerMarks(wxGraphicsContext& gc, const BoardGeometry& g, int col, int row) {
    const double cx = g.x0 + (col + 0.5) * g.cell, cy = g.y0 + (row + 0.5) * g.cell;
    const double off = g.cell * 0.08, len = g.cell * 0.16;
    for (int sx : {-1, 1}) {
        if ((sx < 0 && col == 0) || (sx > 0 && col == g.cols - 1)) continue;
        for (int sy : {-1, 1}) {
            double x = cx + sx * off, y = cy + sy * off;
            wxGraphicsPath p = gc.CreatePath();
            p.MoveToPoint(x + sx * len, y);
            p.AddLineToPoint(x, y);
            p.AddLineToPoint(x, y + sy * len);
            gc.StrokePath(p);
        }
    }
}

void PaintXiangqiBoard(wxGraphicsContext& gc, const BoardGeometry& g, const ThemeColours& c) {
    const double half = g.cell / 2;
    const double left = g.x0 + half, top = g.y0 + half;
    const double right = g.x0 + (g.cols - 0.5) * g.cell, bottom = g.y0 + (g.rows - 0.5) * g.cell;
    Wood(gc, c, g.x0 - g.cell * 0.1, g.y0 - g.cell * 0.1, g.cols * g.cell + g.cell * 0.2,
         g.rows * g.cell + g.cell * 0.2);
    const double lw = std::max(1.0, g.cell * 0.024);
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(c.line).Width(lw)));
    for (int row = 0; row < g.rows; ++row) {
        double y = top + row * g.cell;
        gc.StrokeLine(left, y, right, y);
    }
    const double riverTop = top + 4 * g.cell, riverBottom = top + 5 * g.cell;
    for (int col = 0; col < g.cols; ++col) {
        double x = left + col * g.cell;
        if (col == 0 || col == g.cols - 1) {
            gc.StrokeLine(x, top, x, bottom);
        } else {
            gc.StrokeLine(x, top, x, riverTop);
            gc.StrokeLine(x, riverBottom, x, bottom);
        }
    }
    // Palaces.
    for (int r0 : {0, 7}) {
        double x1 = left + 3 * g.cell, x2 = left + 5 * g.cell;
        double y1 = top + r0 * g.cell, y2 = top + (r0 + 2) * g.cell;
        gc.StrokeLine(x1, y1, x2, y2);
        gc.StrokeLine(x2, y1, x1, y2);
    }
    // Cannon and soldier points.
    for (int row : {2, 7})
        for (int col : {1, 7}) CornerMarks(gc, g, col, row);
    for (int row : {3, 6})
        for (int col = 0; col < g.cols; col += 2) CornerMarks(gc, g, col, row);
    // Outer frame.
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(c.line).Width(lw * 2.2)));
    const double m = g.cell * 0.12;
    gc.DrawRectangle(left - m, top - m, right - left + 2 * m, bottom - top + 2 * m);
    // The river: 楚河 on the left, 漢界 on the right.
    wxFont font(wxFontInfo(wxSize(0, int(g.cell * 0.5))).Family(wxFONTFAMILY_SWISS));
    gc.SetFont(font, wxColour(c.line.Red(), c.line.Green(), c.line.Blue(), 200));
    const wxString words[2] = {L"\u695a \u6cb3", L"\u6f22 \u754c"};
    for (int i = 0; i < 2; ++i) {
        double w, h, d, l;
        gc.GetTextExtent(words[i], &w, &h, &d, &l);
        double cx = left + (i == 0 ? 2.0 : 6.0) * g.cell;
        gc.DrawText(words[i], cx - w / 2, (riverTop + riverBottom) / 2 - h / 2);
    }
}

void Tint(wxGraphicsContext& gc, const BoardGeometry& g, bool points, int col, int row,
          const wxColour& colour) {
    auto r = g.CellRect(col, row);
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(colour));
    if (points) {  // a rounded square around the point: its corners show beside a disc
        double inset = g.cell * 0.02;
        gc.DrawRoundedRectangle(r.m_x + inset, r.m_y + inset, g.cell - 2 * inset,
                                g.cell - 2 * inset, g.cell * 0.16);
    } else {
        gc.DrawRectangle(r.m_x, r.m_y, r.m_width, r.m_height);
    }
}

void Coordinates(wxGraphicsContext& gc, const BoardGeometry& g, const BoardInteraction& board,
                 const ThemeColours& c, bool points, bool thai, int textScale) {
    const Variant& v = board.GetVariant();
    thai = thai && HasThaiSquareNames(v);
    const double gap = points ? g.cell * 0.22 : g.cell * 0.12;
    const double height = CoordinateHeight(g.cell, gap, textScale, thai);
    wxFont font(wxFontInfo(wxSize(0, int(height))).Family(wxFONTFAMILY_SWISS));
    gc.SetFont(font, c.coords);
    for (int col = 0; col < g.cols; ++col) {
        Square s = board.SquareAtCell(col, g.rows - 1);
        wxString label = thai ? wxString::FromUTF8(ThaiFileName(v, v.FileOf(s)))
                              : wxString(wxUniChar('a' + v.FileOf(s)));
        double w, h, d, l;
        gc.GetTextExtent(label, &w, &h, &d, &l);
        gc.DrawText(label, g.x0 + (col + 0.5) * g.cell - w / 2, g.y0 + g.rows * g.cell + gap);
    }
    for (int row = 0; row < g.rows; ++row) {
        Square s = board.SquareAtCell(0, row);
        wxString label = thai ? wxString::FromUTF8(ThaiRankName(v, v.RankOf(s)))
                              : wxString::Format("%d", v.RankOf(s) + 1);
        double w, h, d, l;
        gc.GetTextExtent(label, &w, &h, &d, &l);
        gc.DrawText(label, g.x0 - gap - w, g.y0 + (row + 0.5) * g.cell - h / 2);
    }
}

}  // namespace

double CoordinateHeight(double cell, double gap, int textScale, bool thai) {
    constexpr double kFloor = 13;  // pixels: readable on the smallest board (1024x700)
    const double wanted = cell * (thai ? 0.3 : 0.24) * textScale / 100.0;
    // Larger text grows into the margin (BoardGeometry::Fit keeps 0.55 cells), not past it.
    return std::max(10.0, std::min(std::max(wanted, kFloor), cell * 0.5 - gap));
}

BoardGeometry BoardGeometry::Fit(const Variant& v, const wxSize& area, bool coordinates) {
    BoardGeometry g;
    g.cols = v.files;
    g.rows = v.ranks;
    const double margin = coordinates ? 0.55 : 0.2;
    g.cell = std::floor(std::min(area.x / (g.cols + 2 * margin), area.y / (g.rows + 2 * margin)));
    g.cell = std::max(g.cell, 4.0);
    g.x0 = std::round((area.x - g.cols * g.cell) / 2);
    g.y0 = std::round((area.y - g.rows * g.cell) / 2);
    return g;
}

std::pair<int, int> BoardGeometry::CellAt(double x, double y) const {
    int col = int(std::floor((x - x0) / cell)), row = int(std::floor((y - y0) / cell));
    if (col < 0 || row < 0 || col >= cols || row >= rows) return {-1, -1};
    return {col, row};
}

void Arrow(wxGraphicsContext& gc, const BoardGeometry& g, std::pair<int, int> from,
           std::pair<int, int> to, const wxColour& colour = wxColour(215, 110, 20, 170)) {
    const double x1 = g.x0 + (from.first + 0.5) * g.cell, y1 = g.y0 + (from.second + 0.5) * g.cell;
    const double x2 = g.x0 + (to.first + 0.5) * g.cell, y2 = g.y0 + (to.second + 0.5) * g.cell;
    const double len = std::hypot(x2 - x1, y2 - y1);
    if (len < 1) return;
    const double ux = (x2 - x1) / len, uy = (y2 - y1) / len;
    const double head = g.cell * 0.36, shaft = g.cell * 0.13;
    const double ex = x2 - ux * g.cell * 0.2, ey = y2 - uy * g.cell * 0.2;  // tip short of centre
    const double bx = ex - ux * head, by = ey - uy * head;
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(colour).Width(shaft).Cap(wxCAP_BUTT)));
    gc.StrokeLine(x1 + ux * g.cell * 0.2, y1 + uy * g.cell * 0.2, bx, by);
    wxGraphicsPath p = gc.CreatePath();
    p.MoveToPoint(ex, ey);
    p.AddLineToPoint(bx - uy * head * 0.6, by + ux * head * 0.6);
    p.AddLineToPoint(bx + uy * head * 0.6, by - ux * head * 0.6);
    p.CloseSubpath();
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(colour));
    gc.FillPath(p);
}

// The learner's marks (a filled ring; around a piece, a wide ring at the
// square's edge that leaves the piece in view, ux-review L3) and wrong squares
// (a red cross).
template <class CellOf>
void PaintPicked(wxGraphicsContext& gc, const BoardGeometry& g, const Position& position,
                 const BoardAnnotations& notes, CellOf cell) {
    const Variant& v = position.GetVariant();
    for (Square s : notes.picked) {
        if (s >= v.SquareCount()) continue;
        auto [col, row] = cell(s);
        auto r = g.CellRect(col, row);
        const bool occupied = position.PieceAt(s) != Piece::None;
        const double cx = r.m_x + g.cell / 2, cy = r.m_y + g.cell / 2,
                     rad = g.cell * (occupied ? 0.45 : 0.3);
        gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(wxColour(25, 95, 170, 220))
                                   .Width(g.cell * (occupied ? 0.05 : 0.07))));
        gc.SetBrush(occupied ? *wxTRANSPARENT_BRUSH : wxBrush(wxColour(25, 95, 170, 60)));
        gc.DrawEllipse(cx - rad, cy - rad, 2 * rad, 2 * rad);
    }
    for (Square s : notes.wrong) {
        if (s >= v.SquareCount()) continue;
        auto [col, row] = cell(s);
        auto r = g.CellRect(col, row);
        const double cx = r.m_x + g.cell / 2, cy = r.m_y + g.cell / 2, d = g.cell * 0.22;
        gc.SetPen(gc.CreatePen(
            wxGraphicsPenInfo(wxColour(200, 40, 30, 230)).Width(g.cell * 0.09).Cap(wxCAP_ROUND)));
        gc.StrokeLine(cx - d, cy - d, cx + d, cy + d);
        gc.StrokeLine(cx - d, cy + d, cx + d, cy - d);
    }
}

void PaintBoard(wxGraphicsContext& gc, const wxSize& area, const BoardInteraction& board,
                const BoardLook& look, const PaintOverlay& overlay, const BoardAnnotations& notes) {
    const Variant& v = board.GetVariant();
    const bool points = v.id == VariantId::Xiangqi;
    const ThemeColours c = Colours(look.theme);
    const BoardGeometry g = BoardGeometry::Fit(v, area, look.coordinates);

    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(c.background));
    gc.DrawRectangle(0, 0, area.x, area.y);
    if (points)
        PaintXiangqiBoard(gc, g, c);
    else
        PaintMakrukBoard(gc, g, look, c);

    const Highlights h = board.GetHighlights();
    auto cell = [&](Square s) { return board.CellOf(s); };
    if (h.lastFrom != kNoSquare) {
        const wxColour last(150, 180, 40, 95);
        auto [c1, r1] = cell(h.lastFrom);
        auto [c2, r2] = cell(h.lastTo);
        Tint(gc, g, points, c1, r1, last);
        Tint(gc, g, points, c2, r2, last);
    }
    for (Square s : notes.marks) {
        if (s >= v.SquareCount()) continue;
        auto [col, row] = cell(s);
        Tint(gc, g, points, col, row, wxColour(60, 120, 210, 80));
    }
    for (Square s : notes.answer) {
        if (s >= v.SquareCount()) continue;
        auto [col, row] = cell(s);
        Tint(gc, g, points, col, row, wxColour(70, 165, 90, 90));
    }
    for (Square s : notes.hinted) {
        if (s >= v.SquareCount()) continue;
        auto [col, row] = cell(s);
        Tint(gc, g, points, col, row, wxColour(240, 170, 30, 120));
    }
    if (h.selected != kNoSquare) {
        auto [col, row] = cell(h.selected);
        Tint(gc, g, points, col, row, wxColour(40, 120, 70, 105));
    }
    if (h.check != kNoSquare) {
        auto [col, row] = cell(h.check);
        auto r = g.CellRect(col, row);
        double cx = r.m_x + g.cell / 2, cy = r.m_y + g.cell / 2;
        gc.SetPen(*wxTRANSPARENT_PEN);
        const double rad = g.cell * 0.6;
        wxGraphicsGradientStops stops(wxColour(230, 20, 20, 255), wxColour(230, 20, 20, 0));
        stops.Add(wxColour(230, 20, 20, 200), 0.55f);
        gc.SetBrush(gc.CreateRadialGradientBrush(cx, cy, cx, cy, rad, stops));
        gc.DrawEllipse(cx - rad, cy - rad, 2 * rad, 2 * rad);
    }

    for (int s = 0; s < v.SquareCount(); ++s) {
        if (Square(s) == overlay.hidden) continue;
        Piece p = board.GetPosition().PieceAt(Square(s));
        if (IsEmpty(p)) continue;
        auto [col, row] = cell(Square(s));
        auto r = g.CellRect(col, row);
        DrawPiece(gc, v.id, p, r.m_x, r.m_y, g.cell, look.xiangqiPieces);
    }

    if (look.destinationDots) {
        const wxColour mark(30, 100, 50, 150);
        for (int s = 0; s < v.SquareCount(); ++s) {
            auto [col, row] = cell(Square(s));
            auto r = g.CellRect(col, row);
            double cx = r.m_x + g.cell / 2, cy = r.m_y + g.cell / 2;
            if (h.quiet.test(size_t(s))) {
                double rad = g.cell * 0.14;
                gc.SetPen(*wxTRANSPARENT_PEN);
                gc.SetBrush(wxBrush(mark));
                gc.DrawEllipse(cx - rad, cy - rad, 2 * rad, 2 * rad);
            } else if (h.captures.test(size_t(s)) || h.defends.test(size_t(s))) {
                const bool defends = h.defends.test(size_t(s));
                double rad = g.cell * 0.44;
                gc.SetBrush(*wxTRANSPARENT_BRUSH);
                wxGraphicsPenInfo pen(defends ? wxColour(40, 90, 180, 200) : mark);
                pen.Width(g.cell * 0.07);
                if (defends) pen.Style(wxPENSTYLE_SHORT_DASH);
                gc.SetPen(gc.CreatePen(pen));
                gc.DrawEllipse(cx - rad, cy - rad, 2 * rad, 2 * rad);
            }
        }
    }
    if (h.cursor != kNoSquare) {
        auto [col, row] = cell(h.cursor);
        auto r = g.CellRect(col, row);
        double inset = g.cell * 0.05;
        gc.SetBrush(*wxTRANSPARENT_BRUSH);
        gc.SetPen(gc.CreatePen(
            wxGraphicsPenInfo(wxColour(30, 90, 200, 230)).Width(std::max(2.0, g.cell * 0.05))));
        gc.DrawRoundedRectangle(r.m_x + inset, r.m_y + inset, g.cell - 2 * inset,
                                g.cell - 2 * inset, g.cell * 0.08);
    }
    PaintPicked(gc, g, board.GetPosition(), notes, cell);
    for (const auto& [from, to] : notes.arrows)
        if (from < v.SquareCount() && to < v.SquareCount()) Arrow(gc, g, cell(from), cell(to));
    for (const auto& [from, to] : notes.hintArrows)
        if (from < v.SquareCount() && to < v.SquareCount())
            Arrow(gc, g, cell(from), cell(to), wxColour(30, 130, 150, 185));
    if (look.coordinates)
        Coordinates(gc, g, board, c, points, look.thaiSquareNames, look.textScale);
    if (!IsEmpty(overlay.floating)) {
        double x = overlay.floatingCentre.m_x - g.cell / 2;
        double y = overlay.floatingCentre.m_y - g.cell / 2;
        DrawPiece(gc, v.id, overlay.floating, x, y, g.cell, look.xiangqiPieces);
    }
}

}  // namespace chatur::gui
