// SPDX-License-Identifier: MIT
#pragma once

#include "clioptions.h"

#include "util/error.h"

#include <iosfwd>
#include <string>

namespace tle::cli {

// Writes an error to `err` (and, with --json, its JSON form to `out`) and returns `code`. One style for every
// position: "line L, column C: " in a file or multi-line text, "column C: " in a one-line value, followed by
// the line under a caret when the text is at hand. Messages are escaped and cut (printableMessage).
int reportError(const Options& options, const std::string& message, int line, int column, const std::string* source,
    bool inFile, std::ostream& out, std::ostream& err, int code);
int reportError(const Options& options, const std::string& message, std::ostream& out, std::ostream& err, int code);
// An error of the library, placed in the text it came from: the layout or model given, or the device file.
int reportError(const Options& options, const Error& e, std::ostream& out, std::ostream& err, int code);

// The source line an error points at, with a caret under the column (a window of it for long lines); empty when
// the position lies outside the text.
std::string caretLine(const std::string& source, int line, int column);

} // namespace tle::cli
