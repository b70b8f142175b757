// SPDX-License-Identifier: MIT
#include "mesh/placement.h"

#include "util/checked.h"
#include "util/textscanner.h"

#include <algorithm>

namespace tle {

namespace {

// The parsers read a lower-cased copy: same offsets, so columns stay those of the original text.
std::string lowerCopy(std::string_view text)
{
    std::string out(text);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    }
    return out;
}

std::string_view stripPrefix(std::string_view id, std::string_view prefix)
{
    return id.starts_with(prefix) ? id.substr(prefix.size()) : id;
}

int64_t normaliseDim(int64_t dim, int64_t rank, int line, int column, std::string_view what)
{
    if (rank == 0)
        throw Error(fmt::format("{} {}: a rank-0 tensor has no dims to shard", what, dim), line, column);
    if (dim < -rank || dim >= rank)
        throw Error(fmt::format("{} {} is out of range for a rank-{} tensor (valid: {} to {})", what, dim, rank, -rank,
                        rank - 1),
            line, column);
    return dim < 0 ? dim + rank : dim;
}

Placement parseOnePlacement(TextScanner& c, int64_t rank)
{
    c.skipSpace();
    const int line = c.line();
    const int column = c.column();
    const std::string_view id = stripPrefix(stripPrefix(c.identifier(), "ttnn."), "placement");
    if (id == "replicate") {
        if (c.consume('('))
            c.expect(')', "after 'replicate('");
        return Placement::replicate();
    }
    if (id == "shard") {
        c.expect('(', "after 'shard'");
        if (c.consumeKeyword("dim"))
            c.expect('=', "after 'dim'");
        c.skipSpace();
        const int dimLine = c.line();
        const int dimColumn = c.column();
        const int64_t dim = c.signedInteger("the shard dim");
        c.expect(')', "after the shard dim");
        return Placement::shard(normaliseDim(dim, rank, dimLine, dimColumn, "shard dim"));
    }
    if (id.empty())
        c.fail(fmt::format("expected 'replicate' or 'shard(DIM)', found {}", c.describeNext()));
    throw Error(fmt::format("unknown placement '{}' (expected 'replicate' or 'shard(DIM)')", id), line, column);
}

// One argument of a legacy mapper call: `name=value` or a positional value.
struct MapperArg
{
    enum class Kind
    {
        Int,
        None,
        List,
        Ident,
    };

    std::string keyword;
    Kind kind = Kind::Int;
    int64_t value = 0;
    std::vector<std::optional<int64_t>> list;
    std::vector<int> listColumns;
    int line = 1;
    int column = 1; // of the value
    int keywordColumn = 1; // of `name=`, or of the value when positional
};

MapperArg parseMapperValue(TextScanner& c)
{
    MapperArg arg;
    c.skipSpace();
    arg.line = c.line();
    arg.column = c.column();
    const char open = c.peek();
    if (open == '[' || open == '(') {
        c.consume(open);
        const char close = open == '[' ? ']' : ')';
        arg.kind = MapperArg::Kind::List;
        while (!c.consume(close)) {
            if (!arg.list.empty())
                c.expect(',', "between list items");
            c.skipSpace();
            arg.listColumns.push_back(c.column());
            if (c.consumeKeyword("none"))
                arg.list.push_back(std::nullopt);
            else
                arg.list.push_back(c.signedInteger("a dim or None"));
            if (arg.list.size() > 8)
                c.fail("too many list items");
        }
        return arg;
    }
    if (c.consumeKeyword("none")) {
        arg.kind = MapperArg::Kind::None;
        return arg;
    }
    if (!c.identifier().empty()) {
        arg.kind = MapperArg::Kind::Ident;
        return arg;
    }
    arg.value = c.signedInteger("an argument");
    return arg;
}

std::vector<MapperArg> parseMapperArgs(TextScanner& c)
{
    std::vector<MapperArg> args;
    if (!c.consume('('))
        return args;
    while (!c.consume(')')) {
        if (!args.empty())
            c.expect(',', "between arguments");
        c.skipSpace();
        const int line = c.line();
        const int column = c.column();
        const std::string_view word = c.identifier();
        MapperArg arg;
        if (word.empty()) {
            arg = parseMapperValue(c);
            arg.keywordColumn = arg.column;
        } else if (c.consume('=')) {
            arg = parseMapperValue(c);
            arg.keyword = std::string(word);
            arg.keywordColumn = column;
        } else {
            arg.kind = word == "none" ? MapperArg::Kind::None : MapperArg::Kind::Ident;
            arg.line = line;
            arg.column = column;
            arg.keywordColumn = column;
        }
        args.push_back(std::move(arg));
        if (args.size() > 8)
            c.fail("too many arguments");
    }
    return args;
}

std::string_view mapperName(LegacyMapper::Kind kind)
{
    switch (kind) {
    case LegacyMapper::Kind::ReplicateTensorToMesh:
        return "ReplicateTensorToMesh";
    case LegacyMapper::Kind::ShardTensorToMesh:
        return "ShardTensorToMesh";
    case LegacyMapper::Kind::ShardTensor2dMesh:
        break;
    }
    return "ShardTensor2dMesh";
}

int64_t legacyDim(int64_t dim, int64_t rank, int line, int column, std::string_view mapper)
{
    if (dim < 0)
        throw Error(
            fmt::format("{}: dim {} is negative; that mapper's chunk() accepted only 0 <= dim < {}", mapper, dim, rank),
            line, column);
    return normaliseDim(dim, rank, line, column, fmt::format("{} dim", mapper));
}

void applyShard2dArg(LegacyMapper& mapper, const MapperArg& arg, bool dims, int64_t rank)
{
    const std::string_view name = dims ? "dims" : "mesh_shape";
    if (arg.kind != MapperArg::Kind::List || arg.list.size() != 2)
        throw Error(fmt::format("ShardTensor2dMesh: {} must be a list of two entries, like [None, 3]", name), arg.line,
            arg.column);
    if (dims) {
        std::optional<int64_t>* targets[2] = { &mapper.rowDim, &mapper.colDim };
        for (size_t i = 0; i < 2; ++i) {
            if (arg.list[i])
                *targets[i] = legacyDim(*arg.list[i], rank, arg.line, arg.listColumns[i], "ShardTensor2dMesh");
        }
        if (!mapper.rowDim && !mapper.colDim)
            throw Error("ShardTensor2dMesh: dims=[None, None] shards nothing; the mapper required at least one "
                        "dim to shard (use ReplicateTensorToMesh)",
                arg.line, arg.column);
        return;
    }
    Shape shape;
    for (size_t i = 0; i < 2; ++i) {
        if (!arg.list[i] || *arg.list[i] < 1)
            throw Error(
                "ShardTensor2dMesh: mesh_shape entries must be positive integers", arg.line, arg.listColumns[i]);
        shape.push_back(*arg.list[i]);
    }
    mapper.meshShape = shape;
}

LegacyMapper mapperFromArgs(
    LegacyMapper::Kind kind, const std::vector<MapperArg>& args, int64_t rank, const TextScanner& c)
{
    LegacyMapper mapper;
    mapper.kind = kind;
    bool haveDim = false;
    bool haveDims = false;
    int positionalLists = 0;
    for (const MapperArg& arg : args) {
        const bool deviceArg = arg.kind == MapperArg::Kind::Ident
            && (arg.keyword.empty() || arg.keyword == "mesh_device" || arg.keyword == "device");
        if (deviceArg)
            continue;
        if (kind == LegacyMapper::Kind::ShardTensorToMesh && arg.kind == MapperArg::Kind::Int
            && (arg.keyword.empty() || arg.keyword == "dim") && !haveDim) {
            mapper.dim = legacyDim(arg.value, rank, arg.line, arg.column, "ShardTensorToMesh");
            haveDim = true;
            continue;
        }
        if (kind == LegacyMapper::Kind::ShardTensor2dMesh) {
            // Python's positional order is (mesh_device, mesh_shape, dims).
            const bool dims = arg.keyword == "dims" || (arg.keyword.empty() && positionalLists == 1);
            const bool meshShape = arg.keyword == "mesh_shape" || (arg.keyword.empty() && positionalLists == 0);
            if ((dims && !haveDims) || (meshShape && !mapper.meshShape)) {
                applyShard2dArg(mapper, arg, dims, rank);
                haveDims = haveDims || dims;
                if (arg.keyword.empty())
                    ++positionalLists;
                continue;
            }
        }
        const std::string what
            = arg.keyword.empty() ? std::string("positional argument") : fmt::format("argument '{}'", arg.keyword);
        throw Error(fmt::format("unexpected {} for {}", what, mapperName(kind)), arg.line, arg.keywordColumn);
    }
    if (kind == LegacyMapper::Kind::ShardTensorToMesh && !haveDim)
        c.fail("ShardTensorToMesh needs the tensor dim to shard, e.g. ShardTensorToMesh(dim=3)");
    if (kind == LegacyMapper::Kind::ShardTensor2dMesh && !haveDims)
        c.fail("ShardTensor2dMesh needs dims=[A, B] (None for replicate)");
    return mapper;
}

std::string dimOrNone(const std::optional<int64_t>& dim)
{
    return dim ? std::to_string(*dim) : "None";
}

} // namespace

void validateMeshShape(std::span<const int64_t> mesh, std::string_view field)
{
    if (mesh.empty())
        throw Error(fmt::format("{}: a mesh needs at least one dim, like 2x4", field));
    validateShape(mesh, field, 1);
    int64_t devices = 1;
    for (int64_t d : mesh) {
        devices = checkedMul(devices, d, fmt::format("{} device count", field));
        if (devices > kMaxMeshDevices)
            throw Error(fmt::format("{}: {} has more than {} devices", field, formatShape(mesh), kMaxMeshDevices));
    }
}

std::string toString(const Placement& placement)
{
    return placement.isShard() ? fmt::format("shard({})", placement.dim) : std::string("replicate");
}

std::string formatPlacements(std::span<const Placement> placements)
{
    std::string out = "[";
    for (size_t i = 0; i < placements.size(); ++i) {
        if (i)
            out += ", ";
        out += toString(placements[i]);
    }
    return out + "]";
}

std::vector<Placement> parsePlacements(std::string_view text, int64_t tensorRank, std::string_view field)
{
    const std::string lower = lowerCopy(text);
    return withParseField(field, [&] {
        TextScanner c(lower);
        const bool bracket = c.consume('[');
        std::vector<Placement> placements;
        if (c.atEnd() || (bracket && c.peek() == ']'))
            c.fail("expected a list of placements such as 'replicate, shard(3)'");
        do {
            placements.push_back(parseOnePlacement(c, tensorRank));
            if (placements.size() > 64)
                c.fail("more than 64 placements");
        } while (c.consume(','));
        if (bracket)
            c.expect(']', "to close the placement list");
        if (!c.atEnd())
            c.fail(fmt::format("unexpected {} after the placements (separate them with ',')", c.describeNext()));
        return placements;
    });
}

std::string LegacyMapper::toString() const
{
    switch (kind) {
    case Kind::ReplicateTensorToMesh:
        return "ReplicateTensorToMesh";
    case Kind::ShardTensorToMesh:
        return fmt::format("ShardTensorToMesh(dim={})", dim);
    case Kind::ShardTensor2dMesh:
        break;
    }
    std::string out = fmt::format("ShardTensor2dMesh(dims=[{}, {}]", dimOrNone(rowDim), dimOrNone(colDim));
    if (meshShape)
        out += fmt::format(", mesh_shape={}", formatList(*meshShape));
    return out + ")";
}

LegacyMapper parseLegacyMapper(std::string_view text, int64_t tensorRank, std::string_view field)
{
    const std::string lower = lowerCopy(text);
    return withParseField(field, [&] {
        TextScanner c(lower);
        c.skipSpace();
        const int column = c.column();
        const size_t start = c.offset();
        const std::string_view id = stripPrefix(c.identifier(), "ttnn.");
        LegacyMapper::Kind kind {};
        if (id == "replicatetensortomesh")
            kind = LegacyMapper::Kind::ReplicateTensorToMesh;
        else if (id == "shardtensortomesh")
            kind = LegacyMapper::Kind::ShardTensorToMesh;
        else if (id == "shardtensor2dmesh" || id == "shardtensorto2dmesh")
            kind = LegacyMapper::Kind::ShardTensor2dMesh;
        else if (id.empty())
            c.fail(fmt::format("expected a mapper name, found {}", c.describeNext()));
        else
            throw Error(fmt::format("unknown mapper '{}' (expected ReplicateTensorToMesh, ShardTensorToMesh(dim=D) "
                                    "or ShardTensor2dMesh(dims=[A, B]))",
                            text.substr(start, c.offset() - start)),
                1, column);
        const std::vector<MapperArg> args = parseMapperArgs(c);
        if (!c.atEnd())
            c.fail(fmt::format("unexpected {} after the mapper", c.describeNext()));
        return mapperFromArgs(kind, args, tensorRank, c);
    });
}

std::vector<Placement> legacyMapperPlacements(const LegacyMapper& mapper, std::span<const int64_t> mesh)
{
    std::vector<Placement> placements(mesh.size(), Placement::replicate());
    switch (mapper.kind) {
    case LegacyMapper::Kind::ReplicateTensorToMesh:
        return placements;
    case LegacyMapper::Kind::ShardTensorToMesh: {
        bool any = false;
        for (size_t i = 0; i < mesh.size(); ++i) {
            if (mesh[i] > 1) {
                placements[i] = Placement::shard(mapper.dim);
                any = true;
            }
        }
        if (!any && !placements.empty())
            placements.back() = Placement::shard(mapper.dim);
        return placements;
    }
    case LegacyMapper::Kind::ShardTensor2dMesh:
        break;
    }
    if (mesh.size() != 2)
        throw Error(
            fmt::format("mapper: ShardTensor2dMesh needs a 2-D mesh (rows x columns), got {}", formatShape(mesh)));
    if (mapper.meshShape && !std::ranges::equal(*mapper.meshShape, mesh))
        throw Error(fmt::format("mapper: ShardTensor2dMesh mesh_shape={} does not match the mesh {}",
            formatList(*mapper.meshShape), formatShape(mesh)));
    if (mapper.rowDim)
        placements[0] = Placement::shard(*mapper.rowDim);
    if (mapper.colDim)
        placements[1] = Placement::shard(*mapper.colDim);
    return placements;
}

SliceRange chunkRange(int64_t size, int64_t chunks, int64_t index)
{
    const int64_t chunk = ceilDiv(size, chunks);
    const int64_t start = std::min(checkedMul(chunk, index, "chunk start"), size);
    return { start, std::min(checkedAdd(start, chunk, "chunk stop"), size) };
}

int64_t producedChunks(int64_t size, int64_t chunks)
{
    const int64_t chunk = ceilDiv(size, chunks);
    return chunk == 0 ? 0 : ceilDiv(size, chunk);
}

ChunkAssignment placementChunks(
    std::span<const int64_t> tensor, std::span<const int64_t> mesh, std::span<const Placement> placements)
{
    if (placements.size() != mesh.size())
        throw Error(fmt::format("placements: {} given for the {}-D mesh {}; give one per mesh dim", placements.size(),
            mesh.size(), formatShape(mesh)));
    const int64_t rank = int64_t(tensor.size());
    ChunkAssignment out;
    out.chunkCounts.assign(tensor.size(), 1);
    for (size_t i = 0; i < mesh.size(); ++i) {
        const Placement& p = placements[i];
        if (!p.isShard())
            continue;
        if (p.dim < 0 || p.dim >= rank)
            throw Error(fmt::format(
                "placements: shard dim {} on mesh dim {} is out of range for a rank-{} tensor", p.dim, i, rank));
        out.chunkCounts[size_t(p.dim)] = checkedMul(out.chunkCounts[size_t(p.dim)], mesh[i], "chunk count");
    }
    const int64_t devices = checkedProduct(mesh, "device count");
    Shape coord(mesh.size());
    out.deviceChunks.reserve(size_t(devices));
    for (int64_t device = 0; device < devices; ++device) {
        unravelRowMajor(device, mesh, coord);
        Shape chunk(tensor.size(), 0);
        for (size_t i = 0; i < mesh.size(); ++i) {
            if (placements[i].isShard()) {
                int64_t& index = chunk[size_t(placements[i].dim)];
                index = index * mesh[i] + coord[i];
            }
        }
        out.deviceChunks.push_back(std::move(chunk));
    }
    return out;
}

Slices chunkSlices(std::span<const int64_t> tensor, std::span<const int64_t> counts, std::span<const int64_t> chunk)
{
    Slices slices;
    slices.reserve(tensor.size());
    for (size_t d = 0; d < tensor.size(); ++d)
        slices.push_back(chunkRange(tensor[d], counts[d], chunk[d]));
    return slices;
}

} // namespace tle
