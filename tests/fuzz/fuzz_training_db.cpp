// libFuzzer target for opening the learner's training.db (TrainingStore::Open:
// the header check, kept-aside files, the schema version, the migrations) on a
// mutated database file. A healthy database with a few attempts is made once;
// each input is a list of patches to it (4 bytes of offset, then the byte to
// put there); a first byte with its high bit set truncates the file to what the
// rest of that byte says (in 1/128ths) first. Whatever the file, Open must
// return, never crash, and leave a store that can be read and, when it says it
// can write, written. The probe's cases (one flipped bit of user_version,
// user_version -1) are seeds in tests/fuzz/corpus/training_db.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/platform/atomic_file.h"
#include "core/training/training_store.h"

using namespace chatur;
using namespace chatur::training;

namespace {

namespace fs = std::filesystem;

AttemptCommit Sample(int i) {
    AttemptCommit c;
    c.attempt.puzzleId = "makruk.fuzz." + std::to_string(i);
    c.attempt.game = "makruk";
    c.attempt.time = 1000 + i;
    c.attempt.result = i % 2 ? AttemptResult::Solved : AttemptResult::Failed;
    c.learnerAfter = Glicko2Rating{1500.0 + i, 300.0, 0.06};
    c.puzzleAfter = PuzzleRatingRow{c.attempt.puzzleId, "makruk", {1400.0, 250, 0.06}, 1};
    c.card = ScheduleReview(std::nullopt, c.attempt.puzzleId, "makruk", 1, c.attempt.time);
    return c;
}

// In memory where there is a tmpfs: SQLite syncs every commit to the disk.
const fs::path& Folder() {
    static const fs::path folder = [] {
        std::error_code ec;
        const fs::path base =
            fs::is_directory("/dev/shm", ec) ? fs::path("/dev/shm") : fs::temp_directory_path();
        return base / ("chatur-fuzz-db-" + std::to_string(getpid()));
    }();
    return folder;
}

// The healthy database every input patches.
const std::string& Healthy() {
    static const std::string bytes = [] {
        fs::create_directories(Folder());
        const std::string path = (Folder() / "seed.db").string();
        {
            // The seed must be healthy, or every run would fuzz something else.
            TrainingStore store;
            if (store.Open(path)) std::abort();
            for (int i = 1; i <= 3; ++i)
                if (store.Commit(Sample(i))) std::abort();
        }
        std::string data = platform::ReadWholeFile(path).value_or("");
        fs::remove(path);
        return data;
    }();
    return bytes;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string file = Healthy();
    if (file.empty()) return 0;
    size_t at = 0;
    if (size > 0 && (data[0] & 0x80)) {
        file.resize(file.size() * size_t(data[0] & 0x7f) / 128);
        at = 1;
    }
    for (; at + 5 <= size && !file.empty(); at += 5) {
        const uint32_t offset = uint32_t(data[at]) | uint32_t(data[at + 1]) << 8 |
                                uint32_t(data[at + 2]) << 16 | uint32_t(data[at + 3]) << 24;
        file[offset % file.size()] = char(data[at + 4]);
    }
    const fs::path folder = Folder() / "run";
    std::error_code ec;
    fs::remove_all(folder, ec);
    fs::create_directories(folder, ec);
    const std::string path = (folder / "training.db").string();
    {
        std::ofstream out(path, std::ios::binary);
        out << file;
        if (!out) return 0;
    }
    {
        TrainingStore store;
        std::optional<StoreError> error = store.Open(path);
        if (error) (void)DescribeStoreError(*error);
        (void)store.CountAttempts("makruk");
        if (store.CanWrite()) (void)store.Commit(Sample(9));
    }
    fs::remove_all(folder, ec);
    return 0;
}
