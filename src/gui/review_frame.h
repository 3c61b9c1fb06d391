// The game review window (docs/review.md): a game played in play mode, or the
// games of a PGN file (a list to choose from), reviewed in the background with a
// progress bar and Cancel while the window stays live. It shows the evaluation
// graph (ReviewGraph), a native list of the moves with their classes, the
// evaluation and the better move (a wxDataViewListCtrl, which screen readers
// read and the keyboard reaches), each side's summary and accuracy, and the
// board at the selected move. A game's review is kept while the window is open,
// so going back to a game in the list shows it at once, and on disk (the app's
// review cache), so a game reviewed before opens with its review.
#pragma once

#include <wx/frame.h>

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/mining/puzzle_texts.h"
#include "core/review/game_review.h"
#include "core/review/review_cache.h"
#include "gui/background_job.h"
#include "gui/board_painter.h"

class wxButton;
class wxChoice;
class wxDataViewListCtrl;
class wxGauge;
class wxStaticText;

namespace chatur {
namespace tablebase {
class Tablebase;
}
namespace gui {

class BoardView;
class ReviewGraph;

// One game to review.
struct GameToReview {
    const Variant* variant = nullptr;
    const RuleProfile* profile = nullptr;
    std::string startFen;  // empty: the variant's start position
    std::vector<chatur::Move> moves;
    std::vector<CountDeclaration> declarations;  // the counts started or stopped by hand
    wxString title;                              // for the list of games
    std::optional<Color> learner;                // whose mistakes to learn from; none: both sides'
};

// Where the mistakes a learner misses go (docs/review.md): the personal pack in
// `dir` (texts in the languages of `catalogs`), then `added` (the app puts the
// pack in the library and the puzzles in the spaced-review queue).
struct PersonalPuzzles {
    std::filesystem::path dir;
    mining::TextCatalogs catalogs;
    std::function<void(const std::string& packPath, const std::vector<std::string>& ids,
                       const Variant& variant)>
        added;
};

class ReviewFrame : public wxFrame {
public:
    // `problems`: what could not be read of the file (one line each), shown above.
    // `cache`: where reviews are kept (core/review/review_cache.h); none: not kept.
    ReviewFrame(wxWindow* parent, std::shared_ptr<tablebase::Tablebase> tables,
                const BoardLook& look, std::vector<GameToReview> games,
                const wxString& problems = wxString(),
                std::optional<review::ReviewCache> cache = std::nullopt);
    ~ReviewFrame() override;

    void SelectGame(int index);
    void SelectPly(int ply);  // 0: the start position
    void Cancel();
    void Analyse();  // again, after Cancel
    void Relabel();

    // Learn from your mistakes: the learner's mistakes and blunders one by one, in
    // the position before each, to find a better move (judged by the tables and the
    // engine as the review judges), with a hint and the answer.
    void SetPersonalPuzzles(PersonalPuzzles personal) { m_personal = std::move(personal); }
    void StartLearning();
    void StopLearning();
    void TryMove(chatur::Move move);  // as if played on the board
    void TakeHint();
    void ShowAnswer();
    void NextMistake();
    bool IsLearning() const { return m_learning; }
    bool IsJudging() const { return m_judge.Running(); }
    // The plies of the mistakes the learner did not find (no answer shown first).
    const std::vector<int>& MissedPlies() const { return m_missed; }

    // For tests and screenshots.
    bool IsAnalysing() const { return m_job.Running(); }
    const review::GameReview* Review() const;
    wxDataViewListCtrl* MoveList() const { return m_list; }
    ReviewGraph* Graph() const { return m_graph; }
    BoardView* Board() const { return m_board; }
    wxString SummaryText() const;
    wxString StatusText() const;
    wxString MoveText() const;  // what is said of the selected move

private:
    void ShowReview();
    // The move list's columns as wide as their texts; the list asks for that
    // room beside the board (German at 1024x700 cut "Besserer Zug").
    void FitColumns();
    void ShowMoveText();
    wxString MoveName(int ply) const;  // "12… Rua h8–h1"
    std::string CacheKey(int game) const;
    Game GameBefore(int ply) const;  // the game before ply `ply` was played
    void ShowMistake();
    void SetLearnText(const wxString& text);
    void ShowArrow(chatur::Move move);  // the better move, found or shown
    void UpdateLearnButtons();
    void Missed();

    std::shared_ptr<tablebase::Tablebase> m_tables;
    std::vector<GameToReview> m_games;
    int m_game = 0;
    int m_ply = 0;
    std::vector<Position> m_positions;  // after each ply (0: the start)
    std::vector<bool> m_countRan;
    std::map<int, review::GameReview> m_reviews;  // by game
    std::optional<review::ReviewCache> m_cache;
    review::ReviewOptions m_options;
    bool m_cancelled = false;
    wxString m_problemsText;

    wxChoice* m_gameChoice;
    wxStaticText* m_problems;
    BoardView* m_board;
    wxStaticText* m_moveText;
    wxStaticText* m_summary;
    ReviewGraph* m_graph;
    wxDataViewListCtrl* m_list;
    wxGauge* m_gauge;
    wxStaticText* m_status;
    wxButton* m_cancel;
    wxButton* m_learn;
    wxButton* m_hint;
    wxButton* m_answer;
    wxButton* m_next;
    BackgroundJob m_job;
    BackgroundJob m_judge;  // a learner's try, searched
    bool m_learning = false;
    std::vector<int> m_mistakePlies;
    size_t m_mistake = 0;
    bool m_found = false;    // this mistake's better move was found or shown
    bool m_counted = false;  // this mistake is already counted as missed
    std::vector<int> m_missed;
    std::optional<PersonalPuzzles> m_personal;
};

}  // namespace gui
}  // namespace chatur
