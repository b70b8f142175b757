// SPDX-License-Identifier: MIT
#include "optimizer/shared/layoutpin.h"

#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/legallayouts.h"
#include "optimizer/shared/opmodel.h"
#include "optimizer/shared/optimizerresult.h"
#include "util/error.h"

#include <charconv>

#include <fmt/format.h>

namespace tle {

std::array<int64_t, 2> pinGridOf(const TtnnLayout& layout)
{
    if (layout.isSharded() && !layout.isNdSharded())
        return layout.shardGrid();
    if (layout.spec().bufferType == BufferType::L1)
        return { layout.spec().device.gridRows, layout.spec().device.gridCols };
    return { 1, 1 };
}

bool LayoutPin::matches(const TtnnLayout& layout) const
{
    const auto& spec = layout.spec();
    if (buffer && spec.bufferType != *buffer)
        return false;
    if (memory && spec.memoryLayout != *memory)
        return false;
    if (page && spec.pageLayout != *page)
        return false;
    if (dataType && spec.dataType != *dataType)
        return false;
    if (grid)
        return *grid == pinGridOf(layout);
    return true;
}

std::string LayoutPin::text() const
{
    std::string out;
    const auto add = [&out](std::string_view field) {
        if (!out.empty())
            out += ':';
        out += field;
    };
    if (grid)
        add(fmt::format("{}x{}", (*grid)[0], (*grid)[1]));
    if (buffer)
        add(toString(*buffer));
    if (memory)
        add(toString(*memory));
    if (page)
        add(toString(*page));
    if (dataType)
        add(toString(*dataType));
    return out;
}

namespace {

std::optional<std::array<int64_t, 2>> parseGrid(std::string_view field)
{
    const size_t x = field.find('x');
    if (x == std::string_view::npos)
        return std::nullopt;
    std::array<int64_t, 2> grid {};
    for (int i = 0; i < 2; ++i) {
        const std::string_view part = i == 0 ? field.substr(0, x) : field.substr(x + 1);
        const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), grid[size_t(i)]);
        if (part.empty() || error != std::errc() || end != part.data() + part.size() || grid[size_t(i)] < 1
            || grid[size_t(i)] > 1024)
            return std::nullopt;
    }
    return grid;
}

template <typename T>
void setOnce(std::optional<T>& slot, T value, std::string_view field, int column)
{
    if (slot)
        throw Error(fmt::format("layout pin: '{}' repeats a field already given", field), 1, column);
    slot = value;
}

} // namespace

LayoutPin parseLayoutPin(std::string_view text)
{
    LayoutPin pin;
    if (text.empty())
        throw Error("layout pin: empty (give fields such as l1:height_sharded or 8x1:l1:block_sharded)", 1, 1);
    size_t start = 0;
    while (start <= text.size()) {
        const size_t end = std::min(text.find(':', start), text.size());
        const std::string_view field = text.substr(start, end - start);
        const int column = int(start) + 1;
        if (field == "l1" || field == "dram" || field == "system_memory")
            setOnce(pin.buffer,
                field == "l1"         ? BufferType::L1
                    : field == "dram" ? BufferType::Dram
                                      : BufferType::SystemMemory,
                field, column);
        else if (field == "interleaved")
            setOnce(pin.memory, TtnnMemoryLayout::Interleaved, field, column);
        else if (field == "height_sharded")
            setOnce(pin.memory, TtnnMemoryLayout::HeightSharded, field, column);
        else if (field == "width_sharded")
            setOnce(pin.memory, TtnnMemoryLayout::WidthSharded, field, column);
        else if (field == "block_sharded")
            setOnce(pin.memory, TtnnMemoryLayout::BlockSharded, field, column);
        else if (field == "tile")
            setOnce(pin.page, PageLayout::Tile, field, column);
        else if (field == "row_major")
            setOnce(pin.page, PageLayout::RowMajor, field, column);
        else if (const std::optional<ElementType> type = parseElementType(field))
            setOnce(pin.dataType, *type, field, column);
        else if (const auto grid = parseGrid(field))
            setOnce(pin.grid, *grid, field, column);
        else
            throw Error(fmt::format("layout pin: unknown field '{}' (a grid such as 8x1, l1 or dram, interleaved, "
                                    "height_sharded, width_sharded or block_sharded, tile or row_major, a data type)",
                            field),
                1, column);
        start = end + 1;
    }
    if (pin.buffer == BufferType::Dram && pin.memory && pin.memory != TtnnMemoryLayout::Interleaved)
        throw Error("layout pin: DRAM holds interleaved layouts only", 1, 1);
    return pin;
}

PinRequest parsePinRequest(std::string_view text)
{
    const size_t eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0)
        throw Error(fmt::format("'{}' is not OP=LAYOUT (such as %3=l1:height_sharded)", text), 1, 1);
    try {
        return PinRequest { .op = std::string(text.substr(0, eq)), .pin = parseLayoutPin(text.substr(eq + 1)) };
    } catch (const Error& e) {
        throw Error(e.what(), 1, int(eq) + 1 + e.column());
    }
}

void checkPins(const ModelGraph& graph, const OptimizerDevice& device, const LayoutPins& pins, bool rowMajorEnabled)
{
    for (const auto& [op, pin] : pins) {
        if (op < 0 || op >= int(graph.ops().size()))
            throw Error(fmt::format("pin on op {}: the model has {} ops", op, graph.ops().size()));
        const std::string name = opDisplayName(graph, op);
        if (!isPlannedOp(graph, op))
            throw Error(fmt::format("pin on {}: the op does not produce a tensor the policies lay out", name));
        const TensorType& type = graph.value(graph.op(op).results.front()).type;
        if (pin.dataType && *pin.dataType != type.elementType)
            throw Error(fmt::format("pin on {}: its {} differs from the tensor's {} (the policies do not change data "
                                    "types)",
                name, toString(*pin.dataType), toString(type.elementType)));
        bool any = false;
        for (const TtnnLayout& layout :
            legalTensorLayouts(type.shape, type.elementType, device, { .rowMajorEnabled = rowMajorEnabled }))
            any = any || pin.matches(layout);
        if (!any)
            throw Error(fmt::format(
                "pin on {}: no legal layout of its {} output matches {}", name, formatType(type), pin.text()));
    }
}

namespace {

// "l1 height_sharded 8x1": the report's label, which this layer cannot reach.
std::string choiceText(const TtnnLayout& layout)
{
    const LayoutChoice c = choiceOf(layout);
    std::string text = fmt::format("{} {}", toString(c.buffer), toString(c.memory));
    if (c.grid)
        text += fmt::format(" {}x{}", (*c.grid)[0], (*c.grid)[1]);
    return text;
}

} // namespace

void applyPins(PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device, const LayoutPins& pins,
    bool rowMajorEnabled)
{
    bool changed = false;
    for (const auto& [op, pin] : pins) {
        OpDecision& d = result.ops.at(size_t(op));
        const std::string name = opDisplayName(graph, op);
        if (d.layout && pin.matches(*d.layout)) {
            result.notes.push_back(Remark(RemarkKind::PinKept, { NV("Op", name), NV("Pin", pin.text()) }));
            continue;
        }
        const int value = graph.op(op).results.front();
        const TensorType& type = graph.value(value).type;
        std::optional<TtnnLayout> pinned;
        for (TtnnLayout& layout :
            legalTensorLayouts(type.shape, type.elementType, device, { .rowMajorEnabled = rowMajorEnabled })) {
            if (pin.matches(layout)) {
                pinned = std::move(layout);
                break;
            }
        }
        if (!pinned)
            continue; // checkPins turned such a pin away before planning
        std::erase_if(result.reservations, [value](const ReservationResult& r) { return r.value == value; });
        std::erase_if(result.spills, [value](const SpillResult& s) { return s.value == value; });
        result.notes.push_back(
            Remark(pinned->spec().bufferType == BufferType::L1 ? RemarkKind::PinMovedToL1 : RemarkKind::PinMoved,
                { NV("Op", name), NV("Pin", pin.text()),
                    d.layout ? NV("From", choiceText(*d.layout)) : NV("From", Remark(RemarkKind::NoLayout)),
                    NV("To", choiceText(*pinned)) }));
        if (pinned->spec().bufferType == BufferType::L1) {
            const std::vector<int> uses = readers(graph, value);
            result.reservations.push_back({ .value = value,
                .start = op,
                .end = uses.empty() ? op : uses.back(),
                .bytesPerCore = l1BytesPerCore(*pinned) });
        }
        d.candidates.push_back(
            { choiceOf(*pinned), Verdict::Chosen, Remark(RemarkKind::PinnedByUser, { NV("Pin", pin.text()) }) });
        d.layout = std::move(pinned);
        changed = true;
    }
    if (changed)
        computeMetrics(result, graph, device);
}

} // namespace tle
