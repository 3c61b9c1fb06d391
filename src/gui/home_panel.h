// The home page a newcomer sees on the first start: what the lessons are, the
// lessons of the game in order with their state (not started, started,
// finished), under each lesson the puzzle packs it opens with how many of
// their puzzles are solved (content/lesson_packs.h), and one obvious button --
// "Start here" with the first lesson, or "Continue" with the first one not
// finished. Double-click or Enter on a row of the list opens that lesson or
// pack. It is a text pane so that the main window shows it like any other
// mode; it holds no progress itself (MainFrame gives it the lessons, their
// packs and their state).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/rules/variant.h"
#include "gui/text_pane.h"

class wxButton;
class wxListBox;

namespace chatur::gui {

struct HomePack {
    std::string id;
    wxString title;
    int solved = 0;
    int total = 0;
};

struct HomeLesson {
    enum class State { NotStarted, Started, Finished };
    std::string id;
    wxString title;
    State state = State::NotStarted;
    std::vector<HomePack> packs;  // the packs this lesson opens
};

class HomePanel : public TextPane {
public:
    explicit HomePanel(wxWindow* parent);

    // Shows the game's lessons; the main button opens the first one not finished.
    void Show(VariantId variant, std::vector<HomeLesson> lessons);
    void Relabel();
    VariantId Game() const { return m_variant; }
    // Called with the lesson to open.
    void SetOpenHandler(std::function<void(const std::string&)> handler) {
        m_onOpen = std::move(handler);
    }
    // Called with the pack to open.
    void SetOpenPackHandler(std::function<void(const std::string&)> handler) {
        m_onOpenPack = std::move(handler);
    }
    // Opens what row `row` of the list shows (a lesson or a pack).
    void OpenRow(size_t row);
    // The lesson the main button opens ("" when there is none).
    std::string StartLesson() const;
    // Presses the main button.
    void Start();

private:
    void Fill();
    void WrapStartLabel();

    VariantId m_variant = VariantId::Makruk;
    std::vector<HomeLesson> m_lessons;
    // What each row of the list shows: a lesson, or one of its packs.
    struct Row {
        size_t lesson = 0;
        std::optional<size_t> pack;
    };
    std::vector<Row> m_rows;
    wxButton* m_start;
    wxString m_startText;  // unwrapped
    wxListBox* m_list;
    std::function<void(const std::string&)> m_onOpen;
    std::function<void(const std::string&)> m_onOpenPack;
};

}  // namespace chatur::gui
