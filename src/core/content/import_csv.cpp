// Lichess-style puzzle CSV: `PuzzleId,FEN,Moves,Rating,RatingDeviation,
// Popularity,NbPlays,Themes,GameUrl,OpeningTags`. The FEN is the position before
// the opponent's move; Moves starts with that move, then the solution with the
// replies. Fields may be quoted as in RFC 4180 ("a ""b"", c"), also over lines.
#include <charconv>
#include <map>

#include "core/content/import_entry.h"

namespace chatur::content {

namespace {

// One CSV record: its fields and the line it starts on.
struct CsvRecord {
    std::vector<std::string> fields;
    int line = 0;
    bool unterminatedQuote = false;
};

std::vector<CsvRecord> ReadRecords(std::string_view text) {
    std::vector<CsvRecord> records;
    int line = 1;
    size_t i = 0;
    while (i < text.size()) {
        CsvRecord r;
        r.line = line;
        std::string field;
        bool quoted = false, inQuotes = false, endOfRecord = false;
        while (i < text.size() && !endOfRecord) {
            char c = text[i++];
            if (inQuotes) {
                if (c == '"' && i < text.size() && text[i] == '"') {
                    field += '"';
                    ++i;
                } else if (c == '"') {
                    inQuotes = false;
                } else {
                    if (c == '\n') ++line;
                    field += c;
                }
            } else if (c == '"' && field.empty() && !quoted) {
                inQuotes = quoted = true;
            } else if (c == ',') {
                r.fields.push_back(std::move(field));
                field.clear();
                quoted = false;
            } else if (c == '\n') {
                ++line;
                endOfRecord = true;
            } else if (c != '\r') {
                field += c;
            }
        }
        r.unterminatedQuote = inQuotes;
        r.fields.push_back(std::move(field));
        bool blank = r.fields.size() == 1 && Trim(r.fields[0]).empty();
        if (!blank) records.push_back(std::move(r));
    }
    return records;
}

// Lichess ratings to Chatur's grades 1-5.
int GradeForRating(int rating) {
    if (rating < 1100) return 1;
    if (rating < 1500) return 2;
    if (rating < 1900) return 3;
    if (rating < 2300) return 4;
    return 5;
}

const std::vector<std::string>& DefaultColumns() {
    static const std::vector<std::string> kColumns = {
        "PuzzleId",   "FEN",     "Moves",  "Rating",  "RatingDeviation",
        "Popularity", "NbPlays", "Themes", "GameUrl", "OpeningTags"};
    return kColumns;
}

}  // namespace

std::vector<ImportEntry> ReadCsvEntries(std::string_view text) {
    std::vector<CsvRecord> records = ReadRecords(text);
    std::vector<ImportEntry> entries;
    std::map<std::string, size_t> column;
    size_t first = 0;
    if (!records.empty() && Trim(records[0].fields[0]) == "PuzzleId") {
        for (size_t c = 0; c < records[0].fields.size(); ++c)
            column[Trim(records[0].fields[c])] = c;
        first = 1;
    } else {
        for (size_t c = 0; c < DefaultColumns().size(); ++c) column[DefaultColumns()[c]] = c;
    }
    for (const char* needed : {"PuzzleId", "FEN", "Moves"}) {
        if (column.count(needed)) continue;
        ImportEntry e;
        e.line = 1;
        e.error = std::string("the header has no column '") + needed + "'";
        return {e};
    }
    for (size_t k = first; k < records.size(); ++k) {
        const CsvRecord& r = records[k];
        ImportEntry e;
        e.line = r.line;
        auto field = [&](const char* name) -> std::string {
            auto it = column.find(name);
            return it == column.end() || it->second >= r.fields.size() ? std::string()
                                                                       : Trim(r.fields[it->second]);
        };
        if (r.unterminatedQuote) {
            e.error.emplace("a quoted field is not closed");
            entries.push_back(std::move(e));
            continue;
        }
        if (r.fields.size() < 3) {
            e.error = "expected at least PuzzleId, FEN and Moves, found " +
                      std::to_string(r.fields.size()) + " field(s)";
            entries.push_back(std::move(e));
            continue;
        }
        e.sourceId = field("PuzzleId");
        e.fen = field("FEN");
        std::vector<std::string> moves = SplitWords(field("Moves"));
        if (e.fen.empty()) e.error = "the FEN field is empty";
        if (moves.size() < 2)
            e.error = "Moves must hold the opponent's move and at least one solution move";
        for (size_t m = 0; m < moves.size(); ++m)
            (m == 0 ? e.setup : e.solution).push_back(SourceMove{moves[m], r.line});
        if (std::string rating = field("Rating"); !rating.empty()) {
            int value = 0;
            auto [p, ec] = std::from_chars(rating.data(), rating.data() + rating.size(), value);
            if (ec == std::errc() && p == rating.data() + rating.size())
                e.grade = GradeForRating(value);
            else
                e.error = "Rating '" + rating + "' is not a whole number";
        }
        e.tags = SplitWords(field("Themes"));
        e.source = field("GameUrl");
        if (e.source.empty() && !e.sourceId.empty()) e.source = "puzzle " + e.sourceId;
        entries.push_back(std::move(e));
    }
    return entries;
}

}  // namespace chatur::content
