// Minimal option reader for chatur-cli subcommands: `--key value`, `--flag`,
// and positional arguments, with a clear message for anything unknown.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules/profile.h"
#include "core/rules/variant.h"

namespace chatur::cli {

// Exit status for bad usage.
constexpr int kUsageError = 2;

class Args {
public:
    // `valued` options take a value; `flags` do not. Returns an error message on
    // an unknown option or a missing value.
    std::optional<std::string> Parse(int argc, char** argv, const std::set<std::string>& valued,
                                     const std::set<std::string>& flags);
    bool Has(const std::string& key) const { return m_values.count(key) || m_flags.count(key); }
    std::optional<std::string> Get(const std::string& key) const;  // the last one given
    // Every value given for an option that may be repeated, in order.
    std::vector<std::string> GetAll(const std::string& key) const;
    const std::vector<std::string>& Positional() const { return m_positional; }

private:
    std::map<std::string, std::string> m_values;
    std::map<std::string, std::vector<std::string>> m_allValues;
    std::set<std::string> m_flags;
    std::vector<std::string> m_positional;
};

// What a subcommand accepts and how it explains itself.
struct CommandSpec {
    std::set<std::string> valued{};  // options that take a value
    std::set<std::string> flags{};   // options that do not ("help" always is one)
    std::string_view usage{};        // the "usage: chatur-cli ..." lines
    std::string_view help{};         // what --help prints after `usage`
    bool positional = true;          // false: an argument that is no option is an error
    bool usageOnError = false;       // repeat `usage` after a bad option
};

// The start every subcommand shares: parses argv into `args`, answers --help,
// reports an unknown option, a missing value or a stray argument. Returns the
// exit status when the command is done already (0 after --help, kUsageError).
std::optional<int> StartCommand(Args& args, int argc, char** argv, const CommandSpec& spec);

// Reads --variant; prints an error and returns nullptr when missing or unknown.
const Variant* RequireVariant(const Args& args);

// Reads --profile for `variant` (its default profile when absent); prints an error
// and returns nullptr when the name is unknown.
const RuleProfile* RequireProfile(const Args& args, const Variant& variant);

// A numeric option's value: decimal digits only (a '-' first for a negative
// number), from `lo` to `hi`. Nothing for anything else: "2.5", "0x10", " 3",
// "+3", "3abc", an empty text, or a number out of range.
std::optional<long long> ParseWholeNumber(std::string_view text, long long lo, long long hi);
// The whole-number option --key in [lo, hi], or `fallback` when it is absent;
// nothing (after "error: bad --key '...'" on stderr) when it is not such a number.
std::optional<long long> NumberOption(const Args& args, const std::string& key, long long lo,
                                      long long hi, long long fallback);

}  // namespace chatur::cli
