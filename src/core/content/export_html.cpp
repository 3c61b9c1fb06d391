// The printable worksheet: a header with the pack's title and a name/date line,
// the puzzles two to a row (diagram, side to move, question), and the answer key
// on a new page (CSS break-before: page).
#include "core/content/export_pack.h"
#include "core/notation/diagram_svg.h"
#include "core/text/xml_escape.h"

namespace chatur::content {

namespace {

// Paragraphs: the loader keeps a blank line of the XML as "\n\n".
std::string Paragraphs(const std::string& text, const char* cssClass) {
    std::string out;
    size_t i = 0;
    while (i <= text.size()) {
        size_t end = text.find("\n\n", i);
        if (end == std::string::npos) end = text.size();
        out += "<p class=\"" + std::string(cssClass) + "\">" + EscapeXml(text.substr(i, end - i)) +
               "</p>\n";
        i = end + 2;
    }
    return out;
}

constexpr const char* kStyle = R"(
  body { font-family: "DejaVu Sans", "Noto Sans", Loma, "Noto Sans Thai", "WenQuanYi Micro Hei",
         sans-serif; color: #222; margin: 1.5em; }
  h1 { font-size: 1.5em; margin: 0 0 0.2em; }
  .description { margin: 0.2em 0; }
  .meta { color: #666; font-size: 0.85em; margin: 0.2em 0 0.8em; }
  .student { border-bottom: 1px solid #999; padding: 0.8em 0 0.2em; margin-bottom: 1em; }
  .student span { display: inline-block; min-width: 45%; }
  .puzzles { display: flex; flex-wrap: wrap; gap: 1.2em 4%; }
  .puzzle { width: 48%; break-inside: avoid; page-break-inside: avoid; }
  .puzzle h2 { font-size: 1em; margin: 0 0 0.3em; }
  .puzzle h2 small { color: #888; font-weight: normal; }
  .puzzle svg { display: block; max-width: 100%; height: auto; }
  .tomove { font-size: 0.85em; color: #555; margin: 0.2em 0; }
  .question { margin: 0.3em 0; }
  .answerline { border-bottom: 1px dotted #999; height: 1.6em; }
  .answers { break-before: page; page-break-before: always; }
  .answer { margin: 0 0 0.8em; break-inside: avoid; page-break-inside: avoid; }
  .answer h2 { font-size: 1em; margin: 0; }
  .answer h2 small { color: #888; font-weight: normal; }
  .short { font-family: "DejaVu Sans Mono", monospace; font-weight: bold; margin: 0.2em 0; }
  .explanation { margin: 0.2em 0; }
  @page { size: A4; margin: 15mm; }
  @media print { body { margin: 0; } }
)";

}  // namespace

std::string ExportWorksheetHtml(const Pack& pack, const WorksheetOptions& options) {
    const std::string& lang = options.lang;
    const WorksheetLabels& labels = options.labels;
    bool xiangqi = pack.variant->id == VariantId::Xiangqi;
    std::string title = pack.title.Get(lang);
    std::string out = "<!DOCTYPE html>\n<html lang=\"" + EscapeXml(lang, XmlContext::Attribute) +
                      "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + EscapeXml(title) +
                      "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
    out += "<header>\n<h1>" + EscapeXml(title) + "</h1>\n";
    if (!pack.description.Empty()) out += Paragraphs(pack.description.Get(lang), "description");
    out += "<p class=\"meta\">" + EscapeXml(pack.author) + " · " + EscapeXml(pack.licence) + " · " +
           EscapeXml(pack.id) + " " + EscapeXml(pack.version) + "</p>\n";
    out += "<div class=\"student\"><span>" + EscapeXml(labels.name) + ":</span><span>" +
           EscapeXml(labels.date) + ":</span></div>\n</header>\n";

    out += "<main class=\"puzzles\">\n";
    int number = 0;
    for (const Puzzle& p : pack.puzzles) {
        ++number;
        DiagramOptions diagram;
        diagram.orientation = p.board.orientation;
        diagram.highlights = p.board.highlights;
        for (const Arrow& a : p.board.arrows) diagram.arrows.push_back(DiagramArrow{a.from, a.to});
        diagram.makrukLabels = lang == "th" ? PieceLabels::Thai : PieceLabels::Latin;
        diagram.cell = options.cell;
        Color side = p.board.position.SideToMove();
        const std::string& toMove = side == Color::Black ? labels.blackToMove
                                    : xiangqi            ? labels.redToMove
                                                         : labels.whiteToMove;
        out += "<article class=\"puzzle\" id=\"" + EscapeXml(p.id, XmlContext::Attribute) +
               "\">\n<h2>" + std::to_string(number) + ". <small>" + EscapeXml(p.id) +
               "</small></h2>\n";
        out += DiagramSvg(p.board.position, diagram);
        out += "<p class=\"tomove\">" + EscapeXml(toMove) + "</p>\n";
        out += Paragraphs(p.question.Get(lang), "question");
        out += "<div class=\"answerline\"></div>\n</article>\n";
    }
    out += "</main>\n";

    out += "<section class=\"answers\">\n<h1>" + EscapeXml(labels.answerKey) + "</h1>\n";
    number = 0;
    for (const Puzzle& p : pack.puzzles) {
        out += "<div class=\"answer\">\n<h2>" + std::to_string(++number) + ". <small>" +
               EscapeXml(p.id) + "</small></h2>\n";
        out += "<p class=\"short\">" + EscapeXml(ShortAnswer(p, lang, labels)) + "</p>\n";
        out += Paragraphs(p.explanation.Get(lang), "explanation");
        out += "</div>\n";
    }
    out += "</section>\n</body>\n</html>\n";
    return out;
}

}  // namespace chatur::content
