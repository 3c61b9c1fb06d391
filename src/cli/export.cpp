// chatur-cli export --format pgn|html PACK.xml --out FILE [--lang L]: a pack's
// puzzles as PGN for other programs, or as a printable worksheet with diagrams
// and an answer key for club sessions (docs/import-export.md). The pack is
// loaded and validated first; puzzles with errors are left out, reported as
// validate reports them.
#include <algorithm>
#include <iostream>
#include <set>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/content/export_pack.h"
#include "core/content/validator.h"
#include "core/content/xml_loader.h"
#include "core/platform/atomic_file.h"

namespace chatur::cli {

namespace {

constexpr const char* kUsage =
    "usage: chatur-cli export --format pgn|html PACK.xml --out FILE [--lang en|id|de|th]\n";

// The worksheet's own words in the app's languages (the pack's texts come from
// the pack). Other languages get English.
content::WorksheetLabels LabelsFor(const std::string& lang) {
    content::WorksheetLabels l;
    if (lang == "id") {
        l = {"Kunci jawaban", "Putih jalan", "Hitam jalan", "Merah jalan",
             "Nama",          "Tanggal",     "ya",          "tidak"};
    } else if (lang == "de") {
        l = {"Lösungen", "Weiß am Zug", "Schwarz am Zug", "Rot am Zug", "Name", "Datum",
             "ja",       "nein"};
    } else if (lang == "th") {
        l = {"เฉลย", "ฝ่ายขาวเดิน", "ฝ่ายดำเดิน", "ฝ่ายแดงเดิน", "ชื่อ", "วันที่", "ได้", "ไม่ได้"};
    }
    return l;
}

}  // namespace

int RunExport(int argc, char** argv) {
    Args args;
    if (auto done = StartCommand(
            args, argc, argv,
            {.valued = {"format", "out", "lang"},
             .usage = kUsage,
             .help = "  --format pgn   one game per puzzle: [Variant], [SetUp \"1\"], [FEN], the\n"
                     "                 solution in coordinate notation, the texts as comments\n"
                     "  --format html  a worksheet to print: diagrams, questions, and the\n"
                     "                 answer key on its own page\n"
                     "  --lang         language of the texts (default en; English when a text\n"
                     "                 lacks it)\n"
                     "Puzzles with validation errors are left out and reported as validate\n"
                     "does. Exit 0 when every puzzle was exported, 1 when some were left out\n"
                     "or the pack could not be read, 2 on bad usage.\n",
             .usageOnError = true}))
        return *done;
    std::string format = args.Get("format").value_or("");
    auto out = args.Get("out");
    if ((format != "pgn" && format != "html") || args.Positional().size() != 1 || !out ||
        out->empty()) {
        std::cerr << "error: give --format pgn|html, one PACK.xml and --out FILE\n" << kUsage;
        return kUsageError;
    }
    std::string lang = args.Get("lang").value_or("en");
    const std::string& path = args.Positional()[0];
    if (auto err = platform::CheckOutputPath(*out, {path})) {
        std::cerr << "error: " << err->message << "\n";
        return kUsageError;
    }

    content::LoadResult loaded = content::LoadPackFile(path);
    std::vector<content::Finding> findings = std::move(loaded.findings);
    if (loaded.pack) {
        content::Diagnostics diag(path);
        content::PackValidator().Check(*loaded.pack, diag);
        for (content::Finding& f : diag.TakeFindings()) findings.push_back(std::move(f));
    }
    content::SortFindings(findings);
    std::set<std::string> broken;  // puzzles with errors
    for (const content::Finding& f : findings) {
        if (f.severity != content::Severity::Error) continue;
        std::cout << content::FormatFinding(f) << "\n";
        if (!f.itemId.empty()) broken.insert(f.itemId);
    }
    if (!loaded.pack) return 1;
    content::Pack pack = std::move(*loaded.pack);
    size_t before = pack.puzzles.size();
    std::erase_if(pack.puzzles, [&](const content::Puzzle& p) { return broken.count(p.id) > 0; });
    // Puzzles the loader could not read count as left out too.
    size_t leftOut = before - pack.puzzles.size() + size_t(loaded.puzzlesLeftOut);

    std::string text;
    if (format == "pgn") {
        text = content::ExportPgn(pack, lang);
    } else {
        content::WorksheetOptions options;
        options.lang = lang;
        options.labels = LabelsFor(lang);
        text = content::ExportWorksheetHtml(pack, options);
    }
    if (auto err = platform::WriteFileAtomically(*out, text, false)) {
        std::cerr << "error: " << err->message << "\n";
        return kUsageError;
    }
    std::cout << pack.puzzles.size() << " puzzles exported, " << leftOut << " left out\n";
    return leftOut ? 1 : 0;
}

}  // namespace chatur::cli
