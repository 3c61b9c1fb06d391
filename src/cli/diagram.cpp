// chatur-cli diagram --variant V --fen FEN [--highlight SQ,...] [--arrows a1a2,...]
// [--out FILE.svg|FILE.png]: a board diagram (docs/cli.md). The SVG is made by
// the core (notation/diagram_svg.h); a PNG is converted from it by an installed
// SVG renderer (rsvg-convert, else ImageMagick's magick or convert).
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/content/task_reader.h"
#include "core/notation/diagram_svg.h"
#include "core/notation/fen.h"
#include "core/platform/atomic_file.h"
#include "core/platform/system_paths.h"
#include "core/platform/utf8_path.h"
#include "core/search/child_process.h"

namespace chatur::cli {

namespace {

constexpr const char* kUsage =
    "usage: chatur-cli diagram --variant makruk|xiangqi --fen FEN [--highlight SQ,...]\n"
    "         [--arrows a1a2,...] [--orientation white|black] [--labels latin|thai]\n"
    "         [--size PIXELS] [--out FILE.svg|FILE.png]\n";

// "e4,e5" or "e4 e5" -> {"e4", "e5"}.
std::vector<std::string> SplitList(const std::string& text) {
    std::vector<std::string> out;
    std::string item;
    for (char c : text + ",") {
        if (c == ',' || c == ' ') {
            if (!item.empty()) out.push_back(item);
            item.clear();
        } else {
            item += c;
        }
    }
    return out;
}

bool IsPng(const std::string& path) {
    auto data = platform::ReadWholeFile(path);
    return data && data->size() > 8 && data->compare(0, 8, "\x89PNG\r\n\x1a\n") == 0;
}

// Renders `svgPath` to `pngPath` with the first renderer that works; the
// renderer's name, or nothing. The programs are started directly, not through
// a shell. Windows has a system tool of its own called convert.exe (it turns
// FAT drives into NTFS), so there only ImageMagick 7's `magick` is tried.
std::optional<std::string> SvgToPng(const std::string& svgPath, const std::string& pngPath) {
    const std::pair<const char*, std::vector<std::string>> renderers[] = {
        {"rsvg-convert", {"-o", pngPath, svgPath}},
        {"magick", {"svg:" + svgPath, "png:" + pngPath}},
#ifndef _WIN32
        {"convert", {"svg:" + svgPath, "png:" + pngPath}},
#endif
    };
    for (const auto& [name, arguments] : renderers) {
        std::error_code ec;
        std::filesystem::remove(platform::PathFromUtf8(pngPath), ec);
        if (child::RunQuietly(name, arguments) == 0 && IsPng(pngPath)) return name;
    }
    return std::nullopt;
}

}  // namespace

int RunDiagram(int argc, char** argv) {
    Args args;
    if (auto done = StartCommand(
            args, argc, argv,
            {.valued = {"variant", "fen", "highlight", "arrows", "orientation", "labels", "size",
                        "out"},
             .flags = {"no-coordinates"},
             .usage = kUsage,
             .help = "Draws the position as SVG (to stdout without --out), or as PNG when the\n"
                     "file name ends in .png (needs rsvg-convert from librsvg2-bin, or an\n"
                     "ImageMagick that reads SVG).\n"
                     "  --labels          Makruk piece names in Latin (default) or Thai script\n"
                     "  --no-coordinates  leave out the file letters and rank numbers\n"
                     "Exit 0 on success, 1 when the PNG could not be made, 2 on bad usage.\n",
             .usageOnError = true}))
        return *done;
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    auto fen = args.Get("fen");
    if (!fen || !args.Positional().empty()) {
        std::cerr << "error: --fen FEN is required (quote it)\n" << kUsage;
        return kUsageError;
    }
    auto parsed = ParseFen(*variant, *fen);
    if (auto* e = std::get_if<FenError>(&parsed)) {
        std::cerr << "error: invalid FEN: " << e->message << "\n";
        return kUsageError;
    }
    DiagramOptions options;
    for (const std::string& s : SplitList(args.Get("highlight").value_or(""))) {
        auto square = ParseSquare(*variant, s);
        if (!square) {
            std::cerr << "error: --highlight: '" << s << "' is not a square of the "
                      << variant->name << " board\n";
            return kUsageError;
        }
        options.highlights.push_back(*square);
    }
    for (const std::string& a : SplitList(args.Get("arrows").value_or(""))) {
        DiagramArrow arrow;
        bool promotion = false;
        if (!content::ParseMoveSquares(*variant, a, arrow.from, arrow.to, promotion)) {
            std::cerr << "error: --arrows: '" << a << "' is not two squares such as "
                      << (variant->id == VariantId::Makruk ? "d4e5" : "h3e3") << "\n";
            return kUsageError;
        }
        options.arrows.push_back(arrow);
    }
    std::string orientation = args.Get("orientation").value_or("white");
    std::string labels = args.Get("labels").value_or("latin");
    std::string size = args.Get("size").value_or("48");
    auto cell = ParseWholeNumber(size, 16, 400);
    bool sizeOk = cell.has_value();
    if ((orientation != "white" && orientation != "black") ||
        (labels != "latin" && labels != "thai") || !sizeOk) {
        std::cerr << "error: --orientation white|black, --labels latin|thai, --size 16-400\n";
        return kUsageError;
    }
    options.orientation = orientation == "white" ? Color::White : Color::Black;
    options.makrukLabels = labels == "thai" ? PieceLabels::Thai : PieceLabels::Latin;
    options.cell = int(*cell);
    options.coordinates = !args.Has("no-coordinates");
    std::string svg = DiagramSvg(std::get<FenData>(parsed).position, options);

    auto out = args.Get("out");
    if (!out) {
        std::cout << svg;
        return 0;
    }
    bool png = platform::PathFromUtf8(*out).extension() == ".png";
    if (!png) {
        if (auto err = platform::WriteFileAtomically(*out, svg, false)) {
            std::cerr << "error: " << err->message << "\n";
            return kUsageError;
        }
        return 0;
    }
    // The renderer works in a folder of our own; the PNG then reaches --out the
    // way every file does (written through a link, never over a device or FIFO).
    std::string why;
    const auto folder = platform::MakeTemporaryFolder("chatur-diagram", why);
    if (!folder) {
        std::cerr << "error: cannot make a temporary folder: " << why << "\n";
        return 1;
    }
    const std::string svgPath = platform::Utf8Path(*folder / "board.svg");
    const std::string pngPath = platform::Utf8Path(*folder / "board.png");
    std::optional<std::string> image;
    if (!platform::WriteFileAtomically(svgPath, svg, false) && SvgToPng(svgPath, pngPath))
        image = platform::ReadWholeFile(pngPath);
    std::error_code ec;
    std::filesystem::remove_all(*folder, ec);
    if (!image) {
#ifdef _WIN32
        std::cerr
            << "error: cannot make a PNG: no SVG renderer works here. Put ImageMagick 7's "
               "magick.exe or librsvg's rsvg-convert.exe on the PATH, or write an .svg file\n";
#else
        std::cerr << "error: cannot make a PNG: no SVG renderer works here. Install rsvg-convert "
                     "(Debian package librsvg2-bin), or write an .svg file\n";
#endif
        return 1;
    }
    if (auto err = platform::WriteFileAtomically(*out, *image, false)) {
        std::cerr << "error: " << err->message << "\n";
        return kUsageError;
    }
    return 0;
}

}  // namespace chatur::cli
