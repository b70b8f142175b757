// SPDX-License-Identifier: MIT
#include "mesh/meshshard.h"

#include "mesh/placement.h"
#include "util/textscanner.h"

#include <optional>

namespace tle {

namespace {

// "array<i64: 0, 1>" or "[0, 1]".
std::vector<int64_t> parseIntArray(TextScanner& c, std::string_view what)
{
    char close = ']';
    if (c.consumeKeyword("array")) {
        c.expect('<', fmt::format("after 'array' in {}", what));
        if (!c.consumeKeyword("i64"))
            c.fail(fmt::format("expected 'i64' in {}, found {}", what, c.describeNext()));
        close = '>';
        if (c.peek() == '>') {
            c.consume('>');
            return {};
        }
        c.expect(':', fmt::format("after 'i64' in {}", what));
    } else {
        c.expect('[', fmt::format("to open {}", what));
    }
    std::vector<int64_t> values;
    while (!c.consume(close)) {
        if (!values.empty())
            c.expect(',', fmt::format("between the values of {}", what));
        values.push_back(c.signedInteger(fmt::format("a value of {}", what)));
        if (values.size() > 64)
            c.fail(fmt::format("{} has more than 64 values", what));
    }
    return values;
}

// "#ttcore.shard_type<devices>", "#tt.shard_type<devices>" or "devices".
std::string parseEnumValue(TextScanner& c, std::string_view enumName)
{
    if (c.consume('#')) {
        const std::string_view id = c.identifier();
        if (!id.ends_with(enumName))
            c.fail(fmt::format("expected #ttcore.{}<...>, found '#{}'", enumName, id));
        c.expect('<', fmt::format("after #{}", id));
        std::string value(c.identifier());
        c.expect('>', fmt::format("to close #{}", id));
        return value;
    }
    return std::string(c.identifier());
}

MeshShard::Type parseType(TextScanner& c)
{
    c.skipSpace();
    const int line = c.line();
    const int column = c.column();
    const std::string value = parseEnumValue(c, "shard_type");
    if (value == "replicate")
        return MeshShard::Type::Replicate;
    if (value == "devices")
        return MeshShard::Type::Devices;
    if (value == "maximal")
        return MeshShard::Type::Maximal;
    if (value == "manual" || value == "identity")
        return MeshShard::Type::Manual;
    throw Error(
        fmt::format("unknown shard_type '{}' (expected replicate, devices, maximal or manual)", value), line, column);
}

} // namespace

std::string_view toString(MeshShard::Type type)
{
    switch (type) {
    case MeshShard::Type::Replicate:
        return "replicate";
    case MeshShard::Type::Devices:
        return "devices";
    case MeshShard::Type::Maximal:
        return "maximal";
    case MeshShard::Type::Manual:
        return "manual";
    }
    return "replicate";
}

std::string MeshShard::toString() const
{
    return fmt::format("shard_type = {}, shard_dims = {}, shard_shape = {}", tle::toString(type), formatList(shardDims),
        formatList(shardShape));
}

std::string MeshShard::toMlir() const
{
    return fmt::format("shard_dims = array<i64: {}>, shard_direction = #ttcore.shard_direction<full_to_shard>, "
                       "shard_shape = array<i64: {}>, shard_type = #ttcore.shard_type<{}>",
        formatShape(shardDims, ", "), formatShape(shardShape, ", "), tle::toString(type));
}

MeshShard parseMeshShard(std::string_view text, std::string_view field)
{
    return withParseField(field, [&] {
        TextScanner c(text);
        const bool wrapped = c.consume("<{");
        const bool braced = !wrapped && c.consume('{');
        std::optional<MeshShard::Type> type;
        std::optional<std::vector<int64_t>> dims;
        std::optional<std::vector<int64_t>> shape;
        while (!c.atEnd() && c.peek() != '}') {
            c.skipSpace();
            const int line = c.line();
            const int column = c.column();
            const std::string key(c.identifier());
            if (key.empty())
                c.fail(fmt::format("expected shard_type, shard_dims or shard_shape, found {}", c.describeNext()));
            if (!c.consume('=') && !c.consume(':'))
                c.fail(fmt::format("expected '=' after '{}', found {}", key, c.describeNext()));
            const bool repeated
                = (key == "shard_type" && type) || (key == "shard_dims" && dims) || (key == "shard_shape" && shape);
            if (repeated)
                throw Error(fmt::format("'{}' is given twice", key), line, column);
            if (key == "shard_type") {
                type = parseType(c);
            } else if (key == "shard_dims") {
                dims = parseIntArray(c, "shard_dims");
            } else if (key == "shard_shape") {
                shape = parseIntArray(c, "shard_shape");
            } else if (key == "shard_direction") {
                const std::string direction = parseEnumValue(c, "shard_direction");
                if (direction != "full_to_shard" && direction != "shard_to_full")
                    throw Error(fmt::format("unknown shard_direction '{}'", direction), line, column);
            } else {
                throw Error(fmt::format("unknown attribute '{}'", key), line, column);
            }
            c.consume(',');
        }
        if (wrapped)
            c.expect("}>", "to close the attributes");
        else if (braced)
            c.expect('}', "to close the attributes");
        if (!c.atEnd())
            c.fail(fmt::format("unexpected {} after the attributes", c.describeNext()));
        if (!type)
            c.fail("shard_type is missing");
        MeshShard shard;
        shard.type = *type;
        if (dims)
            shard.shardDims = *dims;
        if (shape)
            shard.shardShape = *shape;
        if (shard.type == MeshShard::Type::Devices && (!dims || !shape))
            c.fail("a devices mesh_shard needs both shard_dims and shard_shape");
        return shard;
    });
}

} // namespace tle
