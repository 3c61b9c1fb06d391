#include "core/content/pack_library.h"

#include <algorithm>

#include "core/platform/utf8_path.h"
namespace chatur {

namespace fs = std::filesystem;

namespace {

// When and how big: a file written again (by an author, or by an engineer's
// editor) shows up as a change in either.
bool Stamp(const std::string& path, fs::file_time_type& modified, uintmax_t& size) {
    std::error_code ec;
    const fs::path file = platform::PathFromUtf8(path);
    modified = fs::last_write_time(file, ec);
    if (ec) return false;
    size = fs::file_size(file, ec);
    return !ec;
}

}  // namespace

LibraryPack PackLibrary::Load(const std::string& path) {
    LibraryPack entry;
    entry.path = path;
    Stamp(path, entry.modified, entry.size);
    content::LoadResult loaded = content::LoadPackFile(path);
    entry.findings = std::move(loaded.findings);
    if (loaded.pack) entry.pack = std::make_shared<const content::Pack>(std::move(*loaded.pack));
    return entry;
}

bool PackLibrary::Refresh(const std::vector<std::string>& files) {
    bool changed = files.size() != m_packs.size();
    std::vector<LibraryPack> next;
    next.reserve(files.size());
    for (size_t i = 0; i < files.size(); ++i) {
        const std::string& path = files[i];
        auto it = std::find_if(m_packs.begin(), m_packs.end(),
                               [&](const LibraryPack& p) { return p.path == path; });
        fs::file_time_type modified;
        uintmax_t size = 0;
        const bool exists = Stamp(path, modified, size);
        if (it != m_packs.end() && exists && it->modified == modified && it->size == size) {
            changed = changed || it - m_packs.begin() != std::ptrdiff_t(i);
            next.push_back(std::move(*it));
            continue;
        }
        changed = true;
        next.push_back(Load(path));
    }
    m_packs = std::move(next);
    return changed;
}

std::shared_ptr<const content::Pack> PackLibrary::Get(const std::string& path) {
    for (const LibraryPack& p : m_packs)
        if (p.path == path) return p.pack;
    LibraryPack entry = Load(path);
    auto pack = entry.pack;
    m_packs.push_back(std::move(entry));
    return pack;
}

std::shared_ptr<const content::Pack> PackLibrary::FindById(const std::string& packId) const {
    for (const LibraryPack& p : m_packs)
        if (p.pack && p.pack->id == packId) return p.pack;
    return nullptr;
}

std::shared_ptr<const content::Pack> PackLibrary::FindByItem(const std::string& itemId) const {
    for (const LibraryPack& p : m_packs)
        if (p.pack && (p.pack->FindPuzzle(itemId) || p.pack->FindLesson(itemId))) return p.pack;
    return nullptr;
}

std::vector<std::string> ContentFilesIn(const std::string& folder) {
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto& e : fs::recursive_directory_iterator(platform::PathFromUtf8(folder), ec)) {
        if (e.path().extension() != ".xml" || !e.is_regular_file(ec)) continue;
        files.push_back(platform::CanonicalUtf8Path(platform::Utf8Path(e.path())));
    }
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace chatur
