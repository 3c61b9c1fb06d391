// The piece palette beside the editor's board: every piece of the variant in
// both colours (Makruk's Bia ngai included) and an eraser, drawn with the
// board's own piece art. A click selects what the next clicks on the board put
// down; the owner hears of every selection.
#pragma once

#include <wx/window.h>

#include <functional>
#include <vector>

#include "core/rules/types.h"
#include "core/rules/variant.h"
#include "gui/preferences.h"

namespace chatur::gui {

// The piece types a palette offers for a variant, in the order shown.
std::vector<PieceType> PalettePieceTypes(VariantId variant);

class SetupPalette : public wxWindow {
public:
    explicit SetupPalette(wxWindow* parent);

    void SetVariant(VariantId variant);
    void SetPieceStyle(XiangqiPieceStyle style);
    // Piece::None is the eraser.
    void Select(Piece piece);
    Piece Selected() const { return m_selected; }
    void SetSelectHandler(std::function<void(Piece)> handler) { m_onSelect = std::move(handler); }

    // The cell under a point: the piece there (the eraser is Piece::None), or
    // false outside every cell.
    bool PieceAt(const wxPoint& point, Piece* piece) const;

private:
    struct Cell {
        wxRect rect;
        Piece piece;
    };
    void Arrange();
    void OnPaint(wxPaintEvent& event);
    void OnLeftDown(wxMouseEvent& event);
    void OnMotion(wxMouseEvent& event);

    VariantId m_variant = VariantId::Makruk;
    XiangqiPieceStyle m_style = XiangqiPieceStyle::Characters;
    Piece m_selected = Piece::None;
    std::vector<Cell> m_cells;
    std::function<void(Piece)> m_onSelect;
};

}  // namespace chatur::gui
