// chatur-cli validate PATH...: loads every content file (folders are searched
// for *.xml), checks it with the rules engine and prints one line per finding,
// then a summary line (docs/cli.md). With --strict a lesson's play-out steps
// are also checked against the endgame tables.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/data_roots.h"
#include "core/content/validator.h"
#include "core/content/xml_loader.h"
#include "core/editor/deep_check.h"
#include "core/platform/utf8_path.h"
#include "core/tablebase/play_out.h"

namespace chatur::cli {

namespace {

namespace fs = std::filesystem;

// Expands the arguments into files: a file as given, a folder as its *.xml files
// (recursively, sorted). Returns false after printing an error for a path that
// does not exist.
bool CollectFiles(const std::vector<std::string>& paths, std::vector<std::string>& files) {
    for (const std::string& p : paths) {
        std::error_code ec;
        if (fs::is_directory(platform::PathFromUtf8(p), ec)) {
            std::vector<std::string> found;
            for (auto it = fs::recursive_directory_iterator(platform::PathFromUtf8(p), ec);
                 !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
                if (it->is_regular_file(ec) && it->path().extension() == ".xml")
                    found.push_back(platform::Utf8Path(it->path()));
            std::sort(found.begin(), found.end());
            files.insert(files.end(), found.begin(), found.end());
        } else if (fs::exists(platform::PathFromUtf8(p), ec)) {
            files.push_back(p);
        } else {
            std::cerr << "error: no such file or folder: " << p << "\n";
            return false;
        }
    }
    return true;
}

}  // namespace

constexpr std::string_view kUsage =
    "usage: chatur-cli validate [--strict] [--deep] [--cache DIR] PATH...\n";

int RunValidate(int argc, char** argv) {
    Args args;
    if (auto done = StartCommand(
            args, argc, argv,
            {.valued = {"cache"},
             .flags = {"strict", "deep"},
             .usage = kUsage,
             .help =
                 "Checks lesson and puzzle files (folders: every *.xml inside) with the rules\n"
                 "engine. One line per finding, '<path>:<line>: error|warning: <message>',\n"
                 "then '<F> files, <P> puzzles, <L> lessons, <E> errors, <W> warnings'.\n"
                 "  --strict  missing translations are errors, not warnings, and a lesson's\n"
                 "            play-out steps are checked against the endgame tables (made on\n"
                 "            first use, in --cache DIR or the user's data folder)\n"
                 "  --deep    also prove mate solutions unique with the solver (cooks are errors)\n"
                 "Exit 0 without errors, 1 with errors, 2 on bad usage.\n"}))
        return *done;
    if (args.Positional().empty()) {
        std::cerr << "error: no file or folder to validate\n" << kUsage;
        return kUsageError;
    }
    std::vector<std::string> files;
    if (!CollectFiles(args.Positional(), files)) return kUsageError;

    content::ValidateOptions options;
    options.strict = args.Has("strict");
    if (args.Has("deep")) options.deepCheck = content::MakeSolverDeepCheck();
    if (options.strict) {
        auto cache = args.Get("cache");
        auto tables = std::make_shared<tablebase::Tablebase>(
            cache ? platform::PathFromUtf8(*cache) : tablebase::Tablebase::DefaultCacheDir());
        UseShippedTables(*tables);
        options.playOutCheck = tablebase::MakePlayOutCheck(tables);
    }
    content::PackValidator validator(options);
    int puzzles = 0, lessons = 0, errors = 0, warnings = 0;
    for (const std::string& file : files) {
        content::LoadResult loaded = content::LoadPackFile(file);
        content::Diagnostics diag(file);
        if (loaded.pack) {
            puzzles += int(loaded.pack->puzzles.size());
            lessons += int(loaded.pack->lessons.size());
            validator.Check(*loaded.pack, diag);
        }
        std::vector<content::Finding> findings = std::move(loaded.findings);
        for (content::Finding& f : diag.TakeFindings()) findings.push_back(std::move(f));
        content::SortFindings(findings);
        for (const content::Finding& f : findings) {
            std::cout << content::FormatFinding(f) << "\n";
            (f.severity == content::Severity::Error ? errors : warnings)++;
        }
    }
    std::cout << files.size() << " files, " << puzzles << " puzzles, " << lessons << " lessons, "
              << errors << " errors, " << warnings << " warnings\n";
    return errors ? 1 : 0;
}

}  // namespace chatur::cli
