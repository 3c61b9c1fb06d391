#include "core/rules/game.h"

#include <algorithm>

#include "core/rules/movegen.h"

namespace chatur {

Game::Game(const Variant& variant, const RuleProfile& profile)
    : Game(profile, Position::Start(variant), 0, 0,
           InitialCount(profile, Position::Start(variant))) {}

Game::Game(const RuleProfile& profile, const Position& pos, int startPly, int halfmove,
           const CountingState& count)
    : m_variant(&pos.GetVariant()),
      m_profile(&profile),
      m_pos(pos),
      m_startSide(pos.SideToMove()),
      m_startPly(startPly),
      m_halfmove(halfmove),
      m_count(count) {
    m_keys.push_back(m_pos.Key());
    m_gaveCheck.push_back(m_pos.InCheck());
    // The position as set up may already be over (mate, two Khuns, a count that
    // ran out, the move limit); the side not to move made the last move.
    Color mover = ~m_pos.SideToMove();
    CountStep step;
    step.moverCountedBoard =
        m_count.kind == CountKind::Board && m_count.side == mover && m_count.counted > 0;
    step.limitExpired = m_count.LimitReached() && m_count.side != mover;
    m_outcome = Evaluate(mover, step);
}

std::variant<Game, GameError> Game::Create(const Variant& variant, const RuleProfile& profile,
                                           const GameStart& start) {
    if (&start.position.GetVariant() != &variant || profile.variant != variant.id)
        return GameError{GameErrorKind::BadSetup,
                         "profile " + profile.FullName() + " does not belong to a " +
                             std::string(start.position.GetVariant().name) + " position"};
    const Position& pos = start.position;
    int startPly = 2 * (start.fullmove - 1) + (pos.SideToMove() == Color::Black ? 1 : 0);
    if (start.countLimitPlies) {
        // The half-move field holds counted plies, not a half-move clock: the clock restarts.
        auto count = CountFromFen(profile, pos, *start.countLimitPlies, start.halfmove);
        if (auto* err = std::get_if<std::string>(&count))
            return GameError{GameErrorKind::BadSetup, *err};
        return Game(profile, pos, startPly, 0, std::get<CountingState>(count));
    }
    return Game(profile, pos, startPly, start.halfmove, InitialCount(profile, pos));
}

MoveList Game::LegalMoves() const {
    if (IsOver()) return MoveList();
    return chatur::LegalMoves(m_pos);
}

std::optional<GameError> Game::Play(Move move) {
    if (IsOver()) return GameError{GameErrorKind::GameOver, "game over"};
    if (!IsLegalMove(m_pos, move)) return GameError{GameErrorKind::IllegalMove, "illegal move"};
    Color mover = m_pos.SideToMove();
    PlyRecord record{move, Piece::None, m_count, m_halfmove, m_outcome};
    bool pawnMove = TypeOf(m_pos.PieceAt(move.From())) == PieceType::Pawn;
    record.captured = m_pos.DoMove(move);
    m_halfmove = (pawnMove || !IsEmpty(record.captured)) ? 0 : m_halfmove + 1;
    CountStep step =
        AdvanceCount(m_count, *m_profile, m_pos, mover, m_startRequested, m_stopRequested);
    m_startRequested = m_stopRequested = false;
    m_plies.push_back(record);
    m_keys.push_back(m_pos.Key());
    m_gaveCheck.push_back(m_pos.InCheck());
    m_outcome = Evaluate(mover, step);
    return std::nullopt;
}

bool Game::Undo() {
    if (m_endedByAction) {
        m_endedByAction = false;
        m_outcome = Outcome{};
        return true;
    }
    if (m_plies.empty()) return false;
    const PlyRecord& record = m_plies.back();
    m_pos.UndoMove(record.move, record.captured);
    m_count = record.countBefore;
    m_halfmove = record.halfmoveBefore;
    m_outcome = record.outcomeBefore;
    m_startRequested = m_stopRequested = false;
    m_plies.pop_back();
    m_keys.pop_back();
    m_gaveCheck.pop_back();
    return true;
}

Outcome Game::Evaluate(Color mover, const CountStep& step) const {
    OutcomeFacts facts;
    facts.mover = mover;
    facts.hasLegalMoves = !chatur::LegalMoves(m_pos).Empty();
    facts.count = step;
    facts.occurrences = RepetitionCount();
    if (facts.occurrences >= 3) facts.perpetualChecker = PerpetualChecker();
    facts.halfmoveClock = m_halfmove;
    facts.gamePly = GamePly();
    return JudgeOutcome(*m_profile, m_pos, facts);
}

std::optional<Color> Game::PerpetualChecker() const {
    // Did a side give check with every one of its moves since the first
    // occurrence of the repeated position?
    size_t last = m_keys.size() - 1;
    size_t first = size_t(std::find(m_keys.begin(), m_keys.end(), m_keys[last]) - m_keys.begin());
    bool checkedEveryMove[2] = {true, true};
    for (size_t i = first + 1; i <= last; ++i) {
        Color moverOfI = (i - 1) % 2 == 0 ? m_startSide : ~m_startSide;
        if (!m_gaveCheck[i]) checkedEveryMove[Index(moverOfI)] = false;
    }
    bool white = checkedEveryMove[Index(Color::White)];
    bool black = checkedEveryMove[Index(Color::Black)];
    if (white == black) return std::nullopt;
    return white ? Color::White : Color::Black;
}

int Game::RepetitionCount() const {
    return int(std::count(m_keys.begin(), m_keys.end(), m_keys.back()));
}

std::vector<Move> Game::Moves() const {
    std::vector<Move> out;
    out.reserve(m_plies.size());
    for (const PlyRecord& r : m_plies) out.push_back(r.move);
    return out;
}

bool Game::CanStartCount() const {
    return !IsOver() && m_profile->counting == CountingRule::Declared && !m_count.Running() &&
           !m_startRequested && AnalyzeCount(m_pos).kind == CountKind::Board;
}

bool Game::CanStopCount() const {
    return !IsOver() && m_profile->counting == CountingRule::Declared &&
           m_count.kind == CountKind::Board && m_count.side == m_pos.SideToMove() &&
           !m_stopRequested;
}

std::optional<GameError> Game::StartCount() {
    if (IsOver()) return GameError{GameErrorKind::GameOver, "game over"};
    if (m_profile->counting != CountingRule::Declared)
        return GameError{GameErrorKind::NoCountDeclarations,
                         "profile " + m_profile->FullName() + " has no count declarations"};
    if (m_count.Running())
        return GameError{GameErrorKind::CountRunning, "a count is already running"};
    if (m_startRequested)
        return GameError{GameErrorKind::CountStartDeclared, "the count start is already declared"};
    if (AnalyzeCount(m_pos).kind != CountKind::Board)
        return GameError{GameErrorKind::BiaOnBoard,
                         "no board's honour count can start: an unpromoted Bia is on the board"};
    m_startRequested = true;
    return std::nullopt;
}

std::optional<GameError> Game::StopCount() {
    if (IsOver()) return GameError{GameErrorKind::GameOver, "game over"};
    if (m_profile->counting != CountingRule::Declared)
        return GameError{GameErrorKind::NoCountDeclarations,
                         "profile " + m_profile->FullName() + " has no count declarations"};
    if (m_startRequested)
        return GameError{GameErrorKind::NoCountRunning,
                         "no count is running (a start is declared)"};
    if (!m_count.Running()) return GameError{GameErrorKind::NoCountRunning, "no count is running"};
    if (m_count.kind == CountKind::Pieces)
        return GameError{GameErrorKind::PiecesCountRuns,
                         "the pieces' honour count cannot be stopped"};
    if (m_count.side != m_pos.SideToMove())
        return GameError{GameErrorKind::NotCountersTurn,
                         "only the counting side may stop the count, on its own turn"};
    if (m_stopRequested)
        return GameError{GameErrorKind::CountStopDeclared, "the count stop is already declared"};
    m_stopRequested = true;
    return std::nullopt;
}

std::optional<GameError> Game::EndByAction(Outcome outcome) {
    if (IsOver()) return GameError{GameErrorKind::GameOver, "game over"};
    m_outcome = outcome;
    m_endedByAction = true;
    m_startRequested = m_stopRequested = false;
    return std::nullopt;
}

std::optional<GameError> Game::Resign() {
    return EndByAction({WinFor(~m_pos.SideToMove()), Reason::Resignation});
}

std::optional<GameError> Game::AgreeDraw() {
    return EndByAction({Result::Draw, Reason::Agreement});
}

std::optional<GameError> Game::LoseOnTime(Color side) {
    return EndByAction({WinFor(~side), Reason::TimeForfeit});
}

bool Game::CanClaimDraw() const {
    return !IsOver() && m_profile->repetition == RepetitionRule::DrawOnClaim &&
           RepetitionCount() >= 3;
}

std::optional<GameError> Game::ClaimDraw() {
    if (IsOver()) return GameError{GameErrorKind::GameOver, "game over"};
    if (m_profile->repetition != RepetitionRule::DrawOnClaim)
        return GameError{GameErrorKind::NoDrawClaims,
                         "profile " + m_profile->FullName() + " has no draw to claim"};
    if (RepetitionCount() < 3)
        return GameError{GameErrorKind::NoRepetition,
                         "no draw to claim: this position has occurred " +
                             std::to_string(RepetitionCount()) + " time(s), not 3"};
    return EndByAction({Result::Draw, Reason::Repetition});
}

std::optional<GameError> Game::Apply(GameAction action) {
    switch (action) {
        case GameAction::CountStart:
            return StartCount();
        case GameAction::CountStop:
            return StopCount();
        case GameAction::Resign:
            return Resign();
        case GameAction::AgreeDraw:
            return AgreeDraw();
        case GameAction::ClaimDraw:
            return ClaimDraw();
        case GameAction::TimeForfeit:
            return LoseOnTime(m_pos.SideToMove());
    }
    return GameError{GameErrorKind::IllegalMove, "unknown action"};
}

namespace {

constexpr std::pair<GameAction, std::string_view> kActionNames[] = {
    {GameAction::CountStart, "count-start"}, {GameAction::CountStop, "count-stop"},
    {GameAction::Resign, "resign"},          {GameAction::AgreeDraw, "draw"},
    {GameAction::ClaimDraw, "claim"},        {GameAction::TimeForfeit, "time-forfeit"},
};

}  // namespace

std::optional<GameAction> ParseGameAction(std::string_view word) {
    for (const auto& [action, name] : kActionNames)
        if (name == word) return action;
    return std::nullopt;
}

std::string_view GameActionName(GameAction action) {
    for (const auto& [a, name] : kActionNames)
        if (a == action) return name;
    return {};
}

CountStatus Game::GetCountStatus() const {
    CountStatus s;
    s.kind = m_count.kind;
    s.countingSide = m_count.side;
    s.value = m_count.value;
    s.limit = m_count.limit;
    if (m_count.Running()) {
        // A pieces' count whose first move is already past the limit still gives
        // the lone Khun that one move.
        s.movesLeft = m_count.counted == 0 && m_count.value >= m_count.limit
                          ? 1
                          : std::max(0, m_count.limit - m_count.value);
    }
    s.limitReached = m_count.LimitReached();
    s.canStart = CanStartCount();
    s.canStop = CanStopCount();
    s.startRequested = m_startRequested;
    s.stopRequested = m_stopRequested;
    return s;
}

GameStart Game::Current() const {
    int ply = GamePly();
    int fullmove = 1 + (ply - (m_pos.SideToMove() == Color::Black ? 1 : 0)) / 2;
    if (m_profile->fenCarriesCount && m_count.Running()) {
        auto [limitPlies, countedPlies] = CountToFenFields(m_count, m_pos);
        return GameStart{m_pos, limitPlies, countedPlies, fullmove};
    }
    return GameStart{m_pos, std::nullopt, m_halfmove, fullmove};
}

std::optional<GameError> DeclareBeforeMove(Game& game,
                                           const std::vector<CountDeclaration>& declarations,
                                           int moveIndex) {
    for (const CountDeclaration& d : declarations)
        if (d.beforeMove == moveIndex)
            if (auto err = game.Apply(d.action)) return err;
    return std::nullopt;
}

}  // namespace chatur
