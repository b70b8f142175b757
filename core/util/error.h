// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

namespace tle {

// What an error's position points into, so that callers route it without reading the message.
enum class ErrorSource
{
    Unspecified,
    LayoutText, // a layout string or a layout file
    Flag, // a command-line flag or the editor field that stands for it (`field` names the flag)
    ModelFile, // an MLIR or JSON model (`field` is the JSON path when there is one)
    DeviceFile, // a device description (`field` is the key)
    WorkspaceFile, // a saved workspace (`field` is the key)
    RunFile, // a measured run report (`field` is the file; the message names it and the place)
};

// Where an error is: its source, the field within it, and the 1-based line and column (0 when unknown).
struct ErrorPlace
{
    ErrorSource source = ErrorSource::Unspecified;
    std::string field;
    int line = 0;
    int column = 0;
};

// Every invalid input in core is reported with this exception: a message that names the field and the values
// involved, plus where it is.
class Error : public std::runtime_error
{
public:
    explicit Error(const std::string& message, int line = 0, int column = 0)
        : std::runtime_error(message)
        , m_place { .line = line, .column = column }
    { }
    Error(const std::string& message, ErrorPlace place)
        : std::runtime_error(message)
        , m_place(std::move(place))
    { }

    int line() const { return m_place.line; }
    int column() const { return m_place.column; }
    ErrorSource source() const { return m_place.source; }
    const std::string& field() const { return m_place.field; }
    const ErrorPlace& place() const { return m_place; }

    // The same message and position, attributed to `source` (and `field`) unless already attributed.
    Error from(ErrorSource source, std::string field = {}) const
    {
        if (m_place.source != ErrorSource::Unspecified)
            return *this;
        ErrorPlace place = m_place;
        place.source = source;
        place.field = std::move(field);
        return Error(what(), std::move(place));
    }

private:
    ErrorPlace m_place;
};

} // namespace tle
