#include "core/play/saved_game.h"

#include <charconv>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "core/platform/atomic_file.h"
#include "core/platform/utf8_path.h"

namespace chatur {

namespace {

constexpr std::string_view kHeader = "chatur-saved-game 1";

uint64_t Checksum(std::string_view text) {
    uint64_t h = 1469598103934665603ull;  // FNV-1a
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

std::vector<std::string_view> Words(std::string_view text) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        size_t j = i;
        while (j < text.size() && text[j] != ' ') ++j;
        if (j > i) out.push_back(text.substr(i, j - i));
        i = j;
    }
    return out;
}

template <typename T>
bool ToNumber(std::string_view s, T& out) {
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

std::string SideKey(Color c) {
    return c == Color::White ? "white" : "black";
}

SavedGameError Corrupt(const std::string& why) {
    return {SavedGameError::Kind::Corrupt, why};
}

std::optional<ClockSideState> ParseClockSide(const std::vector<std::string_view>& w) {
    ClockSideState s;
    if (w.size() != 2 || !ToNumber(w[0], s.mainMs) || !ToNumber(w[1], s.periodsLeft) ||
        s.mainMs < 0 || s.periodsLeft < 0)
        return std::nullopt;
    return s;
}

// Reads one "key value" line into `game`; an error message when it is wrong.
std::optional<std::string> ReadLine(std::string_view key, std::string_view value, SavedGame& game) {
    GameSetup& s = game.setup;
    const std::vector<std::string_view> w = Words(value);
    if (key == "variant") {
        const Variant* v = FindVariant(value);
        if (!v) return "unknown variant";
        s.variant = v->id;
    } else if (key == "profile") {
        s.profile = std::string(value);
    } else if (key == "fen") {
        s.fen = value == "start" ? std::string() : std::string(value);
    } else if (key == "opponent") {
        auto o = OpponentFromKey(value);
        if (!o) return "unknown opponent";
        s.opponent = *o;
    } else if (key == "human") {
        if (value != "white" && value != "black") return "unknown side";
        s.humanSide = value == "white" ? Color::White : Color::Black;
    } else if (key == "level") {
        auto l = LevelFromKey(value);
        if (!l) return "unknown level";
        s.level = *l;
    } else if (key == "seed") {
        if (!ToNumber(value, s.seed)) return "bad seed";
    } else if (key == "clock") {
        if (value == "none") {
            s.clock.reset();
        } else {
            ClockSettings c;
            if (w.size() != 3 || !ToNumber(w[0], c.mainSeconds) || !ToNumber(w[1], c.periods) ||
                !ToNumber(w[2], c.periodSeconds) || !c.IsValid())
                return "bad clock";
            s.clock = c;
        }
    } else if (key == "clock-white" || key == "clock-black") {
        auto side = ParseClockSide(w);
        if (!side) return "bad clock time";
        (key == "clock-white" ? game.clockWhite : game.clockBlack) = side;
    } else if (key == "saved") {
        if (!ToNumber(value, game.savedAt)) return "bad time";
    } else if (key == "actions") {
        for (std::string_view a : w) game.actions.emplace_back(a);
    } else {
        return "unknown line";
    }
    return std::nullopt;
}

}  // namespace

SavedGame SnapshotOf(const PlaySession& session, int64_t savedAt,
                     std::optional<ClockSideState> clockWhite,
                     std::optional<ClockSideState> clockBlack) {
    SavedGame g;
    g.setup = session.Setup();
    g.actions = session.Actions();
    if (g.setup.clock) {
        g.clockWhite = clockWhite;
        g.clockBlack = clockBlack;
    }
    g.savedAt = savedAt;
    return g;
}

std::string FormatSavedGame(const SavedGame& game) {
    const GameSetup& s = game.setup;
    std::ostringstream out;
    out << kHeader << '\n';
    out << "variant " << GetVariant(s.variant).name << '\n';
    out << "profile " << (s.profile.empty() ? GetVariant(s.variant).defaultProfile : s.profile)
        << '\n';
    out << "fen " << (s.fen.empty() ? "start" : s.fen) << '\n';
    out << "opponent " << OpponentKey(s.opponent) << '\n';
    out << "human " << SideKey(s.humanSide) << '\n';
    out << "level " << LevelKey(s.level) << '\n';
    out << "seed " << s.seed << '\n';
    if (s.clock)
        out << "clock " << s.clock->mainSeconds << ' ' << s.clock->periods << ' '
            << s.clock->periodSeconds << '\n';
    else
        out << "clock none\n";
    if (game.clockWhite)
        out << "clock-white " << game.clockWhite->mainMs << ' ' << game.clockWhite->periodsLeft
            << '\n';
    if (game.clockBlack)
        out << "clock-black " << game.clockBlack->mainMs << ' ' << game.clockBlack->periodsLeft
            << '\n';
    out << "saved " << game.savedAt << '\n';
    out << "actions";
    for (const std::string& a : game.actions) out << ' ' << a;
    out << '\n';
    std::string body = out.str();
    size_t lines = 0;
    for (char c : body) lines += c == '\n';
    char end[64];
    std::snprintf(end, sizeof end, "end %zu %016llx\n", lines,
                  static_cast<unsigned long long>(Checksum(body)));
    return body + end;
}

std::variant<SavedGame, SavedGameError> ParseSavedGame(std::string_view text) {
    // The last line seals everything before it.
    if (text.empty() || text.back() != '\n') return Corrupt("the file is truncated");
    const size_t lastStart = text.find_last_of('\n', text.size() - 2);
    const std::string_view body =
        text.substr(0, lastStart == std::string_view::npos ? 0 : lastStart + 1);
    const std::vector<std::string_view> seal =
        Words(text.substr(body.size(), text.size() - body.size() - 1));
    size_t lines = 0;
    for (char c : body) lines += c == '\n';
    size_t sealedLines = 0;
    uint64_t sealedSum = 0;
    if (seal.size() != 3 || seal[0] != "end" || !ToNumber(seal[1], sealedLines) ||
        std::from_chars(seal[2].data(), seal[2].data() + seal[2].size(), sealedSum, 16).ec !=
            std::errc())
        return Corrupt("the file is truncated");
    if (sealedLines != lines || sealedSum != Checksum(body))
        return Corrupt("the file is damaged (checksum mismatch)");

    SavedGame game;
    bool hasVariant = false;
    size_t lineNo = 0, pos = 0;
    while (pos < body.size()) {
        const size_t nl = body.find('\n', pos);
        const std::string_view line = body.substr(pos, nl - pos);
        pos = nl + 1;
        ++lineNo;
        if (lineNo == 1) {
            if (line != kHeader) return Corrupt("not a Chatur saved game");
            continue;
        }
        const size_t space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        const std::string_view value =
            space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
        if (auto why = ReadLine(key, value, game))
            return Corrupt("line " + std::to_string(lineNo) + ": " + *why);
        hasVariant = hasVariant || key == "variant";
    }
    if (!hasVariant) return Corrupt("no variant");
    if (!std::holds_alternative<const RuleProfile*>(SetupProfile(game.setup)))
        return Corrupt("unknown rule profile " + game.setup.profile);
    return game;
}

namespace {

// A saved game that does not parse or does not replay.
std::optional<SavedGameError> Damage(std::string_view text) {
    auto parsed = ParseSavedGame(text);
    if (auto* error = std::get_if<SavedGameError>(&parsed)) return *error;
    auto replayed =
        PlaySession::Replay(std::get<SavedGame>(parsed).setup, std::get<SavedGame>(parsed).actions);
    if (auto* error = std::get_if<SessionError>(&replayed)) return Corrupt(error->message);
    return std::nullopt;
}

}  // namespace

std::optional<SavedGameError> SaveGameFile(const std::string& path, const SavedGame& game) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path target = platform::PathFromUtf8(path);
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    // A damaged saved game is kept aside, as damaged progress is, never overwritten.
    if (auto old = platform::ReadWholeFile(path); old && Damage(*old)) {
        auto kept = platform::KeepDamagedFile(path);
        if (auto* error = std::get_if<platform::WriteError>(&kept))
            return SavedGameError{SavedGameError::Kind::WriteFailed,
                                  "not overwriting the damaged saved game: " + error->message};
    }
    if (auto error = platform::WriteFileAtomically(path, FormatSavedGame(game), false))
        return SavedGameError{SavedGameError::Kind::WriteFailed, error->message};
    return std::nullopt;
}

std::variant<SavedGame, SavedGameError> LoadGameFile(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::exists(platform::PathFromUtf8(path), ec))
        return SavedGameError{SavedGameError::Kind::Missing, path};
    auto text = platform::ReadWholeFile(path);
    if (!text) return SavedGameError{SavedGameError::Kind::Unreadable, "cannot read " + path};
    if (auto damage = Damage(*text)) {
        auto kept = platform::KeepDamagedFile(path);
        if (auto* name = std::get_if<std::string>(&kept))
            damage->message += "; the file is kept as " + *name;
        else
            damage->message += "; " + std::get<platform::WriteError>(kept).message;
        return *damage;
    }
    return ParseSavedGame(*text);
}

std::variant<PlaySession, SavedGameError> ResumeSession(const SavedGame& game) {
    auto replayed = PlaySession::Replay(game.setup, game.actions);
    if (auto* error = std::get_if<SessionError>(&replayed)) return Corrupt(error->message);
    return std::get<PlaySession>(std::move(replayed));
}

}  // namespace chatur
