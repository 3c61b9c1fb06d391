// Board diagrams as SVG text, for `chatur-cli diagram`, printable worksheets and
// documentation; no GUI library involved. Makruk: a uniform light-wood board with
// its lines and coordinates, pieces as discs with their names (Latin or Thai
// script). Xiangqi: nine by ten points with the river (楚河 漢界), the palace
// diagonals and the soldier and cannon marks, pieces as discs with their
// characters (Red 帥 仕 相 俥 傌 炮 兵, Black 將 士 象 車 馬 砲 卒). Highlighted squares
// are tinted, arrows drawn over the pieces. The SVG uses no ids, so several can
// be inlined in one HTML page.
#pragma once

#include <string>
#include <vector>

#include "core/rules/position.h"

namespace chatur {

// How Makruk pieces are labelled: "Khun", "Met", ... or ขุน, เม็ด, ...
enum class PieceLabels : uint8_t { Latin, Thai };

// An arrow from one square to another (a move, a line of attack).
struct DiagramArrow {
    Square from = kNoSquare;
    Square to = kNoSquare;
};

// What to draw besides the position, and how big.
struct DiagramOptions {
    Color orientation = Color::White;  // the side shown at the bottom
    std::vector<Square> highlights;
    std::vector<DiagramArrow> arrows;
    PieceLabels makrukLabels = PieceLabels::Latin;
    int cell = 48;  // pixels per square (Makruk) or between points (Xiangqi)
    bool coordinates = true;
};

// The diagram as a standalone <svg> element (UTF-8).
std::string DiagramSvg(const Position& pos, const DiagramOptions& options = {});

// The text on a piece's disc: "Khun" / "ขุน" for Makruk, "帥" for Xiangqi.
std::string PieceLabel(VariantId variant, Piece piece, PieceLabels labels = PieceLabels::Latin);

}  // namespace chatur
