#include "core/content/xml_loader.h"

#include <sys/stat.h>
#include <tinyxml2.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "core/content/name_suggestion.h"
#include "core/content/rule_profile_names.h"
#include "core/content/task_reader.h"
#include "core/content/xml_element_reader.h"
#include "core/content/xml_prescan.h"

namespace chatur::content {

using tinyxml2::XMLDocument;
using tinyxml2::XMLElement;

namespace {

Phrase ParseErrorText(tinyxml2::XMLError e) {
    switch (e) {
        case tinyxml2::XML_ERROR_EMPTY_DOCUMENT:
            return Say("the file is empty");
        case tinyxml2::XML_ERROR_MISMATCHED_ELEMENT:
            return Say("an end tag does not match its start tag");
        case tinyxml2::XML_ERROR_PARSING_ELEMENT:
            return Say("an element is not closed or malformed");
        case tinyxml2::XML_ERROR_PARSING_ATTRIBUTE:
            return Say("an attribute is malformed");
        case tinyxml2::XML_ERROR_PARSING_TEXT:
            return Say("text outside of any element or malformed text");
        case tinyxml2::XML_ERROR_PARSING_CDATA:
            return Say("a CDATA section is malformed");
        case tinyxml2::XML_ERROR_PARSING_COMMENT:
            return Say("a comment is not closed");
        case tinyxml2::XML_ERROR_PARSING_DECLARATION:
            return Say("a declaration is malformed");
        case tinyxml2::XML_ERROR_PARSING_UNKNOWN:
            return Say("a <!...> construct is malformed");
        case tinyxml2::XML_ELEMENT_DEPTH_EXCEEDED:
            return Say("elements are nested too deeply");
        case tinyxml2::XML_ERROR_PARSING:
            return Say("an element that starts on this line is not closed before the file ends");
        default:
            return Say("a syntax error");
    }
}

// Loads one document; all state of one load.
class PackReader {
public:
    PackReader(const std::string& path) : m_diag(path) {}

    LoadResult Load(std::string_view xml);

private:
    std::optional<Pack> ReadPack(const XMLElement& root);
    std::optional<std::string> ReadProfile(const ElementReader& r, const std::string& fallback);
    bool ClaimId(const ElementReader& r, const std::string& id);
    std::optional<Lesson> ReadLesson(const XMLElement& e, const Pack& pack);
    std::optional<LessonStep> ReadStep(const XMLElement& e, const std::string& lessonId);
    std::optional<Puzzle> ReadPuzzle(const XMLElement& e, const Pack& pack);

    Diagnostics m_diag;
    const Variant* m_variant = nullptr;
    std::map<std::string, int> m_ids;  // id -> line, one id space per pack
    int m_lessonsLeftOut = 0;
    int m_puzzlesLeftOut = 0;
};

LoadResult PackReader::Load(std::string_view xml) {
    LoadResult result;
    if (int line = FirstBadUtf8Line(xml)) {
        m_diag.Error(line, Say("not a UTF-8 text file: content files must be UTF-8"));
        result.findings = m_diag.TakeFindings();
        return result;
    }
    if (int line = FirstForbiddenCharacterLine(xml)) {
        m_diag.Error(line, Say("not well-formed XML: a control character XML does not allow"));
        result.findings = m_diag.TakeFindings();
        return result;
    }
    bool forbiddenReference = false;
    if (int line = FirstBadAmpersandLine(xml, &forbiddenReference)) {
        m_diag.Error(line, forbiddenReference
                               ? Say("not well-formed XML: a character reference to a character "
                                     "XML does not allow (a control character, a surrogate, or "
                                     "past U+10FFFF)")
                               : Say("not well-formed XML: a bare '&' (write &amp;) or an "
                                     "unknown entity"));
        result.findings = m_diag.TakeFindings();
        return result;
    }
    if (int line = FirstCrowdedElementLine(xml)) {
        m_diag.Error(line, Say("an element has more than {1} attributes; content elements have "
                               "at most a few",
                               {Lit(kMaxAttributes)}));
        result.findings = m_diag.TakeFindings();
        return result;
    }
    XMLDocument doc(true, tinyxml2::PRESERVE_WHITESPACE);
    doc.Parse(xml.data(), xml.size());
    if (doc.Error()) {
        m_diag.Error(std::max(1, doc.ErrorLineNum()),
                     // TRANSLATORS: {1} is one of the XML syntax problems ("the file is
                     // empty", ...).
                     Say("not well-formed XML: {1}", {ParseErrorText(doc.ErrorID())}));
        result.findings = m_diag.TakeFindings();
        return result;
    }
    const XMLElement* root = doc.RootElement();
    if (!root) {
        m_diag.Error(1, Say("not well-formed XML: no root element"));
    } else if (const XMLElement* second = root->NextSiblingElement()) {
        m_diag.Error(second->GetLineNum(),
                     Say("not well-formed XML: a second root element {1} after the {2} element",
                         {TagOf(second->Name()), TagOf(root->Name())}));
    } else if (std::string_view(root->Name()) != "pack") {
        m_diag.Error(root->GetLineNum(),
                     Say("the root element must be <pack>, not {1} (a lesson file is a <pack> "
                         "holding one <lesson>)",
                         {TagOf(root->Name())}));
    } else {
        result.pack = ReadPack(*root);
        result.lessonsLeftOut = m_lessonsLeftOut;
        result.puzzlesLeftOut = m_puzzlesLeftOut;
    }
    result.findings = m_diag.TakeFindings();
    return result;
}

std::optional<std::string> PackReader::ReadProfile(const ElementReader& r,
                                                   const std::string& fallback) {
    auto name = r.String("profile", false);
    if (!name) return fallback;
    if (IsKnownProfile(*m_variant, *name))
        return std::string(ProfileFor(*m_variant, *name).name);  // "makruk/fifty" -> "fifty"
    auto names = ProfileNames(*m_variant);
    std::string list;
    for (size_t i = 0; i < names.size(); ++i) list += (i ? ", " : "") + std::string(names[i]);
    r.Error(
        r.Attribute("profile")->GetLineNum(),
        Say("unknown rule profile {1} for {2} (known: {3}){4}",
            {Quoted(*name), VariantName(*m_variant), Lit(list), DidYouMeanPhrase(*name, names)}));
    return std::nullopt;
}

bool PackReader::ClaimId(const ElementReader& r, const std::string& id) {
    auto [it, inserted] = m_ids.emplace(id, r.Line());
    if (inserted) return true;
    r.Error(r.Attribute("id")->GetLineNum(),
            Say("duplicate id {1} (first used on line {2})", {Quoted(id), Lit(it->second)}));
    return false;
}

std::optional<Pack> PackReader::ReadPack(const XMLElement& root) {
    ElementReader r(root, m_diag);
    r.CheckAttributes({"format", "id", "variant", "profile", "version", "languages"});
    r.CheckChildren({"title", "description", "author", "licence", "lesson", "puzzle"});
    Pack pack;
    pack.path = m_diag.Path();
    pack.line = r.Line();
    if (auto format = r.Int("format", 1, 1000, false)) {
        if (*format != 1) {
            r.Error(r.Attribute("format")->GetLineNum(),
                    Say("format {1} is newer than this Chatur reads (1)", {Lit(*format)}));
            return std::nullopt;
        }
    }
    if (auto variant = r.String("variant", true)) {
        m_variant = FindVariant(*variant);
        if (!m_variant)
            r.Error(r.Attribute("variant")->GetLineNum(),
                    Say("unknown variant {1} (expected makruk or xiangqi){2}",
                        {Quoted(*variant), DidYouMeanPhrase(*variant, {"makruk", "xiangqi"})}));
    }
    if (!m_variant) return std::nullopt;  // nothing else can be read without the rules
    pack.variant = m_variant;
    if (auto id = r.Id("id", true)) {
        pack.id = *id;
        ClaimId(r, *id);
    }
    pack.profile = ReadProfile(r, std::string(m_variant->defaultProfile))
                       .value_or(std::string(m_variant->defaultProfile));
    pack.version = r.String("version", true).value_or("");
    if (auto langs = r.String("languages", false)) {
        std::istringstream in(*langs);
        std::string lang;
        while (in >> lang) pack.languages.push_back(lang);
        if (pack.languages.empty() ||
            std::find(pack.languages.begin(), pack.languages.end(), "en") == pack.languages.end())
            r.Error(r.Attribute("languages")->GetLineNum(),
                    Say("attribute 'languages' of <pack> must list English ('en') among its "
                        "languages"));
    } else {
        pack.languages = AppLanguages();
    }
    if (const XMLElement* t = r.Single("title", true))
        pack.title = ReadLocalizedText(*t, m_diag, "");
    if (const XMLElement* d = r.Single("description", true))
        pack.description = ReadLocalizedText(*d, m_diag, "");
    for (auto [name, field] : {std::pair{"author", &pack.author}, {"licence", &pack.licence}}) {
        if (const XMLElement* e = r.Single(name, true)) {
            ElementReader er(*e, m_diag);
            er.CheckAttributes({});
            er.CheckChildren({}, true);
            *field = er.Text();
            if (field->empty()) er.Error(er.Line(), Say("{1} is empty", {TagOf(name)}));
        }
    }
    for (const XMLElement* e = root.FirstChildElement(); e; e = e->NextSiblingElement()) {
        std::string_view name = e->Name();
        if (name == "lesson") {
            if (auto lesson = ReadLesson(*e, pack))
                pack.lessons.push_back(std::move(*lesson));
            else
                ++m_lessonsLeftOut;
        } else if (name == "puzzle") {
            if (auto puzzle = ReadPuzzle(*e, pack))
                pack.puzzles.push_back(std::move(*puzzle));
            else
                ++m_puzzlesLeftOut;
        }
    }
    return pack;
}

std::optional<Lesson> PackReader::ReadLesson(const XMLElement& e, const Pack& pack) {
    std::string id = e.Attribute("id") ? e.Attribute("id") : "";
    ElementReader r(e, m_diag, id);
    r.CheckAttributes({"id", "grade", "profile"});
    r.CheckChildren({"title", "summary", "step"});
    Lesson lesson;
    lesson.line = r.Line();
    if (auto checked = r.Id("id", true)) {
        lesson.id = *checked;
        ClaimId(r, *checked);
    }
    lesson.grade = r.Int("grade", 1, 5, false).value_or(1);
    lesson.profile = ReadProfile(r, pack.profile).value_or(pack.profile);
    if (const XMLElement* t = r.Single("title", true))
        lesson.title = ReadLocalizedText(*t, m_diag, id);
    if (const XMLElement* s = r.Single("summary", false))
        lesson.summary = ReadLocalizedText(*s, m_diag, id);
    if (r.Failed()) return std::nullopt;  // the lesson itself is broken: leave it out
    std::map<std::string, int> stepIds;
    bool haveBoard = false;
    for (const XMLElement* s : r.All("step")) {
        auto step = ReadStep(*s, id);
        if (!step) continue;
        if (!step->id.empty() && !stepIds.emplace(step->id, step->line).second) {
            m_diag.Error(step->line,
                         Say("duplicate step id {1} in lesson {2}", {Quoted(step->id), Quoted(id)}),
                         id);
            continue;
        }
        haveBoard = haveBoard || step->board.has_value();
        if (step->task && !haveBoard) {
            m_diag.Error(step->line,
                         Say("this step asks a task but no <board> is set up at or before it"), id);
            continue;
        }
        lesson.steps.push_back(std::move(*step));
    }
    if (lesson.steps.empty()) {
        m_diag.Error(lesson.line, Say("lesson {1} has no usable <step>", {Quoted(id)}), id);
        return std::nullopt;
    }
    return lesson;
}

std::optional<LessonStep> PackReader::ReadStep(const XMLElement& e, const std::string& lessonId) {
    ElementReader r(e, m_diag, lessonId);
    std::vector<std::string_view> children = {"text", "board", "hint", "explanation"};
    for (std::string_view t : TaskElementNames()) children.push_back(t);
    r.CheckAttributes({"id"});
    r.CheckChildren(children);
    LessonStep step;
    step.line = r.Line();
    if (r.Attribute("id")) step.id = r.Id("id", true).value_or("");
    step.text = ReadTexts(r);
    if (step.text.Empty()) r.Error(step.line, Say("<step> needs its words in <text lang=\"..\">"));
    if (const XMLElement* b = r.Single("board", false))
        step.board = ReadBoard(*b, *m_variant, m_diag, lessonId);
    step.task = ReadTask(r, *m_variant, false);
    step.hints = ReadHints(r, *m_variant);
    if (const XMLElement* x = r.Single("explanation", false))
        step.explanation = ReadLocalizedText(*x, m_diag, lessonId);
    if (!step.task && (!step.hints.empty() || !step.explanation.Empty()))
        r.Warning(step.line,
                  Say("<hint> and <explanation> in a step without a task are never shown"));
    if (r.Failed()) return std::nullopt;
    return step;
}

std::optional<Puzzle> PackReader::ReadPuzzle(const XMLElement& e, const Pack& pack) {
    std::string id = e.Attribute("id") ? e.Attribute("id") : "";
    ElementReader r(e, m_diag, id);
    std::vector<std::string_view> children = {"board",       "question", "hint",
                                              "explanation", "criteria", "source"};
    for (std::string_view t : TaskElementNames()) children.push_back(t);
    r.CheckAttributes({"id", "grade", "rating", "stage", "tags", "profile"});
    r.CheckChildren(children);
    Puzzle p;
    p.line = r.Line();
    if (auto checked = r.Id("id", true)) {
        p.id = *checked;
        ClaimId(r, *checked);
    }
    p.grade = r.Int("grade", 1, 5, true).value_or(1);
    p.rating = r.Int("rating", 400, 3000, false).value_or(0);
    if (auto stage = r.OneOf("stage", {"rules", "compare", "review"}, true))
        p.stage = Stage(*stage);
    if (auto tags = r.String("tags", false)) {
        std::istringstream in(*tags);
        std::string tag;
        while (in >> tag) p.tags.push_back(tag);
    }
    p.profile = ReadProfile(r, pack.profile).value_or(pack.profile);
    if (const XMLElement* b = r.Single("board", true)) {
        if (auto board = ReadBoard(*b, *m_variant, m_diag, id)) p.board = std::move(*board);
    }
    if (const XMLElement* q = r.Single("question", true))
        p.question = ReadLocalizedText(*q, m_diag, id);
    if (auto task = ReadTask(r, *m_variant, true)) {
        if (task->Kind() == TaskKind::PlayOut)
            m_diag.Error(task->line, Say("<play-out> belongs in a lesson step, not in a puzzle"),
                         id);
        p.task = std::move(*task);
    }
    p.hints = ReadHints(r, *m_variant);
    if (const XMLElement* x = r.Single("explanation", true))
        p.explanation = ReadLocalizedText(*x, m_diag, id);
    if (const XMLElement* c = r.Single("criteria", false))
        p.criteria = ReadLocalizedText(*c, m_diag, id);
    if (const XMLElement* s = r.Single("source", false)) {
        ElementReader sr(*s, m_diag, id);
        sr.CheckAttributes({});
        sr.CheckChildren({}, true);
        p.source = sr.Text();
    }
    if (r.Failed()) return std::nullopt;
    return p;
}

}  // namespace

LoadResult LoadPackFromString(std::string_view xml, const std::string& path) {
    return PackReader(path).Load(xml);
}

LoadResult LoadPackFile(const std::string& path) {
    // Why a file cannot be read, for the finding: missing, a folder, a device or
    // FIFO (never opened: reading one could block), or the system's reason.
    auto unreadable = [&path](const std::string& why) {
        LoadResult r;
        // TRANSLATORS: {1} says why (in English), e.g. "No such file or directory".
        Phrase words = Say("cannot read the file: {1}", {Lit(why)});
        r.findings.push_back(Finding{path, 0, Severity::Error, Render(words), "", words});
        return r;
    };
    struct stat st {};
    if (stat(path.c_str(), &st) != 0) return unreadable(std::strerror(errno));
    if (S_ISDIR(st.st_mode)) return unreadable("it is a folder");
    if (!S_ISREG(st.st_mode)) return unreadable("it is not a regular file (a device or a FIFO)");
    std::ifstream in(path, std::ios::binary);
    if (!in.is_open() || !in) {
        int err = errno;
        return unreadable(err ? std::strerror(err) : "it cannot be opened");
    }
    // One copy of the text: big generated packs should not be held three times.
    std::string text;
    in.seekg(0, std::ios::end);
    std::streamoff size = in.tellg();
    in.seekg(0, std::ios::beg);
    if (size > 0) {
        text.resize(size_t(size));
        in.read(text.data(), size);
        text.resize(size_t(in.gcount()));
    }
    return LoadPackFromString(text, path);
}

}  // namespace chatur::content
