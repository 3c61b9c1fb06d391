// A content pack: one XML file's metadata plus its lessons and puzzles. A file
// holding a single lesson is a pack with one lesson (docs/content-format.md).
#pragma once

#include <string>
#include <vector>

#include "core/content/lesson.h"
#include "core/content/localized_text.h"
#include "core/content/puzzle.h"
#include "core/rules/variant.h"

namespace chatur::content {

class Pack {
public:
    std::string path;  // where it was loaded from
    int format = 1;    // format version of the file
    std::string id;    // stable id, e.g. "makruk.basics"
    const Variant* variant = &MakrukVariant();
    std::string profile;  // default rule profile of its lessons and puzzles
    std::string version;  // the pack's own version, e.g. "1.0"
    std::string author;
    std::string licence;                 // e.g. an SPDX id: "CC-BY-SA-4.0"
    std::vector<std::string> languages;  // languages the pack promises (default: all four)
    LocalizedText title;
    LocalizedText description;
    std::vector<Lesson> lessons;
    std::vector<Puzzle> puzzles;
    int line = 0;

    const Puzzle* FindPuzzle(std::string_view puzzleId) const;
    const Lesson* FindLesson(std::string_view lessonId) const;
};

}  // namespace chatur::content
