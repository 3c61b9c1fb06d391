// What a line typed into the text board asks for. A learner who cannot see the
// board types a command ("position", "rank 3", "where b1", "last") or a move
// ("b1c3", "b1-c3", "Nc3", "H2+3", "ข๑ค๓"). Commands are read in English, with
// their short forms, always, and in the UI language too ("stellung", "posisi",
// "ตำแหน่ง"); the keyword tables are data here so that tests can check them and
// the GUI's help lists exactly the words the parser accepts. A move is read by
// the notation parsers and handed on in coordinate form, so that the board
// judges it exactly as a click (docs/accessibility.md explains the choices).
//
// The pack editor's position set-up reads lines too, with verbs of its own
// (put a piece, remove one, clear the board, the start position, the side to
// move, the FEN) and without those of a game (the last move, the count, the
// clock, hints): CommandContext says which set is meant. Pieces are named by
// side and name in English and the UI language ("put white ma b1", "setze
// schwarz rua a8", "วาง ขาว ม้า ข๑") or by their FEN letter ("put N b1").
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/rules/position.h"

namespace chatur {

// The verbs a command starts with.
enum class CommandVerb : uint8_t {
    Position,  // the whole position, piece by piece
    Rank,      // one rank, or every rank without an argument
    File,      // one file, or every file without an argument
    Scan,      // a rank or a file, whichever the argument names ("s 3", "s c")
    Square,    // what stands on a square (a square typed alone does the same)
    Where,     // where the piece on a square may go
    LastMove,
    Turn,  // whose move, check, the outcome
    Count,
    Clock,  // both clocks of a game
    Hint,
    Answer,  // the task's answer (as Show answer)
    Pick,    // a click on a square: marks it in a range task, places a piece
    Check,   // the task's Check button (a range, a multiple choice, a count)
    Repeat,  // the last announcement again
    Help,
    // Set-up only.
    Put,            // a piece on a square
    Remove,         // the piece on a square
    ClearBoard,     // every piece
    StartPosition,  // the variant's start position
    Fen,            // the FEN, or a FEN to set up
};

// Where a line is typed: a game or task (moves are played), or the pack
// editor's set-up (pieces are put, removed and moved freely).
enum class CommandContext : uint8_t { Play, Setup };

// Whether `verb` is understood in `context` (Turn, Position, the lines and
// squares, Repeat and Help in both; the set-up verbs in Setup only; LastMove,
// Where, Count, Clock, Hint, Answer, Pick and Check in Play only).
bool VerbIn(CommandVerb verb, CommandContext context);

enum class CommandKind : uint8_t {
    Position,
    AllRanks,
    Rank,
    AllFiles,
    File,
    Square,
    Where,
    LastMove,
    Turn,
    Count,
    Clock,
    Hint,
    Answer,
    Pick,
    Check,
    Repeat,
    Help,
    Move,
    // Set-up only.
    Put,            // `piece` on `square`
    Remove,         // the piece on `square`
    MovePiece,      // the piece on `square` to `target` (two squares typed)
    ClearBoard,     // every piece off
    StartPosition,  // the start position
    SetSide,        // `side` to move
    Fen,            // the FEN read out
    SetFen,         // `text` set up as the position
};

struct TextCommand {
    CommandKind kind = CommandKind::Help;
    Square square = kNoSquare;  // Square, Where, Pick, Put, Remove, MovePiece (from)
    int line = -1;              // Rank (0-based rank), File (0 = a)
    // Move: the move in coordinate form ("b1c3"), to be typed on the board. A
    // text shaped like a coordinate move that is not legal is passed on as typed,
    // so that the board says why it is refused. SetFen: the FEN as typed.
    std::string moveText;
    Piece piece = Piece::None;  // Put
    Square target = kNoSquare;  // MovePiece
    Color side = Color::White;  // SetSide

    static TextCommand Of(CommandKind kind, Square square = kNoSquare, int line = -1,
                          std::string moveText = {}) {
        return TextCommand{kind, square, line, std::move(moveText)};
    }
    bool operator==(const TextCommand&) const = default;
};

enum class CommandProblem : uint8_t {
    Empty,        // nothing typed
    Unknown,      // neither a command nor a move
    NeedsSquare,  // "where" without a square
    NotASquare,   // "where z9"
    NotALine,     // "rank 12", "file z"
    NeedsPiece,   // "put b1", "put purple ma b1": no side and piece, no FEN letter
    NotASide,     // set-up: "turn purple"
};

// Reads `text` against `pos`. `language` is the UI language ("en", "id", "de",
// "th"); English keywords are always understood.
std::variant<TextCommand, CommandProblem> ParseTextCommand(
    const Position& pos, std::string_view text, std::string_view language,
    CommandContext context = CommandContext::Play);

// The keywords of `verb` in `language` (English's when the language has none of
// its own), longest first; UTF-8.
std::vector<std::string_view> CommandKeywords(CommandVerb verb, std::string_view language);

}  // namespace chatur
