// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace tle::cli {

// A file's bytes, mapped read-only when the system can (a model of a hundred megabytes is then read from the page
// cache in place, neither copied nor held twice), else read into memory.
class MappedFile
{
public:
    // Throws std::runtime_error "cannot read PATH" when the file cannot be opened or read.
    explicit MappedFile(const std::filesystem::path& path);
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    std::string_view text() const { return m_mapped ? std::string_view(m_mapped, m_size) : std::string_view(m_read); }

private:
    const char* m_mapped = nullptr;
    size_t m_size = 0;
    std::string m_read;
};

} // namespace tle::cli
