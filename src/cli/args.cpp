#include "cli/args.h"

#include <charconv>
#include <iostream>

namespace chatur::cli {

std::optional<std::string> Args::Parse(int argc, char** argv, const std::set<std::string>& valued,
                                       const std::set<std::string>& flags) {
    for (int i = 0; i < argc; ++i) {
        std::string a = argv[i];
        if (a.rfind("--", 0) == 0) {
            std::string key = a.substr(2);
            std::string value;
            bool inlineValue = false;
            if (auto eq = key.find('='); eq != std::string::npos) {
                value = key.substr(eq + 1);
                key = key.substr(0, eq);
                inlineValue = true;
            }
            if (valued.count(key)) {
                if (!inlineValue) {
                    if (i + 1 >= argc) return "option --" + key + " needs a value";
                    value = argv[++i];
                }
                m_values[key] = value;
                m_allValues[key].push_back(value);
            } else if (flags.count(key) && !inlineValue) {
                m_flags.insert(key);
            } else {
                return "unknown option --" + key;
            }
        } else {
            m_positional.push_back(a);
        }
    }
    return std::nullopt;
}

std::optional<std::string> Args::Get(const std::string& key) const {
    auto it = m_values.find(key);
    if (it == m_values.end()) return std::nullopt;
    return it->second;
}

std::optional<int> StartCommand(Args& args, int argc, char** argv, const CommandSpec& spec) {
    std::set<std::string> flags = spec.flags;
    flags.insert("help");
    if (auto err = args.Parse(argc, argv, spec.valued, flags)) {
        std::cerr << "error: " << *err << "\n";
        if (spec.usageOnError) std::cerr << spec.usage;
        return kUsageError;
    }
    if (args.Has("help")) {
        std::cout << spec.usage << spec.help;
        return 0;
    }
    if (!spec.positional && !args.Positional().empty()) {
        std::cerr << "error: unexpected argument '" << args.Positional().front() << "'\n";
        return kUsageError;
    }
    return std::nullopt;
}

std::vector<std::string> Args::GetAll(const std::string& key) const {
    auto it = m_allValues.find(key);
    if (it == m_allValues.end()) return {};
    return it->second;
}

std::optional<long long> NumberOption(const Args& args, const std::string& key, long long lo,
                                      long long hi, long long fallback) {
    auto text = args.Get(key);
    if (!text) return fallback;
    auto v = ParseWholeNumber(*text, lo, hi);
    if (!v) std::cerr << "error: bad --" << key << " '" << *text << "'\n";
    return v;
}

const Variant* RequireVariant(const Args& args) {
    auto name = args.Get("variant");
    if (!name) {
        std::cerr << "error: --variant makruk|xiangqi is required\n";
        return nullptr;
    }
    const Variant* v = FindVariant(*name);
    if (!v) std::cerr << "error: unknown variant '" << *name << "' (expected makruk or xiangqi)\n";
    return v;
}

const RuleProfile* RequireProfile(const Args& args, const Variant& variant) {
    auto name = args.Get("profile");
    if (!name) return &DefaultProfile(variant);
    auto found = FindProfile(variant, *name);
    if (auto* err = std::get_if<ProfileError>(&found)) {
        std::cerr << "error: " << err->message << "\n";
        return nullptr;
    }
    return std::get<const RuleProfile*>(found);
}

std::optional<long long> ParseWholeNumber(std::string_view text, long long lo, long long hi) {
    long long value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < lo ||
        value > hi)
        return std::nullopt;
    return value;
}

}  // namespace chatur::cli
