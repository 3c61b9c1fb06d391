#include "gui/board_view.h"

#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/graphics.h>
#include <wx/time.h>

#include <memory>

#include "gui/accessible_name.h"
#include "gui/text_board_text.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {
constexpr int kAnimationMs = 180;
}

BoardView::BoardView(wxWindow* parent, wxWindowID id)
    : wxWindow(parent, id, wxDefaultPosition, wxSize(320, 320),
               wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE | wxBORDER_NONE),
      m_interaction(Position::Start(MakrukVariant())),
      m_timer(this) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(wxSize(240, 240));
    Bind(wxEVT_PAINT, &BoardView::OnPaint, this);
    Bind(wxEVT_LEFT_DOWN, &BoardView::OnLeftDown, this);
    Bind(wxEVT_MOTION, &BoardView::OnMotion, this);
    Bind(wxEVT_LEFT_UP, &BoardView::OnLeftUp, this);
    Bind(wxEVT_RIGHT_DOWN, &BoardView::OnRightDown, this);
    Bind(wxEVT_KEY_DOWN, &BoardView::OnKeyDown, this);
    Bind(wxEVT_CHAR, &BoardView::OnChar, this);
    Bind(wxEVT_TIMER, &BoardView::OnTimer, this);
    Bind(wxEVT_SET_FOCUS, [this](wxFocusEvent& e) {
        Refresh();
        e.Skip();
    });
    Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        Refresh();
        e.Skip();
    });
    m_accessibleHint = [] {
        // TRANSLATORS: the end of the board's description for screen readers.
        return _("Ctrl+T shows the board as text, with commands.");
    };
    Describe();
}

void BoardView::SetAccessibleHint(std::function<wxString()> hint) {
    m_accessibleHint = std::move(hint);
    Describe();
}

wxString BoardView::AccessibleSummary() const {
    const Position& pos = m_interaction.GetPosition();
    const VariantId variant = pos.GetVariant().id;
    wxString text = ToMoveText(variant, pos.SideToMove(), pos.InCheck()) + ".";
    // A position being set up has no moves to speak of.
    if (m_interaction.LastMove() || !InSetupMode())
        text << " " << LastMoveText(pos, m_interaction.LastMove());
    const Highlights marks = m_interaction.GetHighlights();
    if (marks.selected != kNoSquare && !IsEmpty(pos.PieceAt(marks.selected)))
        // TRANSLATORS: the board's description for screen readers: "Selected: White Ma on b1."
        text << " "
             << wxString::Format(
                    _("Selected: %s."),
                    PlacedPieceText(variant, {pos.PieceAt(marks.selected), marks.selected}));
    if (marks.cursor != kNoSquare)
        // TRANSLATORS: the board's description: the keyboard cursor's square, "Cursor: e4: empty."
        text << " " << wxString::Format(_("Cursor: %s"), SquareText(pos, marks.cursor));
    if (m_accessibleHint) text << " " << m_accessibleHint();
    return text;
}

void BoardView::Describe() {
    DescribeDrawnWindow(this, _("Board"), AccessibleSummary());
}

void BoardView::SetPosition(const Position& position, std::optional<chatur::Move> lastMove,
                            bool animate) {
    m_timer.Stop();
    m_animMove.reset();
    m_dragging = false;
    m_interaction.SetPosition(position, lastMove);
    if (animate && lastMove && m_animationEnabled && IsShownOnScreen()) {
        m_animMove = lastMove;
        m_animPiece = position.PieceAt(lastMove->To());
        m_animStart = wxGetLocalTimeMillis();
        m_timer.Start(15);
    }
    Refresh();
    Describe();
    if (m_onPosition) m_onPosition();
}

void BoardView::SetLook(const BoardLook& look) {
    m_look = look;
    Refresh();
    Describe();  // owners set the look after a language switch too
}

void BoardView::SetAnnotations(const BoardAnnotations& notes) {
    m_notes = notes;
    Refresh();
}

void BoardView::SetFlipped(bool flipped) {
    m_interaction.SetFlipped(flipped);
    Refresh();
}

ClickResult BoardView::Dispatch(ClickResult result) {
    Refresh();
    Describe();
    if (m_onResult) m_onResult(result);
    return result;
}

ClickResult BoardView::ClickSquare(Square square) {
    FinishAnimation();
    if (m_onSquare) {
        if (square >= m_interaction.GetVariant().SquareCount()) return {};
        m_onSquare(square);
        Refresh();
        Describe();
        return {ClickKind::Picked, chatur::Move(), {}, square, kNoSquare};
    }
    return Dispatch(m_interaction.Click(square));
}

void BoardView::DragSquare(Square from, Square to) {
    const int count = m_interaction.GetVariant().SquareCount();
    if (!m_onDrag || from >= count || to >= count || from == to) return;
    m_onDrag(from, to);
    Refresh();
}

void BoardView::RightClickSquare(Square square) {
    if (m_onRightClick && square < m_interaction.GetVariant().SquareCount()) m_onRightClick(square);
    Refresh();
}

ClickResult BoardView::SubmitTypedMove(const wxString& text) {
    FinishAnimation();
    return Dispatch(m_interaction.TypeMove(text.utf8_string()));
}

Square BoardView::SquareAt(const wxPoint& point) const {
    const Variant& v = m_interaction.GetVariant();
    BoardGeometry g = BoardGeometry::Fit(v, GetClientSize(), m_look.coordinates);
    auto [col, row] = g.CellAt(point.x, point.y);
    return col < 0 ? kNoSquare : m_interaction.SquareAtCell(col, row);
}

void BoardView::Render(wxDC& dc, const wxSize& size) {
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::CreateFromUnknownDC(dc));
    if (!gc) return;
    gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
    PaintOverlay overlay;
    const Variant& v = m_interaction.GetVariant();
    BoardGeometry g = BoardGeometry::Fit(v, size, m_look.coordinates);
    if (m_dragging && m_pressSquare != kNoSquare) {
        overlay.hidden = m_pressSquare;
        overlay.floating = m_interaction.GetPosition().PieceAt(m_pressSquare);
        overlay.floatingCentre = wxPoint2DDouble(m_dragPoint.x, m_dragPoint.y);
    } else if (m_animMove) {
        double t = double((wxGetLocalTimeMillis() - m_animStart).GetValue()) / kAnimationMs;
        t = std::clamp(t, 0.0, 1.0);
        t = 1 - (1 - t) * (1 - t);  // ease out
        auto [c1, r1] = m_interaction.CellOf(m_animMove->From());
        auto [c2, r2] = m_interaction.CellOf(m_animMove->To());
        overlay.hidden = m_animMove->To();
        overlay.floating = m_animPiece;
        overlay.floatingCentre = wxPoint2DDouble(g.x0 + (c1 + 0.5 + (c2 - c1) * t) * g.cell,
                                                 g.y0 + (r1 + 0.5 + (r2 - r1) * t) * g.cell);
    }
    PaintBoard(*gc, size, m_interaction, m_look, overlay, m_notes);
}

wxBitmap BoardView::RenderToBitmap(const wxSize& size) {
    FinishAnimation();
    wxBitmap bitmap(size, 32);
    wxMemoryDC dc(bitmap);
    Render(dc, size);
    dc.SelectObject(wxNullBitmap);
    return bitmap;
}

void BoardView::OnPaint(wxPaintEvent&) {
    wxPaintDC dc(this);
    Render(dc, GetClientSize());
}

void BoardView::OnLeftDown(wxMouseEvent& event) {
    SetFocus();
    // The keyboard's cursor frame goes with a click (ux-review L16); the next
    // arrow key shows it again.
    m_interaction.HideCursor();
    FinishAnimation();
    Square sq = SquareAt(event.GetPosition());
    m_pressSquare = sq;
    m_pressPoint = m_dragPoint = event.GetPosition();
    m_dragCandidate = false;
    m_dragging = false;
    if (sq == kNoSquare) return;
    if (m_onSquare) {
        // Set-up mode: a piece may be dragged to another square (a click on it
        // is reported when the button goes up on the same square); a click on
        // an empty square is reported at once.
        if (m_onDrag && !IsEmpty(m_interaction.GetPosition().PieceAt(sq))) {
            m_dragCandidate = true;
            CaptureMouse();
        } else {
            ClickSquare(sq);
        }
        return;
    }
    m_pressWasSelected = m_interaction.Selected() == sq;
    if (m_interaction.CanPickUp(sq)) {
        m_dragCandidate = true;
        if (!m_pressWasSelected) Dispatch(m_interaction.Click(sq));
        CaptureMouse();
    } else {
        Dispatch(m_interaction.Click(sq));
    }
}

void BoardView::OnMotion(wxMouseEvent& event) {
    if (!m_dragCandidate || !event.LeftIsDown()) return;
    m_dragPoint = event.GetPosition();
    wxPoint d = m_dragPoint - m_pressPoint;
    if (!m_dragging && d.x * d.x + d.y * d.y > 16) m_dragging = true;
    if (m_dragging) Refresh();
}

void BoardView::OnLeftUp(wxMouseEvent& event) {
    if (HasCapture()) ReleaseMouse();
    if (!m_dragCandidate) return;
    m_dragCandidate = false;
    Square sq = SquareAt(event.GetPosition());
    if (m_onSquare) {
        const bool dragged = m_dragging;
        m_dragging = false;
        if (dragged && sq != kNoSquare && sq != m_pressSquare)
            DragSquare(m_pressSquare, sq);
        else if (sq == m_pressSquare)
            ClickSquare(sq);
        else
            Refresh();
        return;
    }
    if (m_dragging) {
        m_dragging = false;
        if (sq != kNoSquare && sq != m_pressSquare)
            Dispatch(m_interaction.Click(sq));
        else
            Refresh();
    } else if (m_pressWasSelected && sq == m_pressSquare) {
        Dispatch(m_interaction.Click(sq));  // a second click on the piece deselects it
    }
}

void BoardView::OnRightDown(wxMouseEvent& event) {
    if (!m_onRightClick) {
        event.Skip();
        return;
    }
    SetFocus();
    RightClickSquare(SquareAt(event.GetPosition()));
}

void BoardView::PressKey(int key) {
    FinishAnimation();
    switch (key) {
        case WXK_UP:
            m_interaction.MoveCursor(CursorDirection::Up);
            break;
        case WXK_DOWN:
            m_interaction.MoveCursor(CursorDirection::Down);
            break;
        case WXK_LEFT:
            m_interaction.MoveCursor(CursorDirection::Left);
            break;
        case WXK_RIGHT:
            m_interaction.MoveCursor(CursorDirection::Right);
            break;
        case WXK_RETURN:
        case WXK_NUMPAD_ENTER:
        case WXK_SPACE:
            if (!m_typed.empty() && key != WXK_SPACE) {
                wxString text = m_typed;
                m_typed.clear();
                if (m_onTyping) m_onTyping(m_typed);
                SubmitTypedMove(text);
                return;
            }
            Dispatch(m_interaction.Activate());
            return;
        case WXK_ESCAPE:
            m_typed.clear();
            if (m_onTyping) m_onTyping(m_typed);
            m_interaction.ClearSelection();
            m_interaction.HideCursor();
            break;
        case WXK_BACK:
            if (!m_typed.empty()) m_typed.RemoveLast();
            if (m_onTyping) m_onTyping(m_typed);
            break;
        default:
            if (key < 128 && (wxIsalnum(key))) {
                m_typed += wxUniChar(wxTolower(key));
                if (m_onTyping) m_onTyping(m_typed);
            }
            break;
    }
    Refresh();
    Describe();
}

void BoardView::OnKeyDown(wxKeyEvent& event) {
    switch (event.GetKeyCode()) {
        case WXK_UP:
        case WXK_DOWN:
        case WXK_LEFT:
        case WXK_RIGHT:
        case WXK_RETURN:
        case WXK_NUMPAD_ENTER:
        case WXK_SPACE:
        case WXK_ESCAPE:
        case WXK_BACK:
            if (event.HasAnyModifiers()) break;
            PressKey(event.GetKeyCode());
            return;
        default:
            break;
    }
    event.Skip();  // letters and digits arrive as wxEVT_CHAR
}

void BoardView::OnChar(wxKeyEvent& event) {
    int key = event.GetUnicodeKey();
    if (event.HasAnyModifiers() || key == WXK_NONE || key >= 128 || !wxIsalnum(key)) {
        event.Skip();
        return;
    }
    PressKey(key);
}

void BoardView::OnTimer(wxTimerEvent&) {
    if (!m_animMove) return;
    if ((wxGetLocalTimeMillis() - m_animStart).GetValue() >= kAnimationMs) {
        m_timer.Stop();
        m_animMove.reset();
    }
    Refresh();
}

void BoardView::FinishAnimation() {
    if (!m_animMove) return;
    m_timer.Stop();
    m_animMove.reset();
    Refresh();
}

}  // namespace chatur::gui
