#include "gui/piece_art.h"

#include <wx/bitmap.h>
#include <wx/brush.h>
#include <wx/font.h>
#include <wx/graphics.h>
#include <wx/image.h>
#include <wx/pen.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

struct Pt {
    double x, y;
    bool corner = false;
};

// Maps unit coordinates (x in -0.5..0.5 from the centre, y in 0..1 from the top)
// onto the cell.
struct Frame {
    double cx, top, s;
    double X(double x) const { return cx + x * s; }
    double Y(double y) const { return top + y * s; }
};

// A closed outline through `pts`, smoothed (Catmull-Rom as Bezier) except at corners.
wxGraphicsPath SmoothOutline(wxGraphicsContext& gc, const Frame& f, const std::vector<Pt>& pts) {
    wxGraphicsPath path = gc.CreatePath();
    const size_t n = pts.size();
    auto at = [&](size_t i) { return pts[i % n]; };
    path.MoveToPoint(f.X(pts[0].x), f.Y(pts[0].y));
    for (size_t i = 0; i < n; ++i) {
        Pt p0 = at(i + n - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
        double c1x = p1.x, c1y = p1.y, c2x = p2.x, c2y = p2.y;
        if (!p1.corner) {
            c1x += (p2.x - p0.x) / 6;
            c1y += (p2.y - p0.y) / 6;
        }
        if (!p2.corner) {
            c2x -= (p3.x - p1.x) / 6;
            c2y -= (p3.y - p1.y) / 6;
        }
        path.AddCurveToPoint(f.X(c1x), f.Y(c1y), f.X(c2x), f.Y(c2y), f.X(p2.x), f.Y(p2.y));
    }
    path.CloseSubpath();
    return path;
}

// A turned (lathe) piece: the right half profile from the top down, mirrored.
std::vector<Pt> Lathe(const std::vector<Pt>& right) {
    std::vector<Pt> all = right;
    for (size_t i = right.size(); i-- > 0;) {
        if (right[i].x == 0) continue;
        all.push_back({-right[i].x, right[i].y, right[i].corner});
    }
    return all;
}

struct Palette {
    wxColour light, dark, outline, detail;
};

Palette MakrukPalette(Color c, double alpha) {
    auto a = [&](int r, int g, int b) { return wxColour(r, g, b, int(255 * alpha)); };
    if (c == Color::White)
        return {a(255, 250, 238), a(214, 190, 150), a(58, 40, 26), a(120, 90, 60)};
    return {a(104, 86, 74), a(26, 20, 17), a(10, 7, 5), a(170, 146, 120)};
}

void FillShape(wxGraphicsContext& gc, const Frame& f, const wxGraphicsPath& path,
               const Palette& pal, double alpha) {
    // Soft shadow first, then the body lit from the upper left.
    gc.PushState();
    gc.Translate(f.s * 0.025, f.s * 0.035);
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(0, 0, 0, int(55 * alpha))));
    gc.FillPath(path);
    gc.PopState();
    gc.SetBrush(gc.CreateLinearGradientBrush(f.X(-0.3), f.Y(0.2), f.X(0.35), f.Y(0.9), pal.light,
                                             pal.dark));
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(pal.outline).Width(std::max(1.0, f.s * 0.028))));
    gc.DrawPath(path);
}

void DetailLine(wxGraphicsContext& gc, const Frame& f, const Palette& pal, double x0, double y0,
                double x1, double y1) {
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(pal.detail).Width(std::max(0.8, f.s * 0.018))));
    gc.StrokeLine(f.X(x0), f.Y(y0), f.X(x1), f.Y(y1));
}

// The plinth shared by the turned pieces (right half, from its top down).
void AppendPlinth(std::vector<Pt>& v, double waistY) {
    v.push_back({0.15, waistY, true});
    v.push_back({0.31, waistY + 0.075, true});
    v.push_back({0.34, 0.91, true});
}

// The Khun's crown (right half, from the middle point down to its neck): three
// points, so that the Khun never reads as the Khon's single pointed bud (ux-review
// M19).
std::vector<Pt> KhunCrown() {
    return {{0, 0.04, true},    {0.05, 0.15, true}, {0.16, 0.05, true}, {0.15, 0.20, true},
            {0.19, 0.22, true}, {0.18, 0.26, true}, {0.08, 0.28, true}};
}

// The balls on the tips of the Khun's crown.
void CrownBalls(wxGraphicsContext& gc, const Frame& f, const Palette& pal) {
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(pal.outline).Width(std::max(1.0, f.s * 0.02))));
    gc.SetBrush(wxBrush(pal.light));
    const double r = 0.03;
    for (const Pt& tip : {Pt{0, 0.04}, Pt{-0.16, 0.05}, Pt{0.16, 0.05}})
        gc.DrawEllipse(f.X(tip.x - r), f.Y(tip.y - r), f.s * 2 * r, f.s * 2 * r);
}

std::vector<Pt> HorseOutline() {
    // Facing left; the plinth along the bottom.
    return {{-0.34, 0.91, true}, {-0.33, 0.83, true}, {-0.18, 0.79, true}, {-0.17, 0.64},
            {-0.12, 0.53},       {-0.27, 0.49},       {-0.37, 0.42},       {-0.36, 0.34},
            {-0.24, 0.24},       {-0.10, 0.17},       {-0.05, 0.06, true}, {0.03, 0.13, true},
            {0.15, 0.22},        {0.23, 0.40},        {0.24, 0.60},        {0.20, 0.78, true},
            {0.33, 0.83, true},  {0.34, 0.91, true}};
}

void DrawMakruk(wxGraphicsContext& gc, PieceType t, Color c, const Frame& f, double alpha) {
    const Palette pal = MakrukPalette(c, alpha);
    std::vector<Pt> outline;
    switch (t) {
        case PieceType::King:  // tallest: a crown of three points over a broad body
            outline = KhunCrown();
            outline.insert(
                outline.end(),
                {{0.17, 0.35}, {0.25, 0.47}, {0.22, 0.60}, {0.11, 0.67, true}, {0.21, 0.71, true}});
            AppendPlinth(outline, 0.75);
            break;
        case PieceType::Met:  // smaller, a round head on a short body
            outline = {{0, 0.27},    {0.10, 0.29},       {0.17, 0.36},
                       {0.16, 0.45}, {0.09, 0.51, true}, {0.17, 0.56},
                       {0.21, 0.63}, {0.10, 0.71, true}, {0.19, 0.74, true}};
            AppendPlinth(outline, 0.77);
            break;
        case PieceType::Khon:  // a pointed bud on a slim body
            outline = {{0, 0.17, true}, {0.07, 0.23},       {0.14, 0.31},
                       {0.12, 0.37},    {0.06, 0.40, true}, {0.13, 0.48},
                       {0.13, 0.58},    {0.08, 0.65, true}, {0.17, 0.69, true}};
            AppendPlinth(outline, 0.74);
            break;
        case PieceType::Rook:  // a solid block whose top curves like a boat
            outline = {{0, 0.36},          {0.27, 0.28, true}, {0.28, 0.34, true},
                       {0.25, 0.37, true}, {0.25, 0.74, true}, {0.32, 0.80, true},
                       {0.34, 0.90, true}};
            break;
        case PieceType::Horse: {
            std::vector<Pt> h = HorseOutline();
            if (c == Color::Black)
                for (Pt& p : h) p.x = -p.x;  // the two sides' horses face each other
            wxGraphicsPath path = SmoothOutline(gc, f, h);
            FillShape(gc, f, path, pal, alpha);
            double d = c == Color::Black ? -1 : 1;
            gc.SetPen(*wxTRANSPARENT_PEN);
            gc.SetBrush(wxBrush(pal.outline));
            gc.DrawEllipse(f.X(-0.17 * d) - f.s * 0.03, f.Y(0.30) - f.s * 0.03, f.s * 0.06,
                           f.s * 0.06);
            DetailLine(gc, f, pal, 0.02 * d, 0.2, 0.16 * d, 0.5);  // the mane
            DetailLine(gc, f, pal, -0.18, 0.79, 0.18, 0.79);
            return;
        }
        case PieceType::Pawn: {  // a cowrie shell, its smooth back up
            wxGraphicsPath path = gc.CreatePath();
            path.MoveToPoint(f.X(-0.33), f.Y(0.86));
            path.AddCurveToPoint(f.X(-0.36), f.Y(0.44), f.X(0.36), f.Y(0.44), f.X(0.33), f.Y(0.86));
            path.CloseSubpath();
            FillShape(gc, f, path, pal, alpha);
            DetailLine(gc, f, pal, -0.20, 0.78, 0.20, 0.78);
            return;
        }
        case PieceType::BiaNgai: {  // the shell turned over: its toothed opening on top
            wxGraphicsPath path = gc.CreatePath();
            path.AddEllipse(f.X(-0.32), f.Y(0.50), f.s * 0.64, f.s * 0.38);
            FillShape(gc, f, path, pal, alpha);
            wxGraphicsPath slit = gc.CreatePath();
            slit.MoveToPoint(f.X(-0.22), f.Y(0.69));
            slit.AddCurveToPoint(f.X(-0.08), f.Y(0.64), f.X(0.08), f.Y(0.74), f.X(0.22), f.Y(0.69));
            gc.SetPen(
                gc.CreatePen(wxGraphicsPenInfo(pal.outline).Width(std::max(1.5, f.s * 0.05))));
            gc.StrokePath(slit);
            for (int i = -3; i <= 3; ++i) {
                double x = i * 0.055;
                DetailLine(gc, f, pal, x, 0.62, x, 0.76);
            }
            return;
        }
        default:
            return;
    }
    if (t == PieceType::Rook) {
        wxGraphicsPath path = SmoothOutline(gc, f, Lathe(outline));
        FillShape(gc, f, path, pal, alpha);
        DetailLine(gc, f, pal, -0.25, 0.45, 0.25, 0.45);
        DetailLine(gc, f, pal, -0.25, 0.66, 0.25, 0.66);
        return;
    }
    wxGraphicsPath path = SmoothOutline(gc, f, Lathe(outline));
    FillShape(gc, f, path, pal, alpha);
    double ring = t == PieceType::King ? 0.75 : (t == PieceType::Met ? 0.77 : 0.74);
    DetailLine(gc, f, pal, -0.15, ring, 0.15, ring);
    if (t == PieceType::King) {
        DetailLine(gc, f, pal, -0.15, 0.20, 0.15, 0.20);  // the crown's rim
        CrownBalls(gc, f, pal);
    }
}

// Pictorial Xiangqi symbols, in ink on the disc, within radius `r` around (cx, cy).
void DrawSymbol(wxGraphicsContext& gc, PieceType t, Color c, double cx, double cy, double r,
                const wxColour& ink) {
    Frame f{cx, cy - r, 2 * r};  // unit frame over the symbol's box
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(ink).Width(std::max(1.0, r * 0.12)).Cap(wxCAP_ROUND)));
    gc.SetBrush(wxBrush(ink));
    switch (t) {
        case PieceType::King: {  // crown
            wxGraphicsPath p = gc.CreatePath();
            p.MoveToPoint(f.X(-0.36), f.Y(0.78));
            p.AddLineToPoint(f.X(-0.40), f.Y(0.28));
            p.AddLineToPoint(f.X(-0.18), f.Y(0.52));
            p.AddLineToPoint(f.X(0), f.Y(0.18));
            p.AddLineToPoint(f.X(0.18), f.Y(0.52));
            p.AddLineToPoint(f.X(0.40), f.Y(0.28));
            p.AddLineToPoint(f.X(0.36), f.Y(0.78));
            p.CloseSubpath();
            gc.FillPath(p);
            break;
        }
        case PieceType::Advisor: {  // a diamond with its diagonals
            gc.SetBrush(*wxTRANSPARENT_BRUSH);
            wxGraphicsPath p = gc.CreatePath();
            p.MoveToPoint(f.X(0), f.Y(0.14));
            p.AddLineToPoint(f.X(0.34), f.Y(0.5));
            p.AddLineToPoint(f.X(0), f.Y(0.86));
            p.AddLineToPoint(f.X(-0.34), f.Y(0.5));
            p.CloseSubpath();
            gc.StrokePath(p);
            gc.StrokeLine(f.X(-0.17), f.Y(0.32), f.X(0.17), f.Y(0.68));
            gc.StrokeLine(f.X(0.17), f.Y(0.32), f.X(-0.17), f.Y(0.68));
            break;
        }
        case PieceType::Elephant: {  // head with big ears and a trunk
            gc.DrawEllipse(f.X(-0.42), f.Y(0.22), f.s * 0.30, f.s * 0.36);
            gc.DrawEllipse(f.X(0.12), f.Y(0.22), f.s * 0.30, f.s * 0.36);
            gc.DrawEllipse(f.X(-0.20), f.Y(0.18), f.s * 0.40, f.s * 0.40);
            wxGraphicsPath p = gc.CreatePath();
            p.MoveToPoint(f.X(0), f.Y(0.52));
            p.AddCurveToPoint(f.X(0.02), f.Y(0.75), f.X(-0.02), f.Y(0.86), f.X(0.12), f.Y(0.84));
            gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(ink).Width(r * 0.18).Cap(wxCAP_ROUND)));
            gc.StrokePath(p);
            break;
        }
        case PieceType::Horse: {
            std::vector<Pt> h = HorseOutline();
            h.erase(h.begin(), h.begin() + 2);
            h.erase(h.end() - 2, h.end());
            for (Pt& p : h) p.y -= 0.05;
            gc.FillPath(SmoothOutline(gc, f, h));
            break;
        }
        case PieceType::Rook: {  // a cart: body and two wheels
            gc.DrawRoundedRectangle(f.X(-0.36), f.Y(0.22), f.s * 0.72, f.s * 0.30, f.s * 0.05);
            gc.SetBrush(*wxTRANSPARENT_BRUSH);
            gc.DrawEllipse(f.X(-0.34), f.Y(0.50), f.s * 0.26, f.s * 0.26);
            gc.DrawEllipse(f.X(0.08), f.Y(0.50), f.s * 0.26, f.s * 0.26);
            break;
        }
        case PieceType::Cannon: {  // a barrel on a wheel
            gc.PushState();
            gc.Translate(f.X(0), f.Y(0.5));
            gc.Rotate(-0.45);
            gc.DrawRoundedRectangle(-f.s * 0.40, -f.s * 0.09, f.s * 0.80, f.s * 0.18, f.s * 0.08);
            gc.PopState();
            gc.SetBrush(wxBrush(wxColour(0, 0, 0, 0)));
            gc.DrawEllipse(f.X(-0.16), f.Y(0.50), f.s * 0.32, f.s * 0.32);
            break;
        }
        case PieceType::Pawn: {  // a spear
            gc.StrokeLine(f.X(0), f.Y(0.30), f.X(0), f.Y(0.86));
            gc.StrokeLine(f.X(-0.16), f.Y(0.40), f.X(0.16), f.Y(0.40));
            wxGraphicsPath p = gc.CreatePath();
            p.MoveToPoint(f.X(0), f.Y(0.10));
            p.AddLineToPoint(f.X(0.12), f.Y(0.32));
            p.AddLineToPoint(f.X(-0.12), f.Y(0.32));
            p.CloseSubpath();
            gc.FillPath(p);
            break;
        }
        default:
            break;
    }
    (void)c;
}

void DrawXiangqi(wxGraphicsContext& gc, PieceType t, Color c, double cx, double cy, double size,
                 XiangqiPieceStyle style, double alpha) {
    const double r = size * 0.45;
    const int a = int(255 * alpha);
    const wxColour ink = c == Color::White ? wxColour(178, 34, 30, a) : wxColour(28, 28, 30, a);
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(0, 0, 0, int(60 * alpha))));
    gc.DrawEllipse(cx - r + size * 0.02, cy - r + size * 0.035, 2 * r, 2 * r);
    gc.SetBrush(gc.CreateRadialGradientBrush(cx - r * 0.3, cy - r * 0.4, cx, cy, r * 1.2,
                                             wxColour(252, 240, 214, a),
                                             wxColour(222, 190, 140, a)));
    gc.SetPen(gc.CreatePen(
        wxGraphicsPenInfo(wxColour(110, 76, 44, a)).Width(std::max(1.0, size * 0.025))));
    gc.DrawEllipse(cx - r, cy - r, 2 * r, 2 * r);
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(ink).Width(std::max(1.0, size * 0.022))));
    const double ri = r * 0.80;
    gc.DrawEllipse(cx - ri, cy - ri, 2 * ri, 2 * ri);
    if (style == XiangqiPieceStyle::Pictorial) {
        DrawSymbol(gc, t, c, cx, cy, ri * 0.72, ink);
        return;
    }
    wxFont font(wxFontInfo(wxSize(0, int(r * 1.05))).Family(wxFONTFAMILY_SWISS).Bold());
    gc.SetFont(font, ink);
    wxString ch = XiangqiCharacter(c, t);
    double w = 0, h = 0, descent = 0, lead = 0;
    gc.GetTextExtent(ch, &w, &h, &descent, &lead);
    gc.DrawText(ch, cx - w / 2, cy - h / 2);
}

}  // namespace

void DrawPiece(wxGraphicsContext& gc, VariantId variant, Piece piece, double x, double y,
               double size, XiangqiPieceStyle style, double alpha) {
    if (IsEmpty(piece)) return;
    if (variant == VariantId::Makruk) {
        Frame f{x + size / 2, y, size};
        DrawMakruk(gc, TypeOf(piece), ColorOf(piece), f, alpha);
    } else {
        DrawXiangqi(gc, TypeOf(piece), ColorOf(piece), x + size / 2, y + size / 2, size, style,
                    alpha);
    }
}

wxBitmap PieceBitmap(VariantId variant, Piece piece, int size, XiangqiPieceStyle style) {
    wxImage image(size, size);
    image.InitAlpha();
    std::fill(image.GetAlpha(), image.GetAlpha() + size * size, 0);
    {
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(image));
        if (gc) {
            gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
            DrawPiece(*gc, variant, piece, 0, 0, size, style);
        }
    }  // the context writes back into the image when it goes
    return wxBitmap(image);
}

}  // namespace chatur::gui
