// A pack opens with the latest lesson its puzzles' tags name (lesson_packs.h):
// the bundled Met pack goes with "Makruk 3: The Met", the graded packs with
// the lessons that teach the last topic they ask about.
#include "core/content/lesson_packs.h"

#include <gtest/gtest.h>

#include "core/content/pack_library.h"
#include "test_paths.h"

namespace chatur::content {
namespace {

Lesson LessonWithId(const std::string& id) {
    Lesson lesson;
    lesson.id = id;
    return lesson;
}

Pack PackWithTags(std::vector<std::vector<std::string>> tags) {
    Pack pack;
    for (auto& t : tags) {
        Puzzle puzzle;
        puzzle.tags = std::move(t);
        pack.puzzles.push_back(std::move(puzzle));
    }
    return pack;
}

TEST(LessonPacks, APackOpensWithTheLatestLessonItsTagsName) {
    const Lesson board = LessonWithId("makruk.lesson.01.board");
    const Lesson met = LessonWithId("makruk.lesson.03.met");
    const Lesson mate = LessonWithId("makruk.lesson.06.check-mate");
    const Lesson count = LessonWithId("makruk.lesson.07.board-count");
    const std::vector<const Lesson*> lessons{&board, &met, &mate, &count};
    EXPECT_EQ(OpeningLesson(PackWithTags({{"met", "movement"}}), lessons), 1u);
    // Dashes do not matter; a topic word counts; the latest lesson wins.
    EXPECT_EQ(OpeningLesson(PackWithTags({{"met"}, {"checkmate"}}), lessons), 2u);
    EXPECT_EQ(OpeningLesson(PackWithTags({{"mate"}}), lessons), 2u);
    EXPECT_EQ(OpeningLesson(PackWithTags({{"met"}, {"board-count"}}), lessons), 3u);
    // "board" is taught first in lesson 1, not in the board's count.
    EXPECT_EQ(OpeningLesson(PackWithTags({{"board"}}), lessons), 0u);
    // No tag names a lesson: the first lesson opens it.
    EXPECT_EQ(OpeningLesson(PackWithTags({{"fork"}}), lessons), 0u);
    EXPECT_EQ(OpeningLesson(PackWithTags({{"met"}}), {}), std::nullopt);
}

TEST(LessonPacks, TheBundledPacksGoWithTheirLessons) {
    PackLibrary library;
    std::vector<std::string> files = ContentFilesIn(CHATUR_SOURCE_DIR "/lessons/makruk");
    files.push_back(CHATUR_SOURCE_DIR "/puzzles/makruk-met.xml");
    files.push_back(CHATUR_SOURCE_DIR "/puzzles/makruk-1-rules.xml");
    library.Refresh(files);
    std::vector<const Lesson*> lessons;
    for (const LibraryPack& lp : library.Packs())
        if (lp.pack)
            for (const Lesson& l : lp.pack->lessons) lessons.push_back(&l);
    ASSERT_GE(lessons.size(), 8u);
    const auto opening = [&](const std::string& packId) {
        const auto i = OpeningLesson(*library.FindById(packId), lessons);
        return i ? lessons[*i]->id : std::string();
    };
    EXPECT_EQ(opening("makruk.met"), "makruk.lesson.03.met");
    EXPECT_EQ(opening("makruk.rules"), "makruk.lesson.08.pieces-count");
}

}  // namespace
}  // namespace chatur::content
