// The pack validator behind `chatur-cli validate` (docs/cli.md): it checks a
// loaded pack with the rules engine instead of trusting the file. Every board is
// a legal, unfinished game position; every solution line is legal move by move
// and reaches its goal; `legal`, `range`, `place` and `count` answers equal the
// engine's; a play-out step's claim agrees with the endgame tables (when a
// PlayOutCheck is given); ids are unique (also across the packs one validator sees); no
// puzzle repeats another; English is present everywhere and every language the
// pack promises is present (a warning, an error with `strict`).
#pragma once

#include <functional>
#include <map>
#include <string>

#include "core/content/diagnostics.h"
#include "core/content/pack.h"

namespace chatur::content {

// A deeper check of a `move` puzzle (e.g. proving with a solver that its
// solution is the only one). Chatur has none yet: `chatur-cli validate --deep`
// reports that; the solver work plugs in here.
using DeepCheck = std::function<void(const Puzzle& puzzle, Diagnostics& diag)>;

// A check of a lesson's `play-out` step against the endgame tables, which this
// layer has none of: the position must be in the tables' range and the claimed
// result must be the tables' verdict (tablebase/play_out.h makes one).
using PlayOutCheck =
    std::function<void(const PlayOutTask& task, int line, const Diagram& board,
                       const std::string& profile, Diagnostics& diag, const std::string& itemId)>;

struct ValidateOptions {
    bool strict = false;        // missing translations are errors, not warnings
    DeepCheck deepCheck;        // run on every puzzle when set
    PlayOutCheck playOutCheck;  // run on every play-out step when set
};

class PackValidator {
public:
    explicit PackValidator(ValidateOptions options = {}) : m_options(std::move(options)) {}

    // Checks one pack; findings go to `diag` (whose path should be the pack's).
    void Check(const Pack& pack, Diagnostics& diag);

private:
    void CheckBoard(const Diagram& board, const std::string& profileName, Diagnostics& diag,
                    const std::string& itemId) const;
    void CheckTexts(const std::vector<const LocalizedText*>& texts, const Phrase& what, int line,
                    const Pack& pack, Diagnostics& diag, const std::string& itemId) const;
    void CheckRequiredTexts(const std::vector<std::pair<const LocalizedText*, const char*>>& texts,
                            Diagnostics& diag, const std::string& itemId) const;
    void CheckLesson(const Lesson& lesson, const Pack& pack, Diagnostics& diag) const;
    void CheckPuzzle(const Puzzle& puzzle, const Pack& pack, Diagnostics& diag) const;
    void CheckDuplicatePuzzles(const Pack& pack, Diagnostics& diag) const;
    void ClaimId(const std::string& id, int line, Diagnostics& diag);

    // Where an id was first used: in which Check call, and "path:line".
    struct SeenId {
        int pack;
        std::string where;
    };
    ValidateOptions m_options;
    std::map<std::string, SeenId> m_ids;
    int m_packCount = 0;
};

}  // namespace chatur::content
