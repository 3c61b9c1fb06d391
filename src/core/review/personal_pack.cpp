#include "core/review/personal_pack.h"

#include <set>

#include "core/content/pack_writer.h"
#include "core/content/xml_loader.h"
#include "core/platform/utf8_path.h"

namespace chatur::review {

std::filesystem::path PersonalPackPath(const std::filesystem::path& dir, const Variant& variant) {
    return dir / ("my-mistakes-" + std::string(variant.name) + ".xml");
}

std::variant<std::vector<std::string>, std::string> AddToPersonalPack(
    const std::filesystem::path& path, const Variant& variant, const RuleProfile& profile,
    const std::vector<content::Puzzle>& puzzles, const mining::TextCatalogs& catalogs) {
    using content::Say;
    content::Pack pack;
    std::error_code ec;
    if (std::filesystem::exists(path, ec)) {
        content::LoadResult loaded = content::LoadPackFile(platform::Utf8Path(path));
        if (!loaded.pack || loaded.pack->variant != &variant)
            return platform::Utf8Path(path) + " is not a " + std::string(variant.name) +
                   " pack that can be added to";
        pack = std::move(*loaded.pack);
    } else {
        pack.id = "my-mistakes-" + std::string(variant.name);
        pack.variant = &variant;
        pack.profile = std::string(profile.name);
        pack.version = "1.0";
        pack.languages = catalogs.Languages();
        pack.title = mining::RenderAll(Say("My mistakes"), catalogs);
        pack.description = mining::RenderAll(
            Say("Positions from your own games where you made a mistake and did not find the "
                "better move again. Each puzzle's source names its game."),
            catalogs);
        pack.author = "Chatur";
        pack.licence = "CC0-1.0";
    }
    std::set<std::string> ids;
    for (const content::Puzzle& p : pack.puzzles) ids.insert(p.id);
    std::vector<std::string> added;
    for (const content::Puzzle& p : puzzles)
        if (ids.insert(p.id).second) {
            pack.puzzles.push_back(p);
            added.push_back(p.id);
        }
    if (added.empty()) return added;
    std::filesystem::create_directories(path.parent_path(), ec);
    content::SaveOptions save;
    save.keepLayout = false;
    save.keepBackup = false;
    if (auto err = content::SavePackFile(pack, platform::Utf8Path(path), save)) return err->message;
    return added;
}

}  // namespace chatur::review
