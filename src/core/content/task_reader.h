// Reading the task elements (`<move>`, `<legal>`, `<range>`, `<place>`,
// `<choice>`, `<count>`, `<play-out>`) and `<hint>` elements of a puzzle or lesson step. Only
// the form is checked here (names, squares, numbers); whether the answers are
// right is the validator's job.
#pragma once

#include <tinyxml2.h>

#include <optional>
#include <string_view>
#include <vector>

#include "core/content/task.h"
#include "core/content/xml_element_reader.h"

namespace chatur::content {

// Element names of the seven task kinds, in TaskKind order.
const std::vector<std::string_view>& TaskElementNames();

// Reads the one task among the children of `parent`: nothing (and no finding)
// when there is none and `required` is false; an error when there is none and it
// is required, or more than one.
std::optional<Task> ReadTask(const ElementReader& parent, const Variant& v, bool required);

// Reads all `<hint>` children, which must come in the order nudge, piece, move.
std::vector<Hint> ReadHints(const ElementReader& parent, const Variant& v);

// Splits coordinate notation into squares without judging legality: "d4f6" ->
// d4, f6; a Makruk "m" suffix sets `promotion`. False when malformed.
bool ParseMoveSquares(const Variant& v, std::string_view text, Square& from, Square& to,
                      bool& promotion);

}  // namespace chatur::content
