#include "cli/catalog_dir.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <vector>

namespace chatur::cli {

namespace fs = std::filesystem;

std::string FindLocaleDir(const Args& args) {
    if (auto dir = args.Get("locale")) return *dir;
    std::vector<fs::path> roots;
    if (const char* env = std::getenv("CHATUR_DATA_DIR")) roots.emplace_back(env);
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        roots.push_back(exe.parent_path().parent_path() / "share" / "chatur");
        std::ifstream tree(exe.parent_path() / "chatur-build-tree.txt");
        for (std::string line; std::getline(tree, line);)
            if (line.rfind("data=", 0) == 0) roots.emplace_back(line.substr(5));
    }
    for (const fs::path& root : roots)
        if (fs::exists(root / "locale" / "de.po", ec)) return (root / "locale").string();
    return {};
}

}  // namespace chatur::cli
