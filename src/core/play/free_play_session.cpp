#include "core/play/free_play_session.h"

#include "core/notation/game_fen.h"

namespace chatur {

FreePlaySession::FreePlaySession() : m_game(MakrukVariant(), DefaultProfile(MakrukVariant())) {}

void FreePlaySession::NewGame(VariantId variant) {
    const Variant& v = chatur::GetVariant(variant);
    m_game = Game(v, DefaultProfile(v));
}

void FreePlaySession::SetPosition(const Position& position) {
    const Variant& v = position.GetVariant();
    auto created = Game::Create(v, DefaultProfile(v), GameStart{position, std::nullopt, 0, 1});
    // Create refuses only a profile of another variant or count fields it cannot
    // read; here the profile is the position's own variant's and no count is read.
    m_game = std::get<Game>(std::move(created));
}

std::optional<Move> FreePlaySession::LastMove() const {
    const std::vector<Move> moves = m_game.Moves();
    if (moves.empty()) return std::nullopt;
    return moves.back();
}

bool FreePlaySession::CountsDeclared() const {
    return m_game.Profile().counting == CountingRule::Declared;
}

std::optional<GameError> FreePlaySession::Play(Move move) {
    return m_game.Play(move);
}

std::string FreePlaySession::Fen() const {
    return GameFen(m_game);
}

}  // namespace chatur
