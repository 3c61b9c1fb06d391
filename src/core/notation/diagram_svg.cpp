#include "core/notation/diagram_svg.h"

#include <cmath>
#include <cstdio>

#include "core/notation/fen.h"
#include "core/text/xml_escape.h"

namespace chatur {

namespace {

// Colours: light wood, dark lines; ivory and ebony Makruk discs; cream Xiangqi
// discs with red or black characters.
constexpr const char* kWood = "#e8c88f";
constexpr const char* kWoodEdge = "#b98a4e";
constexpr const char* kLine = "#5b3a1c";
constexpr const char* kCoordinate = "#4a3320";
constexpr const char* kHighlight = "#3d9a3d";
constexpr const char* kArrow = "#1d63c8";
constexpr const char* kGold = "#c9a227";
constexpr const char* kLatinFont = "DejaVu Sans, Verdana, Arial, sans-serif";
constexpr const char* kThaiFont = "Loma, Tlwg Typo, Noto Sans Thai, sans-serif";
constexpr const char* kChineseFont =
    "WenQuanYi Micro Hei, Noto Sans CJK SC, Noto Sans CJK TC, Microsoft YaHei, sans-serif";

std::string Num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string s = buf;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s == "-0" ? "0" : s;
}

// A point of the drawing, in pixels.
struct Point {
    double x;
    double y;
};

// Board geometry: where each square's centre is drawn.
class Layout {
public:
    Layout(const Variant& v, const DiagramOptions& o) : m_v(v), m_o(o), m_c(o.cell) {
        m_xiangqi = v.id == VariantId::Xiangqi;
        double margin = m_c * 0.25;
        double coords = o.coordinates ? m_c * 0.55 : 0;
        m_left = margin + coords;
        m_top = margin;
        // Xiangqi pieces sit on the outer lines: the wood extends beyond them.
        m_pad = m_xiangqi ? m_c * 0.6 : 0;
        m_boardW = m_xiangqi ? (v.files - 1) * m_c + 2 * m_pad : v.files * m_c;
        m_boardH = m_xiangqi ? (v.ranks - 1) * m_c + 2 * m_pad : v.ranks * m_c;
        m_width = m_left + m_boardW + margin;
        m_height = m_top + m_boardH + coords + margin;
    }

    double Cell() const { return m_c; }
    double Width() const { return m_width; }
    double Height() const { return m_height; }
    double Left() const { return m_left; }
    double Top() const { return m_top; }
    double BoardW() const { return m_boardW; }
    double BoardH() const { return m_boardH; }
    double Pad() const { return m_pad; }

    // Column and row on screen (0 = left, top) of a file and rank.
    int Column(int file) const {
        return m_o.orientation == Color::White ? file : m_v.files - 1 - file;
    }
    int Row(int rank) const {
        return m_o.orientation == Color::White ? m_v.ranks - 1 - rank : rank;
    }

    Point ColumnRow(double column, double row) const {
        if (m_xiangqi) return {m_left + m_pad + column * m_c, m_top + m_pad + row * m_c};
        return {m_left + (column + 0.5) * m_c, m_top + (row + 0.5) * m_c};
    }
    Point Center(Square s) const { return ColumnRow(Column(m_v.FileOf(s)), Row(m_v.RankOf(s))); }

private:
    const Variant& m_v;
    const DiagramOptions& m_o;
    double m_c;
    bool m_xiangqi;
    double m_left, m_top, m_pad, m_boardW, m_boardH, m_width, m_height;
};

void Line(std::string& out, Point a, Point b, const char* colour, double width) {
    out += "<line x1=\"" + Num(a.x) + "\" y1=\"" + Num(a.y) + "\" x2=\"" + Num(b.x) + "\" y2=\"" +
           Num(b.y) + "\" stroke=\"" + colour + "\" stroke-width=\"" + Num(width) +
           "\" stroke-linecap=\"square\"/>\n";
}

void Text(std::string& out, Point at, double size, const std::string& font, const char* colour,
          const std::string& text, const char* weight = "normal") {
    // dominant-baseline is not honoured everywhere: shift by a third of the size instead.
    out += "<text x=\"" + Num(at.x) + "\" y=\"" + Num(at.y + size * 0.35) +
           "\" text-anchor=\"middle\" font-family=\"" + font + "\" font-size=\"" + Num(size) +
           "\" font-weight=\"" + weight + "\" fill=\"" + colour + "\">" + text + "</text>\n";
}

void Coordinates(std::string& out, const Variant& v, const Layout& l) {
    double c = l.Cell();
    double size = c * 0.3;
    for (int f = 0; f < v.files; ++f) {
        Point p = l.ColumnRow(l.Column(f), v.ranks - 1);
        p.y = l.Top() + l.BoardH() + c * 0.3;
        Text(out, p, size, kLatinFont, kCoordinate, std::string(1, char('a' + f)));
    }
    for (int r = 0; r < v.ranks; ++r) {
        Point p = l.ColumnRow(0, l.Row(r));
        p.x = l.Left() - c * 0.3;
        Text(out, p, size, kLatinFont, kCoordinate, std::to_string(r + 1));
    }
}

void MakrukBoard(std::string& out, const Variant& v, const Layout& l) {
    double c = l.Cell();
    for (int i = 0; i <= v.files; ++i) {
        double x = l.Left() + i * c;
        Line(out, {x, l.Top()}, {x, l.Top() + l.BoardH()}, kLine,
             i == 0 || i == v.files ? 2.5 : 1.2);
    }
    for (int i = 0; i <= v.ranks; ++i) {
        double y = l.Top() + i * c;
        Line(out, {l.Left(), y}, {l.Left() + l.BoardW(), y}, kLine,
             i == 0 || i == v.ranks ? 2.5 : 1.2);
    }
}

// The small corner marks on Xiangqi's soldier and cannon points.
void PointMarks(std::string& out, const Variant& v, const Layout& l, int file, int rank) {
    double c = l.Cell();
    double gap = c * 0.08, len = c * 0.18;
    Point p = l.Center(v.MakeSquare(file, rank));
    for (int dx : {-1, 1}) {
        int column = l.Column(file) + dx;
        if (column < 0 || column >= v.files) continue;
        for (int dy : {-1, 1}) {
            Point corner{p.x + dx * gap, p.y + dy * gap};
            Line(out, corner, {corner.x + dx * len, corner.y}, kLine, 1);
            Line(out, corner, {corner.x, corner.y + dy * len}, kLine, 1);
        }
    }
}

void XiangqiBoard(std::string& out, const Variant& v, const Layout& l) {
    double c = l.Cell();
    auto at = [&](int column, int row) { return l.ColumnRow(column, row); };
    for (int row = 0; row < v.ranks; ++row)
        Line(out, at(0, row), at(v.files - 1, row), kLine,
             row == 0 || row == v.ranks - 1 ? 2 : 1.2);
    for (int column = 0; column < v.files; ++column) {
        bool edge = column == 0 || column == v.files - 1;
        if (edge) {
            Line(out, at(column, 0), at(column, v.ranks - 1), kLine, 2);
        } else {  // interrupted by the river
            Line(out, at(column, 0), at(column, 4), kLine, 1.2);
            Line(out, at(column, 5), at(column, v.ranks - 1), kLine, 1.2);
        }
    }
    // Palaces.
    for (int top : {0, 7}) {
        Line(out, at(3, top), at(5, top + 2), kLine, 1.2);
        Line(out, at(5, top), at(3, top + 2), kLine, 1.2);
    }
    // The river: 楚河 on the left, 漢界 on the right, upright whichever side is down.
    double y = (at(0, 4).y + at(0, 5).y) / 2;
    double size = c * 0.5;
    const char* river[4] = {"楚", "河", "漢", "界"};
    double xs[4] = {at(1, 0).x + c * 0.25, at(2, 0).x + c * 0.25, at(5, 0).x + c * 0.75,
                    at(6, 0).x + c * 0.75};
    for (int i = 0; i < 4; ++i) Text(out, {xs[i], y}, size, kChineseFont, kLine, river[i]);
    // Soldier and cannon points of both sides.
    for (int rank : {3, 6})
        for (int file = 0; file < v.files; file += 2) PointMarks(out, v, l, file, rank);
    for (int rank : {2, 7})
        for (int file : {1, 7}) PointMarks(out, v, l, file, rank);
}

void Highlights(std::string& out, const Variant& v, const Layout& l,
                const std::vector<Square>& squares) {
    double c = l.Cell();
    for (Square s : squares) {
        if (s >= v.SquareCount()) continue;
        Point p = l.Center(s);
        if (v.id == VariantId::Xiangqi)
            out += "<circle cx=\"" + Num(p.x) + "\" cy=\"" + Num(p.y) + "\" r=\"" + Num(c * 0.46) +
                   "\" fill=\"" + kHighlight + "\" fill-opacity=\"0.4\"/>\n";
        else
            out += "<rect x=\"" + Num(p.x - c / 2) + "\" y=\"" + Num(p.y - c / 2) + "\" width=\"" +
                   Num(c) + "\" height=\"" + Num(c) + "\" fill=\"" + kHighlight +
                   "\" fill-opacity=\"0.4\"/>\n";
    }
}

void Disc(std::string& out, Point p, double r, const char* fill, const char* stroke, double width) {
    out += "<circle cx=\"" + Num(p.x) + "\" cy=\"" + Num(p.y) + "\" r=\"" + Num(r) + "\" fill=\"" +
           fill + "\" stroke=\"" + stroke + "\" stroke-width=\"" + Num(width) + "\"/>\n";
}

// Letters that take room on a line: code points other than UTF-8 continuation
// bytes and Thai vowel and tone marks written above or below (U+0E31,
// U+0E34-U+0E3A, U+0E47-U+0E4E).
int SpacingLetters(const std::string& text) {
    int n = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        unsigned char b = static_cast<unsigned char>(text[i]);
        if ((b & 0xC0) == 0x80) continue;
        if (b == 0xE0 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xB8) {
            unsigned char t = static_cast<unsigned char>(text[i + 2]);
            if (t == 0xB1 || (t >= 0xB4 && t <= 0xBA)) continue;
        }
        if (b == 0xE0 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xB9) {
            unsigned char t = static_cast<unsigned char>(text[i + 2]);
            if (t >= 0x87 && t <= 0x8E) continue;
        }
        ++n;
    }
    return n;
}

void MakrukPiece(std::string& out, Piece piece, Point p, double c, PieceLabels labels) {
    bool white = ColorOf(piece) == Color::White;
    const char* fill = white ? "#fbf4e2" : "#2b2622";
    const char* ink = white ? "#2b2622" : "#f6ecd6";
    Disc(out, p, c * 0.42, fill, "#1e1a17", c * 0.04);
    PieceType t = TypeOf(piece);
    if (t == PieceType::King) Disc(out, p, c * 0.385, "none", kGold, c * 0.05);
    if (t == PieceType::BiaNgai)  // the shell turned over: a dashed inner ring
        out += "<circle cx=\"" + Num(p.x) + "\" cy=\"" + Num(p.y) + "\" r=\"" + Num(c * 0.35) +
               "\" fill=\"none\" stroke=\"" + ink + "\" stroke-width=\"" + Num(c * 0.025) +
               "\" stroke-dasharray=\"" + Num(c * 0.06) + "\"/>\n";
    std::string label = PieceLabel(VariantId::Makruk, piece, labels);
    bool thai = labels == PieceLabels::Thai;
    int letters = SpacingLetters(label);
    double size = thai ? c * (letters <= 2   ? 0.32
                              : letters == 3 ? 0.28
                                             : 0.24)
                       : c * (letters <= 2   ? 0.34
                              : letters == 3 ? 0.3
                                             : 0.22);
    Text(out, p, size, thai ? kThaiFont : kLatinFont, ink, label, "bold");
}

void XiangqiPiece(std::string& out, Piece piece, Point p, double c) {
    bool red = ColorOf(piece) == Color::White;
    const char* ink = red ? "#b3201c" : "#1c1c1c";
    Disc(out, p, c * 0.44, "#f7e6bd", ink, c * 0.045);
    Disc(out, p, c * 0.36, "none", ink, c * 0.02);
    Text(out, p, c * 0.5, kChineseFont, ink, PieceLabel(VariantId::Xiangqi, piece), "bold");
}

void Arrows(std::string& out, const Variant& v, const Layout& l,
            const std::vector<DiagramArrow>& arrows) {
    double c = l.Cell();
    for (const DiagramArrow& a : arrows) {
        if (a.from >= v.SquareCount() || a.to >= v.SquareCount() || a.from == a.to) continue;
        Point from = l.Center(a.from), to = l.Center(a.to);
        double dx = to.x - from.x, dy = to.y - from.y;
        double len = std::sqrt(dx * dx + dy * dy);
        double ux = dx / len, uy = dy / len;
        double head = c * 0.38, half = c * 0.2;
        Point base{to.x - ux * head, to.y - uy * head};
        out +=
            "<g fill=\"" + std::string(kArrow) + "\" stroke=\"" + kArrow + "\" opacity=\"0.8\">\n";
        out += "<line x1=\"" + Num(from.x) + "\" y1=\"" + Num(from.y) + "\" x2=\"" + Num(base.x) +
               "\" y2=\"" + Num(base.y) + "\" stroke-width=\"" + Num(c * 0.13) +
               "\" stroke-linecap=\"round\"/>\n";
        out += "<polygon stroke=\"none\" points=\"" + Num(to.x) + "," + Num(to.y) + " " +
               Num(base.x - uy * half) + "," + Num(base.y + ux * half) + " " +
               Num(base.x + uy * half) + "," + Num(base.y - ux * half) + "\"/>\n</g>\n";
    }
}

}  // namespace

std::string PieceLabel(VariantId variant, Piece piece, PieceLabels labels) {
    bool white = ColorOf(piece) == Color::White;
    switch (TypeOf(piece)) {
        case PieceType::King:
            if (variant == VariantId::Xiangqi) return white ? "帥" : "將";
            return labels == PieceLabels::Thai ? "ขุน" : "Khun";
        case PieceType::Met:
            return labels == PieceLabels::Thai ? "เม็ด" : "Met";
        case PieceType::Khon:
            return labels == PieceLabels::Thai ? "โคน" : "Khon";
        case PieceType::BiaNgai:
            return labels == PieceLabels::Thai ? "หงาย" : "Ngai";
        case PieceType::Horse:
            if (variant == VariantId::Xiangqi) return white ? "傌" : "馬";
            return labels == PieceLabels::Thai ? "ม้า" : "Ma";
        case PieceType::Rook:
            if (variant == VariantId::Xiangqi) return white ? "俥" : "車";
            return labels == PieceLabels::Thai ? "เรือ" : "Rua";
        case PieceType::Pawn:
            if (variant == VariantId::Xiangqi) return white ? "兵" : "卒";
            return labels == PieceLabels::Thai ? "เบี้ย" : "Bia";
        case PieceType::Advisor:
            return white ? "仕" : "士";
        case PieceType::Elephant:
            return white ? "相" : "象";
        case PieceType::Cannon:
            return white ? "炮" : "砲";
        default:
            return "?";
    }
}

std::string DiagramSvg(const Position& pos, const DiagramOptions& options) {
    const Variant& v = pos.GetVariant();
    Layout l(v, options);
    bool xiangqi = v.id == VariantId::Xiangqi;
    std::string out;
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + Num(l.Width()) + "\" height=\"" +
           Num(l.Height()) + "\" viewBox=\"0 0 " + Num(l.Width()) + " " + Num(l.Height()) + "\">\n";
    out += "<title>" + std::string(xiangqi ? "Xiangqi" : "Makruk") + ": " +
           EscapeXml(BoardFen(pos)) + "</title>\n";
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    out += "<rect x=\"" + Num(l.Left()) + "\" y=\"" + Num(l.Top()) + "\" width=\"" +
           Num(l.BoardW()) + "\" height=\"" + Num(l.BoardH()) + "\" fill=\"" + kWood +
           "\" stroke=\"" + kWoodEdge + "\" stroke-width=\"1\"/>\n";
    Highlights(out, v, l, options.highlights);
    if (xiangqi)
        XiangqiBoard(out, v, l);
    else
        MakrukBoard(out, v, l);
    if (options.coordinates) Coordinates(out, v, l);
    for (Square s = 0; s < v.SquareCount(); ++s) {
        Piece piece = pos.PieceAt(s);
        if (IsEmpty(piece)) continue;
        if (xiangqi)
            XiangqiPiece(out, piece, l.Center(s), l.Cell());
        else
            MakrukPiece(out, piece, l.Center(s), l.Cell(), options.makrukLabels);
    }
    if (xiangqi)  // a ring shows the highlight on occupied points too
        for (Square s : options.highlights)
            if (s < v.SquareCount()) {
                Point p = l.Center(s);
                out += "<circle cx=\"" + Num(p.x) + "\" cy=\"" + Num(p.y) + "\" r=\"" +
                       Num(l.Cell() * 0.47) + "\" fill=\"none\" stroke=\"" + kHighlight +
                       "\" stroke-width=\"" + Num(l.Cell() * 0.07) + "\"/>\n";
            }
    Arrows(out, v, l, options.arrows);
    out += "</svg>\n";
    return out;
}

}  // namespace chatur
