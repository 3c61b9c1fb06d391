#include "core/tablebase/material.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace chatur::tablebase {

namespace {

PieceType TableType(PieceType t) {
    return t == PieceType::BiaNgai ? PieceType::Met : t;
}

void SortPieces(std::vector<TablePiece>& pieces) {
    std::sort(pieces.begin(), pieces.end(), [](const TablePiece& a, const TablePiece& b) {
        if (a.color != b.color) return a.color < b.color;
        return a.type < b.type;
    });
}

std::vector<PieceType> TypesOf(const std::vector<TablePiece>& pieces, Color c) {
    std::vector<PieceType> out;
    for (const TablePiece& p : pieces)
        if (p.color == c) out.push_back(p.type);
    return out;
}

// How strong a piece is, roughly, for naming tables: the stronger side is written first.
int Strength(PieceType t) {
    switch (t) {
        case PieceType::Rook:
            return 9;
        case PieceType::Cannon:
            return 8;
        case PieceType::Horse:
            return 7;
        case PieceType::Khon:
            return 6;
        case PieceType::Met:
            return 5;
        case PieceType::Advisor:
            return 4;
        case PieceType::Elephant:
            return 3;
        case PieceType::Pawn:
            return 2;
        default:
            return 0;
    }
}

std::vector<int> Strengths(const std::vector<TablePiece>& pieces, Color c) {
    std::vector<int> out;
    for (const TablePiece& p : pieces)
        if (p.color == c) out.push_back(Strength(p.type));
    std::sort(out.rbegin(), out.rend());
    return out;
}

bool IsGuard(PieceType t) {
    return t == PieceType::Advisor || t == PieceType::Elephant;
}

// The non-king types of a game and how many of each one side may have.
std::vector<std::pair<PieceType, int>> Kinds(const Variant& v) {
    if (v.id == VariantId::Makruk)
        return {{PieceType::Rook, 2},
                {PieceType::Horse, 2},
                {PieceType::Pawn, 8},
                {PieceType::Met, 9},
                {PieceType::Khon, 2}};
    return {{PieceType::Rook, 2},    {PieceType::Horse, 2},    {PieceType::Pawn, 5},
            {PieceType::Advisor, 2}, {PieceType::Elephant, 2}, {PieceType::Cannon, 2}};
}

int PawnCount(const Material& m) {
    return m.Count(Color::White, PieceType::Pawn) + m.Count(Color::Black, PieceType::Pawn);
}

}  // namespace

Material::Material(const Variant& variant, std::vector<TablePiece> pieces)
    : m_variant(&variant), m_pieces(std::move(pieces)) {
    for (TablePiece& p : m_pieces) p.type = TableType(p.type);
    SortPieces(m_pieces);
}

Material Material::Of(const Position& pos) {
    const Variant& v = pos.GetVariant();
    std::vector<TablePiece> pieces;
    for (int s = 0; s < v.SquareCount(); ++s) {
        Piece p = pos.PieceAt(Square(s));
        if (!IsEmpty(p) && TypeOf(p) != PieceType::King) pieces.push_back({ColorOf(p), TypeOf(p)});
    }
    return Material(v, std::move(pieces));
}

int Material::Count(Color c, PieceType t) const {
    return int(std::count(m_pieces.begin(), m_pieces.end(), TablePiece{c, TableType(t)}));
}

std::string Material::Name() const {
    std::string out = "K";
    for (Color c : {Color::White, Color::Black}) {
        if (c == Color::Black) out += "vK";
        for (PieceType t : TypesOf(m_pieces, c))
            out += char(std::toupper(static_cast<unsigned char>(m_variant->LetterFor(t))));
    }
    return out;
}

uint64_t PieceKey(Color c, PieceType t) {
    return uint64_t(1) << (3 * (Index(c) * kPieceTypeCount + int(TableType(t))));
}

uint64_t Material::Key() const {
    uint64_t key = 0;
    for (const TablePiece& p : m_pieces) key += PieceKey(p.color, p.type);
    return key;
}

Material Material::Flipped() const {
    std::vector<TablePiece> pieces = m_pieces;
    for (TablePiece& p : pieces) p.color = ~p.color;
    return Material(*m_variant, std::move(pieces));
}

bool Material::IsCanonical() const {
    auto white = Strengths(m_pieces, Color::White), black = Strengths(m_pieces, Color::Black);
    if (white.size() != black.size()) return white.size() > black.size();
    return !std::lexicographical_compare(white.begin(), white.end(), black.begin(), black.end());
}

std::vector<Material> Material::Successors() const {
    std::vector<Material> out;
    auto add = [&](std::vector<TablePiece> pieces) {
        Material m = Material(*m_variant, std::move(pieces)).Canonical();
        if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
    };
    const bool promotes = m_variant->id == VariantId::Makruk;
    for (size_t i = 0; i < m_pieces.size(); ++i) {
        std::vector<TablePiece> captured = m_pieces;
        captured.erase(captured.begin() + long(i));
        add(captured);
        if (!promotes || m_pieces[i].type != PieceType::Pawn) continue;
        std::vector<TablePiece> promoted = m_pieces;
        promoted[i].type = PieceType::Met;
        add(promoted);
        // A Bia that captures onto its promotion rank promotes with that move.
        for (size_t j = 0; j < m_pieces.size(); ++j) {
            if (j == i || m_pieces[j].color == m_pieces[i].color) continue;
            std::vector<TablePiece> both = promoted;
            both.erase(both.begin() + long(j));
            add(both);
        }
    }
    return out;
}

bool Covered(const Material& m) {
    const auto& pieces = m.Pieces();
    if (m.GetVariant().id == VariantId::Makruk) return pieces.size() <= 2;
    if (pieces.size() <= 2) return true;
    if (pieces.size() != 3) return false;
    return std::count_if(pieces.begin(), pieces.end(),
                         [](const TablePiece& p) { return IsGuard(p.type); }) >= 2;
}

std::vector<Material> AllMaterials(const Variant& variant) {
    std::vector<TablePiece> kinds;
    for (Color c : {Color::White, Color::Black})
        for (auto [t, max] : Kinds(variant)) kinds.push_back({c, t});
    auto withinLimits = [&](const Material& m) {
        for (Color c : {Color::White, Color::Black})
            for (auto [t, max] : Kinds(variant))
                if (m.Count(c, t) > max) return false;
        return true;
    };
    std::vector<Material> out;
    std::set<uint64_t> seen;
    // Multisets of up to three kinds, as non-decreasing index triples.
    const int n = int(kinds.size());
    for (int size = 0; size <= 3; ++size) {
        std::vector<int> idx(size_t(size), 0);
        while (true) {
            std::vector<TablePiece> pieces;
            for (int i : idx) pieces.push_back(kinds[size_t(i)]);
            Material m(variant, pieces);
            if (Covered(m) && m.IsCanonical() && withinLimits(m) && seen.insert(m.Key()).second)
                out.push_back(m);
            // Next non-decreasing tuple.
            int k = size - 1;
            while (k >= 0 && idx[size_t(k)] == n - 1) --k;
            if (k < 0) break;
            ++idx[size_t(k)];
            for (int j = k + 1; j < size; ++j) idx[size_t(j)] = idx[size_t(k)];
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Material& a, const Material& b) {
        if (a.PieceCount() != b.PieceCount()) return a.PieceCount() < b.PieceCount();
        return PawnCount(a) < PawnCount(b);
    });
    return out;
}

std::optional<Material> ParseMaterial(const Variant& variant, const std::string& name) {
    size_t v = name.find('v');
    if (name.size() < 3 || name[0] != 'K' || v == std::string::npos || v + 1 >= name.size() ||
        name[v + 1] != 'K')
        return std::nullopt;
    std::vector<TablePiece> pieces;
    for (size_t i = 1; i < name.size(); ++i) {
        if (i == v || i == v + 1) continue;
        char lower = char(std::tolower(static_cast<unsigned char>(name[i])));
        auto t = variant.TypeForLetter(lower);
        if (!t || *t == PieceType::King) return std::nullopt;
        pieces.push_back({i < v ? Color::White : Color::Black, *t});
    }
    return Material(variant, std::move(pieces));
}

}  // namespace chatur::tablebase
