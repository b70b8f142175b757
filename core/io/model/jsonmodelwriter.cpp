// SPDX-License-Identifier: MIT
#include "io/model/jsonmodel.h"

#include "io/json/json.h"

#include <fmt/format.h>

namespace tle {

namespace {

// `{"a": 1, "b": [2, 3]}`: one line with spaces, for values and ops.
std::string compact(const Json& value)
{
    if (!value.is_object() && !value.is_array())
        return dumpJson(value, -1);
    std::string out = value.is_object() ? "{" : "[";
    bool first = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
        out += first ? "" : ", ";
        first = false;
        if (value.is_object())
            out += dumpJson(Json(it.key()), -1) + ": ";
        out += compact(*it);
    }
    return out + (value.is_object() ? "}" : "]");
}

// Function arguments carry their attributes; op results do not have any.
enum class ValueAttributes
{
    Written,
    Skipped
};

Json valueJson(const ModelGraph& graph, const Value& v, ValueAttributes attributes)
{
    Json j = Json::object();
    j["name"] = v.name;
    if (!v.type.isTensor) {
        j["type"] = v.type.typeText;
    } else {
        j["shape"] = Json::array();
        for (int64_t d : v.type.shape)
            j["shape"].push_back(d);
        j["dtype"] = std::string(toString(v.type.elementType));
        if (!v.type.encoding.empty())
            j["layout"] = graph.aliases().count(v.type.encoding) ? "#" + v.type.encoding : v.type.encoding;
    }
    if (attributes == ValueAttributes::Written && !graph.argumentAttributes(v.id).empty())
        j["attributes"] = graph.argumentAttributes(v.id);
    return j;
}

// `"key": [` + one compact item per line + `],` (another member always follows).
std::string listJson(std::string_view key, const std::vector<Json>& items)
{
    std::string out = fmt::format("  {}: [", dumpJson(Json(std::string(key)), -1));
    for (size_t i = 0; i < items.size(); ++i)
        out += fmt::format("{}\n    {}", i ? "," : "", compact(items[i]));
    out += items.empty() ? "]" : "\n  ]";
    return out + ",\n";
}

} // namespace

std::string writeJsonModel(const ModelGraph& graph)
{
    std::string out = "{\n  \"format\": \"tle-model\",\n  \"version\": 1,\n";
    out += fmt::format("  \"name\": {},\n", dumpJson(Json(graph.name()), -1));
    const DeviceOverrides& d = graph.device();
    if (!d.empty()) {
        Json device = Json::object();
        if (d.name)
            device["name"] = *d.name;
        if (d.gridRows && d.gridCols)
            device["grid"] = Json::array({ *d.gridRows, *d.gridCols });
        if (d.dramBanks)
            device["dram_banks"] = *d.dramBanks;
        if (d.l1BytesPerCore)
            device["l1_bytes_per_core"] = *d.l1BytesPerCore;
        if (d.l1BankBytes)
            device["l1_bank_bytes"] = *d.l1BankBytes;
        out += fmt::format("  \"device\": {},\n", compact(device));
    }
    if (!graph.aliases().empty()) {
        out += "  \"aliases\": {";
        bool first = true;
        for (const auto& [name, text] : graph.aliases()) {
            out += fmt::format("{}\n    {}: {}", first ? "" : ",", dumpJson(Json(name), -1), dumpJson(Json(text), -1));
            first = false;
        }
        out += "\n  },\n";
    }
    std::vector<Json> inputs;
    for (const Value& v : graph.values()) {
        if (v.producer < 0)
            inputs.push_back(valueJson(graph, v, ValueAttributes::Written));
    }
    out += listJson("inputs", inputs);
    std::vector<Json> ops;
    for (const Op& op : graph.ops()) {
        if (op.kind.isReturn())
            continue;
        Json j = Json::object();
        if (!op.location.empty())
            j["name"] = op.location;
        j["kind"] = op.kind.name();
        j["inputs"] = Json::array();
        for (int id : op.operands)
            j["inputs"].push_back(graph.value(id).name);
        j["outputs"] = Json::array();
        for (int id : op.results)
            j["outputs"].push_back(valueJson(graph, graph.value(id), ValueAttributes::Skipped));
        if (!op.properties.empty())
            j["properties"] = op.properties;
        if (op.opModelMissing)
            j["op_model"] = "not_implemented";
        if (!op.attributes.empty())
            j["attributes"] = op.attributes;
        ops.push_back(std::move(j));
    }
    out += listJson("ops", ops);
    std::vector<Json> outputs;
    for (int id : graph.returned())
        outputs.push_back(graph.value(id).name);
    out += fmt::format("  \"outputs\": {}\n}}\n", compact(Json(outputs)));
    return out;
}

} // namespace tle
