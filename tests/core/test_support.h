// Helpers shared by the core test suites: fixture paths, corpus records, and
// running chatur-cli as a child process.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/notation/fen.h"

namespace chatur::test {

std::string SourcePath(const std::string& relative);  // relative to the repository root

// One line of the Fairy-Stockfish corpus (tests/data/corpus/*.jsonl).
struct CorpusRecord {
    std::string variant;
    std::string fen;
    std::vector<std::string> moves;
    long long perft2 = -1;
    long long perft3 = -1;
    bool inCheck = false;
    int depth = -1;        // perft.jsonl
    long long nodes = -1;  // perft.jsonl
};
std::vector<CorpusRecord> LoadCorpus(const std::string& file);

// Parses a FEN that must be valid (the test fails otherwise).
Position MustParse(const Variant& v, const std::string& fen);

struct CliResult {
    int status;
    std::string out;
};
// Runs chatur-cli with the given argument string and stdin text.
CliResult RunCli(const std::string& args, const std::string& input = "");

// A new empty folder in the system's temporary folder, with a name no other test
// (or parallel run) uses, removed with everything in it when the object goes.
class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& Path() const { return m_path; }
    std::string String() const { return m_path.string(); }
    std::string File(const std::string& name) const { return (m_path / name).string(); }

private:
    std::filesystem::path m_path;
};

}  // namespace chatur::test
