// SPDX-License-Identifier: MIT
#include "mesh/gspmdsharding.h"

#include "mesh/placement.h"
#include "util/checked.h"
#include "util/textscanner.h"

#include <algorithm>
#include <set>

namespace tle {

namespace {

std::string joinInts(const std::vector<int64_t>& values)
{
    return formatShape(values, ",");
}

bool isPermutation(std::vector<int64_t> values, size_t size)
{
    std::ranges::sort(values);
    if (values.size() != size)
        return false;
    for (size_t i = 0; i < values.size(); ++i) {
        if (values[i] != int64_t(i))
            return false;
    }
    return true;
}

// "[2,4]": positive dims, as many as a tile assignment can have.
Shape parseDimList(TextScanner& c, std::string_view what)
{
    c.expect('[', fmt::format("to open {}", what));
    Shape dims;
    while (!c.consume(']')) {
        if (!dims.empty())
            c.expect(',', fmt::format("between the dims of {}", what));
        c.skipSpace();
        const int line = c.line();
        const int column = c.column();
        const int64_t d = c.signedInteger(fmt::format("a dim of {}", what));
        if (d < 1 || d > kMaxMeshDevices)
            throw Error(fmt::format("{}: dim {} must lie in [1, {}]", what, d, kMaxMeshDevices), line, column);
        dims.push_back(d);
        if (dims.size() > 32)
            c.fail(fmt::format("{} has more than 32 dims", what));
    }
    if (dims.empty())
        c.fail(fmt::format("{} is empty", what));
    return dims;
}

int64_t tileCount(const Shape& dims, const TextScanner& c, std::string_view what)
{
    int64_t count = 1;
    for (int64_t d : dims) {
        count = checkedMul(count, d, what);
        if (count > kMaxMeshDevices)
            c.fail(fmt::format("{} {} covers more than {} devices", what, formatList(dims), kMaxMeshDevices));
    }
    return count;
}

void parseIota(TextScanner& c, GspmdSharding& s, int64_t count)
{
    const int line = c.line();
    const int column = c.column();
    const Shape reshape = parseDimList(c, "the iota reshape");
    const int64_t total = tileCount(reshape, c, "the iota reshape");
    if (total != count)
        throw Error(fmt::format("the iota <={} has {} devices but devices={} has {} tiles", formatList(reshape), total,
                        formatList(s.tileShape), count),
            line, column);
    std::vector<int64_t> perm;
    if (c.peek() == 'T') {
        c.consume('T');
        c.expect('(', "after T");
        const int permColumn = c.column();
        while (!c.consume(')')) {
            if (!perm.empty())
                c.expect(',', "between the transpose dims");
            perm.push_back(c.signedInteger("a transpose dim"));
            if (perm.size() > reshape.size())
                break;
        }
        if (!isPermutation(perm, reshape.size()))
            throw Error(fmt::format("T({}) is not a permutation of the {} dims of the iota reshape {}", joinInts(perm),
                            reshape.size(), formatList(reshape)),
                c.line(), permColumn);
    }
    s.iotaReshape = reshape;
    s.iotaPermutation = perm;
    s.devices = iotaDevices(reshape, perm);
}

void parseExplicitDevices(TextScanner& c, GspmdSharding& s, int64_t count)
{
    std::set<int64_t> seen;
    do {
        c.skipSpace();
        const int line = c.line();
        const int column = c.column();
        const int64_t id = c.signedInteger("a device id");
        if (id < 0)
            throw Error(fmt::format("device id {} is negative", id), line, column);
        if (!seen.insert(id).second)
            throw Error(fmt::format("device id {} appears twice in the tile assignment", id), line, column);
        s.devices.push_back(id);
        if (int64_t(s.devices.size()) > count)
            throw Error(fmt::format("the tile assignment lists more than the {} devices of devices={}", count,
                            formatList(s.tileShape)),
                line, column);
    } while (c.consume(','));
    if (int64_t(s.devices.size()) != count)
        c.fail(fmt::format("the tile assignment lists {} devices but devices={} needs {}", s.devices.size(),
            formatList(s.tileShape), count));
}

// `metadata={...}` carries op names and source lines; it does not change the placement.
void skipBraces(TextScanner& c)
{
    if (c.peek() != '{')
        c.fail(fmt::format("expected '{{' to open the metadata, found {}", c.describeNext()));
    c.balanced("the metadata");
}

void parseTiled(TextScanner& c, GspmdSharding& s)
{
    s.kind = GspmdSharding::Kind::Tiled;
    c.expect('=', "after 'devices'");
    s.tileShape = parseDimList(c, "devices");
    const int64_t count = tileCount(s.tileShape, c, "devices");
    if (c.consume("<="))
        parseIota(c, s, count);
    else
        parseExplicitDevices(c, s, count);
    bool replicateSeen = false;
    while (c.peek() != '}' && !c.atEnd()) {
        c.skipSpace();
        const int line = c.line();
        const int column = c.column();
        if (c.consumeKeyword("last_tile_dim_replicate") || c.consumeKeyword("last_tile_dims")) {
            if (replicateSeen)
                throw Error("the replication dims are given twice", line, column);
            replicateSeen = true;
            if (c.consume('=')) {
                s.lastTileDimsList = true;
                c.expect('{', "to open last_tile_dims");
                do {
                    c.skipSpace();
                    const int typeColumn = c.column();
                    if (c.consumeKeyword("manual"))
                        throw Error("manual subgroups in last_tile_dims are not supported: part of such a tensor is "
                                    "already per-device data",
                            c.line(), typeColumn);
                    if (!c.consumeKeyword("replicated"))
                        c.fail(fmt::format("expected 'replicated' in last_tile_dims, found {}", c.describeNext()));
                    ++s.replicationDims;
                } while (c.consume(','));
                c.expect('}', "to close last_tile_dims");
            } else {
                s.replicationDims = 1;
            }
            if (s.replicationDims > int64_t(s.tileShape.size()))
                throw Error(fmt::format("{} replication dims but devices={} has only {} dims", s.replicationDims,
                                formatList(s.tileShape), s.tileShape.size()),
                    line, column);
        } else if (c.consumeKeyword("metadata")) {
            c.expect('=', "after 'metadata'");
            skipBraces(c);
        } else {
            c.fail(fmt::format(
                "expected last_tile_dim_replicate, last_tile_dims={{...}} or '}}', found {}", c.describeNext()));
        }
    }
}

} // namespace

std::vector<int64_t> iotaDevices(const Shape& reshape, const std::vector<int64_t>& permutation)
{
    const int64_t count = checkedProduct(reshape, "iota size");
    if (!permutation.empty() && !isPermutation(permutation, reshape.size()))
        throw Error(fmt::format("iota: T({}) is not a permutation of {} dims", joinInts(permutation), reshape.size()));
    std::vector<int64_t> devices(static_cast<size_t>(count));
    if (permutation.empty()) {
        for (int64_t i = 0; i < count; ++i)
            devices[size_t(i)] = i;
        return devices;
    }
    Shape transposed(reshape.size());
    for (size_t i = 0; i < reshape.size(); ++i)
        transposed[i] = reshape[size_t(permutation[i])];
    Shape index(reshape.size());
    Shape source(reshape.size());
    for (int64_t t = 0; t < count; ++t) {
        unravelRowMajor(t, transposed, index);
        for (size_t i = 0; i < reshape.size(); ++i)
            source[size_t(permutation[i])] = index[i];
        devices[size_t(t)] = rowMajorIndex(source, reshape);
    }
    return devices;
}

std::string GspmdSharding::toString() const
{
    switch (kind) {
    case Kind::Replicated:
        return "{replicated}";
    case Kind::Manual:
        return "{manual}";
    case Kind::Maximal:
        return fmt::format("{{maximal device={}}}", maximalDevice);
    case Kind::Tiled:
        break;
    }
    std::string out = fmt::format("{{devices=[{}]", joinInts(tileShape));
    if (iotaReshape) {
        out += fmt::format("<=[{}]", joinInts(*iotaReshape));
        if (!iotaPermutation.empty())
            out += fmt::format("T({})", joinInts(iotaPermutation));
    } else {
        out += joinInts(devices);
    }
    if (lastTileDimsList) {
        std::string types;
        for (int64_t i = 0; i < replicationDims; ++i)
            types += i ? ", replicated" : "replicated";
        out += fmt::format(" last_tile_dims={{{}}}", types);
    } else if (replicationDims == 1) {
        out += " last_tile_dim_replicate";
    }
    return out + "}";
}

GspmdSharding parseGspmdSharding(std::string_view text, std::string_view field)
{
    return withParseField(field, [&] {
        TextScanner c(text);
        GspmdSharding s;
        c.expect('{', "to open the sharding, as in {devices=[1,2]<=[2]}");
        if (c.peek() == '{')
            c.fail("tuple shardings ({{...}, {...}}) are not supported; give the sharding of one tensor");
        c.skipSpace();
        const int line = c.line();
        const int column = c.column();
        if (c.consumeKeyword("replicated")) {
            s.kind = GspmdSharding::Kind::Replicated;
        } else if (c.consumeKeyword("manual")) {
            s.kind = GspmdSharding::Kind::Manual;
        } else if (c.consumeKeyword("maximal")) {
            s.kind = GspmdSharding::Kind::Maximal;
            if (!c.consumeKeyword("device"))
                c.fail(fmt::format("expected 'device=N' after 'maximal', found {}", c.describeNext()));
            c.expect('=', "after 'device'");
            c.skipSpace();
            const int idColumn = c.column();
            s.maximalDevice = c.signedInteger("the maximal device id");
            if (s.maximalDevice < 0)
                throw Error(fmt::format("device id {} is negative", s.maximalDevice), c.line(), idColumn);
        } else if (c.consumeKeyword("devices")) {
            parseTiled(c, s);
        } else if (c.consumeKeyword("unknown")) {
            throw Error("an {unknown} sharding has not been decided yet; it places nothing", line, column);
        } else {
            c.fail(fmt::format(
                "expected replicated, manual, maximal device=N or devices=[...], found {}", c.describeNext()));
        }
        if (s.kind != GspmdSharding::Kind::Tiled && c.consumeKeyword("metadata")) {
            c.expect('=', "after 'metadata'");
            skipBraces(c);
        }
        c.expect('}', "to close the sharding");
        if (!c.atEnd())
            c.fail(fmt::format("unexpected {} after the sharding", c.describeNext()));
        return s;
    });
}

GspmdMeshShard gspmdMeshShard(const GspmdSharding& sharding)
{
    if (sharding.kind != GspmdSharding::Kind::Tiled)
        throw Error("gspmd: only a tiled sharding (devices=[...]) converts to a devices mesh_shard");
    GspmdMeshShard out;
    out.shardShape = sharding.tileShape;
    // tt-mlir drops the one trailing replication dim of last_tile_dim_replicate.
    if (sharding.replicationDims > 0)
        out.shardShape.resize(out.shardShape.size() - size_t(sharding.replicationDims));
    const Shape meshShape = sharding.iotaReshape ? *sharding.iotaReshape : Shape { int64_t(sharding.devices.size()) };
    bool reverse = meshShape.size() > 1;
    const int64_t total = checkedProduct(meshShape, "device count");
    const bool line = std::ranges::find(sharding.tileShape, total) != sharding.tileShape.end();
    if (reverse) {
        out.mesh = meshShape;
    } else if (line) {
        out.mesh = { 1, total };
    } else {
        for (int64_t t : sharding.tileShape) {
            if (t != 1)
                out.mesh.push_back(t);
        }
        // An explicit list whose first two ids are not consecutive runs down the columns first.
        if (!sharding.iotaReshape && sharding.devices.size() > 1 && sharding.devices[0] + 1 != sharding.devices[1]) {
            std::reverse(out.mesh.begin(), out.mesh.end());
            reverse = true;
        }
    }
    if (out.mesh.size() != 2)
        throw Error(fmt::format("gspmd: tt-mlir converts shardings onto a 2-D mesh only; {} gives the mesh {}",
            sharding.toString(), formatList(out.mesh)));
    out.shardDims = { -1, -1 };
    size_t axis = line ? 1 : 0;
    for (size_t d = 0; d < out.shardShape.size(); ++d) {
        if (out.shardShape[d] == 1)
            continue;
        const size_t k = reverse ? 1 - std::min<size_t>(axis, 1) : axis;
        if (axis > 1 || out.shardShape[d] != out.mesh[k])
            throw Error(fmt::format("gspmd: tensor dim {} is split {} ways, which matches no axis of the mesh {} "
                                    "that tt-mlir derives",
                d, out.shardShape[d], formatList(out.mesh)));
        out.shardDims[k] = int64_t(d);
        ++axis;
    }
    return out;
}

} // namespace tle
