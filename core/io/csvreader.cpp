// SPDX-License-Identifier: MIT
#include "io/csvreader.h"

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

bool CsvReader::next(std::vector<CsvField>& fields)
{
    fields.clear();
    // Skip blank lines between records.
    while (peek() == '\n' || peek() == '\r')
        get();
    if (peek() < 0)
        return false;
    m_recordLine = m_line;
    for (;;) {
        if (int64_t(fields.size()) >= kMaxFields)
            fail(fmt::format("more than {} fields in one record", kMaxFields), m_line, m_column);
        CsvField field { {}, m_line, m_column };
        if (peek() == '"') {
            get();
            for (;;) {
                const int c = get();
                if (c < 0)
                    fail("a quoted field is not closed before the end of the file", field.line, field.column);
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
            for (int c = peek(); c >= 0 && c != ',' && c != '\n' && c != '\r'; c = peek()) {
                if (c == '"')
                    fail("a quote inside an unquoted field", m_line, m_column);
                if (c == 0)
                    fail("a NUL byte inside a field", m_line, m_column);
                field.text.push_back(char(get()));
                if (int64_t(field.text.size()) > kMaxFieldBytes)
                    fail(fmt::format("a field longer than {} bytes", kMaxFieldBytes), field.line, field.column);
            }
        }
        fields.push_back(std::move(field));
        const int end = get();
        if (end == ',')
            continue;
        if (end == '\r' && peek() == '\n')
            get();
        return true;
    }
}

} // namespace tle
