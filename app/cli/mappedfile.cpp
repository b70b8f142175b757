// SPDX-License-Identifier: MIT
#include "mappedfile.h"

#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#define TLE_HAVE_MMAP 1
#endif

namespace tle::cli {

MappedFile::MappedFile(const std::filesystem::path& path)
{
#ifdef TLE_HAVE_MMAP
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        throw std::runtime_error(fmt::format("cannot read {}", path.string()));
    struct stat info = {};
    if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
        void* mapped = ::mmap(nullptr, size_t(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
        if (mapped != MAP_FAILED) {
            m_mapped = static_cast<const char*>(mapped);
            m_size = size_t(info.st_size);
        }
    }
    ::close(fd);
    if (m_mapped)
        return;
#endif
    // Not mappable (an empty or special file, or no mmap): read it.
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error(fmt::format("cannot read {}", path.string()));
    char chunk[1 << 16];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0)
        m_read.append(chunk, size_t(in.gcount()));
}

MappedFile::~MappedFile()
{
#ifdef TLE_HAVE_MMAP
    if (m_mapped)
        ::munmap(const_cast<char*>(m_mapped), m_size);
#endif
}

} // namespace tle::cli
