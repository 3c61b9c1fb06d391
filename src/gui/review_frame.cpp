#include "gui/review_frame.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dataview.h>
#include <wx/gauge.h>
#include <wx/intl.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <cmath>
#include <thread>

#include "core/notation/game_fen.h"
#include "core/search/engine.h"
#include "core/tablebase/tablebase.h"
#include "gui/board_view.h"
#include "gui/close_keys.h"
#include "gui/review_graph.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

using review::MoveClass;

wxString ClassName(MoveClass c) {
    switch (c) {
        // TRANSLATORS: move classes of the game review (locale/GLOSSARY.md).
        case MoveClass::Best:
            return _("Best move");
        case MoveClass::Good:
            return _("Good");
        case MoveClass::Inaccuracy:
            return _("Inaccuracy");
        case MoveClass::Mistake:
            return _("Mistake");
        case MoveClass::Blunder:
            return _("Blunder");
        case MoveClass::Forced:
            return _("Only move");
    }
    return wxString();
}

wxString TableNoteText(review::TableNote note) {
    switch (note) {
        case review::TableNote::WinThrownAway:
            return _("The endgame tables show that the move played threw away a win.");
        case review::TableNote::WinOutOfCount:
            return _(
                "The endgame tables show that the move played threw away the win: the mate no "
                "longer comes before the count runs out.");
        case review::TableNote::DrawThrownAway:
            return _("The endgame tables show that the move played turned a draw into a loss.");
        case review::TableNote::None:
            break;
    }
    return wxString();
}

// The review's score as the analysis line words it ("+0.35", "White mates in 3").
wxString EvalText(VariantId variant, const review::WhiteScore& s) {
    if (!s.mate) return ScoreText(variant, Color::White, s.centipawns);
    const int moves = std::abs(s.mateMoves);
    const int plies = s.whiteWon ? std::max(0, 2 * moves - 1) : 2 * moves;
    return ScoreText(variant, Color::White, s.whiteWon ? kMateScore - plies : plies - kMateScore);
}

}  // namespace

ReviewFrame::ReviewFrame(wxWindow* parent, std::shared_ptr<tablebase::Tablebase> tables,
                         const BoardLook& look, std::vector<GameToReview> games,
                         const wxString& problems, std::optional<review::ReviewCache> cache)
    : wxFrame(parent, wxID_ANY, wxString(), wxDefaultPosition, wxSize(1200, 780),
              wxDEFAULT_FRAME_STYLE, "game-review"),
      m_tables(std::move(tables)),
      m_games(std::move(games)),
      m_cache(std::move(cache)),
      m_problemsText(problems),
      m_job(this) {
    m_options.jobs = int(std::max(1u, std::thread::hardware_concurrency()));
    auto* root = new wxPanel(this);
    auto* columns = new wxBoxSizer(wxHORIZONTAL);

    // Left: the board at the selected move and what is said of that move.
    auto* left = new wxBoxSizer(wxVERTICAL);
    m_board = new BoardView(root);
    m_board->SetLook(look);
    m_board->Interaction().SetMode(InteractionMode::Locked);
    m_moveText = new wxStaticText(root, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                  wxST_NO_AUTORESIZE, "move-text");
    m_moveText->SetMinSize(FromDIP(wxSize(-1, 60)));
    left->Add(m_board, 1, wxEXPAND);
    left->Add(m_moveText, 0, wxEXPAND | wxTOP, FromDIP(6));

    // Right: the games, the summary, the graph, the list, the progress.
    auto* right = new wxBoxSizer(wxVERTICAL);
    m_gameChoice = new wxChoice(root, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                                wxDefaultValidator, "games");
    for (const GameToReview& g : m_games) m_gameChoice->Append(g.title);
    m_problems =
        new wxStaticText(root, wxID_ANY, problems, wxDefaultPosition, wxDefaultSize, 0, "problems");
    m_problems->SetForegroundColour(wxColour(160, 40, 20));
    m_summary = new wxStaticText(root, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                 wxST_NO_AUTORESIZE, "summary");
    m_summary->SetMinSize(FromDIP(wxSize(-1, 40)));
    m_graph = new ReviewGraph(root);
    m_list = new wxDataViewListCtrl(root, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                    wxDV_SINGLE | wxDV_ROW_LINES, wxDefaultValidator);
    m_list->SetName("moves");
    m_list->AppendTextColumn(wxString(), wxDATAVIEW_CELL_INERT, FromDIP(170));
    m_list->AppendTextColumn(wxString(), wxDATAVIEW_CELL_INERT, FromDIP(110));
    m_list->AppendTextColumn(wxString(), wxDATAVIEW_CELL_INERT, FromDIP(130));
    m_list->AppendTextColumn(wxString(), wxDATAVIEW_CELL_INERT, FromDIP(170));
    auto* progress = new wxBoxSizer(wxHORIZONTAL);
    m_gauge = new wxGauge(root, wxID_ANY, 100, wxDefaultPosition, wxDefaultSize,
                          wxGA_HORIZONTAL | wxGA_SMOOTH);
    m_cancel = new wxButton(root, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                            wxDefaultValidator, "cancel");
    progress->Add(m_gauge, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
    progress->Add(m_cancel, 0);
    m_status = new wxStaticText(root, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                wxST_NO_AUTORESIZE, "status");
    right->Add(m_gameChoice, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    right->Add(m_problems, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    right->Add(m_summary, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    right->Add(m_graph, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    right->Add(m_list, 1, wxEXPAND | wxBOTTOM, FromDIP(6));
    right->Add(progress, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    right->Add(m_status, 0, wxEXPAND);
    m_gameChoice->Show(m_games.size() > 1);
    m_problems->Show(!problems.empty());

    columns->Add(left, 1, wxEXPAND | wxALL, FromDIP(8));
    columns->Add(right, 1, wxEXPAND | wxTOP | wxBOTTOM | wxRIGHT, FromDIP(8));
    root->SetSizer(columns);
    CloseWithEscapeAndCtrlW(this);

    m_gameChoice->Bind(wxEVT_CHOICE,
                       [this](wxCommandEvent&) { SelectGame(m_gameChoice->GetSelection()); });
    m_graph->SetPlyHandler([this](int ply) { SelectPly(ply); });
    m_list->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        const int row = m_list->GetSelectedRow();
        if (row != wxNOT_FOUND && row + 1 != m_ply) SelectPly(row + 1);
    });
    m_cancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_job.Running())
            Cancel();
        else
            Analyse();
    });

    Relabel();
    if (!m_games.empty()) SelectGame(0);
}

ReviewFrame::~ReviewFrame() = default;  // m_job's destructor stops the analysis

void ReviewFrame::Relabel() {
    SetTitle(_("Game review"));
    m_list->GetColumn(0)->SetTitle(_("Move"));
    // TRANSLATORS: the column of the game review with each move's class (Mistake, ...).
    m_list->GetColumn(1)->SetTitle(_("Verdict"));
    m_list->GetColumn(2)->SetTitle(_("Evaluation"));
    m_list->GetColumn(3)->SetTitle(_("Better move"));
    m_graph->SetName(_("Evaluation graph: the winning chances after each move"));
    m_cancel->SetLabel(m_job.Running() ? _("&Cancel") : _("&Analyse"));
    ShowReview();
}

void ReviewFrame::SelectGame(int index) {
    if (index < 0 || size_t(index) >= m_games.size()) return;
    m_job.Cancel();
    m_game = index;
    m_gameChoice->SetSelection(index);
    const GameToReview& g = m_games[size_t(index)];
    m_positions.clear();
    m_countRan.clear();
    auto created = g.startFen.empty() ? std::variant<Game, GameError>(Game(*g.variant, *g.profile))
                                      : GameFromFen(*g.variant, *g.profile, g.startFen);
    if (auto* game = std::get_if<Game>(&created)) {
        m_positions.push_back(game->GetPosition());
        m_countRan.push_back(game->Count().Running());
        for (chatur::Move m : g.moves) {
            if (game->Play(m)) break;
            m_positions.push_back(game->GetPosition());
            m_countRan.push_back(game->Count().Running());
        }
    }
    m_ply = 0;
    if (!m_reviews.count(index) && m_cache)
        if (auto kept = m_cache->Find(CacheKey(index), g.moves))
            m_reviews[index] = std::move(*kept);
    if (!m_reviews.count(index)) Analyse();
    ShowReview();
    SelectPly(int(m_positions.size()) - 1);
}

void ReviewFrame::Analyse() {
    const GameToReview& g = m_games[size_t(m_game)];
    m_cancelled = false;
    m_gauge->SetValue(0);
    const review::ReviewOptions options = m_options;
    const int game = m_game;
    m_job.Start(
        [g, options, tables = m_tables, this](const BackgroundJob::Context& context) {
            return review::ReviewGame(
                *g.variant, *g.profile, g.startFen, g.moves, options, tables.get(), context.stop,
                [this, &context](int done, int total) {
                    context.onGui([this, done, total] {
                        m_gauge->SetValue(total ? done * 100 / total : 0);
                        // TRANSLATORS: the game review's progress.
                        m_status->SetLabel(wxString::Format(
                            _("Analysing the game: %1$d of %2$d positions"), done, total));
                    });
                });
        },
        [this, game](std::variant<review::GameReview, review::ReviewError> result) {
            if (auto* r = std::get_if<review::GameReview>(&result)) {
                // The cache is a shortcut only: a review that cannot be kept is still shown.
                if (m_cache) m_cache->Store(CacheKey(game), *r);
                m_reviews[game] = std::move(*r);
            }
            m_cancel->SetLabel(_("&Analyse"));
            ShowReview();
        });
    m_cancel->SetLabel(_("&Cancel"));
    ShowReview();
}

void ReviewFrame::Cancel() {
    m_job.Cancel();
    m_cancelled = true;
    m_cancel->SetLabel(_("&Analyse"));
    ShowReview();
}

std::string ReviewFrame::CacheKey(int game) const {
    const GameToReview& g = m_games[size_t(game)];
    return review::ReviewKey(*g.variant, *g.profile, g.startFen, g.moves, m_options);
}

const review::GameReview* ReviewFrame::Review() const {
    auto it = m_reviews.find(m_game);
    return it == m_reviews.end() ? nullptr : &it->second;
}

wxString ReviewFrame::MoveName(int ply) const {
    const GameToReview& g = m_games[size_t(m_game)];
    const Position& before = m_positions[size_t(ply - 1)];
    const chatur::Move m = g.moves[size_t(ply - 1)];
    const int number = (ply + 1) / 2;
    const wxString label = MoveLabel(g.variant->id, before.PieceAt(m.From()), m);
    return before.SideToMove() == Color::White
               ? wxString::Format("%d. %s", number, label)
               : wxString::Format(wxString::FromUTF8("%d\xE2\x80\xA6 %s"), number, label);
}

void ReviewFrame::ShowReview() {
    const review::GameReview* r = Review();
    const GameToReview* g = m_games.empty() ? nullptr : &m_games[size_t(m_game)];
    m_list->DeleteAllItems();
    if (g && r) {
        for (const review::ReviewedMove& m : r->moves) {
            const Position& before = m_positions[size_t(m.ply - 1)];
            wxVector<wxVariant> row;
            row.push_back(MoveName(m.ply));
            row.push_back(ClassName(m.moveClass));
            row.push_back(EvalText(g->variant->id, m.evalAfter));
            row.push_back(m.best && *m.best != m.played
                              ? MoveLabel(g->variant->id, before.PieceAt(m.best->From()), *m.best)
                              : wxString());
            m_list->AppendItem(row);
        }
        std::vector<MoveClass> classes;
        for (const review::ReviewedMove& m : r->moves) classes.push_back(m.moveClass);
        m_graph->SetReview(r->whiteChances, classes, m_countRan);
        m_graph->SetSideNames(SideName(g->variant->id, Color::White),
                              SideName(g->variant->id, Color::Black));
        m_graph->SetPly(m_ply);
        if (m_ply > 0 && size_t(m_ply) <= r->moves.size()) {
            m_list->SelectRow(unsigned(m_ply - 1));
            m_list->EnsureVisible(m_list->RowToItem(m_ply - 1));
        }
    } else {
        m_graph->SetReview({}, {}, {});
    }
    m_summary->SetLabel(SummaryText());
    m_status->SetLabel(StatusText());
    m_gauge->Show(m_job.Running());
    m_cancel->Enable(m_job.Running() || !Review());
    ShowMoveText();
    m_summary->GetParent()->Layout();
}

wxString ReviewFrame::SummaryText() const {
    const review::GameReview* r = Review();
    if (!r || m_games.empty()) return wxString();
    const VariantId v = m_games[size_t(m_game)].variant->id;
    auto side = [&](Color c, const review::SideSummary& s) {
        // TRANSLATORS: a side's summary in the game review: its name, its accuracy (out
        // of 100) and how many inaccuracies, mistakes and blunders it made.
        return wxString::Format(
            _("%1$s: accuracy %2$d; inaccuracies: %3$d, mistakes: %4$d, blunders: %5$d"),
            SideName(v, c), int(std::lround(s.accuracy)), s.inaccuracies, s.mistakes, s.blunders);
    };
    return side(Color::White, r->white) + "\n" + side(Color::Black, r->black);
}

wxString ReviewFrame::StatusText() const {
    if (m_job.Running()) return _("Analysing the game...");
    if (m_cancelled) return _("The analysis was cancelled.");
    if (Review())
        // TRANSLATORS: under the game review's list: how to use it.
        return _("Choose a move in the list or on the graph to see the position.");
    return wxString();
}

wxString ReviewFrame::MoveText() const {
    return m_moveText->GetLabel();
}

void ReviewFrame::ShowMoveText() {
    const review::GameReview* r = Review();
    wxString text;
    if (m_ply == 0) {
        text = _("The start position.");
    } else if (r && size_t(m_ply) <= r->moves.size()) {
        const review::ReviewedMove& m = r->moves[size_t(m_ply - 1)];
        const GameToReview& g = m_games[size_t(m_game)];
        // TRANSLATORS: the game review's words on one move: the move, its class and
        // the evaluation after it ("12. Rua a1–h1: Blunder (−4.05)").
        text = wxString::Format(_("%1$s: %2$s (%3$s)"), MoveName(m_ply), ClassName(m.moveClass),
                                EvalText(g.variant->id, m.evalAfter));
        if (m.best && *m.best != m.played) {
            const Position& before = m_positions[size_t(m_ply - 1)];
            text << "\n"
                 << wxString::Format(
                        _("Better was %s."),
                        MoveLabel(g.variant->id, before.PieceAt(m.best->From()), *m.best));
        }
        const wxString note = TableNoteText(m.table);
        if (!note.empty()) text << "\n" << note;
    } else if (m_ply > 0) {
        text = MoveName(m_ply);
    }
    m_moveText->SetLabel(text);
}

void ReviewFrame::SelectPly(int ply) {
    if (m_positions.empty()) return;
    m_ply = std::clamp(ply, 0, int(m_positions.size()) - 1);
    const GameToReview& g = m_games[size_t(m_game)];
    std::optional<chatur::Move> last;
    if (m_ply > 0) last = g.moves[size_t(m_ply - 1)];
    m_board->SetPosition(m_positions[size_t(m_ply)], last);
    m_graph->SetPly(m_ply);
    if (m_ply > 0 && unsigned(m_ply) <= unsigned(m_list->GetItemCount())) {
        m_list->SelectRow(unsigned(m_ply - 1));
        m_list->EnsureVisible(m_list->RowToItem(m_ply - 1));
    } else
        m_list->UnselectAll();
    ShowMoveText();
}

}  // namespace chatur::gui
