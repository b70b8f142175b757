// SPDX-License-Identifier: MIT
#include "io/files/npyfile.h"

#include <fmt/format.h>

#include <bit>
#include <fstream>
#include <random>
#include <stdexcept>
#include <system_error>
#include <vector>

namespace tle {

std::string npyInt32Header(std::span<const int64_t> shape)
{
    // A one-element tuple needs its trailing comma: (5,).
    std::string dims;
    for (int64_t extent : shape)
        dims += fmt::format("{}, ", extent);
    if (shape.size() > 1)
        dims.resize(dims.size() - 2);
    else if (shape.size() == 1)
        dims.pop_back();
    std::string dict = fmt::format("{{'descr': '<i4', 'fortran_order': False, 'shape': ({}), }}", dims);
    const size_t preamble = 10; // magic, version, header length
    dict.append((64 - (preamble + dict.size() + 1) % 64) % 64, ' ');
    dict += '\n';
    std::string header("\x93NUMPY\x01\x00", 8);
    header += char(dict.size() & 0xff);
    header += char(dict.size() >> 8);
    return header + dict;
}

namespace {

// A name beside `path` that no other writer in this or another process picks: the process's address-space layout
// and a random device make it unlikely to collide across processes, a counter within one.
std::filesystem::path temporaryBeside(const std::filesystem::path& path)
{
    static std::atomic<uint64_t> counter { 0 };
    static const uint64_t process = std::random_device {}() ^ uint64_t(reinterpret_cast<uintptr_t>(&counter));
    std::filesystem::path partial = path;
    partial += fmt::format(".{:x}-{}.partial", process, counter.fetch_add(1));
    return partial;
}

// Removes the temporary file unless it was renamed into place.
struct TemporaryFile
{
    std::filesystem::path path;
    bool kept = false;
    ~TemporaryFile()
    {
        if (!kept) {
            std::error_code ignored;
            std::filesystem::remove(path, ignored);
        }
    }
};

} // namespace

bool writeNpyInt32(const std::filesystem::path& path, std::span<const int64_t> shape, std::span<const int32_t> values,
    const std::atomic<bool>* cancel)
{
    const std::string header = npyInt32Header(shape);
    TemporaryFile partial { temporaryBeside(path) };
    const auto fail = [&](const std::string& why) {
        return std::runtime_error(fmt::format("cannot write {}: {}", path.string(), why));
    };
    {
        std::ofstream out(partial.path, std::ios::binary | std::ios::trunc);
        if (!out)
            throw fail("cannot create the file");
        out.write(header.data(), std::streamsize(header.size()));
        if constexpr (std::endian::native == std::endian::little) {
            out.write(reinterpret_cast<const char*>(values.data()), std::streamsize(values.size_bytes()));
        } else {
            std::vector<uint32_t> swapped(values.size());
            for (size_t i = 0; i < values.size(); ++i) {
                const auto v = uint32_t(values[i]);
                swapped[i] = (v >> 24) | ((v >> 8) & 0xff00) | ((v << 8) & 0xff0000) | (v << 24);
            }
            out.write(reinterpret_cast<const char*>(swapped.data()), std::streamsize(values.size_bytes()));
        }
        out.close();
        if (!out)
            throw fail("the disk refused the data");
    }
    if (cancel && cancel->load())
        return false;
    std::error_code ec;
    std::filesystem::rename(partial.path, path, ec);
    if (ec)
        throw fail(ec.message());
    partial.kept = true;
    return true;
}

void writeTextFileAtomically(const std::filesystem::path& path, const std::string& text)
{
    TemporaryFile partial { temporaryBeside(path) };
    const auto fail = [&](const std::string& why) {
        return std::runtime_error(fmt::format("cannot write {}: {}", path.string(), why));
    };
    {
        std::ofstream out(partial.path, std::ios::binary | std::ios::trunc);
        if (!out)
            throw fail("cannot create the file");
        out.write(text.data(), std::streamsize(text.size()));
        out.close();
        if (!out)
            throw fail("the disk refused the data");
    }
    std::error_code ec;
    std::filesystem::rename(partial.path, path, ec);
    if (ec)
        throw fail(ec.message());
    partial.kept = true;
}

} // namespace tle
