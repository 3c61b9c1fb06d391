#include "core/progress/data_folder.h"

#include <filesystem>

#include "core/platform/utf8_path.h"

namespace chatur::progress {

namespace fs = std::filesystem;

std::optional<std::string> MoveOldDataFolder(const fs::path& from, const fs::path& to) {
    std::error_code ec;
    auto hasData = [&ec](const fs::path& folder) {
        return fs::exists(folder / "progress.txt", ec) ||
               fs::exists(folder / "saved-game.txt", ec) || fs::exists(folder / "training.db", ec);
    };
    if (fs::equivalent(from, to, ec) || !hasData(from) || hasData(to)) return std::nullopt;
    fs::create_directories(to, ec);
    if (ec) return "cannot create " + platform::Utf8Path(to) + ": " + ec.message();
    std::string problems;
    for (const auto& entry : fs::directory_iterator(from, ec)) {
        std::error_code fileError;
        if (!entry.is_regular_file(fileError)) continue;
        const fs::path target = to / entry.path().filename();
        if (fs::exists(target, fileError)) continue;
        fs::rename(entry.path(), target, fileError);
        if (fileError) {  // another file system: copy, then remove
            fileError.clear();
            fs::copy_file(entry.path(), target, fileError);
            if (!fileError) fs::remove(entry.path(), fileError);
        }
        if (fileError)
            problems += (problems.empty() ? "" : "; ") + platform::Utf8Path(entry.path()) + ": " +
                        fileError.message();
    }
    if (ec) return "cannot read " + platform::Utf8Path(from) + ": " + ec.message();
    if (fs::is_empty(from, ec)) fs::remove(from, ec);
    if (!problems.empty()) return "cannot move " + problems;
    return std::nullopt;
}

}  // namespace chatur::progress
