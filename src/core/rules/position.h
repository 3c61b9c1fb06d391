// A board position of either game: where every piece stands and whose turn it
// is, with an incrementally kept Zobrist key. It knows nothing of move counters,
// counting rules or history; `Game` (game.h) adds those. The piece placement is
// kept twice: as a mailbox (what stands on a square) and as the bit sets the move
// generator of each board wants (64-bit boards for Makruk, per-rank and per-file
// occupancy masks for Xiangqi's 9x10 points).
#pragma once

#include <cstdint>
#include <string>

#include "core/rules/types.h"
#include "core/rules/variant.h"

namespace chatur {

using Bitboard = uint64_t;  // Makruk only: bit i is square i

class Position {
public:
    // An empty board of the given game, White to move.
    explicit Position(const Variant& variant);
    // The game's start position.
    static Position Start(const Variant& variant);

    const Variant& GetVariant() const { return *m_variant; }
    Color SideToMove() const { return m_side; }
    Piece PieceAt(Square s) const { return m_board[s]; }
    Square KingSquare(Color c) const { return m_king[Index(c)]; }
    uint64_t Key() const { return m_key; }

    // Editing (FEN parser, editor, tests). Keeps every index consistent.
    void SetSideToMove(Color c);
    void PutPiece(Piece p, Square s);  // square must be empty
    void RemovePiece(Square s);        // square must be occupied
    void Clear();

    // Make a move (assumed legal or at least pseudo-legal) and take it back.
    // DoMove returns the captured piece, which UndoMove needs.
    Piece DoMove(Move m);
    void UndoMove(Move m, Piece captured);

    // True if the side to move is attacked (generals facing never counts: such a
    // position cannot arise from a legal move).
    bool InCheck() const;
    // True if the king of `c` is attacked by the other side, or (Xiangqi) faces
    // the other general on an open file.
    bool KingExposed(Color c) const;
    // Is `s` attacked by pieces of colour `by` (ignoring pins)?
    bool Attacked(Square s, Color by) const;

    // Counting helpers for rules and content.
    int CountPieces(Color c, PieceType t) const;
    bool HasAny(PieceType t) const;  // a piece of that type, of either side
    int CountAll() const;            // every piece, both sides, kings too
    int CountNonKing(Color c) const;

    // Makruk bit sets (valid only when the variant is 8x8).
    Bitboard Pieces(Color c) const { return m_byColor[Index(c)]; }
    Bitboard Pieces(Color c, PieceType t) const {
        return m_byColor[Index(c)] & m_byType[size_t(t)];
    }
    Bitboard Occupied() const { return m_byColor[0] | m_byColor[1]; }

    // Xiangqi line masks: bit f of RankMask(c, r) is set when a piece of c stands
    // on file f of rank r; bit r of FileMask(c, f) likewise.
    uint16_t RankMask(Color c, int rank) const { return m_rankOcc[Index(c)][size_t(rank)]; }
    uint16_t FileMask(Color c, int file) const { return m_fileOcc[Index(c)][size_t(file)]; }

    bool operator==(const Position& o) const;

private:
    void Place(Piece p, Square s);
    void Lift(Square s);

    const Variant* m_variant;
    std::array<Piece, kMaxSquares> m_board{};
    Color m_side = Color::White;
    std::array<Square, 2> m_king{kNoSquare, kNoSquare};
    uint64_t m_key = 0;
    bool m_small;  // 8x8 board: keep bitboards
    std::array<Bitboard, 2> m_byColor{};
    std::array<Bitboard, kPieceTypeCount> m_byType{};
    std::array<std::array<uint16_t, kMaxRanks>, 2> m_rankOcc{};
    std::array<std::array<uint16_t, kMaxFiles>, 2> m_fileOcc{};
};

// Zobrist keys. Met and Bia ngai hash alike: they move alike, and a FEN without
// the optional `~` mark cannot tell them apart, so repetition must not either.
namespace zobrist {
uint64_t PieceKey(Piece p, Square s);
uint64_t SideKey();
}  // namespace zobrist

}  // namespace chatur
