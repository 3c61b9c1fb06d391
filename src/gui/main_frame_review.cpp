// MainFrame's entries to the game review (Game > Review this game, Review games
// from a PGN file...; docs/review.md).
#include <wx/datetime.h>
#include <wx/filedlg.h>
#include <wx/log.h>
#include <wx/msgdlg.h>

#include "core/mining/game_reader.h"
#include "core/platform/atomic_file.h"
#include "core/platform/utf8_path.h"
#include "core/play/play_session.h"
#include "core/training/training_context.h"
#include "core/training/training_store.h"
#include "gui/board_view.h"
#include "gui/content_paths.h"
#include "gui/editor/finding_text.h"
#include "gui/library_pane.h"
#include "gui/main_frame.h"
#include "gui/play_panel.h"
#include "gui/review_frame.h"

namespace chatur::gui {

namespace {

// The variant a PGN file's games are in: its first [Variant] tag, else Makruk.
const Variant& VariantOfPgn(const std::string& text) {
    const size_t tag = text.find("[Variant \"");
    if (tag != std::string::npos) {
        const size_t from = tag + 10, to = text.find('"', from);
        std::string name = text.substr(from, to == std::string::npos ? 0 : to - from);
        for (char& c : name) c = char(std::tolower(static_cast<unsigned char>(c)));
        if (const Variant* v = FindVariant(name)) return *v;
    }
    return *FindVariant("makruk");
}

// The catalogs of the bundled languages (the personal puzzles' texts are written
// in each), from the first content root that has them.
mining::TextCatalogs PackCatalogs() {
    for (const wxString& root : ContentRoots()) {
        const std::filesystem::path dir = platform::PathFromUtf8(root.utf8_string()) / "locale";
        std::error_code ec;
        if (std::filesystem::exists(dir / "de.po", ec))
            return mining::LoadCatalogs(platform::Utf8Path(dir), {"id", "de", "th"});
    }
    return {};
}

// The reviews kept on disk; none for a window that must not write to the user's
// folders (the screenshot mode has no configuration to write to either).
std::optional<review::ReviewCache> CacheFor(const wxConfigBase* config) {
    if (!config) return std::nullopt;
    return review::ReviewCache(review::ReviewCache::DefaultDir());
}

}  // namespace

void MainFrame::KeepPersonalPuzzles(ReviewFrame* frame) {
    if (!m_config) return;  // a screenshot, a test: nothing is kept
    PersonalPuzzles personal;
    personal.dir = review::ReviewCache::DefaultDir();
    personal.catalogs = PackCatalogs();
    personal.added = [this](const std::string& path, const std::vector<std::string>& ids,
                            const Variant& variant) {
        // The pack in the library, so that training draws on it ...
        m_library->AddUserFile(path);
        m_training->Invalidate();
        // ... and each missed puzzle in the spaced-review queue, due tomorrow, as
        // a puzzle missed in training would be.
        training::TrainingStore& store = m_training->Store();
        if (!store.CanWrite()) return;
        const int64_t now = int64_t(wxDateTime::Now().GetTicks());
        const std::string game(variant.name);
        for (const std::string& id : ids)
            if (auto err = training::QueueMissedPuzzle(store, id, game, now))
                wxLogWarning("%s", wxString::FromUTF8(err->detail));
    };
    frame->SetPersonalPuzzles(std::move(personal));
}

ReviewFrame* MainFrame::ReviewPlayedGame() {
    const Game& game = m_play->Session().GetGame();
    if (game.Moves().empty()) {
        wxMessageBox(_("Play a game first: there is no move to review."), _("Game review"),
                     wxOK | wxICON_INFORMATION, this);
        return nullptr;
    }
    GameToReview g;
    g.variant = &game.GetVariant();
    g.profile = &game.Profile();
    g.startFen = m_play->Session().Setup().fen;
    g.moves = game.Moves();
    g.declarations = m_play->Session().CountDeclarations();
    g.title = _("This game");
    // Against the computer, the learner's own mistakes; between friends, both sides'.
    if (m_play->Session().Setup().opponent == Opponent::Computer)
        g.learner = m_play->Session().Setup().humanSide;
    auto* frame =
        new ReviewFrame(this, m_tablebase, LookFrom(m_prefs), {g}, wxString(), CacheFor(m_config));
    KeepPersonalPuzzles(frame);
    frame->Show();
    return frame;
}

ReviewFrame* MainFrame::ReviewGamesFile(const wxString& path) {
    auto text = platform::ReadWholeFile(path.utf8_string());
    if (!text) {
        wxMessageBox(wxString::Format(_("Cannot read %s."), path), _("Game review"),
                     wxOK | wxICON_ERROR, this);
        return nullptr;
    }
    const Variant& variant = VariantOfPgn(*text);
    const RuleProfile& profile = DefaultProfile(variant);
    mining::ReadGames read = mining::ReadPgnGames(*text, path.utf8_string(), variant, profile,
                                                  mining::BadMove::StopThere);
    wxString problems;
    for (const content::Finding& f : read.findings)
        problems << (problems.empty() ? "" : "\n") << FindingText(f);
    std::vector<GameToReview> games;
    for (mining::PlayedGame& pg : read.games) {
        GameToReview g;
        g.variant = &variant;
        g.profile = &profile;
        g.startFen = pg.startFen;
        g.moves = std::move(pg.moves);
        g.declarations = std::move(pg.declarations);
        // TRANSLATORS: a game in the game review's list: its number in the file and its event.
        g.title =
            pg.event.empty() || pg.event == "?"
                ? wxString::Format(_("Game %d"), pg.number)
                : wxString::Format(_("Game %1$d: %2$s"), pg.number, wxString::FromUTF8(pg.event));
        games.push_back(std::move(g));
    }
    if (games.empty()) {
        wxMessageBox(problems.empty() ? _("The file has no game.") : problems, _("Game review"),
                     wxOK | wxICON_ERROR, this);
        return nullptr;
    }
    auto* frame = new ReviewFrame(this, m_tablebase, LookFrom(m_prefs), std::move(games), problems,
                                  CacheFor(m_config));
    KeepPersonalPuzzles(frame);
    frame->Show();
    return frame;
}

void MainFrame::ChooseGamesToReview() {
    wxFileDialog dialog(this, _("Review games from a PGN file"), wxString(), wxString(),
                        _("PGN games (*.pgn)|*.pgn|All files|*"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) ReviewGamesFile(dialog.GetPath());
}

}  // namespace chatur::gui
