// Free play in the text pane: the learner moves both sides of a game on the main
// board. The game and its rules are a FreePlaySession (core/play/
// free_play_session.h); this panel only shows it -- the position on the board,
// what a clicked piece does, how to move, the outcome -- and forwards the
// board's clicks, Undo, the count buttons and Copy FEN to it. The status line and
// the buttons under the board belong to the frame: it asks State() whenever the
// changed handler fires, and shows the panel's notes (why a move is refused,
// the FEN copied) under the board.
#pragma once

#include <functional>

#include "core/play/free_play_session.h"
#include "core/trainer/board_interaction.h"
#include "gui/text_pane.h"

namespace chatur::gui {

class BoardView;

class FreePlayPanel : public TextPane {
public:
    FreePlayPanel(wxWindow* parent, BoardView* board);

    // A new game from `position` under its variant's default rules, shown on the
    // board with White at the bottom unless `flipped`.
    void Start(const Position& position, bool flipped);
    // Free play shown (true) or left for another mode.
    void SetActive(bool active) { m_active = active; }
    // Range mode: a click on any piece, of either side, shows every point it
    // reaches instead of selecting a move.
    void SetRangeMode(bool on);
    bool RangeMode() const { return m_rangeMode; }

    // A click on the board; true when the panel handled it (and worded its note).
    bool OnBoardResult(const ClickResult& result);
    bool CanUndo() const { return m_session.CanUndo(); }
    void Undo();
    void StartCount();
    void StopCount();
    // The FEN of the position to the clipboard.
    void CopyFen();
    // The texts again, in the language just chosen.
    void Relabel();

    const FreePlaySession& Session() const { return m_session; }
    PositionState State() const { return m_session.State(); }

    // The state changed (refresh the status line, buttons and menus).
    void SetChangedHandler(std::function<void()> handler) { m_onChanged = std::move(handler); }
    // A sentence for the note under the board; `problem` colours it.
    void SetNoteHandler(std::function<void(const wxString&, bool)> handler) {
        m_onNote = std::move(handler);
    }

private:
    void PlayMove(chatur::Move move);
    void ShowPosition(bool animate);
    // What the piece on `square` does (the default text on an empty square).
    void ShowPieceInfo(Square square);
    // How to move, the counts of Makruk, and the outcome once the game is over.
    void ShowDefaultText();
    void Note(const wxString& text, bool problem = false);
    void Changed();

    BoardView* m_board;
    FreePlaySession m_session;
    bool m_active = false;
    bool m_rangeMode = false;
    std::function<void()> m_onChanged;
    std::function<void(const wxString&, bool)> m_onNote;
};

}  // namespace chatur::gui
