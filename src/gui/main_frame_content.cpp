// MainFrame and content: opening packs, puzzles and lessons from the library,
// a file or the command line; "Continue where I left off"; keeping the
// library's badges in step with the progress store.
#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/simplebook.h>

#include <algorithm>
#include <filesystem>

#include "core/content/diagnostics.h"
#include "core/content/lesson_packs.h"
#include "core/platform/utf8_path.h"
#include "core/progress/pack_progress.h"
#include "gui/board_view.h"
#include "gui/editor/editor_frame.h"
#include "gui/editor/finding_text.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/home_panel.h"
#include "gui/lesson_panel.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/text_pane.h"
#include "gui/trainer_view.h"
#include "gui/translations.h"
#include "gui/window_fit.h"

namespace chatur::gui {

void MainFrame::ReloadLibrary() {
    if (m_library->Reload()) ShowCurrentInLibrary();
}

void MainFrame::ShowCurrentInLibrary() {
    if (m_mode == FrameMode::Puzzle && m_puzzle->Current())
        m_library->ShowItem(m_puzzle->Current()->id);
    if (m_mode == FrameMode::Lesson && m_lesson->Session())
        m_library->ShowItem(m_lesson->Session()->Lesson().id);
}

void MainFrame::ShowContentProblem(const wxString& path) {
    wxString why;
    for (const LibraryPack& lp : m_packs.Packs())
        if (lp.path == path.utf8_string())
            for (const content::Finding& f : lp.findings)
                if (f.severity == content::Severity::Error) why << FindingLine(f) << "\n";
    SetMode(FrameMode::FreePlay);
    m_freePlay->SetContent(_("This file cannot be opened"), path, why);
    m_freePlay->SetFeedback(wxString());
}

bool MainFrame::OpenContent(const wxString& given, const std::string& itemId) {
    // One spelling per file, so a file given as "puzzles/x.xml" is the library's own.
    const wxString path = wxString::FromUTF8(platform::CanonicalUtf8Path(given.utf8_string()));
    auto pack = m_packs.Get(path.utf8_string());
    if (!pack) {
        ShowContentProblem(path);
        return false;
    }
    bool opened = false;
    if (itemId.empty()) {
        opened = !pack->puzzles.empty()   ? OpenPuzzle(pack, std::string())
                 : !pack->lessons.empty() ? OpenLesson(pack, pack->lessons.front().id)
                                          : false;
    } else if (pack->FindPuzzle(itemId)) {
        opened = OpenPuzzle(pack, itemId);
    } else if (pack->FindLesson(itemId)) {
        opened = OpenLesson(pack, itemId);
    } else {
        ActivePane()->SetFeedback(wxString::Format(_("There is no item \"%s\" in this file."),
                                                   wxString::FromUTF8(itemId)),
                                  FeedbackKind::Problem);
        return false;
    }
    if (!opened) {
        ShowContentProblem(path);
        return false;
    }
    // A file opened from elsewhere joins the library, with its badges.
    const std::vector<std::string> files = m_library->Files();
    if (std::find(files.begin(), files.end(), path.utf8_string()) == files.end())
        m_library->AddUserFile(path.utf8_string());
    ShowCurrentInLibrary();
    return true;
}

bool MainFrame::OpenPuzzle(std::shared_ptr<const content::Pack> pack, const std::string& puzzleId,
                           progress::PuzzleFilter filter, bool mistakes) {
    if (Trying()) UsePuzzlePanel(m_learnerPuzzle);
    if (!m_puzzle->Open(std::move(pack), puzzleId, filter, mistakes)) return false;
    SetMode(FrameMode::Puzzle);
    SetNote(wxString());
    if (m_puzzle->Current()) m_library->ShowItem(m_puzzle->Current()->id);
    return true;
}

bool MainFrame::OpenLesson(std::shared_ptr<const content::Pack> pack, const std::string& lessonId) {
    if (!m_lesson->Open(std::move(pack), lessonId)) return false;
    SetMode(FrameMode::Lesson);
    SetNote(wxString());
    m_library->UpdateBadges();  // a lesson begun shows as begun (ux-review L17)
    m_library->ShowItem(lessonId);
    return true;
}

std::vector<MainFrame::LessonRef> MainFrame::LessonsOf(VariantId variant) const {
    std::vector<LessonRef> lessons;
    for (const LibraryPack& lp : m_packs.Packs())
        if (lp.pack && lp.pack->variant->id == variant)
            for (const content::Lesson& lesson : lp.pack->lessons)
                lessons.push_back({lp.pack, &lesson});
    return lessons;
}

std::optional<MainFrame::LessonRef> MainFrame::LessonAfter(const std::string& lessonId) const {
    for (VariantId variant : {VariantId::Makruk, VariantId::Xiangqi}) {
        const std::vector<LessonRef> lessons = LessonsOf(variant);
        for (size_t i = 0; i + 1 < lessons.size(); ++i)
            if (lessons[i].lesson->id == lessonId) return lessons[i + 1];
    }
    return std::nullopt;
}

std::optional<MainFrame::LessonRef> MainFrame::FirstUnfinishedLesson(VariantId variant) const {
    const std::vector<LessonRef> lessons = LessonsOf(variant);
    for (const LessonRef& l : lessons) {
        const progress::LessonRecord* r = m_store->Lesson(l.lesson->id);
        if (!r || !r->finished) return l;
    }
    if (!lessons.empty()) return lessons.front();
    return std::nullopt;
}

std::vector<std::shared_ptr<const content::Pack>> MainFrame::PacksOpenedBy(
    const std::string& lessonId) const {
    std::vector<std::shared_ptr<const content::Pack>> packs;
    for (VariantId variant : {VariantId::Makruk, VariantId::Xiangqi}) {
        std::vector<const content::Lesson*> lessons;
        for (const LessonRef& l : LessonsOf(variant)) lessons.push_back(l.lesson);
        for (const LibraryPack& lp : m_packs.Packs()) {
            if (!lp.pack || lp.pack->variant->id != variant || lp.pack->puzzles.empty()) continue;
            const std::optional<size_t> opening = content::OpeningLesson(*lp.pack, lessons);
            if (opening && lessons[*opening]->id == lessonId) packs.push_back(lp.pack);
        }
    }
    return packs;
}

bool MainFrame::OpenPack(const std::string& packId) {
    auto pack = m_packs.FindById(packId);
    if (!pack || pack->puzzles.empty()) return false;
    const content::Puzzle* next = progress::NextUnsolved(*m_store, *pack, {});
    return OpenPuzzle(pack, next ? next->id : std::string());
}

void MainFrame::ShowHome(VariantId variant) {
    const std::string lang = CurrentUiLanguage().utf8_string();
    std::vector<HomeLesson> lessons;
    for (const LessonRef& l : LessonsOf(variant)) {
        const progress::LessonRecord* r = m_store->Lesson(l.lesson->id);
        std::vector<HomePack> packs;
        for (const auto& pack : PacksOpenedBy(l.lesson->id)) {
            const progress::Tally t = progress::PackTally(*m_store, *pack);
            packs.push_back({pack->id, wxString::FromUTF8(pack->title.Get(lang)), t.done, t.total});
        }
        lessons.push_back({l.lesson->id, wxString::FromUTF8(l.lesson->title.Get(lang)),
                           !r            ? HomeLesson::State::NotStarted
                           : r->finished ? HomeLesson::State::Finished
                                         : HomeLesson::State::Started,
                           std::move(packs)});
    }
    m_home->Show(variant, std::move(lessons));
    m_board->SetPosition(Position::Start(GetVariant(variant)), std::nullopt);
    m_board->SetAnnotations({});
    m_board->Interaction().SetUserSide(std::nullopt);
    m_board->Interaction().SetMode(InteractionMode::Locked);
    m_board->SetFlipped(m_prefs.flipped);
    SetMode(FrameMode::Home);
    SetNote(wxString());
    m_library->ShowEntry(LibraryEntry::Kind::Home, variant);
}

bool MainFrame::ShowHomeOnFirstStart() {
    if (m_store->GetBookmark() || m_mode != FrameMode::FreePlay) return false;
    ShowHome(VariantId::Makruk);
    return true;
}

bool MainFrame::ContinueWhereLeftOff() {
    auto mark = m_store->GetBookmark();
    if (!mark) {
        // Nothing done yet: a newcomer starts with the first lesson of the game shown.
        const auto first = FirstUnfinishedLesson(m_board->Interaction().GetVariant().id);
        return first && OpenLesson(first->pack, first->lesson->id);
    }
    auto pack = m_packs.FindById(mark->packId);
    if (!pack) return false;
    if (pack->FindLesson(mark->itemId)) return OpenLesson(pack, mark->itemId);
    const progress::ItemRecord* r = m_store->Item(mark->itemId);
    if (r && r->EverSolved()) {
        // That one is done: go on with the next unsolved one after it.
        if (const content::Puzzle* next = progress::NextUnsolved(*m_store, *pack, {}, mark->itemId))
            return OpenPuzzle(pack, next->id);
    }
    return OpenPuzzle(pack, pack->FindPuzzle(mark->itemId) ? mark->itemId : std::string());
}

void MainFrame::OnLibrary(const LibraryEntry& e) {
    using Kind = LibraryEntry::Kind;
    if (e.kind == Kind::FreePlay) {
        NewGame(e.variant);
        return;
    }
    if (e.kind == Kind::Continue) {
        ContinueWhereLeftOff();
        return;
    }
    if (e.kind == Kind::Home) return ShowHome(e.variant);
    switch (e.kind) {
        case Kind::Train:
            return void(StartTraining(e.variant, TrainMode::Rated));
        case Kind::Review:
            return void(StartTraining(e.variant, TrainMode::Review));
        case Kind::Streak:
            return void(StartTraining(e.variant, TrainMode::Streak));
        case Kind::Daily:
            return void(StartTraining(e.variant, TrainMode::Daily));
        case Kind::Dashboard:
            return ShowDashboard(e.variant);
        default:
            break;
    }
    auto pack = m_packs.Get(e.path);
    if (!pack) {
        ShowContentProblem(wxString::FromUTF8(e.path));
        return;
    }
    switch (e.kind) {
        case Kind::Pack:
            if (!pack->puzzles.empty())
                OpenPuzzle(pack, std::string());
            else if (!pack->lessons.empty())
                OpenLesson(pack, pack->lessons.front().id);
            break;
        case Kind::Stage:
            OpenPuzzle(pack, std::string(), {e.stage, std::nullopt});
            break;
        case Kind::Puzzle:
            OpenPuzzle(pack, e.itemId, {e.stage, std::nullopt});
            break;
        case Kind::Lesson:
            OpenLesson(pack, e.itemId);
            break;
        case Kind::Mistakes:
            OpenPuzzle(pack, std::string(), {}, true);
            break;
        default:
            break;
    }
}

void MainFrame::OnProgressRecorded() {
    m_library->UpdateBadges();
    if (m_mode == FrameMode::Puzzle && m_puzzle->Current())
        m_library->ShowItem(m_puzzle->Current()->id);
}

// --- The pack editor ---

void MainFrame::WireEditor(EditorFrame* editor) {
    editor->SetTryHandler([this](std::shared_ptr<const content::Pack> pack, const std::string& id) {
        TryPuzzle(std::move(pack), id);
    });
    editor->SetSavedHandler([this](const std::string& path) { OnPackSaved(path); });
    // The editor's board looks like the trainer's.
    editor->Puzzle()->SetLook(LookFrom(m_prefs));
    FitWithin(editor, this);
}

EditorFrame* MainFrame::EditPack(const wxString& path, wxString* error) {
    wxString why;
    EditorFrame* editor = EditorFrame::OpenFile(this, path, &why);
    if (!editor) {
        if (error) {
            *error = why;
        } else {
            wxMessageDialog dialog(this, why, _("Edit puzzle pack"), wxOK | wxICON_ERROR);
            dialog.SetOKLabel(_("OK"));
            dialog.ShowModal();
        }
        return nullptr;
    }
    WireEditor(editor);
    editor->Show();
    editor->Raise();
    return editor;
}

EditorFrame* MainFrame::NewPack() {
    EditorFrame* editor = EditorFrame::NewPackWithDialog(this);
    if (!editor) return nullptr;
    WireEditor(editor);
    editor->Show();
    return editor;
}

void MainFrame::UsePuzzlePanel(PuzzlePanel* panel) {
    if (!panel || panel == m_puzzle) return;
    // The panel not in use stays a (hidden) child of the book.
    const size_t page = size_t(FrameMode::Puzzle);
    m_book->RemovePage(page);
    m_book->InsertPage(page, panel, wxString());
    m_puzzle->Hide();
    m_puzzle = panel;
    m_puzzle->Relabel();  // the language may have changed while it was away
}

bool MainFrame::TryPuzzle(std::shared_ptr<const content::Pack> pack, const std::string& puzzleId) {
    if (!pack || !pack->FindPuzzle(puzzleId)) return false;
    if (!m_tryPuzzle) {
        // Its own progress store with no file: attempts, the bookmark and the
        // retry queue of a pack being written never reach the learner's record.
        m_learnerPuzzle = m_puzzle;
        m_tryStore = std::make_unique<progress::ProgressStore>(std::string());
        m_tryPuzzle = new PuzzlePanel(m_book, m_board, m_tryStore.get());
        m_tryPuzzle->SetBookmarksShown(false);
        m_tryPuzzle->View()->SetTablebase(m_tablebase);
        m_tryPuzzle->Hide();
    }
    UsePuzzlePanel(m_tryPuzzle);
    if (!m_puzzle->Open(std::move(pack), puzzleId)) {
        UsePuzzlePanel(m_learnerPuzzle);
        return false;
    }
    SetMode(FrameMode::Puzzle);
    ShowCurrentInLibrary();  // its entry, or none if the library does not hold it
    // TRANSLATORS: under the board while a puzzle is tried from the pack editor.
    SetNote(_("Trying a puzzle from the pack editor: your progress is not recorded."));
    Show();
    Raise();
    return true;
}

void MainFrame::OnPackSaved(const std::string& given) {
    const std::string path = platform::CanonicalUtf8Path(given);
    const std::vector<std::string> files = m_library->Files();
    if (std::find(files.begin(), files.end(), path) == files.end())
        m_library->AddUserFile(path);
    else
        ReloadLibrary();
}

}  // namespace chatur::gui
