// The training dashboard, a window of its own: charts drawn with
// wxGraphicsContext from the training database -- the learner's rating over
// time (a line), accuracy and rating per theme (bars, the weakest first, each
// with a Train link that starts rated training on that theme) and puzzles
// solved per day over the last 30 days (bars). With "Hide my rating" the
// rating chart and the rating figures are left out.
#pragma once

#include <wx/frame.h>
#include <wx/scrolwin.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/rules/variant.h"
#include "core/training/training_context.h"
#include "core/training/training_stats.h"

class wxButton;
class wxChoice;
class wxGraphicsContext;

namespace chatur::gui {

// What the charts show, gathered once per game.
struct DashboardData {
    std::vector<training::RatingPoint> history;
    std::vector<training::ThemeStat> themes;        // weakest first
    std::vector<training::DayTally> days;           // oldest first
    std::optional<training::Glicko2Rating> rating;  // none when it cannot be read
    int attempts = 0;
    int bestStreak = 0;
};
DashboardData GatherDashboard(training::TrainingContext& context, const Variant& variant,
                              int64_t now);

class DashboardCharts : public wxScrolledWindow {
public:
    explicit DashboardCharts(wxWindow* parent);
    void SetData(DashboardData data, bool showRating);
    // Clicking a theme's row calls this with its id.
    void SetThemeHandler(std::function<void(const std::string&)> handler) {
        m_onTheme = std::move(handler);
    }
    // The theme rows' places (tests click them), in unscrolled coordinates.
    const std::vector<std::pair<wxRect, std::string>>& ThemeRows() const { return m_rows; }
    void ClickTheme(const std::string& theme);

private:
    void OnPaint(wxPaintEvent& event);
    int Draw(wxGraphicsContext* gc, int width);  // returns the height used
    int DrawRatingChart(wxGraphicsContext* gc, int top, int width);
    int DrawThemeBars(wxGraphicsContext* gc, int top, int width);
    int DrawDayBars(wxGraphicsContext* gc, int top, int width);
    int Heading(wxGraphicsContext* gc, const wxString& text, int top);

    DashboardData m_data;
    bool m_showRating = true;
    std::vector<std::pair<wxRect, std::string>> m_rows;
    std::function<void(const std::string&)> m_onTheme;
};

class DashboardFrame : public wxFrame {
public:
    // Opens the dashboard (or raises the one open) on `variant`.
    static DashboardFrame* Open(wxWindow* parent, training::TrainingContext* context,
                                VariantId variant, bool showRating);
    void SetTrainHandler(std::function<void(VariantId, const std::string&)> handler) {
        m_onTrain = std::move(handler);
    }
    void ShowGame(VariantId variant);
    VariantId Game() const { return m_variant; }
    DashboardCharts* Charts() const { return m_charts; }

private:
    DashboardFrame(wxWindow* parent, training::TrainingContext* context);
    void Relabel();

    training::TrainingContext* m_context;
    VariantId m_variant = VariantId::Makruk;
    bool m_showRating = true;
    wxChoice* m_game;
    wxButton* m_close;
    DashboardCharts* m_charts;
    std::function<void(VariantId, const std::string&)> m_onTrain;
};

}  // namespace chatur::gui
