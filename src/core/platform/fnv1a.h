// The checksum of Chatur's own small files: 64-bit FNV-1a. Progress exports, the
// endgame tables' headers and the game review's cache keys all use it. The offset
// basis is the one these files have been written with since the first progress
// export (a digit shorter than the published 14695981039346656037); it stays, so
// that files already on learners' disks still check.
#pragma once

#include <cstdint>
#include <string_view>

namespace chatur::platform {

inline uint64_t Fnv1a(std::string_view data) {
    uint64_t h = 1469598103934665603ull;
    for (unsigned char c : data) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

}  // namespace chatur::platform
