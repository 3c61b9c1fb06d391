#include "content_test_support.h"

namespace chatur::test {

namespace {

ValidatedFile Finish(content::LoadResult loaded, const std::string& path,
                     const content::ValidateOptions& options) {
    ValidatedFile out{std::move(loaded), {}};
    std::vector<content::Finding> all = out.loaded.findings;
    if (out.loaded.pack) {
        content::Diagnostics diag(path);
        content::PackValidator(options).Check(*out.loaded.pack, diag);
        for (const content::Finding& f : diag.Findings()) all.push_back(f);
    }
    content::SortFindings(all);
    for (const content::Finding& f : all)
        out.findings.push_back(
            std::to_string(f.line) +
            (f.severity == content::Severity::Error ? ": error: " : ": warning: ") + f.message);
    return out;
}

}  // namespace

ValidatedFile LoadAndValidate(const std::string& path, content::ValidateOptions options) {
    return Finish(content::LoadPackFile(path), path, options);
}

ValidatedFile LoadAndValidateText(const std::string& xml, content::ValidateOptions options) {
    return Finish(content::LoadPackFromString(xml, "test.xml"), "test.xml", options);
}

}  // namespace chatur::test
