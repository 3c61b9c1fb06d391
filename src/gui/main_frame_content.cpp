// MainFrame and content: opening packs, puzzles and lessons from the library,
// a file or the command line; "Continue where I left off"; keeping the
// library's badges in step with the progress store.
#include <wx/intl.h>
#include <wx/simplebook.h>

#include <algorithm>
#include <filesystem>

#include "core/content/diagnostics.h"
#include "gui/board_view.h"
#include "gui/lesson_panel.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/text_pane.h"

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
                if (f.severity == content::Severity::Error)
                    why << wxString::FromUTF8(content::FormatFinding(f)) << "\n";
    SetMode(FrameMode::FreePlay);
    m_text->SetContent(_("This file cannot be opened"), path, why);
    m_text->SetFeedback(wxString());
}

bool MainFrame::OpenContent(const wxString& given, const std::string& itemId) {
    // One spelling per file, so a file given as "puzzles/x.xml" is the library's own.
    std::error_code ec;
    std::filesystem::path canonical = std::filesystem::weakly_canonical(given.utf8_string(), ec);
    const wxString path = ec ? given : wxString::FromUTF8(canonical.string());
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
    m_library->ShowItem(lessonId);
    return true;
}

bool MainFrame::ContinueWhereLeftOff() {
    auto mark = m_store->GetBookmark();
    if (!mark) return false;
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
        case Kind::FreePlay:
        case Kind::Continue:
            break;
    }
}

void MainFrame::OnProgressRecorded() {
    m_library->UpdateBadges();
    if (m_mode == FrameMode::Puzzle && m_puzzle->Current())
        m_library->ShowItem(m_puzzle->Current()->id);
}

}  // namespace chatur::gui
