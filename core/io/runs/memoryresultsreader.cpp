// SPDX-License-Identifier: MIT
#include "io/runs/memoryresultsreader.h"

#include "io/json/jsonlocator.h"
#include "io/json/jsontext.h"
#include "io/model/modelfile.h"
#include "io/runs/runtext.h"
#include "util/textscanner.h"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tle {

namespace {

// Throws at the value `path` names inside the op's object (each step a member key).
class SnapshotReader
{
public:
    SnapshotReader(std::string_view text, const std::string& source)
        : m_text(text)
        , m_locator(text)
        , m_lines(text)
        , m_source(source)
    { }

    [[noreturn]] void fail(const std::vector<std::string>& path, const std::string& message) const
    {
        size_t at = m_locator.start();
        for (const std::string& key : path) {
            const size_t next = at == std::string_view::npos ? at : m_locator.member(at, key);
            if (next == std::string_view::npos)
                break;
            at = next;
        }
        const TextPosition p = at == std::string_view::npos ? TextPosition {} : m_lines.position(at);
        throw runFileError(m_source, p.line, p.column, fmt::format("{}: {}", fmt::join(path, "."), message));
    }

    // Member `key` of `object` as a count: a JSON number or a string of digits (ttrt prints block tables as
    // strings). `path` leads to `object`, for the error.
    int64_t count(const Json& object, std::vector<std::string> path, const std::string& key) const
    {
        path.push_back(key);
        if (!object.contains(key))
            fail(path, "missing");
        const Json& value = object[key];
        if (value.is_number_integer() && value.get<int64_t>() >= 0)
            return value.get<int64_t>();
        if (value.is_string()) {
            const std::string& s = value.get_ref<const std::string&>();
            int64_t n = 0;
            const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
            if (!s.empty() && ec == std::errc() && end == s.data() + s.size() && n >= 0)
                return n;
        }
        fail(path, fmt::format("expected a whole number of bytes, got {}", excerptJson(value)));
    }

    MemoryView view(const Json& op, const std::string& key, const std::string& name) const
    {
        const Json& v = op[key];
        if (!v.is_object())
            fail({ name, key }, "expected an object");
        MemoryView m;
        const std::vector<std::string> at { name, key };
        m.banks = count(v, at, "num_banks");
        m.totalPerBank = count(v, at, "total_bytes_per_bank");
        m.allocatedPerBank = count(v, at, "total_bytes_allocated_per_bank");
        m.freePerBank = count(v, at, "total_bytes_free_per_bank");
        m.largestFreePerBank = count(v, at, "largest_contiguous_bytes_free_per_bank");
        if (v.contains("block_table")) {
            const Json& table = v["block_table"];
            const std::vector<std::string> tableAt { name, key, "block_table" };
            if (!table.is_array())
                fail(tableAt, "expected an array");
            for (const Json& block : table) {
                if (!block.is_object())
                    fail(tableAt, "expected an array of objects");
                MemoryBlock b;
                b.address = count(block, tableAt, "address");
                b.size = count(block, tableAt, "size");
                b.allocated = block.contains("allocated") && block["allocated"] == "yes";
                m.blocks.push_back(b);
            }
        }
        return m;
    }

private:
    static std::string excerptJson(const Json& value)
    {
        std::string text = value.dump();
        return text.size() > 40 ? text.substr(0, 37) + "..." : text;
    }

    std::string_view m_text;
    JsonLocator m_locator;
    LineIndex m_lines;
    const std::string& m_source;
};

} // namespace

std::vector<MemorySnapshot> readMemoryResults(std::string_view text, const std::string& source)
{
    Json json;
    try {
        json = parseJsonText(text, "memory results");
    } catch (const Error& e) {
        throw runFileError(source, e.line(), e.column(), e.what());
    }
    const SnapshotReader reader(text, source);
    if (!json.is_object())
        reader.fail({}, "expected an object of ops keyed by their index");
    std::vector<MemorySnapshot> snapshots;
    for (const auto& [name, op] : json.items()) {
        MemorySnapshot s;
        const auto [end, ec] = std::from_chars(name.data(), name.data() + name.size(), s.index);
        if (name.empty() || ec != std::errc() || end != name.data() + name.size() || s.index < 0)
            reader.fail({ name }, "an op's key must be its index (0, 1, ...)");
        if (!op.is_object())
            reader.fail({ name }, "expected an object");
        if (op.contains("loc") && !op["loc"].is_string())
            reader.fail({ name, "loc" }, "expected a string");
        s.loc = op.value("loc", std::string());
        if (op.contains("debug_str") && op["debug_str"].is_string())
            s.debugText = op["debug_str"].get<std::string>();
        for (const auto& [key, slot] : { std::pair { "dram", &s.dram }, std::pair { "l1", &s.l1 },
                 std::pair { "l1_small", &s.l1Small }, std::pair { "trace", &s.trace } }) {
            if (op.contains(key))
                *slot = reader.view(op, key, name);
        }
        snapshots.push_back(std::move(s));
    }
    std::stable_sort(snapshots.begin(), snapshots.end(),
        [](const MemorySnapshot& a, const MemorySnapshot& b) { return a.index < b.index; });
    return snapshots;
}

std::vector<MemorySnapshot> readMemoryResultsFile(const std::string& path)
{
    std::string text;
    try {
        text = readTextFile(path);
    } catch (const Error& e) {
        throw runFileError(path, 0, 0, e.what());
    }
    return readMemoryResults(text, path);
}

} // namespace tle
