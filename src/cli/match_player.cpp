#include "cli/match_player.h"

#include <variant>

namespace chatur::cli {

namespace {

std::string Limits(int maxDepth, int moveTimeMs, uint64_t nodes) {
    std::string text;
    if (nodes) text += " nodes=" + std::to_string(nodes);
    if (maxDepth < 64) text += " depth=" + std::to_string(maxDepth);
    if (moveTimeMs) text += " movetime-ms=" + std::to_string(moveTimeMs);
    return text;
}

}  // namespace

std::string LevelPlayer::Label() const {
    return std::string(LevelKey(m_level));
}

std::string LevelPlayer::Describe() const {
    return "chatur level=" + Label() +
           Limits(m_settings.maxDepth, m_settings.moveTimeMs, m_settings.maxNodes);
}

std::optional<std::string> LevelPlayer::StartGame(uint64_t seed) {
    m_player = std::make_unique<ComputerPlayer>(m_settings, seed);
    return std::nullopt;
}

bool LevelPlayer::WantsCountStart(const Game& game) {
    return m_player->WantsCountStart(game);
}

MatchMove LevelPlayer::ChooseMove(const Game& game) {
    MatchMove out;
    out.move = m_player->ChooseMove(game);
    out.depth = m_player->LastInfo().depth;
    if (out.depth > 0) out.score = m_player->LastInfo().score;
    return out;
}

std::string UciPlayer::Describe() const {
    std::string text = "uci path=" + m_setup.command.path;
    for (const std::string& a : m_setup.command.args) text += " arg=" + a;
    if (!m_client.Name().empty()) text += " name=\"" + m_client.Name() + "\"";
    for (const auto& [name, value] : m_setup.options) text += " option=" + name + "=" + value;
    const UciGo& go = m_setup.go;
    if (go.moveTimeMs) return text + " movetime-ms=" + std::to_string(go.moveTimeMs);
    if (go.depth) return text + " depth=" + std::to_string(go.depth);
    return text + " nodes=" + std::to_string(go.nodes);
}

std::optional<std::string> UciPlayer::StartGame(uint64_t) {
    // Opened for the first game, and again after a game it lost by failing.
    if (m_client.IsOpen()) {
        if (auto error = m_client.NewGame()) return error->detail;
        return std::nullopt;
    }
    auto error = m_client.Open(m_setup.command, m_setup.variant, m_setup.profile);
    if (error) return std::string(UciErrorKey(error->kind)) + ": " + error->detail;
    for (const auto& [name, value] : m_setup.options)
        if (auto bad = m_client.SetOption(name, value))
            return std::string(UciErrorKey(bad->kind)) + ": " + bad->detail;
    return std::nullopt;
}

MatchMove UciPlayer::ChooseMove(const Game& game) {
    MatchMove out;
    auto found = m_client.Search(game, m_setup.go);
    if (auto* error = std::get_if<UciError>(&found)) {
        out.errorKey = std::string(UciErrorKey(error->kind));
        out.errorDetail = error->detail;
        m_client.Close();  // a fresh process for the next game
        return out;
    }
    const UciSearchResult& result = std::get<UciSearchResult>(found);
    out.move = result.best;
    out.depth = result.info.depth;
    if (out.depth > 0) out.score = result.info.score;  // an info line with a score came
    return out;
}

}  // namespace chatur::cli
