// SPDX-License-Identifier: MIT
#include "io/runs/reportdatabase.h"

#include "io/runs/runtext.h"
#include "run/runcostclass.h"
#include "run/runcostmodel.h"
#include "util/checked.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>

#include <fmt/format.h>

namespace tle {

namespace {

// Reads one table's cells as numbers and words, naming the place of a cell that does not read.
class TableReader
{
public:
    TableReader(const std::string& source, std::string table)
        : m_source(source)
        , m_table(std::move(table))
    { }

    std::optional<int64_t> integer(int64_t row, const std::string& column, const std::optional<std::string>& cell) const
    {
        if (!cell)
            return std::nullopt;
        const std::string_view text = trimmed(*cell);
        int64_t value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (!text.empty() && ec == std::errc() && end == text.data() + text.size())
            return value;
        // SQLite may hand an integral float over as "12.0".
        double real = 0;
        const auto [realEnd, realEc] = std::from_chars(text.data(), text.data() + text.size(), real);
        if (!text.empty() && realEc == std::errc() && realEnd == text.data() + text.size() && std::isfinite(real)
            && std::abs(real) < 9.2e18 && real == std::trunc(real))
            return int64_t(real);
        throw fail(row, column, fmt::format("'{}' is not an integer", cell->substr(0, 40)));
    }

    // A size, address or count: an integer that is not negative.
    std::optional<int64_t> count(int64_t row, const std::string& column, const std::optional<std::string>& cell) const
    {
        const auto value = integer(row, column, cell);
        if (value && *value < 0)
            throw fail(row, column, fmt::format("{} is negative", *value));
        return value;
    }

    std::optional<double> real(int64_t row, const std::string& column, const std::optional<std::string>& cell) const
    {
        if (!cell)
            return std::nullopt;
        const std::string_view text = trimmed(*cell);
        double value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size())
            throw fail(row, column, fmt::format("'{}' is not a number", cell->substr(0, 40)));
        return value;
    }

    Error fail(int64_t row, const std::string& column, const std::string& message) const
    {
        return runFileError(
            m_source, 0, 0, fmt::format("table {}, row {}, column {}: {}", m_table, row, column, message));
    }

private:
    const std::string& m_source;
    std::string m_table;
};

// The part after `::` of an enum's printed value (`DataType::BFLOAT16` gives `BFLOAT16`).
std::string enumWord(const std::optional<std::string>& cell)
{
    if (!cell)
        return {};
    const std::string_view text = trimmed(*cell);
    const size_t colons = text.rfind("::");
    return std::string(colons == std::string_view::npos ? text : text.substr(colons + 2));
}

// tt-metal's spelling of a buffer type in the profiler's memory column (DEV_0_L1_HEIGHT_SHARDED).
std::string upper(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char ch) { return char(std::toupper(ch)); });
    return out;
}

RunTensor tensorOf(const ReportDatabase::Cells& c, const TableReader& reader, int64_t row, int64_t device)
{
    RunTensor t;
    if (c[1]) {
        const auto shape = parseShapeText(*c[1]);
        if (!shape)
            throw reader.fail(row, "shape", fmt::format("'{}' is not a shape", c[1]->substr(0, 40)));
        t.paddedShape = *shape;
        t.logicalShape = *shape;
    }
    t.dataType = enumWord(c[2]);
    t.pageLayout = enumWord(c[3]);
    if (c[4]) {
        if (const auto config = parseMemoryConfigText(*c[4])) {
            t.memoryLayout = config->memoryLayout;
            t.bufferType = config->bufferType;
        }
    }
    // The profiler's spelling, so that the classes and groupings read both sources alike.
    if (t.bufferType && t.memoryLayout)
        t.memory
            = fmt::format("DEV_{}_{}_{}", device, upper(toString(*t.bufferType)), upper(toString(*t.memoryLayout)));
    return t;
}

struct DeviceGeometry
{
    int64_t l1Banks = 0;
    int64_t l1BankBytes = 0;
    int64_t l1Base = 0; // the lowest address tensors may take
};

struct Buffer
{
    int64_t address = 0;
    int64_t perBank = 0;
    int64_t type = 0; // tt-metal's BufferType: 0 DRAM, 1 L1, 2 system memory, 3 L1 small, 4 trace
};

// The allocator's view after one op: the buffers' bytes per bank, and for L1 the largest gap between them. Sizes and
// addresses are never negative (the readers refuse them), so only sums can overflow; they saturate.
MemoryView viewOf(const std::vector<Buffer>& buffers, int64_t type, const DeviceGeometry* geometry)
{
    MemoryView v;
    std::vector<Buffer> of;
    for (const Buffer& b : buffers) {
        if (b.type == type)
            of.push_back(b);
    }
    std::sort(of.begin(), of.end(), [](const Buffer& a, const Buffer& b) { return a.address < b.address; });
    for (const Buffer& b : of) {
        v.allocatedPerBank = saturatingAdd(v.allocatedPerBank, b.perBank);
        v.blocks.push_back({ b.address, b.perBank, true });
    }
    if (geometry && type == 1 && geometry->l1BankBytes > 0) {
        v.banks = geometry->l1Banks;
        v.totalPerBank = std::max<int64_t>(0, geometry->l1BankBytes - geometry->l1Base);
        v.freePerBank = std::max<int64_t>(0, v.totalPerBank - v.allocatedPerBank);
        int64_t cursor = geometry->l1Base;
        for (const Buffer& b : of) {
            v.largestFreePerBank = std::max(v.largestFreePerBank, b.address - cursor);
            cursor = std::max(cursor, saturatingAdd(b.address, b.perBank));
        }
        v.largestFreePerBank = std::max(v.largestFreePerBank, geometry->l1BankBytes - cursor);
    }
    return v;
}

// A database operation that runs no device program (a deallocation, a host transfer) is a host op.
RunOpKind kindOf(const std::string& name)
{
    RunOp probe;
    probe.opCode = name;
    const auto category = ttnnOpCategory(probe);
    const std::string_view base = std::string_view(name).substr(name.find_last_of(".:") + 1);
    return !category || runsOnDevice(*category, base) ? RunOpKind::Device : RunOpKind::Host;
}

void checkCancel(const ReadProgress& progress, int64_t done, int64_t total)
{
    if (progress.cancel && progress.cancel->load())
        throw ReadCancelled();
    if (progress.report)
        progress.report(done, total);
}

} // namespace

std::optional<std::vector<int64_t>> parseShapeText(std::string_view text)
{
    const size_t open = text.find('[');
    const size_t close = text.rfind(']');
    if (open == std::string_view::npos || close == std::string_view::npos || close < open)
        return std::nullopt;
    std::vector<int64_t> dims;
    std::string_view body = text.substr(open + 1, close - open - 1);
    while (!trimmed(body).empty()) {
        const size_t comma = body.find(',');
        const std::string_view part = trimmed(body.substr(0, comma));
        int64_t value = 0;
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
        if (part.empty() || ec != std::errc() || end != part.data() + part.size() || value < 0 || dims.size() >= 16)
            return std::nullopt;
        dims.push_back(value);
        if (comma == std::string_view::npos)
            break;
        body.remove_prefix(comma + 1);
    }
    return dims;
}

namespace {

std::map<int64_t, DeviceGeometry> readDevices(const ReportDatabase& db, const std::string& source)
{
    std::map<int64_t, DeviceGeometry> devices;
    if (!db.hasTable("devices"))
        return devices;
    const TableReader r(source, "devices");
    db.forEachRow("devices", { "device_id", "l1_num_banks", "l1_bank_size", "address_at_first_l1_cb_buffer" },
        [&](int64_t row, const ReportDatabase::Cells& c) {
            devices[r.integer(row, "device_id", c[0]).value_or(0)]
                = { r.count(row, "l1_num_banks", c[1]).value_or(0), r.count(row, "l1_bank_size", c[2]).value_or(0),
                      r.count(row, "address_at_first_l1_cb_buffer", c[3]).value_or(0) };
        });
    return devices;
}

struct DatabaseTensor
{
    RunTensor tensor;
    int64_t device = 0;
};

std::map<int64_t, DatabaseTensor> readTensors(const ReportDatabase& db, const std::string& source)
{
    std::map<int64_t, DatabaseTensor> tensors;
    if (!db.hasTable("tensors"))
        return tensors;
    const TableReader r(source, "tensors");
    db.forEachRow("tensors", { "tensor_id", "shape", "dtype", "layout", "memory_config", "device_id" },
        [&](int64_t row, const ReportDatabase::Cells& c) {
            const auto id = r.integer(row, "tensor_id", c[0]);
            if (!id)
                throw r.fail(row, "tensor_id", "no tensor id");
            const int64_t device = r.integer(row, "device_id", c[5]).value_or(0);
            tensors[*id] = { tensorOf(c, r, row, device), device };
        });
    return tensors;
}

// Op id -> index -> tensor id, of `input_tensors` or `output_tensors`.
using Edges = std::map<int64_t, std::map<int64_t, int64_t>>;
Edges readEdges(const ReportDatabase& db, const std::string& source, const std::string& table, const std::string& index)
{
    Edges edges;
    if (!db.hasTable(table))
        return edges;
    const TableReader r(source, table);
    db.forEachRow(table, { "operation_id", index, "tensor_id" }, [&](int64_t row, const ReportDatabase::Cells& c) {
        const auto op = r.integer(row, "operation_id", c[0]);
        const auto tensor = r.integer(row, "tensor_id", c[2]);
        if (op && tensor)
            edges[*op][r.integer(row, index, c[1]).value_or(0)] = *tensor;
    });
    return edges;
}

// Op id -> device -> the buffers allocated after the op.
using Buffers = std::map<int64_t, std::map<int64_t, std::vector<Buffer>>>;
Buffers readBuffers(const ReportDatabase& db, const std::string& source)
{
    Buffers buffers;
    if (!db.hasTable("buffers"))
        return buffers;
    const TableReader r(source, "buffers");
    db.forEachRow("buffers", { "operation_id", "device_id", "address", "max_size_per_bank", "buffer_type" },
        [&](int64_t row, const ReportDatabase::Cells& c) {
            const auto op = r.integer(row, "operation_id", c[0]);
            if (!op)
                return;
            buffers[*op][r.integer(row, "device_id", c[1]).value_or(0)].push_back(
                { r.count(row, "address", c[2]).value_or(0), r.count(row, "max_size_per_bank", c[3]).value_or(0),
                    r.integer(row, "buffer_type", c[4]).value_or(0) });
        });
    return buffers;
}

struct Operation
{
    int64_t id = 0;
    int64_t row = 0;
    std::string name;
    std::optional<double> seconds;
};

std::vector<Operation> readOperations(const ReportDatabase& db, const std::string& source, const ReadProgress& progress)
{
    std::vector<Operation> operations;
    const TableReader r(source, "operations");
    db.forEachRow(
        "operations", { "operation_id", "name", "duration" }, [&](int64_t row, const ReportDatabase::Cells& c) {
            const auto id = r.integer(row, "operation_id", c[0]);
            if (!id)
                throw r.fail(row, "operation_id", "no operation id");
            operations.push_back({ *id, row, std::string(trimmed(c[1].value_or(""))), r.real(row, "duration", c[2]) });
            if (progress.cancel && progress.cancel->load())
                throw ReadCancelled();
        });
    std::stable_sort(
        operations.begin(), operations.end(), [](const Operation& a, const Operation& b) { return a.id < b.id; });
    return operations;
}

} // namespace

MeasuredRun readReportDatabase(const ReportDatabase& db, const std::string& source, const ReadProgress& progress)
{
    if (!db.hasTable("operations"))
        throw runFileError(source, 0, 0, "no table operations: not a ttnn report database");
    MeasuredRun run;
    run.source = source;
    run.format = PerfCsvFormat::ReportDatabase;
    constexpr int64_t kPhases = 5; // devices, tensors, edges, buffers, operations
    checkCancel(progress, 0, kPhases);
    const std::map<int64_t, DeviceGeometry> devices = readDevices(db, source);
    checkCancel(progress, 1, kPhases);
    const std::map<int64_t, DatabaseTensor> tensors = readTensors(db, source);
    checkCancel(progress, 2, kPhases);
    const Edges edges[2] = { readEdges(db, source, "input_tensors", "input_index"),
        readEdges(db, source, "output_tensors", "output_index") };
    checkCancel(progress, 3, kPhases);
    const Buffers buffers = readBuffers(db, source);
    checkCancel(progress, 4, kPhases);
    for (const Operation& o : readOperations(db, source, progress)) {
        RunOp op;
        op.line = o.row;
        op.opType = "operation";
        op.opCode = o.name;
        op.kind = kindOf(o.name);
        if (o.seconds && *o.seconds >= 0 && *o.seconds < 1e9)
            op.hostNs = std::llround(*o.seconds * 1e9);
        bool placed = false;
        for (int side = 0; side < 2; ++side) {
            const auto it = edges[side].find(o.id);
            if (it == edges[side].end())
                continue;
            for (const auto& [index, tensor] : it->second) {
                const auto t = tensors.find(tensor);
                (side == 0 ? op.inputs : op.outputs).push_back(t != tensors.end() ? t->second.tensor : RunTensor {});
                // The op ran where its first output is.
                if (side == 1 && !placed && t != tensors.end()) {
                    op.device = t->second.device;
                    placed = true;
                }
            }
        }
        if (!buffers.empty()) {
            // The memory of the op's own device (its output's), after it ran.
            MemorySnapshot s;
            s.index = int64_t(run.memory.size());
            s.runOp = int64_t(run.ops.size());
            s.debugText = o.name;
            static const std::vector<Buffer> kNone;
            const std::vector<Buffer>* of = &kNone;
            if (const auto b = buffers.find(o.id); b != buffers.end()) {
                if (const auto d = b->second.find(op.device); d != b->second.end())
                    of = &d->second;
            }
            const auto geometry = devices.find(op.device);
            s.l1 = viewOf(*of, 1, geometry != devices.end() ? &geometry->second : nullptr);
            s.dram = viewOf(*of, 0, nullptr);
            run.memory.push_back(std::move(s));
        }
        run.ops.push_back(std::move(op));
    }
    checkCancel(progress, kPhases, kPhases);
    return run;
}

} // namespace tle
