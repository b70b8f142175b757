// SPDX-License-Identifier: MIT
#include "io/model/modelfile.h"

#include "io/model/jsonmodel.h"
#include "io/model/mlirmodelreader.h"

#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace tle {

bool isModelText(std::string_view content)
{
    if (content.starts_with("\xEF\xBB\xBF"))
        content.remove_prefix(3);
    const size_t first = content.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return false;
    if (content[first] == '{')
        return true;
    // A `module` or `func.func` that starts a line (after spaces), outside `//` comments.
    size_t start = 0;
    while (start < content.size()) {
        size_t end = content.find('\n', start);
        if (end == std::string_view::npos)
            end = content.size();
        std::string_view line = content.substr(start, end - start);
        const size_t text = line.find_first_not_of(" \t\r");
        if (text != std::string_view::npos) {
            line.remove_prefix(text);
            if (line.starts_with("func.func") || line.starts_with("module ") || line.starts_with("module{")
                || line.starts_with("module @") || line == "module")
                return true;
        }
        start = end + 1;
    }
    return false;
}

ModelFormat detectModelFormat(const std::string& path, std::string_view content)
{
    std::string suffix = std::filesystem::path(path).extension().string();
    for (char& c : suffix)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    if (suffix == ".json")
        return ModelFormat::Json;
    if (suffix == ".mlir")
        return ModelFormat::Mlir;
    if (content.starts_with("\xEF\xBB\xBF"))
        content.remove_prefix(3);
    const size_t first = content.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && content[first] == '{' ? ModelFormat::Json : ModelFormat::Mlir;
}

std::string readTextFile(const std::string& path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw FileError(fmt::format("{}: is a directory, not a model file", path), path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw FileError(fmt::format("{}: cannot open ({})", path, std::strerror(errno)), path);
    // Reads in chunks: tellg is unreliable for pipes and special files.
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
        text.append(buffer, size_t(in.gcount()));
    if (in.bad())
        throw FileError(fmt::format("{}: cannot read", path), path);
    return text;
}

ModelModule readModelModuleFile(const std::string& path)
{
    return readModelModule(readTextFile(path), path);
}

ModelModule readModelModule(std::string_view text, const std::string& path)
{
    ModelModule module;
    if (detectModelFormat(path, text) == ModelFormat::Json)
        module.functions.push_back(readJsonModel(text));
    else
        module = readMlirModule(text);
    if (module.functions.empty())
        throw Error("the file defines no function with a body");
    return module;
}

ModelGraph readModelFile(const std::string& path)
{
    const std::string text = readTextFile(path);
    return detectModelFormat(path, text) == ModelFormat::Json ? readJsonModel(text) : readMlirModel(text);
}

} // namespace tle
