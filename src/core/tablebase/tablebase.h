// Chatur's endgame tablebases: every table of a game, made on first use (with
// progress reported), kept in a cache folder and checked when read back. A probe
// says whether the side to move wins, draws or loses with best play and in how
// many plies; BestMove finds a move that keeps that value. Values are pure
// distance to mate: Makruk's counting rules are applied on top (count_fit.h).
//
// One Tablebase is a service over one cache folder: the app makes one and hands
// it to the drills, play mode and the puzzle pane (the CLI one per command), and
// the tables it has loaded are shared by all of them, from any thread. Nothing
// here throws: a table that cannot be had is an error value (TableError), and a
// build stops when the caller's stop token asks.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>

#include "core/tablebase/builder.h"

namespace chatur::tablebase {

enum class ProbeStatus : uint8_t {
    Found,
    NotCovered,   // the material has no table
    NoPosition,   // a piece stands where the table has no room for it, or the
                  // side not to move is in check
    Unavailable,  // the table could not be had (not at hand, cancelled or failed)
};

struct ProbeResult {
    ProbeStatus status = ProbeStatus::NotCovered;
    Value value;
};

// Reports a table being made: its material (for a name, TableName or the
// pieces in words) and how far, 0..1.
using Progress = std::function<void(const Material& table, double fraction)>;

// "makruk KRvK": the game and the material's letters, for logs and messages.
std::string TableName(const Material& m);

// How far a call may go for the tables it needs. By default a missing table is
// made (with the tables it needs) and saved; AtHand() allows only the tables in
// memory or intact in the shipped or the cache folder, so the call is quick and never builds.
// A build stops soon after `stop` is requested (Cancelled; nothing is saved).
struct Access {
    bool make = true;
    std::stop_token stop;
    Progress progress;

    static Access AtHand() { return Access{false, {}, {}}; }
};

// A table, or why it could not be had (exactly one of the two is set).
struct TableFetch {
    const Table* table = nullptr;
    std::optional<TableError> error;
};

class Tablebase {
public:
    // Tells the user something worth knowing (a damaged cache file was rebuilt).
    using Notice = std::function<void(const std::string& message)>;

    explicit Tablebase(std::filesystem::path cacheDir);
    Tablebase(const Tablebase&) = delete;
    Tablebase& operator=(const Tablebase&) = delete;
    // The user's data folder's tablebases (platform::UserDataFolder: under
    // %LOCALAPPDATA%\Chatur on Windows, $XDG_DATA_HOME/chatur or
    // ~/.local/share/chatur elsewhere).
    static std::filesystem::path DefaultCacheDir();

    // Set before the service is shared between threads.
    void SetNotice(Notice notice) { m_notice = std::move(notice); }
    // A folder of tables installed with the program (<share>/chatur/tablebases):
    // read only, looked in before the cache folder. A table missing or damaged
    // there is had from the cache folder, or made and saved there.
    void SetShippedDir(std::filesystem::path dir) { m_shipped = std::move(dir); }
    const std::filesystem::path& CacheDir() const { return m_dir; }
    std::filesystem::path FileFor(const Material& canonical) const;

    // The table of a canonical covered material: from memory, else from the
    // cache, else (when `access` allows it) made with the tables it needs and
    // saved. Safe to call from several threads; a table stays loaded until Unload.
    [[nodiscard]] TableFetch Fetch(const Material& canonical, const Access& access = {});
    // Drops a table from memory (the cache file stays). Only for a caller that
    // knows no other thread holds the table (the CLI's build).
    void Unload(const Material& canonical);

    ProbeResult Probe(const Position& pos, const Access& access = {});
    // A best move (the quickest mate, a drawing move, the longest resistance);
    // ties go to the first move in coordinate order. Nothing when the position is
    // not in the tables (or a table it needs cannot be had) or has no legal move.
    std::optional<Move> BestMove(const Position& pos, const Access& access = {});

    // Called with each table as BuildAll has it (made and saved, or read and
    // checked), on the thread that had it, before the table may be unloaded.
    using TableReady = std::function<void(const Table&)>;
    // Makes (or checks) every table of a game, `jobs` tables at a time; the
    // first error when a table cannot be made (or the stop token asked).
    [[nodiscard]] std::optional<TableError> BuildAll(const Variant& variant, int jobs,
                                                     const Access& access = {},
                                                     const TableReady& ready = {});

private:
    // The table from the shipped folder or its cache file; nothing when there is
    // none or it is damaged. (`rebuild`: the notice of a damaged cache file says
    // it is made again.)
    std::unique_ptr<Table> Load(const Material& canonical, bool rebuild);
    std::unique_ptr<Table> LoadFile(const Material& canonical, const std::filesystem::path& file,
                                    const std::string& then);
    BuildResult Build(const Material& canonical, const Access& access);

    std::filesystem::path m_dir;
    std::filesystem::path m_shipped;
    Notice m_notice;
    std::mutex m_mutex;
    std::map<std::pair<int, uint64_t>, std::unique_ptr<Table>> m_tables;
};

// Loads (or makes) a canonical material's table and every table a capture can
// lead to from it, so that later probes of a drill or a lesson's play-out on
// the view's thread find them in memory; the first error when one cannot be had.
[[nodiscard]] std::optional<TableError> FetchReachable(Tablebase& tablebase,
                                                       const Material& canonical,
                                                       const Access& access = {});

// A position's value and a best move when its tables are at hand (in memory or
// in the cache: nothing is made); nothing otherwise. Quick, and never throws:
// what the computer player and the analysis line use.
struct TablebaseAnswer {
    Value value;
    std::optional<Move> best;
};
std::optional<TablebaseAnswer> ProbeIfAvailable(Tablebase& tablebase, const Position& pos);

// The score of a probe from the mover's point of view, for ordering moves: higher
// is better (a quick win best, a long loss better than a quick one).
int ValueScore(const Value& v);

}  // namespace chatur::tablebase
