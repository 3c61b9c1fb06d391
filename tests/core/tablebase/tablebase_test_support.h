// Shared by the tablebase tests: a cache folder of its own per test, removed after.
#pragma once

#include <filesystem>
#include <random>
#include <string>

#include "core/tablebase/tablebase.h"

namespace chatur::test {

class TempDir {
public:
    TempDir() {
        std::random_device rd;
        m_path = std::filesystem::temp_directory_path() /
                 ("chatur-tb-" + std::to_string(rd()) + std::to_string(rd()));
        std::filesystem::create_directories(m_path);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    const std::filesystem::path& Path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

inline tablebase::Material MustMaterial(const Variant& v, const std::string& name) {
    auto m = tablebase::ParseMaterial(v, name);
    if (!m) throw std::runtime_error("bad material " + name);
    return *m;
}

}  // namespace chatur::test
