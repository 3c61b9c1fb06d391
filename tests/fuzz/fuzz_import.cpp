// libFuzzer target for `chatur-cli import`: EPD, CSV and PGN text. The first
// byte picks the format and the variant; the rest is the file. Any text must give
// findings, never a crash, a hang or undefined behaviour; every entry counted is
// imported or has its error; and the pack made must load back without an error.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string_view>

#include "core/content/import_puzzles.h"
#include "core/content/pack_writer.h"
#include "core/content/xml_loader.h"

using namespace chatur;
using namespace chatur::content;

namespace {

// Says what broke, with the findings, then stops the fuzzer at the input.
[[noreturn]] void Fail(const char* what, const ImportResult& result) {
    std::fprintf(stderr, "fuzz_import: %s (entries %d, imported %d)\n", what, result.entries,
                 result.imported);
    for (const Finding& f : result.findings)
        std::fprintf(stderr, "  %s\n", FormatFinding(f).c_str());
    __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 1 || size > 32 * 1024) return 0;
    const ImportFormat formats[] = {ImportFormat::Epd, ImportFormat::Csv, ImportFormat::Pgn};
    ImportFormat format = formats[(data[0] & 0x7F) % 3];
    ImportOptions options;
    options.variant = (data[0] & 0x80) ? &XiangqiVariant() : &MakrukVariant();
    options.packId = "fuzz";
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    ImportResult result = ImportPuzzles(format, text, "fuzz.in", options);
    for (const Finding& f : result.findings) (void)FormatFinding(f);
    if (result.imported != int(result.pack.puzzles.size())) Fail("imported miscounted", result);
    int errors = 0;
    for (const Finding& f : result.findings) errors += f.severity == Severity::Error;
    if (result.entries > result.imported && errors == 0) Fail("an entry lost in silence", result);
    if (result.pack.puzzles.empty()) return 0;
    std::string xml = WritePackXml(result.pack);
    LoadResult again = LoadPackFromString(xml, "fuzz.xml");
    for (const Finding& f : again.findings)
        if (f.severity == Severity::Error) {
            std::fprintf(stderr, "%s\n%s\n", xml.c_str(), FormatFinding(f).c_str());
            Fail("the pack written does not load back", result);
        }
    if (!again.pack || again.pack->puzzles.size() != result.pack.puzzles.size())
        Fail("the pack written loads back with fewer puzzles", result);
    return 0;
}
