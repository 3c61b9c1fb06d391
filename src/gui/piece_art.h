// Vector piece art, drawn with wxGraphicsContext so it is crisp at any size.
// Makruk: silhouettes of turned-wood pieces (Khun tallest, crowned with three
// points, Met smaller and round, Khon a single pointed bud, Ma a horse head, Rua a
// boat-like block, Bia a cowrie shell, Bia ngai the shell turned over). Xiangqi:
// round discs with the traditional character, or a pictorial symbol for learners
// who cannot read them.
#pragma once

#include "core/rules/types.h"
#include "core/rules/variant.h"
#include "gui/preferences.h"

class wxGraphicsContext;
class wxBitmap;

namespace chatur::gui {

// Draws `piece` centred in the square cell at (x, y) with side `size`.
void DrawPiece(wxGraphicsContext& gc, VariantId variant, Piece piece, double x, double y,
               double size, XiangqiPieceStyle style, double alpha = 1.0);

// The piece alone on a transparent square bitmap (palettes, buttons).
wxBitmap PieceBitmap(VariantId variant, Piece piece, int size, XiangqiPieceStyle style);

}  // namespace chatur::gui
