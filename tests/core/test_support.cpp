#include "test_support.h"
#include "test_paths.h"

#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/wait.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace chatur::test {

std::string SourcePath(const std::string& relative) {
    return std::string(CHATUR_SOURCE_DIR) + "/" + relative;
}

namespace {

std::string StringField(const std::string& line, const std::string& key) {
    auto p = line.find("\"" + key + "\":\"");
    if (p == std::string::npos) return "";
    p += key.size() + 4;
    return line.substr(p, line.find('"', p) - p);
}

long long IntField(const std::string& line, const std::string& key) {
    auto p = line.find("\"" + key + "\":");
    if (p == std::string::npos) return -1;
    return std::stoll(line.substr(p + key.size() + 3));
}

}  // namespace

std::vector<CorpusRecord> LoadCorpus(const std::string& file) {
    std::ifstream in(SourcePath("tests/data/corpus/" + file));
    std::vector<CorpusRecord> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        CorpusRecord r;
        r.variant = StringField(line, "variant");
        r.fen = StringField(line, "fen");
        r.perft2 = IntField(line, "perft2");
        r.perft3 = IntField(line, "perft3");
        r.depth = int(IntField(line, "depth"));
        r.nodes = IntField(line, "nodes");
        r.inCheck = line.find("\"in_check\":true") != std::string::npos;
        auto p = line.find("\"moves\":[");
        if (p != std::string::npos) {
            p += 9;
            auto end = line.find(']', p);
            std::string list = line.substr(p, end - p);
            std::stringstream ss(list);
            std::string item;
            while (std::getline(ss, item, ','))
                if (item.size() >= 2) r.moves.push_back(item.substr(1, item.size() - 2));
        }
        out.push_back(r);
    }
    return out;
}

Position MustParse(const Variant& v, const std::string& fen) {
    auto parsed = ParseFen(v, fen);
    if (auto* e = std::get_if<FenError>(&parsed)) {
        ADD_FAILURE() << "bad FEN " << fen << ": " << e->message;
        return Position(v);
    }
    return std::get<FenData>(parsed).position;
}

CliResult RunCli(const std::string& args, const std::string& input) {
    std::string inPath = ::testing::TempDir() + "chatur_cli_in_" + std::to_string(::getpid());
    {
        std::ofstream f(inPath);
        f << input;
    }
    std::string cmd = std::string(CHATUR_CLI_PATH) + " " + args + " < " + inPath + " 2>&1";
    CliResult r{0, ""};
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) return {-1, ""};
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
    int st = pclose(p);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    std::remove(inPath.c_str());
    return r;
}

TempDir::TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "chatur-test-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot make a folder like " + pattern);
    m_path = pattern;
}

TempDir::~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(m_path, ec);
}

}  // namespace chatur::test
