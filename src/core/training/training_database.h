// training.db has one owner per process. The app and the CLI open it here, once,
// and hand the one TrainingStore (one SQLite connection) to everything that
// reads or writes it: the learner's progress (core/progress/progress_store.h),
// rated training (TrainingContext, Trainer) and the views. Two connections in
// one process would be two writers racing for one file; a second copy of the
// app is the only other writer, and the store's transactions handle that.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/training/training_store.h"

namespace chatur::training {

// What to do with a file that cannot be opened at all (no such folder, no
// permission): fail (the CLI), or go on with a database in memory for this
// session so the app still works (its error says nothing is saved).
enum class IfUnopenable : uint8_t { Fail, KeepInMemory };

struct OpenedTrainingDatabase {
    std::string path;                      // as asked ("": in memory)
    std::shared_ptr<TrainingStore> store;  // never null; closed only after a Fail or a Refuse
    std::optional<StoreError> error;       // TrainingStore::Open's, for the caller to word
};

// Opens `path` ("" keeps the database in memory), creating its folder first;
// a file that is not a training database is kept aside or refused as
// `ifNotTraining` says (training_store.h).
[[nodiscard]] OpenedTrainingDatabase OpenTrainingDatabase(
    const std::string& path, IfUnopenable ifUnopenable,
    IfNotTraining ifNotTraining = IfNotTraining::KeepAside);

}  // namespace chatur::training
