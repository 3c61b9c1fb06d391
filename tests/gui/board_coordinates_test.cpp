// What the board draws stays readable: the coordinates (ux-review L15) keep a
// floor on the smallest board, Thai square names are one size up, and neither
// grows past the margin beside the board; a square the learner marked around a
// piece (L3) is ringed at its edge, not over the piece.
#include <gtest/gtest.h>
#include <wx/frame.h>
#include <wx/image.h>

#include "core/notation/fen.h"
#include "gui/board_painter.h"
#include "gui/board_view.h"

namespace chatur::gui {
namespace {

TEST(BoardCoordinates, ReadableOnTheSmallestBoardAndThaiOneSizeUp) {
    // 1024x700: cells of about 47 px, where a share of the cell gave 11 px.
    EXPECT_GE(CoordinateHeight(47, 47 * 0.12, 100, false), 13.0);
    EXPECT_GT(CoordinateHeight(47, 47 * 0.12, 100, true),
              CoordinateHeight(47, 47 * 0.12, 100, false));
    EXPECT_GT(CoordinateHeight(80, 80 * 0.12, 100, true),
              CoordinateHeight(80, 80 * 0.12, 100, false));
    // Never past the margin: half a cell less the gap.
    EXPECT_LE(CoordinateHeight(30, 30 * 0.12, 200, true), 30 * 0.5 - 30 * 0.12);
    // A larger text size makes larger coordinates.
    EXPECT_GT(CoordinateHeight(80, 80 * 0.12, 150, false),
              CoordinateHeight(80, 80 * 0.12, 100, false));
}

TEST(BoardMarks, AMarkedSquareWithAPieceKeepsThePieceInView) {
    auto* frame = new wxFrame(nullptr, wxID_ANY, "t");
    auto* view = new BoardView(frame);
    const auto parsed = ParseFen(MakrukVariant(), "7k/8/8/8/3M4/8/8/3K4 w - - 0 1");
    view->SetPosition(std::get<FenData>(parsed).position, std::nullopt);
    const wxSize size(400, 400);
    const wxImage plain = view->RenderToBitmap(size).ConvertToImage();
    const Square d4 = *ParseSquare(MakrukVariant(), "d4");
    BoardAnnotations notes;
    notes.picked = {d4};
    view->SetAnnotations(notes);
    const wxImage marked = view->RenderToBitmap(size).ConvertToImage();
    const BoardGeometry g = BoardGeometry::Fit(MakrukVariant(), size, true);
    const auto [col, row] = view->Interaction().CellOf(d4);
    const auto r = g.CellRect(col, row);
    const int cx = int(r.m_x + g.cell / 2), cy = int(r.m_y + g.cell / 2);
    const auto same = [&](int x, int y) {
        return plain.GetRed(x, y) == marked.GetRed(x, y) &&
               plain.GetGreen(x, y) == marked.GetGreen(x, y) &&
               plain.GetBlue(x, y) == marked.GetBlue(x, y);
    };
    // The piece is not covered (the old ring ran at 0.3 of a cell, over it)...
    for (double f : {0.0, 0.2, 0.3}) EXPECT_TRUE(same(cx + int(g.cell * f), cy)) << f;
    // ...the ring runs along the square's edge.
    EXPECT_FALSE(same(cx + int(g.cell * 0.45), cy));
    frame->Destroy();
}

}  // namespace
}  // namespace chatur::gui
