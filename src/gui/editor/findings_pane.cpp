#include "gui/editor/findings_pane.h"

#include <wx/brush.h>
#include <wx/button.h>
#include <wx/gauge.h>
#include <wx/graphics.h>
#include <wx/imaglist.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <memory>

#include "gui/editor/editor_text.h"
#include "gui/editor/finding_text.h"

namespace chatur::gui {

namespace {

// A red disc with "!" for an error, an amber triangle for a warning: drawn, so
// they look the same with every icon theme.
wxBitmap MarkBitmap(Mark mark, int size) {
    wxImage image(size, size);
    image.InitAlpha();
    std::fill(image.GetAlpha(), image.GetAlpha() + size * size, 0);
    {
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(image));
        if (!gc || mark == Mark::None) return wxBitmap(image);
        gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
        const double s = size, w = std::max(1.5, s / 8.0);
        gc->SetPen(*wxTRANSPARENT_PEN);
        if (mark == Mark::Error) {
            gc->SetBrush(wxBrush(wxColour(196, 48, 36)));
            gc->DrawEllipse(s * 0.1, s * 0.1, s * 0.8, s * 0.8);
        } else {
            gc->SetBrush(wxBrush(wxColour(222, 150, 20)));
            wxGraphicsPath path = gc->CreatePath();
            path.MoveToPoint(s * 0.5, s * 0.08);
            path.AddLineToPoint(s * 0.95, s * 0.9);
            path.AddLineToPoint(s * 0.05, s * 0.9);
            path.CloseSubpath();
            gc->FillPath(path);
        }
        gc->SetPen(gc->CreatePen(wxGraphicsPenInfo(*wxWHITE).Width(w).Cap(wxCAP_ROUND)));
        const double top = mark == Mark::Error ? 0.28 : 0.36;
        gc->StrokeLine(s * 0.5, s * top, s * 0.5, s * 0.58);
        gc->SetPen(*wxTRANSPARENT_PEN);
        gc->SetBrush(*wxWHITE_BRUSH);
        gc->DrawEllipse(s * 0.5 - w * 0.6, s * 0.72 - w * 0.6, w * 1.2, w * 1.2);
    }
    return wxBitmap(image);
}

wxString Utf8(const std::string& s) {
    return wxString::FromUTF8(s);
}

}  // namespace

wxImageList* MakeMarkImages(int size) {
    auto* images = new wxImageList(size, size, false);
    for (Mark m : {Mark::None, Mark::Warning, Mark::Error}) images->Add(MarkBitmap(m, size));
    return images;
}

FindingsPane::FindingsPane(wxWindow* parent) : wxPanel(parent) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    m_deepRow = new wxPanel(this);
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    m_deepText = new wxStaticText(m_deepRow, wxID_ANY, wxString());
    m_deepGauge =
        new wxGauge(m_deepRow, wxID_ANY, 100, wxDefaultPosition, wxSize(FromDIP(200), -1));
    m_deepCancel = new wxButton(m_deepRow, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                0, wxDefaultValidator, "deep-cancel");
    row->Add(m_deepText, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    row->Add(m_deepGauge, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    row->Add(m_deepCancel, 0, wxALIGN_CENTER_VERTICAL);
    m_deepRow->SetSizer(row);
    m_deepRow->Hide();
    column->Add(m_deepRow, 0, wxEXPAND | wxALL, FromDIP(4));

    m_book = new wxNotebook(this, wxID_ANY);
    const long style = wxLC_REPORT | wxLC_SINGLE_SEL;
    m_findings = new wxListCtrl(m_book, wxID_ANY, wxDefaultPosition, wxDefaultSize, style,
                                wxDefaultValidator, "findings");
    m_missing = new wxListCtrl(m_book, wxID_ANY, wxDefaultPosition, wxDefaultSize, style,
                               wxDefaultValidator, "missing-translations");
    m_marks = MakeMarkImages(FromDIP(16));
    m_findings->SetImageList(m_marks, wxIMAGE_LIST_SMALL);
    m_book->AddPage(m_findings, wxString());
    m_book->AddPage(m_missing, wxString());
    column->Add(m_book, 1, wxEXPAND);
    SetSizer(column);

    m_findings->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) {
        if (m_onFinding && e.GetIndex() >= 0) m_onFinding(size_t(e.GetIndex()));
    });
    m_missing->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) {
        if (m_onMissing && e.GetIndex() >= 0) m_onMissing(size_t(e.GetIndex()));
    });
    m_deepCancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_onCancel) m_onCancel();
    });
    Relabel();
}

FindingsPane::~FindingsPane() {
    m_findings->SetImageList(nullptr, wxIMAGE_LIST_SMALL);
    delete m_marks;
}

void FindingsPane::SetFindings(const std::vector<content::Finding>& findings) {
    m_findingRows = findings;
    // Errors first, then warnings, each in the file's order.
    std::stable_sort(m_findingRows.begin(), m_findingRows.end(), [](const auto& a, const auto& b) {
        return a.severity == content::Severity::Error && b.severity != content::Severity::Error;
    });
    FillFindings();
}

void FindingsPane::SetMissing(const std::vector<editor::MissingText>& missing) {
    m_missingRows = missing;
    FillMissing();
}

void FindingsPane::FillFindings() {
    m_findings->Freeze();
    m_findings->DeleteAllItems();
    for (size_t i = 0; i < m_findingRows.size(); ++i) {
        const content::Finding& f = m_findingRows[i];
        const bool error = f.severity == content::Severity::Error;
        const long row = m_findings->InsertItem(long(i), SeverityName(f.severity),
                                                int(error ? Mark::Error : Mark::Warning));
        m_findings->SetItem(row, 1, f.itemId.empty() ? _("Pack") : Utf8(f.itemId));
        m_findings->SetItem(row, 2, EditorFindingText(f));
    }
    m_findings->Thaw();
    m_book->SetPageText(0, wxString::Format(_("Problems (%d)"), int(m_findingRows.size())));
}

void FindingsPane::FillMissing() {
    m_missing->Freeze();
    m_missing->DeleteAllItems();
    for (size_t i = 0; i < m_missingRows.size(); ++i) {
        const editor::MissingText& m = m_missingRows[i];
        const long row =
            m_missing->InsertItem(long(i), m.itemId.empty() ? _("Pack") : Utf8(m.itemId));
        m_missing->SetItem(row, 1, TextFieldName(m.field));
        m_missing->SetItem(row, 2, ContentLanguageList(m.languages));
    }
    m_missing->Thaw();
    m_book->SetPageText(
        1, wxString::Format(_("Missing translations (%d)"), int(m_missingRows.size())));
}

const std::vector<content::Finding>& FindingsPane::Findings() const {
    return m_findingRows;
}

void FindingsPane::ShowDeepProgress(int checked, int total, bool cancelling) {
    m_deepChecked = checked;
    m_deepTotal = total;
    m_deepCancelling = cancelling;
    const bool show = total >= 0;
    if (show) {
        m_deepText->SetLabelText(
            cancelling
                ? _("Stopping the deep check...")
                // TRANSLATORS: progress of "Validate deeply" (the solver proves puzzles).
                : wxString::Format(_("Proving puzzles with the solver: %d of %d"), checked, total));
        m_deepGauge->SetRange(std::max(1, total));
        m_deepGauge->SetValue(std::min(checked, std::max(1, total)));
        m_deepCancel->Enable(!cancelling);
    }
    if (m_deepRow->IsShown() != show) {
        m_deepRow->Show(show);
        Layout();
    } else if (show) {
        m_deepRow->Layout();
    }
}

void FindingsPane::ShowMissingPage() {
    m_book->SetSelection(1);
}

void FindingsPane::Relabel() {
    m_findings->ClearAll();
    m_findings->AppendColumn(_("Severity"), wxLIST_FORMAT_LEFT, FromDIP(110));
    m_findings->AppendColumn(_("Item"), wxLIST_FORMAT_LEFT, FromDIP(170));
    m_findings->AppendColumn(_("Message"), wxLIST_FORMAT_LEFT, FromDIP(640));
    m_missing->ClearAll();
    m_missing->AppendColumn(_("Item"), wxLIST_FORMAT_LEFT, FromDIP(170));
    m_missing->AppendColumn(_("Text"), wxLIST_FORMAT_LEFT, FromDIP(200));
    m_missing->AppendColumn(_("Missing in"), wxLIST_FORMAT_LEFT, FromDIP(300));
    m_deepCancel->SetLabel(_("Cancel"));
    FillFindings();
    FillMissing();
    ShowDeepProgress(m_deepChecked, m_deepTotal, m_deepCancelling);
}

}  // namespace chatur::gui
