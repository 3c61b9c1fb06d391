// A content finding (a problem the loader or validator found in a pack) in the UI
// language. The core gives each finding its words as an English template with
// values (content::Phrase); here each template is looked up in the gettext catalog
// and filled in. docs/localisation.md, "Findings in four languages".
#pragma once

#include <wx/string.h>

#include "core/content/diagnostics.h"

namespace chatur::gui {

// The finding's text, translated ("the move hint e2e4 is not ...").
wxString FindingText(const content::Finding& f);

// The finding as the pack editor shows it to an author who never sees the
// file: the problems a new pack or puzzle has are worded with the editor's
// field names ("Author: empty. Fill it in."), not the file's elements
// ("<author> is empty"); the findings list names the place (the pack or the
// puzzle). Findings only a hand-written file can have keep FindingText's words.
wxString EditorFindingText(const content::Finding& f);

// "path:line: error: text", the CLI's form with the words translated.
wxString FindingLine(const content::Finding& f);

}  // namespace chatur::gui
