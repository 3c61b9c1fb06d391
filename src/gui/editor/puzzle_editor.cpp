// PuzzleEditor: which puzzle is shown, the change plumbing (EditPuzzle), the
// task kind and the task's problem. The set-up board and the picks are in
// puzzle_editor_setup.cpp, the controls in puzzle_editor_layout.cpp; the pages
// are classes of their own.
#include "gui/editor/puzzle_editor.h"

#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/simplebook.h>
#include <wx/stattext.h>

#include "core/editor/task_edits.h"
#include "gui/board_view.h"
#include "gui/editor/move_task_panel.h"
#include "gui/editor/puzzle_details_page.h"
#include "gui/editor/puzzle_texts_page.h"
#include "gui/editor/setup_palette.h"
#include "gui/editor/ui_text_editor.h"

namespace chatur::gui {

PuzzleEditor::~PuzzleEditor() = default;

const content::Puzzle* PuzzleEditor::Current() const {
    if (!m_doc || !m_index || *m_index >= m_doc->GetPack().puzzles.size()) return nullptr;
    return &m_doc->GetPack().puzzles[*m_index];
}

std::string PuzzleEditor::Profile() const {
    const content::Puzzle* p = Current();
    if (p && !p->profile.empty()) return p->profile;
    return m_doc ? m_doc->GetPack().profile : std::string();
}

bool PuzzleEditor::EditPuzzle(std::string_view label,
                              const std::function<bool(content::Puzzle&)>& edit,
                              std::string_view mergeKey) {
    // A text still being typed is its own undo step, first. (Typing stores
    // with a merge key and nothing pending, so this never recurses.)
    if (mergeKey.empty()) m_typing.Commit();
    const content::Puzzle* p = Current();
    if (!p) return false;
    content::Puzzle changed = *p;
    if (!edit(changed)) return false;
    m_doc->Edit(label, mergeKey).puzzles[*m_index] = std::move(changed);
    Fill();
    if (m_onChange) m_onChange();
    return true;
}

std::vector<TaskKindPanel*> PuzzleEditor::TaskPanels() const {
    std::vector<TaskKindPanel*> panels;
    for (wxWindow* page : m_pages)
        if (auto* panel = dynamic_cast<TaskKindPanel*>(page)) panels.push_back(panel);
    return panels;
}

void PuzzleEditor::ShowPuzzle(editor::PackDocument* doc, std::optional<size_t> index) {
    if (doc == m_doc)
        CommitPendingText();
    else
        m_typing.Drop();  // the old document may be gone
    m_doc = doc;
    m_index = doc ? index : std::nullopt;
    m_pick = BoardPick::None;
    m_pickFrom = kNoSquare;
    for (TaskKindPanel* panel : TaskPanels()) panel->Reset();
    if (const content::Puzzle* p = Current()) {
        m_palette->SetVariant(p->board.position.GetVariant().id);
        if (ColorOf(m_palette->Selected()) != Color::White || IsEmpty(m_palette->Selected()))
            m_palette->Select(MakePiece(Color::White, PieceType::King));
    }
    Fill();
}

void PuzzleEditor::ShowAgain() {
    m_typing.Drop();  // the document's state wins (undo, reload)
    if (!Current()) m_index.reset();
    m_movePanel->DropStaleRecording();
    Fill();
}

void PuzzleEditor::SetContentLanguage(const std::string& lang) {
    if (lang == m_lang) return;
    CommitPendingText();
    m_lang = lang;
    Fill();
}

void PuzzleEditor::SetLook(const BoardLook& look) {
    m_look = look;
    m_board->SetLook(look);
    m_palette->SetPieceStyle(look.xiangqiPieces);
}

void PuzzleEditor::CommitPendingText() {
    m_typing.Commit();
}

// --- The task ---

void PuzzleEditor::SetTaskKind(content::TaskKind kind) {
    const content::Puzzle* p = Current();
    if (!p || p->task.Kind() == kind) return;
    m_typing.Commit();  // an answer's text still being typed goes to its option first
    m_pick = BoardPick::None;
    m_pickFrom = kNoSquare;
    for (TaskKindPanel* panel : TaskPanels()) panel->Reset();
    EditPuzzle("change-task-kind",
               [&](content::Puzzle& q) { return editor::ChangeTaskKind(q, kind); });
}

bool PuzzleEditor::IsRecording() const {
    return m_movePanel->IsRecording();
}

wxString PuzzleEditor::TaskProblemText() const {
    const content::Puzzle* p = Current();
    if (!p) return wxString();
    const auto problem = editor::CheckTask(*p, Profile());
    return problem ? gui::TaskProblemText(*problem) : wxString();
}

// --- Showing the state ---

void PuzzleEditor::Fill() {
    const content::Puzzle* p = Current();
    m_empty->Show(p == nullptr);
    m_content->Show(p != nullptr);
    if (!p) {
        Layout();
        return;
    }
    m_filling = true;
    FillSetup();
    FillTask();
    m_texts->Load(*p);
    m_details->Load(*p);
    m_filling = false;
    ShowBoard();
    Layout();
}

void PuzzleEditor::FillTask() {
    const content::Puzzle& p = *Current();
    m_kind->SetSelection(int(p.task.Kind()));
    m_kind->Enable(!IsRecording());
    m_taskBook->ChangeSelection(size_t(p.task.Kind()));
    for (TaskKindPanel* panel : TaskPanels()) panel->Load(p);
    m_taskProblem->SetLabel(TaskProblemText());
    m_taskProblem->Wrap(FromDIP(380));
}

}  // namespace chatur::gui
