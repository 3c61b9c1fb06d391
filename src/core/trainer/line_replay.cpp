#include "core/trainer/line_replay.h"

namespace chatur {

LineReplay::LineReplay(const Position& start, std::vector<Move> line) : m_line(std::move(line)) {
    m_positions.push_back(start);
    for (Move m : m_line) {
        Position next = m_positions.back();
        next.DoMove(m);
        m_positions.push_back(std::move(next));
    }
}

bool LineReplay::Forward() {
    if (AtEnd()) return false;
    ++m_step;
    return true;
}

bool LineReplay::Back() {
    if (AtStart()) return false;
    --m_step;
    return true;
}

std::optional<Move> LineReplay::LastMove() const {
    if (AtStart()) return std::nullopt;
    return m_line[m_step - 1];
}

std::optional<Move> LineReplay::NextMove() const {
    if (AtEnd()) return std::nullopt;
    return m_line[m_step];
}

}  // namespace chatur
