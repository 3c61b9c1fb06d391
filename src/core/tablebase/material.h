// Which pieces an endgame table holds. A Material lists the pieces besides the two
// Khuns / Generals, White's (Red's) first, each side's sorted by piece type; a Met
// and a promoted Bia are one type here (they move alike, and the rules treat them
// alike). Colour-swapped materials (KRvK, KvKR) share one table: the board is
// turned over (ranks reversed, colours swapped, the other side to move), which the
// rules of both games leave unchanged. docs/tablebase.md describes the whole design.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/rules/position.h"

namespace chatur::tablebase {

struct TablePiece {
    Color color;
    PieceType type;
    bool operator==(const TablePiece&) const = default;
};

class Material {
public:
    Material(const Variant& variant, std::vector<TablePiece> pieces);
    // The material of a position (Bia ngai counted as Met).
    static Material Of(const Position& pos);

    const Variant& GetVariant() const { return *m_variant; }
    const std::vector<TablePiece>& Pieces() const { return m_pieces; }
    int PieceCount() const { return 2 + int(m_pieces.size()); }  // kings included
    int Count(Color c, PieceType t) const;
    // "KRvKM" (letters of the game's FEN, upper case for both sides).
    std::string Name() const;
    // A number naming this material uniquely within its game: the sum of its
    // pieces' PieceKey.
    uint64_t Key() const;
    Material Flipped() const;
    // The one of a colour-swapped pair whose table is built: the side with more
    // (or, equally many, stronger) pieces is White: KAAvKR, KNvKP. Both orders of
    // a symmetric material (KRvKR) are canonical.
    bool IsCanonical() const;
    Material Canonical() const { return IsCanonical() ? *this : Flipped(); }
    // The materials a capture, a promotion or both at once lead to (canonical,
    // without duplicates).
    std::vector<Material> Successors() const;
    bool operator==(const Material& o) const {
        return m_variant == o.m_variant && m_pieces == o.m_pieces;
    }

private:
    const Variant* m_variant;
    std::vector<TablePiece> m_pieces;
};

// One piece's part of Material::Key (a promoted Bia counts as a Met).
uint64_t PieceKey(Color c, PieceType t);

// Whether Chatur's tablebases cover this material: Makruk, at most two pieces
// besides the Khuns; Xiangqi, at most two, or three of which two or more are
// Advisors or Elephants.
bool Covered(const Material& m);

// Every canonical covered material of a game, in an order in which each table's
// successors come before it (fewer pieces first, then fewer Bia).
std::vector<Material> AllMaterials(const Variant& variant);

// Parses a name written by Material::Name ("KRvK"); nothing if malformed.
std::optional<Material> ParseMaterial(const Variant& variant, const std::string& name);

}  // namespace chatur::tablebase
