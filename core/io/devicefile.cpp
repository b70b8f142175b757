// SPDX-License-Identifier: MIT
#include "io/devicefile.h"

#include "io/json.h"
#include "util/error.h"

#include <cmath>

#include <fmt/format.h>

namespace tle {

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

namespace {

OptimizerDevice readDevice(std::string_view text)
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
        } else if (key == "max_legal_layouts") {
            d.maxLegalLayouts = v.is_null() ? std::nullopt : std::optional(integer(v, key));
        } else {
            throw Error(fmt::format("device file: unknown key \"{}\"", key));
        }
    }
    d.validate();
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
    json["math_ops_per_core_per_second"] = d.mathOpsPerCorePerSecond;
    json["op_overhead_seconds"] = d.opOverheadSeconds;
    json["max_legal_layouts"] = d.maxLegalLayouts ? Json(*d.maxLegalLayouts) : Json(nullptr); // null: each policy's
    return dumpJson(json);
}

} // namespace tle
