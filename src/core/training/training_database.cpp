#include "core/training/training_database.h"

#include <filesystem>

#include "core/platform/utf8_path.h"

namespace chatur::training {

OpenedTrainingDatabase OpenTrainingDatabase(const std::string& path, IfUnopenable ifUnopenable,
                                            IfNotTraining ifNotTraining) {
    OpenedTrainingDatabase opened;
    opened.path = path;
    opened.store = std::make_shared<TrainingStore>();
    if (!path.empty()) {
        std::error_code ec;
        const std::filesystem::path folder = platform::PathFromUtf8(path).parent_path();
        if (!folder.empty()) std::filesystem::create_directories(folder, ec);
    }
    opened.error = opened.store->Open(path.empty() ? ":memory:" : path, ifNotTraining);
    const bool unopenable = opened.error && (opened.error->kind == StoreErrorKind::CannotOpen ||
                                             !opened.store->IsOpen());
    if (unopenable && ifUnopenable == IfUnopenable::KeepInMemory &&
        opened.store->Open(":memory:")) {
        // Not even in memory (SQLite out of memory): the store stays closed, as
        // IsOpen() says, and the file's error is still the one reported.
    }
    return opened;
}

}  // namespace chatur::training
