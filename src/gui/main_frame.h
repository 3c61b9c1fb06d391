// The main window: library on the left, the board in the centre (always the
// largest thing) with the status line under it, and on the right the text pane
// of the current mode, the three in splitters that share extra width -- free play, the puzzle
// trainer, the lesson player or play mode. Free play is FreePlayPanel's (a FreePlaySession:
// outcomes, Makruk's counts with Start/Stop count when the rules allow them); puzzles and lessons
// run TrainerSessions; play mode (a game against the computer or a friend, saved after every
// move) is PlayPanel's: each a core session that its panel shows. Each mode is a FrameModeView
// (main_frame_modes.h): the frame routes board input, the status line, Undo and the count
// buttons to the current one; it holds no mode's rules. It applies preferences and the UI
// language at once (re-labelling every control), and owns the packs, the progress store and the
// app's one tablebase service (shared with play mode, the puzzle panes and the drills window).
#pragma once

#include <wx/frame.h>
#include <wx/timer.h>

#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "core/content/pack_library.h"
#include "core/play/play_session.h"
#include "core/progress/pack_progress.h"
#include "core/trainer/board_interaction.h"
#include "gui/free_play_panel.h"
#include "gui/library_pane.h"
#include "gui/main_frame_modes.h"
#include "gui/preferences.h"
#include "gui/training/train_panel.h"

class wxAboutDialogInfo;
class wxButton;
class wxConfigBase;
class wxSimplebook;
class wxStaticText;
class wxSplitterWindow;

namespace chatur::tablebase {
class Tablebase;
}

namespace chatur::gui {

class BoardView;
class DrillFrame;
class ReviewFrame;
struct BoardLook;
class EditorFrame;
class HomePanel;
class LessonPanel;
class PlayPanel;
class PuzzlePanel;
class TextBoardPanel;
class TextPane;

// The order of the text pane's pages.
enum class FrameMode { FreePlay, Puzzle, Lesson, Play, Train, Home };

// The training database's path for a progress file's folder (CHATUR_TRAINING_DB
// names another); "" when nothing is saved (screenshots): kept in memory.
std::string TrainingDbPath(const wxString& progressPath);

class MainFrame : public wxFrame {
public:
    // `config` keeps the preferences and `progressPath` names the progress
    // file; nullptr / empty for a session that saves nothing (screenshots). The
    // game of play mode is saved next to the progress file, and an unfinished one
    // is restored at once.
    MainFrame(const Preferences& prefs, wxConfigBase* config,
              const wxString& progressPath = wxString());
    ~MainFrame() override;

    // Applies at once (language, board look, flip) and saves when persistent.
    // The preference's flip is free play's: a puzzle, lesson or game shown keeps
    // its own side at the bottom.
    void ApplyPreferences(const Preferences& prefs);
    // Says under the board that the chosen language's catalog is missing.
    void WarnMissingCatalog();
    // View > Flip board: the board shown turned round; in free play the
    // preference too, elsewhere only the item on screen.
    void FlipBoard();
    const Preferences& GetPreferences() const { return m_prefs; }

    // Free play.
    void NewGame(VariantId variant);
    void SetGamePosition(const Position& position);
    void Undo();
    void StartCount();
    void StopCount();
    void SetRangeMode(bool on);

    // Play mode (main_frame_play.cpp): Game > New game... asks for a GameSetup and
    // starts it here; false with the reason when the set-up cannot be played.
    void ShowNewGameDialog();
    bool StartPlay(const GameSetup& setup, wxString* error = nullptr);
    // Restores the saved game if it is unfinished; false when there is none.
    bool ResumeSavedGame();
    // Back to the game after a lesson or puzzle.
    void ReturnToGame();
    // The FEN of the game shown (play mode or free play) to the clipboard.
    void CopyFen();
    // Game > Endgame drills...: the drills window (one at a time), for the game shown.
    DrillFrame* OpenEndgameDrills(bool fixedSeeds = false);
    // Game > Review this game / Review games from a PGN file... (main_frame_review.cpp):
    // the game review window for the game of play mode, or for a file's games.
    ReviewFrame* ReviewPlayedGame();
    ReviewFrame* ReviewGamesFile(const wxString& path);
    void ChooseGamesToReview();  // a file dialog, then ReviewGamesFile
    // Missed mistakes of `frame` go to the personal pack and the review queue.
    void KeepPersonalPuzzles(ReviewFrame* frame);

    // Opens a content file, optionally one lesson or puzzle in it. False (with
    // the reason in the text pane) when the file or item cannot be used.
    bool OpenContent(const wxString& path, const std::string& itemId = {});
    // The home page of a game: its lessons in order with their state and one
    // button, Start here or Continue (main_frame_content.cpp). The first start
    // (nothing done yet) shows Makruk's.
    void ShowHome(VariantId variant);
    bool ShowHomeOnFirstStart();
    HomePanel* HomePane() const { return m_home; }
    // Opens the item the learner worked on last (on a first start: the game's
    // first lesson); false when there is none.
    bool ContinueWhereLeftOff();
    // A lesson of the library; the lessons of a game in the library's order,
    // the one after `lessonId`, and the first one not finished yet.
    struct LessonRef {
        std::shared_ptr<const content::Pack> pack;
        const content::Lesson* lesson = nullptr;
    };
    std::vector<LessonRef> LessonsOf(VariantId variant) const;
    std::optional<LessonRef> LessonAfter(const std::string& lessonId) const;
    std::optional<LessonRef> FirstUnfinishedLesson(VariantId variant) const;
    // The puzzle packs a lesson opens (content/lesson_packs.h), in library order.
    std::vector<std::shared_ptr<const content::Pack>> PacksOpenedBy(
        const std::string& lessonId) const;
    // Opens a pack's first unsolved puzzle.
    bool OpenPack(const std::string& packId);
    // Bookmarks (main_frame_bookmarks.cpp): the puzzle (library or rated
    // training) or lesson step on screen marked or unmarked; the list of them; one opened again.
    bool CanBookmark() const;
    void ToggleBookmark();
    void ShowBookmarks();
    bool OpenBookmark(const progress::SavedBookmark& mark);
    wxString DescribeBookmark(const progress::SavedBookmark& mark) const;
    std::shared_ptr<const content::Pack> BookmarkPack(const std::string& packId,
                                                      bool readPools) const;
    void ReadBookmarkedPools();
    // Reads the content folders again (new or changed packs).
    void ReloadLibrary();

    // The pack editor (main_frame_content.cpp). EditPack opens a window on a pack
    // file (or raises the one that has it); nullptr with the reason in `error`
    // (a message box when `error` is null). NewPack asks for a variant and an id.
    EditorFrame* EditPack(const wxString& path, wxString* error = nullptr);
    EditorFrame* NewPack();
    // "Try it" of the editor: plays a puzzle of a snapshot of the edited pack in
    // the trainer exactly as a learner would, but records no progress and sets
    // no bookmark for it (a scratch progress store), and raises this window.
    // The learner's own panel comes back with the next puzzle or lesson opened.
    bool TryPuzzle(std::shared_ptr<const content::Pack> pack, const std::string& puzzleId);
    bool Trying() const { return m_tryPuzzle && m_puzzle == m_tryPuzzle; }
    // A pack saved by the editor: the library shows it (and its changes).
    void OnPackSaved(const std::string& path);

    // Rated training, review, streak and the daily puzzle (training/
    // main_frame_training.cpp); false with the reason in the pane when there is
    // no puzzle to pose. The dashboard opens in a window of its own.
    bool StartTraining(VariantId variant, TrainMode mode, const std::string& theme = {});
    void ShowDashboard(VariantId variant);
    TrainPanel* TrainPane() const { return m_train; }
    training::TrainingContext& Training() { return *m_training; }
    // A training session waits for its game's pools, read in the background
    // ("Loading puzzles..." in the pane); whether the last one found a puzzle.
    bool TrainingLoading() const { return m_training->Pending(); }
    bool PoolsReading() const { return m_training->ReadingPools(); }
    bool TrainingPosed() const { return m_trainingPosed; }

    FrameMode Mode() const { return m_mode; }
    // View > Text board: the position as text, a command line and announcements
    // under the board (main_frame_text_board.cpp); shown, the command line has the focus.
    void ShowTextBoard(bool show);
    TextBoardPanel* TextBoard() const { return m_textBoard; }
    BoardView* Board() const { return m_board; }
    TextPane* Text() const { return m_freePlay; }
    FreePlayPanel* FreePlayPane() const { return m_freePlay; }
    PuzzlePanel* PuzzlePane() const { return m_puzzle; }
    LessonPanel* LessonPane() const { return m_lesson; }
    PlayPanel* PlayPane() const { return m_play; }
    LibraryPane* Library() const { return m_library; }
    // The free-play board's game (play mode's game is PlayPane()'s).
    const chatur::Game& FreePlayGame() const { return m_freePlay->Session().GetGame(); }
    progress::ProgressStore& Progress() { return *m_store; }
    // The endgame tables of the user's cache folder, for every mode of the app.
    const std::shared_ptr<tablebase::Tablebase>& Tablebases() const { return m_tablebase; }
    // The text pane of the current mode.
    TextPane* ActivePane() const;
    wxString StatusText() const;
    wxString NoteText() const;
    // The sentence shown when the progress file could not be read (empty if fine).
    const wxString& ProgressProblem() const { return m_progressProblem; }
    // What Help > About says: the version, the licence, the website and where
    // the learner's progress is kept.
    wxAboutDialogInfo AboutInfo() const;
    wxButton* StartCountButton() const { return m_countStart; }
    wxButton* StopCountButton() const { return m_countStop; }

private:
    // The board's look from the preferences (main board and the pack editor's).
    static BoardLook LookFrom(const Preferences& prefs);
    // main_frame_menus.cpp
    wxMenuBar* BuildMenuBar();
    void SyncMenuChecks();
    void BindMenuEvents();
    void ShowAbout();
    void ShowKeyboardHelp();
    void OpenFileDialog();
    void EditPackWithDialog();
    void ShowPreferencesDialog();

    // training/main_frame_training.cpp
    void CreateTrainingContext();
    bool PoseTraining(VariantId variant, TrainMode mode, const std::string& theme);
    LibraryTraining TrainingSummary(VariantId variant);

    // main_frame_content.cpp
    void OnLibrary(const LibraryEntry& entry);
    bool OpenPuzzle(std::shared_ptr<const content::Pack> pack, const std::string& puzzleId,
                    progress::PuzzleFilter filter = {}, bool mistakes = false);
    bool OpenLesson(std::shared_ptr<const content::Pack> pack, const std::string& lessonId);
    void ShowContentProblem(const wxString& path);
    void OnProgressRecorded();
    void ShowCurrentInLibrary();
    void WireEditor(EditorFrame* editor);
    // Puts the learner's puzzle panel (or the Try-it one) on the puzzle page.
    void UsePuzzlePanel(PuzzlePanel* panel);

    // main_frame_modes.cpp: the four modes behind one interface.
    class FreePlayMode;
    class PuzzleMode;
    class LessonMode;
    class PlayMode;
    class TrainingMode;
    class HomeMode;
    void CreateModes();
    FrameModeView& Current() const { return *m_modes[size_t(m_mode)]; }

    void SetMode(FrameMode mode);
    void Relabel();  // every label, after a language switch
    void UpdateStatus();
    // Shows m_statusText in m_status, each line broken before a " — " part that
    // would not fit its width (the count's moves left are never cut off).
    void FitStatus();
    void SetNote(const wxString& note, bool problem = false);
    void OnBoardResult(const ClickResult& result);
    // The splitters' sashes for the window's width (until the learner moves one).
    void PlaceSashes();
    // The user's side at the bottom in a game against the computer.
    void FaceUsersSide();

    Preferences m_prefs;
    wxConfigBase* m_config;
    std::shared_ptr<tablebase::Tablebase> m_tablebase;
    FrameMode m_mode = FrameMode::FreePlay;
    std::array<std::unique_ptr<FrameModeView>, 6> m_modes;  // by FrameMode
    std::unique_ptr<progress::ProgressStore> m_store;
    PackLibrary m_packs;
    wxString m_note;
    bool m_noteIsProblem = false;
    wxString m_progressProblem;
    wxString m_progressPath;  // the progress file; empty when nothing is kept
    wxTimer m_reloadTimer;
    GameSetup m_lastSetup;  // the New game dialog starts with the last choices
    bool m_lastRandomSide = false;

    wxSplitterWindow* m_outerSplit;  // library | the rest
    wxSplitterWindow* m_innerSplit;  // board | text pane
    bool m_sashesMoved = false;
    LibraryPane* m_library;
    BoardView* m_board;
    wxSimplebook* m_book;
    FreePlayPanel* m_freePlay;  // the free-play page, also where a file's problem is shown
    PuzzlePanel* m_puzzle;      // the one on the puzzle page: the learner's or Try-it's
    PuzzlePanel* m_learnerPuzzle = nullptr;  // set when Try it first swaps panels
    PuzzlePanel* m_tryPuzzle = nullptr;
    std::unique_ptr<progress::ProgressStore> m_tryStore;  // never saved
    LessonPanel* m_lesson;
    PlayPanel* m_play;
    std::unique_ptr<training::TrainingContext> m_training;  // on m_store's database
    bool m_trainingPosed = false;
    TrainPanel* m_train;
    HomePanel* m_home;
    wxStaticText* m_status;
    wxString m_statusText;   // the status line as worded, before FitStatus breaks it
    int m_statusWidth = -1;  // the width m_status's label was last broken for
    wxStaticText* m_noteLabel;
    wxButton* m_countStart;
    wxButton* m_countStop;
    wxButton* m_undoButton;
    wxButton* m_flipButton;
    wxButton* m_newButton;
    TextBoardPanel* m_textBoard;
};

}  // namespace chatur::gui
