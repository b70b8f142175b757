// SPDX-License-Identifier: MIT
#include "io/files/devicefile.h"

#include "io/json/json.h"
#include "io/json/jsonlocator.h"
#include "io/json/jsontext.h"
#include "util/error.h"
#include "util/excerpt.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

constexpr std::string_view kKeys[]
    = { "name", "grid", "dram_banks", "l1_bytes_per_core", "l1_usable_bytes_per_core", "tensor_l1_usage_cap", "tile",
          "dram_bandwidth", "noc_bandwidth_per_core", "l1_bandwidth_per_core", "dram_bandwidth_per_core",
          "dram_page_seconds", "noc_page_seconds", "math_ops_per_core_per_second", "vector_ops_per_core_per_second",
          "op_overhead_seconds", "min_op_seconds", "max_legal_layouts", "calibration", "kernel", "noc" };

// "calibration": {"matmul": {"factor": 0.9, "ops": 42, "runs": 3, "op_codes": [...], "bytes": [lo, hi],
// "cores": [lo, hi]}, ...}. Entries written by the model before op families ({"overhead_ns", "factor"}) scaled an
// estimate that no longer exists: they are read and left out (docs/runs.md).
void readCalibration(OptimizerDevice& d, const Json& v)
{
    if (!v.is_object())
        throw Error("device file: \"calibration\" must be an object of op families");
    for (auto it = v.begin(); it != v.end(); ++it) {
        const auto family = parseOpFamily(it.key());
        if (!family)
            throw Error(fmt::format("device file: calibration: unknown op family \"{}\"", excerpt(it.key())));
        const Json& entry = it.value();
        if (!entry.is_object() || !entry.contains("factor") || !entry["factor"].is_number())
            throw Error(fmt::format("device file: calibration.{} must be {{\"factor\": N, ...}}", it.key()));
        if (entry.contains("overhead_ns"))
            continue;
        FamilyCalibration c;
        c.factor = entry["factor"].get<double>();
        auto count = [&](const char* key, int64_t& out) {
            if (!entry.contains(key))
                return;
            if (!entry[key].is_number_integer() || entry[key].get<int64_t>() < 0)
                throw Error(fmt::format("device file: calibration.{}.{} must be a count", it.key(), key));
            out = entry[key].get<int64_t>();
        };
        auto range = [&](const char* key, std::array<double, 2>& out) {
            if (!entry.contains(key))
                return;
            const Json& r = entry[key];
            if (!r.is_array() || r.size() != 2 || !r[0].is_number() || !r[1].is_number()
                || r[0].get<double>() > r[1].get<double>())
                throw Error(fmt::format("device file: calibration.{}.{} must be [low, high]", it.key(), key));
            out = { r[0].get<double>(), r[1].get<double>() };
        };
        count("ops", c.ops);
        count("runs", c.runs);
        range("bytes", c.bytes);
        range("cores", c.cores);
        if (entry.contains("op_codes")) {
            if (!entry["op_codes"].is_array())
                throw Error(fmt::format("device file: calibration.{}.op_codes must list op codes", it.key()));
            for (const Json& code : entry["op_codes"]) {
                if (!code.is_string())
                    throw Error(fmt::format("device file: calibration.{}.op_codes must list op codes", it.key()));
                c.opCodes.push_back(code.get<std::string>());
            }
            std::sort(c.opCodes.begin(), c.opCodes.end());
        }
        d.kernel.calibration[*family] = std::move(c);
    }
}

// "kernel": {"dram_latency_cycles": 380, ..., "issue_cycles": 30, ...}: the chip constants and fitted parameters.
void readKernel(KernelModel& m, const Json& v)
{
    if (!v.is_object())
        throw Error("device file: \"kernel\" must be an object");
    for (auto it = v.begin(); it != v.end(); ++it) {
        double KernelModel::*field = nullptr;
        for (const KernelConstant& c : kKernelConstants)
            field = it.key() == c.key ? c.field : field;
        for (const KernelParameter& p : kKernelParameters)
            field = it.key() == p.key ? p.field : field;
        if (it.key() == "staged_row_reads") {
            if (!it.value().is_boolean())
                throw Error("device file: kernel.staged_row_reads must be true or false");
            m.stagedRowReads = it.value().get<bool>();
            continue;
        }
        if (!field)
            throw Error(fmt::format("device file: unknown key \"kernel.{}\"", excerpt(it.key())));
        if (!it.value().is_number())
            throw Error(fmt::format("device file: kernel.{} must be a number", it.key()));
        m.*field = it.value().get<double>();
    }
}

NocPoint nocPoint(const Json& v, std::string_view name)
{
    if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer())
        throw Error(fmt::format("device file: noc.{} must hold [x, y] NoC coordinates", name));
    return { v[0].get<int64_t>(), v[1].get<int64_t>() };
}

// The arch's defaults for "noc.arch", when given.
void readNocArch(NocModel& m, const Json& v)
{
    if (!v.contains("arch"))
        return;
    if (!v["arch"].is_string())
        throw Error("device file: noc.arch must be \"wormhole_b0\" or \"blackhole\"");
    const std::string arch = v["arch"].get<std::string>();
    if (arch == "blackhole")
        m = blackholeNoc();
    else if (arch == "wormhole_b0")
        m = wormholeNoc();
    else
        throw Error(fmt::format("device file: noc.arch \"{}\" is not wormhole_b0 or blackhole", excerpt(arch)));
}

void checkNocKeys(const Json& v)
{
    static constexpr std::string_view kNocKeys[] = { "arch", "grid", "worker_columns", "worker_rows", "dram_endpoints",
        "clock_ghz", "max_burst_bytes", "flit_bytes", "dram_alignment", "l1_alignment", "link_bytes_per_cycle",
        "worker_endpoint_bytes_per_cycle", "dram_endpoint_bytes_per_cycle", "dram_bank_bytes_per_cycle",
        "dram_read_cycles", "l1_read_cycles", "write_cycles", "call_bandwidth", "kernel_start_cycles", "barrier_cycles",
        "single_call_cycles", "reshard_pages_per_call" };
    for (auto it = v.begin(); it != v.end(); ++it) {
        if (std::find(std::begin(kNocKeys), std::end(kNocKeys), it.key()) == std::end(kNocKeys))
            throw Error(fmt::format(
                "device file: unknown key \"noc.{}\" (known: {})", excerpt(it.key()), fmt::join(kNocKeys, ", ")));
    }
}

// The scalar fields of "noc": each one given replaces the arch's value.
void readNocNumbers(NocModel& m, const Json& v)
{
    auto number = [&](const char* key, double& out) {
        if (!v.contains(key))
            return;
        if (!v[key].is_number())
            throw Error(fmt::format("device file: noc.{} must be a number", key));
        out = v[key].get<double>();
    };
    auto integer = [&](const char* key, int64_t& out) {
        if (!v.contains(key))
            return;
        if (!v[key].is_number_integer())
            throw Error(fmt::format("device file: noc.{} must be an integer", key));
        out = v[key].get<int64_t>();
    };
    number("clock_ghz", m.clockGhz);
    integer("max_burst_bytes", m.maxBurstBytes);
    integer("flit_bytes", m.flitBytes);
    integer("dram_alignment", m.dramAlignment);
    integer("l1_alignment", m.l1Alignment);
    number("link_bytes_per_cycle", m.linkBytesPerCycle);
    number("worker_endpoint_bytes_per_cycle", m.workerEndpointBytesPerCycle);
    number("dram_endpoint_bytes_per_cycle", m.dramEndpointBytesPerCycle);
    number("dram_bank_bytes_per_cycle", m.dramBankBytesPerCycle);
    number("dram_read_cycles", m.dramReadCycles);
    number("l1_read_cycles", m.l1ReadCycles);
    number("write_cycles", m.writeCycles);
    number("kernel_start_cycles", m.kernelStartCycles);
    number("barrier_cycles", m.barrierCycles);
    number("single_call_cycles", m.singleCallCycles);
    integer("reshard_pages_per_call", m.reshardPagesPerCall);
}

void readNocIntegers(const Json& v, const char* key, std::vector<int64_t>& out)
{
    if (!v.contains(key))
        return;
    if (!v[key].is_array())
        throw Error(fmt::format("device file: noc.{} must be a list of integers", key));
    out.clear();
    for (const Json& x : v[key]) {
        if (!x.is_number_integer())
            throw Error(fmt::format("device file: noc.{} must be a list of integers", key));
        out.push_back(x.get<int64_t>());
    }
}

// "dram_endpoints": one list for both NoCs, or {"noc0": [...], "noc1": [...]}.
void readDramEndpoints(NocModel& m, const Json& d)
{
    auto list = [](const Json& a) {
        if (!a.is_array())
            throw Error("device file: noc.dram_endpoints must list [x, y] per bank");
        std::vector<NocPoint> points;
        for (const Json& p : a)
            points.push_back(nocPoint(p, "dram_endpoints"));
        return points;
    };
    if (d.is_object() && d.contains("noc0") && d.contains("noc1"))
        m.dramEndpoints = { list(d["noc0"]), list(d["noc1"]) };
    else
        m.dramEndpoints = { list(d), list(d) };
}

void readCallBandwidth(NocModel& m, const Json& c)
{
    if (!c.is_array())
        throw Error("device file: noc.call_bandwidth must list [bytes, bytes per cycle] points");
    m.callBandwidth.clear();
    for (const Json& p : c) {
        if (!p.is_array() || p.size() != 2 || !p[0].is_number_integer() || !p[1].is_number())
            throw Error("device file: noc.call_bandwidth must list [bytes, bytes per cycle] points");
        m.callBandwidth.push_back({ p[0].get<int64_t>(), p[1].get<double>() });
    }
}

// "noc": {"arch": "blackhole", ...}: the arch's defaults first, then each field given.
void readNoc(NocModel& m, const Json& v)
{
    if (!v.is_object())
        throw Error("device file: \"noc\" must be an object");
    readNocArch(m, v);
    checkNocKeys(v);
    if (v.contains("grid")) {
        const Json& g = v["grid"];
        if (!g.is_array() || g.size() != 2 || !g[0].is_number_integer() || !g[1].is_number_integer())
            throw Error("device file: noc.grid must be [rows, columns]");
        m.height = g[0].get<int64_t>();
        m.width = g[1].get<int64_t>();
    }
    readNocIntegers(v, "worker_columns", m.workerColumns);
    readNocIntegers(v, "worker_rows", m.workerRows);
    if (v.contains("dram_endpoints"))
        readDramEndpoints(m, v["dram_endpoints"]);
    readNocNumbers(m, v);
    if (v.contains("call_bandwidth"))
        readCallBandwidth(m, v["call_bandwidth"]);
}

// Reads one key into the device.
void readKey(OptimizerDevice& d, const std::string& key, const Json& v)
{
    auto number = [](const Json& value, std::string_view name) {
        if (!value.is_number())
            throw Error(fmt::format("device file: \"{}\" must be a number", name));
        return value.get<double>();
    };
    auto integer = [](const Json& value, std::string_view name) {
        if (!value.is_number_integer())
            throw Error(fmt::format("device file: \"{}\" must be an integer", name));
        if (value.is_number_unsigned() && value.get<uint64_t>() > uint64_t(std::numeric_limits<int64_t>::max()))
            throw Error(fmt::format("device file: \"{}\" is {}, larger than any device", name, value.get<uint64_t>()));
        return value.get<int64_t>();
    };
    if (key == "name") {
        if (!v.is_string())
            throw Error("device file: \"name\" must be a string");
        d.device.name = v.get<std::string>();
    } else if (key == "grid") {
        if (!v.is_array() || v.size() != 2)
            throw Error("device file: \"grid\" must be [rows, columns]");
        d.device.gridRows = integer(v[0], "grid[0]");
        d.device.gridCols = integer(v[1], "grid[1]");
    } else if (key == "dram_banks") {
        d.device.dramBanks = integer(v, key);
    } else if (key == "l1_bytes_per_core") {
        d.device.l1BytesPerCore = integer(v, key);
        d.device.l1BankBytes = d.device.l1BytesPerCore;
    } else if (key == "l1_usable_bytes_per_core") {
        d.l1UsableBytesPerCore = integer(v, key);
    } else if (key == "tensor_l1_usage_cap") {
        d.tensorL1UsageCap = number(v, key);
    } else if (key == "tile") {
        if (!v.is_array() || v.size() != 2)
            throw Error("device file: \"tile\" must be [height, width]");
        d.tileHeight = integer(v[0], "tile[0]");
        d.tileWidth = integer(v[1], "tile[1]");
    } else if (key == "dram_bandwidth") {
        d.dramBandwidth = number(v, key);
    } else if (key == "noc_bandwidth_per_core") {
        d.nocBandwidthPerCore = number(v, key);
    } else if (key == "l1_bandwidth_per_core") {
        d.l1BandwidthPerCore = number(v, key);
    } else if (key == "dram_bandwidth_per_core") {
        d.dramBandwidthPerCore = number(v, key);
    } else if (key == "dram_page_seconds") {
        d.dramPageSeconds = number(v, key);
    } else if (key == "noc_page_seconds") {
        d.nocPageSeconds = number(v, key);
    } else if (key == "math_ops_per_core_per_second") {
        d.mathOpsPerCorePerSecond = number(v, key);
    } else if (key == "vector_ops_per_core_per_second") {
        d.vectorOpsPerCorePerSecond = number(v, key);
    } else if (key == "op_overhead_seconds") {
        d.opOverheadSeconds = number(v, key);
    } else if (key == "min_op_seconds") {
        d.minOpSeconds = number(v, key);
    } else if (key == "calibration") {
        readCalibration(d, v);
    } else if (key == "kernel") {
        readKernel(d.kernel, v);
    } else if (key == "noc") {
        readNoc(d.noc, v);
    } else if (key == "max_legal_layouts") {
        d.maxLegalLayouts = v.is_null() ? std::nullopt : std::optional(integer(v, key));
    } else {
        throw Error(fmt::format("device file: unknown key \"{}\" (known: {})", excerpt(key), fmt::join(kKeys, ", ")));
    }
}

OptimizerDevice readDevice(std::string_view text)
{
    const Json json = parseJsonText(text, "device file");
    // Every error names the key and points at its value (or at the top level).
    auto placed = [&](const Error& e, std::string_view key) { return errorAtMember(text, e, key); };
    if (!json.is_object())
        throw placed(Error("device file: the top level must be an object"), {});
    OptimizerDevice d;
    // The NoC first: its chip sets the kernel model's defaults, which "kernel" then overrides.
    auto read = [&](const std::string& key, const Json& value) {
        try {
            readKey(d, key, value);
        } catch (const Error& e) {
            throw placed(e, key);
        }
    };
    if (json.contains("noc"))
        read("noc", json["noc"]);
    if (d.noc.arch == "blackhole")
        d.kernel = blackholeKernelModel();
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (it.key() != "noc")
            read(it.key(), it.value());
    }
    try {
        d.validate();
    } catch (const Error& e) {
        // A value out of range: point at the key the message names.
        const std::string message = e.what();
        std::string_view named;
        size_t first = std::string::npos;
        for (std::string_view k : kKeys) {
            const size_t at = message.find(k);
            if (json.contains(std::string(k)) && at < first) {
                first = at;
                named = k;
            }
        }
        throw placed(e, named);
    }
    return d;
}

} // namespace

OptimizerDevice readOptimizerDevice(std::string_view text)
{
    try {
        return readDevice(text);
    } catch (const Error& e) {
        throw e.from(ErrorSource::DeviceFile);
    }
}

std::string writeOptimizerDevice(const OptimizerDevice& d)
{
    Json json;
    json["name"] = d.device.name;
    json["grid"] = Json::array({ d.device.gridRows, d.device.gridCols });
    json["dram_banks"] = d.device.dramBanks;
    json["l1_bytes_per_core"] = d.device.l1BytesPerCore;
    json["l1_usable_bytes_per_core"] = d.l1UsableBytesPerCore;
    json["tensor_l1_usage_cap"] = d.tensorL1UsageCap;
    json["tile"] = Json::array({ d.tileHeight, d.tileWidth });
    json["dram_bandwidth"] = d.dramBandwidth;
    json["noc_bandwidth_per_core"] = d.nocBandwidthPerCore;
    json["l1_bandwidth_per_core"] = d.l1BandwidthPerCore;
    json["dram_bandwidth_per_core"] = d.dramBandwidthPerCore;
    json["dram_page_seconds"] = d.dramPageSeconds;
    json["noc_page_seconds"] = d.nocPageSeconds;
    json["math_ops_per_core_per_second"] = d.mathOpsPerCorePerSecond;
    json["vector_ops_per_core_per_second"] = d.vectorOpsPerCorePerSecond;
    json["op_overhead_seconds"] = d.opOverheadSeconds;
    json["min_op_seconds"] = d.minOpSeconds;
    json["max_legal_layouts"] = d.maxLegalLayouts ? Json(*d.maxLegalLayouts) : Json(nullptr); // null: each policy's
    Json kernel;
    for (const KernelConstant& c : kKernelConstants)
        kernel[c.key] = d.kernel.*c.field;
    kernel["staged_row_reads"] = d.kernel.stagedRowReads;
    for (const KernelParameter& p : kKernelParameters)
        kernel[p.key] = d.kernel.*p.field;
    json["kernel"] = std::move(kernel);
    if (!d.kernel.calibration.empty()) {
        Json calibration = Json::object();
        for (const auto& [family, c] : d.kernel.calibration)
            calibration[std::string(toString(family))] = Json { { "factor", c.factor }, { "ops", c.ops },
                { "runs", c.runs }, { "op_codes", c.opCodes }, { "bytes", Json::array({ c.bytes[0], c.bytes[1] }) },
                { "cores", Json::array({ c.cores[0], c.cores[1] }) } };
        json["calibration"] = std::move(calibration);
    }
    Json noc;
    const NocModel& m = d.noc;
    noc["arch"] = m.arch;
    noc["grid"] = Json::array({ m.height, m.width });
    noc["worker_columns"] = m.workerColumns;
    noc["worker_rows"] = m.workerRows;
    auto points = [](const std::vector<NocPoint>& list) {
        Json a = Json::array();
        for (const NocPoint& p : list)
            a.push_back(Json::array({ p.x, p.y }));
        return a;
    };
    noc["dram_endpoints"] = Json { { "noc0", points(m.dramEndpoints[0]) }, { "noc1", points(m.dramEndpoints[1]) } };
    noc["clock_ghz"] = m.clockGhz;
    noc["max_burst_bytes"] = m.maxBurstBytes;
    noc["flit_bytes"] = m.flitBytes;
    noc["dram_alignment"] = m.dramAlignment;
    noc["l1_alignment"] = m.l1Alignment;
    noc["link_bytes_per_cycle"] = m.linkBytesPerCycle;
    noc["worker_endpoint_bytes_per_cycle"] = m.workerEndpointBytesPerCycle;
    noc["dram_endpoint_bytes_per_cycle"] = m.dramEndpointBytesPerCycle;
    noc["dram_bank_bytes_per_cycle"] = m.dramBankBytesPerCycle;
    noc["dram_read_cycles"] = m.dramReadCycles;
    noc["l1_read_cycles"] = m.l1ReadCycles;
    noc["write_cycles"] = m.writeCycles;
    Json bandwidth = Json::array();
    for (const auto& [bytes, rate] : m.callBandwidth)
        bandwidth.push_back(Json::array({ bytes, rate }));
    noc["call_bandwidth"] = std::move(bandwidth);
    noc["kernel_start_cycles"] = m.kernelStartCycles;
    noc["barrier_cycles"] = m.barrierCycles;
    noc["single_call_cycles"] = m.singleCallCycles;
    noc["reshard_pages_per_call"] = m.reshardPagesPerCall;
    json["noc"] = std::move(noc);
    return dumpJson(json);
}

} // namespace tle
