#include "gui/library_pane.h"

#include <wx/brush.h>
#include <wx/dir.h>
#include <wx/frame.h>
#include <wx/graphics.h>
#include <wx/image.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#ifdef __WXGTK__
#include <dlfcn.h>
#endif

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <set>

#include "core/platform/utf8_path.h"
#include "core/progress/pack_progress.h"
#include "gui/accessible_name.h"
#include "gui/content_paths.h"
#include "gui/training/train_text.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

// The tree's model: a wxDataViewTreeStore that shows the games' names in bold
// and "(none yet)" in grey, with a second column that words each badge
// ("solved at the first try"): a screen reader reads a row's cells, not its icon.
class LibraryStore : public wxDataViewTreeStore {
public:
    static constexpr unsigned kStateColumn = 1;
    // Not shown: the whole title, as GTK's tooltip of the row (Pango markup).
    static constexpr unsigned kTooltipColumn = 2;

    void MarkBold(const wxDataViewItem& item) { m_bold.insert(item.GetID()); }
    void MarkMuted(const wxDataViewItem& item) { m_muted.insert(item.GetID()); }
    void SetState(const wxDataViewItem& item, const wxString& state) {
        m_states[item.GetID()] = state;
    }
    void ClearMarks() {
        m_bold.clear();
        m_muted.clear();
        m_states.clear();
    }
    // Folders, packs and stages have a state cell too (empty for folders): a
    // cell left without a value keeps the text of the row drawn before it.
    bool HasContainerColumns(const wxDataViewItem&) const override { return true; }
    void GetValue(wxVariant& value, const wxDataViewItem& item, unsigned col) const override {
        if (col == kTooltipColumn) {
            wxString title = GetItemText(item);
            title.Replace("&", "&amp;");
            title.Replace("<", "&lt;");
            title.Replace(">", "&gt;");
            value = title;
            return;
        }
        if (col != kStateColumn) return wxDataViewTreeStore::GetValue(value, item, col);
        const auto found = m_states.find(item.GetID());
        value = found == m_states.end() ? wxString() : found->second;
    }
    // The entries' own order, not the store's (folders first, then by name).
    bool HasDefaultCompare() const override { return false; }
    bool GetAttr(const wxDataViewItem& item, unsigned, wxDataViewItemAttr& attr) const override {
        if (m_bold.count(item.GetID())) {
            attr.SetBold(true);
            return true;
        }
        if (m_muted.count(item.GetID())) {
            attr.SetColour(wxColour(140, 140, 140));
            return true;
        }
        return false;
    }

private:
    std::set<void*> m_bold, m_muted;
    std::map<void*, wxString> m_states;
};

namespace {

class EntryData : public wxClientData {
public:
    explicit EntryData(size_t index) : index(index) {}
    size_t index;
};

wxString Utf8(const std::string& s) {
    return wxString::FromUTF8(s);
}

const wxString kDot = wxString::FromUTF8(" \xc2\xb7 ");

// A round badge: a ring for "not tried", discs in green, amber and red, a
// half-filled disc for a lesson begun.
wxBitmap BadgeBitmap(Badge badge, int size) {
    wxImage image(size, size);
    image.InitAlpha();
    std::fill(image.GetAlpha(), image.GetAlpha() + size * size, 0);
    {
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(image));
        if (!gc) return wxBitmap(image);
        gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
        const double r = size * 0.36, c = size / 2.0, w = std::max(1.0, size / 9.0);
        auto disc = [&](const wxColour& colour) {
            gc->SetPen(*wxTRANSPARENT_PEN);
            gc->SetBrush(wxBrush(colour));
            gc->DrawEllipse(c - r, c - r, 2 * r, 2 * r);
        };
        auto check = [&] {
            gc->SetPen(gc->CreatePen(wxGraphicsPenInfo(*wxWHITE).Width(w * 1.2).Cap(wxCAP_ROUND)));
            gc->StrokeLine(c - r * 0.5, c, c - r * 0.1, c + r * 0.4);
            gc->StrokeLine(c - r * 0.1, c + r * 0.4, c + r * 0.55, c - r * 0.4);
        };
        switch (badge) {
            case Badge::None:
                gc->SetBrush(*wxTRANSPARENT_BRUSH);
                gc->SetPen(gc->CreatePen(wxGraphicsPenInfo(wxColour(175, 170, 160)).Width(w)));
                gc->DrawEllipse(c - r, c - r, 2 * r, 2 * r);
                break;
            case Badge::FirstTry:
            case Badge::Finished:
                disc(wxColour(40, 140, 70));
                check();
                break;
            case Badge::Helped:
                disc(wxColour(220, 150, 30));
                check();
                break;
            case Badge::Failed: {
                disc(wxColour(200, 70, 50));
                const double d = r * 0.4;
                gc->SetPen(
                    gc->CreatePen(wxGraphicsPenInfo(*wxWHITE).Width(w * 1.2).Cap(wxCAP_ROUND)));
                gc->StrokeLine(c - d, c - d, c + d, c + d);
                gc->StrokeLine(c - d, c + d, c + d, c - d);
                break;
            }
            case Badge::Partial: {
                gc->SetBrush(*wxTRANSPARENT_BRUSH);
                gc->SetPen(gc->CreatePen(wxGraphicsPenInfo(wxColour(40, 140, 70)).Width(w)));
                gc->DrawEllipse(c - r, c - r, 2 * r, 2 * r);
                wxGraphicsPath half = gc->CreatePath();
                half.AddArc(c, c, r, -M_PI / 2, M_PI / 2, true);
                half.CloseSubpath();
                gc->SetPen(*wxTRANSPARENT_PEN);
                gc->SetBrush(wxBrush(wxColour(40, 140, 70)));
                gc->FillPath(half);
                break;
            }
        }
    }
    return wxBitmap(image);
}

wxString TrainingLabel(LibraryEntry::Kind kind, const LibraryTraining& t) {
    switch (kind) {
        case LibraryEntry::Kind::Train: {
            // TRANSLATORS: the library's entry of rated training (puzzles near your rating).
            wxString label = _("Rated puzzles");
            if (t.rating) label << kDot << wxString::Format("%d", *t.rating);
            return label;
        }
        case LibraryEntry::Kind::Review:
            if (!t.review)
                // TRANSLATORS: the review entry while spaced review is off in Preferences.
                return _("Review (off in Preferences)");
            return wxString::Format(wxPLURAL("Review: %d due", "Review: %d due", t.due), t.due);
        case LibraryEntry::Kind::Streak: {
            wxString label = _("Puzzle streak");
            if (t.bestStreak > 0)
                // TRANSLATORS: the best streak so far, after "Puzzle streak".
                label << kDot << wxString::Format(_("best %d"), t.bestStreak);
            return label;
        }
        case LibraryEntry::Kind::Daily:
            return _("Daily puzzle");
        case LibraryEntry::Kind::Dashboard:
            return _("Progress charts");
        default:
            return wxString();
    }
}

// Runs the menu command whose shortcut is `key` (Ctrl+letter) in the frame
// around `window`. GTK's tree view binds Ctrl+N, Ctrl+P and Ctrl+F for itself,
// and wxGTK lets the focused widget see a key before the menus do.
bool RunMenuShortcut(wxWindow* window, const wxKeyEvent& key) {
    auto* frame = dynamic_cast<wxFrame*>(wxGetTopLevelParent(window));
    if (!frame || !frame->GetMenuBar() || key.GetModifiers() != wxMOD_CONTROL) return false;
    std::function<wxMenuItem*(wxMenu*)> find = [&](wxMenu* menu) -> wxMenuItem* {
        for (wxMenuItem* item : menu->GetMenuItems()) {
            if (wxMenu* sub = item->GetSubMenu()) {
                if (wxMenuItem* found = find(sub)) return found;
                continue;
            }
            std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
            if (accel && accel->GetFlags() == wxACCEL_CTRL &&
                accel->GetKeyCode() == key.GetKeyCode() && item->IsEnabled() &&
                !item->IsCheckable())
                return item;
        }
        return nullptr;
    };
    wxMenuBar* bar = frame->GetMenuBar();
    for (size_t i = 0; i < bar->GetMenuCount(); ++i)
        if (wxMenuItem* item = find(bar->GetMenu(i))) {
            wxCommandEvent command(wxEVT_MENU, item->GetId());
            command.SetEventObject(frame);
            frame->GetEventHandler()->ProcessEvent(command);
            return true;
        }
    return false;
}

// What a badge shows, in words (the state column, read by screen readers).
wxString BadgeWords(Badge badge) {
    switch (badge) {
        case Badge::None:
            // TRANSLATORS: the state of a lesson or puzzle in the library, read by screen
            // readers where the icon shows an empty ring.
            return _("not tried");
        case Badge::FirstTry:
            // TRANSLATORS: the state of a puzzle in the library (a green tick).
            return _("solved at the first try");
        case Badge::Helped:
            // TRANSLATORS: the state of a puzzle in the library (an amber tick): solved after a
            // mistake or with a hint.
            return _("solved with help");
        case Badge::Failed:
            // TRANSLATORS: the state of a puzzle in the library (a red cross).
            return _("missed");
        case Badge::Finished:
            // TRANSLATORS: the state of a lesson, or of a stage whose puzzles are all solved.
            return _("finished");
        case Badge::Partial:
            // TRANSLATORS: the state of a lesson begun but not finished (a half-filled disc).
            return _("in progress");
    }
    return wxString();
}

// A title cut off at the pane's edge shows whole in the row's tooltip (the
// generic tree had that; wxDataViewCtrl has no per-item tooltips in wx 3.2).
// On GTK the tree view takes its tooltips from a column of the model; GTK is
// looked up at run time, as in accessible_name.cpp, so that building needs no
// GTK headers.
void ShowTitlesAsTooltips(wxDataViewCtrl* tree) {
#ifdef __WXGTK__
    using SetTooltipColumn = void (*)(void*, int);
    static const auto setColumn =
        reinterpret_cast<SetTooltipColumn>(dlsym(RTLD_DEFAULT, "gtk_tree_view_set_tooltip_column"));
    if (setColumn) setColumn(tree->GtkGetTreeView(), int(LibraryStore::kTooltipColumn));
#else
    (void)tree;
#endif
}

Badge PuzzleBadge(const progress::ItemRecord* r) {
    if (!r || r->attempts == 0) return Badge::None;
    if (r->solvedFirstTry > 0) return Badge::FirstTry;
    if (r->EverSolved()) return Badge::Helped;
    return Badge::Failed;
}

// `path` with symbolic links and ".." resolved, as ContentFilesIn lists files: a
// content folder reached through a link must still be told apart from its pools.
std::string CanonicalPath(const std::string& path) {
    return platform::CanonicalUtf8Path(path);
}

}  // namespace

std::vector<std::string> BundledContentFiles() {
    std::vector<std::string> files;
    for (const wxString& root : ContentRoots()) {
        const std::string pool = CanonicalPath((root + "/puzzles/pool").utf8_string()) + "/";
        for (const char* sub : {"lessons", "puzzles"}) {
            for (std::string& f : ContentFilesIn((root + "/" + sub).utf8_string()))
                if (f.compare(0, pool.size(), pool) != 0) files.push_back(std::move(f));
        }
        if (!files.empty()) break;  // the first root with content wins
    }
    return files;
}

std::vector<std::string> PoolContentFiles() {
    for (const wxString& root : ContentRoots()) {
        bool content = false;
        for (const char* sub : {"lessons", "puzzles"})
            content = content || wxDirExists(root + "/" + sub);
        if (content) return ContentFilesIn((root + "/puzzles/pool").utf8_string());
    }
    return {};
}

LibraryPane::LibraryPane(wxWindow* parent, PackLibrary* packs, const progress::ProgressStore* store)
    : wxPanel(parent, wxID_ANY), m_packs(packs), m_store(store) {
    SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_baseFont = GetFont();
    m_heading = new wxStaticText(this, wxID_ANY, wxString());
    m_heading->SetFont(m_baseFont.Bold());
    m_tree = new wxDataViewTreeCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                    wxDV_NO_HEADER | wxDV_SINGLE | wxBORDER_NONE);
    m_model = new LibraryStore;
    m_tree->AssociateModel(m_model);
    m_model->DecRef();  // the tree holds it
    // The badges in words: a sliver of a column, seen by screen readers, not by eyes
    // (the icons say it), so the titles keep the pane's width.
    m_tree->AppendTextColumn(wxString(), LibraryStore::kStateColumn, wxDATAVIEW_CELL_INERT,
                             FromDIP(1), wxALIGN_LEFT, 0);
    ShowTitlesAsTooltips(m_tree);
    const int size = FromDIP(16);
    for (Badge b : {Badge::None, Badge::FirstTry, Badge::Helped, Badge::Failed, Badge::Finished,
                    Badge::Partial})
        m_badges.push_back(wxBitmapBundle::FromBitmap(BadgeBitmap(b, size)));
    sizer->Add(m_heading, 0, wxALL, FromDIP(10));
    sizer->Add(m_tree, 1, wxEXPAND | wxLEFT | wxBOTTOM, FromDIP(4));
    SetSizer(sizer);
    m_tree->Bind(wxEVT_DATAVIEW_ITEM_ACTIVATED, &LibraryPane::OnSelected, this);
    m_tree->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, &LibraryPane::OnSelected, this);
    // A click opens what it selects; the arrow keys only select (Enter opens),
    // so that walking the tree does not start every lesson on the way. The
    // native tree moves its selection while it handles the key, before the
    // next idle time: the flag lasts until then (GTK sends no mouse events to
    // wx that could clear it). The keys reach the main window: the tree
    // itself on GTK, its drawn child where wxWidgets draws the tree (Windows).
    m_tree->GetMainWindow()->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (RunMenuShortcut(this, e)) return;
        m_selectingByKey = true;
        CallAfter([this] { m_selectingByKey = false; });
        e.Skip();
    });
    // Folding a pack moves the selection out of it: that opens nothing either.
    m_tree->Bind(wxEVT_DATAVIEW_ITEM_COLLAPSING, [this](wxDataViewEvent& e) {
        m_quiet = true;
        e.Skip();
    });
    m_tree->Bind(wxEVT_DATAVIEW_ITEM_COLLAPSED, [this](wxDataViewEvent& e) {
        m_quiet = false;
        e.Skip();
    });
}

LibraryPane::~LibraryPane() {
    m_quiet = true;
    m_handler = nullptr;
}

void LibraryPane::SetTextScale(int percent) {
    const float k = float(percent) / 100.0f;
    m_heading->SetFont(m_baseFont.Scaled(k).Bold());
    m_tree->SetFont(m_baseFont.Scaled(k));
    Layout();
}

std::vector<std::string> LibraryPane::Files() const {
    std::vector<std::string> files = BundledContentFiles();
    for (const std::string& f : m_userFiles)
        if (std::find(files.begin(), files.end(), f) == files.end()) files.push_back(f);
    return files;
}

void LibraryPane::AddUserFile(const std::string& path) {
    if (std::find(m_userFiles.begin(), m_userFiles.end(), path) == m_userFiles.end())
        m_userFiles.push_back(path);
    Reload(/*force=*/true);  // the pack may be loaded already, but not in the tree
}

bool LibraryPane::Reload(bool force) {
    const bool changed = m_packs->Refresh(Files());
    if (!changed && !force) return false;
    Rebuild();
    return true;
}

wxDataViewItem LibraryPane::Add(const wxDataViewItem& parent, const wxString& label,
                                LibraryEntry entry) {
    // Packs and stages hold entries; a native tree needs to know that up front.
    const bool holds =
        entry.kind == LibraryEntry::Kind::Pack || entry.kind == LibraryEntry::Kind::Stage;
    m_entries.push_back(std::move(entry));
    auto* data = new EntryData(m_entries.size() - 1);
    const wxDataViewItem item = holds ? m_tree->AppendContainer(parent, label, -1, -1, data)
                                      : m_tree->AppendItem(parent, label, -1, data);
    m_items.push_back(item);
    m_icons.push_back(-1);
    return item;
}

wxDataViewItem LibraryPane::AddFolder(const wxDataViewItem& parent, const wxString& label) {
    return m_tree->AppendContainer(parent, label);
}

void LibraryPane::SetIcon(size_t index, int icon) {
    m_icons[index] = icon;
    m_tree->SetItemIcon(m_items[index], icon < 0 ? wxBitmapBundle() : m_badges[size_t(icon)]);
    m_model->SetState(m_items[index], icon < 0 ? wxString() : BadgeWords(Badge(icon)));
    m_model->ValueChanged(m_items[index], LibraryStore::kStateColumn);
}

void LibraryPane::Rebuild() {
    // TRANSLATORS: heading of the pane listing games, lessons and puzzle packs.
    m_heading->SetLabel(_("Library"));
    NameAfterLabel(m_tree, m_heading);
    m_quiet = true;
    m_tree->DeleteAllItems();
    m_model->ClearMarks();
    m_entries.clear();
    m_items.clear();
    m_icons.clear();
    const std::string lang = CurrentUiLanguage().utf8_string();
    const wxDataViewItem root;  // the invisible root

    if (auto mark = m_store->GetBookmark()) {
        if (auto pack = m_packs->FindById(mark->packId))
            for (const LibraryPack& lp : m_packs->Packs())
                if (lp.pack == pack)
                    Add(root, wxString(),
                        {LibraryEntry::Kind::Continue, pack->variant->id, lp.path, mark->itemId,
                         std::nullopt, 0});
    }
    for (VariantId variant : {VariantId::Makruk, VariantId::Xiangqi}) {
        const wxDataViewItem game = AddFolder(root, VariantName(variant));
        m_model->MarkBold(game);
        Add(game, wxString(), {LibraryEntry::Kind::Home, variant, {}, {}, {}, 0});
        Add(game, _("Free play"), {LibraryEntry::Kind::FreePlay, variant, {}, {}, {}, 0});
        // TRANSLATORS: a folder of the library: rated puzzles, review, streak, daily puzzle.
        const wxDataViewItem train = AddFolder(game, _("Training"));
        for (auto kind :
             {LibraryEntry::Kind::Train, LibraryEntry::Kind::Review, LibraryEntry::Kind::Streak,
              LibraryEntry::Kind::Daily, LibraryEntry::Kind::Dashboard})
            Add(train, wxString(), {kind, variant, {}, {}, {}, 0});
        const wxDataViewItem lessons = AddFolder(game, _("Lessons"));
        const wxDataViewItem packs = AddFolder(game, _("Puzzle packs"));
        for (const LibraryPack& lp : m_packs->Packs()) {
            if (!lp.pack || lp.pack->variant->id != variant) continue;
            const content::Pack& pack = *lp.pack;
            auto entry = [&](LibraryEntry::Kind kind, std::string item = {},
                             std::optional<content::Stage> stage = {}, int number = 0) {
                return LibraryEntry{kind, variant, lp.path, std::move(item), stage, number};
            };
            if (pack.puzzles.empty() && pack.lessons.size() == 1) {
                Add(lessons, wxString(), entry(LibraryEntry::Kind::Lesson, pack.lessons[0].id));
                continue;
            }
            const wxDataViewItem node = Add(pack.puzzles.empty() ? lessons : packs, wxString(),
                                            entry(LibraryEntry::Kind::Pack));
            if (!progress::MistakesIn(*m_store, pack).empty())
                Add(node, wxString(), entry(LibraryEntry::Kind::Mistakes));
            const auto order = progress::PuzzleOrder(pack);
            for (content::Stage stage :
                 {content::Stage::Rules, content::Stage::Compare, content::Stage::Review}) {
                if (progress::StageTally(*m_store, pack, stage).total == 0) continue;
                const wxDataViewItem stageNode =
                    Add(node, wxString(), entry(LibraryEntry::Kind::Stage, {}, stage));
                for (size_t i = 0; i < order.size(); ++i)
                    if (order[i]->stage == stage)
                        Add(stageNode, wxString(),
                            entry(LibraryEntry::Kind::Puzzle, order[i]->id, stage, int(i) + 1));
            }
            for (const content::Lesson& lesson : pack.lessons)
                Add(node, wxString(), entry(LibraryEntry::Kind::Lesson, lesson.id));
        }
        for (const wxDataViewItem& folder : {lessons, packs})
            if (m_tree->GetChildCount(folder) == 0)
                m_model->MarkMuted(m_tree->AppendItem(folder, _("(none yet)")));
        // Outer first: a native tree unfolds a row only while its parent is open.
        for (const wxDataViewItem& folder : {game, train, lessons, packs}) m_tree->Expand(folder);
    }
    UpdateBadges();
    m_quiet = false;
}

void LibraryPane::UpdateBadges() {
    // A pack whose retry queue became empty (or not) needs its node added or gone.
    for (const LibraryEntry& e : m_entries) {
        if (e.kind != LibraryEntry::Kind::Pack) continue;
        auto pack = m_packs->Get(e.path);
        if (!pack) continue;
        const bool queued = !progress::MistakesIn(*m_store, *pack).empty();
        const bool shown =
            std::any_of(m_entries.begin(), m_entries.end(), [&](const LibraryEntry& x) {
                return x.kind == LibraryEntry::Kind::Mistakes && x.path == e.path;
            });
        if (queued != shown) return Rebuild();
    }
    const std::string lang = CurrentUiLanguage().utf8_string();
    std::optional<LibraryTraining> training[2];
    for (size_t i = 0; i < m_entries.size(); ++i) {
        const LibraryEntry& e = m_entries[i];
        std::shared_ptr<const content::Pack> pack;
        for (const LibraryPack& lp : m_packs->Packs())
            if (lp.path == e.path) pack = lp.pack;
        wxString label;
        int icon = -1;
        switch (e.kind) {
            case LibraryEntry::Kind::FreePlay:
                continue;
            case LibraryEntry::Kind::Continue:
                label = _("Continue where I left off");
                break;
            case LibraryEntry::Kind::Home:
                // TRANSLATORS: the library's entry for a game's home page (its lessons in order).
                label = _("Start here");
                break;
            case LibraryEntry::Kind::Pack: {
                if (!pack) continue;
                label = Utf8(pack->title.Get(lang));
                if (label.empty())
                    label = wxString::FromUTF8(
                        platform::Utf8Path(platform::PathFromUtf8(e.path).stem()));
                const size_t n = pack->puzzles.size();
                if (n > 0)
                    // TRANSLATORS: a puzzle pack in the library: its title and how many puzzles it
                    // has.
                    label = wxString::Format(wxPLURAL("%s (%zu puzzle)", "%s (%zu puzzles)", n),
                                             label, n);
                const progress::Tally t = progress::PackTally(*m_store, *pack);
                if (t.done > 0) label << kDot << wxString::Format("%d%%", t.Percent());
                break;
            }
            case LibraryEntry::Kind::Stage: {
                if (!pack || !e.stage) continue;
                const progress::Tally t = progress::StageTally(*m_store, *pack, *e.stage);
                label = StageLabel(*e.stage) + kDot + wxString::Format("%d/%d", t.done, t.total);
                icon = int(t.done == t.total ? Badge::Finished
                           : t.done > 0      ? Badge::Partial
                                             : Badge::None);
                break;
            }
            case LibraryEntry::Kind::Puzzle: {
                if (!pack) continue;
                const content::Puzzle* p = pack->FindPuzzle(e.itemId);
                // TRANSLATORS: an entry in a puzzle pack, %zu is its number.
                label = wxString::Format(_("Puzzle %zu"), size_t(e.number));
                if (p) label << kDot << wxString::Format(_("grade %d"), p->grade);
                const progress::ItemRecord* record = m_store->Item(e.itemId);
                // Its themes give the answer away: named once it was tried to the end.
                if (p && record && record->attempts > 0 && !ThemeList(p->tags).empty())
                    label << kDot << ThemeList(p->tags);
                icon = int(PuzzleBadge(record));
                break;
            }
            case LibraryEntry::Kind::Lesson: {
                const content::Lesson* l = pack ? pack->FindLesson(e.itemId) : nullptr;
                label = l ? Utf8(l->title.Get(lang)) : wxString();
                if (label.empty()) label = Utf8(e.itemId);
                const progress::LessonRecord* r = m_store->Lesson(e.itemId);
                icon = int(!r ? Badge::None : r->finished ? Badge::Finished : Badge::Partial);
                break;
            }
            case LibraryEntry::Kind::Train:
            case LibraryEntry::Kind::Review:
            case LibraryEntry::Kind::Streak:
            case LibraryEntry::Kind::Daily:
            case LibraryEntry::Kind::Dashboard: {
                auto& t = training[e.variant == VariantId::Makruk ? 0 : 1];
                if (!t) t = m_training ? m_training(e.variant) : LibraryTraining{};
                label = TrainingLabel(e.kind, *t);
                break;
            }
            case LibraryEntry::Kind::Mistakes: {
                const size_t n = pack ? progress::MistakesIn(*m_store, *pack).size() : 0;
                label = wxString::Format(
                    wxPLURAL("Retry my mistakes (%zu)", "Retry my mistakes (%zu)", n), n);
                break;
            }
        }
        if (m_tree->GetItemText(m_items[i]) != label) m_tree->SetItemText(m_items[i], label);
        if (m_icons[i] != icon) SetIcon(i, icon);
    }
}

void LibraryPane::ShowItem(const std::string& itemId) {
    SelectFirst([&](const LibraryEntry& e) {
        return e.itemId == itemId &&
               (e.kind == LibraryEntry::Kind::Puzzle || e.kind == LibraryEntry::Kind::Lesson);
    });
}

void LibraryPane::ShowEntry(LibraryEntry::Kind kind, VariantId variant) {
    SelectFirst([&](const LibraryEntry& e) { return e.kind == kind && e.variant == variant; });
}

void LibraryPane::SelectFirst(const std::function<bool(const LibraryEntry&)>& wanted) {
    m_quiet = true;
    size_t i = 0;
    while (i < m_entries.size() && !wanted(m_entries[i])) ++i;
    if (i < m_entries.size()) {
        m_tree->EnsureVisible(m_items[i]);  // unfolds its pack and stage
        m_tree->Select(m_items[i]);
    } else {
        m_tree->UnselectAll();  // better nothing than the wrong entry
    }
    m_quiet = false;
}

wxString LibraryPane::LabelOf(const std::string& itemId) const {
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].itemId == itemId && m_entries[i].kind != LibraryEntry::Kind::Continue)
            return m_tree->GetItemText(m_items[i]);
    return wxString();
}

wxString LibraryPane::StateOf(const std::string& itemId) const {
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].itemId == itemId && m_entries[i].kind != LibraryEntry::Kind::Continue) {
            wxVariant value;
            m_model->GetValue(value, m_items[i], LibraryStore::kStateColumn);
            return value.GetString();
        }
    return wxString();
}

wxString LibraryPane::EntryLabel(size_t index) const {
    return index < m_items.size() ? m_tree->GetItemText(m_items[index]) : wxString();
}

wxDataViewItem LibraryPane::EntryItem(size_t index) const {
    return index < m_items.size() ? m_items[index] : wxDataViewItem();
}

int LibraryPane::IconOf(const std::string& itemId) const {
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].itemId == itemId && m_entries[i].kind != LibraryEntry::Kind::Continue)
            return m_icons[i];
    return -1;
}

void LibraryPane::OnSelected(wxDataViewEvent& event) {
    if (m_quiet || !event.GetItem().IsOk()) return;
    if (event.GetEventType() == wxEVT_DATAVIEW_SELECTION_CHANGED && m_selectingByKey) return;
    auto* data = dynamic_cast<EntryData*>(m_tree->GetItemData(event.GetItem()));
    if (!data || data->index >= m_entries.size() || !m_handler) return;
    // A copy: the handler may rebuild the tree.
    const LibraryEntry entry = m_entries[data->index];
    m_handler(entry);
}

}  // namespace chatur::gui
