// The validator's findings in the UI language: a Thai, German or Indonesian club
// author reads them in their language in the editor, while the CLI's English line
// (docs/cli.md) stays as it is.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/content/validator.h"
#include "core/content/xml_loader.h"
#include "gui/editor/finding_text.h"
#include "gui/translations.h"

namespace chatur::gui {
namespace {

// A pack with a misspelt attribute (a warning with a suggestion) and a puzzle
// whose board is already mate (an error with a nested reason).
constexpr const char* kBadPack = R"(<pack format="1" id="club.bad" variant="makruk" version="1"
      languages="en">
  <title><text lang="en">Bad</text></title>
  <description><text lang="en">Bad</text></description>
  <author>A</author>
  <licence>CC0</licence>
  <puzzle id="club.bad.01" grade="1" stage="rules" tagz="x">
    <board fen="R3k3/8/4K3/8/8/8/8/8 b - - 0 1"/>
    <question><text lang="en">Q</text></question>
    <legal move="e8e7" answer="no"/>
    <hint kind="nudge"><text lang="en">H</text></hint>
    <explanation><text lang="en">E</text></explanation>
  </puzzle>
</pack>
)";

std::vector<content::Finding> Findings() {
    content::LoadResult loaded = content::LoadPackFromString(kBadPack, "club/bad.xml");
    std::vector<content::Finding> findings = loaded.findings;
    if (loaded.pack) {
        content::Diagnostics diag("club/bad.xml");
        content::PackValidator validator;
        validator.Check(*loaded.pack, diag);
        for (content::Finding& f : diag.TakeFindings()) findings.push_back(std::move(f));
    }
    return findings;
}

const content::Finding* Starting(const std::vector<content::Finding>& findings,
                                 const std::string& english) {
    for (const content::Finding& f : findings)
        if (f.message.rfind(english, 0) == 0) return &f;
    return nullptr;
}

class FindingTextTest : public ::testing::Test {
protected:
    void TearDown() override { ApplyUiLanguage("en"); }
};

TEST_F(FindingTextTest, EnglishIsTheCliText) {
    ApplyUiLanguage("en");
    for (const content::Finding& f : Findings()) {
        EXPECT_EQ(FindingText(f), wxString::FromUTF8(f.message));
        EXPECT_EQ(FindingLine(f), wxString::FromUTF8(content::FormatFinding(f)));
    }
}

TEST_F(FindingTextTest, ThaiGermanIndonesianWordTheFindings) {
    const std::vector<content::Finding> findings = Findings();
    const content::Finding* unknown = Starting(findings, "unknown attribute 'tagz' on <puzzle>");
    const content::Finding* over = Starting(findings, "the game is already over");
    ASSERT_NE(unknown, nullptr);
    ASSERT_NE(over, nullptr);
    EXPECT_EQ(over->message, "the game is already over in this position: Black is checkmated");

    ApplyUiLanguage("th");
    // "... ไม่เป็นที่รู้จัก (หมายถึง 'tags' หรือเปล่า)": the suggestion nested inside.
    EXPECT_EQ(FindingText(*unknown), wxString::FromUTF8("แอตทริบิวต์ 'tagz' บน <puzzle> ไม่เป็นที่รู้จัก"
                                                        " (หมายถึง 'tags' หรือเปล่า)"));
    EXPECT_EQ(FindingText(*over), wxString::FromUTF8("เกมจบไปแล้วในตำแหน่งนี้: ฝ่ายดำถูกรุกจน"));
    EXPECT_TRUE(FindingLine(*over).StartsWith(wxString::FromUTF8("club/bad.xml:8: ข้อผิดพลาด: ")))
        << FindingLine(*over);

    ApplyUiLanguage("de");
    EXPECT_EQ(FindingText(*over),
              wxString::FromUTF8("in dieser Stellung ist die Partie schon zu Ende: "
                                 "Schwarz ist mattgesetzt"));
    ApplyUiLanguage("id");
    EXPECT_EQ(FindingText(*unknown),
              wxString::FromUTF8("atribut tidak dikenal 'tagz' pada <puzzle> (maksudnya 'tags'?)"));

    // Every finding reads differently from the English once translated.
    for (const char* lang : {"id", "de", "th"}) {
        ApplyUiLanguage(lang);
        for (const content::Finding& f : findings)
            EXPECT_NE(FindingText(f), wxString::FromUTF8(f.message)) << lang << ": " << f.message;
    }
}

}  // namespace
}  // namespace chatur::gui

namespace chatur::gui {
namespace {

// What the editor's new pack and a new puzzle lack, worded for an author who
// never sees the file (ux-review M16): the editor's field names, no elements.
TEST_F(FindingTextTest, TheEditorWordsANewPacksProblemsWithoutElements) {
    const char* newPack = R"(<?xml version="1.0" encoding="UTF-8"?>
<pack format="1" id="club.new" variant="makruk" version="1" languages="en id de">
  <title><text lang="en">T</text></title>
  <description></description>
  <author></author>
  <licence>CC0-1.0</licence>
  <puzzle id="club.new.1" grade="1" stage="rules">
    <board fen="4k3/8/4K3/8/8/8/8/7R w - - 0 1"/>
    <question><text lang="en">Q</text></question>
    <move></move>
    <explanation><text lang="en">E</text></explanation>
  </puzzle>
</pack>
)";
    content::LoadResult loaded = content::LoadPackFromString(newPack, "club/new.xml");
    std::vector<content::Finding> findings = loaded.findings;
    if (loaded.pack) {
        content::Diagnostics diag("club/new.xml");
        content::PackValidator().Check(*loaded.pack, diag);
        for (content::Finding& f : diag.TakeFindings()) findings.push_back(std::move(f));
    }
    std::vector<wxString> said;
    for (const content::Finding& f : findings) {
        said.push_back(EditorFindingText(f));
        EXPECT_FALSE(said.back().Contains("<")) << said.back();
    }
    auto has = [&](const wxString& text) {
        return std::find(said.begin(), said.end(), text) != said.end();
    };
    EXPECT_TRUE(has("Author: empty. Fill it in.")) << findings.size();
    EXPECT_TRUE(has("Description: not written yet. Write it, in English at least."));
    EXPECT_TRUE(
        has("No solution yet: record at least one solution line by playing it on the "
            "board."));
    ApplyUiLanguage("de");
    for (const content::Finding& f : findings) {
        if (f.words.text == "{1} is empty") {
            EXPECT_EQ(EditorFindingText(f), wxString::FromUTF8("Autor: leer. Bitte ausfüllen."));
        }
    }
}

}  // namespace
}  // namespace chatur::gui
