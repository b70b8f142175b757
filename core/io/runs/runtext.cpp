// SPDX-License-Identifier: MIT
#include "io/runs/runtext.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace tle {

namespace {

// The identifier after `key=` (skipping an `Enum::` qualifier): "HEIGHT_SHARDED" of
// "memory_layout=TensorMemoryLayout::HEIGHT_SHARDED;".
std::string_view enumValue(std::string_view text, std::string_view key)
{
    const size_t at = text.find(key);
    if (at == std::string_view::npos)
        return {};
    size_t begin = at + key.size();
    size_t end = begin;
    while (end < text.size()
        && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_' || text[end] == ':'))
        ++end;
    std::string_view value = text.substr(begin, end - begin);
    const size_t colons = value.rfind("::");
    return colons == std::string_view::npos ? value : value.substr(colons + 2);
}

// The text inside the brackets that open at `open` (which must be one of `([{`), without them.
std::string_view balanced(std::string_view text, size_t open)
{
    int depth = 0;
    for (size_t i = open; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '(' || c == '[' || c == '{')
            ++depth;
        else if ((c == ')' || c == ']' || c == '}') && --depth == 0)
            return text.substr(open + 1, i - open - 1);
    }
    return {};
}

std::vector<int64_t> integers(std::string_view text)
{
    std::vector<int64_t> values;
    int64_t value = -1;
    for (const char c : text) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            value = (value < 0 ? 0 : value) * 10 + (c - '0');
            if (value > (int64_t(1) << 40))
                return {};
        } else if (value >= 0) {
            values.push_back(value);
            value = -1;
        }
    }
    if (value >= 0)
        values.push_back(value);
    return values;
}

// `{[(x=0;y=0) - (x=10;y=8)]; [(x=0;y=9) - (x=8;y=9)]}` or `{[0-0 - 1-1]}`: each range's four numbers.
CoreRangeSet coreRanges(std::string_view grid)
{
    std::vector<CoreRange> ranges;
    size_t at = 0;
    while ((at = grid.find('[', at)) != std::string_view::npos) {
        const std::string_view inside = balanced(grid, at);
        const std::vector<int64_t> n = integers(inside);
        if (n.size() != 4 || n[2] < n[0] || n[3] < n[1] || n[2] > kMaxCoreCoord || n[3] > kMaxCoreCoord)
            return {};
        ranges.push_back({ { n[0], n[1] }, { n[2], n[3] } });
        at += inside.size() + 2;
    }
    return CoreRangeSet(std::move(ranges));
}

} // namespace

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

Error runFileError(const std::string& source, int64_t line, int64_t column, const std::string& message)
{
    std::string where = source;
    if (line > 0)
        where += column > 0 ? fmt::format(", line {}, column {}", line, column) : fmt::format(", line {}", line);
    return Error(fmt::format("{}: {}", where, message),
        ErrorPlace { .source = ErrorSource::RunFile, .field = source, .line = int(line), .column = int(column) });
}

void parseRunMemory(RunTensor& tensor)
{
    // DEV_<n>_<buffer>_<layout>: the part after the second '_'.
    const std::string part = tensor.bufferPart();
    for (const auto& [prefix, type] : { std::pair { "DRAM_", BufferType::Dram }, std::pair { "L1_", BufferType::L1 },
             std::pair { "SYSTEM_MEMORY_", BufferType::SystemMemory } }) {
        const std::string_view p(prefix);
        if (part.starts_with(p)) {
            tensor.bufferType = type;
            tensor.memoryLayout = parseTtnnMemoryLayout(part.substr(p.size()));
            return;
        }
    }
}

std::string RunTensor::bufferPart() const
{
    // As Python's memory.split('_', 2)[-1]: what follows the first two '_' (or fewer when there are fewer).
    std::string_view rest = memory;
    for (int i = 0; i < 2; ++i) {
        const size_t at = rest.find('_');
        if (at == std::string_view::npos)
            break;
        rest.remove_prefix(at + 1);
    }
    return std::string(rest);
}

std::optional<RunMemoryConfig> parseMemoryConfigText(std::string_view text)
{
    const size_t open = text.find("MemoryConfig(");
    if (open == std::string_view::npos)
        return std::nullopt;
    const std::string_view body = balanced(text, open + std::string_view("MemoryConfig").size());
    RunMemoryConfig config;
    config.memoryLayout = parseTtnnMemoryLayout(enumValue(body, "memory_layout="));
    const std::string_view buffer = enumValue(body, "buffer_type=");
    config.bufferType = buffer == "L1_SMALL" ? std::optional(BufferType::L1) : parseBufferType(buffer);
    const size_t spec = body.find("shard_spec=ShardSpec(");
    if (spec != std::string_view::npos) {
        const std::string_view shard = balanced(body, spec + std::string_view("shard_spec=ShardSpec").size());
        const size_t grid = shard.find("grid={");
        if (grid != std::string_view::npos)
            config.shardGrid = coreRanges(balanced(shard, grid + 5));
        const size_t shape = shard.find("shape={");
        if (shape != std::string_view::npos)
            config.shardShape = integers(balanced(shard, shape + 6));
        config.orientation = parseShardOrientation(enumValue(shard, "orientation="));
    }
    return config;
}

std::optional<RunMemoryConfig> outputConfigOf(std::string_view attributes)
{
    for (const char* key : { "'output_mem_config'", "'output_memory_config'", "'memory_config'" }) {
        const size_t at = attributes.find(key);
        if (at == std::string_view::npos)
            continue;
        // The value is the quoted text after the key; stop at the next key so that another key's config
        // is never read.
        std::string_view rest = attributes.substr(at + std::string_view(key).size());
        const size_t next = rest.find("'; '");
        if (next != std::string_view::npos)
            rest = rest.substr(0, next);
        if (auto config = parseMemoryConfigText(rest))
            return config;
    }
    return std::nullopt;
}

} // namespace tle
