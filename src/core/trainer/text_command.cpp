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

// The keyword `text` starts with, if any, and the rest after it. An ASCII
// keyword must stand as a word; a Thai one may run into what follows.
std::optional<std::pair<CommandVerb, std::string_view>> MatchKeyword(std::string_view text,
                                                                     std::string_view language) {
    const std::string lower = Lower(text);
    std::optional<std::pair<CommandVerb, std::string_view>> best;
    size_t bestLength = 0;
    for (const Keyword& k : kKeywords) {
        if (k.language != "en" && k.language != language) continue;
        if (k.word.size() <= bestLength || lower.compare(0, k.word.size(), k.word) != 0) continue;
        const std::string_view rest = text.substr(k.word.size());
        if (IsAscii(k.word) && !rest.empty() && !std::isspace((unsigned char)rest.front()))
            continue;
        best = std::pair{k.verb, Trim(rest)};
        bestLength = k.word.size();
    }
    return best;
}

std::variant<TextCommand, CommandProblem> ReadVerb(const Position& pos, CommandVerb verb,
                                                   std::string_view argument) {
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
        case CommandVerb::Turn:
            return plain(CommandKind::Turn);
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
    }
    return CommandProblem::Unknown;
}

// Spaces and the separators people type between two squares dropped ("b1-c3").
std::string Compact(std::string_view text) {
    std::string out;
    for (char c : text)
        if (!std::isspace((unsigned char)c) && c != '-') out += c;
    return out;
}

}  // namespace

std::variant<TextCommand, CommandProblem> ParseTextCommand(const Position& pos,
                                                           std::string_view text,
                                                           std::string_view language) {
    text = Trim(text);
    if (text.empty()) return CommandProblem::Empty;
    const Variant& v = pos.GetVariant();
    if (auto keyword = MatchKeyword(text, language))
        return ReadVerb(pos, keyword->first, keyword->second);
    if (auto square = ReadSquare(v, text)) return TextCommand::Of(CommandKind::Square, *square);

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
