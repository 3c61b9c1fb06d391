#include "cli/data_roots.h"

#include <cstdlib>
#include <fstream>
#include <string>

#include "core/platform/system_paths.h"

namespace chatur::cli {

namespace fs = std::filesystem;

std::vector<fs::path> DataRoots() {
    std::vector<fs::path> roots;
    if (const char* env = std::getenv("CHATUR_DATA_DIR")) roots.emplace_back(env);
    const fs::path exe = platform::ExecutablePath();
    if (!exe.empty()) {
        roots.push_back(exe.parent_path().parent_path() / "share" / "chatur");
        std::ifstream tree(exe.parent_path() / "chatur-build-tree.txt");
        for (std::string line; std::getline(tree, line);)
            if (line.rfind("data=", 0) == 0) roots.emplace_back(line.substr(5));
    }
    return roots;
}

void UseShippedTables(tablebase::Tablebase& tables) {
    std::error_code ec;
    for (const fs::path& root : DataRoots()) {
        if (fs::is_directory(root / "tablebases", ec)) {
            tables.SetShippedDir(root / "tablebases");
            return;
        }
    }
}

}  // namespace chatur::cli
