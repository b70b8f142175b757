// SPDX-License-Identifier: MIT
#include "optimizer/devicemodel.h"

#include "io/describe.h"
#include "util/error.h"

#include <cmath>

#include <fmt/format.h>

namespace tle {

int64_t OptimizerDevice::l1BudgetPerCore() const
{
    return int64_t(std::floor(double(l1UsableBytesPerCore) * tensorL1UsageCap));
}

void OptimizerDevice::validate() const
{
    auto positive = [](std::string_view field, double value) {
        if (!(value > 0) || !std::isfinite(value))
            throw Error(fmt::format("device: {} must be positive, got {}", field, value));
    };
    positive("grid rows", double(device.gridRows));
    positive("grid columns", double(device.gridCols));
    if (device.gridRows > kMaxCoreCoord + 1 || device.gridCols > kMaxCoreCoord + 1)
        throw Error(fmt::format("device: grid {}x{} is larger than {}x{}", device.gridRows, device.gridCols,
            kMaxCoreCoord + 1, kMaxCoreCoord + 1));
    positive("dram_banks", double(device.dramBanks));
    positive("l1_bytes_per_core", double(device.l1BytesPerCore));
    positive("l1_usable_bytes_per_core", double(l1UsableBytesPerCore));
    if (l1UsableBytesPerCore > device.l1BytesPerCore)
        throw Error(fmt::format("device: l1_usable_bytes_per_core ({}) exceeds l1_bytes_per_core ({})",
            l1UsableBytesPerCore, device.l1BytesPerCore));
    if (!(tensorL1UsageCap > 0.0 && tensorL1UsageCap <= 1.0))
        throw Error(fmt::format("device: tensor_l1_usage_cap must lie in (0, 1], got {}", tensorL1UsageCap));
    positive("tile height", double(tileHeight));
    positive("tile width", double(tileWidth));
    positive("dram_bandwidth", dramBandwidth);
    positive("noc_bandwidth_per_core", nocBandwidthPerCore);
    positive("l1_bandwidth_per_core", l1BandwidthPerCore);
    positive("math_ops_per_core_per_second", mathOpsPerCorePerSecond);
    if (!(opOverheadSeconds >= 0) || !std::isfinite(opOverheadSeconds))
        throw Error(fmt::format("device: op_overhead_seconds must be zero or more, got {}", opOverheadSeconds));
}

namespace {

void lineColumn(std::string_view text, size_t byte, int& line, int& column)
{
    line = 1;
    column = 1;
    for (size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
}

} // namespace

OptimizerDevice readOptimizerDevice(std::string_view text)
{
    Json json;
    try {
        json = Json::parse(text);
    } catch (const Json::parse_error& e) {
        int line = 0;
        int column = 0;
        lineColumn(text, e.byte > 0 ? e.byte - 1 : 0, line, column);
        throw Error(fmt::format("device file: invalid JSON ({})", e.what()), line, column);
    }
    if (!json.is_object())
        throw Error("device file: the top level must be an object");
    OptimizerDevice d;
    auto number = [](const Json& value, std::string_view key) {
        if (!value.is_number())
            throw Error(fmt::format("device file: \"{}\" must be a number", key));
        return value.get<double>();
    };
    auto integer = [](const Json& value, std::string_view key) {
        if (!value.is_number_integer())
            throw Error(fmt::format("device file: \"{}\" must be an integer", key));
        return value.get<int64_t>();
    };
    for (auto it = json.begin(); it != json.end(); ++it) {
        const std::string& key = it.key();
        const Json& v = it.value();
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
        } else if (key == "math_ops_per_core_per_second") {
            d.mathOpsPerCorePerSecond = number(v, key);
        } else if (key == "op_overhead_seconds") {
            d.opOverheadSeconds = number(v, key);
        } else {
            throw Error(fmt::format("device file: unknown key \"{}\"", key));
        }
    }
    d.validate();
    return d;
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
    json["math_ops_per_core_per_second"] = d.mathOpsPerCorePerSecond;
    json["op_overhead_seconds"] = d.opOverheadSeconds;
    return dumpJson(json);
}

} // namespace tle
