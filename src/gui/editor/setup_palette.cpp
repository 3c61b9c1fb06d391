#include "gui/editor/setup_palette.h"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/settings.h>

#include <memory>

#include "gui/piece_art.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {
constexpr int kCellDip = 40;
}

std::vector<PieceType> PalettePieceTypes(VariantId variant) {
    if (variant == VariantId::Xiangqi)
        return {PieceType::King, PieceType::Advisor, PieceType::Elephant, PieceType::Horse,
                PieceType::Rook, PieceType::Cannon,  PieceType::Pawn};
    return {PieceType::King, PieceType::Met,  PieceType::Khon,   PieceType::Horse,
            PieceType::Rook, PieceType::Pawn, PieceType::BiaNgai};
}

SetupPalette::SetupPalette(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxBORDER_NONE, "palette") {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, &SetupPalette::OnPaint, this);
    Bind(wxEVT_LEFT_DOWN, &SetupPalette::OnLeftDown, this);
    Bind(wxEVT_MOTION, &SetupPalette::OnMotion, this);
    Arrange();
}

void SetupPalette::SetVariant(VariantId variant) {
    m_variant = variant;
    Arrange();
    Refresh();
}

void SetupPalette::SetPieceStyle(XiangqiPieceStyle style) {
    m_style = style;
    Refresh();
}

void SetupPalette::Select(Piece piece) {
    m_selected = piece;
    Refresh();
    if (m_onSelect) m_onSelect(piece);
}

// Two columns (White/Red left, Black right), one row per piece type, and the
// eraser across the bottom row.
void SetupPalette::Arrange() {
    m_cells.clear();
    const int cell = FromDIP(kCellDip);
    const auto types = PalettePieceTypes(m_variant);
    for (size_t row = 0; row < types.size(); ++row)
        for (int col = 0; col < 2; ++col)
            m_cells.push_back({wxRect(col * cell, int(row) * cell, cell, cell),
                               MakePiece(col == 0 ? Color::White : Color::Black, types[row])});
    m_cells.push_back({wxRect(0, int(types.size()) * cell, 2 * cell, cell), Piece::None});
    const wxSize size(2 * cell, int(types.size() + 1) * cell);
    SetMinSize(size);
    SetInitialSize(size);
    InvalidateBestSize();
}

bool SetupPalette::PieceAt(const wxPoint& point, Piece* piece) const {
    for (const Cell& c : m_cells)
        if (c.rect.Contains(point)) {
            *piece = c.piece;
            return true;
        }
    return false;
}

void SetupPalette::OnPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(GetParent()->GetBackgroundColour()));
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
    const wxColour accent = wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT);
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    for (const Cell& c : m_cells) {
        const wxRect r = wxRect(c.rect).Deflate(FromDIP(2));
        if (c.piece == m_selected) {
            gc->SetPen(wxPen(accent, FromDIP(2)));
            gc->SetBrush(wxBrush(accent.ChangeLightness(170)));
            gc->DrawRoundedRectangle(r.x, r.y, r.width, r.height, FromDIP(4));
        }
        if (!IsEmpty(c.piece)) {
            DrawPiece(*gc, m_variant, c.piece, r.x, r.y, r.height, m_style);
            continue;
        }
        // The eraser: a cross in the middle of its cell.
        const double cx = r.x + r.width / 2.0, cy = r.y + r.height / 2.0;
        const double d = r.height * 0.25;
        gc->SetPen(wxPen(text, FromDIP(3)));
        gc->StrokeLine(cx - d, cy - d, cx + d, cy + d);
        gc->StrokeLine(cx - d, cy + d, cx + d, cy - d);
    }
}

void SetupPalette::OnLeftDown(wxMouseEvent& event) {
    Piece piece;
    if (PieceAt(event.GetPosition(), &piece)) Select(piece);
}

void SetupPalette::OnMotion(wxMouseEvent& event) {
    Piece piece;
    wxString tip;
    if (PieceAt(event.GetPosition(), &piece))
        tip = IsEmpty(piece)
                  ? _("Eraser: click a square to empty it")
                  : SideName(m_variant, ColorOf(piece)) + " " + PieceLabel(m_variant, piece);
    if (GetToolTipText() != tip) SetToolTip(tip);
    event.Skip();
}

}  // namespace chatur::gui
