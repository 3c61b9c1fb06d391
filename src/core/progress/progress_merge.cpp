#include "core/progress/progress_merge.h"

#include <algorithm>

namespace chatur::progress {

namespace {

template <typename Map>
const typename Map::mapped_type* Find(const Map& map, const std::string& key) {
    auto it = map.find(key);
    return it == map.end() ? nullptr : &it->second;
}

ItemRecord MergeItem(const ItemRecord* base, const ItemRecord& mine, const ItemRecord* disk) {
    const ItemRecord none;
    const ItemRecord& b = base ? *base : none;
    ItemRecord out = disk ? *disk : none;
    // This copy's new attempts on top of the file's (never below zero if the
    // file was reset meanwhile).
    auto add = [](int& to, int mineValue, int baseValue) {
        to += std::max(0, mineValue - baseValue);
    };
    add(out.attempts, mine.attempts, b.attempts);
    add(out.solvedFirstTry, mine.solvedFirstTry, b.solvedFirstTry);
    add(out.solvedAfterMistakes, mine.solvedAfterMistakes, b.solvedAfterMistakes);
    add(out.solvedWithHelp, mine.solvedWithHelp, b.solvedWithHelp);
    add(out.failed, mine.failed, b.failed);
    if (mine.lastSeen > out.lastSeen || (!disk && mine.lastResult)) {
        out.lastSeen = mine.lastSeen;
        out.lastResult = mine.lastResult;
    }
    return out;
}

LessonRecord MergeLesson(const LessonRecord& mine, const LessonRecord* disk) {
    if (!disk) return mine;
    LessonRecord out = mine.lastSeen > disk->lastSeen ? mine : *disk;
    out.finished = mine.finished || disk->finished;
    return out;
}

LearnerProgress MergeLearner(const LearnerProgress& base, const LearnerProgress& mine,
                             const LearnerProgress& disk) {
    LearnerProgress out = disk;
    for (const auto& [id, record] : mine.items) {
        const ItemRecord* b = Find(base.items, id);
        if (b && *b == record) continue;  // unchanged here
        out.items[id] = MergeItem(b, record, Find(disk.items, id));
    }
    for (const auto& [id, record] : mine.lessons) {
        const LessonRecord* b = Find(base.lessons, id);
        if (b && *b == record) continue;
        out.lessons[id] = MergeLesson(record, Find(disk.lessons, id));
    }
    auto has = [](const std::vector<std::string>& q, const std::string& id) {
        return std::find(q.begin(), q.end(), id) != q.end();
    };
    for (const std::string& id : base.retryQueue)
        if (!has(mine.retryQueue, id))
            out.retryQueue.erase(std::remove(out.retryQueue.begin(), out.retryQueue.end(), id),
                                 out.retryQueue.end());
    for (const std::string& id : mine.retryQueue)
        if (!has(base.retryQueue, id) && !has(out.retryQueue, id)) out.retryQueue.push_back(id);
    if (mine.last != base.last) out.last = mine.last;
    return out;
}

}  // namespace

Learners MergeProgress(const Learners& base, const Learners& mine, const Learners& disk) {
    Learners out = disk;
    static const LearnerProgress kEmpty;
    for (const auto& [name, progress] : mine) {
        const LearnerProgress* b = Find(base, name);
        if (b && *b == progress) continue;
        const LearnerProgress* d = Find(disk, name);
        out[name] = MergeLearner(b ? *b : kEmpty, progress, d ? *d : kEmpty);
    }
    return out;
}

}  // namespace chatur::progress
