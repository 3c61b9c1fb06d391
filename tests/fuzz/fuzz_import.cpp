// libFuzzer target for `chatur-cli import`: EPD, CSV and PGN text. The first
// byte picks the format and the variant; the rest is the file. Any text must give
// findings, never a crash, a hang or undefined behaviour; every entry counted is
// imported or has its error; and the pack made must load back without an error.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/content/import_puzzles.h"
#include "core/content/pack_writer.h"
#include "core/content/xml_loader.h"

using namespace chatur;
using namespace chatur::content;

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
    if (result.imported != int(result.pack.puzzles.size())) __builtin_trap();
    int errors = 0;
    for (const Finding& f : result.findings) errors += f.severity == Severity::Error;
    if (result.entries > result.imported && errors == 0) __builtin_trap();  // a silent loss
    if (result.pack.puzzles.empty()) return 0;
    std::string xml = WritePackXml(result.pack);
    LoadResult again = LoadPackFromString(xml, "fuzz.xml");
    if (!again.pack) __builtin_trap();  // we wrote a pack we cannot read
    for (const Finding& f : again.findings)
        if (f.severity == Severity::Error) __builtin_trap();
    if (again.pack->puzzles.size() != result.pack.puzzles.size()) __builtin_trap();
    return 0;
}
