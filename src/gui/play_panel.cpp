// PlayPanel (see play_panel.h): starting and resuming games, the board, the
// computer's worker thread, the clock and saving. The user's actions and the
// texts are in play_panel_actions.cpp.
#include "gui/play_panel.h"

#include <wx/activityindicator.h>
#include <wx/button.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/tglbtn.h>
#include <wx/wrapsizer.h>

#include <chrono>
#include <ctime>
#include <random>

#include "core/notation/coord.h"
#include "core/play/computer_opponent.h"
#include "gui/board_view.h"
#include "gui/tablebase_text.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

constexpr int kTickMs = 200;  // how often the clocks are redrawn and checked

}  // namespace

PlayPanel::PlayPanel(wxWindow* parent, BoardView* board,
                     std::shared_ptr<tablebase::Tablebase> tables)
    : TextPane(parent),
      m_board(board),
      m_tables(std::move(tables)),
      m_tick(this),
      m_opponentJob(this),
      m_analysisJob(this) {
    SetNotesSpoken(false);  // the move list: the text board announces each move itself
    auto button = [this](const char* name) {
        return new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                            wxDefaultValidator, name);
    };
    auto* clocks = new wxBoxSizer(wxVERTICAL);
    const char* clockNames[] = {"clock-white", "clock-black"};
    for (int i = 0; i < 2; ++i) {
        m_clockLabels[i] = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition,
                                            wxDefaultSize, 0, clockNames[i]);
        m_clockLabels[i]->SetFont(m_clockLabels[i]->GetFont().Scaled(1.25f).Bold());
        clocks->Add(m_clockLabels[i], 0, wxEXPAND | wxTOP, FromDIP(4));
    }
    ExtraSizer()->Add(clocks, 0, wxEXPAND | wxTOP, FromDIP(8));

    // While the computer thinks: a spinner (the window stays alive) and a line.
    m_spinner = new wxActivityIndicator(this);
    m_thinking = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                  "thinking");
    m_thinking->SetFont(m_thinking->GetFont().Bold());
    auto* thinking = new wxBoxSizer(wxHORIZONTAL);
    thinking->Add(m_spinner, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    thinking->Add(m_thinking, 1, wxALIGN_CENTER_VERTICAL);
    ExtraSizer()->Add(thinking, 0, wxEXPAND | wxTOP, FromDIP(12));
    // An external engine's failure, and who plays on in its place.
    m_engineProblem = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                       0, "engine-problem");
    m_engineProblem->SetForegroundColour(wxColour(170, 70, 20));
    ExtraSizer()->Add(m_engineProblem, 0, wxEXPAND | wxTOP, FromDIP(8));

    // A friend's draw offer: the question and its two answers.
    m_offerText = new wxStaticText(this, wxID_ANY, wxString());
    m_offerText->SetFont(m_offerText->GetFont().Bold());
    m_accept = button("accept-draw");
    m_decline = button("decline-draw");
    auto* offer = new wxBoxSizer(wxHORIZONTAL);
    offer->Add(m_accept, 0, wxRIGHT, FromDIP(6));
    offer->Add(m_decline);
    ExtraSizer()->Add(m_offerText, 0, wxEXPAND | wxTOP, FromDIP(12));
    ExtraSizer()->Add(offer, 0, wxTOP, FromDIP(6));
    // Once the game is over: its review, right under the outcome.
    m_reviewGame = button("review-game");
    ExtraSizer()->Add(m_reviewGame, 0, wxTOP, FromDIP(12));

    m_resign = button("resign");
    m_offerDraw = button("offer-draw");
    m_claimDraw = button("claim-draw");
    m_copyFen = button("copy-fen");
    m_exportPgn = button("export-pgn");
    // Made with a non-empty label: wxGTK makes a toggle button whose first label is
    // empty without mnemonics, and the later "Anal&yse" showed as "Anal_yse".
    m_analyse = new wxToggleButton(this, wxID_ANY, " ", wxDefaultPosition, wxDefaultSize, 0,
                                   wxDefaultValidator, "analyse");
    auto* actions = new wxWrapSizer(wxHORIZONTAL);
    for (wxButton* b : {m_resign, m_offerDraw, m_claimDraw, m_copyFen, m_exportPgn})
        actions->Add(b, 0, wxRIGHT | wxBOTTOM, FromDIP(6));
    actions->Add(m_analyse, 0, wxRIGHT | wxBOTTOM, FromDIP(6));
    ExtraSizer()->Add(actions, 0, wxEXPAND | wxTOP, FromDIP(12));
    m_analysisText = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                      0, "analysis");
    ExtraSizer()->Add(m_analysisText, 0, wxEXPAND | wxTOP, FromDIP(4));

    m_accept->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { AnswerDraw(true); });
    m_decline->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { AnswerDraw(false); });
    m_resign->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Resign(); });
    m_offerDraw->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { OfferDraw(); });
    m_claimDraw->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ClaimDraw(); });
    m_copyFen->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { CopyFen(); });
    m_exportPgn->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ExportPgnWithDialog(); });
    m_reviewGame->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_onReview) m_onReview();
    });
    m_analyse->Bind(wxEVT_TOGGLEBUTTON,
                    [this](wxCommandEvent&) { SetAnalysing(m_analyse->GetValue()); });
    Bind(
        wxEVT_TIMER, [this](wxTimerEvent&) { OnTick(); }, m_tick.GetId());
    Relabel();
}

PlayPanel::~PlayPanel() {
    m_tick.Stop();
    StopAnalysis();
    StopThinking();
    m_onChanged = nullptr;  // the frame is going too
    m_onNote = nullptr;
    Save();  // the clocks' latest times
}

int64_t PlayPanel::Now() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

bool PlayPanel::Start(const GameSetup& given, wxString* error) {
    GameSetup setup = given;
    if (setup.seed == 0) setup.seed = std::random_device()() | 1u;
    auto started = PlaySession::Start(setup);
    if (auto* e = std::get_if<SessionError>(&started)) {
        if (error) *error = wxString::FromUTF8(e->message);
        return false;
    }
    std::optional<GameClock> clock;
    if (setup.clock) clock.emplace(*setup.clock);
    Install(std::get<PlaySession>(std::move(started)), std::move(clock));
    Save();
    return true;
}

bool PlayPanel::Resume(const SavedGame& saved, wxString* error) {
    auto resumed = ResumeSession(saved);
    if (auto* e = std::get_if<SavedGameError>(&resumed)) {
        if (error) *error = SavedGameErrorText(*e);
        return false;
    }
    std::optional<GameClock> clock;
    if (const auto& settings = saved.setup.clock) {
        const ClockSideState fresh{int64_t(settings->mainSeconds) * 1000, settings->periods};
        clock.emplace(*settings, saved.clockWhite.value_or(fresh),
                      saved.clockBlack.value_or(fresh));
    }
    Install(std::get<PlaySession>(std::move(resumed)), std::move(clock));
    return true;
}

void PlayPanel::Install(PlaySession session, std::optional<GameClock> clock) {
    StopAnalysis();
    StopThinking();
    m_tick.Stop();
    const GameSetup& setup = session.Setup();
    m_computer = setup.opponent == Opponent::Computer
                     ? std::make_unique<ComputerPlayer>(setup.level, setup.seed)
                     : nullptr;
    if (m_computer) m_computer->SetTablebase(m_tables.get());
    // The engine process starts on its first turn, in the worker.
    m_uci = setup.opponent == Opponent::Engine ? std::make_unique<UciClient>() : nullptr;
    m_engineName.clear();
    m_engineError.reset();
    m_analysisUci.reset();  // it was set up for the previous game's variant
    m_analysisUciFailed = false;
    ShowEngineProblem(wxString());
    m_session.emplace(std::move(session));
    m_clock = std::move(clock);
    m_lastScore.reset();
    m_drawOffered = false;
    if (m_active) {
        SetActive(true);
    } else {
        ShowTexts();
        UpdateControls();
        Changed();
    }
}

void PlayPanel::SetActive(bool active) {
    if (!active) {
        if (m_active) {
            StopAnalysis();
            StopThinking();
            m_tick.Stop();
            if (m_clock) m_clock->Stop(Now());
            Save();
        }
        m_active = false;
        return;
    }
    m_active = true;
    if (!m_session) return;
    ShowOnBoard(false);
    if (m_clock) {
        if (!m_session->IsOver() && !m_clock->Running())
            m_clock->Start(m_session->GetGame().SideToMove(), Now());
        m_tick.Start(kTickMs);
    }
    ShowTexts();
    StartThinkingIfDue();
    RestartAnalysis();
    UpdateControls();
    Changed();
}

bool PlayPanel::UsersTurn() const {
    return m_session && !m_session->IsOver() && !m_session->IsComputerTurn();
}

bool PlayPanel::Do(GameAction action) {
    if (auto error = m_session->Apply(action)) {
        Note(SessionErrorText(*error), true);
        return false;
    }
    return true;
}

bool PlayPanel::OnBoardResult(const ClickResult& r) {
    if (!m_session || !m_active || r.kind != ClickKind::MoveRequested) return false;
    if (!UsersTurn()) return true;
    const int64_t now = Now();
    if (m_clock && m_clock->Flagged(now)) {
        OnTick();  // the move came too late
        return true;
    }
    if (auto error = m_session->PlayMove(r.move)) {
        Note(SessionErrorText(*error), true);
        return true;
    }
    if (m_clock) m_clock->Switch(now);
    m_drawOffered = false;
    Note(wxString());
    AfterAction(true);
    return true;
}

void PlayPanel::AfterAction(bool animate) {
    if (m_clock && m_session->IsOver()) m_clock->Stop(Now());
    if (m_active) ShowOnBoard(animate);
    ShowTexts();
    Save();
    StartThinkingIfDue();
    RestartAnalysis();
    UpdateControls();
    Changed();
}

void PlayPanel::ShowOnBoard(bool animate) {
    const Game& game = m_session->GetGame();
    const std::vector<chatur::Move> moves = game.Moves();
    std::optional<chatur::Move> last;
    if (!moves.empty()) last = moves.back();
    m_board->SetAnnotations({});
    m_board->SetPosition(game.GetPosition(), last, animate);
    BoardInteraction& interaction = m_board->Interaction();
    interaction.SetUserSide(m_session->ComputerSide()
                                ? std::optional<Color>(m_session->Setup().humanSide)
                                : std::nullopt);
    interaction.SetMode(UsersTurn() ? InteractionMode::Play : InteractionMode::Locked);
}

void PlayPanel::StartThinkingIfDue() {
    if (!m_active || !m_session || !(m_computer || m_uci) || !m_session->IsComputerTurn() ||
        Thinking())
        return;
    StopAnalysis();  // the engine gets the machine (and an engine process its own turn)
    auto deliver = [this](const OpponentReply& reply) { OnOpponentReply(reply); };
    if (m_uci) {
        // The client is used by this worker only; it is replaced or destroyed only
        // after the worker was joined. Errors and the move are worded on the GUI thread.
        m_opponentJob.Start(
            [client = m_uci.get(), command = m_engineCommand, moveTimeMs = m_engineMoveTimeMs,
             game = m_session->GetGame()](const BackgroundJob::Context& job) {
                using Found = std::variant<UciSearchResult, UciError>;
                std::optional<UciError> error;
                if (!client->IsOpen())
                    error =
                        client->Open(command, game.GetVariant().id, game.Profile().name, job.stop);
                const Found found =
                    error ? Found(*error) : client->Search(game, UciGo{moveTimeMs, 0}, job.stop);
                if (auto* failed = std::get_if<UciError>(&found))
                    return OpponentReply{*failed, false, chatur::Move(), 0, {}};
                const UciSearchResult& r = std::get<UciSearchResult>(found);
                return OpponentReply{std::nullopt, false, r.best, r.info.score, client->Name()};
            },
            deliver);
        UpdateControls();
        Changed();
        return;
    }
    // The worker owns a copy of the game; the player is used by nobody else
    // while it runs (a new search starts only after this one was joined).
    m_opponentJob.Start(
        [player = m_computer.get(),
         game = m_session->GetGame()](const BackgroundJob::Context& job) mutable {
            const bool declare = player->WantsCountStart(game) && !game.StartCount();
            const chatur::Move move = player->ChooseMove(game, job.stop);
            return OpponentReply{std::nullopt, declare, move, player->LastInfo().score, {}};
        },
        deliver);
    UpdateControls();
    Changed();
}

void PlayPanel::StopThinking() {
    // Joined: the worker uses the player or the engine client, which the caller
    // may replace next. A move already on its way is dropped.
    const bool thinking = Thinking();
    m_opponentJob.Stop();
    if (thinking) UpdateControls();
}

void PlayPanel::OnOpponentReply(const OpponentReply& reply) {
    if (reply.error) {
        OnEngineError(*reply.error);
        return;
    }
    if (!reply.engineName.empty()) m_engineName = reply.engineName;
    OnComputerMove(reply.declareCount, reply.move, reply.score);
}

void PlayPanel::OnComputerMove(bool declareCount, chatur::Move move, int score) {
    if (!m_session || !m_session->IsComputerTurn()) return;
    m_lastScore = score;
    if (declareCount && Do(GameAction::CountStart))
        Note(_("The computer declares the board's honour count."));
    std::optional<SessionError> error;
    if (move.IsNull()) error = SessionError{"no move", GameErrorKind::IllegalMove};
    if (!error) error = m_session->PlayMove(move);
    if (error) {
        Note(SessionErrorText(*error), true);
        UpdateControls();
        Changed();
        return;
    }
    AfterAction(true);
}

void PlayPanel::OnEngineError(const UciError& error) {
    if (!m_session) return;
    m_engineError = error;
    m_uci.reset();  // quits the engine (a hung or crashed one is already gone)
    // The game goes on: the built-in computer takes the engine's side.
    const GameSetup& setup = m_session->Setup();
    m_computer = EngineFallback(setup);
    m_computer->SetTablebase(m_tables.get());
    ShowEngineProblem(UciErrorText(error) + "\n" +
                      // TRANSLATORS: after an external engine failed; %s is a level (Easy, Normal,
                      // Hard, Maximum).
                      wxString::Format(_("Chatur's own computer (level %s) plays on in its place."),
                                       LevelName(setup.level)));
    Note(UciErrorText(error), true);
    ShowTexts();
    StartThinkingIfDue();
    UpdateControls();
    Changed();
}

void PlayPanel::ShowEngineProblem(const wxString& text) {
    m_engineProblem->SetLabelText(text);
    m_engineProblem->Wrap(std::max(FromDIP(200), GetClientSize().x - FromDIP(40)));
    m_engineProblem->Show(!text.empty());
    Layout();
}

void PlayPanel::SetExternalEngine(const UciCommand& command, int moveTimeMs) {
    m_engineMoveTimeMs = std::max(100, moveTimeMs);
    if (command == m_engineCommand) return;
    StopAnalysis();
    m_engineCommand = command;
    m_analysisUci.reset();
    m_analysisUciFailed = false;
    RestartAnalysis();
}

void PlayPanel::SetAnalysing(bool on) {
    m_analysisOn = on;
    if (m_analyse->GetValue() != on) m_analyse->SetValue(on);
    if (on) {
        RestartAnalysis();
    } else {
        StopAnalysis();
        SetAnalysisLine(wxString());
    }
    UpdateControls();
}

wxString PlayPanel::AnalysisLine() const {
    return m_analysisLine;
}

void PlayPanel::SetAnalysisLine(const wxString& line) {
    m_analysisLine = line;
    m_analysisText->SetLabelText(line);
    // Broken to the pane's width (the label keeps the lines it was given).
    m_analysisText->Wrap(std::max(FromDIP(200), GetClientSize().x - FromDIP(40)));
    Layout();
}

void PlayPanel::StopAnalysis() {
    // Joined: the worker uses the analysis engine or client. Infos already on
    // their way are dropped.
    m_analysisJob.Stop();
}

void PlayPanel::RestartAnalysis() {
    StopAnalysis();
    if (!m_analysisOn || !m_active || !m_session) return;
    if (m_session->IsOver()) {
        SetAnalysisLine(SessionOutcomeText(*m_session));
        return;
    }
    if (Thinking()) {
        // TRANSLATORS: the Analyse line while the opponent chooses its move.
        SetAnalysisLine(_("The analysis waits while the opponent thinks."));
        return;
    }
    // TRANSLATORS: the Analyse line before the first result arrives.
    SetAnalysisLine(_("Analysing..."));
    const Game game = m_session->GetGame();
    if (!m_engineCommand.path.empty() && !m_analysisUciFailed) {
        if (!m_analysisUci) m_analysisUci = std::make_unique<UciClient>();
        m_analysisJob.Start(
            [this, game, client = m_analysisUci.get(),
             command = m_engineCommand](const BackgroundJob::Context& job) {
                std::optional<UciError> error;
                if (!client->IsOpen())
                    error =
                        client->Open(command, game.GetVariant().id, game.Profile().name, job.stop);
                if (!error) {
                    const std::string name = client->Name();
                    auto done = client->Search(game, UciGo{}, job.stop, [&](const SearchInfo& i) {
                        job.onGui([this, i, name] { OnAnalysisInfo(i, name); });
                    });
                    if (auto* failed = std::get_if<UciError>(&done)) error = *failed;
                }
                return error;
            },
            [this](const std::optional<UciError>& error) {
                if (error) OnAnalysisError(*error);
            });
        return;
    }
    if (!m_analysisEngine) m_analysisEngine = std::make_unique<Engine>();
    m_analysisJob.Start(
        [this, game, engine = m_analysisEngine.get(),
         tables = m_tables.get()](const BackgroundJob::Context& job) {
            // A position in the endgame tables at hand: their exact answer, no search.
            if (auto answer = tablebase::ProbeIfAvailable(*tables, game.GetPosition())) {
                job.onGui([this, a = *answer] { OnTablebaseInfo(a); });
                return true;
            }
            SearchLimits limits;
            limits.stop = job.stop;
            engine->Search(game, limits, [this, &job](const SearchInfo& info) {
                job.onGui([this, info] { OnAnalysisInfo(info, "Chatur"); });
            });
            return true;
        },
        [](bool) {});
}

void PlayPanel::OnAnalysisInfo(const SearchInfo& info, const std::string& source) {
    if (!m_session) return;
    SetAnalysisLine(wxString::FromUTF8(source) + ": " + AnalysisText(m_session->GetGame(), info));
}

void PlayPanel::OnTablebaseInfo(const tablebase::TablebaseAnswer& answer) {
    if (!m_session) return;
    SetAnalysisLine(TablebaseAnswerText(m_session->GetGame().GetPosition(), answer));
}

void PlayPanel::OnAnalysisError(const UciError& error) {
    m_analysisUciFailed = true;  // until the preferences name another engine
    m_analysisUci.reset();
    ShowEngineProblem(UciErrorText(error) + "\n" +
                      // TRANSLATORS: after the external engine failed in the analysis.
                      _("Chatur's own engine analyses instead."));
    RestartAnalysis();
    UpdateControls();
}

void PlayPanel::OnTick() {
    if (!m_session || !m_clock) return;
    const int64_t now = Now();
    const std::optional<Color> flagged = m_clock->Flagged(now);
    // Only the running clock can run out, and it is the side to move's.
    if (flagged && !m_session->IsOver() && flagged == m_session->GetGame().SideToMove()) {
        m_clock->Stop(now);
        if (Do(GameAction::TimeForfeit)) {
            AfterAction(false);
            return;
        }
    }
    UpdateClocks();
}

void PlayPanel::Save() {
    if (m_savePath.empty() || !m_session) return;
    std::optional<ClockSideState> white, black;
    if (m_clock) {
        const int64_t now = Now();
        white = m_clock->State(Color::White, now);
        black = m_clock->State(Color::Black, now);
    }
    const SavedGame saved = SnapshotOf(*m_session, int64_t(std::time(nullptr)), white, black);
    if (auto error = SaveGameFile(m_savePath, saved)) Note(SavedGameErrorText(*error), true);
}

void PlayPanel::Note(const wxString& text, bool problem) {
    if (m_onNote) m_onNote(text, problem);
}

void PlayPanel::Changed() {
    if (m_onChanged) m_onChanged();
}

}  // namespace chatur::gui
