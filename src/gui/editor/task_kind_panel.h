// One page of the puzzle editor's task: the controls of one task kind (move,
// legal, range, place, choice, count) as a thin view over the core's task edits
// (core/editor/task_edits.h). The PuzzleEditor keeps what every kind shares --
// the board, the set-up, the kind choice, the texts and hints -- shows the
// panel of the puzzle's kind, and reaches it through this small interface;
// the panel reaches the puzzle through PuzzleEditHost.
#pragma once

#include <wx/panel.h>

#include <functional>
#include <string>
#include <string_view>

#include "core/content/pack.h"
#include "core/content/puzzle.h"
#include "core/rules/types.h"

namespace chatur::gui {

struct BoardAnnotations;
class FieldTyping;

// Picking squares on the board for a task or a hint: the next click(s) on the
// board go to the pick instead of the set-up (LegalMove and HintMove take two
// clicks, from then to).
enum class BoardPick { None, LegalMove, RangePiece, PlaceTarget, HintPiece, HintMove };

// What a task panel may ask of the editor it sits in.
class PuzzleEditHost {
public:
    virtual ~PuzzleEditHost() = default;
    // The puzzle shown, or nullptr; the pack it is in.
    virtual const content::Puzzle* Current() const = 0;
    virtual const content::Pack& CurrentPack() const = 0;
    // The puzzle's rule profile, else the pack's.
    virtual std::string Profile() const = 0;
    // The language whose texts are being edited ("en", "de", ...).
    virtual const std::string& ContentLanguage() const = 0;
    // Runs `edit` on a copy of the puzzle; when it reports a change the copy is
    // stored as one undo step named `label` (see EditStepName) and everything
    // is shown again. `mergeKey`: see PackDocument::Edit.
    virtual bool EditPuzzle(std::string_view label,
                            const std::function<bool(content::Puzzle&)>& edit,
                            std::string_view mergeKey = {}) = 0;
    virtual void StartBoardPick(BoardPick pick) = 0;
    virtual BoardPick CurrentPick() const = 0;
    // Shows the state again after a change of the view alone (no edit): all of
    // it, or only the board.
    virtual void ShowState() = 0;
    virtual void ShowBoard() = 0;
    virtual FieldTyping& Typing() = 0;
};

class TaskKindPanel : public wxPanel {
public:
    TaskKindPanel(wxWindow* parent, PuzzleEditHost& host);

    virtual content::TaskKind Kind() const = 0;
    // Labels in the UI language.
    virtual void Relabel() = 0;
    // Fills the controls from `puzzle` (its task may be of another kind: the
    // controls then show nothing chosen).
    virtual void Load(const content::Puzzle& puzzle) = 0;
    // Another puzzle is shown: forget what belonged to the last one.
    virtual void Reset() {}
    // A square picked on the board for this kind's pick (`from`: the first
    // click of a two-click pick). False when the pick goes on.
    virtual bool OnBoardPick(BoardPick pick, Square from, Square square);
    // The task drawn on the board while the author sets it up.
    virtual void Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const;

protected:
    // Starts `pick`, or ends it when it is the one running (a toggle button).
    void TogglePick(BoardPick pick);

    PuzzleEditHost& m_host;
    bool m_filling = false;  // controls are being filled: their events are not edits
};

}  // namespace chatur::gui
