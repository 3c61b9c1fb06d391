#include "core/search/uci_go.h"

#include <algorithm>
#include <charconv>

#include "core/notation/printable_text.h"

namespace chatur {

namespace {

constexpr int64_t kLargestValue = 1'000'000'000'000;  // 31 years in ms; more means nothing
constexpr int64_t kLongestMoveMs = 24LL * 60 * 60 * 1000;
constexpr int kMaxGoDepth = 64;

std::string_view NextWord(std::string_view& rest) {
    size_t b = rest.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos) {
        rest = {};
        return {};
    }
    rest.remove_prefix(b);
    size_t e = rest.find_first_of(" \t\r\n");
    std::string_view word = rest.substr(0, e);
    rest.remove_prefix(e == std::string_view::npos ? rest.size() : e);
    return word;
}

std::string Quoted(std::string_view text) {
    std::string out(1, '\'');
    out += PrintableText(text, 40);
    out += '\'';
    return out;
}

UciGoError Refuse(std::string message) {
    return UciGoError{"go refused: " + std::move(message)};
}

}  // namespace

std::variant<UciGo, UciGoError> ParseUciGo(std::string_view arguments) {
    UciGo go;
    std::string_view rest = arguments;
    for (std::string_view word = NextWord(rest); !word.empty(); word = NextWord(rest)) {
        if (word == "infinite") {
            go.infinite = true;
            continue;
        }
        const bool known = word == "depth" || word == "movetime" || word == "nodes" ||
                           word == "wtime" || word == "btime" || word == "winc" || word == "binc" ||
                           word == "movestogo" || word == "mate";
        if (!known)
            return Refuse(Quoted(word) +
                          " is not a go option Chatur knows (depth, movetime, nodes, wtime, "
                          "btime, winc, binc, movestogo, mate, infinite)");
        std::string_view text = NextWord(rest);
        int64_t value = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size())
            return Refuse(std::string(word) + " needs a whole number" +
                          (text.empty() ? std::string() : ", not " + Quoted(text)));
        if (value > kLargestValue || value < -kLargestValue)
            return Refuse(std::string(word) + " " + std::string(text) + " is too large");
        const bool clock = word == "wtime" || word == "btime" || word == "winc" || word == "binc";
        if (!clock && value <= 0)
            return Refuse(std::string(word) + " must be at least 1, not " + std::string(text));
        if (word == "depth")
            go.depth = int(std::min<int64_t>(value, kMaxGoDepth));
        else if (word == "mate")
            go.depth = int(std::min<int64_t>(2 * value, kMaxGoDepth));
        else if (word == "movetime")
            go.moveTimeMs = value;
        else if (word == "nodes")
            go.nodes = uint64_t(value);
        else if (word == "movestogo")
            go.movesToGo = value;
        else {
            // A clock that has run out, or a negative increment, counts as zero.
            int64_t v = std::max<int64_t>(0, value);
            int side = word[0] == 'w' ? 0 : 1;
            if (word[1] == 't')
                go.time[side] = v;
            else
                go.increment[side] = v;
        }
    }
    return go;
}

SearchLimits UciGoLimits(const UciGo& go, Color mover) {
    SearchLimits limits;
    if (go.depth > 0) limits.maxDepth = go.depth;
    limits.maxNodes = go.nodes;
    int64_t ms = 0;
    bool onClock = false;
    const int64_t left = go.time[Index(mover)];
    if (go.moveTimeMs > 0) {
        ms = go.moveTimeMs;
    } else if (!go.infinite && left >= 0) {
        const int64_t inc = go.increment[Index(mover)];
        ms = std::max<int64_t>(10, std::min(left / 2, left / go.movesToGo + inc / 2));
        onClock = true;
    } else if (!go.infinite && go.depth == 0 && go.nodes == 0) {
        ms = kDefaultGoMoveTimeMs;
    }
    limits.moveTimeMs = int(std::min(ms, kLongestMoveMs));
    // On a clock, the budget is a target: no new iteration starts after half of
    // it, so the move rarely takes all of it. A fixed movetime is spent whole.
    if (onClock) limits.softTimeMs = limits.moveTimeMs / 2;
    return limits;
}

}  // namespace chatur
