// The board window: paints through PaintBoard, turns mouse, drag and keyboard
// input into BoardInteraction calls, and reports every outcome to its owner
// through a callback. Tests call ClickSquare/PressKey, the same entry points the
// event handlers use. For screen readers the drawn window is named "Board" and
// described by a line that follows it (whose move, the last move, the selected
// piece, the keyboard cursor) and says where the board can be read as text.
#pragma once

#include <wx/timer.h>
#include <wx/window.h>

#include <functional>
#include <optional>

#include "core/trainer/board_interaction.h"
#include "gui/board_painter.h"

class wxDC;

namespace chatur::gui {

class BoardView : public wxWindow {
public:
    BoardView(wxWindow* parent, wxWindowID id = wxID_ANY);

    BoardInteraction& Interaction() { return m_interaction; }
    const BoardInteraction& Interaction() const { return m_interaction; }

    // Shows a position; with `animate` the last move slides into place.
    void SetPosition(const Position& position, std::optional<chatur::Move> lastMove,
                     bool animate = false);
    void SetLook(const BoardLook& look);
    const BoardLook& Look() const { return m_look; }
    void SetFlipped(bool flipped);
    void SetAnimationEnabled(bool on) { m_animationEnabled = on; }
    // Moves slide only when enabled and the window is on screen.
    bool Animates() const { return m_animationEnabled && IsShownOnScreen(); }
    // Marks and arrows of a lesson step or puzzle (cleared by passing {}).
    void SetAnnotations(const BoardAnnotations& notes);
    const BoardAnnotations& Annotations() const { return m_notes; }

    // Called with the outcome of every click, drop, key or typed move.
    void SetResultHandler(std::function<void(const ClickResult&)> handler) {
        m_onResult = std::move(handler);
    }
    // Called while the user types a move ("d4", "d4e5"; empty when done).
    void SetTypingHandler(std::function<void(const wxString&)> handler) {
        m_onTyping = std::move(handler);
    }

    // Set-up mode (the pack editor): while a square handler is set, a click is
    // reported raw to it instead of going through BoardInteraction, a piece
    // dragged to another square goes to the drag handler, and a right click to
    // the right-click handler. Passing {} returns to the normal behaviour.
    void SetSquareHandler(std::function<void(Square)> handler) { m_onSquare = std::move(handler); }
    // Called after every SetPosition (a lesson step, a puzzle, a move played),
    // so that what describes the position (the status line) follows it.
    void SetPositionHandler(std::function<void()> handler) { m_onPosition = std::move(handler); }
    void SetDragHandler(std::function<void(Square, Square)> handler) {
        m_onDrag = std::move(handler);
    }
    void SetRightClickHandler(std::function<void(Square)> handler) {
        m_onRightClick = std::move(handler);
    }
    bool InSetupMode() const { return bool(m_onSquare); }

    // The end of the board's accessible description: how to read it as text
    // where it is shown ("Ctrl+T shows the board as text..."), worded when the
    // description is renewed so that it follows the UI language.
    void SetAccessibleHint(std::function<wxString()> hint);
    // The description as screen readers get it (tests).
    wxString AccessibleSummary() const;

    // The entry points of the event handlers (also used by tests). In set-up
    // mode ClickSquare reports the square and returns a Picked result.
    ClickResult ClickSquare(Square square);
    void DragSquare(Square from, Square to);  // set-up mode: a piece dropped elsewhere
    void RightClickSquare(Square square);
    ClickResult SubmitTypedMove(const wxString& text);
    void PressKey(int keyCode);

    // Renders the current state into any DC (window, memory DC for screenshots).
    void Render(wxDC& dc, const wxSize& size);
    wxBitmap RenderToBitmap(const wxSize& size);
    Square SquareAt(const wxPoint& point) const;

private:
    ClickResult Dispatch(ClickResult result);
    // Names and describes the board again for screen readers.
    void Describe();
    void OnPaint(wxPaintEvent& event);
    void OnLeftDown(wxMouseEvent& event);
    void OnMotion(wxMouseEvent& event);
    void OnLeftUp(wxMouseEvent& event);
    void OnRightDown(wxMouseEvent& event);
    void OnKeyDown(wxKeyEvent& event);
    void OnChar(wxKeyEvent& event);
    void OnTimer(wxTimerEvent& event);
    void FinishAnimation();

    BoardInteraction m_interaction;
    BoardLook m_look;
    BoardAnnotations m_notes;
    std::function<void(const ClickResult&)> m_onResult;
    std::function<void(const wxString&)> m_onTyping;
    std::function<void(Square)> m_onSquare;
    std::function<void()> m_onPosition;
    std::function<void(Square, Square)> m_onDrag;
    std::function<void(Square)> m_onRightClick;
    std::function<wxString()> m_accessibleHint;

    // Mouse and drag state.
    Square m_pressSquare = kNoSquare;
    bool m_pressWasSelected = false;
    bool m_dragCandidate = false;
    bool m_dragging = false;
    wxPoint m_pressPoint;
    wxPoint m_dragPoint;

    wxString m_typed;

    // Move animation.
    bool m_animationEnabled = true;
    wxTimer m_timer;
    wxLongLong m_animStart;
    std::optional<chatur::Move> m_animMove;
    Piece m_animPiece = Piece::None;
};

}  // namespace chatur::gui
