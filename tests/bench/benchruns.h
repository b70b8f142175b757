// SPDX-License-Identifier: MIT
#pragma once

// What the run benchmarks share: the samples folder, the peak memory, and the public OFT run repeated to any
// number of rows.
#include "io/runs/perfcsvreader.h"

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <sys/resource.h>

namespace tle::bench {

inline std::string samplesPath(const std::string& relative)
{
    const char* dir = std::getenv("TLE_SAMPLES_DIR");
    return std::string(dir && *dir ? dir : "samples") + "/" + relative;
}

inline double peakRssMb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

// Writes the OFT run's text with its rows repeated up to `rows` (0: as it is) to `out`, a row at a time.
inline void writeRepeatedCsv(std::ostream& out, int64_t rows)
{
    std::ifstream in(samplesPath("runs/oft-net-20-core.csv"), std::ios::binary);
    std::stringstream all;
    all << in.rdbuf();
    const std::string text = all.str();
    if (rows == 0) {
        out << text;
        return;
    }
    const size_t headerEnd = text.find('\n') + 1;
    std::vector<std::string_view> lines;
    for (size_t at = headerEnd; at < text.size();) {
        const size_t end = text.find('\n', at);
        const size_t stop = end == std::string::npos ? text.size() : end;
        if (stop > at)
            lines.emplace_back(text.data() + at, stop - at);
        at = stop + 1;
    }
    out << text.substr(0, headerEnd);
    for (int64_t i = 0; i < rows; ++i)
        out << lines[size_t(i) % lines.size()] << '\n';
}

inline std::string repeatedCsv(int64_t rows)
{
    std::ostringstream out;
    writeRepeatedCsv(out, rows);
    return std::move(out).str();
}

// The same, made once per row count and kept.
inline const std::string& csvText(int64_t rows)
{
    static std::map<int64_t, std::string> texts;
    if (const auto it = texts.find(rows); it != texts.end())
        return it->second;
    return texts.emplace(rows, repeatedCsv(rows)).first->second;
}

inline MeasuredRun readRows(int64_t rows)
{
    std::istringstream in(csvText(rows));
    return readPerfCsv(in, "bench.csv");
}

} // namespace tle::bench
