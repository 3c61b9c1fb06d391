#include "core/review/review_cache.h"

#include <cstdio>
#include <sstream>

#include "core/platform/atomic_file.h"
#include "core/platform/fnv1a.h"
#include "core/platform/system_paths.h"
#include "core/platform/utf8_path.h"

namespace chatur::review {

namespace {

constexpr std::string_view kHeader = "chatur-review 1";

// A double written so that it reads back exactly.
std::string Exact(double d) {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.17g", d);
    return buffer;
}

void WriteScore(std::ostream& out, const WhiteScore& s) {
    out << s.mate << ' ' << s.centipawns << ' ' << s.mateMoves << ' ' << s.whiteWon;
}

bool ReadScore(std::istream& in, WhiteScore& s) {
    return bool(in >> s.mate >> s.centipawns >> s.mateMoves >> s.whiteWon);
}

}  // namespace

std::string ReviewKey(const Variant& variant, const RuleProfile& profile,
                      const std::string& startFen, const std::vector<Move>& moves,
                      const std::vector<CountDeclaration>& declarations,
                      const ReviewOptions& options) {
    std::ostringstream text;
    text << kHeader << '|' << variant.name << '|' << profile.name << '|' << startFen << '|'
         << options.depth << '|' << options.moveTimeMs << '|';
    for (Move m : moves) text << m.Raw() << ',';
    // Without declarations the key is the one reviews were filed under before
    // declarations were replayed, so those stay found.
    for (const CountDeclaration& d : declarations)
        text << '|' << d.beforeMove << GameActionName(d.action);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx",
                  static_cast<unsigned long long>(platform::Fnv1a(text.str())));
    return hex;
}

std::string SerializeReview(const GameReview& review) {
    std::ostringstream out;
    out << kHeader << '\n' << review.moves.size() << '\n';
    WriteScore(out, review.startEval);
    out << '\n';
    for (double c : review.whiteChances) out << Exact(c) << ' ';
    out << '\n';
    for (const ReviewedMove& m : review.moves) {
        out << m.ply << ' ' << m.played.Raw() << ' ' << int(m.mover) << ' '
            << (m.best ? m.best->Raw() : 0) << ' ' << m.bestLine.size();
        for (Move l : m.bestLine) out << ' ' << l.Raw();
        out << ' ';
        WriteScore(out, m.evalAfter);
        out << ' ' << Exact(m.winBefore) << ' ' << Exact(m.winAfter) << ' ' << Exact(m.winLost)
            << ' ' << Exact(m.accuracy) << ' ' << int(m.moveClass) << ' ' << int(m.table) << '\n';
    }
    return out.str();
}

std::optional<GameReview> ParseReview(std::string_view text, const std::vector<Move>& moves) {
    std::istringstream in{std::string(text)};
    std::string header;
    if (!std::getline(in, header) || header != kHeader) return std::nullopt;
    size_t count = 0;
    if (!(in >> count) || count != moves.size()) return std::nullopt;
    GameReview r;
    if (!ReadScore(in, r.startEval)) return std::nullopt;
    r.whiteChances.resize(count + 1);
    for (double& c : r.whiteChances)
        if (!(in >> c)) return std::nullopt;
    for (size_t i = 0; i < count; ++i) {
        ReviewedMove m;
        unsigned played = 0, best = 0, lineSize = 0;
        int mover = 0, moveClass = 0, table = 0;
        if (!(in >> m.ply >> played >> mover >> best >> lineSize) || lineSize > 1000)
            return std::nullopt;
        for (unsigned k = 0; k < lineSize; ++k) {
            unsigned raw = 0;
            if (!(in >> raw)) return std::nullopt;
            m.bestLine.push_back(Move::FromRaw(uint16_t(raw)));
        }
        if (!ReadScore(in, m.evalAfter) ||
            !(in >> m.winBefore >> m.winAfter >> m.winLost >> m.accuracy >> moveClass >> table))
            return std::nullopt;
        m.played = Move::FromRaw(uint16_t(played));
        if (m.played != moves[i] || m.ply != int(i + 1) || mover < 0 || mover > 1 ||
            moveClass < 0 || moveClass > int(MoveClass::Forced) || table < 0 ||
            table > int(TableNote::DrawByCount))
            return std::nullopt;
        m.mover = Color(mover);
        if (best) m.best = Move::FromRaw(uint16_t(best));
        m.moveClass = MoveClass(moveClass);
        m.table = TableNote(table);
        r.moves.push_back(std::move(m));
    }
    Summarize(r);
    return r;
}

std::filesystem::path ReviewCache::DefaultDir() {
    return platform::UserDataFolder() / "reviews";
}

std::optional<GameReview> ReviewCache::Find(const std::string& key,
                                            const std::vector<Move>& moves) const {
    auto text = platform::ReadWholeFile(platform::Utf8Path(m_dir / (key + ".txt")));
    return text ? ParseReview(*text, moves) : std::nullopt;
}

std::optional<std::string> ReviewCache::Store(const std::string& key,
                                              const GameReview& review) const {
    std::error_code ec;
    std::filesystem::create_directories(m_dir, ec);
    if (ec) return ec.message();
    if (auto err = platform::WriteFileAtomically(platform::Utf8Path(m_dir / (key + ".txt")),
                                                 SerializeReview(review), false))
        return err->message;
    return std::nullopt;
}

}  // namespace chatur::review
