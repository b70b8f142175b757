// SPDX-License-Identifier: MIT
#include "io/runs/perfcsvreader.h"

#include "io/runs/csvreader.h"
#include "io/runs/runtext.h"
#include "util/error.h"
#include "util/excerpt.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <map>
#include <memory>
#include <unordered_map>

#include <fmt/format.h>

namespace tle {

namespace {

constexpr int kMaxTensorsPerSide = 16;

// Where one tensor's columns are (-1 for a column the file lacks).
struct TensorColumns
{
    int dims[4] = { -1, -1, -1, -1 }; // W, Z, Y, X
    int layout = -1;
    int dataType = -1;
    int memory = -1;
    bool any() const { return memory >= 0 || layout >= 0 || dims[3] >= 0; }
};

struct Columns
{
    std::map<std::string, int, std::less<>> byName;
    std::vector<std::string> names;
    std::vector<TensorColumns> inputs;
    std::vector<TensorColumns> outputs;

    int at(std::string_view name) const
    {
        const auto it = byName.find(name);
        return it == byName.end() ? -1 : it->second;
    }
};

std::vector<TensorColumns> tensorColumns(const Columns& c, std::string_view side, bool padded)
{
    static constexpr const char* kDims[4] = { "W", "Z", "Y", "X" };
    std::vector<TensorColumns> result;
    for (int k = 0; k < kMaxTensorsPerSide; ++k) {
        TensorColumns t;
        for (int d = 0; d < 4; ++d)
            t.dims[d] = c.at(fmt::format("{}_{}_{}{}", side, k, kDims[d], padded ? "_PAD[LOGICAL]" : ""));
        t.layout = c.at(fmt::format("{}_{}_LAYOUT", side, k));
        t.dataType = c.at(fmt::format("{}_{}_DATATYPE", side, k));
        t.memory = c.at(fmt::format("{}_{}_MEMORY", side, k));
        if (!t.any())
            break;
        result.push_back(t);
    }
    return result;
}

class RowReader
{
public:
    RowReader(const Columns& columns, const std::vector<CsvField>& fields, const std::string& source)
        : m_columns(columns)
        , m_fields(fields)
        , m_source(source)
    { }

    std::string_view text(int column) const
    {
        return column >= 0 && size_t(column) < m_fields.size() ? std::string_view(m_fields[size_t(column)].text)
                                                               : std::string_view();
    }
    std::string_view text(std::string_view name) const { return text(m_columns.at(name)); }

    // An integer cell; empty is absent. Fractions are rounded (some exporters print 1234.0).
    std::optional<int64_t> number(int column) const
    {
        const std::string_view t = trimmed(text(column));
        if (t.empty())
            return std::nullopt;
        int64_t value = 0;
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
        if (ec == std::errc() && end == t.data() + t.size())
            return value;
        double real = 0;
        const auto [rend, rec] = std::from_chars(t.data(), t.data() + t.size(), real);
        if (rec == std::errc() && rend == t.data() + t.size() && std::isfinite(real) && std::abs(real) < 9.2e18)
            return int64_t(std::llround(real));
        fail(column, fmt::format("'{}' is not a number", excerpt(std::string(t), 40)));
    }
    std::optional<int64_t> number(std::string_view name) const { return number(m_columns.at(name)); }

    [[noreturn]] void fail(int column, const std::string& message) const
    {
        const CsvField& f = m_fields[size_t(column)];
        throw runFileError(
            m_source, f.line, f.column, fmt::format("column '{}': {}", m_columns.names[size_t(column)], message));
    }

    // "1280[1280]" is padded 1280, logical 1280; "32[3]" padded 32, logical 3; "256" both 256.
    std::pair<std::optional<int64_t>, std::optional<int64_t>> dim(int column) const
    {
        const std::string_view t = trimmed(text(column));
        const size_t open = t.find('[');
        if (open == std::string_view::npos || t.back() != ']') {
            const auto n = number(column);
            return { n, n };
        }
        return { numberIn(column, t.substr(0, open)), numberIn(column, t.substr(open + 1, t.size() - open - 2)) };
    }

private:
    std::optional<int64_t> numberIn(int column, std::string_view t) const
    {
        t = trimmed(t);
        int64_t value = 0;
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
        if (t.empty() || ec != std::errc() || end != t.data() + t.size())
            fail(column, fmt::format("'{}' is not a dimension (N or N[M])", excerpt(std::string(text(column)), 40)));
        return value;
    }

    const Columns& m_columns;
    const std::vector<CsvField>& m_fields;
    const std::string& m_source;
};

std::optional<RunTensor> readTensor(const RowReader& row, const TensorColumns& t)
{
    RunTensor tensor;
    tensor.memory = std::string(trimmed(row.text(t.memory)));
    tensor.pageLayout = std::string(trimmed(row.text(t.layout)));
    tensor.dataType = std::string(trimmed(row.text(t.dataType)));
    for (int d = 0; d < 4; ++d) {
        const auto [padded, logical] = row.dim(t.dims[d]);
        if (padded) {
            tensor.paddedShape.push_back(*padded);
            tensor.logicalShape.push_back(logical.value_or(*padded));
        }
    }
    if (tensor.memory.empty() && tensor.pageLayout.empty() && tensor.paddedShape.empty())
        return std::nullopt;
    parseRunMemory(tensor);
    return tensor;
}

bool padded(const Columns& c)
{
    return std::any_of(
        c.names.begin(), c.names.end(), [](const std::string& n) { return n.ends_with("_PAD[LOGICAL]"); });
}

Columns readHeader(const std::vector<CsvField>& header, const std::string& source)
{
    Columns c;
    for (size_t i = 0; i < header.size(); ++i) {
        std::string name(trimmed(header[i].text));
        c.names.push_back(name);
        c.byName.emplace(std::move(name), int(i));
    }
    for (const char* required : { "OP CODE", "OP TYPE" }) {
        if (c.at(required) < 0)
            throw runFileError(
                source, 1, 1, fmt::format("not a device-profiler CSV: the header has no '{}' column", required));
    }
    c.inputs = tensorColumns(c, "INPUT", padded(c));
    c.outputs = tensorColumns(c, "OUTPUT", padded(c));
    return c;
}

// The distinct ATTRIBUTES texts of a file, each with the output memory config it states, parsed once.
class AttributePool
{
public:
    void apply(std::string_view text, RunOp& op)
    {
        auto it = m_texts.find(text);
        if (it == m_texts.end()) {
            auto shared = std::make_shared<const std::string>(text);
            it = m_texts.emplace(std::string_view(*shared), Entry { shared, outputConfigOf(*shared) }).first;
        }
        op.attributesText = it->second.text;
        op.outputConfig = it->second.config;
    }

private:
    struct Entry
    {
        std::shared_ptr<const std::string> text;
        std::optional<RunMemoryConfig> config;
    };
    std::unordered_map<std::string_view, Entry> m_texts; // keys view the shared texts
};

RunOp readOp(const RowReader& row, const Columns& c, int64_t line, AttributePool& attributes)
{
    RunOp op;
    op.line = line;
    op.opType = std::string(trimmed(row.text("OP TYPE")));
    op.kind = op.opType == "tt_dnn_device" ? RunOpKind::Device : RunOpKind::Host;
    op.opCode = std::string(trimmed(row.text("OP CODE")));
    op.device = row.number("DEVICE ID").value_or(0);
    op.loc = std::string(trimmed(row.text("LOC")));
    op.globalCallCount = row.number("GLOBAL CALL COUNT");
    op.kernelNs = row.number("DEVICE KERNEL DURATION [ns]");
    op.fwNs = row.number("DEVICE FW DURATION [ns]");
    op.fwStartCycle = row.number("DEVICE FW START CYCLE");
    op.fwEndCycle = row.number("DEVICE FW END CYCLE");
    op.opToOpNs = row.number("OP TO OP LATENCY [ns]");
    op.hostNs = row.number("HOST DURATION [ns]");
    op.pmIdealNs = row.number("PM IDEAL [ns]");
    op.coreCount = row.number("CORE COUNT");
    op.availableCores = row.number("AVAILABLE WORKER CORE COUNT");
    op.subDevice = row.number("SUB DEVICE ID");
    op.traceId = row.number("METAL TRACE ID");
    op.replaySession = row.number("METAL TRACE REPLAY SESSION ID");
    op.mathFidelity = std::string(trimmed(row.text("MATH FIDELITY")));
    attributes.apply(row.text("ATTRIBUTES"), op);
    for (const TensorColumns& t : c.inputs) {
        if (auto tensor = readTensor(row, t))
            op.inputs.push_back(std::move(*tensor));
    }
    for (const TensorColumns& t : c.outputs) {
        if (auto tensor = readTensor(row, t))
            op.outputs.push_back(std::move(*tensor));
    }
    return op;
}

// The next record, or false at the end; a file that ends inside a quoted field ends the run there.
bool nextRecord(CsvReader& reader, std::vector<CsvField>& fields, MeasuredRun& run)
{
    try {
        return reader.next(fields);
    } catch (const Error&) {
        if (!reader.endedInsideField())
            throw;
        run.truncatedAtLine = reader.recordLine();
        return false;
    }
}

} // namespace

MeasuredRun readPerfCsv(std::istream& in, std::string source, const ReadProgress& progress)
{
    MeasuredRun run;
    run.source = source;
    CsvReader reader(in);
    std::vector<CsvField> fields;
    try {
        if (!reader.next(fields))
            throw runFileError(source, 1, 1, "the file is empty (no CSV header)");
        const Columns columns = readHeader(fields, source);
        run.columns = int64_t(columns.names.size());
        run.hasLoc = columns.at("LOC") >= 0;
        run.format = columns.at("DEVICE ARCH") >= 0                                 ? PerfCsvFormat::WithArch
            : columns.inputs.size() + columns.outputs.size() > 0 && padded(columns) ? PerfCsvFormat::PaddedLogical
                                                                                    : PerfCsvFormat::Plain;
        int64_t rows = 0;
        std::map<std::string, int64_t> signpostNames;
        AttributePool attributes;
        while (nextRecord(reader, fields, run)) {
            if (fields.size() > columns.names.size()) {
                const CsvField& extra = fields[columns.names.size()];
                throw runFileError(source, extra.line, extra.column,
                    fmt::format(
                        "the row has {} fields but the header names {} columns", fields.size(), columns.names.size()));
            }
            if (fields.size() < columns.names.size() && !(fields.size() == 1 && trimmed(fields[0].text).empty())) {
                // A short last row is a file cut off while it was written: keep the rows before it.
                if (reader.atEnd()) {
                    run.truncatedAtLine = reader.recordLine();
                    break;
                }
                const CsvField& last = fields.back();
                throw runFileError(source, last.line, last.column + int64_t(last.text.size()),
                    fmt::format("the row has {} fields but the header names {} columns (it ends early)", fields.size(),
                        columns.names.size()));
            }
            const RowReader row(columns, fields, source);
            if (trimmed(row.text("OP TYPE")) == "signpost") {
                RunSignpost signpost { std::string(trimmed(row.text("OP CODE"))), reader.recordLine(),
                    int64_t(run.ops.size()) };
                signpost.occurrence = ++signpostNames[signpost.name];
                run.signposts.push_back(std::move(signpost));
                continue;
            }
            RunOp op = readOp(row, columns, reader.recordLine(), attributes);
            op.signpost = int(run.signposts.size()) - 1;
            if (run.arch.empty())
                run.arch = std::string(trimmed(row.text("DEVICE ARCH")));
            if (!run.availableCores)
                run.availableCores = op.availableCores;
            run.ops.push_back(std::move(op));
            if ((++rows & 1023) == 0) {
                if (progress.cancel && progress.cancel->load(std::memory_order_relaxed))
                    throw ReadCancelled();
                if (progress.report)
                    progress.report(reader.offset(), progress.total);
            }
        }
    } catch (const Error& e) {
        if (e.source() == ErrorSource::RunFile)
            throw;
        throw runFileError(source, e.line(), e.column(), e.what());
    }
    return run;
}

MeasuredRun readPerfCsvFile(const std::string& path, const ReadProgress& progress)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw runFileError(path, 0, 0, "cannot be opened for reading");
    ReadProgress withTotal = progress;
    in.seekg(0, std::ios::end);
    withTotal.total = int64_t(in.tellg());
    in.seekg(0);
    return readPerfCsv(in, path, withTotal);
}

} // namespace tle
