#include "core/tablebase/layout.h"

#include <algorithm>

namespace chatur::tablebase {

namespace {

// Whether every piece of a Makruk material moves alike on a board turned upside
// down with the colours kept: the Khun, Rua, Ma and Met do; the Khon and the Bia
// move towards their colour's forward direction.
bool MovesAlikeUpsideDown(const Material& material) {
    return std::all_of(material.Pieces().begin(), material.Pieces().end(), [](TablePiece p) {
        return p.type == PieceType::Rook || p.type == PieceType::Horse || p.type == PieceType::Met;
    });
}

}  // namespace

Layout::Layout(const Material& material)
    : m_material(material),
      m_slots(2 + int(material.Pieces().size())),
      m_mirror(material.GetVariant().id == VariantId::Makruk),
      m_flipRanks(m_mirror && MovesAlikeUpsideDown(material)) {
    const Variant& v = material.GetVariant();
    for (int s = 0; s < v.SquareCount(); ++s) {
        const bool mirror = m_mirror && v.FileOf(Square(s)) >= v.files / 2;
        const bool upsideDown = m_flipRanks && v.RankOf(Square(s)) >= v.ranks / 2;
        m_turnOf[size_t(s)] = uint8_t((mirror ? 1 : 0) | (upsideDown ? 2 : 0));
        for (int turn = 0; turn < 4; ++turn)
            m_turned[size_t(turn)][size_t(s)] =
                TurnedSquare(v, Square(s), (turn & 1) != 0, (turn & 2) != 0);
    }
    for (int slot = 0; slot < m_slots; ++slot) {
        if (slot < 2) {
            m_color[size_t(slot)] = slot == 0 ? Color::White : Color::Black;
            m_type[size_t(slot)] = PieceType::King;
        } else {
            const TablePiece& p = material.Pieces()[size_t(slot - 2)];
            m_color[size_t(slot)] = p.color;
            m_type[size_t(slot)] = p.type;
        }
        m_place[size_t(slot)].fill(-1);
        for (int s = 0; s < v.SquareCount(); ++s) {
            if (!v.CanStandOn(m_color[size_t(slot)], m_type[size_t(slot)], Square(s))) continue;
            if (slot == 0 && Outside(Square(s))) continue;
            m_place[size_t(slot)][size_t(s)] = int16_t(m_domain[size_t(slot)].size());
            m_domain[size_t(slot)].push_back(Square(s));
        }
        m_size *= m_domain[size_t(slot)].size();
    }
    for (int slot = m_slots - 1; slot >= 0; --slot) {
        m_stride[size_t(slot)] = m_sideStride;
        m_sideStride *= m_domain[size_t(slot)].size();
    }
    for (int slot = 3; slot < m_slots; ++slot)
        if (m_type[size_t(slot)] == m_type[size_t(slot - 1)] &&
            m_color[size_t(slot)] == m_color[size_t(slot - 1)])
            m_twinned[size_t(slot)] = m_twinned[size_t(slot - 1)] = true;
    const int last = m_slots - 1;
    m_orderedLast = last >= 3 && m_type[size_t(last)] == m_type[size_t(last - 1)] &&
                    m_color[size_t(last)] == m_color[size_t(last - 1)];
}

uint64_t Layout::Encode(TablePosition p) const {
    if (const int turn = m_turnOf[p.squares[0]])
        for (int i = 0; i < m_slots; ++i)
            p.squares[size_t(i)] = m_turned[size_t(turn)][p.squares[size_t(i)]];
    // Identical pieces: the lower square first (at most three alike).
    for (int i = 3; i < m_slots; ++i)
        for (int j = i; j > 2 && m_type[size_t(j)] == m_type[size_t(j - 1)] &&
                        m_color[size_t(j)] == m_color[size_t(j - 1)] &&
                        p.squares[size_t(j)] < p.squares[size_t(j - 1)];
             --j)
            std::swap(p.squares[size_t(j)], p.squares[size_t(j - 1)]);
    uint64_t index = uint64_t(Index(p.sideToMove)) * m_sideStride;
    for (int i = 0; i < m_slots; ++i) {
        const int place = m_place[size_t(i)][p.squares[size_t(i)]];
        if (place < 0) return kNoIndex;
        index += uint64_t(place) * m_stride[size_t(i)];
    }
    return index;
}

bool Layout::Decode(uint64_t index, TablePosition& out) const {
    // Every table has fewer than 2^32 indexes: 32-bit division is the quicker.
    uint32_t rest = uint32_t(index);
    for (int i = m_slots - 1; i >= 0; --i) {
        const uint32_t n = uint32_t(m_domain[size_t(i)].size());
        out.squares[size_t(i)] = m_domain[size_t(i)][rest % n];
        rest /= n;
    }
    out.sideToMove = Color(rest);
    return Names(out);
}

bool Layout::DecodeNext(std::array<int, kMaxSlots>& places, TablePosition& out) const {
    int slot = m_slots - 1;
    while (slot >= 0 && size_t(++places[size_t(slot)]) == m_domain[size_t(slot)].size()) {
        places[size_t(slot)] = 0;
        out.squares[size_t(slot)] = m_domain[size_t(slot)][0];
        --slot;
    }
    if (slot < 0)
        out.sideToMove = ~out.sideToMove;
    else
        out.squares[size_t(slot)] = m_domain[size_t(slot)][size_t(places[size_t(slot)])];
    return Names(out);
}

bool Layout::Names(const TablePosition& p) const {
    return NamesBeforeLast(p) && LastFits(p);
}

bool Layout::NamesBeforeLast(const TablePosition& p) const {
    const int last = m_slots - 1;
    for (int i = 1; i < last; ++i)
        for (int j = 0; j < i; ++j)
            if (p.squares[size_t(i)] == p.squares[size_t(j)]) return false;
    for (int i = 3; i < last; ++i)
        if (m_type[size_t(i)] == m_type[size_t(i - 1)] &&
            m_color[size_t(i)] == m_color[size_t(i - 1)] &&
            p.squares[size_t(i)] < p.squares[size_t(i - 1)])
            return false;
    return true;
}

TablePosition Layout::FromPosition(const Position& pos, bool flip) const {
    const Variant& v = GetVariant();
    std::array<PlacedPiece, kMaxSlots> pieces;
    size_t n = 0;
    for (int s = 0; s < v.SquareCount() && n < pieces.size(); ++s) {
        Piece piece = pos.PieceAt(Square(s));
        if (!IsEmpty(piece)) pieces[n++] = {ColorOf(piece), TypeOf(piece), Square(s)};
    }
    return FromPieces({pieces.data(), n}, pos.SideToMove(), flip);
}

TablePosition Layout::FromPieces(std::span<const PlacedPiece> pieces, Color sideToMove,
                                 bool flip) const {
    const Variant& v = GetVariant();
    TablePosition out;
    out.sideToMove = flip ? ~sideToMove : sideToMove;
    std::array<bool, kMaxSlots> filled{};
    for (const PlacedPiece& piece : pieces) {
        Color c = flip ? ~piece.color : piece.color;
        PieceType t = piece.type == PieceType::BiaNgai ? PieceType::Met : piece.type;
        Square sq = TurnedSquare(v, piece.square, false, flip);
        for (int i = 0; i < m_slots; ++i)
            if (!filled[size_t(i)] && m_color[size_t(i)] == c && m_type[size_t(i)] == t) {
                filled[size_t(i)] = true;
                out.squares[size_t(i)] = sq;
                break;
            }
    }
    return out;
}

void Layout::ToPosition(const TablePosition& p, Position& pos) const {
    pos.Clear();
    for (int i = 0; i < m_slots; ++i)
        pos.PutPiece(MakePiece(m_color[size_t(i)], m_type[size_t(i)]), p.squares[size_t(i)]);
    pos.SetSideToMove(p.sideToMove);
}

}  // namespace chatur::tablebase
