#include "cli/pack_output.h"

#include <filesystem>
#include <iostream>

#include "cli/data_roots.h"
#include "core/content/import_puzzles.h"
#include "core/content/pack_writer.h"
#include "core/platform/utf8_path.h"

namespace chatur::cli {

namespace fs = std::filesystem;

namespace {

std::string FindLocaleDir(const Args& args) {
    if (auto dir = args.Get("locale")) return *dir;
    std::error_code ec;
    for (const fs::path& root : DataRoots())
        if (fs::exists(root / "locale" / "de.po", ec)) return platform::Utf8Path(root / "locale");
    return {};
}

}  // namespace

mining::TextCatalogs LoadPackCatalogs(const Args& args) {
    const std::string localeDir = FindLocaleDir(args);
    mining::TextCatalogs catalogs = mining::LoadCatalogs(localeDir, {"id", "de", "th"});
    if (catalogs.byLanguage.size() < 3)
        std::cerr << "warning: gettext catalogs not found in '" << localeDir
                  << "' (use --locale DIR): texts only in " << catalogs.Languages().size()
                  << " language(s)\n";
    return catalogs;
}

std::optional<std::string> PackIdFor(const Args& args, const std::string& out) {
    // A pack id given is used as it is, so it must be one (a pack `validate` accepts).
    const std::string packId = args.Get("pack-id").value_or(
        content::SanitizeId(platform::Utf8Path(platform::PathFromUtf8(out).stem())));
    if (content::SanitizeId(packId) == packId) return packId;
    std::cerr << "error: --pack-id must be an id of at most " << content::kMaxIdLength
              << " letters, digits, '.', '-' and '_', starting with a letter or digit, not '"
              << packId << "'\n";
    return std::nullopt;
}

bool WriteFoundPack(const content::Pack& pack, const std::string& path) {
    content::SaveOptions save;
    save.keepLayout = false;
    save.keepBackup = false;
    if (auto err = content::SavePackFile(pack, path, save)) {
        std::cerr << "error: cannot write " << path << ": " << err->message << "\n";
        return false;
    }
    return true;
}

}  // namespace chatur::cli
