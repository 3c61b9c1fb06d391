#include "core/notation/wxf.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "core/notation/fen.h"
#include "core/notation/san.h"
#include "core/rules/movegen.h"

namespace chatur {

namespace {

// Which of the pieces of one kind standing on one file a WXF text means.
enum class Pick : uint8_t {
    File,      // `R2`: the piece on file 2 (the middle one of three or five soldiers)
    Front,     // `R+`: front of two or three, second of four or five
    Rear,      // `R-`: rear of two or three, second to last of four or five
    Foremost,  // `++`: first of four or five soldiers
    Rearmost,  // `--`: last of four or five soldiers
    Middle,    // `33`: the middle one of three soldiers on file 3
    Index,     // `13` (Fairy-Stockfish): the first from the front on file 3
};

struct Selector {
    Pick pick;
    int file = 0;   // WXF file 1..9; 0 for any file (`R+`)
    int index = 0;  // Pick::Index: 1-based from the front
};

struct WxfText {
    PieceType type = PieceType::None;
    std::vector<Selector> selectors;  // the readings of the text; their pieces add up
    char op = '=';                    // '+', '-', '='
    int arg = 0;                      // 1..9: file or number of points
};

bool IsDigit19(char c) {
    return c >= '1' && c <= '9';
}

std::optional<PieceType> WxfType(char upper) {
    switch (upper) {
        case 'K':
            return PieceType::King;
        case 'A':
            return PieceType::Advisor;
        case 'E':
        case 'B':
            return PieceType::Elephant;
        case 'H':
        case 'N':
            return PieceType::Horse;
        case 'R':
            return PieceType::Rook;
        case 'C':
            return PieceType::Cannon;
        case 'P':
            return PieceType::Pawn;
        default:
            return std::nullopt;
    }
}

char WxfLetter(PieceType t) {
    switch (t) {
        case PieceType::King:
            return 'K';
        case PieceType::Advisor:
            return 'A';
        case PieceType::Elephant:
            return 'E';
        case PieceType::Horse:
            return 'H';
        case PieceType::Rook:
            return 'R';
        case PieceType::Cannon:
            return 'C';
        default:
            return 'P';
    }
}

std::optional<WxfText> SplitWxf(std::string_view text) {
    std::string t(text);
    while (!t.empty() && std::string_view("+#!?").find(t.back()) != std::string_view::npos &&
           t.size() > 3)
        t.pop_back();
    for (char& c : t) {
        if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
        if (c == '.') c = '=';
    }
    WxfText w;
    if (t.size() == 3 && WxfType(t[0]) && IsDigit19(t[1]) && IsDigit19(t[2])) {
        // `C25`: sideways without the sign, as some Chinese books print it.
        if (text[0] < 'A' || text[0] > 'Z') return std::nullopt;
        w.type = *WxfType(t[0]);
        w.selectors.push_back({Pick::File, t[1] - '0'});
        w.arg = t[2] - '0';
        return w;
    }
    if (t.size() != 4 || std::string_view("+-=").find(t[2]) == std::string_view::npos ||
        !IsDigit19(t[3]))
        return std::nullopt;
    w.op = t[2];
    w.arg = t[3] - '0';
    char a = t[0], b = t[1];
    bool signA = a == '+' || a == '-';
    bool signB = b == '+' || b == '-';
    if (WxfType(a) && (IsDigit19(b) || signB)) {
        w.type = *WxfType(a);
        if (IsDigit19(b))
            w.selectors.push_back({Pick::File, b - '0'});
        else
            w.selectors.push_back({b == '+' ? Pick::Front : Pick::Rear, 0});
    } else if (signA && WxfType(b)) {
        w.type = *WxfType(b);
        w.selectors.push_back({a == '+' ? Pick::Front : Pick::Rear, 0});
    } else if (signA && b == a) {
        w.type = PieceType::Pawn;
        w.selectors.push_back({a == '+' ? Pick::Foremost : Pick::Rearmost, 0});
    } else if (IsDigit19(a) && signB) {
        w.type = PieceType::Pawn;
        w.selectors.push_back({b == '+' ? Pick::Front : Pick::Rear, a - '0'});
    } else if (IsDigit19(a) && IsDigit19(b)) {
        w.type = PieceType::Pawn;
        if (a == b)
            w.selectors.push_back({Pick::Middle, a - '0'});
        else
            w.selectors.push_back({Pick::Index, b - '0', a - '0'});
    } else {
        return std::nullopt;
    }
    return w;
}

// WXF files are counted from the mover's right: Red's file 1 is the board's i
// file, Black's file 1 the a file.
int BoardFile(const Variant& v, Color side, int wxfFile) {
    return side == Color::White ? v.files - wxfFile : wxfFile - 1;
}
int WxfFile(const Variant& v, Color side, Square s) {
    return side == Color::White ? v.files - v.FileOf(s) : v.FileOf(s) + 1;
}

// The pieces of `side` and `type` on a board file, front (nearest the enemy) first.
std::vector<Square> OnFile(const Position& pos, Color side, PieceType type, int boardFile) {
    const Variant& v = pos.GetVariant();
    std::vector<Square> r;
    for (int rank = 0; rank < v.ranks; ++rank) {
        Square s = v.MakeSquare(boardFile, rank);
        if (pos.PieceAt(s) == MakePiece(side, type)) r.push_back(s);
    }
    if (side == Color::White) std::reverse(r.begin(), r.end());
    return r;
}

void AddPicked(const std::vector<Square>& on, const Selector& sel, std::vector<Square>& out) {
    int n = int(on.size());
    auto add = [&](int i) {
        if (i >= 0 && i < n && std::find(out.begin(), out.end(), on[size_t(i)]) == out.end())
            out.push_back(on[size_t(i)]);
    };
    switch (sel.pick) {
        case Pick::File:
            if (n == 3 || n == 5)
                add(n / 2);
            else
                for (int i = 0; i < n; ++i) add(i);
            break;
        case Pick::Front:
            if (n >= 2) add(n <= 3 ? 0 : 1);
            break;
        case Pick::Rear:
            if (n >= 2) add(n <= 3 ? n - 1 : n - 2);
            break;
        case Pick::Foremost:
            if (n >= 4) add(0);
            break;
        case Pick::Rearmost:
            if (n >= 4) add(n - 1);
            break;
        case Pick::Middle:
            if (n == 3 || n == 5) add(n / 2);
            break;
        case Pick::Index:
            add(sel.index - 1);
            break;
    }
}

std::string SideName(Color c) {
    return c == Color::White ? "Red" : "Black";
}

}  // namespace

bool LooksLikeWxf(std::string_view text) {
    return SplitWxf(text).has_value();
}

std::variant<Move, MoveError> ParseWxf(const Position& pos, std::string_view text) {
    const Variant& v = pos.GetVariant();
    std::string quoted(text);
    if (v.id != VariantId::Xiangqi) return MoveError{quoted + ": WXF notation is for Xiangqi"};
    auto w = SplitWxf(text);
    if (!w) return MoveError{quoted + " is not a move in WXF (e.g. C2.5, H8+7, R+-1)"};
    Color side = pos.SideToMove();
    std::vector<Square> from;
    for (const Selector& sel : w->selectors)
        for (int f = 0; f < v.files; ++f)
            if (sel.file == 0 || BoardFile(v, side, sel.file) == f)
                AddPicked(OnFile(pos, side, w->type, f), sel, from);
    std::string name = NotationPieceName(v, w->type);
    const Selector& first = w->selectors[0];
    if (from.empty()) {
        std::string where = first.file ? "file " + std::to_string(first.file) : "one file";
        std::string none = quoted + ": " + SideName(side) + " has no ";
        switch (first.pick) {
            case Pick::File:
                return MoveError{none + name + " on " + where};
            case Pick::Front:
            case Pick::Rear:
                return MoveError{none + "two " + name + "s on " + where};
            case Pick::Middle:
                return MoveError{none + "three or five " + name + "s on " + where};
            case Pick::Foremost:
            case Pick::Rearmost:
                return MoveError{none + "four or five " + name + "s on " + where};
            case Pick::Index:
                return MoveError{none + std::to_string(first.index) + " " + name + "s on " + where};
        }
    }
    bool straight = w->type == PieceType::Rook || w->type == PieceType::Cannon ||
                    w->type == PieceType::Pawn || w->type == PieceType::King;
    std::vector<Move> found;
    for (Move m : LegalMoves(pos)) {
        if (std::find(from.begin(), from.end(), m.From()) == from.end()) continue;
        int dr = v.RelativeRank(side, m.To()) - v.RelativeRank(side, m.From());
        char op = dr > 0 ? '+' : dr < 0 ? '-' : '=';
        if (op != w->op) continue;
        bool sameFile = v.FileOf(m.To()) == v.FileOf(m.From());
        int arg = sameFile ? (dr > 0 ? dr : -dr) : WxfFile(v, side, m.To());
        if (sameFile && !straight) continue;
        if (arg == w->arg) found.push_back(m);
    }
    if (found.size() == 1) return found[0];
    if (found.size() > 1)
        return MoveError{quoted + " is ambiguous: " + JoinMoveAlternatives(v, found)};
    if (from.size() == 1)
        return MoveError{quoted + ": the " + name + " on " + SquareName(v, from[0]) +
                         " has no such move"};
    return MoveError{quoted + ": no " + name + " meant by it has such a move"};
}

std::string ToWxf(const Position& pos, Move m) {
    const Variant& v = pos.GetVariant();
    Color side = pos.SideToMove();
    PieceType t = TypeOf(pos.PieceAt(m.From()));
    int file = v.FileOf(m.From());
    std::vector<Square> on = OnFile(pos, side, t, file);
    int n = int(on.size());
    int idx = int(std::find(on.begin(), on.end(), m.From()) - on.begin());
    std::string digit = std::to_string(WxfFile(v, side, m.From()));
    char letter = WxfLetter(t);
    std::string w;
    if (n <= 1) {
        w = letter + digit;
    } else if (t != PieceType::Pawn) {
        w = std::string(1, letter) + (idx == 0 ? '+' : '-');
    } else {
        int tandemFiles = 0;
        for (int f = 0; f < v.files; ++f) tandemFiles += OnFile(pos, side, t, f).size() >= 2;
        if (tandemFiles >= 2) {
            w = digit + (idx == 0 ? "+" : idx == n - 1 ? "-" : digit);
        } else if (n <= 3) {
            w = idx == 0 ? "P+" : idx == n - 1 ? "P-" : "P" + digit;
        } else {
            const char* four[] = {"++", "P+", "P-", "--"};
            const char* five[] = {"++", "P+", "", "P-", "--"};
            w = n == 4 ? four[idx] : (idx == 2 ? "P" + digit : five[idx]);
        }
    }
    int dr = v.RelativeRank(side, m.To()) - v.RelativeRank(side, m.From());
    w += dr > 0 ? '+' : dr < 0 ? '-' : '.';
    if (v.FileOf(m.To()) == v.FileOf(m.From()))
        w += std::to_string(dr > 0 ? dr : -dr);
    else
        w += std::to_string(WxfFile(v, side, m.To()));
    return w;
}

}  // namespace chatur
