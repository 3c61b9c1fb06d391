// chatur-cli import --from epd|csv|pgn --variant V FILE --out PACK.xml: turns
// other programs' puzzle files into a Chatur pack (docs/cli.md, formats in
// docs/import-export.md). Skipped entries are reported as validate does.
#include <filesystem>
#include <iostream>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/content/import_puzzles.h"
#include "core/content/pack_writer.h"
#include "core/content/rule_profile_names.h"
#include "core/platform/atomic_file.h"
#include "core/platform/utf8_path.h"

namespace chatur::cli {

namespace {

constexpr const char* kUsage =
    "usage: chatur-cli import --from epd|csv|pgn --variant makruk|xiangqi FILE --out PACK.xml\n"
    "         [--pack-id ID] [--title TEXT] [--author NAME] [--licence SPDX]\n"
    "         [--profile P] [--stage rules|compare|review] [--grade 1-5]\n";

}  // namespace

int RunImport(int argc, char** argv) {
    Args args;
    if (auto done = StartCommand(
            args, argc, argv,
            {.valued = {"from", "variant", "out", "pack-id", "title", "author", "licence",
                        "profile", "stage", "grade"},
             .usage = kUsage,
             .help = "Reads puzzles from an EPD, Lichess-style CSV or PGN file (moves in\n"
                     "coordinates, SAN or WXF), replays every move with the rules engine and\n"
                     "writes a pack. Each skipped entry gives\n"
                     "'<path>:<line>: error: skipped: <reason>'; the last line is\n"
                     "'<E> entries, <I> imported, <S> skipped'.\n"
                     "  --pack-id  id of the pack and prefix of puzzle ids (default: the name\n"
                     "             of the --out file)\n"
                     "  --grade    grade of entries without a rating (default 3)\n"
                     "Exit 0 when every entry was imported, 1 when some were skipped, 2 on bad\n"
                     "usage.\n",
             .usageOnError = true}))
        return *done;
    auto from = args.Get("from");
    auto format = from ? content::FindImportFormat(*from) : std::nullopt;
    if (!format) {
        std::cerr << "error: --from epd|csv|pgn is required"
                  << (from ? " (not '" + *from + "')" : "") << "\n"
                  << kUsage;
        return kUsageError;
    }
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    auto out = args.Get("out");
    if (args.Positional().size() != 1 || !out || out->empty()) {
        std::cerr << "error: give one input FILE and --out PACK.xml\n" << kUsage;
        return kUsageError;
    }
    content::ImportOptions options;
    options.variant = variant;
    if (auto profile = args.Get("profile")) {
        if (!content::IsKnownProfile(*variant, *profile)) {
            std::cerr << "error: unknown rule profile '" << *profile << "' for " << variant->name
                      << "\n";
            return kUsageError;
        }
        options.profile = *profile;
    }
    options.packId = content::SanitizeId(
        args.Get("pack-id").value_or(platform::Utf8Path(platform::PathFromUtf8(*out).stem())));
    options.title = args.Get("title").value_or("");
    options.author = args.Get("author").value_or("unknown");
    options.licence = args.Get("licence").value_or("unknown");
    if (auto stage = args.Get("stage")) {
        if (*stage == "rules") {
            options.stage = content::Stage::Rules;
        } else if (*stage == "compare") {
            options.stage = content::Stage::Compare;
        } else if (*stage != "review") {
            std::cerr << "error: --stage must be rules, compare or review\n";
            return kUsageError;
        }
    }
    if (auto grade = args.Get("grade")) {
        if (grade->size() != 1 || (*grade)[0] < '1' || (*grade)[0] > '5') {
            std::cerr << "error: --grade must be 1 to 5\n";
            return kUsageError;
        }
        options.grade = (*grade)[0] - '0';
    }

    const std::string& path = args.Positional()[0];
    if (auto err = platform::CheckOutputPath(*out, {path})) {
        std::cerr << "error: " << err->message << "\n";
        return kUsageError;
    }
    auto text = platform::ReadWholeFile(path);
    if (!text) {
        std::cerr << "error: cannot read " << path << "\n";
        return kUsageError;
    }
    content::ImportResult result = content::ImportPuzzles(*format, *text, path, options);
    for (const content::Finding& f : result.findings)
        std::cout << content::FormatFinding(f) << "\n";
    int skipped = result.entries - result.imported;
    std::cout << result.entries << " entries, " << result.imported << " imported, " << skipped
              << " skipped\n";
    if (result.imported == 0) {
        std::cerr << "error: nothing to import; " << *out << " was not written\n";
        return 1;
    }
    if (auto err = content::SavePackFile(result.pack, *out)) {
        std::cerr << "error: " << err->message << "\n";
        return kUsageError;
    }
    return skipped ? 1 : 0;
}

}  // namespace chatur::cli
