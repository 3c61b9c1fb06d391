// The content packs the app knows: every file of the bundled folders (and files
// the user opened), each loaded once and loaded again when the file changes on
// disk, so packs that appear or are edited while the app runs are picked up.
// Packs are shared (shared_ptr): a puzzle on screen keeps its pack alive while
// the library reloads.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/content/xml_loader.h"

namespace chatur {

struct LibraryPack {
    std::string path;
    std::shared_ptr<const content::Pack> pack;  // null when the file could not be used
    std::vector<content::Finding> findings;
    std::filesystem::file_time_type modified;
    uintmax_t size = 0;
};

class PackLibrary {
public:
    // Brings the library up to `files` (in that order): new or changed files are
    // (re)loaded, files no longer listed are dropped. True when anything changed.
    bool Refresh(const std::vector<std::string>& files);

    const std::vector<LibraryPack>& Packs() const { return m_packs; }
    // The pack of a file, loading it if the library does not have it yet.
    std::shared_ptr<const content::Pack> Get(const std::string& path);
    std::shared_ptr<const content::Pack> FindById(const std::string& packId) const;
    // The pack holding a puzzle or lesson with this id.
    std::shared_ptr<const content::Pack> FindByItem(const std::string& itemId) const;

private:
    static LibraryPack Load(const std::string& path);

    std::vector<LibraryPack> m_packs;
};

// Content files (*.xml) in `folder` and its subfolders, sorted by path; none if
// the folder does not exist.
std::vector<std::string> ContentFilesIn(const std::string& folder);

}  // namespace chatur
