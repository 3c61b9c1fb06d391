// The compiled catalogs, loaded as the app loads them (no wxLocale, no
// system locale needed): each <build>/locale/<lang>/LC_MESSAGES/chatur.mo through
// wxTranslations, with a known string per language, contexts and plurals; the
// wxWidgets catalog (wxstd, from Debian's wx3.2-i18n) for German stock labels;
// the first-start language from the environment; and the remembered choice.
#include <gtest/gtest.h>
#include <wx/fileconf.h>
#include <wx/filename.h>
#include <wx/stockitem.h>
#include <wx/translation.h>
#include <wx/utils.h>

#include <map>
#include <memory>
#include <optional>

#include "gui/main_frame.h"
#include "gui/translations.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

const wxString kBuildLocaleDir = CHATUR_BUILD_LOCALE_DIR;
const wxString kWxstdDe = "/usr/share/locale/de/LC_MESSAGES/wxstd-3.2.mo";

wxString U8(const char* s) {
    return wxString::FromUTF8(s);
}

// A wxTranslations of our own (never installed as the global one) with the
// build tree's catalog for `lang`.
std::unique_ptr<wxTranslations> LoadChatur(const wxString& lang) {
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(kBuildLocaleDir);
    auto t = std::make_unique<wxTranslations>();
    t->SetLanguage(lang);
    if (!t->AddCatalog("chatur")) return nullptr;
    return t;
}

wxString Translate(const wxTranslations& t, const wxString& msgid,
                   const wxString& context = wxString()) {
    const wxString* s = t.GetTranslatedString(msgid, "chatur", context);
    return s ? *s : wxString("<untranslated: ") + msgid + ">";
}

wxString TranslatePlural(const wxTranslations& t, const wxString& msgid, unsigned n) {
    const wxString* s = t.GetTranslatedString(msgid, n, "chatur");
    return s ? *s : wxString("<untranslated: ") + msgid + ">";
}

class CompiledCatalog : public ::testing::TestWithParam<const char*> {};

TEST_P(CompiledCatalog, ExistsInTheBuildTree) {
    const wxString mo = kBuildLocaleDir + "/" + GetParam() + "/LC_MESSAGES/chatur.mo";
    EXPECT_TRUE(wxFileName::FileExists(mo)) << mo << " (built by the `translations` target)";
}

TEST_P(CompiledCatalog, LoadsThroughWxTranslations) {
    auto t = LoadChatur(GetParam());
    ASSERT_NE(t, nullptr) << "wxTranslations cannot load chatur.mo for " << GetParam() << " from "
                          << kBuildLocaleDir;
    EXPECT_TRUE(t->IsLoaded("chatur"));
}

INSTANTIATE_TEST_SUITE_P(Languages, CompiledCatalog, ::testing::Values("id", "de", "th"));

// One known string per language, and the things a broken catalog gets wrong
// first: contexts (piece names) and plural forms.
TEST(CompiledCatalogText, Indonesian) {
    auto t = LoadChatur("id");
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(Translate(*t, "White to move"), "Giliran Putih");
    EXPECT_EQ(Translate(*t, "General", "xiangqi piece"), "Jenderal");
    EXPECT_EQ(Translate(*t, "Khun", "piece"), "Khun");  // Makruk names stay Thai names
    EXPECT_EQ(TranslatePlural(*t, "%d move left", 3), "sisa %d langkah");
}

TEST(CompiledCatalogText, German) {
    auto t = LoadChatur("de");
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(Translate(*t, "White to move"), U8("Weiß am Zug"));
    EXPECT_EQ(Translate(*t, "Chariot", "xiangqi piece"), "Wagen");
    EXPECT_EQ(Translate(*t, "Bia ngai", "piece"), "Bia ngai");
    EXPECT_EQ(TranslatePlural(*t, "%d move left", 1), "noch %d Zug");
    EXPECT_EQ(TranslatePlural(*t, "%d move left", 2), U8("noch %d Züge"));
}

TEST(CompiledCatalogText, Thai) {
    auto t = LoadChatur("th");
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(Translate(*t, "White to move"), U8("ตาฝ่ายขาวเดิน"));
    // Makruk pieces keep their Thai names, written in Thai script.
    EXPECT_EQ(Translate(*t, "Met", "piece"), U8("เม็ด"));
    EXPECT_EQ(Translate(*t, "Bia ngai", "piece"), U8("เบี้ยหงาย"));
    EXPECT_EQ(Translate(*t, "Horse", "xiangqi piece"), U8("ม้า"));
    EXPECT_EQ(TranslatePlural(*t, "%d move left", 5), U8("เหลืออีก %d ตา"));
}

TEST(CompiledCatalogText, EnglishIsTheSourceLanguage) {
    auto t = std::make_unique<wxTranslations>();
    t->SetLanguage("en");
    EXPECT_FALSE(t->AddCatalog("chatur"));  // no en catalog: the msgids are the text
}

// wxWidgets' own strings (stock button labels, standard dialogs) come from the
// wxstd catalog of the wx3.2-i18n package, which scripts/setup.sh installs.
TEST(WxstdCatalog, GermanStockLabelsAreTranslated) {
    if (!wxFileName::FileExists(kWxstdDe))
        GTEST_SKIP() << kWxstdDe << " is missing: install the Debian package wx3.2-i18n "
                     << "(scripts/setup.sh does) to test wxWidgets' own German strings";
    auto t = std::make_unique<wxTranslations>();
    t->SetLanguage("de");
    ASSERT_TRUE(t->AddStdCatalog()) << "wxTranslations did not find " << kWxstdDe;
    const wxString* cancel = t->GetTranslatedString("&Cancel", "wxstd-3.2");
    ASSERT_NE(cancel, nullptr);
    EXPECT_EQ(*cancel, "Ab&brechen");
}

class AppLanguage : public ::testing::Test {
protected:
    void TearDown() override { ApplyUiLanguage("en"); }
};

// The app's own set-up (ApplyUiLanguage) installs both catalogs globally, so
// stock labels wx asks for itself are German too.
TEST_F(AppLanguage, AppliedGermanTranslatesOurStringsAndStockLabels) {
    ApplyUiLanguage("de");
    EXPECT_EQ(CurrentUiLanguage(), "de");
    EXPECT_EQ(wxString(wxGetTranslation("Black to move")), wxString("Schwarz am Zug"));
    if (!wxFileName::FileExists(kWxstdDe))
        GTEST_SKIP() << kWxstdDe << " is missing (package wx3.2-i18n)";
    EXPECT_EQ(wxGetStockLabel(wxID_CANCEL), wxString("Ab&brechen"));
    EXPECT_EQ(wxGetStockLabel(wxID_CANCEL, wxSTOCK_NOFLAGS), wxString("Abbrechen"));
}

TEST_F(AppLanguage, EveryUiLanguageApplies) {
    const std::map<wxString, wxString> expected = {{"en", "White to move"},
                                                   {"id", "Giliran Putih"},
                                                   {"de", U8("Weiß am Zug")},
                                                   {"th", U8("ตาฝ่ายขาวเดิน")}};
    for (const UiLanguage& l : UiLanguages()) {
        EXPECT_TRUE(ApplyUiLanguage(l.code)) << l.code;
        EXPECT_EQ(CurrentUiLanguage(), l.code);
        EXPECT_EQ(wxString(wxGetTranslation("White to move")), expected.at(l.code)) << l.code;
    }
    ApplyUiLanguage("fr");  // not ours: English
    EXPECT_EQ(CurrentUiLanguage(), "en");
    EXPECT_EQ(wxString(wxGetTranslation("White to move")), wxString("White to move"));
}

// L18: a language whose catalog is missing is reported (English needs none),
// and the note under the board names the language in its own script.
TEST_F(AppLanguage, AMissingCatalogIsReported) {
    EXPECT_FALSE(ApplyUiLanguage("th", "chatur-no-such-catalog"));
    EXPECT_EQ(CurrentUiLanguage(), "th");  // the content still follows the choice
    EXPECT_TRUE(ApplyUiLanguage("en", "chatur-no-such-catalog"));
    EXPECT_EQ(MissingCatalogText("th"),
              U8("Menus stay in English: the ภาษาไทย translation was not found."));
    Preferences prefs;
    prefs.language = "en";
    auto* frame = new MainFrame(prefs, nullptr, wxString());
    frame->WarnMissingCatalog();
    EXPECT_EQ(frame->NoteText(), "Menus stay in English: the English translation was not found.");
    frame->Destroy();
}

// First start: the language of the environment (LANGUAGE, LC_ALL, LC_MESSAGES,
// LANG, as gettext reads them) when Chatur speaks it, else English. No locale
// needs to be generated for this.
class SystemLanguage : public ::testing::Test {
protected:
    void SetUp() override {
        for (const char* name : kNames) {
            wxString value;
            if (wxGetEnv(name, &value)) m_saved[name] = value;
            wxUnsetEnv(name);
        }
    }
    void TearDown() override {
        for (const char* name : kNames) {
            wxUnsetEnv(name);
            if (m_saved.count(name)) wxSetEnv(name, m_saved[name]);
        }
    }
    static constexpr const char* kNames[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    std::map<wxString, wxString> m_saved;
};

TEST_F(SystemLanguage, FollowsTheEnvironmentWithEnglishFallback) {
    wxSetEnv("LANG", "de_DE.UTF-8");
    EXPECT_EQ(SystemUiLanguage(), "de");
    wxSetEnv("LANG", "th_TH.UTF-8");
    EXPECT_EQ(SystemUiLanguage(), "th");
    wxSetEnv("LANG", "id_ID.UTF-8");
    EXPECT_EQ(SystemUiLanguage(), "id");
    wxSetEnv("LANG", "fr_FR.UTF-8");
    EXPECT_EQ(SystemUiLanguage(), "en");
    wxSetEnv("LANG", "C.UTF-8");
    EXPECT_EQ(SystemUiLanguage(), "en");
    wxSetEnv("LC_MESSAGES", "th_TH.UTF-8");  // messages, not LANG, decide
    EXPECT_EQ(SystemUiLanguage(), "th");
}

// The choice made in the running app is written to the configuration at once and
// is what the next start reads.
TEST(RememberedLanguage, SwitchIsSavedAndReadBack) {
    const wxString path = wxFileName::CreateTempFileName("chatur-lang");
    {
        wxFileConfig config("chatur", wxString(), path, wxString(), wxCONFIG_USE_LOCAL_FILE);
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        ApplyUiLanguage(prefs.language);
        auto* frame = new MainFrame(prefs, &config);
        prefs.language = "th";
        frame->ApplyPreferences(prefs);
        EXPECT_EQ(CurrentUiLanguage(), "th");
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
    }
    wxFileConfig reread("chatur", wxString(), path, wxString(), wxCONFIG_USE_LOCAL_FILE);
    EXPECT_EQ(LoadPreferences(reread).language, "th");
    ApplyUiLanguage("en");
    wxRemoveFile(path);
}

}  // namespace
}  // namespace chatur::gui
