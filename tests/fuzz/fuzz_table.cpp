// libFuzzer target for the tablebase cache file reader (DeserializeTable) on
// any bytes, read as Makruk KRvK or Xiangqi KRvK (the first byte picks). The
// reader must refuse what is damaged or crafted with a message and never read
// past its input; a table it accepts has exactly its layout's size. Seeds: the
// probe's crafted KRvK files (tests/data/reliability/tb), which fuzz.sh adds.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/rules/variant.h"
#include "core/tablebase/material.h"
#include "core/tablebase/table.h"

using namespace chatur;
using namespace chatur::tablebase;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    static const Material makruk = *ParseMaterial(MakrukVariant(), "KRvK");
    static const Material xiangqi = *ParseMaterial(XiangqiVariant(), "KRvK");
    const Material& material = data[0] & 1 ? xiangqi : makruk;
    const std::string bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
    TableReadResult r = DeserializeTable(material, bytes);
    if (r.table && r.table->Bytes().size() != r.table->GetLayout().Size()) std::abort();
    if (!r.table && r.error.empty()) std::abort();
    return 0;
}
