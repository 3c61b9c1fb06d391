// The pieces of a PGN file that every PGN the core writes shares: tag pairs with
// their escaping, comments, and movetext broken into lines of at most 79
// characters, as PGN's export format asks. A saved game (play/saved_game_pgn)
// and a puzzle pack's export (content/export_pgn) both write through these.
#pragma once

#include <string>
#include <string_view>

namespace chatur {

// `[Name "value"]` and a newline; in the value, backslashes and quotes are
// escaped and line breaks and tabs become spaces (a tag is one line).
std::string PgnTag(std::string_view name, std::string_view value);

// `{text}` on one line; a '}' inside would end the comment, so it becomes ')'.
std::string PgnComment(std::string_view text);

// Movetext, token by token, wrapped before a line would pass 79 characters.
class PgnMoveText {
public:
    // One token ("12.", "e3e4", "{comment}"); never broken.
    void Add(std::string_view token);
    // Every space-separated word of `text`, as tokens.
    void AddWords(std::string_view text);
    // The text with a final newline.
    std::string Finish() const;

private:
    std::string m_text;
    std::string m_line;
};

}  // namespace chatur
