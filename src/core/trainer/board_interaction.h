// What happens when a learner points at the board, independent of any toolkit.
// The board view forwards clicks, drags, arrow keys and typed moves here and
// paints what `GetHighlights()` says; tests drive the very same object. The
// interaction never changes the game by itself: a click that completes a move
// returns `ClickKind::MoveRequested`, and the owner (free play, a lesson step, a
// puzzle) decides whether to play it and then calls `SetPosition`/`Play`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/rules/position.h"
#include "core/trainer/piece_reach.h"

namespace chatur {

// Play: pieces of the movable side may be selected and moved.
// Range: any piece may be selected to show where it can go (and what it defends);
// nothing moves. Pick: every click on a square is reported as `Picked` (marking
// squares, placing a piece); nothing is selected. Locked: the board only shows
// (e.g. while an answer is shown).
enum class InteractionMode : uint8_t { Play, Range, Pick, Locked };

enum class ClickKind : uint8_t {
    None,           // nothing to do (an empty square, nothing selected)
    Selected,       // a piece is now selected (also when the selection changed)
    Deselected,     // the selection was cleared
    MoveRequested,  // `move` completes a legal move; the owner decides to play it
    Illegal,        // refused; `reason` says why
    Picked,         // Pick mode: the square `from` was clicked
};

struct ClickResult {
    ClickKind kind = ClickKind::None;
    Move move;  // for MoveRequested
    // Illegal: why the move is refused; Selected: why the piece cannot move (or None).
    MoveRefusal reason = MoveRefusal::None;
    Square from = kNoSquare;
    Square to = kNoSquare;
};

// Everything the view needs to paint the state of the interaction.
struct Highlights {
    Square selected = kNoSquare;
    SquareSet quiet;     // legal destinations on empty squares (dots)
    SquareSet captures;  // legal captures (rings)
    SquareSet defends;   // Range mode: own pieces the selected piece guards
    Square lastFrom = kNoSquare;
    Square lastTo = kNoSquare;
    Square check = kNoSquare;   // king of the side to move, when in check
    Square cursor = kNoSquare;  // keyboard cursor, when visible
};

enum class CursorDirection : uint8_t { Up, Down, Left, Right };

class BoardInteraction {
public:
    explicit BoardInteraction(const Position& position);

    void SetPosition(const Position& position, std::optional<Move> lastMove = std::nullopt);
    const Position& GetPosition() const { return m_position; }
    const Variant& GetVariant() const { return m_position.GetVariant(); }
    std::optional<Move> LastMove() const { return m_lastMove; }
    // Plays a legal move on the interaction's own position (free play).
    void Play(Move move);

    void SetMode(InteractionMode mode);
    InteractionMode Mode() const { return m_mode; }
    // Restricts which side the user may move (a puzzle's solver); by default
    // whichever side is to move.
    void SetUserSide(std::optional<Color> side) { m_userSide = side; }

    ClickResult Click(Square square);
    void ClearSelection();
    Square Selected() const { return m_selected; }
    // May a drag start on this square (same rule as a first click)?
    bool CanPickUp(Square square) const;
    Highlights GetHighlights() const;

    // Screen geometry: cell (col, row) counted from the top left as drawn,
    // taking the flip into account.
    void SetFlipped(bool flipped) { m_flipped = flipped; }
    bool Flipped() const { return m_flipped; }
    Square SquareAtCell(int col, int row) const;
    std::pair<int, int> CellOf(Square square) const;

    // Keyboard: arrows move the cursor as seen on screen; Activate clicks it.
    void MoveCursor(CursorDirection direction);
    void SetCursor(Square square);
    void HideCursor() { m_cursorVisible = false; }
    Square Cursor() const { return m_cursor; }
    bool CursorVisible() const { return m_cursorVisible; }
    ClickResult Activate();

    // A typed move ("d4e5", "d4-e5", "H3E3") or a single square ("e5", acting as a
    // click). Errors: "typed-not-a-move", "typed-not-a-square", "no-piece",
    // "not-your-piece", or the explanation of an illegal move.
    ClickResult TypeMove(std::string_view text);

private:
    bool Movable(Piece p) const;
    ClickResult Select(Square square);
    ClickResult TryMove(Square from, Square to);

    Position m_position;
    std::optional<Move> m_lastMove;
    InteractionMode m_mode = InteractionMode::Play;
    std::optional<Color> m_userSide;
    Square m_selected = kNoSquare;
    bool m_flipped = false;
    Square m_cursor = kNoSquare;
    bool m_cursorVisible = false;
};

}  // namespace chatur
