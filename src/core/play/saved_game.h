// The game in progress on disk, and PGN export. The app saves the current game
// after every action into one small text file next to the progress file, written
// atomically (a temporary file, fsync, rename), and offers the last unfinished
// game again after a restart. The file holds the set-up, the action log of the
// PlaySession and the clock times; it ends with a line holding the number of
// lines before it and a checksum, so a damaged or truncated file is recognised
// and reported as an error value, never half-read. A log that does not replay
// (a file edited by hand, another version) is an error too.
//
//     chatur-saved-game 1
//     variant makruk
//     profile counting
//     fen start                      (or the FEN the game began from)
//     opponent computer              (computer | friend | engine)
//     human white                    (the user's side against the computer)
//     level easy
//     seed 12345
//     clock 300 3 30                 (main seconds, periods, period seconds; or "none")
//     clock-white 283000 3           (main milliseconds left, periods left)
//     clock-black 300000 3
//     saved 1767225600               (seconds since the epoch)
//     actions e3e4 d6d5 count-start a1a2
//     end 13 9c1f0e3d2a4b5c6d
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/play/game_clock.h"
#include "core/play/play_session.h"

namespace chatur {

struct SavedGame {
    GameSetup setup;
    std::vector<std::string> actions;
    std::optional<ClockSideState> clockWhite;  // with setup.clock
    std::optional<ClockSideState> clockBlack;
    int64_t savedAt = 0;  // seconds since the epoch

    bool operator==(const SavedGame&) const = default;
};

struct SavedGameError {
    enum class Kind : uint8_t {
        Missing,      // no saved game (not a problem)
        Corrupt,      // damaged, truncated, or a log that does not replay
        Unreadable,   // the file exists but cannot be read
        WriteFailed,  // saving failed (disk full, no permission, ...)
    };
    Kind kind;
    std::string message;
};

// The saved game of a session; the clock times are the caller's (see GameClock::State).
SavedGame SnapshotOf(const PlaySession& session, int64_t savedAt,
                     std::optional<ClockSideState> clockWhite = std::nullopt,
                     std::optional<ClockSideState> clockBlack = std::nullopt);

std::string FormatSavedGame(const SavedGame& game);
[[nodiscard]] std::variant<SavedGame, SavedGameError> ParseSavedGame(std::string_view text);

// Writes atomically; creates the folder if needed. A damaged file in the way (one
// that does not parse or replay) is first moved aside as KeepDamagedFile does,
// never overwritten; when it cannot be moved, nothing is written.
[[nodiscard]] std::optional<SavedGameError> SaveGameFile(const std::string& path,
                                                         const SavedGame& game);
// Reads a saved game. A damaged one is moved aside (`<path>.corrupt-<stamp>`,
// named in the Corrupt error's message), as damaged progress is.
[[nodiscard]] std::variant<SavedGame, SavedGameError> LoadGameFile(const std::string& path);
// The session a saved game describes (Corrupt when its log does not replay).
[[nodiscard]] std::variant<PlaySession, SavedGameError> ResumeSession(const SavedGame& game);

// PGN export: Seven Tag Roster plus `[Variant]`, `[SetUp "1"]`, `[FEN]` (always:
// the position the game began from) and `[Termination]` (the reason key, or
// "time-forfeit"); coordinate moves numbered from the FEN's move number; count
// declarations as comments (`{count-start}`); the result token at the end.
struct PgnTags {
    std::string event = "Chatur game";
    std::string site = "Chatur";
    std::string date = "????.??.??";  // "2025.03.14"
    std::string white = "?";
    std::string black = "?";
};
std::string ToPgn(const PlaySession& session, const PgnTags& tags);
// The move text's tokens without the result: "1.", "e3e4", "d6d5", "{count-start}", ...
std::vector<std::string> MoveTokens(const PlaySession& session);
// "1-0", "0-1", "1/2-1/2", "*".
std::string_view PgnResult(Result result);

}  // namespace chatur
