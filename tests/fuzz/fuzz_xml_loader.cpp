// libFuzzer target for the content loader and the pack validator: any bytes
// must give findings, never a crash, a hang or undefined behaviour.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/content/validator.h"
#include "core/content/xml_loader.h"

using namespace chatur::content;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size > 64 * 1024) return 0;
    std::string_view xml(reinterpret_cast<const char*>(data), size);
    LoadResult result = LoadPackFromString(xml, "fuzz.xml");
    for (const Finding& f : result.findings) (void)FormatFinding(f);
    if (!result.pack) return 0;
    Diagnostics diag("fuzz.xml");
    PackValidator validator;
    validator.Check(*result.pack, diag);
    // Exercise the model API a trainer uses.
    for (const Puzzle& p : result.pack->puzzles) {
        (void)p.question.Get("th");
        (void)p.MissingLanguages(result.pack->languages);
    }
    for (const Lesson& l : result.pack->lessons)
        for (size_t i = 0; i < l.steps.size(); ++i) (void)l.BoardForStep(i);
    return 0;
}
