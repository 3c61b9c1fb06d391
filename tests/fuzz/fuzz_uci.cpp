// libFuzzer target for the UCI command loop (`chatur-cli uci`): each line of the
// input goes to a UciServer as a GUI would send it. Searches are capped at a thousand
// nodes so that the loop, not the search, is what runs: position and go
// reading, options, stop and quit in any order, a search thread started and
// stopped many times. Any input must end, without a crash or undefined behaviour.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/search/uci_go.h"
#include "core/search/uci_server.h"

using namespace chatur;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size > 4096) return 0;
    std::string_view input(reinterpret_cast<const char*>(data), size);
    UciServerOptions options;
    options.nodeCap = 1000;
    options.maxHashMb = 2;
    size_t lines = 0;
    UciServer server([&lines](const std::string& line) { lines += line.size() > 0; }, options);
    size_t start = 0;
    while (start <= input.size()) {
        size_t end = input.find('\n', start);
        if (end == std::string_view::npos) end = input.size();
        std::string_view line = input.substr(start, end - start);
        if (line.substr(0, 3) == "go ") (void)ParseUciGo(line.substr(3));
        if (!server.Handle(line)) break;
        start = end + 1;
    }
    server.Finish();
    return 0;
}
