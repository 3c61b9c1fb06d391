// Which lesson opens which puzzle pack, for the learner's path (the home page
// lists each pack under its lesson; a finished lesson offers its packs). The
// content format has no link between a pack and a lesson, so it is derived from
// what both already carry: a lesson's id ends in its topic
// ("makruk.lesson.03.met", "xiangqi.lesson.05.check-mate"), and a puzzle's tags
// name what it asks ("met movement"). A tag names the first lesson, in the
// lessons' order, whose topic it is (dashes ignored: "checkmate" is
// "check-mate") or one of whose topic words it is ("mate", "count"). A pack
// opens with the latest lesson any of its puzzles' tags names: by then every
// topic the pack asks about has been taught. A pack whose tags name no lesson
// opens with the first lesson (docs/content-format.md, "Lessons and packs").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/content/pack.h"

namespace chatur::content {

// The index into `lessons` (one game's lessons in order) of the lesson that
// opens `pack`; nullopt when there are no lessons.
std::optional<size_t> OpeningLesson(const Pack& pack, const std::vector<const Lesson*>& lessons);

}  // namespace chatur::content
