// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <istream>
#include <string>
#include <vector>

namespace tle {

// One field of a CSV record and where it starts (1-based line and column).
struct CsvField
{
    std::string text;
    int64_t line = 0;
    int64_t column = 0;
};

// Reads RFC 4180 CSV (quoted fields may hold separators, doubled quotes and line breaks) one record at a
// time from a stream, so that a file of any size is read in constant memory. Malformed text (a stray
// quote, an unterminated quoted field, a NUL byte, a field or record past the size limits) throws
// tle::Error at its line and column.
class CsvReader
{
public:
    static constexpr int64_t kMaxFieldBytes = int64_t(1) << 24;
    static constexpr int64_t kMaxFields = 1 << 16;

    explicit CsvReader(std::istream& in);

    // The next record into `fields`; false at the end of the input. A blank line is no record.
    bool next(std::vector<CsvField>& fields);
    // The line the last record started on.
    int64_t recordLine() const { return m_recordLine; }
    // Bytes consumed so far, for progress.
    int64_t offset() const { return m_offset; }
    // The input ended inside a quoted field: the last error was a file cut short, not malformed text.
    bool endedInsideField() const { return m_endedInsideField; }
    // Nothing but blank lines is left.
    bool atEnd();

private:
    int get();
    int peek();
    void scan(std::string& text, bool quoted, const CsvField& field);
    [[noreturn]] void fail(const std::string& message, int64_t line, int64_t column) const;

    std::istream& m_in;
    std::vector<char> m_buffer;
    size_t m_pos = 0;
    size_t m_end = 0;
    int64_t m_offset = 0;
    int64_t m_line = 1;
    int64_t m_column = 1;
    int64_t m_recordLine = 0;
    bool m_endedInsideField = false;
};

} // namespace tle
