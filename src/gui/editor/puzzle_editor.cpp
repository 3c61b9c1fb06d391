// PuzzleEditor: which puzzle is shown, the change plumbing, the texts and the
// details. The set-up board is in puzzle_editor_setup.cpp, the task pages in
// puzzle_editor_task.cpp, the controls in puzzle_editor_layout.cpp.
#include "gui/editor/puzzle_editor.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/notebook.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "core/content/rule_profile_names.h"
#include "core/notation/fen.h"
#include "gui/board_view.h"
#include "gui/editor/setup_palette.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

// LocalizedText cannot drop a language, so an emptied field is rebuilt without
// it. False when nothing changes.
bool StoreText(content::LocalizedText& text, const std::string& lang, const std::string& value) {
    const std::string* old = text.Find(lang);
    if (value.empty() ? old == nullptr : (old && *old == value)) return false;
    if (!value.empty()) {
        text.Set(lang, value);
        return true;
    }
    content::LocalizedText rebuilt;
    rebuilt.line = text.line;
    for (const std::string& l : text.Languages())
        if (l != lang) rebuilt.Set(l, *text.Find(l));
    text = std::move(rebuilt);
    return true;
}

// Tags as typed: separated by commas and/or white space.
std::vector<std::string> SplitTags(const std::string& typed) {
    std::vector<std::string> tags;
    std::string tag;
    for (char c : typed + " ") {
        if (c == ',' || c == ' ' || c == '\t' || c == '\n') {
            if (!tag.empty() && std::find(tags.begin(), tags.end(), tag) == tags.end())
                tags.push_back(tag);
            tag.clear();
        } else {
            tag += c;
        }
    }
    return tags;
}

std::string JoinTags(const std::vector<std::string>& tags) {
    std::string text;
    for (const std::string& t : tags) text += (text.empty() ? "" : " ") + t;
    return text;
}

const content::Hint* FindHint(const content::Puzzle& p, content::HintKind kind) {
    for (const content::Hint& h : p.hints)
        if (h.kind == kind) return &h;
    return nullptr;
}

// Hints are kept in their grade order: nudge, piece, move.
void SortHints(std::vector<content::Hint>& hints) {
    std::stable_sort(hints.begin(), hints.end(),
                     [](const auto& a, const auto& b) { return int(a.kind) < int(b.kind); });
}

// The hint of `kind` goes (`remove`), or `fill` changes it -- a new one, put in
// grade order, when the puzzle has none. Fields `fill` leaves alone are kept.
template <class Fill>
void UpdateHint(std::vector<content::Hint>& hints, content::HintKind kind, bool remove, Fill fill) {
    auto it = std::find_if(hints.begin(), hints.end(),
                           [kind](const content::Hint& h) { return h.kind == kind; });
    if (remove) {
        if (it != hints.end()) hints.erase(it);
    } else if (it != hints.end()) {
        fill(*it);
    } else {
        content::Hint h;
        h.kind = kind;
        fill(h);
        hints.push_back(h);
        SortHints(hints);
    }
}

}  // namespace

PuzzleEditor::~PuzzleEditor() {
    *m_alive = false;
    m_commitTimer.Stop();
}

const content::Puzzle* PuzzleEditor::Current() const {
    if (!m_doc || !m_index || *m_index >= m_doc->GetPack().puzzles.size()) return nullptr;
    return &m_doc->GetPack().puzzles[*m_index];
}

content::Puzzle& PuzzleEditor::Change(std::string_view label) {
    if (m_pending) CommitPendingText();  // its own undo step, first
    return m_doc->Edit(label).puzzles[*m_index];
}

void PuzzleEditor::Changed() {
    Fill();
    if (m_onChange) m_onChange();
}

std::string PuzzleEditor::Profile() const {
    const content::Puzzle* p = Current();
    if (p && !p->profile.empty()) return p->profile;
    return m_doc ? m_doc->GetPack().profile : std::string();
}

void PuzzleEditor::ShowPuzzle(editor::PackDocument* doc, std::optional<size_t> index) {
    if (doc == m_doc)
        CommitPendingText();
    else
        m_pending = nullptr;  // the old document may be gone
    m_commitTimer.Stop();
    m_doc = doc;
    m_index = doc ? index : std::nullopt;
    m_recorder.reset();
    m_pick = BoardPick::None;
    m_pickFrom = kNoSquare;
    m_found.clear();
    m_searching = false;
    ++m_searchGeneration;  // a search still running reports to nobody
    m_optionShown = -1;
    if (const content::Puzzle* p = Current()) {
        m_palette->SetVariant(p->board.position.GetVariant().id);
        if (ColorOf(m_palette->Selected()) != Color::White || IsEmpty(m_palette->Selected()))
            m_palette->Select(MakePiece(Color::White, PieceType::King));
    }
    Fill();
}

void PuzzleEditor::ShowAgain() {
    m_pending = nullptr;  // the document's state wins (undo, reload)
    m_commitTimer.Stop();
    if (!Current()) m_index.reset();
    // A line being recorded belongs to the position it started from.
    if (m_recorder && (!Current() || Current()->board.fen != m_recordFen)) m_recorder.reset();
    Fill();
}

void PuzzleEditor::SetContentLanguage(const std::string& lang) {
    if (lang == m_lang) return;
    CommitPendingText();
    m_lang = lang;
    m_optionShown = -1;
    Fill();
}

void PuzzleEditor::SetLook(const BoardLook& look) {
    m_look = look;
    m_board->SetLook(look);
    m_palette->SetPieceStyle(look.xiangqiPieces);
}

void PuzzleEditor::SetValue(wxTextCtrl* ctrl, const wxString& value) {
    if (ctrl != m_pending && ctrl->GetValue() != value) ctrl->ChangeValue(value);
}

// --- Texts ---

void PuzzleEditor::CommitPendingText() {
    m_commitTimer.Stop();
    if (m_pending) CommitText(m_pending);
}

void PuzzleEditor::CommitText(wxTextCtrl* ctrl) {
    if (ctrl != m_pending) return;
    m_pending = nullptr;
    const content::Puzzle* p = Current();
    if (!p) return;
    const std::string value = ctrl->GetValue().utf8_string();
    if (ctrl == m_question)
        SetText("question", value);
    else if (ctrl == m_explanation)
        SetText("explanation", value);
    else if (ctrl == m_criteria)
        SetText("criteria", value);
    else if (ctrl == m_nudge)
        SetText("hint-nudge", value);
    else if (ctrl == m_id)
        SetDetails(value, p->grade, p->stage, JoinTags(p->tags));
    else if (ctrl == m_tags)
        SetDetails(p->id, p->grade, p->stage, value);
    else if (ctrl == m_source)
        SetSource(value);
    else if (ctrl == m_optionLabel || ctrl == m_optionFeedback) {
        const auto* task = p->task.As<content::ChoiceTask>();
        if (!task || m_optionShown < 0 || size_t(m_optionShown) >= task->options.size()) return;
        const content::ChoiceOption& o = task->options[size_t(m_optionShown)];
        const std::string* label = o.label.Find(m_lang);
        const std::string* feedback = o.feedback.Find(m_lang);
        SetChoiceOption(size_t(m_optionShown),
                        ctrl == m_optionLabel ? value : (label ? *label : std::string()), o.correct,
                        ctrl == m_optionFeedback ? value : (feedback ? *feedback : std::string()));
    }
}

void PuzzleEditor::SetText(const std::string& field, const std::string& text) {
    const content::Puzzle* p = Current();
    if (!p) return;
    if (field == "hint-nudge") {
        const content::Hint* hint = FindHint(*p, content::HintKind::Nudge);
        content::LocalizedText probe = hint ? hint->text : content::LocalizedText();
        if (!StoreText(probe, m_lang, text)) return;
        // A nudge without words is no hint.
        UpdateHint(Change().hints, content::HintKind::Nudge, probe.Empty(),
                   [&](content::Hint& h) { h.text = probe; });
        Changed();
        return;
    }
    // The field of a puzzle, const or not (the one shown, then the one changed).
    auto pick = [&](auto& puzzle) -> decltype(&puzzle.question) {
        if (field == "question") return &puzzle.question;
        if (field == "explanation") return &puzzle.explanation;
        if (field == "criteria") return &puzzle.criteria;
        return nullptr;
    };
    const content::LocalizedText* current = pick(*p);
    if (!current) return;
    content::LocalizedText probe = *current;
    if (!StoreText(probe, m_lang, text)) return;
    content::Puzzle& q = Change();
    *pick(q) = probe;
    Changed();
}

void PuzzleEditor::SetPieceHint(Square square) {
    const content::Puzzle* p = Current();
    if (!p) return;
    const content::Hint* old = FindHint(*p, content::HintKind::Piece);
    if (old ? old->square == square : square == kNoSquare) return;
    UpdateHint(Change().hints, content::HintKind::Piece, square == kNoSquare,
               [&](content::Hint& h) { h.square = square; });
    Changed();
}

void PuzzleEditor::SetMoveHint(Square from, Square to) {
    const content::Puzzle* p = Current();
    if (!p) return;
    const bool clear = from == kNoSquare || to == kNoSquare;
    const content::Hint* old = FindHint(*p, content::HintKind::Move);
    if (old ? (old->from == from && old->to == to) : clear) return;
    UpdateHint(Change().hints, content::HintKind::Move, clear, [&](content::Hint& h) {
        h.from = from;
        h.to = to;
    });
    Changed();
}

// --- Details ---

void PuzzleEditor::SetDetails(const std::string& id, int grade, content::Stage stage,
                              const std::string& tags) {
    const content::Puzzle* p = Current();
    if (!p) return;
    grade = std::clamp(grade, 1, 5);
    std::vector<std::string> tagList = SplitTags(tags);
    if (p->id == id && p->grade == grade && p->stage == stage && p->tags == tagList) return;
    content::Puzzle& q = Change();
    q.id = id;
    q.grade = grade;
    q.stage = stage;
    q.tags = std::move(tagList);
    Changed();
}

void PuzzleEditor::SetProfile(const std::string& profile) {
    const content::Puzzle* p = Current();
    if (!p) return;
    // The pack's default is stored as the pack's name, as the loader fills it in.
    const std::string name = profile.empty() ? m_doc->GetPack().profile : profile;
    if (p->profile == name) return;
    content::Puzzle& q = Change();
    q.profile = name;
    Changed();
}

void PuzzleEditor::SetSource(const std::string& source) {
    const content::Puzzle* p = Current();
    if (!p || p->source == source) return;
    Change().source = source;
    Changed();
}

// --- Showing the state ---

void PuzzleEditor::Fill() {
    const content::Puzzle* p = Current();
    m_empty->Show(p == nullptr);
    m_content->Show(p != nullptr);
    if (!p) {
        Layout();
        return;
    }
    m_filling = true;
    FillSetup();
    FillTask();
    FillTexts();
    FillDetails();
    m_filling = false;
    ShowBoard();
    Layout();
}

void PuzzleEditor::FillTexts() {
    const content::Puzzle& p = *Current();
    wxString language = wxString::FromUTF8(m_lang);
    for (const UiLanguage& l : UiLanguages())
        if (m_lang == l.code) language = l.native;
    if (m_lang == "en")
        m_langNote->SetLabel(wxString::Format(_("Texts in %s."), language));
    else {
        // TRANSLATORS: %s is a language's own name, e.g. "Deutsch".
        const wxString note =
            _("Texts in %s. Where one is missing, learners see the English text.");
        m_langNote->SetLabel(wxString::Format(note, language));
    }
    auto text = [&](const content::LocalizedText& t) {
        const std::string* s = t.Find(m_lang);
        return s ? wxString::FromUTF8(*s) : wxString();
    };
    auto english = [&](const content::LocalizedText& t) {
        const std::string* s = t.Find("en");
        return s && m_lang != "en" ? wxString::FromUTF8(*s) : wxString();
    };
    const content::Hint* nudge = FindHint(p, content::HintKind::Nudge);
    const content::LocalizedText noText;
    const std::pair<wxTextCtrl*, const content::LocalizedText*> fields[] = {
        {m_question, &p.question},
        {m_explanation, &p.explanation},
        {m_criteria, &p.criteria},
        {m_nudge, nudge ? &nudge->text : &noText}};
    for (auto [ctrl, t] : fields) {
        SetValue(ctrl, text(*t));
        ctrl->SetToolTip(english(*t).empty() ? wxString()
                                             : wxString::Format(_("English: %s"), english(*t)));
    }
    const Variant& v = p.board.position.GetVariant();
    const content::Hint* piece = FindHint(p, content::HintKind::Piece);
    m_pieceHintText->SetLabel(
        piece ? wxString::Format(_("Hint 2, the piece: %s"), SquareLabel(v, piece->square))
              : _("Hint 2, the piece: none"));
    const content::Hint* move = FindHint(p, content::HintKind::Move);
    m_moveHintText->SetLabel(
        move ? wxString::Format(_("Hint 3, the move: %s"),
                                MoveLabel(v.id, p.board.position.PieceAt(move->from),
                                          chatur::Move(move->from, move->to)))
             : _("Hint 3, the move: none"));
    m_clearPieceHint->Enable(piece != nullptr);
    m_clearMoveHint->Enable(move != nullptr);
}

void PuzzleEditor::FillDetails() {
    const content::Puzzle& p = *Current();
    SetValue(m_id, wxString::FromUTF8(p.id));
    m_grade->SetValue(p.grade);
    m_stage->SetSelection(int(p.stage));
    if (m_pending != m_tags && SplitTags(m_tags->GetValue().utf8_string()) != p.tags)
        m_tags->ChangeValue(wxString::FromUTF8(JoinTags(p.tags)));
    SetValue(m_source, wxString::FromUTF8(p.source));

    const Variant& v = *m_doc->GetPack().variant;
    const std::string& packProfile = m_doc->GetPack().profile;
    std::vector<std::string> names{std::string()};
    wxArrayString items;
    items.Add(wxString::Format(_("Pack default (%s)"),
                               ProfileTitle(content::ProfileFor(v, packProfile))));
    for (std::string_view n : content::ProfileNames(v)) {
        names.emplace_back(n);
        items.Add(ProfileTitle(content::ProfileFor(v, n)));
    }
    if (names != m_profileNames || m_profile->GetCount() != items.size()) {
        m_profile->Set(items);
        m_profileNames = names;
    }
    int selection = 0;
    if (!p.profile.empty() && p.profile != packProfile)
        for (size_t i = 1; i < names.size(); ++i)
            if (p.profile == names[i] || p.profile == std::string(v.name) + "/" + names[i])
                selection = int(i);
    m_profile->SetSelection(selection);
}

}  // namespace chatur::gui
