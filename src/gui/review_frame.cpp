#include "gui/review_frame.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dataview.h>
#include <wx/gauge.h>
#include <wx/intl.h>
#include <wx/log.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

#include "core/content/import_puzzles.h"
#include "core/notation/game_fen.h"
#include "core/platform/utf8_path.h"
#include "core/review/mistake_puzzles.h"
#include "core/review/personal_pack.h"
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
        case review::TableNote::DrawByCount:
            // TRANSLATORS: the game review, on a position with more material on one
            // side: the endgame tables' mate is too slow for the Makruk count.
            return _(
                "The endgame tables find a mate here, but not before the count runs out: in "
                "the game this position is a draw.");
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

// The same, short, for the move list's column: a mate as "#5" (White mates in
// 5) or "#−5" (Black does), as Lichess writes it; the move's own line under the
// board says it in words.
wxString ListEvalText(VariantId variant, const review::WhiteScore& s) {
    if (!s.mate) return EvalText(variant, s);
    const int moves = std::abs(s.mateMoves);
    return s.whiteWon ? wxString::Format("#%d", moves)
                      : wxString::Format(wxString::FromUTF8("#\xE2\x88\x92%d"), moves);
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
      m_job(this),
      m_judge(this) {
    m_options.jobs = int(std::max(1u, std::thread::hardware_concurrency()));
    auto* root = new wxPanel(this);
    auto* columns = new wxBoxSizer(wxHORIZONTAL);

    // Left: the board at the selected move and what is said of that move.
    auto* left = new wxBoxSizer(wxVERTICAL);
    m_board = new BoardView(root);
    m_board->SetLook(look);
    m_board->Interaction().SetMode(InteractionMode::Locked);
    // TRANSLATORS: the end of the game review board's description for screen readers.
    m_board->SetAccessibleHint([] { return _("The moves are listed beside it, as text."); });
    m_moveText = new wxStaticText(root, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                  wxST_NO_AUTORESIZE, "move-text");
    m_moveText->SetMinSize(FromDIP(wxSize(-1, 60)));
    auto* learnRow = new wxBoxSizer(wxHORIZONTAL);
    auto button = [&](const char* name) {
        return new wxButton(root, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                            wxDefaultValidator, name);
    };
    m_learn = button("learn");
    m_hint = button("hint");
    m_answer = button("answer");
    m_next = button("next-mistake");
    for (wxButton* b : {m_learn, m_hint, m_answer, m_next})
        learnRow->Add(b, 0, wxRIGHT, FromDIP(4));
    left->Add(m_board, 1, wxEXPAND);
    left->Add(learnRow, 0, wxTOP, FromDIP(6));
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
    for (int column = 0; column < 4; ++column)  // widths: FitColumns
        m_list->AppendTextColumn(wxString(), wxDATAVIEW_CELL_INERT, FromDIP(100));
    m_list->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] { FitColumns(); });
    });
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
    m_learn->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_learning)
            StopLearning();
        else
            StartLearning();
    });
    m_hint->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { TakeHint(); });
    m_answer->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ShowAnswer(); });
    m_next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { NextMistake(); });
    m_board->SetResultHandler([this](const ClickResult& r) {
        if (!m_learning) return;
        if (r.kind == ClickKind::MoveRequested) {
            TryMove(r.move);
        } else if (r.kind == ClickKind::Illegal) {
            SetLearnText(ExplanationText(r.reason, m_games[size_t(m_game)].variant->id));
        }
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
    FitColumns();
    m_graph->SetName(_("Evaluation graph: the winning chances after each move"));
    m_cancel->SetLabel(m_job.Running() ? _("&Cancel") : _("&Analyse"));
    m_learn->SetLabel(m_learning ? _("&Back to the review") : _("&Learn from your mistakes"));
    m_hint->SetLabel(_("&Hint"));
    m_answer->SetLabel(_("Sho&w the answer"));
    m_next->SetLabel(_("&Next mistake"));
    ShowReview();
}

void ReviewFrame::SelectGame(int index) {
    if (index < 0 || size_t(index) >= m_games.size()) return;
    if (m_learning) StopLearning();
    m_job.Cancel();
    m_game = index;
    m_gameChoice->SetSelection(index);
    const GameToReview& g = m_games[size_t(index)];
    m_positions.clear();
    m_countRan.clear();
    // The games were read and checked by the rules already (ReadPgnGames, the play session).
    auto replayed = review::GamesByPly(*g.variant, *g.profile, g.startFen, g.moves, g.declarations);
    if (auto* games = std::get_if<std::vector<Game>>(&replayed))
        for (const Game& game : *games) {
            m_positions.push_back(game.GetPosition());
            m_countRan.push_back(game.Count().Running());
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
                *g.variant, *g.profile, g.startFen, g.moves, g.declarations, options, tables.get(),
                context.stop, [this, &context](int done, int total) {
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
    return review::ReviewKey(*g.variant, *g.profile, g.startFen, g.moves, g.declarations,
                             m_options);
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

void ReviewFrame::FitColumns() {
    const unsigned columns = m_list->GetColumnCount();
    const int padding = FromDIP(20);  // the cell's margins and the sort arrow's room
    std::vector<int> wanted(columns);
    for (unsigned c = 0; c < columns; ++c) {
        wanted[c] = m_list->GetTextExtent(m_list->GetColumn(c)->GetTitle()).x + padding;
        for (unsigned row = 0; row < unsigned(m_list->GetItemCount()); ++row)
            wanted[c] = std::max(wanted[c],
                                 m_list->GetTextExtent(m_list->GetTextValue(row, c)).x + padding);
    }
    int total = 0;
    for (int w : wanted) total += w;
    // The list asks for the room its texts need (the board beside it gives way),
    // up to three fifths of the window.
    const int scrollBar = FromDIP(18);
    const int asked = std::min(total + scrollBar, GetClientSize().x * 3 / 5);
    if (m_list->GetMinSize().x != asked) {
        m_list->SetMinSize(wxSize(asked, -1));
        CallAfter([this] { Layout(); });
    }
    // What is still too wide shares the room by width (before the first
    // layout the list has no room yet: the texts' widths then).
    const int room = m_list->GetClientSize().x - scrollBar;
    for (unsigned c = 0; c < columns; ++c) {
        const int width =
            total <= room || room < FromDIP(100) ? wanted[c] : wanted[c] * room / total;
        if (m_list->GetColumn(c)->GetWidth() != width) m_list->GetColumn(c)->SetWidth(width);
    }
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
            row.push_back(ListEvalText(g->variant->id, m.evalAfter));
            row.push_back(m.best && *m.best != m.played
                              ? MoveLabel(g->variant->id, before.PieceAt(m.best->From()), *m.best)
                              : wxString());
            m_list->AppendItem(row);
        }
        FitColumns();
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
    UpdateLearnButtons();
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
    if (m_positions.empty() || m_learning) return;
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

Game ReviewFrame::GameBefore(int ply) const {
    const GameToReview& g = m_games[size_t(m_game)];
    // SelectGame replayed the game already, so neither the start nor a move fails here.
    auto replayed = review::GamesByPly(*g.variant, *g.profile, g.startFen, g.moves, g.declarations);
    return std::get<std::vector<Game>>(std::move(replayed))[size_t(ply - 1)];
}

void ReviewFrame::UpdateLearnButtons() {
    const review::GameReview* r = Review();
    bool any = false;
    if (r)
        for (const review::ReviewedMove& m : r->moves)
            any =
                any ||
                ((m.moveClass == MoveClass::Mistake || m.moveClass == MoveClass::Blunder) &&
                 m.best &&
                 (!m_games[size_t(m_game)].learner || m.mover == *m_games[size_t(m_game)].learner));
    m_learn->Enable(m_learning || (any && !m_job.Running()));
    m_hint->Show(m_learning);
    m_answer->Show(m_learning);
    m_next->Show(m_learning);
    m_hint->Enable(m_learning && !m_found);
    m_answer->Enable(m_learning && !m_found);
    m_next->Enable(m_learning && m_mistake + 1 < m_mistakePlies.size());
    m_learn->GetParent()->Layout();
}

void ReviewFrame::SetLearnText(const wxString& text) {
    m_moveText->SetLabel(text);
}

void ReviewFrame::StartLearning() {
    const review::GameReview* r = Review();
    if (!r) return;
    const std::optional<Color> learner = m_games[size_t(m_game)].learner;
    m_mistakePlies.clear();
    for (const review::ReviewedMove& m : r->moves)
        if ((m.moveClass == MoveClass::Mistake || m.moveClass == MoveClass::Blunder) && m.best &&
            (!learner || m.mover == *learner))
            m_mistakePlies.push_back(m.ply);
    if (m_mistakePlies.empty()) {
        SetLearnText(_("There is no mistake or blunder to learn from in this game."));
        return;
    }
    m_learning = true;
    m_mistake = 0;
    m_missed.clear();
    m_learn->SetLabel(_("&Back to the review"));
    m_board->Interaction().SetMode(InteractionMode::Play);
    ShowMistake();
}

void ReviewFrame::StopLearning() {
    m_judge.Cancel();
    m_learning = false;
    m_board->Interaction().SetMode(InteractionMode::Locked);
    m_board->SetAnnotations(BoardAnnotations{});
    m_learn->SetLabel(_("&Learn from your mistakes"));
    UpdateLearnButtons();
    SelectPly(m_ply);
}

void ReviewFrame::ShowMistake() {
    m_judge.Cancel();
    m_found = false;
    m_counted = false;
    const int ply = m_mistakePlies[m_mistake];
    const review::ReviewedMove& m = Review()->moves[size_t(ply - 1)];
    const GameToReview& g = m_games[size_t(m_game)];
    m_ply = ply - 1;
    std::optional<chatur::Move> last;
    if (ply > 1) last = g.moves[size_t(ply - 2)];
    m_board->SetPosition(m_positions[size_t(ply - 1)], last);
    m_board->SetAnnotations(BoardAnnotations{});
    m_graph->SetPly(m_ply);
    const Position& before = m_positions[size_t(ply - 1)];
    // TRANSLATORS: "Learn from your mistakes": %1$d of %2$d, the move played in the
    // game ("Rua a1–h1") and its class ("Blunder").
    SetLearnText(wxString::Format(
        _("Mistake %1$d of %2$d: in the game %3$s was played here (%4$s). Find a better move."),
        int(m_mistake + 1), int(m_mistakePlies.size()),
        MoveLabel(g.variant->id, before.PieceAt(m.played.From()), m.played),
        ClassName(m.moveClass)));
    UpdateLearnButtons();
}

void ReviewFrame::Missed() {
    if (m_counted) return;
    m_counted = true;
    const int ply = m_mistakePlies[m_mistake];
    m_missed.push_back(ply);
    if (!m_personal) return;
    // The missed mistake becomes a personal puzzle, linked to its game by its source.
    const GameToReview& g = m_games[size_t(m_game)];
    const std::string stem = "mine." + CacheKey(m_game);
    const std::string id = content::SanitizeIdWithSuffix(stem, "-p" + std::to_string(ply));
    std::vector<content::Puzzle> puzzles;
    for (content::Puzzle& p :
         review::MistakePuzzles(*g.variant, *g.profile, g.startFen, g.moves, g.declarations,
                                *Review(), {stem, g.title.utf8_string()}, m_personal->catalogs))
        if (p.id == id) puzzles.push_back(std::move(p));
    const auto path = review::PersonalPackPath(m_personal->dir, *g.variant);
    auto added =
        review::AddToPersonalPack(path, *g.variant, *g.profile, puzzles, m_personal->catalogs);
    if (auto* ids = std::get_if<std::vector<std::string>>(&added)) {
        if (!ids->empty() && m_personal->added)
            m_personal->added(platform::Utf8Path(path), *ids, *g.variant);
    } else {
        wxLogWarning("%s", wxString::FromUTF8(std::get<std::string>(added)));
    }
}

void ReviewFrame::TryMove(chatur::Move move) {
    if (!m_learning || m_found) return;
    const int ply = m_mistakePlies[m_mistake];
    const review::ReviewedMove& m = Review()->moves[size_t(ply - 1)];
    if (m.best && move == *m.best) {
        m_found = true;
        SetLearnText(_("Correct: that is the better move."));
        ShowArrow(move);
        UpdateLearnButtons();
        return;
    }
    if (move == m.played) {
        Missed();
        SetLearnText(_("That is the move played in the game. Try another one."));
        return;
    }
    SetLearnText(_("Checking your move..."));
    const double before = m.winBefore;
    m_judge.Start(
        [game = GameBefore(ply), move, options = m_options,
         tables = m_tables](const BackgroundJob::Context& context) {
            return review::ChancesAfter(game, move, options, tables.get(), context.stop);
        },
        [this, move, before](std::optional<double> after) {
            if (!after) return;
            if (review::ClassForLoss(before - *after) == MoveClass::Good) {
                m_found = true;
                SetLearnText(_("Good: that move keeps the winning chances too."));
                ShowArrow(move);
            } else {
                Missed();
                // TRANSLATORS: {1} {2}: the winning chances before and after, out of 100.
                SetLearnText(wxString::Format(_("Not better: that move lowers the winning chances "
                                                "from %1$d to %2$d in 100. Try again, or take a "
                                                "hint."),
                                              int(std::lround(before)), int(std::lround(*after))));
            }
            UpdateLearnButtons();
        });
}

void ReviewFrame::ShowArrow(chatur::Move move) {
    BoardAnnotations notes;
    notes.hintArrows = {{move.From(), move.To()}};
    m_board->SetAnnotations(notes);
}

void ReviewFrame::TakeHint() {
    if (!m_learning || m_found) return;
    Missed();
    const review::ReviewedMove& m = Review()->moves[size_t(m_mistakePlies[m_mistake] - 1)];
    BoardAnnotations notes;
    notes.hinted = {m.best->From()};
    m_board->SetAnnotations(notes);
    SetLearnText(_("Hint: the better move is made by the marked piece."));
}

void ReviewFrame::ShowAnswer() {
    if (!m_learning || m_found) return;
    Missed();
    m_found = true;
    const int ply = m_mistakePlies[m_mistake];
    const review::ReviewedMove& m = Review()->moves[size_t(ply - 1)];
    const Position& before = m_positions[size_t(ply - 1)];
    ShowArrow(*m.best);
    SetLearnText(wxString::Format(
        _("The better move is %s."),
        MoveLabel(m_games[size_t(m_game)].variant->id, before.PieceAt(m.best->From()), *m.best)));
    UpdateLearnButtons();
}

void ReviewFrame::NextMistake() {
    if (!m_learning || m_mistake + 1 >= m_mistakePlies.size()) return;
    ++m_mistake;
    ShowMistake();
}

}  // namespace chatur::gui
