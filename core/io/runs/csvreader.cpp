// SPDX-License-Identifier: MIT
#include "io/runs/csvreader.h"

#include "util/error.h"

#include <fmt/format.h>

namespace tle {

namespace {

constexpr size_t kBufferBytes = 1 << 16;

} // namespace

CsvReader::CsvReader(std::istream& in)
    : m_in(in)
    , m_buffer(kBufferBytes)
{ }

int CsvReader::peek()
{
    if (m_pos == m_end) {
        m_in.read(m_buffer.data(), std::streamsize(m_buffer.size()));
        m_end = size_t(m_in.gcount());
        m_pos = 0;
        if (m_end == 0)
            return -1;
    }
    return static_cast<unsigned char>(m_buffer[m_pos]);
}

int CsvReader::get()
{
    const int c = peek();
    if (c < 0)
        return c;
    ++m_pos;
    ++m_offset;
    if (c == '\n') {
        ++m_line;
        m_column = 1;
    } else {
        ++m_column;
    }
    return c;
}

void CsvReader::fail(const std::string& message, int64_t line, int64_t column) const
{
    throw Error(message, int(line), int(column));
}

void CsvReader::scan(std::string& text, bool quoted, const CsvField& field)
{
    // Appends the run of plain bytes at the read position to `text`, a buffer at a time; stops before a byte the
    // caller must look at (a separator, a quote, a line break, a NUL).
    while (peek() >= 0) {
        const char* begin = m_buffer.data() + m_pos;
        const char* end = m_buffer.data() + m_end;
        const char* p = begin;
        if (quoted) {
            while (p < end && *p != '"' && *p != '\n' && *p != '\0')
                ++p;
        } else {
            while (p < end && *p != ',' && *p != '\n' && *p != '\r' && *p != '"' && *p != '\0')
                ++p;
        }
        const size_t n = size_t(p - begin);
        if (int64_t(text.size() + n) > kMaxFieldBytes)
            fail(fmt::format("a field longer than {} bytes", kMaxFieldBytes), field.line, field.column);
        text.append(begin, n);
        m_pos += n;
        m_offset += int64_t(n);
        m_column += int64_t(n);
        if (p < end)
            break;
    }
}

bool CsvReader::atEnd()
{
    while (peek() == '\n' || peek() == '\r')
        get();
    return peek() < 0;
}

bool CsvReader::next(std::vector<CsvField>& fields)
{
    // Fields keep their strings from record to record, so that a long file is read without an allocation per
    // field.
    size_t count = 0;
    // Skip blank lines between records.
    while (peek() == '\n' || peek() == '\r')
        get();
    if (peek() < 0) {
        fields.clear();
        return false;
    }
    m_recordLine = m_line;
    for (;;) {
        if (int64_t(count) >= kMaxFields)
            fail(fmt::format("more than {} fields in one record", kMaxFields), m_line, m_column);
        if (count == fields.size())
            fields.emplace_back();
        CsvField& field = fields[count++];
        field.text.clear();
        field.line = m_line;
        field.column = m_column;
        if (peek() == '"') {
            get();
            for (;;) {
                scan(field.text, true, field);
                const int c = get();
                if (c < 0) {
                    m_endedInsideField = true;
                    fail("a quoted field is not closed before the end of the file", field.line, field.column);
                }
                if (c == '"') {
                    if (peek() != '"')
                        break;
                    get();
                } else if (c == 0) {
                    fail("a NUL byte inside a field", m_line, m_column - 1);
                }
                field.text.push_back(char(c));
                if (int64_t(field.text.size()) > kMaxFieldBytes)
                    fail(fmt::format("a field longer than {} bytes", kMaxFieldBytes), field.line, field.column);
            }
            const int after = peek();
            if (after != ',' && after != '\n' && after != '\r' && after >= 0)
                fail("text after the closing quote of a field (a quote inside a field must be doubled)", m_line,
                    m_column);
        } else {
            scan(field.text, false, field);
            const int c = peek();
            if (c == '"')
                fail("a quote inside an unquoted field", m_line, m_column);
            if (c == 0)
                fail("a NUL byte inside a field", m_line, m_column);
        }
        const int end = get();
        if (end == ',')
            continue;
        if (end == '\r' && peek() == '\n')
            get();
        fields.resize(count);
        return true;
    }
}

} // namespace tle
