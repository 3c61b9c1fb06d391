// The puzzle editor's details page: id (the key of the learners' progress),
// grade, stage, tags, rule profile (the pack's default or another) and source.
#pragma once

#include <wx/scrolwin.h>

#include <string>
#include <vector>

#include "gui/accessible_name.h"
#include "gui/editor/task_kind_panel.h"

class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace chatur::gui {

class PuzzleDetailsPage : public wxScrolledWindow {
public:
    PuzzleDetailsPage(wxWindow* parent, PuzzleEditHost& host);

    void Relabel();
    void Load(const content::Puzzle& puzzle);

    // Tags as typed, separated by spaces or commas.
    void SetDetails(const std::string& id, int grade, content::Stage stage,
                    const std::string& tags);
    // Rule profile short name; empty for the pack's default.
    void SetProfile(const std::string& profile);
    void SetSource(const std::string& source);

private:
    // SetDetails as one step of a typing session (`mergeKey`).
    void StoreDetails(const std::string& id, int grade, content::Stage stage,
                      const std::string& tags, const std::string& mergeKey);

    PuzzleEditHost& m_host;
    bool m_filling = false;
    wxStaticText* m_idLabel = nullptr;
    wxTextCtrl* m_id = nullptr;
    wxStaticText* m_gradeLabel = nullptr;
    wxSpinCtrl* m_grade = nullptr;
    wxStaticText* m_stageLabel = nullptr;
    wxChoice* m_stage = nullptr;
    wxStaticText* m_tagsLabel = nullptr;
    wxTextCtrl* m_tags = nullptr;
    wxStaticText* m_profileLabel = nullptr;
    wxChoice* m_profile = nullptr;
    std::vector<std::string> m_profileNames;  // "" first: the pack's default
    wxStaticText* m_sourceLabel = nullptr;
    LabelledControls m_labelled;  // names for screen readers
    wxTextCtrl* m_source = nullptr;
};

}  // namespace chatur::gui
