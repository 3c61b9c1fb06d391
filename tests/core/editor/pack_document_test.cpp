// The editor's document: a pack made from scratch with real tasks saves to a
// file `chatur-cli validate --strict` accepts and loads back the same; saving
// keeps a backup and the hand layout of untouched puzzles; undo/redo; fresh
// ids; the list of missing translations; validation findings tied to their
// puzzle; noticing and taking another program's change of the file.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../test_support.h"
#include "core/content/pack_compare.h"
#include "core/content/xml_loader.h"
#include "core/editor/pack_document.h"
#include "core/editor/task_builder.h"
#include "core/notation/fen.h"

namespace chatur::editor {
namespace {

namespace fs = std::filesystem;
using content::LocalizedText;

std::string ReadText(const std::string& path) {
    return platform::ReadWholeFile(path).value_or("");
}

void WriteText(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

Square Sq(const Variant& v, const char* name) {
    return ParseSquare(v, name).value_or(0);
}

// A text in all four languages.
LocalizedText All(const std::string& english) {
    LocalizedText t;
    t.Set("en", english);
    t.Set("id", "[id] " + english);
    t.Set("de", "[de] " + english);
    t.Set("th", "[th] " + english);
    return t;
}

void SetBoard(content::Puzzle& p, const Variant& v, const std::string& fen) {
    p.board.position = test::MustParse(v, fen);
    p.board.fen = fen;
}

// The pack the round-trip tests share: a mate-in-1 whose line was recorded by
// playing it, and a range task whose squares the engine filled.
PackDocument TwoPuzzlePack() {
    const Variant& v = MakrukVariant();
    PackDocument doc(v, "test.editor");
    {
        content::Pack& pack = doc.Edit();
        pack.title = All("Editor test pack");
        pack.description = All("Two puzzles made in the editor.");
        pack.author = "Chatur tests";
        pack.licence = "CC0-1.0";
    }
    size_t first = doc.AddPuzzle();
    size_t second = doc.AddPuzzle();
    content::Pack& pack = doc.Edit();

    content::Puzzle& mate = pack.puzzles[first];
    SetBoard(mate, v, "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    LineRecorder rec(mate.board.position, mate.profile);
    EXPECT_TRUE(rec.Play(Move(Sq(v, "h1"), Sq(v, "h8"))));
    content::MoveTask move;
    move.goal = content::MoveGoal::Mate;
    move.goalMoves = 1;
    move.lines.push_back({rec.MoveTexts()});
    mate.task.data = move;
    mate.question = All("White to move and mate in 1.");
    mate.explanation = All("The Rua mates on the back rank.");
    content::Hint nudge;
    nudge.text = All("Look at every check.");
    mate.hints.push_back(nudge);

    content::Puzzle& range = pack.puzzles[second];
    content::RangeTask r;
    r.square = Sq(v, "b1");
    FillRange(range.board.position, r);
    range.task.data = r;
    range.question = All("Where can the Ma on b1 go?");
    range.explanation = All("Only to d2: its own Bia stand on a3 and c3.");
    content::Hint rangeNudge;
    rangeNudge.text = All("Count the Ma's jumps.");
    range.hints.push_back(rangeNudge);
    return doc;
}

TEST(PackDocument, NewPackSavesAFileTheStrictValidatorAccepts) {
    PackDocument doc = TwoPuzzlePack();
    EXPECT_TRUE(doc.Modified());
    EXPECT_TRUE(doc.Path().empty());
    // Nothing to save to yet: Save asks for SaveAs.
    EXPECT_TRUE(doc.Save().has_value());

    std::vector<content::Finding> findings = doc.Validate();
    for (const content::Finding& f : findings)
        EXPECT_NE(f.severity, content::Severity::Error) << content::FormatFinding(f);
    EXPECT_TRUE(doc.MissingTranslations().empty());

    const test::TempDir folder;
    const std::string dir = folder.String();
    const std::string path = dir + "/made.xml";
    ASSERT_FALSE(doc.SaveAs(path).has_value());
    EXPECT_FALSE(doc.Modified());
    EXPECT_EQ(doc.Path(), path);
    EXPECT_FALSE(fs::exists(path + ".bak"));  // nothing was replaced

    test::CliResult cli = test::RunCli("validate --strict " + path);
    EXPECT_EQ(cli.status, 0) << cli.out;
    EXPECT_NE(cli.out.find("1 files, 2 puzzles, 0 lessons, 0 errors"), std::string::npos)
        << cli.out;

    content::LoadResult loaded = content::LoadPackFile(path);
    ASSERT_TRUE(loaded.pack);
    EXPECT_EQ(content::FirstDifference(*loaded.pack, doc.GetPack()), std::nullopt);
    EXPECT_EQ(doc.Xml(), ReadText(path));

    // Open gives the same document back, unmodified, with nothing to undo.
    std::vector<content::Finding> openFindings;
    auto opened = PackDocument::Open(path, &openFindings);
    ASSERT_TRUE(opened);
    EXPECT_TRUE(openFindings.empty());
    EXPECT_FALSE(opened->Modified());
    EXPECT_FALSE(opened->CanUndo());
    EXPECT_EQ(content::FirstDifference(opened->GetPack(), doc.GetPack()), std::nullopt);

    // A second save replaces the file and keeps the old one as .bak.
    const std::string before = ReadText(path);
    doc.Edit().puzzles[1].grade = 2;
    EXPECT_TRUE(doc.Modified());
    ASSERT_FALSE(doc.Save().has_value());
    EXPECT_FALSE(doc.Modified());
    EXPECT_EQ(ReadText(path + ".bak"), before);
    EXPECT_NE(ReadText(path), before);
    EXPECT_EQ(content::LoadPackFile(path).pack->puzzles[1].grade, 2);
}

TEST(PackDocument, HandCommentAboveAnUntouchedPuzzleSurvivesAnEditAndAReload) {
    PackDocument doc = TwoPuzzlePack();
    const test::TempDir folder;
    const std::string path = folder.File("pack.xml");
    ASSERT_FALSE(doc.SaveAs(path).has_value());
    EXPECT_FALSE(doc.ChangedOnDisk());

    // Another editor adds a comment above the second puzzle.
    std::string text = ReadText(path);
    const std::string comment = "<!-- checked by hand: the Ma has one square -->";
    size_t at = text.find("  <puzzle id=\"test.editor.02\"");
    ASSERT_NE(at, std::string::npos) << text;
    text.insert(at, "  " + comment + "\n");
    WriteText(path, text);
    EXPECT_TRUE(doc.ChangedOnDisk());

    std::vector<content::Finding> findings;
    ASSERT_TRUE(doc.ReloadFromDisk(&findings));
    EXPECT_TRUE(findings.empty());
    EXPECT_FALSE(doc.ChangedOnDisk());
    EXPECT_FALSE(doc.Modified());

    // An edit of the first puzzle rewrites it; the second keeps its comment.
    doc.Edit().puzzles[0].question.Set("en", "White mates at once.");
    ASSERT_FALSE(doc.Save().has_value());
    const std::string saved = ReadText(path);
    EXPECT_NE(saved.find(comment), std::string::npos) << saved;
    EXPECT_NE(saved.find("White mates at once."), std::string::npos);
    EXPECT_EQ(ReadText(path + ".bak"), text);

    // A file that is no pack any more is not taken; the document stays.
    WriteText(path, "not xml at all");
    EXPECT_TRUE(doc.ChangedOnDisk());
    EXPECT_FALSE(doc.ReloadFromDisk(&findings));
    EXPECT_FALSE(findings.empty());
    EXPECT_EQ(doc.GetPack().puzzles.size(), 2u);
    EXPECT_EQ(doc.GetPack().puzzles[0].question.Get("en"), "White mates at once.");
}

// Every bundled pack opens, writes back byte for byte while unchanged, and
// validates without errors here as it does in `chatur-cli validate`.
TEST(PackDocument, BundledPacksOpenUnchangedAndValidate) {
    int packs = 0;
    for (const char* folder : {"puzzles", "lessons"}) {
        for (const auto& e : fs::directory_iterator(test::SourcePath(folder))) {
            if (e.path().extension() != ".xml") continue;
            const std::string path = e.path().string();
            std::vector<content::Finding> findings;
            auto doc = PackDocument::Open(path, &findings);
            ASSERT_TRUE(doc) << path;
            EXPECT_EQ(doc->Xml(), ReadText(path)) << path;
            EXPECT_FALSE(doc->ChangedOnDisk()) << path;
            EXPECT_TRUE(doc->DroppedOnLoad().empty()) << path;
            for (const content::Finding& f : doc->Validate({false, false, 0})) {
                EXPECT_NE(f.severity, content::Severity::Error) << content::FormatFinding(f);
                EXPECT_EQ(f.path, path);
            }
            ++packs;
        }
    }
    EXPECT_GE(packs, 4);
}

TEST(PackDocument, UndoAndRedoRestoreWholeSteps) {
    PackDocument doc(MakrukVariant(), "undo.pack");
    EXPECT_FALSE(doc.CanUndo());
    EXPECT_FALSE(doc.Modified());
    doc.AddPuzzle();
    doc.AddPuzzle();
    doc.Edit().puzzles[1].grade = 4;
    ASSERT_EQ(doc.GetPack().puzzles.size(), 2u);
    doc.Undo();
    EXPECT_EQ(doc.GetPack().puzzles[1].grade, 1);
    doc.Undo();
    EXPECT_EQ(doc.GetPack().puzzles.size(), 1u);
    EXPECT_TRUE(doc.CanRedo());
    doc.Redo();
    doc.Redo();
    EXPECT_EQ(doc.GetPack().puzzles[1].grade, 4);
    EXPECT_FALSE(doc.CanRedo());
    doc.Undo();
    // A new edit drops what could be redone.
    doc.RemovePuzzle(0);
    EXPECT_FALSE(doc.CanRedo());
    EXPECT_EQ(doc.GetPack().puzzles.size(), 1u);
    EXPECT_EQ(doc.GetPack().puzzles[0].id, "undo.pack.02");
    // The history holds the last hundred steps.
    for (int i = 0; i < 120; ++i) doc.Edit().version = std::to_string(i);
    int undone = 0;
    while (doc.CanUndo()) {
        doc.Undo();
        ++undone;
    }
    EXPECT_EQ(undone, 100);
    EXPECT_EQ(doc.GetPack().version, "19");
}

TEST(PackDocument, PuzzleIdsAndOrder) {
    PackDocument doc(XiangqiVariant(), "xq.set");
    EXPECT_EQ(doc.GetPack().profile, "basic");
    EXPECT_EQ(doc.GetPack().version, "1.0");
    EXPECT_EQ(doc.GetPack().languages, content::AppLanguages());
    EXPECT_EQ(doc.GetPack().title.Get("en"), "Untitled pack");
    EXPECT_EQ(doc.FreshPuzzleId(), "xq.set.01");
    size_t a = doc.AddPuzzle();
    const content::Puzzle& p = doc.GetPack().puzzles[a];
    EXPECT_EQ(p.id, "xq.set.01");
    EXPECT_EQ(p.profile, "basic");
    EXPECT_EQ(p.grade, 1);
    EXPECT_EQ(p.stage, content::Stage::Rules);
    EXPECT_TRUE(p.board.position == Position::Start(XiangqiVariant()));
    EXPECT_TRUE(std::holds_alternative<FenData>(ParseFen(XiangqiVariant(), p.board.fen)));
    ASSERT_NE(p.task.As<content::MoveTask>(), nullptr);
    EXPECT_TRUE(p.task.As<content::MoveTask>()->lines.empty());
    EXPECT_TRUE(p.question.Empty());

    doc.AddPuzzle();
    doc.AddPuzzle();
    doc.RemovePuzzle(1);  // xq.set.02 goes: its id is free again
    EXPECT_EQ(doc.FreshPuzzleId(), "xq.set.02");
    size_t copy = doc.DuplicatePuzzle(0);
    EXPECT_EQ(copy, 1u);
    EXPECT_EQ(doc.GetPack().puzzles[1].id, "xq.set.02");
    EXPECT_EQ(doc.FreshPuzzleId(), "xq.set.04");
    doc.MovePuzzle(0, 2);
    std::vector<std::string> ids;
    for (const content::Puzzle& q : doc.GetPack().puzzles) ids.push_back(q.id);
    EXPECT_EQ(ids, (std::vector<std::string>{"xq.set.02", "xq.set.03", "xq.set.01"}));
    EXPECT_EQ(doc.FindPuzzleIndex("xq.set.03"), 1u);
    EXPECT_EQ(doc.FindPuzzleIndex("xq.set.09"), std::nullopt);
    for (int i = 0; i < 10; ++i) doc.AddPuzzle();
    EXPECT_EQ(doc.GetPack().puzzles.back().id, "xq.set.13");
}

TEST(PackDocument, MissingTranslationsListsExactlyWhatIsMissing) {
    PackDocument doc(MakrukVariant(), "tr");
    size_t i = doc.AddPuzzle();
    content::Pack& pack = doc.Edit();
    pack.languages = {"en", "th", "de"};
    pack.description = All("About counting.");
    content::Puzzle& p = pack.puzzles[i];
    p.question.Set("en", "Which is right?");
    p.question.Set("de", "Was stimmt?");
    p.explanation = All("Because.");
    content::Hint nudge;
    nudge.text.Set("en", "Think.");
    content::Hint piece;  // a piece hint needs no words
    piece.kind = content::HintKind::Piece;
    piece.square = 0;
    p.hints = {nudge, piece};
    content::ChoiceTask choice;
    choice.options.resize(2);
    choice.options[0].id = "a";
    choice.options[0].correct = true;
    choice.options[0].label = All("Yes");
    choice.options[0].feedback.Set("en", "Right.");
    choice.options[1].id = "b";
    choice.options[1].label = All("No");
    p.task.data = choice;

    auto missing = doc.MissingTranslations();
    std::vector<std::tuple<std::string, std::string, std::vector<std::string>>> got;
    for (const MissingText& m : missing) got.emplace_back(m.itemId, m.field, m.languages);
    using Row = std::tuple<std::string, std::string, std::vector<std::string>>;
    EXPECT_EQ(got, (std::vector<Row>{
                       {"", "title", {"th", "de"}},
                       {"tr.01", "question", {"th"}},
                       {"tr.01", "hint 1", {"th", "de"}},
                       {"tr.01", "option a feedback", {"th", "de"}},
                   }));
    // Criteria count once they are written in any language.
    doc.Edit().puzzles[0].criteria.Set("th", "...");
    missing = doc.MissingTranslations();
    ASSERT_EQ(missing.size(), 5u);
    EXPECT_EQ(missing[2].field, "criteria");
    EXPECT_EQ(missing[2].languages, (std::vector<std::string>{"en", "de"}));
}

TEST(PackDocument, ValidateFindsAWrongRangeAnswerOnItsPuzzle) {
    PackDocument doc = TwoPuzzlePack();
    auto errors = [&](const std::vector<content::Finding>& findings) {
        std::vector<content::Finding> out;
        for (const content::Finding& f : findings)
            if (f.severity == content::Severity::Error) out.push_back(f);
        return out;
    };
    EXPECT_TRUE(errors(doc.Validate()).empty());
    const Variant& v = MakrukVariant();
    doc.Edit().puzzles[1].task.data =
        content::RangeTask{Sq(v, "b1"), std::vector<Square>{Sq(v, "d2"), Sq(v, "a3")}};
    auto found = errors(doc.Validate());
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].itemId, "test.editor.02");
    EXPECT_EQ(found[0].path, "untitled.xml");
    EXPECT_GT(found[0].line, 0);
    EXPECT_NE(found[0].message.find("differs from the rules engine"), std::string::npos)
        << found[0].message;

    // Strict: a missing translation is an error; loose: a warning.
    doc.Undo();
    doc.Edit().puzzles[0].explanation = LocalizedText();
    doc.Edit().puzzles[0].explanation.Set("en", "Mate.");
    auto strict = errors(doc.Validate({true, false, 0}));
    ASSERT_EQ(strict.size(), 1u);
    EXPECT_EQ(strict[0].itemId, "test.editor.01");
    EXPECT_TRUE(errors(doc.Validate({false, false, 0})).empty());

    // A fresh puzzle has no question and no line yet: the loader says so.
    size_t fresh = doc.AddPuzzle();
    auto freshErrors = errors(doc.Validate());
    bool tagged = false;
    for (const content::Finding& f : freshErrors)
        tagged = tagged || f.itemId == doc.GetPack().puzzles[fresh].id;
    EXPECT_TRUE(tagged);
}

TEST(PackDocument, DroppedOnLoadNamesPuzzlesAReopenWouldLose) {
    PackDocument doc = TwoPuzzlePack();
    EXPECT_TRUE(doc.DroppedOnLoad().empty());
    size_t fresh = doc.AddPuzzle();  // a `move` task without a line yet
    EXPECT_EQ(doc.DroppedOnLoad(), (std::vector<std::string>{"test.editor.03"}));
    const test::TempDir folder;
    const std::string path = folder.File("wip.xml");
    ASSERT_FALSE(doc.SaveAs(path).has_value());
    auto reopened = PackDocument::Open(path);
    ASSERT_TRUE(reopened);
    EXPECT_EQ(reopened->GetPack().puzzles.size(), 2u);  // what the warning is about
    // With a recorded line the puzzle stays.
    content::Puzzle& p = doc.Edit().puzzles[fresh];
    LineRecorder rec(p.board.position, p.profile);
    ASSERT_TRUE(rec.Load({"a3a4"}));
    p.task.data = content::MoveTask{content::MoveGoal::None, 0, 1, {{rec.MoveTexts()}}};
    EXPECT_TRUE(doc.DroppedOnLoad().empty());
    // Saved again, the half-finished text of the puzzle is replaced, not kept
    // beside the new one.
    ASSERT_FALSE(doc.Save().has_value());
    content::LoadResult loaded = content::LoadPackFile(path);
    ASSERT_TRUE(loaded.pack);
    EXPECT_EQ(loaded.pack->puzzles.size(), 3u);
    for (const content::Finding& f : loaded.findings)
        EXPECT_NE(f.severity, content::Severity::Error) << content::FormatFinding(f);
    const std::string text = ReadText(path);
    size_t first = text.find("id=\"test.editor.03\"");
    EXPECT_EQ(text.find("id=\"test.editor.03\"", first + 1), std::string::npos) << text;
}

// A puzzle broken by hand in the file is left out of the document, but Save
// keeps its text as it was, and its id is not given to a new puzzle.
TEST(PackDocument, ABrokenPuzzleOfTheFileIsKeptAndItsIdStaysTaken) {
    PackDocument doc = TwoPuzzlePack();
    const test::TempDir folder;
    const std::string path = folder.File("pack.xml");
    ASSERT_FALSE(doc.SaveAs(path).has_value());
    std::string text = ReadText(path);
    size_t at = text.find("<line>h1h8</line>");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 17, "<line>h1h9</line>");  // not a square of the board
    WriteText(path, text);

    std::vector<content::Finding> findings;
    auto opened = PackDocument::Open(path, &findings);
    ASSERT_TRUE(opened);
    EXPECT_FALSE(findings.empty());
    ASSERT_EQ(opened->GetPack().puzzles.size(), 1u);
    EXPECT_EQ(opened->GetPack().puzzles[0].id, "test.editor.02");
    EXPECT_EQ(opened->FreshPuzzleId(), "test.editor.03");

    opened->Edit().puzzles[0].grade = 3;
    ASSERT_FALSE(opened->Save().has_value());
    const std::string saved = ReadText(path);
    EXPECT_NE(saved.find("<line>h1h9</line>"), std::string::npos) << saved;
    size_t first = saved.find("id=\"test.editor.01\"");
    EXPECT_EQ(saved.find("id=\"test.editor.01\"", first + 1), std::string::npos) << saved;
    EXPECT_EQ(content::LoadPackFile(path).pack->puzzles[0].grade, 3);
}

TEST(PackDocument, DeepValidationFindsACook) {
    const Variant& x = XiangqiVariant();
    PackDocument doc(x, "deep");
    size_t i = doc.AddPuzzle();
    content::Pack& pack = doc.Edit();
    pack.languages = {"en"};
    pack.description.Set("en", "Deep.");
    pack.author = "a";
    pack.licence = "CC0-1.0";
    content::Puzzle& p = pack.puzzles[i];
    SetBoard(p, x, "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1");
    content::MoveTask t;
    t.goal = content::MoveGoal::Mate;
    t.goalMoves = 1;
    t.lines.push_back({{"a8d8"}});
    p.task.data = t;
    p.question.Set("en", "Mate in 1.");
    p.explanation.Set("en", "a8d8.");
    content::Hint h;
    h.text.Set("en", "Check.");
    p.hints.push_back(h);
    auto count = [](const std::vector<content::Finding>& fs) {
        int n = 0;
        for (const auto& f : fs) n += f.severity == content::Severity::Error;
        return n;
    };
    EXPECT_EQ(count(doc.Validate({true, false, 2000})), 0);
    // a8a9 also wins (the general has no move): a second solution.
    EXPECT_GE(count(doc.Validate({true, true, 2000})), 1);
}

}  // namespace
}  // namespace chatur::editor
