#include "core/tablebase/tablebase.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <thread>

#include "core/notation/coord.h"
#include "core/platform/atomic_file.h"
#include "core/platform/system_paths.h"
#include "core/platform/utf8_path.h"
#include "core/rules/movegen.h"

namespace chatur::tablebase {

namespace {

std::pair<int, uint64_t> KeyOf(const Material& m) {
    return {int(m.GetVariant().id), m.Key()};
}

int PawnCount(const Material& m) {
    return m.Count(Color::White, PieceType::Pawn) + m.Count(Color::Black, PieceType::Pawn);
}

}  // namespace

std::string TableName(const Material& m) {
    return std::string(m.GetVariant().name) + " " + m.Name();
}

int ValueScore(const Value& v) {
    switch (v.verdict) {
        case Verdict::Win:
            return 1000 - v.plies;
        case Verdict::Draw:
            return 0;
        case Verdict::Loss:
            return -1000 + v.plies;
    }
    return 0;
}

std::optional<TableError> FetchReachable(Tablebase& tablebase, const Material& canonical,
                                         const Access& access) {
    TableFetch fetched = tablebase.Fetch(canonical, access);
    if (!fetched.table) return fetched.error;
    for (const Material& successor : canonical.Successors())
        if (auto error = FetchReachable(tablebase, successor, access)) return error;
    return std::nullopt;
}

std::optional<TablebaseAnswer> ProbeIfAvailable(Tablebase& tablebase, const Position& pos) {
    const Access atHand = Access::AtHand();
    ProbeResult r = tablebase.Probe(pos, atHand);
    if (r.status != ProbeStatus::Found) return std::nullopt;
    return TablebaseAnswer{r.value, tablebase.BestMove(pos, atHand)};
}

Tablebase::Tablebase(std::filesystem::path cacheDir) : m_dir(std::move(cacheDir)) {}

std::filesystem::path Tablebase::DefaultCacheDir() {
    return platform::UserDataFolder() / "tablebases";
}

std::filesystem::path Tablebase::FileFor(const Material& canonical) const {
    return m_dir / (std::string(canonical.GetVariant().name) + "-" + canonical.Name() + ".ctb");
}

TableFetch Tablebase::Fetch(const Material& canonical, const Access& access) {
    {
        std::lock_guard lock(m_mutex);
        auto it = m_tables.find(KeyOf(canonical));
        if (it != m_tables.end()) return {it->second.get(), std::nullopt};
    }
    std::unique_ptr<Table> table = Load(canonical, access.make);
    if (!table) {
        if (!access.make)
            return {nullptr,
                    TableError{TableProblem::NotAtHand, TableName(canonical) + " is not at hand"}};
        BuildResult built = Build(canonical, access);
        if (!built.table) return {nullptr, std::move(built.error)};
        table = std::move(built.table);
    }
    std::lock_guard lock(m_mutex);
    auto [it, inserted] = m_tables.try_emplace(KeyOf(canonical), std::move(table));
    return {it->second.get(), std::nullopt};
}

void Tablebase::Unload(const Material& canonical) {
    std::lock_guard lock(m_mutex);
    m_tables.erase(KeyOf(canonical));
}

std::unique_ptr<Table> Tablebase::Load(const Material& canonical, bool rebuild) {
    if (!m_shipped.empty())
        if (auto table =
                LoadFile(canonical, m_shipped / FileFor(canonical).filename(), ": not used"))
            return table;
    return LoadFile(canonical, FileFor(canonical), rebuild ? ": rebuilding it" : "");
}

std::unique_ptr<Table> Tablebase::LoadFile(const Material& canonical,
                                           const std::filesystem::path& file,
                                           const std::string& then) {
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return nullptr;
    if (auto data = platform::ReadWholeFile(platform::Utf8Path(file))) {
        TableReadResult r = DeserializeTable(canonical, *data);
        if (r.table) return std::make_unique<Table>(std::move(*r.table));
        if (m_notice)
            m_notice("tablebase file " + platform::Utf8Path(file) + " is damaged (" + r.error +
                     ")" + then);
    } else if (m_notice) {
        m_notice("tablebase file " + platform::Utf8Path(file) + " cannot be read" + then);
    }
    return nullptr;
}

BuildResult Tablebase::Build(const Material& canonical, const Access& access) {
    for (const Material& s : canonical.Successors()) {
        TableFetch successor = Fetch(s, access);
        if (!successor.table) return {nullptr, std::move(successor.error)};
    }
    TableSource source = [this](const Material& m) { return Fetch(m, Access::AtHand()).table; };
    BuildProgress progress;
    if (access.progress)
        progress = [&access, &canonical](double f) { access.progress(canonical, f); };
    BuildResult built = BuildTable(canonical, source, progress, access.stop);
    if (!built.table) return built;
    std::error_code ec;
    std::filesystem::create_directories(m_dir, ec);
    const std::filesystem::path file = FileFor(canonical);
    // A link planted at the table's name in a shared cache folder is replaced,
    // never written through.
    const std::string contents = SerializeTable(*built.table);
    if (contents.empty()) {
        if (m_notice) m_notice("tablebase file not saved: it could not be compressed");
    } else if (auto err = platform::WriteFileAtomically(platform::Utf8Path(file), contents, false,
                                                        platform::AtSymlink::Replace)) {
        if (m_notice) m_notice("tablebase file not saved: " + err->message);
    }
    if (access.progress) access.progress(canonical, 1.0);
    return built;
}

ProbeResult Tablebase::Probe(const Position& pos, const Access& access) {
    Material material = Material::Of(pos);
    if (!Covered(material)) return {ProbeStatus::NotCovered, {}};
    bool flip = !material.IsCanonical();
    const Table* table = Fetch(material.Canonical(), access).table;
    if (!table) return {ProbeStatus::Unavailable, {}};
    uint8_t b = table->Lookup(pos, flip);
    if (b == kNoPosition) return {ProbeStatus::NoPosition, {}};
    return {ProbeStatus::Found, Value::FromByte(b)};
}

std::optional<Move> Tablebase::BestMove(const Position& root, const Access& access) {
    ProbeResult here = Probe(root, access);
    if (here.status != ProbeStatus::Found) return std::nullopt;
    const Variant& v = root.GetVariant();
    MoveList list = LegalMoves(root);
    std::vector<Move> moves(list.begin(), list.end());
    std::sort(moves.begin(), moves.end(),
              [&](Move a, Move b) { return MoveToString(v, a) < MoveToString(v, b); });
    Position pos = root;
    std::optional<Move> best;
    int bestScore = 0;
    for (Move m : moves) {
        Piece captured = pos.DoMove(m);
        ProbeResult child = Probe(pos, access);
        pos.UndoMove(m, captured);
        // A move into a table that cannot be had might be the best: no answer.
        if (child.status == ProbeStatus::Unavailable) return std::nullopt;
        if (child.status != ProbeStatus::Found) continue;
        // The child's value is the opponent's: a loss there is a win here, one ply longer.
        Value mine;
        if (child.value.verdict == Verdict::Loss) mine = {Verdict::Win, child.value.plies + 1};
        if (child.value.verdict == Verdict::Win) mine = {Verdict::Loss, child.value.plies + 1};
        int score = ValueScore(mine);
        if (!best || score > bestScore) {
            best = m;
            bestScore = score;
        }
    }
    return best;
}

std::optional<TableError> Tablebase::BuildAll(const Variant& variant, int jobs,
                                              const Access& access, const TableReady& ready) {
    std::vector<Material> all = AllMaterials(variant);
    // Groups of tables that need no table of their own group: same number of
    // pieces and of Bia (a capture removes a piece, a promotion a Bia).
    std::vector<size_t> groupOf(all.size());
    for (size_t i = 1; i < all.size(); ++i)
        groupOf[i] = groupOf[i - 1] + ((all[i].PieceCount() != all[i - 1].PieceCount() ||
                                        PawnCount(all[i]) != PawnCount(all[i - 1]))
                                           ? 1
                                           : 0);
    // The last group that needs each table (so that memory is given back early).
    std::vector<size_t> lastUse(all.size());
    for (size_t i = 0; i < all.size(); ++i) {
        lastUse[i] = groupOf[i];
        for (size_t j = i + 1; j < all.size(); ++j) {
            auto succ = all[j].Successors();
            if (std::find(succ.begin(), succ.end(), all[i]) != succ.end())
                lastUse[i] = std::max(lastUse[i], groupOf[j]);
        }
    }
    size_t begin = 0;
    while (begin < all.size()) {
        size_t end = begin;
        while (end < all.size() && groupOf[end] == groupOf[begin]) ++end;
        std::atomic<size_t> next{begin};
        std::mutex errorMutex;
        std::optional<TableError> error;
        auto work = [&] {
            for (size_t i; (i = next++) < end;) {
                TableFetch fetched = Fetch(all[i], access);
                if (fetched.table) {
                    if (ready) ready(*fetched.table);
                    continue;
                }
                std::lock_guard lock(errorMutex);
                if (!error) error = std::move(fetched.error);
            }
        };
        std::vector<std::thread> threads;
        for (int t = 1; t < std::max(1, jobs); ++t) threads.emplace_back(work);
        work();
        for (std::thread& t : threads) t.join();
        if (error) return error;
        for (size_t i = 0; i < end; ++i)
            if (lastUse[i] <= groupOf[begin]) Unload(all[i]);
        begin = end;
    }
    return std::nullopt;
}

}  // namespace chatur::tablebase
