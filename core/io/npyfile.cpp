// SPDX-License-Identifier: MIT
#include "io/npyfile.h"

#include <fmt/format.h>

#include <bit>
#include <fstream>
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

void writeNpyInt32(const std::filesystem::path& path, std::span<const int64_t> shape, std::span<const int32_t> values)
{
    const std::string header = npyInt32Header(shape);
    std::filesystem::path partial = path;
    partial += ".partial";
    const auto fail = [&](const std::string& why) {
        std::error_code ignored;
        std::filesystem::remove(partial, ignored);
        return std::runtime_error(fmt::format("cannot write {}: {}", path.string(), why));
    };
    {
        std::ofstream out(partial, std::ios::binary | std::ios::trunc);
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
    std::error_code ec;
    std::filesystem::rename(partial, path, ec);
    if (ec)
        throw fail(ec.message());
}

} // namespace tle
