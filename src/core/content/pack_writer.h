// Writing a Pack back to XML (format: docs/content-format.md), for the editor's
// Save and for `chatur-cli import`. The output is meant to live in git: UTF-8,
// two-space indentation, one element per line, elements and attributes always in
// the schema's order, texts in the order of the pack's languages, a blank line
// between lessons and puzzles, so that changing one text changes one line. It
// passes `xmllint --schema docs/chatur-content.xsd` and loads back into an equal
// pack (SameContent, pack_compare.h).
//
// Hand layout survives: given the text the pack was loaded from, every lesson
// and puzzle the model still holds unchanged (same id, SameContent) is copied
// from that text byte for byte with the comments and blank lines above it, and
// so are the header (when unchanged), the prolog before <pack> and the end of the
// file. Only what changed is written anew.
#pragma once

#include <optional>
#include <string>

#include "core/content/pack.h"
#include "core/platform/atomic_file.h"

namespace chatur::content {

// How WritePackXml writes: from scratch, or keeping what an edit left alone.
struct WriteOptions {
    // The XML text the pack was loaded from, to keep the layout and comments of
    // unchanged items; nothing writes every element anew.
    std::optional<std::string> original;
    // xsi:noNamespaceSchemaLocation for a newly written <pack> start tag, e.g.
    // "../docs/chatur-content.xsd"; empty: taken from `original`, else none.
    std::string schemaLocation;
};

// The pack as XML text.
std::string WritePackXml(const Pack& pack, const WriteOptions& options = {});

// How SavePackFile writes over an existing file.
struct SaveOptions {
    // Keep the layout of the file being replaced (read from `path`) for the items
    // the pack did not change.
    bool keepLayout = true;
    // Keep the replaced file as `<path>.bak`.
    bool keepBackup = true;
    std::string schemaLocation;  // as in WriteOptions
};

// Writes the pack to `path` atomically (temporary file, fsync, rename).
[[nodiscard]] std::optional<platform::WriteError> SavePackFile(const Pack& pack,
                                                               const std::string& path,
                                                               const SaveOptions& options = {});

}  // namespace chatur::content
