// SPDX-License-Identifier: MIT
#include "errorreport.h"

#include "io/model/modelfile.h"
#include "report/reportformat.h"
#include "util/excerpt.h"

#include <algorithm>
#include <optional>
#include <ostream>

#include <fmt/format.h>

namespace tle::cli {

namespace {

// The text an error points into, when the CLI holds it: the layout or model given, or the device file.
std::optional<std::string> errorSource(const Options& options, const Error& e)
{
    switch (e.source()) {
    case ErrorSource::LayoutText:
    case ErrorSource::ModelFile:
        if (!options.layoutSource.empty())
            return options.layoutSource;
        // `optimize` maps its model while reading it and keeps no copy.
        if (options.fromFile && !options.modelPath.empty()) {
            try {
                return readInputFile(options.modelPath);
            } catch (const std::exception&) {
                return std::nullopt;
            }
        }
        return std::nullopt;
    case ErrorSource::DeviceFile: {
        // The device file, else the calibration's (a command reads one of them before the other).
        const auto& file = options.deviceFile ? options.deviceFile : options.calibrationFile;
        if (!file)
            return std::nullopt;
        try {
            return readTextFile(*file);
        } catch (const Error&) {
            return std::nullopt;
        }
    }
    case ErrorSource::Flag:
    case ErrorSource::WorkspaceFile:
    case ErrorSource::RunFile:
    case ErrorSource::Unspecified:
        break;
    }
    return std::nullopt;
}

} // namespace

std::string caretLine(const std::string& source, int line, int column)
{
    if (line <= 0 || column <= 0 || source.empty())
        return {};
    size_t start = 0;
    for (int l = 1; l < line; ++l) {
        start = source.find('\n', start);
        if (start == std::string::npos)
            return {};
        ++start;
    }
    const size_t end = std::min(source.find('\n', start), source.size());
    const std::string_view text = std::string_view(source).substr(start, end - start);
    const size_t caret = size_t(column - 1);
    if (caret > text.size())
        return {};
    // Show a window of the line around the column for long inputs; the caret goes under the character it names
    // once the window is escaped (an escape takes several columns, a UTF-8 character one).
    constexpr size_t kWindow = 100;
    size_t from = 0;
    size_t length = text.size();
    if (text.size() > kWindow) {
        from = caret > kWindow / 2 ? caret - kWindow / 2 : 0;
        length = kWindow;
        while (from > 0 && from < text.size() && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80)
            --from;
    }
    // The window ends on a character boundary too.
    size_t stop = std::min(from + length, text.size());
    while (stop > caret && stop < text.size() && (static_cast<unsigned char>(text[stop]) & 0xC0) == 0x80)
        --stop;
    const std::string before = printableText(text.substr(from, caret - from));
    const std::string after = printableText(text.substr(caret, stop - caret));
    const std::string lead = from > 0 ? "..." : "";
    return fmt::format("  {}{}{}\n  {}^\n", lead, before, after, std::string(lead.size() + displayWidth(before), ' '));
}

int reportError(const Options& options, const std::string& rawMessage, int line, int column, const std::string* source,
    bool inFile, std::ostream& out, std::ostream& err, int code)
{
    const std::string message = printableMessage(rawMessage);
    const bool multiLine = source && source->find('\n') != std::string::npos;
    std::string where;
    if (column > 0 && (multiLine || inFile || line > 1))
        where = fmt::format("line {}, column {}: ", std::max(line, 1), column);
    else if (column > 0)
        where = fmt::format("column {}: ", column);
    err << "error: " << where << message << "\n";
    if (column > 0 && source)
        err << caretLine(*source, std::max(line, 1), column);
    if (options.json)
        out << dumpJson(errorJson(message, column > 0 ? std::max(line, 1) : 0, column)) << "\n";
    return code;
}

int reportError(const Options& options, const std::string& message, std::ostream& out, std::ostream& err, int code)
{
    return reportError(options, message, 0, 0, nullptr, false, out, err, code);
}

int reportError(const Options& options, const Error& e, std::ostream& out, std::ostream& err, int code)
{
    // A run file's message names the file, line and column itself; the JSON answer still carries them.
    if (e.source() == ErrorSource::RunFile) {
        const std::string message = printableMessage(e.what());
        err << "error: " << message << "\n";
        if (options.json)
            out << dumpJson(errorJson(message, e.line(), e.column())) << "\n";
        return code;
    }
    const std::optional<std::string> source = errorSource(options, e);
    // A model or device error without a column still names its line.
    const int column = e.column() > 0 ? e.column() : (e.line() > 0 && source ? 1 : 0);
    const bool inFile = e.source() == ErrorSource::DeviceFile
        || ((e.source() == ErrorSource::LayoutText || e.source() == ErrorSource::ModelFile) && options.fromFile);
    return reportError(options, e.what(), e.line(), column, source ? &*source : nullptr, inFile, out, err, code);
}

} // namespace tle::cli
