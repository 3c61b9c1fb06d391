// Paints a board, its highlights and its pieces into a wxGraphicsContext. The
// window (board_view.*) and off-screen rendering (screenshots, tests) share it,
// so what a test saves is what the user sees.
#pragma once

#include <wx/gdicmn.h>
#include <wx/geometry.h>

#include <optional>
#include <utility>
#include <vector>

#include "core/trainer/board_interaction.h"
#include "gui/preferences.h"

class wxGraphicsContext;

namespace chatur::gui {

// The display preferences the board needs.
struct BoardLook {
    MakrukBoardStyle makrukBoard = MakrukBoardStyle::Traditional;
    BoardTheme theme = BoardTheme::Wood;
    XiangqiPieceStyle xiangqiPieces = XiangqiPieceStyle::Characters;
    bool coordinates = true;
    bool destinationDots = true;
    bool thaiSquareNames = false;  // Makruk edges as ก..ญ and ๑..๘ (Thai UI, preference on)
    int textScale = 100;           // the coordinates' size, in percent (Preferences)
};

// Where the cells are: cell (col, row) from the top left as drawn. For Xiangqi a
// cell is centred on its point.
struct BoardGeometry {
    double x0 = 0, y0 = 0, cell = 0;
    int cols = 8, rows = 8;

    static BoardGeometry Fit(const Variant& v, const wxSize& area, bool coordinates);
    wxRect2DDouble CellRect(int col, int row) const {
        return {x0 + col * cell, y0 + row * cell, cell, cell};
    }
    // The cell under a point, or (-1, -1).
    std::pair<int, int> CellAt(double x, double y) const;
};

// The coordinates' text height in pixels for a cell size: a fixed share of the
// cell, never below a readable floor, never past the margin beside the board;
// Thai square names one size up, as Thai letters look smaller than Latin ones
// of the same height (ux-review L15).
double CoordinateHeight(double cell, double gap, int textScale, bool thai);

// Transient things drawn over the position: a piece being dragged, a move
// being animated.
struct BoardAnnotations {
    std::vector<Square> marks;                      // squares an author highlighted
    std::vector<std::pair<Square, Square>> arrows;  // from, to
    // The trainer's layers, each in its own style.
    std::vector<Square> picked;                         // squares the learner marked (range task)
    std::vector<Square> hinted;                         // a hint's piece
    std::vector<std::pair<Square, Square>> hintArrows;  // a hint's move, the answer's moves
    std::vector<Square> wrong;                          // squares the learner got wrong (a cross)
    std::vector<Square> answer;  // the engine's squares, shown with the answer
    bool operator==(const BoardAnnotations&) const = default;
};

struct PaintOverlay {
    Square hidden = kNoSquare;       // drawn elsewhere (dragged or animated)
    Piece floating = Piece::None;    // the dragged/animated piece
    wxPoint2DDouble floatingCentre;  // where its centre is
};

void PaintBoard(wxGraphicsContext& gc, const wxSize& area, const BoardInteraction& board,
                const BoardLook& look, const PaintOverlay& overlay = {},
                const BoardAnnotations& notes = {});

}  // namespace chatur::gui
