// SPDX-License-Identifier: MIT
#include "mesh/shardedbufferconfig.h"

#include "util/checked.h"

#include <algorithm>

namespace tle {

namespace {

// A device's block of the flattened buffer: x in [x0, x1), rows y in [y0, y1).
struct Block
{
    int64_t x0 = 0;
    int64_t x1 = 0;
    int64_t y0 = 0;
    int64_t y1 = 0;

    bool operator==(const Block&) const = default;
};
using DeviceBlocks = std::vector<std::optional<Block>>;

struct MeshGrid
{
    int64_t rows = 1;
    int64_t cols = 1;
};

std::string formatExtent(BufferExtent e)
{
    return fmt::format("(x = {}, y = {})", e.x, e.y);
}

std::string formatBlock(const std::optional<Block>& b)
{
    if (!b)
        return "nothing";
    return fmt::format("x [{}, {}) y [{}, {})", b->x0, b->x1, b->y0, b->y1);
}

BufferExtent flatten(std::span<const int64_t> tensor)
{
    if (tensor.empty())
        return { 1, 1 };
    return { tensor.back(), checkedProduct(tensor.first(tensor.size() - 1), "flattened height") };
}

int64_t product(std::span<const int64_t> dims)
{
    return checkedProduct(dims, "flattened height");
}

// The device's data as a block of the 2-D buffer; `contiguous` turns false when its rows are not one run
// (N-D sharding).
std::optional<Block> deviceBlock(std::span<const int64_t> tensor, const Slices& slices, bool& contiguous)
{
    for (const SliceRange& s : slices) {
        if (s.size() == 0)
            return std::nullopt;
    }
    if (tensor.empty())
        return Block { 0, 1, 0, 1 };
    const size_t r = tensor.size();
    Block b { slices[r - 1].start, slices[r - 1].stop, 0, 1 };
    if (r == 1)
        return b;
    size_t first = r - 1;
    for (size_t i = 0; i + 1 < r; ++i) {
        if (slices[i].size() != 1) {
            first = i;
            break;
        }
    }
    for (size_t i = first + 1; i + 1 < r; ++i) {
        if (slices[i].start != 0 || slices[i].stop != tensor[i])
            contiguous = false;
    }
    Shape starts;
    int64_t rows = 1;
    for (size_t i = 0; i + 1 < r; ++i) {
        starts.push_back(slices[i].start);
        rows = checkedMul(rows, slices[i].size(), "rows");
    }
    b.y0 = rowMajorIndex(starts, tensor.first(r - 1));
    b.y1 = b.y0 + rows;
    return b;
}

// The writes of TT-Mesh as seed 004 describes them: shards read row-major from the 2-D buffer, placed
// along a mesh row (ROW_MAJOR) or column (COL_MAJOR), replicated across the other direction when one
// shard extent is 0. Returns nullopt when the shards do not fit on the mesh.
std::optional<DeviceBlocks> simulate(const ShardedBufferConfig& config, MeshGrid grid)
{
    const BufferExtent global = config.globalBufferShape;
    const BufferExtent shard = config.deviceShardShape();
    if (global.x % shard.x != 0 || global.y % shard.y != 0)
        return std::nullopt;
    const int64_t nx = global.x / shard.x;
    const int64_t ny = global.y / shard.y;
    const bool rowMajor = config.orientation == ShardOrientation::RowMajor;
    const int zeros = (config.shardShape.x == 0) + (config.shardShape.y == 0);
    DeviceBlocks blocks(size_t(grid.rows * grid.cols));
    for (int64_t k = 0; k < nx * ny; ++k) {
        const int64_t ix = k % nx;
        const int64_t iy = k / nx;
        const Block block { ix * shard.x, (ix + 1) * shard.x, iy * shard.y, (iy + 1) * shard.y };
        std::vector<std::pair<int64_t, int64_t>> targets;
        if (zeros == 2) {
            for (int64_t r = 0; r < grid.rows; ++r)
                for (int64_t c = 0; c < grid.cols; ++c)
                    targets.emplace_back(r, c);
        } else if (zeros == 1) {
            if (k >= (rowMajor ? grid.cols : grid.rows))
                return std::nullopt;
            for (int64_t i = 0; i < (rowMajor ? grid.rows : grid.cols); ++i)
                targets.push_back(rowMajor ? std::pair(i, k) : std::pair(k, i));
        } else {
            if (k >= grid.rows * grid.cols)
                return std::nullopt;
            targets.push_back(
                rowMajor ? std::pair(k / grid.cols, k % grid.cols) : std::pair(k % grid.rows, k / grid.rows));
        }
        for (auto [r, c] : targets)
            blocks[size_t(r * grid.cols + c)] = block;
    }
    return blocks;
}

std::vector<int64_t> splitDims(const Shape& counts)
{
    std::vector<int64_t> dims;
    for (size_t d = 0; d < counts.size(); ++d) {
        if (counts[d] > 1)
            dims.push_back(int64_t(d));
    }
    return dims;
}

// A split of dim d keeps each device's rows contiguous when d is the innermost dim or every dim outside
// it is 1 (seed 004: batch and x always, z only when batch is 1, y only when batch and z are 1).
bool foldsContiguously(std::span<const int64_t> tensor, int64_t d)
{
    return d == int64_t(tensor.size()) - 1 || product(tensor.first(size_t(d))) == 1;
}

std::vector<int64_t> replicatedDims(const ShardedBufferConfig& config, std::span<const int64_t> mesh)
{
    std::vector<int64_t> dims;
    const bool zx = config.shardShape.x == 0;
    const bool zy = config.shardShape.y == 0;
    if (!zx && !zy)
        return dims;
    // For a 1-D mesh the only mesh dim is the columns of the rows x columns view.
    const int64_t rowDim = mesh.size() == 2 ? 0 : -1;
    const int64_t colDim = mesh.size() == 2 ? 1 : 0;
    for (int64_t dim : { rowDim, colDim }) {
        if (dim < 0 || mesh[size_t(dim)] == 1)
            continue;
        const bool across
            = (zx && zy) || (config.orientation == ShardOrientation::RowMajor ? dim == rowDim : dim == colDim);
        if (across)
            dims.push_back(dim);
    }
    return dims;
}

std::string coordText(int64_t device, std::span<const int64_t> mesh)
{
    Shape coord(mesh.size());
    unravelRowMajor(device, mesh, coord);
    return fmt::format("({})", formatShape(coord, ", "));
}

// Whether a lowering that fails on an N-D split also works out the transpose that would make it lower.
enum class Advice
{
    Give,
    Skip
};

BufferLowering lower(std::span<const int64_t> tensor, std::span<const int64_t> mesh, const ChunkAssignment& chunks,
    const std::optional<std::vector<Placement>>& placements, int64_t elementBytes, Advice advice);

TransposeAdvice advise(std::span<const int64_t> tensor, std::span<const int64_t> mesh, const ChunkAssignment& chunks,
    const std::optional<std::vector<Placement>>& placements, std::vector<int64_t> split, int64_t elementBytes)
{
    const int64_t rank = int64_t(tensor.size());
    if (placements) {
        // Order the split dims by the first mesh dim that splits them: rows go to y, columns to x.
        auto firstMeshDim = [&](int64_t d) {
            for (size_t i = 0; i < placements->size(); ++i) {
                if ((*placements)[i].isShard() && (*placements)[i].dim == d && mesh[i] > 1)
                    return int64_t(i);
            }
            return int64_t(mesh.size());
        };
        std::ranges::stable_sort(split, {}, firstMeshDim);
    }
    int64_t front = split[0];
    std::optional<int64_t> back;
    if (split.size() == 2) {
        if (split[1] == rank - 1) {
            front = split[0];
        } else if (split[0] == rank - 1) {
            front = split[1];
        } else {
            back = split[1];
        }
    }
    TransposeAdvice advice;
    advice.permutation.push_back(front);
    for (int64_t d = 0; d < rank; ++d) {
        if (d != front && d != back)
            advice.permutation.push_back(d);
    }
    if (back)
        advice.permutation.push_back(*back);
    Shape position(static_cast<size_t>(rank));
    ChunkAssignment permuted;
    for (size_t i = 0; i < advice.permutation.size(); ++i) {
        const size_t from = size_t(advice.permutation[i]);
        position[from] = int64_t(i);
        advice.shape.push_back(tensor[from]);
        permuted.chunkCounts.push_back(chunks.chunkCounts[from]);
    }
    for (const Shape& chunk : chunks.deviceChunks) {
        Shape moved;
        for (int64_t from : advice.permutation)
            moved.push_back(chunk[size_t(from)]);
        permuted.deviceChunks.push_back(std::move(moved));
    }
    if (placements) {
        std::vector<Placement> moved = *placements;
        for (Placement& p : moved) {
            if (p.isShard())
                p.dim = position[size_t(p.dim)];
        }
        advice.placements = moved;
    }
    const BufferLowering then = lower(advice.shape, mesh, permuted, advice.placements, elementBytes, Advice::Skip);
    advice.config = then.config;
    advice.stillUnsupported = then.unsupported;
    return advice;
}

std::string ndReason(std::span<const int64_t> tensor, const std::vector<int64_t>& split)
{
    const int64_t rank = int64_t(tensor.size());
    std::vector<int64_t> ySplit;
    for (int64_t d : split) {
        if (d != rank - 1)
            ySplit.push_back(d);
    }
    const std::string flat = fmt::format("the tensor {} is flattened to 2-D with x = dim {} and y = dims 0 to {}",
        formatShape(tensor), rank - 1, rank - 2);
    for (int64_t d : ySplit) {
        if (!foldsContiguously(tensor, d)) {
            return fmt::format("N-D sharding is not supported: {}, so splitting dim {} (size {}) while the outer "
                               "dims {} are not all 1 gives each device rows that are not contiguous; TT-Mesh shards "
                               "only the outermost dim, the innermost dim, or an inner dim whose outer dims are 1",
                flat, d, tensor[size_t(d)], formatList(tensor.first(size_t(d))));
        }
    }
    return fmt::format("N-D sharding is not supported: {}, and dims {} both fold into y, which only one split can "
                       "use",
        flat, formatList(ySplit));
}

// The shard of the flattened buffer that the split dims give, or why they do not tile it evenly.
struct ShardExtent
{
    BufferExtent shard;
    bool splitX = false;
    bool splitY = false;
};

std::optional<ShardExtent> shardExtent(
    std::span<const int64_t> tensor, const ChunkAssignment& chunks, std::span<const int64_t> split, std::string& why)
{
    const int64_t rank = int64_t(tensor.size());
    ShardExtent extent;
    for (int64_t d : split) {
        const int64_t n = tensor[size_t(d)];
        const int64_t k = chunks.chunkCounts[size_t(d)];
        const int64_t c = ceilDiv(n, k);
        if (n % c != 0) {
            why = fmt::format("tensor dim {} (size {}) splits unevenly into {} chunks ({} each, the last {}) when "
                              "split {} ways; the sharded buffer config needs the global buffer to be a multiple of "
                              "the shard shape",
                d, n, producedChunks(n, k), c, n % c, k);
            return std::nullopt;
        }
        if (d == rank - 1) {
            extent.splitX = true;
            extent.shard.x = c;
        } else {
            extent.splitY = true;
            extent.shard.y
                = checkedMul(c, product(tensor.subspan(size_t(d) + 1, size_t(rank - 2 - d))), "shard height");
        }
    }
    return extent;
}

// Why a config's simulated writes are not the expected device blocks.
std::string mismatchText(const ShardedBufferConfig& config, const std::optional<DeviceBlocks>& written,
    const DeviceBlocks& expected, std::span<const int64_t> mesh)
{
    if (!written)
        return fmt::format("shard shape {} written {} has more shards than the mesh {} can take",
            formatExtent(config.shardShape), bufferOrientationName(config.orientation), formatShape(mesh));
    for (size_t i = 0; i < expected.size(); ++i) {
        if ((*written)[i] != expected[i])
            return fmt::format("shard shape {} written {} would give device {} {}, but it holds {}",
                formatExtent(config.shardShape), bufferOrientationName(config.orientation), coordText(int64_t(i), mesh),
                formatBlock((*written)[i]), formatBlock(expected[i]));
    }
    return {};
}

// The first config whose simulated writes give `expected`, preferring replication (shard dim 0) for unsplit
// axes, then ROW_MAJOR, as the seed's examples do; else the first mismatch in `why`.
std::optional<ShardedBufferConfig> findConfig(ShardedBufferConfig config, const ShardExtent& extent,
    std::span<const int64_t> mesh, const DeviceBlocks& expected, std::string& why)
{
    const BufferExtent global = config.globalBufferShape;
    const MeshGrid grid = mesh.size() == 2 ? MeshGrid { mesh[0], mesh[1] } : MeshGrid { 1, mesh[0] };
    const std::vector<int64_t> xs
        = extent.splitX ? std::vector<int64_t> { extent.shard.x } : std::vector<int64_t> { 0, global.x };
    const std::vector<int64_t> ys
        = extent.splitY ? std::vector<int64_t> { extent.shard.y } : std::vector<int64_t> { 0, global.y };
    for (int full = 0; full <= 2; ++full) {
        for (ShardOrientation o : { ShardOrientation::RowMajor, ShardOrientation::ColMajor }) {
            for (int64_t x : xs) {
                for (int64_t y : ys) {
                    if ((!extent.splitX && x != 0) + (!extent.splitY && y != 0) != full)
                        continue;
                    config.shardShape = { x, y };
                    config.orientation = o;
                    const std::optional<DeviceBlocks> written = simulate(config, grid);
                    if (written && *written == expected) {
                        config.replicatedMeshDims = replicatedDims(config, mesh);
                        return config;
                    }
                    if (why.empty())
                        why = mismatchText(config, written, expected, mesh);
                }
            }
        }
    }
    return std::nullopt;
}

BufferLowering lower(std::span<const int64_t> tensor, std::span<const int64_t> mesh, const ChunkAssignment& chunks,
    const std::optional<std::vector<Placement>>& placements, int64_t elementBytes, Advice advice)
{
    BufferLowering out;
    if (mesh.size() > 2) {
        out.unsupported = fmt::format("the sharded buffer config addresses a 2-D mesh (rows x columns); the mesh {} "
                                      "has {} dims",
            formatShape(mesh), mesh.size());
        return out;
    }
    const int64_t rank = int64_t(tensor.size());
    const std::vector<int64_t> split = splitDims(chunks.chunkCounts);
    if (split.size() > 2) {
        out.unsupported = fmt::format("{} tensor dims are split ({}), but the flattened 2-D buffer has only two axes "
                                      "to shard",
            split.size(), formatList(split));
        return out;
    }
    const auto yCount = std::ranges::count_if(split, [&](int64_t d) { return d != rank - 1; });
    const bool nd = yCount > 1 || std::ranges::any_of(split, [&](int64_t d) { return !foldsContiguously(tensor, d); });
    if (nd) {
        out.unsupported = ndReason(tensor, split);
        if (advice == Advice::Give)
            out.advice = advise(tensor, mesh, chunks, placements, split, elementBytes);
        return out;
    }
    const std::optional<ShardExtent> extent = shardExtent(tensor, chunks, split, out.unsupported);
    if (!extent)
        return out;
    DeviceBlocks expected;
    bool contiguous = true;
    for (const Shape& chunk : chunks.deviceChunks)
        expected.push_back(deviceBlock(tensor, chunkSlices(tensor, chunks.chunkCounts, chunk), contiguous));
    if (!contiguous) {
        out.unsupported = ndReason(tensor, split);
        return out;
    }
    ShardedBufferConfig config;
    config.globalBufferShape = flatten(tensor);
    config.globalBufferSize = checkedMul(
        checkedMul(config.globalBufferShape.x, config.globalBufferShape.y, "buffer size"), elementBytes, "buffer size");
    std::string firstMismatch;
    if (const std::optional<ShardedBufferConfig> found = findConfig(config, *extent, mesh, expected, firstMismatch)) {
        out.config = *found;
        return out;
    }
    out.unsupported = fmt::format("no sharded buffer config reproduces this device order: {}", firstMismatch);
    return out;
}

} // namespace

std::string_view bufferOrientationName(ShardOrientation orientation)
{
    return orientation == ShardOrientation::RowMajor ? "ROW_MAJOR" : "COL_MAJOR";
}

BufferExtent ShardedBufferConfig::deviceShardShape() const
{
    return { shardShape.x == 0 ? globalBufferShape.x : shardShape.x,
        shardShape.y == 0 ? globalBufferShape.y : shardShape.y };
}

std::string ShardedBufferConfig::toString() const
{
    return fmt::format("ShardedBufferConfig{{global_buffer_size = {}, shard_shape = {}, global_buffer_shape = {}, "
                       "shard_orientation = {}}}",
        globalBufferSize, formatExtent(shardShape), formatExtent(globalBufferShape),
        bufferOrientationName(orientation));
}

std::string ShardedBufferConfig::replicationText() const
{
    const bool zx = shardShape.x == 0;
    const bool zy = shardShape.y == 0;
    if (zx && zy)
        return "full: every device receives the whole buffer";
    // A 0 extent on a mesh with a single row or column replicates onto nothing.
    if (replicatedMeshDims.empty())
        return "none: every device receives its own shard";
    if (orientation == ShardOrientation::RowMajor)
        return "each shard is replicated down its mesh column (across the mesh rows)";
    return "each shard is replicated along its mesh row (across the mesh columns)";
}

std::string TransposeAdvice::toString() const
{
    std::string out
        = fmt::format("permute the tensor with ({}) to {}", formatShape(permutation, ", "), formatShape(shape));
    if (placements)
        out += fmt::format(" and use placements {}", formatPlacements(*placements));
    if (config)
        out += fmt::format("; that lowers to {}", config->toString());
    else if (!stillUnsupported.empty())
        out += fmt::format("; that still does not lower: {}", stillUnsupported);
    return out;
}

BufferLowering lowerToShardedBufferConfig(std::span<const int64_t> tensor, std::span<const int64_t> mesh,
    const ChunkAssignment& chunks, const std::optional<std::vector<Placement>>& placements, int64_t elementBytes)
{
    if (elementBytes < 1)
        throw Error(fmt::format("element size must be at least 1 byte, got {}", elementBytes));
    if (chunks.chunkCounts.size() != tensor.size() || chunks.deviceChunks.size() != size_t(checkedProduct(mesh)))
        throw Error("chunk assignment does not match the tensor and mesh");
    return lower(tensor, mesh, chunks, placements, elementBytes, Advice::Give);
}

} // namespace tle
