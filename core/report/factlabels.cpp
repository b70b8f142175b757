// SPDX-License-Identifier: MIT
#include "report/fact.h"

#include "util/translatenoop.h"

#include <algorithm>
#include <array>

namespace tle {

namespace {

struct Entry
{
    std::string_view path;
    std::string_view label;
};

// Every fact of every notation and of an explanation, by path; nested facts read as part of a row ("logical 15, ...")
// and start in lower case.
constexpr Entry kLabels[] = {
    { "notation", TLE_TRANSLATE_NOOP("tle::FactLabels", "Notation") },
    { "form", TLE_TRANSLATE_NOOP("tle::FactLabels", "Form") },
    { "printed", TLE_TRANSLATE_NOOP("tle::FactLabels", "Printed") },
    { "logical_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Logical shape") },
    { "logical_shape_inferred", TLE_TRANSLATE_NOOP("tle::FactLabels", "Shape inferred") },
    { "element_type", TLE_TRANSLATE_NOOP("tle::FactLabels", "Element type") },
    { "elements", TLE_TRANSLATE_NOOP("tle::FactLabels", "Elements") },
    { "elements.logical", TLE_TRANSLATE_NOOP("tle::FactLabels", "logical") },
    { "elements.allocated", TLE_TRANSLATE_NOOP("tle::FactLabels", "allocated") },
    { "elements.padding", TLE_TRANSLATE_NOOP("tle::FactLabels", "padding") },
    { "padding_by_cause", TLE_TRANSLATE_NOOP("tle::FactLabels", "Padding by cause") },
    { "padding_by_cause.grid", TLE_TRANSLATE_NOOP("tle::FactLabels", "grid") },
    { "padding_by_cause.tile", TLE_TRANSLATE_NOOP("tle::FactLabels", "tile") },
    { "padding_by_cause.stride", TLE_TRANSLATE_NOOP("tle::FactLabels", "stride") },
    { "padding_by_cause.alignment", TLE_TRANSLATE_NOOP("tle::FactLabels", "alignment") },
    { "padding_by_cause.page", TLE_TRANSLATE_NOOP("tle::FactLabels", "page") },
    { "linear_map", TLE_TRANSLATE_NOOP("tle::FactLabels", "Linear map") },
    { "grid", TLE_TRANSLATE_NOOP("tle::FactLabels", "Grid") },
    { "core_count", TLE_TRANSLATE_NOOP("tle::FactLabels", "Cores") },
    { "collapsed_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Collapsed shape") },
    { "collapse_intervals", TLE_TRANSLATE_NOOP("tle::FactLabels", "Collapsed dims") },
    { "collapse_intervals_written", TLE_TRANSLATE_NOOP("tle::FactLabels", "Intervals written") },
    { "shard_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Shard shape") },
    { "allocated_shard_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Allocated shard") },
    { "logical_shard_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Logical shard") },
    { "tile_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Tile shape") },
    { "tile_type", TLE_TRANSLATE_NOOP("tle::FactLabels", "Tile type") },
    { "in_tile_order", TLE_TRANSLATE_NOOP("tle::FactLabels", "In-tile order") },
    { "face_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Face shape") },
    { "memref_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Memref shape") },
    { "device_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Device shape") },
    { "memory_space", TLE_TRANSLATE_NOOP("tle::FactLabels", "Memory space") },
    { "storage_type", TLE_TRANSLATE_NOOP("tle::FactLabels", "Storage type") },
    { "bytes_per_shard", TLE_TRANSLATE_NOOP("tle::FactLabels", "Bytes per shard") },
    { "l1_per_core", TLE_TRANSLATE_NOOP("tle::FactLabels", "L1 per core") },
    { "oob_value", TLE_TRANSLATE_NOOP("tle::FactLabels", "OOB value") },
    { "dim_alignments", TLE_TRANSLATE_NOOP("tle::FactLabels", "Dim alignments") },
    { "memory_layout", TLE_TRANSLATE_NOOP("tle::FactLabels", "Memory layout") },
    { "page_layout", TLE_TRANSLATE_NOOP("tle::FactLabels", "Page layout") },
    { "buffer_type", TLE_TRANSLATE_NOOP("tle::FactLabels", "Buffer type") },
    { "alignment", TLE_TRANSLATE_NOOP("tle::FactLabels", "Alignment") },
    { "physical_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Physical shape") },
    { "strides", TLE_TRANSLATE_NOOP("tle::FactLabels", "Strides") },
    { "padded_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Padded shape") },
    { "page_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Page shape") },
    { "page_size_bytes", TLE_TRANSLATE_NOOP("tle::FactLabels", "Page bytes") },
    { "num_pages", TLE_TRANSLATE_NOOP("tle::FactLabels", "Pages") },
    { "buffer_size_bytes", TLE_TRANSLATE_NOOP("tle::FactLabels", "Buffer bytes") },
    { "shard_distribution", TLE_TRANSLATE_NOOP("tle::FactLabels", "Distribution") },
    { "shard_orientation", TLE_TRANSLATE_NOOP("tle::FactLabels", "Shard orientation") },
    { "shard_mode", TLE_TRANSLATE_NOOP("tle::FactLabels", "Shard mode") },
    { "max_shards_per_core", TLE_TRANSLATE_NOOP("tle::FactLabels", "Max shards/core") },
    { "pages_per_core", TLE_TRANSLATE_NOOP("tle::FactLabels", "Pages per core") },
    { "core_ranges", TLE_TRANSLATE_NOOP("tle::FactLabels", "Core ranges") },
    { "cores_used", TLE_TRANSLATE_NOOP("tle::FactLabels", "Cores used") },
    { "num_banks", TLE_TRANSLATE_NOOP("tle::FactLabels", "Banks") },
    { "pages_per_bank", TLE_TRANSLATE_NOOP("tle::FactLabels", "Pages per bank") },
    { "terms", TLE_TRANSLATE_NOOP("tle::FactLabels", "Affine map terms") },
    { "terms.shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "shape") },
    { "terms.stride", TLE_TRANSLATE_NOOP("tle::FactLabels", "stride") },
    { "terms.shard_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "shard shape") },
    { "terms.physical_shard_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "physical shard shape") },
    { "terms.tile_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "tile shape") },
    { "terms.grid_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "grid shape") },
    { "device", TLE_TRANSLATE_NOOP("tle::FactLabels", "Device") },
    { "device.name", TLE_TRANSLATE_NOOP("tle::FactLabels", "name") },
    { "device.grid", TLE_TRANSLATE_NOOP("tle::FactLabels", "grid") },
    { "device.dram_banks", TLE_TRANSLATE_NOOP("tle::FactLabels", "DRAM banks") },
    { "device.l1_bytes_per_core", TLE_TRANSLATE_NOOP("tle::FactLabels", "L1 bytes per core") },
    { "warnings", TLE_TRANSLATE_NOOP("tle::FactLabels", "Warnings") },
    { "minor_to_major", TLE_TRANSLATE_NOOP("tle::FactLabels", "Minor to major") },
    { "tiles", TLE_TRANSLATE_NOOP("tle::FactLabels", "Tiles") },
    { "tiled_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Tiled shape") },
    { "combined_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "Combined shape") },
    { "byte_size", TLE_TRANSLATE_NOOP("tle::FactLabels", "Byte size") },
    { "layout", TLE_TRANSLATE_NOOP("tle::FactLabels", "Layout") },
    { "element_bits", TLE_TRANSLATE_NOOP("tle::FactLabels", "Element bits") },
    { "element_size_in_bits", TLE_TRANSLATE_NOOP("tle::FactLabels", "Element size (E)") },
    { "tiling_levels", TLE_TRANSLATE_NOOP("tle::FactLabels", "Tiling levels") },
    { "tiling_levels.tile", TLE_TRANSLATE_NOOP("tle::FactLabels", "tile") },
    { "tiling_levels.input_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "input shape") },
    { "tiling_levels.combined_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "combined shape") },
    { "tiling_levels.padded_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "padded shape") },
    { "tiling_levels.tiled_shape", TLE_TRANSLATE_NOOP("tle::FactLabels", "tiled shape") },
    { "equivalents", TLE_TRANSLATE_NOOP("tle::FactLabels", "Equivalents") },
    { "not_expressible", TLE_TRANSLATE_NOOP("tle::FactLabels", "Not expressible") },
    { "equivalent_notes", TLE_TRANSLATE_NOOP("tle::FactLabels", "Equivalent notes") },
    // Where an element lives (map) or what a slot holds (unmap), in every notation.
    { "index", TLE_TRANSLATE_NOOP("tle::FactLabels", "Index") },
    { "logical_index", TLE_TRANSLATE_NOOP("tle::FactLabels", "Logical index") },
    { "padding", TLE_TRANSLATE_NOOP("tle::FactLabels", "Padding") },
    { "cause", TLE_TRANSLATE_NOOP("tle::FactLabels", "Cause") },
    { "padding_reason", TLE_TRANSLATE_NOOP("tle::FactLabels", "Why") },
    { "physical", TLE_TRANSLATE_NOOP("tle::FactLabels", "Physical") },
    { "core", TLE_TRANSLATE_NOOP("tle::FactLabels", "Core") },
    { "bank", TLE_TRANSLATE_NOOP("tle::FactLabels", "Bank") },
    { "shard", TLE_TRANSLATE_NOOP("tle::FactLabels", "Shard") },
    { "shard_offset", TLE_TRANSLATE_NOOP("tle::FactLabels", "Shard offset") },
    { "page", TLE_TRANSLATE_NOOP("tle::FactLabels", "Page") },
    { "page_slot", TLE_TRANSLATE_NOOP("tle::FactLabels", "Page slot") },
    { "tile", TLE_TRANSLATE_NOOP("tle::FactLabels", "Tile") },
    { "in_tile", TLE_TRANSLATE_NOOP("tle::FactLabels", "In tile") },
    { "in_page", TLE_TRANSLATE_NOOP("tle::FactLabels", "In page") },
    { "face", TLE_TRANSLATE_NOOP("tle::FactLabels", "Face") },
    { "shard_linear_offset", TLE_TRANSLATE_NOOP("tle::FactLabels", "Element offset") },
    { "byte_offset", TLE_TRANSLATE_NOOP("tle::FactLabels", "Byte offset") },
    { "linear_index", TLE_TRANSLATE_NOOP("tle::FactLabels", "Linear index") },
    { "tile_index", TLE_TRANSLATE_NOOP("tle::FactLabels", "Tile index") },
    { "within_tile_index", TLE_TRANSLATE_NOOP("tle::FactLabels", "Within tile") },
    { "physical_index", TLE_TRANSLATE_NOOP("tle::FactLabels", "Physical index") },
    { "tiled_index", TLE_TRANSLATE_NOOP("tle::FactLabels", "Tiled index") },
    // The explanation of one op's decision (optimize --explain, the window's Why panel).
    { "op", TLE_TRANSLATE_NOOP("tle::FactLabels", "Op") },
    { "kind", TLE_TRANSLATE_NOOP("tle::FactLabels", "Kind") },
    { "policy", TLE_TRANSLATE_NOOP("tle::FactLabels", "Policy") },
    { "chosen", TLE_TRANSLATE_NOOP("tle::FactLabels", "Chosen") },
    { "considered", TLE_TRANSLATE_NOOP("tle::FactLabels", "Considered") },
    { "considered.layout", TLE_TRANSLATE_NOOP("tle::FactLabels", "layout") },
    { "considered.verdict", TLE_TRANSLATE_NOOP("tle::FactLabels", "verdict") },
    { "considered.reason", TLE_TRANSLATE_NOOP("tle::FactLabels", "reason") },
    { "chain", TLE_TRANSLATE_NOOP("tle::FactLabels", "Chain") },
    { "chain.index", TLE_TRANSLATE_NOOP("tle::FactLabels", "index") },
    { "chain.state", TLE_TRANSLATE_NOOP("tle::FactLabels", "state") },
    { "chain.ops", TLE_TRANSLATE_NOOP("tle::FactLabels", "ops") },
    { "chain.ended", TLE_TRANSLATE_NOOP("tle::FactLabels", "ended") },
    { "chain.spill", TLE_TRANSLATE_NOOP("tle::FactLabels", "spill") },
    { "scheduled_after", TLE_TRANSLATE_NOOP("tle::FactLabels", "Scheduled after") },
    { "schedule_position", TLE_TRANSLATE_NOOP("tle::FactLabels", "Position in the rebuilt schedule") },
    { "reshards", TLE_TRANSLATE_NOOP("tle::FactLabels", "Reshards in") },
    { "reshards.operand", TLE_TRANSLATE_NOOP("tle::FactLabels", "operand") },
    { "reshards.to", TLE_TRANSLATE_NOOP("tle::FactLabels", "to") },
    { "reshards.kind", TLE_TRANSLATE_NOOP("tle::FactLabels", "kind") },
    { "spills", TLE_TRANSLATE_NOOP("tle::FactLabels", "Spills") },
    { "spills.tensor", TLE_TRANSLATE_NOOP("tle::FactLabels", "tensor") },
    { "spills.after", TLE_TRANSLATE_NOOP("tle::FactLabels", "after") },
    { "spills.to", TLE_TRANSLATE_NOOP("tle::FactLabels", "to") },
    { "spills.rule", TLE_TRANSLATE_NOOP("tle::FactLabels", "rule") },
    { "merges", TLE_TRANSLATE_NOOP("tle::FactLabels", "Chain merges") },
    { "merges.step", TLE_TRANSLATE_NOOP("tle::FactLabels", "step") },
    { "merges.applied", TLE_TRANSLATE_NOOP("tle::FactLabels", "applied") },
    { "merges.reason", TLE_TRANSLATE_NOOP("tle::FactLabels", "reason") },
    { "policy_notes", TLE_TRANSLATE_NOOP("tle::FactLabels", "Policy notes") },
};

// Groups keyed by a notation's name or a padding cause: the key is the label, as the notation prints it.
constexpr std::string_view kLiteralGroups[]
    = { "padding_by_cause", "equivalents", "not_expressible", "equivalent_notes" };

} // namespace

FactLabel factLabel(std::string_view path, std::string_view key)
{
    const auto* entry
        = std::find_if(std::begin(kLabels), std::end(kLabels), [&](const Entry& e) { return e.path == path; });
    if (entry != std::end(kLabels))
        return { entry->label };
    const size_t dot = path.rfind('.');
    if (dot != std::string_view::npos
        && std::find(std::begin(kLiteralGroups), std::end(kLiteralGroups), path.substr(0, dot))
            != std::end(kLiteralGroups))
        return { .text = key, .translatable = false };
    return { .text = key, .translatable = false, .listed = false };
}

} // namespace tle
