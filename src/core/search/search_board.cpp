#include "core/search/search_board.h"

#include <algorithm>

#include "core/rules/movegen.h"

namespace chatur {

namespace {

// Moves after which no earlier position can recur: captures and Makruk Bia moves
// (a Bia never moves back; a Xiangqi soldier may step sideways and back).
bool Irreversible(const Position& before, Move m) {
    if (!IsEmpty(before.PieceAt(m.To()))) return true;
    return before.GetVariant().id == VariantId::Makruk &&
           TypeOf(before.PieceAt(m.From())) == PieceType::Pawn;
}

uint64_t Mix(uint64_t x) {
    x ^= x >> 31;
    x *= 0x7FB5D329728EA185ull;
    x ^= x >> 27;
    x *= 0x81DADEF4BC2DD44Dull;
    return x ^ (x >> 33);
}

}  // namespace

SearchBoard::SearchBoard(const Game& game, bool trackChecks)
    : m_pos(game.GetPosition()),
      m_profile(&game.Profile()),
      m_count(game.Count()),
      m_halfmove(game.HalfmoveClock()),
      m_rootGamePly(game.GamePly()) {
    CountStatus status = game.GetCountStatus();
    m_rootStart = status.startRequested;
    m_rootStop = status.stopRequested;
    m_rootOutcome = game.GetOutcome();

    // The game's history, oldest first, by taking a copy back move by move.
    std::vector<uint64_t> keys{game.GetPosition().Key()};
    std::vector<bool> irreversibleAfter{false};
    std::vector<int8_t> checks{game.GetPosition().InCheck()};
    Game copy = game;
    std::vector<Move> moves = copy.Moves();
    while (copy.PliesPlayed() > 0) {
        Move m = moves[size_t(copy.PliesPlayed() - 1)];
        copy.Undo();
        irreversibleAfter.back() = Irreversible(copy.GetPosition(), m);
        keys.push_back(copy.GetPosition().Key());
        checks.push_back(copy.GetPosition().InCheck());
        irreversibleAfter.push_back(false);
    }
    std::reverse(keys.begin(), keys.end());
    std::reverse(irreversibleAfter.begin(), irreversibleAfter.end());
    std::reverse(checks.begin(), checks.end());
    m_keys = keys;
    m_gaveCheck = checks;
    m_trackChecks = trackChecks && m_profile->repetition == RepetitionRule::PerpetualCheck;
    m_xiangqi = m_pos.GetVariant().id == VariantId::Xiangqi;
    for (size_t i = 0; i < irreversibleAfter.size(); ++i)
        if (irreversibleAfter[i]) m_lastIrreversible = int(i);
    for (uint64_t k : m_keys) ++m_rootCounts[k];
}

uint64_t SearchBoard::StateKey() const {
    if (!m_count.Running()) return m_pos.Key();
    uint64_t c = uint64_t(m_count.kind) | uint64_t(m_count.side) << 4 |
                 uint64_t(m_count.value) << 8 | uint64_t(m_count.limit) << 24 |
                 uint64_t(std::min(m_count.counted, 1)) << 40;
    return m_pos.Key() ^ Mix(c + 0x9E3779B97F4A7C15ull);
}

void SearchBoard::Do(Move m) {
    bool irreversible = Irreversible(m_pos, m);
    bool pawnMove = TypeOf(m_pos.PieceAt(m.From())) == PieceType::Pawn;
    Record r{m, Piece::None, m_count, CountStep{}, m_halfmove, m_lastIrreversible};
    Color mover = m_pos.SideToMove();
    // Xiangqi: whether the move checks, read off the board before it is made (a few
    // line reads where the move changed something) instead of testing every attacker
    // after it; the same answer in a legal position, where the other general is not
    // attacked before the move.
    int8_t check = m_xiangqi ? int8_t(xiangqi::GivesCheck(m_pos, m)) : int8_t(-1);
    r.captured = m_pos.DoMove(m);
    if (!m_xiangqi && m_trackChecks) check = int8_t(m_pos.InCheck());
    m_halfmove = (pawnMove || !IsEmpty(r.captured)) ? 0 : m_halfmove + 1;
    bool first = m_stack.empty();
    // Below the root a move of a piece other than a Bia that takes nothing leaves the
    // material, and so the counts that start by themselves, as the move before left
    // them (the root's count is the game's, which AdvanceCount made).
    // With no count running such a move changes nothing at all (most of a middlegame).
    const bool sameMaterial = !first && !pawnMove && IsEmpty(r.captured);
    if (!sameMaterial || m_count.Running())
        r.step = AdvanceCount(m_count, *m_profile, m_pos, mover, first && m_rootStart,
                              first && m_rootStop, sameMaterial);
    m_stack.push_back(r);
    m_keys.push_back(m_pos.Key());
    m_gaveCheck.push_back(check);
    if (irreversible) m_lastIrreversible = int(m_keys.size()) - 1;
}

void SearchBoard::Undo() {
    const Record& r = m_stack.back();
    m_pos.UndoMove(r.move, r.captured);
    m_count = r.countBefore;
    m_halfmove = r.halfmoveBefore;
    m_lastIrreversible = r.lastIrreversibleBefore;
    m_stack.pop_back();
    m_keys.pop_back();
    m_gaveCheck.pop_back();
}

void SearchBoard::DoNull() {
    Record r{Move(), Piece::None, m_count, CountStep{}, m_halfmove, m_lastIrreversible};
    m_pos.SetSideToMove(~m_pos.SideToMove());
    ++m_halfmove;
    m_stack.push_back(r);
    m_keys.push_back(m_pos.Key());
    m_gaveCheck.push_back(0);  // after a pass (made out of check) no side is in check
    m_lastIrreversible = int(m_keys.size()) - 1;
}

void SearchBoard::UndoNull() {
    const Record& r = m_stack.back();
    m_pos.SetSideToMove(~m_pos.SideToMove());
    m_halfmove = r.halfmoveBefore;
    m_lastIrreversible = r.lastIrreversibleBefore;
    m_stack.pop_back();
    m_keys.pop_back();
    m_gaveCheck.pop_back();
}

bool SearchBoard::InCheck() const {
    int8_t& checked = m_gaveCheck.back();
    if (checked < 0) checked = int8_t(m_pos.InCheck());
    return checked != 0;
}

bool SearchBoard::LastMoveChangedMaterial() const {
    const Record& r = m_stack.back();
    return !IsEmpty(r.captured) || r.move.IsPromotion();
}

Outcome SearchBoard::Status(bool hasLegalMoves, int occurrences) const {
    if (m_stack.empty()) return m_rootOutcome;
    OutcomeFacts facts;
    facts.mover = ~m_pos.SideToMove();
    facts.hasLegalMoves = hasLegalMoves;
    facts.count = m_stack.back().step;
    // Material only changes by a capture or a promotion (Met-movers keep their
    // square colour), and the root position was not drawn by it.
    facts.materialChanged = LastMoveChangedMaterial();
    facts.occurrences = occurrences;
    facts.claimsTaken = true;
    facts.halfmoveClock = m_halfmove;
    facts.gamePly = GamePly();
    return JudgeOutcome(*m_profile, m_pos, facts);
}

int SearchBoard::RootOccurrences(uint64_t key) const {
    auto it = m_rootCounts.find(key);
    return it == m_rootCounts.end() ? 0 : it->second;
}

int SearchBoard::Occurrences() const {
    return int(std::count(m_keys.begin(), m_keys.end(), m_keys.back()));
}

bool SearchBoard::RepeatsEarlier() const {
    uint64_t key = m_keys.back();
    // Same side to move: every second position back.
    for (int i = int(m_keys.size()) - 3; i >= m_lastIrreversible; i -= 2)
        if (m_keys[size_t(i)] == key) return true;
    return false;
}

std::optional<Outcome> SearchBoard::RepetitionOutcome() const {
    uint64_t key = m_keys.back();
    int last = int(m_keys.size()) - 1;
    int earlier = -1;
    for (int i = last - 2; i >= m_lastIrreversible; i -= 2) {
        if (m_keys[size_t(i)] == key) {
            earlier = i;
            break;
        }
    }
    if (earlier < 0) return std::nullopt;
    // A cycle on the search's path (from the root on) ends the line at once: a side that
    // gains by leaving it could have left it the first time, and the search tries that.
    // One that reaches back into the game before the root ends it only as the rules do,
    // at the third occurrence: the opponent need not repeat what the game saw once.
    if (earlier < last - int(m_stack.size()) && Occurrences() < 3) return std::nullopt;
    if (!m_trackChecks) return Outcome{Result::Draw, Reason::Repetition};
    // Did one side give check with every one of its moves in the cycle? Position i
    // was reached by a move of the side not to move in it.
    bool checkedAll[2] = {true, true};
    for (int i = earlier + 1; i <= last; ++i) {
        Color toMoveAtI = (last - i) % 2 == 0 ? SideToMove() : ~SideToMove();
        if (!m_gaveCheck[size_t(i)]) checkedAll[Index(~toMoveAtI)] = false;
    }
    bool white = checkedAll[Index(Color::White)], black = checkedAll[Index(Color::Black)];
    if (white != black)
        return Outcome{WinFor(white ? Color::Black : Color::White), Reason::PerpetualCheck};
    return Outcome{Result::Draw, Reason::Repetition};
}

}  // namespace chatur
