// Chatur's endgame tablebases: every table of a game, made on first use (with
// progress reported), kept in a cache folder and checked when read back. A probe
// says whether the side to move wins, draws or loses with best play and in how
// many plies; BestMove finds a move that keeps that value. Values are pure
// distance to mate: Makruk's counting rules are applied on top (count_fit.h).
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "core/tablebase/builder.h"

namespace chatur::tablebase {

enum class ProbeStatus : uint8_t {
    Found,
    NotCovered,  // the material has no table
    NoPosition,  // a piece stands where the table has no room for it, or the
                 // side not to move is in check
};

struct ProbeResult {
    ProbeStatus status = ProbeStatus::NotCovered;
    Value value;
};

class Tablebase {
public:
    // Reports a table being made: its name ("makruk KRvK") and how far, 0..1.
    using Progress = std::function<void(const std::string& table, double fraction)>;
    // Tells the user something worth knowing (a damaged cache file was rebuilt).
    using Notice = std::function<void(const std::string& message)>;

    explicit Tablebase(std::filesystem::path cacheDir);
    // $XDG_DATA_HOME/chatur/tablebases, or ~/.local/share/chatur/tablebases.
    static std::filesystem::path DefaultCacheDir();

    void SetProgress(Progress progress) { m_progress = std::move(progress); }
    void SetNotice(Notice notice) { m_notice = std::move(notice); }
    const std::filesystem::path& CacheDir() const { return m_dir; }
    std::filesystem::path FileFor(const Material& canonical) const;

    // The table of a canonical covered material: from memory, else from the cache,
    // else made (with the tables it needs) and saved. Safe to call from several
    // threads. Throws std::runtime_error if a table cannot be made.
    const Table* Get(const Material& canonical);
    // Whether the table is in memory or in the cache folder (Get will not make it).
    bool IsAvailable(const Material& canonical);
    // Drops a table from memory (the cache file stays).
    void Unload(const Material& canonical);

    ProbeResult Probe(const Position& pos);
    // A best move (the quickest mate, a drawing move, the longest resistance);
    // ties go to the first move in coordinate order. Nothing when the position is
    // not in the tables or has no legal move.
    std::optional<Move> BestMove(const Position& pos);

    // Makes (or checks) every table of a game, `jobs` tables at a time.
    void BuildAll(const Variant& variant, int jobs);

private:
    std::unique_ptr<Table> LoadOrBuild(const Material& canonical);

    std::filesystem::path m_dir;
    Progress m_progress;
    Notice m_notice;
    std::mutex m_mutex;
    std::map<std::pair<int, uint64_t>, std::unique_ptr<Table>> m_tables;
};

// The user's tables ($XDG_DATA_HOME/chatur/tablebases), one per process, for the
// app's computer opponent and analysis.
Tablebase& UserTablebase();

// A position's value and a best move when its table is at hand (in memory or in
// the cache: nothing is made); nothing otherwise.
struct TablebaseAnswer {
    Value value;
    std::optional<Move> best;
};
std::optional<TablebaseAnswer> ProbeIfAvailable(Tablebase& tablebase, const Position& pos);

// The score of a probe from the mover's point of view, for ordering moves: higher
// is better (a quick win best, a long loss better than a quick one).
int ValueScore(const Value& v);

}  // namespace chatur::tablebase
