#include "gui/editor/puzzle_texts_page.h"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "core/editor/puzzle_edits.h"
#include "gui/board_painter.h"
#include "gui/editor/editor_widgets.h"
#include "gui/editor/field_typing.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

PuzzleTextsPage::PuzzleTextsPage(wxWindow* parent, PuzzleEditHost& host)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                       wxVSCROLL | wxTAB_TRAVERSAL),
      m_host(host) {
    SetScrollRate(0, FromDIP(10));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    const int gap = FromDIP(6);
    m_langNote = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                  "language-note");
    m_langNote->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    sizer->Add(m_langNote, 0, wxEXPAND | wxALL, gap);
    auto addField = [&](wxStaticText*& label, wxTextCtrl*& ctrl, const char* name) {
        label = MakeLabel(this);
        ctrl = MakeText(this, name, true);
        sizer->Add(label, 0, wxLEFT | wxRIGHT | wxTOP, gap);
        sizer->Add(ctrl, 0, wxEXPAND | wxLEFT | wxRIGHT, gap);
        const std::string field = name;
        m_host.Typing().Bind(ctrl, [this, field](const std::string& text, const std::string& key) {
            StoreText(field, text, key);
        });
    };
    addField(m_questionLabel, m_question, "question");
    addField(m_explanationLabel, m_explanation, "explanation");
    addField(m_criteriaLabel, m_criteria, "criteria");
    addField(m_nudgeLabel, m_nudge, "hint-nudge");

    auto addHintRow = [&](wxStaticText*& text, wxButton*& pick, wxButton*& clear,
                          const char* pickName, const char* clearName) {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        text = MakeLabel(this);
        pick = MakeButton(this, pickName);
        clear = MakeButton(this, clearName);
        row->Add(text, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap);
        row->Add(pick, 0, wxRIGHT, FromDIP(4));
        row->Add(clear, 0);
        sizer->Add(row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, gap);
    };
    addHintRow(m_pieceHintText, m_pickPieceHint, m_clearPieceHint, "pick-piece-hint",
               "clear-piece-hint");
    addHintRow(m_moveHintText, m_pickMoveHint, m_clearMoveHint, "pick-move-hint",
               "clear-move-hint");
    SetSizer(sizer);

    auto toggle = [this](BoardPick pick) {
        m_host.StartBoardPick(m_host.CurrentPick() == pick ? BoardPick::None : pick);
    };
    m_pickPieceHint->Bind(wxEVT_BUTTON,
                          [toggle](wxCommandEvent&) { toggle(BoardPick::HintPiece); });
    m_pickMoveHint->Bind(wxEVT_BUTTON, [toggle](wxCommandEvent&) { toggle(BoardPick::HintMove); });
    m_clearPieceHint->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { SetPieceHint(kNoSquare); });
    m_clearMoveHint->Bind(wxEVT_BUTTON,
                          [this](wxCommandEvent&) { SetMoveHint(kNoSquare, kNoSquare); });
}

void PuzzleTextsPage::Relabel() {
    m_questionLabel->SetLabel(_("Question:"));
    m_explanationLabel->SetLabel(_("Explanation (shown with the answer):"));
    m_criteriaLabel->SetLabel(_("Criteria (what a good answer must show; optional):"));
    m_nudgeLabel->SetLabel(_("Hint 1, in words:"));
    m_pickPieceHint->SetLabel(_("Pick square"));
    m_clearPieceHint->SetLabel(_("Remove"));
    m_pickMoveHint->SetLabel(_("Pick move"));
    m_clearMoveHint->SetLabel(_("Remove"));
}

void PuzzleTextsPage::SetText(const std::string& field, const std::string& text) {
    StoreText(field, text, std::string());
}

void PuzzleTextsPage::StoreText(const std::string& field, const std::string& text,
                                const std::string& mergeKey) {
    m_host.EditPuzzle(
        "edit-" + field,
        [&](content::Puzzle& p) {
            return editor::SetText(p, field, m_host.ContentLanguage(), text);
        },
        mergeKey);
}

void PuzzleTextsPage::SetPieceHint(Square square) {
    m_host.EditPuzzle("set-piece-hint",
                      [&](content::Puzzle& p) { return editor::SetPieceHint(p, square); });
}

void PuzzleTextsPage::SetMoveHint(Square from, Square to) {
    m_host.EditPuzzle("set-move-hint",
                      [&](content::Puzzle& p) { return editor::SetMoveHint(p, from, to); });
}

void PuzzleTextsPage::OnBoardPick(BoardPick pick, Square from, Square square) {
    if (pick == BoardPick::HintPiece) SetPieceHint(square);
    if (pick == BoardPick::HintMove) SetMoveHint(from, square);
}

void PuzzleTextsPage::Load(const content::Puzzle& p) {
    const std::string& lang = m_host.ContentLanguage();
    wxString language = wxString::FromUTF8(lang);
    for (const UiLanguage& l : UiLanguages())
        if (lang == l.code) language = l.native;
    if (lang == "en")
        m_langNote->SetLabel(wxString::Format(_("Texts in %s."), language));
    else {
        // TRANSLATORS: %s is a language's own name, e.g. "Deutsch".
        const wxString note =
            _("Texts in %s. Where one is missing, learners see the English text.");
        m_langNote->SetLabel(wxString::Format(note, language));
    }
    auto text = [&](const content::LocalizedText& t) {
        const std::string* s = t.Find(lang);
        return s ? wxString::FromUTF8(*s) : wxString();
    };
    auto english = [&](const content::LocalizedText& t) {
        const std::string* s = t.Find("en");
        return s && lang != "en" ? wxString::FromUTF8(*s) : wxString();
    };
    const content::Hint* nudge = editor::FindHint(p, content::HintKind::Nudge);
    const content::LocalizedText noText;
    const std::pair<wxTextCtrl*, const content::LocalizedText*> fields[] = {
        {m_question, &p.question},
        {m_explanation, &p.explanation},
        {m_criteria, &p.criteria},
        {m_nudge, nudge ? &nudge->text : &noText}};
    for (auto [ctrl, t] : fields) {
        m_host.Typing().SetValue(ctrl, text(*t));
        ctrl->SetToolTip(english(*t).empty() ? wxString()
                                             : wxString::Format(_("English: %s"), english(*t)));
    }
    const Variant& v = p.board.position.GetVariant();
    const content::Hint* piece = editor::FindHint(p, content::HintKind::Piece);
    m_pieceHintText->SetLabel(
        piece ? wxString::Format(_("Hint 2, the piece: %s"), SquareLabel(v, piece->square))
              : _("Hint 2, the piece: none"));
    const content::Hint* move = editor::FindHint(p, content::HintKind::Move);
    m_moveHintText->SetLabel(
        move ? wxString::Format(_("Hint 3, the move: %s"),
                                MoveLabel(v.id, p.board.position.PieceAt(move->from),
                                          chatur::Move(move->from, move->to)))
             : _("Hint 3, the move: none"));
    m_clearPieceHint->Enable(piece != nullptr);
    m_clearMoveHint->Enable(move != nullptr);
}

void PuzzleTextsPage::Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const {
    for (const content::Hint& h : puzzle.hints) {
        if (h.kind == content::HintKind::Piece) notes.hinted.push_back(h.square);
        if (h.kind == content::HintKind::Move) notes.hintArrows.emplace_back(h.from, h.to);
    }
}

}  // namespace chatur::gui
