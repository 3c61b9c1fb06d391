// The bottom of the pack editor, as in a translation editor: the validator's
// findings (severity, item, message) and the texts missing in a language the
// pack promises, each row leading to its place on activation (double-click or
// Enter). While "Validate deeply" runs, a progress row with Cancel shows here.
#pragma once

#include <wx/bitmap.h>
#include <wx/panel.h>

#include <functional>
#include <vector>

#include "core/content/diagnostics.h"
#include "core/editor/pack_document.h"

class wxButton;
class wxGauge;
class wxImageList;
class wxListCtrl;
class wxNotebook;
class wxStaticText;

namespace chatur::gui {

// The marks of the editor's lists: 0 none, 1 warning, 2 error.
enum class Mark { None, Warning, Error };
wxImageList* MakeMarkImages(int size);

class FindingsPane : public wxPanel {
public:
    explicit FindingsPane(wxWindow* parent);
    ~FindingsPane() override;

    // Shown errors first; the handler's index is into Findings().
    void SetFindings(const std::vector<content::Finding>& findings);
    const std::vector<content::Finding>& Findings() const;
    const std::vector<editor::MissingText>& Missing() const { return m_missingRows; }
    void SetMissing(const std::vector<editor::MissingText>& missing);
    // Called with the index of the activated row.
    void SetFindingHandler(std::function<void(size_t)> handler) {
        m_onFinding = std::move(handler);
    }
    void SetMissingHandler(std::function<void(size_t)> handler) {
        m_onMissing = std::move(handler);
    }
    void SetCancelHandler(std::function<void()> handler) { m_onCancel = std::move(handler); }
    // The deep check's row: hidden when `total` < 0.
    void ShowDeepProgress(int checked, int total, bool cancelling);
    void ShowMissingPage();
    void Relabel();

    wxListCtrl* FindingList() const { return m_findings; }
    wxListCtrl* MissingList() const { return m_missing; }

private:
    void FillFindings();
    void FillMissing();

    std::vector<content::Finding> m_findingRows;
    std::vector<editor::MissingText> m_missingRows;
    std::function<void(size_t)> m_onFinding;
    std::function<void(size_t)> m_onMissing;
    std::function<void()> m_onCancel;
    wxNotebook* m_book;
    wxListCtrl* m_findings;
    wxListCtrl* m_missing;
    wxImageList* m_marks;
    wxPanel* m_deepRow;
    wxStaticText* m_deepText;
    wxGauge* m_deepGauge;
    wxButton* m_deepCancel;
    int m_deepChecked = 0, m_deepTotal = -1;
    bool m_deepCancelling = false;
};

}  // namespace chatur::gui
