// SPDX-License-Identifier: MIT
#pragma once

#include "io/runs/perfcsvreader.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tle {

// A ttnn report database (db.sqlite) as the run reader sees it: tables of text cells, read by column name. The
// window and the CLI open the file through Qt's SQLite driver (document/sqlitereportdatabase); tests and the
// fuzzer hand rows over directly, so the reading below stays pure C++.
class ReportDatabase
{
public:
    using Cells = std::vector<std::optional<std::string>>; // one per asked column; none for NULL or no such column
    virtual ~ReportDatabase() = default;
    virtual bool hasTable(const std::string& table) const = 0;
    // The rows of `table` in storage order, with the cells of `columns`; `row` counts from 1.
    virtual void forEachRow(const std::string& table, const std::vector<std::string>& columns,
        const std::function<void(int64_t row, const Cells& cells)>& visit) const = 0;
};

// The run a report database records: its top-level operations in operation_id order (each a device op with
// host duration, inputs and outputs from `tensors` through `input_tensors` / `output_tensors`, and no kernel
// time, which the database does not hold), and after each one the buffers the allocator held (`buffers`): L1
// and DRAM per bank, against the L1 geometry of `devices`. Columns are read by name across the schema versions
// (missing ones are absent values). A database without an `operations` table, or a cell that is not the
// number its column holds, throws tle::Error naming the table, row and column (ErrorSource::RunFile).
MeasuredRun readReportDatabase(const ReportDatabase& db, const std::string& source, const ReadProgress& progress = {});

// A tensor's printed shape (`Shape([1, 1, 1024, 1024])`, `ttnn.Shape([32, 32])`, `[1, 32]`) as dims; nullopt
// when the text is not one.
std::optional<std::vector<int64_t>> parseShapeText(std::string_view text);

} // namespace tle
