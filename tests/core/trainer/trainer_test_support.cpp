#include "trainer_test_support.h"

#include <gtest/gtest.h>

#include "core/content/validator.h"
#include "core/content/xml_loader.h"
#include "core/notation/coord.h"

namespace chatur::test {

std::string PackXml(const std::string& items, const std::string& variant) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<pack format="1" id="test.trainer" variant=")" +
           variant + R"(" version="1" languages="en">
  <title><text lang="en">Trainer tests</text></title>
  <description><text lang="en">Fixtures.</text></description>
  <author>Chatur tests</author>
  <licence>CC0-1.0</licence>
)" + items +
           "</pack>\n";
}

std::string PuzzleXml(const std::string& id, const std::string& fen, const std::string& task,
                      const std::string& hints) {
    return "<puzzle id=\"" + id + "\" grade=\"1\" stage=\"rules\">\n<board fen=\"" + fen +
           "\"/>\n<question><text lang=\"en\">Question?</text></question>\n" + task + "\n" + hints +
           "\n<explanation><text lang=\"en\">Because.</text></explanation>\n</puzzle>\n";
}

content::Pack MustLoadPack(const std::string& xml) {
    content::LoadResult loaded = content::LoadPackFromString(xml, "test.xml");
    for (const auto& f : loaded.findings)
        if (f.severity == content::Severity::Error) ADD_FAILURE() << content::FormatFinding(f);
    if (!loaded.pack) {
        ADD_FAILURE() << "the pack did not load";
        return {};
    }
    content::Diagnostics diag("test.xml");
    content::PackValidator().Check(*loaded.pack, diag);
    for (const auto& f : diag.Findings())
        if (f.severity == content::Severity::Error) ADD_FAILURE() << content::FormatFinding(f);
    return *loaded.pack;
}

TrainerSession PuzzleTrainer(const std::string& fen, const std::string& task,
                             const std::string& hints, const std::string& variant) {
    content::Pack pack = MustLoadPack(PackXml(PuzzleXml("test.p", fen, task, hints), variant));
    if (pack.puzzles.empty()) throw std::runtime_error("no puzzle");
    return TrainerSession(TrainerItem::FromPuzzle(pack.puzzles.front(), *pack.variant));
}

Square Sq(const Variant& v, const char* name) {
    auto s = ParseSquare(v, name);
    if (!s) throw std::runtime_error(std::string("bad square ") + name);
    return *s;
}

Move Mv(const Position& pos, const char* text) {
    auto parsed = ParseLegalMove(pos, text);
    if (!std::holds_alternative<Move>(parsed))
        throw std::runtime_error(std::string("not a legal move: ") + text);
    return std::get<Move>(parsed);
}

std::string MoveText(const Variant& v, Move m) {
    return MoveToString(v, m);
}

}  // namespace chatur::test
