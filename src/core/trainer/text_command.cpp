#include "core/trainer/text_command.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/notation/move_text.h"
#include "core/notation/thai_coord.h"

namespace chatur {

namespace {

struct Keyword {
    std::string_view language;
    std::string_view word;
    CommandVerb verb;
};

// English first; the short forms are those of Lichess's blind mode where one
// exists (p, s, l, c), else the first letter.
constexpr Keyword kKeywords[] = {
    {"en", "position", CommandVerb::Position},
    {"en", "pos", CommandVerb::Position},
    {"en", "board", CommandVerb::Position},
    {"en", "p", CommandVerb::Position},
    {"en", "b", CommandVerb::Position},
    {"en", "ranks", CommandVerb::Rank},
    {"en", "rank", CommandVerb::Rank},
    {"en", "r", CommandVerb::Rank},
    {"en", "files", CommandVerb::File},
    {"en", "file", CommandVerb::File},
    {"en", "f", CommandVerb::File},
    {"en", "scan", CommandVerb::Scan},
    {"en", "s", CommandVerb::Scan},
    {"en", "square", CommandVerb::Square},
    {"en", "sq", CommandVerb::Square},
    {"en", "where", CommandVerb::Where},
    {"en", "moves", CommandVerb::Where},
    {"en", "w", CommandVerb::Where},
    {"en", "m", CommandVerb::Where},
    {"en", "last", CommandVerb::LastMove},
    {"en", "l", CommandVerb::LastMove},
    {"en", "turn", CommandVerb::Turn},
    {"en", "whose", CommandVerb::Turn},
    {"en", "t", CommandVerb::Turn},
    {"en", "count", CommandVerb::Count},
    {"en", "c", CommandVerb::Count},
    {"en", "clock", CommandVerb::Clock},
    {"en", "k", CommandVerb::Clock},
    {"en", "hint", CommandVerb::Hint},
    {"en", "h", CommandVerb::Hint},
    {"en", "answer", CommandVerb::Answer},
    {"en", "pick", CommandVerb::Pick},
    {"en", "mark", CommandVerb::Pick},
    {"en", "check", CommandVerb::Check},
    {"en", "repeat", CommandVerb::Repeat},
    {"en", "again", CommandVerb::Repeat},
    {"en", "help", CommandVerb::Help},
    {"en", "?", CommandVerb::Help},

    {"id", "posisi", CommandVerb::Position},
    {"id", "papan", CommandVerb::Position},
    {"id", "baris", CommandVerb::Rank},
    {"id", "lajur", CommandVerb::File},
    {"id", "petak", CommandVerb::Square},
    {"id", "ke mana", CommandVerb::Where},
    {"id", "kemana", CommandVerb::Where},
    {"id", "terakhir", CommandVerb::LastMove},
    {"id", "giliran", CommandVerb::Turn},
    {"id", "hitungan", CommandVerb::Count},
    {"id", "jam", CommandVerb::Clock},
    {"id", "petunjuk", CommandVerb::Hint},
    {"id", "jawaban", CommandVerb::Answer},
    {"id", "pilih", CommandVerb::Pick},
    {"id", "periksa", CommandVerb::Check},
    {"id", "ulangi", CommandVerb::Repeat},
    {"id", "bantuan", CommandVerb::Help},

    {"de", "stellung", CommandVerb::Position},
    {"de", "brett", CommandVerb::Position},
    {"de", "reihen", CommandVerb::Rank},
    {"de", "reihe", CommandVerb::Rank},
    {"de", "linien", CommandVerb::File},
    {"de", "linie", CommandVerb::File},
    {"de", "feld", CommandVerb::Square},
    {"de", "wohin", CommandVerb::Where},
    {"de", "letzter", CommandVerb::LastMove},
    {"de", "am zug", CommandVerb::Turn},
    {"de", "wer", CommandVerb::Turn},
    {"de", "z\xc3\xa4hlung", CommandVerb::Count},  // zählung
    {"de", "zaehlung", CommandVerb::Count},
    {"de", "uhr", CommandVerb::Clock},
    {"de", "hinweis", CommandVerb::Hint},
    {"de", "l\xc3\xb6sung", CommandVerb::Answer},  // lösung
    {"de", "loesung", CommandVerb::Answer},
    {"de", "markieren", CommandVerb::Pick},
    {"de",
     "pr\xc3\xbc"
     "fen",
     CommandVerb::Check},  // prüfen
    {"de", "pruefen", CommandVerb::Check},
    {"de", "wiederholen", CommandVerb::Repeat},
    {"de", "hilfe", CommandVerb::Help},

    // Thai: no spaces between words, so a keyword may run into its square
    // ("ช่องจ๓"). ตำแหน่ง position, กระดาน board, แถวนอน rank, แถวตั้ง file,
    // ช่อง square, ไปไหน where to, ตาล่าสุด last move, ตาใคร whose turn, นับ count,
    // นาฬิกา clock, คำใบ้ hint, เฉลย answer, เลือก pick, ตรวจ check, ซ้ำ again,
    // ช่วย help.
    {"th", "\xe0\xb8\x95\xe0\xb8\xb3\xe0\xb9\x81\xe0\xb8\xab\xe0\xb8\x99\xe0\xb9\x88\xe0\xb8\x87",
     CommandVerb::Position},
    {"th", "\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\x94\xe0\xb8\xb2\xe0\xb8\x99",
     CommandVerb::Position},
    {"th", "\xe0\xb9\x81\xe0\xb8\x96\xe0\xb8\xa7\xe0\xb8\x99\xe0\xb8\xad\xe0\xb8\x99",
     CommandVerb::Rank},
    {"th", "\xe0\xb9\x81\xe0\xb8\x96\xe0\xb8\xa7\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87",
     CommandVerb::File},
    {"th", "\xe0\xb8\x8a\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\x87", CommandVerb::Square},
    {"th", "\xe0\xb9\x84\xe0\xb8\x9b\xe0\xb9\x84\xe0\xb8\xab\xe0\xb8\x99", CommandVerb::Where},
    {"th",
     "\xe0\xb8\x95\xe0\xb8\xb2\xe0\xb8\xa5\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\xaa\xe0\xb8\xb8\xe0\xb8"
     "\x94",
     CommandVerb::LastMove},
    {"th", "\xe0\xb8\x95\xe0\xb8\xb2\xe0\xb9\x83\xe0\xb8\x84\xe0\xb8\xa3", CommandVerb::Turn},
    {"th", "\xe0\xb8\x99\xe0\xb8\xb1\xe0\xb8\x9a", CommandVerb::Count},
    {"th", "\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb8\xac\xe0\xb8\xb4\xe0\xb8\x81\xe0\xb8\xb2",
     CommandVerb::Clock},
    {"th", "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb9\x83\xe0\xb8\x9a\xe0\xb9\x89", CommandVerb::Hint},
    {"th", "\xe0\xb9\x80\xe0\xb8\x89\xe0\xb8\xa5\xe0\xb8\xa2", CommandVerb::Answer},
    {"th", "\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x81", CommandVerb::Pick},
    {"th", "\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88", CommandVerb::Check},
    {"th", "\xe0\xb8\x8b\xe0\xb9\x89\xe0\xb8\xb3", CommandVerb::Repeat},
    {"th", "\xe0\xb8\x8a\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb8\xa2", CommandVerb::Help},
    // Set-up (the pack editor).
    {"en", "put", CommandVerb::Put},
    {"en", "place", CommandVerb::Put},
    {"en", "remove", CommandVerb::Remove},
    {"en", "del", CommandVerb::Remove},
    {"en", "clear", CommandVerb::ClearBoard},
    {"en", "empty", CommandVerb::ClearBoard},
    {"en", "start", CommandVerb::StartPosition},
    {"en", "fen", CommandVerb::Fen},
    {"en", "side", CommandVerb::Turn},
    {"id", "taruh", CommandVerb::Put},
    {"id", "letakkan", CommandVerb::Put},
    {"id", "hapus", CommandVerb::Remove},
    {"id", "angkat", CommandVerb::Remove},
    {"id", "kosongkan", CommandVerb::ClearBoard},
    {"id", "awal", CommandVerb::StartPosition},
    {"de", "setze", CommandVerb::Put},
    {"de", "stelle", CommandVerb::Put},
    {"de", "entferne", CommandVerb::Remove},
    {"de", "nimm", CommandVerb::Remove},
    {"de", "leeren", CommandVerb::ClearBoard},
    {"de", "grundstellung", CommandVerb::StartPosition},
    // วาง put, เอาออก / ยกออก take off, ล้างกระดาน / ล้าง clear the board,
    // ตำแหน่งเริ่มต้น / เริ่มต้น the start position, ฝ่ายเดิน the side to move.
    {"th", "\xe0\xb8\xa7\xe0\xb8\xb2\xe0\xb8\x87", CommandVerb::Put},
    {"th", "\xe0\xb9\x80\xe0\xb8\xad\xe0\xb8\xb2\xe0\xb8\xad\xe0\xb8\xad\xe0\xb8\x81",
     CommandVerb::Remove},
    {"th", "\xe0\xb8\xa2\xe0\xb8\x81\xe0\xb8\xad\xe0\xb8\xad\xe0\xb8\x81", CommandVerb::Remove},
    {"th",
     "\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\x87\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8"
     "\x94\xe0\xb8\xb2\xe0\xb8\x99",
     CommandVerb::ClearBoard},
    {"th", "\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\x87", CommandVerb::ClearBoard},
    {"th",
     "\xe0\xb8\x95\xe0\xb8\xb3\xe0\xb9\x81\xe0\xb8\xab\xe0\xb8\x99\xe0\xb9\x88\xe0\xb8\x87\xe0\xb9"
     "\x80\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb9\x88\xe0\xb8\xa1\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\x99",
     CommandVerb::StartPosition},
    {"th",
     "\xe0\xb9\x80\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb9\x88\xe0\xb8\xa1\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8"
     "\x99",
     CommandVerb::StartPosition},
    {"th",
     "\xe0\xb8\x9d\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\xa2\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xb4\xe0\xb8"
     "\x99",
     CommandVerb::Turn},
};

// The sides as the set-up names them ("put white ma b1"); Xiangqi's Red is
// Color::White. Thai: ฝ่ายขาว / ขาว white, ฝ่ายดำ / ดำ black, ฝ่ายแดง / แดง red.
struct SideWord {
    std::string_view language;
    std::string_view word;
    Color side;
};
constexpr SideWord kSideWords[] = {
    {"en", "white", Color::White},
    {"en", "black", Color::Black},
    {"en", "red", Color::White},
    {"id", "putih", Color::White},
    {"id", "hitam", Color::Black},
    {"id", "merah", Color::White},
    {"de", "wei\xc3\x9f", Color::White},
    {"de", "weiss", Color::White},
    {"de", "schwarz", Color::Black},
    {"de", "rot", Color::White},
    {"th", "\xe0\xb8\x9d\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\xa2\xe0\xb8\x82\xe0\xb8\xb2\xe0\xb8\xa7",
     Color::White},
    {"th", "\xe0\xb8\x82\xe0\xb8\xb2\xe0\xb8\xa7", Color::White},
    {"th", "\xe0\xb8\x9d\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\xa2\xe0\xb8\x94\xe0\xb8\xb3",
     Color::Black},
    {"th", "\xe0\xb8\x94\xe0\xb8\xb3", Color::Black},
    {"th", "\xe0\xb8\x9d\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\xa2\xe0\xb9\x81\xe0\xb8\x94\xe0\xb8\x87",
     Color::White},
    {"th", "\xe0\xb9\x81\xe0\xb8\x94\xe0\xb8\x87", Color::White},
};

// Piece names for the set-up, as the app names them in each language (Makruk's
// stay Thai names outside Thai, so English serves Indonesian and German), with
// the chess names English players use too. Thai: ขุน เม็ด โคน ม้า เรือ เบี้ยหงาย
// เบี้ย; Xiangqi แม่ทัพ ที่ปรึกษา ช้าง ม้า รถ ปืนใหญ่ ทหาร.
struct PieceWord {
    std::string_view language;
    VariantId variant;
    std::string_view word;
    PieceType type;
};
constexpr PieceWord kPieceWords[] = {
    {"en", VariantId::Makruk, "khun", PieceType::King},
    {"en", VariantId::Makruk, "king", PieceType::King},
    {"en", VariantId::Makruk, "met", PieceType::Met},
    {"en", VariantId::Makruk, "queen", PieceType::Met},
    {"en", VariantId::Makruk, "khon", PieceType::Khon},
    {"en", VariantId::Makruk, "ma", PieceType::Horse},
    {"en", VariantId::Makruk, "horse", PieceType::Horse},
    {"en", VariantId::Makruk, "knight", PieceType::Horse},
    {"en", VariantId::Makruk, "rua", PieceType::Rook},
    {"en", VariantId::Makruk, "rook", PieceType::Rook},
    {"en", VariantId::Makruk, "bia ngai", PieceType::BiaNgai},
    {"en", VariantId::Makruk, "biangai", PieceType::BiaNgai},
    {"en", VariantId::Makruk, "bia", PieceType::Pawn},
    {"en", VariantId::Makruk, "pawn", PieceType::Pawn},
    {"th", VariantId::Makruk, "\xe0\xb8\x82\xe0\xb8\xb8\xe0\xb8\x99", PieceType::King},
    {"th", VariantId::Makruk, "\xe0\xb9\x80\xe0\xb8\xa1\xe0\xb9\x87\xe0\xb8\x94", PieceType::Met},
    {"th", VariantId::Makruk, "\xe0\xb9\x82\xe0\xb8\x84\xe0\xb8\x99", PieceType::Khon},
    {"th", VariantId::Makruk, "\xe0\xb8\xa1\xe0\xb9\x89\xe0\xb8\xb2", PieceType::Horse},
    {"th", VariantId::Makruk, "\xe0\xb9\x80\xe0\xb8\xa3\xe0\xb8\xb7\xe0\xb8\xad", PieceType::Rook},
    {"th", VariantId::Makruk,
     "\xe0\xb9\x80\xe0\xb8\x9a\xe0\xb8\xb5\xe0\xb9\x89\xe0\xb8\xa2\xe0\xb8\xab\xe0\xb8\x87\xe0\xb8"
     "\xb2\xe0\xb8\xa2",
     PieceType::BiaNgai},
    {"th", VariantId::Makruk, "\xe0\xb9\x80\xe0\xb8\x9a\xe0\xb8\xb5\xe0\xb9\x89\xe0\xb8\xa2",
     PieceType::Pawn},
    {"en", VariantId::Xiangqi, "general", PieceType::King},
    {"en", VariantId::Xiangqi, "king", PieceType::King},
    {"en", VariantId::Xiangqi, "advisor", PieceType::Advisor},
    {"en", VariantId::Xiangqi, "guard", PieceType::Advisor},
    {"en", VariantId::Xiangqi, "elephant", PieceType::Elephant},
    {"en", VariantId::Xiangqi, "minister", PieceType::Elephant},
    {"en", VariantId::Xiangqi, "horse", PieceType::Horse},
    {"en", VariantId::Xiangqi, "knight", PieceType::Horse},
    {"en", VariantId::Xiangqi, "chariot", PieceType::Rook},
    {"en", VariantId::Xiangqi, "rook", PieceType::Rook},
    {"en", VariantId::Xiangqi, "cannon", PieceType::Cannon},
    {"en", VariantId::Xiangqi, "soldier", PieceType::Pawn},
    {"en", VariantId::Xiangqi, "pawn", PieceType::Pawn},
    {"id", VariantId::Xiangqi, "jenderal", PieceType::King},
    {"id", VariantId::Xiangqi, "penasihat", PieceType::Advisor},
    {"id", VariantId::Xiangqi, "gajah", PieceType::Elephant},
    {"id", VariantId::Xiangqi, "kuda", PieceType::Horse},
    {"id", VariantId::Xiangqi, "kereta", PieceType::Rook},
    {"id", VariantId::Xiangqi, "meriam", PieceType::Cannon},
    {"id", VariantId::Xiangqi, "prajurit", PieceType::Pawn},
    {"de", VariantId::Xiangqi, "general", PieceType::King},
    {"de", VariantId::Xiangqi, "berater", PieceType::Advisor},
    {"de", VariantId::Xiangqi, "elefant", PieceType::Elephant},
    {"de", VariantId::Xiangqi, "pferd", PieceType::Horse},
    {"de", VariantId::Xiangqi, "wagen", PieceType::Rook},
    {"de", VariantId::Xiangqi, "kanone", PieceType::Cannon},
    {"de", VariantId::Xiangqi, "soldat", PieceType::Pawn},
    {"th", VariantId::Xiangqi,
     "\xe0\xb9\x81\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x97\xe0\xb8\xb1\xe0\xb8\x9e", PieceType::King},
    {"th", VariantId::Xiangqi,
     "\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\xb6\xe0\xb8\x81\xe0\xb8"
     "\xa9\xe0\xb8\xb2",
     PieceType::Advisor},
    {"th", VariantId::Xiangqi, "\xe0\xb8\x8a\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\x87",
     PieceType::Elephant},
    {"th", VariantId::Xiangqi, "\xe0\xb8\xa1\xe0\xb9\x89\xe0\xb8\xb2", PieceType::Horse},
    {"th", VariantId::Xiangqi, "\xe0\xb8\xa3\xe0\xb8\x96", PieceType::Rook},
    {"th", VariantId::Xiangqi,
     "\xe0\xb8\x9b\xe0\xb8\xb7\xe0\xb8\x99\xe0\xb9\x83\xe0\xb8\xab\xe0\xb8\x8d\xe0\xb9\x88",
     PieceType::Cannon},
    {"th", VariantId::Xiangqi, "\xe0\xb8\x97\xe0\xb8\xab\xe0\xb8\xb2\xe0\xb8\xa3", PieceType::Pawn},
};

bool IsAscii(std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return (unsigned char)c < 0x80; });
}

std::string Lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower((unsigned char)c));
    return out;
}

std::string_view Trim(std::string_view s) {
    while (!s.empty() && std::isspace((unsigned char)s.front())) s.remove_prefix(1);
    while (!s.empty() && std::isspace((unsigned char)s.back())) s.remove_suffix(1);
    return s;
}

// Thai square names ("ข๑", "ข1") in Latin letters ("b1"), on boards that have
// them; other text is left as it is.
std::string LatinSquares(const Variant& v, std::string_view text) {
    std::string out(text);
    if (!HasThaiSquareNames(v)) return out;
    auto replaceAll = [&](const std::string& from, const std::string& to) {
        for (size_t at = out.find(from); at != std::string::npos; at = out.find(from, at))
            out.replace(at, from.size(), to);
    };
    for (int file = 0; file < v.files; ++file)
        replaceAll(ThaiFileName(v, file), std::string(1, char('a' + file)));
    for (int rank = 0; rank < v.ranks; ++rank)
        replaceAll(ThaiRankName(v, rank), std::to_string(rank + 1));
    return out;
}

std::optional<Square> ReadSquare(const Variant& v, std::string_view text) {
    const std::string latin = Lower(Trim(LatinSquares(v, text)));
    if (latin.empty()) return std::nullopt;
    return ParseSquare(v, latin);
}

std::optional<int> ReadRank(const Variant& v, std::string_view text) {
    const std::string latin = LatinSquares(v, text);
    const std::string_view t = Trim(latin);
    if (t.empty() || t.size() > 2 ||
        !std::all_of(t.begin(), t.end(), [](char c) { return std::isdigit((unsigned char)c); }))
        return std::nullopt;
    const int rank = std::stoi(std::string(t)) - 1;
    if (rank < 0 || rank >= v.ranks) return std::nullopt;
    return rank;
}

std::optional<int> ReadFile(const Variant& v, std::string_view text) {
    const std::string latin = Lower(Trim(LatinSquares(v, text)));
    if (latin.size() != 1 || latin[0] < 'a' || latin[0] >= 'a' + v.files) return std::nullopt;
    return latin[0] - 'a';
}

// How long `word` is when the lower-cased `lower` starts with it, else 0. An
// ASCII word must stand as a word; a Thai one may run into what follows.
size_t PrefixLength(std::string_view lower, std::string_view word) {
    if (lower.compare(0, word.size(), word) != 0) return 0;
    const std::string_view rest = lower.substr(word.size());
    if (IsAscii(word) && !rest.empty() && !std::isspace((unsigned char)rest.front())) return 0;
    return word.size();
}

bool Understood(std::string_view entryLanguage, std::string_view language) {
    return entryLanguage == "en" || entryLanguage == language;
}

// The longest entry of `table` that `text` starts with, in English or
// `language`, that `accept` takes; the rest of `text` after it goes to `rest`.
template <class Entry, size_t N, class Accept>
const Entry* LongestPrefix(const Entry (&table)[N], std::string_view text,
                           std::string_view language, std::string_view* rest, Accept accept) {
    const std::string lower = Lower(text);
    const Entry* best = nullptr;
    size_t bestLength = 0;
    for (const Entry& e : table) {
        if (!Understood(e.language, language) || !accept(e) || e.word.size() <= bestLength)
            continue;
        if (const size_t length = PrefixLength(lower, e.word)) {
            best = &e;
            bestLength = length;
        }
    }
    if (best) *rest = Trim(text.substr(bestLength));
    return best;
}

// The side a set-up line names ("white", "ฝ่ายดำ"), and the rest after it.
std::optional<Color> ReadSide(std::string_view text, std::string_view language,
                              std::string_view* rest) {
    const SideWord* word =
        LongestPrefix(kSideWords, text, language, rest, [](const SideWord&) { return true; });
    if (!word) return std::nullopt;
    return word->side;
}

// "white ma b1", "ฝ่ายดำ เรือ ก๘", or a FEN letter whose case names the side
// ("N b1", "r a8").
std::variant<TextCommand, CommandProblem> ReadPlacement(const Variant& v, std::string_view text,
                                                        std::string_view language) {
    std::optional<Piece> piece;
    std::string_view square;
    if (text.size() >= 2 && std::isalpha((unsigned char)text[0]) &&
        std::isspace((unsigned char)text[1])) {
        if (auto type = v.TypeForLetter(char(std::tolower((unsigned char)text[0])))) {
            const bool upper = std::isupper((unsigned char)text[0]);
            piece = MakePiece(upper ? Color::White : Color::Black, *type);
            square = Trim(text.substr(1));
        }
    }
    std::string_view afterSide;
    if (!piece)
        if (auto side = ReadSide(text, language, &afterSide))
            if (const PieceWord* word =
                    LongestPrefix(kPieceWords, afterSide, language, &square,
                                  [&](const PieceWord& w) { return w.variant == v.id; }))
                piece = MakePiece(*side, word->type);
    if (!piece) return CommandProblem::NeedsPiece;
    if (square.empty()) return CommandProblem::NeedsSquare;
    const auto at = ReadSquare(v, square);
    if (!at) return CommandProblem::NotASquare;
    TextCommand put = TextCommand::Of(CommandKind::Put, *at);
    put.piece = *piece;
    return put;
}

std::variant<TextCommand, CommandProblem> ReadVerb(const Position& pos, CommandVerb verb,
                                                   std::string_view argument,
                                                   std::string_view language,
                                                   CommandContext context) {
    const Variant& v = pos.GetVariant();
    auto plain = [&](CommandKind kind) -> std::variant<TextCommand, CommandProblem> {
        if (!argument.empty()) return CommandProblem::Unknown;
        return TextCommand::Of(kind);
    };
    switch (verb) {
        case CommandVerb::Position:
            return plain(CommandKind::Position);
        case CommandVerb::LastMove:
            return plain(CommandKind::LastMove);
        case CommandVerb::Turn: {
            if (argument.empty() || context != CommandContext::Setup)
                return plain(CommandKind::Turn);
            std::string_view rest;
            const auto side = ReadSide(argument, language, &rest);
            if (!side || !rest.empty()) return CommandProblem::NotASide;
            TextCommand turn = TextCommand::Of(CommandKind::SetSide);
            turn.side = *side;
            return turn;
        }
        case CommandVerb::Count:
            return plain(CommandKind::Count);
        case CommandVerb::Clock:
            return plain(CommandKind::Clock);
        case CommandVerb::Hint:
            return plain(CommandKind::Hint);
        case CommandVerb::Answer:
            return plain(CommandKind::Answer);
        case CommandVerb::Check:
            return plain(CommandKind::Check);
        case CommandVerb::Repeat:
            return plain(CommandKind::Repeat);
        case CommandVerb::Help:
            return plain(CommandKind::Help);
        case CommandVerb::Rank:
            if (argument.empty()) return TextCommand::Of(CommandKind::AllRanks);
            if (auto rank = ReadRank(v, argument))
                return TextCommand::Of(CommandKind::Rank, kNoSquare, *rank);
            return CommandProblem::NotALine;
        case CommandVerb::File:
            if (argument.empty()) return TextCommand::Of(CommandKind::AllFiles);
            if (auto file = ReadFile(v, argument))
                return TextCommand::Of(CommandKind::File, kNoSquare, *file);
            return CommandProblem::NotALine;
        case CommandVerb::Scan:
            if (auto rank = ReadRank(v, argument))
                return TextCommand::Of(CommandKind::Rank, kNoSquare, *rank);
            if (auto file = ReadFile(v, argument))
                return TextCommand::Of(CommandKind::File, kNoSquare, *file);
            return CommandProblem::NotALine;
        case CommandVerb::Square:
        case CommandVerb::Where:
        case CommandVerb::Pick: {
            if (argument.empty()) return CommandProblem::NeedsSquare;
            const auto square = ReadSquare(v, argument);
            if (!square) return CommandProblem::NotASquare;
            const CommandKind kind = verb == CommandVerb::Where  ? CommandKind::Where
                                     : verb == CommandVerb::Pick ? CommandKind::Pick
                                                                 : CommandKind::Square;
            return TextCommand::Of(kind, *square);
        }
        case CommandVerb::Put:
            return ReadPlacement(v, argument, language);
        case CommandVerb::Remove: {
            if (argument.empty()) return CommandProblem::NeedsSquare;
            const auto square = ReadSquare(v, argument);
            if (!square) return CommandProblem::NotASquare;
            return TextCommand::Of(CommandKind::Remove, *square);
        }
        case CommandVerb::ClearBoard:
            return plain(CommandKind::ClearBoard);
        case CommandVerb::StartPosition:
            return plain(CommandKind::StartPosition);
        case CommandVerb::Fen:
            if (argument.empty()) return TextCommand::Of(CommandKind::Fen);
            return TextCommand::Of(CommandKind::SetFen, kNoSquare, -1, std::string(argument));
    }
    return CommandProblem::Unknown;
}

// The keyword `text` starts with among the verbs of `context`, and the rest.
std::optional<std::pair<CommandVerb, std::string_view>> MatchKeyword(std::string_view text,
                                                                     std::string_view language,
                                                                     CommandContext context) {
    std::string_view rest;
    const Keyword* keyword = LongestPrefix(kKeywords, text, language, &rest, [&](const Keyword& k) {
        return VerbIn(k.verb, context);
    });
    if (!keyword) return std::nullopt;
    return std::pair{keyword->verb, rest};
}

// Spaces and the separators people type between two squares dropped ("b1-c3").
std::string Compact(std::string_view text) {
    std::string out;
    for (char c : text)
        if (!std::isspace((unsigned char)c) && c != '-') out += c;
    return out;
}

// Set-up: two squares ("b1c3", "b1-c3", "ข๑ค๓"), the piece on the first moved
// to the second as a drag on the board does.
std::optional<TextCommand> ReadPieceMove(const Variant& v, std::string_view text) {
    const std::string squares = Lower(Compact(LatinSquares(v, text)));
    for (size_t split = 2; split + 2 <= squares.size(); ++split) {
        const auto from = ParseSquare(v, std::string_view(squares).substr(0, split));
        const auto to = ParseSquare(v, std::string_view(squares).substr(split));
        if (!from || !to) continue;
        TextCommand move = TextCommand::Of(CommandKind::MovePiece, *from);
        move.target = *to;
        return move;
    }
    return std::nullopt;
}

}  // namespace

bool VerbIn(CommandVerb verb, CommandContext context) {
    switch (verb) {
        case CommandVerb::Position:
        case CommandVerb::Rank:
        case CommandVerb::File:
        case CommandVerb::Scan:
        case CommandVerb::Square:
        case CommandVerb::Turn:
        case CommandVerb::Repeat:
        case CommandVerb::Help:
            return true;
        case CommandVerb::Put:
        case CommandVerb::Remove:
        case CommandVerb::ClearBoard:
        case CommandVerb::StartPosition:
        case CommandVerb::Fen:
            return context == CommandContext::Setup;
        case CommandVerb::Where:
        case CommandVerb::LastMove:
        case CommandVerb::Count:
        case CommandVerb::Clock:
        case CommandVerb::Hint:
        case CommandVerb::Answer:
        case CommandVerb::Pick:
        case CommandVerb::Check:
            return context == CommandContext::Play;
    }
    return false;
}

std::variant<TextCommand, CommandProblem> ParseTextCommand(const Position& pos,
                                                           std::string_view text,
                                                           std::string_view language,
                                                           CommandContext context) {
    text = Trim(text);
    if (text.empty()) return CommandProblem::Empty;
    const Variant& v = pos.GetVariant();
    if (auto keyword = MatchKeyword(text, language, context))
        return ReadVerb(pos, keyword->first, keyword->second, language, context);
    if (auto square = ReadSquare(v, text)) return TextCommand::Of(CommandKind::Square, *square);
    if (context == CommandContext::Setup) {
        if (auto move = ReadPieceMove(v, text)) return *move;
        return CommandProblem::Unknown;
    }

    const std::string latin = LatinSquares(v, text);
    for (const std::string& candidate : {latin, Compact(latin)}) {
        const auto move = ParseMoveText(pos, candidate);
        if (const Move* m = std::get_if<Move>(&move))
            return TextCommand::Of(CommandKind::Move, kNoSquare, -1, MoveToString(v, *m));
    }
    const std::string coordinate = Lower(Compact(latin));
    if (LooksLikeCoordinateMove(coordinate))
        return TextCommand::Of(CommandKind::Move, kNoSquare, -1, coordinate);
    return CommandProblem::Unknown;
}

std::vector<std::string_view> CommandKeywords(CommandVerb verb, std::string_view language) {
    std::vector<std::string_view> words;
    for (const Keyword& k : kKeywords)
        if (k.verb == verb && k.language == language) words.push_back(k.word);
    if (words.empty() && language != "en") return CommandKeywords(verb, "en");
    std::stable_sort(words.begin(), words.end(),
                     [](std::string_view a, std::string_view b) { return a.size() > b.size(); });
    return words;
}

}  // namespace chatur
