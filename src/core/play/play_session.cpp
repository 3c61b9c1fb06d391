#include "core/play/play_session.h"

#include "core/notation/coord.h"
#include "core/notation/game_fen.h"

namespace chatur {

namespace {

bool IsDeclaration(std::string_view action) {
    const std::optional<GameAction> a = ParseGameAction(action);
    return a == GameAction::CountStart || a == GameAction::CountStop;
}

std::optional<SessionError> FromGameError(const std::optional<GameError>& error) {
    if (!error) return std::nullopt;
    return SessionError{error->message, error->kind};
}

}  // namespace

std::string_view OpponentKey(Opponent opponent) {
    switch (opponent) {
        case Opponent::Friend:
            return "friend";
        case Opponent::Engine:
            return "engine";
        case Opponent::Computer:
            break;
    }
    return "computer";
}

std::optional<Opponent> OpponentFromKey(std::string_view key) {
    if (key == "computer") return Opponent::Computer;
    if (key == "friend") return Opponent::Friend;
    if (key == "engine") return Opponent::Engine;
    return std::nullopt;
}

std::variant<const RuleProfile*, SessionError> SetupProfile(const GameSetup& setup) {
    const Variant& variant = GetVariant(setup.variant);
    if (setup.profile.empty()) return &DefaultProfile(variant);
    auto found = FindProfile(variant, setup.profile);
    if (auto* error = std::get_if<ProfileError>(&found))
        return SessionError{error->message, std::nullopt};
    return std::get<const RuleProfile*>(found);
}

std::variant<Game, SessionError> CreateGame(const GameSetup& setup) {
    auto profile = SetupProfile(setup);
    if (auto* error = std::get_if<SessionError>(&profile)) return *error;
    const Variant& variant = GetVariant(setup.variant);
    const RuleProfile& rules = *std::get<const RuleProfile*>(profile);
    if (setup.fen.empty()) return Game(variant, rules);
    auto created = GameFromFen(variant, rules, setup.fen);
    if (auto* error = std::get_if<GameError>(&created))
        return SessionError{error->message, std::nullopt};
    return std::get<Game>(std::move(created));
}

std::variant<PlaySession, SessionError> PlaySession::Start(const GameSetup& setup) {
    if (setup.clock && !setup.clock->IsValid())
        return SessionError{"the clock has no time", std::nullopt};
    auto game = CreateGame(setup);
    if (auto* error = std::get_if<SessionError>(&game)) return *error;
    return PlaySession(setup, std::get<Game>(std::move(game)));
}

std::variant<PlaySession, SessionError> PlaySession::Replay(
    const GameSetup& setup, const std::vector<std::string>& actions) {
    auto started = Start(setup);
    if (auto* error = std::get_if<SessionError>(&started)) return *error;
    PlaySession session = std::get<PlaySession>(std::move(started));
    for (size_t i = 0; i < actions.size(); ++i)
        if (auto error = session.Apply(actions[i]))
            return SessionError{
                "action " + std::to_string(i + 1) + " (" + actions[i] + "): " + error->message,
                std::nullopt};
    return session;
}

std::optional<Color> PlaySession::ComputerSide() const {
    if (m_setup.opponent == Opponent::Friend) return std::nullopt;
    return ~m_setup.humanSide;
}

bool PlaySession::IsComputerTurn() const {
    return !IsOver() && ComputerSide() == m_game.SideToMove();
}

std::optional<SessionError> PlaySession::Apply(std::string_view action) {
    if (const std::optional<GameAction> named = ParseGameAction(action)) return Apply(*named);
    auto parsed = ParseLegalMove(m_game.GetPosition(), action);
    if (auto* bad = std::get_if<MoveError>(&parsed)) {
        if (m_game.IsOver()) return SessionError{"game over", GameErrorKind::GameOver};
        return SessionError{bad->message, GameErrorKind::IllegalMove};
    }
    return PlayMove(std::get<Move>(parsed));
}

std::optional<SessionError> PlaySession::Apply(GameAction action) {
    const Color side = m_game.SideToMove();
    if (auto error = FromGameError(m_game.Apply(action))) return error;
    m_actions.emplace_back(GameActionName(action));
    m_sides.push_back(side);
    return std::nullopt;
}

std::optional<SessionError> PlaySession::PlayMove(Move move) {
    const Color side = m_game.SideToMove();
    if (auto error = FromGameError(m_game.Play(move))) return error;
    m_actions.push_back(MoveToString(m_game.GetVariant(), move));
    m_sides.push_back(side);
    return std::nullopt;
}

std::optional<SessionError> PlaySession::ForfeitOnTime() {
    return Apply(GameAction::TimeForfeit);
}

std::optional<Color> PlaySession::LostOnTime() const {
    const Outcome outcome = m_game.GetOutcome();
    if (outcome.reason != Reason::TimeForfeit) return std::nullopt;
    return outcome.result == Result::WhiteWins ? Color::Black : Color::White;
}

size_t PlaySession::LastUnitStart(size_t end) const {
    if (end == 0) return 0;
    size_t start = end;
    // Trailing declarations not yet used by a move form a unit of their own.
    if (IsDeclaration(m_actions[end - 1])) {
        while (start > 0 && IsDeclaration(m_actions[start - 1])) --start;
        return start;
    }
    --start;  // the move or end action, with the declarations made for it
    while (start > 0 && IsDeclaration(m_actions[start - 1])) --start;
    return start;
}

bool PlaySession::CanTakeBack() const {
    if (m_setup.opponent == Opponent::Friend) return !m_actions.empty();
    for (Color side : m_sides)
        if (side == m_setup.humanSide) return true;
    return false;
}

bool PlaySession::TakeBack() {
    if (!CanTakeBack()) return false;
    size_t keep = m_actions.size();
    for (;;) {
        keep = LastUnitStart(keep);
        if (m_setup.opponent == Opponent::Friend || keep == 0 || m_sides[keep] == m_setup.humanSide)
            break;
    }
    Rebuild(keep);
    return true;
}

void PlaySession::Rebuild(size_t keep) {
    std::vector<std::string> actions(m_actions.begin(), m_actions.begin() + long(keep));
    // The actions were accepted once from the same set-up, so they replay.
    auto replayed = Replay(m_setup, actions);
    if (auto* session = std::get_if<PlaySession>(&replayed)) *this = std::move(*session);
}

std::vector<CountDeclaration> PlaySession::CountDeclarations() const {
    std::vector<CountDeclaration> out;
    int moves = 0;
    for (const std::string& a : m_actions) {
        const std::optional<GameAction> action = ParseGameAction(a);
        if (!action)
            ++moves;  // every other action is a move in coordinate form
        else if (*action == GameAction::CountStart || *action == GameAction::CountStop)
            out.push_back(CountDeclaration{moves, *action});
    }
    return out;
}

}  // namespace chatur
