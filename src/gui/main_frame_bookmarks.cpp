// MainFrame and the learner's bookmarks: File > Bookmark (Ctrl+D) marks the
// puzzle (of a pack or of rated training) or lesson step on screen (or removes
// its mark), File > Bookmarks... (Ctrl+Shift+D) lists them to open one again.
#include <wx/datetime.h>
#include <wx/intl.h>
#include <wx/utils.h>

#include <algorithm>

#include "gui/bookmarks_dialog.h"
#include "gui/lesson_panel.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/training/train_panel.h"
#include "gui/translations.h"

namespace chatur::gui {

bool MainFrame::CanBookmark() const {
    if (m_mode == FrameMode::Puzzle) return !Trying() && m_puzzle->Current();
    if (m_mode == FrameMode::Lesson) return m_lesson->Session() != nullptr;
    if (m_mode == FrameMode::Train) return m_train->Current() && !m_train->Loading();
    return false;
}

void MainFrame::ToggleBookmark() {
    if (!CanBookmark()) return;
    bool marked = false;
    if (m_mode == FrameMode::Puzzle) {
        m_puzzle->ToggleBookmark();
        marked = m_puzzle->IsBookmarked();
    } else if (m_mode == FrameMode::Train) {
        m_train->ToggleBookmark();
        marked = m_train->IsBookmarked();
    } else {
        m_lesson->ToggleBookmark();
        marked = m_lesson->IsBookmarked();
    }
    SetNote(marked ? _("Bookmarked.") : _("Bookmark removed."));
}

std::shared_ptr<const content::Pack> MainFrame::BookmarkPack(const std::string& packId,
                                                             bool readPools) const {
    // A library pack, or a pool pack of rated training. The pools are read only
    // when training starts; `readPools` reads them now if they are needed.
    if (auto pack = m_packs.FindById(packId)) return pack;
    if (auto pack = m_training->FindPack(packId, false); pack || !readPools) return pack;
    wxBusyCursor busy;
    return m_training->FindPack(packId, true);
}

void MainFrame::ReadBookmarkedPools() {
    for (const progress::SavedBookmark& mark : m_store->Bookmarks())
        if (mark.kind == progress::BookmarkKind::Puzzle && !BookmarkPack(mark.packId, false)) {
            BookmarkPack(mark.packId, true);  // reads every game's pools
            return;
        }
}

wxString MainFrame::DescribeBookmark(const progress::SavedBookmark& mark) const {
    const std::string lang = CurrentUiLanguage().utf8_string();
    const wxString dot = wxString::FromUTF8(" \xc2\xb7 ");
    const wxString date =
        wxDateTime(time_t(mark.time)).FormatISODate();  // the same in every language
    auto pack = BookmarkPack(mark.packId, false);
    if (!pack) {
        // TRANSLATORS: a bookmark whose pack is no longer in the library; %s is its id.
        return wxString::Format(_("%s (not in the library)"), wxString::FromUTF8(mark.itemId)) +
               dot + date;
    }
    // A file of one lesson is named by the lesson alone, as in the library (its
    // pack title, "Makruk 3: The Met", read like the puzzle pack's: ux-review L9).
    const bool lessonFile = pack->puzzles.empty() && pack->lessons.size() == 1;
    wxString text = lessonFile ? wxString() : wxString::FromUTF8(pack->title.Get(lang)) + dot;
    if (mark.kind == progress::BookmarkKind::Lesson) {
        const content::Lesson* lesson = pack->FindLesson(mark.itemId);
        if (!lesson) return text + wxString::FromUTF8(mark.itemId) + dot + date;
        text << wxString::FromUTF8(lesson->title.Get(lang)) << dot
             << wxString::Format(_("Step %d of %d"), mark.step + 1, int(lesson->steps.size()));
    } else {
        const auto order = progress::PuzzleOrder(*pack);
        auto it = std::find_if(order.begin(), order.end(),
                               [&](const content::Puzzle* p) { return p->id == mark.itemId; });
        if (it == order.end()) return text + wxString::FromUTF8(mark.itemId) + dot + date;
        text << wxString::Format(_("Puzzle %d of %d"), int(it - order.begin()) + 1,
                                 int(order.size()));
    }
    return text + dot + date;
}

bool MainFrame::OpenBookmark(const progress::SavedBookmark& given) {
    // A copy: opening may reload the store's list that `given` may belong to.
    const progress::SavedBookmark mark = given;
    auto pack = BookmarkPack(mark.packId, true);
    bool opened = false;
    if (pack && mark.kind == progress::BookmarkKind::Lesson && pack->FindLesson(mark.itemId)) {
        opened = m_lesson->Open(pack, mark.itemId, size_t(std::max(0, mark.step)));
        if (opened) {
            SetMode(FrameMode::Lesson);
            SetNote(wxString());
            m_library->ShowItem(mark.itemId);
        }
    } else if (pack && mark.kind == progress::BookmarkKind::Puzzle &&
               pack->FindPuzzle(mark.itemId)) {
        opened = OpenPuzzle(pack, mark.itemId);
    }
    if (!opened) SetNote(_("That bookmark's pack or item is no longer in the library."), true);
    // TRANSLATORS: under the board when a bookmark with a note is opened; %s is the note.
    if (opened && !mark.note.empty())
        SetNote(wxString::Format(_("Your note: %s"), wxString::FromUTF8(mark.note)));
    return opened;
}

void MainFrame::ShowBookmarks() {
    ReadBookmarkedPools();  // so that the list can name rated puzzles' packs
    BookmarksDialog dialog(this, m_store.get(), [this](const progress::SavedBookmark& m) {
        return DescribeBookmark(m);
    });
    if (dialog.ShowModal() == wxID_OK && dialog.Chosen()) OpenBookmark(*dialog.Chosen());
    // A removed bookmark may be the one on screen.
    m_puzzle->RefreshBookmark();
    m_lesson->RefreshBookmark();
    m_train->RefreshBookmark();
}

}  // namespace chatur::gui
