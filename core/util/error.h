// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace tle {

// Every invalid input in core is reported with this exception: a message that names the field
// and the values involved, plus the 1-based line and column of the offending text when known.
class Error : public std::runtime_error
{
public:
    explicit Error(const std::string& message, int line = 0, int column = 0)
        : std::runtime_error(message)
        , m_line(line)
        , m_column(column)
    { }

    int line() const { return m_line; }
    int column() const { return m_column; }

private:
    int m_line = 0;
    int m_column = 0;
};

} // namespace tle
