// SPDX-License-Identifier: MIT
#pragma once

#include "graph/modelgraph.h"
#include "util/error.h"

#include <string>

namespace tle {

// A model file that cannot be read (missing, a directory, unreadable). Distinct from the tle::Error of
// invalid content, which it derives from so that callers may catch both alike.
class FileError : public Error
{
public:
    FileError(const std::string& message, std::string path)
        : Error(message)
        , m_path(std::move(path))
    { }

    const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

enum class ModelFormat
{
    Mlir,
    Json,
};

// `.json` is JSON and `.mlir` is MLIR; otherwise the content decides: JSON when its first non-space
// character is '{'.
ModelFormat detectModelFormat(const std::string& path, std::string_view content);

// Whether a file's text is a model rather than a layout: a JSON object, or MLIR with a `module` or a
// `func.func` (a layout file holds a tensor type and comments only).
bool isModelText(std::string_view content);

// Reads the file's whole text.
std::string readTextFile(const std::string& path);

// Reads every function of a model whose text is at hand (`path` decides the format like a file's).
ModelModule readModelModule(std::string_view text, const std::string& path);

// Reads every function of a model file: an MLIR module, or a JSON model (one function). Throws like
// readModelFile, and tle::Error when the file defines no function with a body.
ModelModule readModelModuleFile(const std::string& path);

// Reads a model: the main function of an MLIR module, or a JSON model. Throws FileError when the file
// cannot be read and tle::Error (with line and column) when its content is invalid.
ModelGraph readModelFile(const std::string& path);

} // namespace tle
