#include "core/content/lesson_packs.h"

#include <algorithm>
#include <string_view>

namespace chatur::content {

namespace {

std::string WithoutDashes(std::string_view text) {
    std::string out;
    for (char c : text)
        if (c != '-') out += c;
    return out;
}

// The lesson's topic as its id ends ("check-mate"), and its words.
bool TopicNames(const Lesson& lesson, const std::string& tag) {
    const std::string_view id = lesson.id;
    const size_t dot = id.rfind('.');
    const std::string_view topic = dot == std::string_view::npos ? id : id.substr(dot + 1);
    if (WithoutDashes(topic) == WithoutDashes(tag)) return true;
    size_t start = 0;
    while (start <= topic.size()) {
        const size_t end = std::min(topic.find('-', start), topic.size());
        if (topic.substr(start, end - start) == tag) return true;
        start = end + 1;
    }
    return false;
}

}  // namespace

std::optional<size_t> OpeningLesson(const Pack& pack, const std::vector<const Lesson*>& lessons) {
    if (lessons.empty()) return std::nullopt;
    size_t latest = 0;
    for (const Puzzle& puzzle : pack.puzzles)
        for (const std::string& tag : puzzle.tags)
            for (size_t i = 0; i < lessons.size(); ++i)
                if (TopicNames(*lessons[i], tag)) {
                    latest = std::max(latest, i);
                    break;
                }
    return latest;
}

}  // namespace chatur::content
