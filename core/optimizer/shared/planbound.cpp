// SPDX-License-Identifier: MIT
#include "optimizer/shared/planbound.h"

#include "optimizer/shared/costmodel.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>
#include <mutex>
#include <unordered_map>

#include <fmt/format.h>

namespace tle {

namespace {

// Appends the number and a separator; a plan asks for a signature per op, so no formatting.
void appendNumber(std::string& out, int64_t value, char separator)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    out.append(digits, end);
    out += separator;
}

void appendSignature(std::string& key, const OpQuery& query)
{
    key += query.kind.name();
    key += query.modelled ? "|" : "|opaque|";
    auto appendType = [&key](const TensorType& t) {
        for (int64_t d : t.shape)
            appendNumber(key, d, ',');
        appendNumber(key, int64_t(t.elementType), ';');
    };
    appendType(query.output);
    for (const TensorType& t : query.inputs)
        appendType(t);
}

// An input tries this many of its own sharded layouts of each memory layout, the most cores first.
constexpr size_t kOwnSharded = 2;

// The device's fields a price depends on: grid, memory, bandwidth, clock and the kernel model.
std::string deviceKey(const OptimizerDevice& d)
{
    const KernelModel& k = d.kernel;
    std::string key = fmt::format("{}x{}|{}|{}|{}|{}|{}|{}|{}|{}", d.device.gridRows, d.device.gridCols,
        d.device.dramBanks, d.device.l1BytesPerCore, d.l1UsableBytesPerCore, d.tileHeight, d.tileWidth, d.dramBandwidth,
        d.noc.clockGhz, d.noc.arch);
    for (const KernelConstant& c : kKernelConstants)
        key += fmt::format("|{}", k.*c.field);
    for (const KernelParameter& p : kKernelParameters)
        key += fmt::format("|{}", k.*p.field);
    key += k.stagedRowReads ? "|staged" : "|";
    for (const auto& [family, c] : k.calibration)
        key += fmt::format("|{}={}", int(family), c.factor);
    return key;
}

// Prices already worked out, by device and op signature.
std::mutex& knownMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::unordered_map<std::string, double>& known()
{
    static std::unordered_map<std::string, double> prices;
    return prices;
}

} // namespace

PlanBound::PlanBound(const OptimizerDevice& device)
    : m_device(device)
    , m_deviceKey(deviceKey(device))
{ }

double PlanBound::opSeconds(const ModelGraph& graph, int index, const OpQuery& query)
{
    const Op& op = graph.op(index);
    if (op.kind.isDeallocate() || op.kind.isReturn() || op.results.empty()
        || !graph.value(op.results.front()).type.isTensor)
        return 0;
    std::string& key = m_key;
    key.assign(m_deviceKey);
    key += '#';
    appendSignature(key, query);
    {
        const std::lock_guard lock(knownMutex());
        if (const auto it = known().find(key); it != known().end())
            return it->second;
    }
    const double seconds = price(query);
    const std::lock_guard lock(knownMutex());
    known().emplace(key, seconds);
    return seconds;
}

double PlanBound::price(const OpQuery& query)
{
    if (!m_layouts)
        m_layouts.emplace(m_device, LegalLayoutOptions {});
    const LayoutCache::Entry& out = m_layouts->of(query.output);
    std::vector<const TtnnLayout*> outputs;
    for (const TtnnLayout& l : out.all) {
        if (query.modelled || l.spec().bufferType != BufferType::L1)
            outputs.push_back(&l);
    }
    std::vector<const LayoutCache::Entry*> inputs;
    for (const TensorType& t : query.inputs)
        inputs.push_back(&m_layouts->of(t));
    double best = std::numeric_limits<double>::infinity();
    std::vector<const TtnnLayout*> chosen(inputs.size());
    for (const TtnnLayout* output : outputs) {
        // Every input starts in L1 interleaved; then, input by input, the layout that prices the op lowest among the
        // output's own (when the input is alike and the output sharded) and the input's own sharded layouts.
        for (size_t i = 0; i < inputs.size(); ++i)
            chosen[i] = inputs[i]->l1Interleaved ? inputs[i]->l1Interleaved : inputs[i]->dramInterleaved;
        if (std::find(chosen.begin(), chosen.end(), nullptr) != chosen.end())
            continue;
        double cost = estimateOpCost(query, chosen, output, m_device).seconds;
        for (size_t i = 0; i < inputs.size(); ++i) {
            std::vector<const TtnnLayout*> alternatives;
            if (output->isSharded() && query.inputs[i].shape == query.output.shape
                && query.inputs[i].elementType == query.output.elementType)
                alternatives.push_back(output);
            // The input's own sharded layouts with the most cores, of each memory layout (height, width, block).
            std::array<size_t, 4> taken {};
            for (const TtnnLayout* own : inputs[i]->sharded) {
                size_t& n = taken[size_t(own->spec().memoryLayout) % taken.size()];
                if (n < kOwnSharded) {
                    alternatives.push_back(own);
                    ++n;
                }
            }
            for (const TtnnLayout* alternative : alternatives) {
                const TtnnLayout* kept = chosen[i];
                chosen[i] = alternative;
                const double c = estimateOpCost(query, chosen, output, m_device).seconds;
                if (c < cost)
                    cost = c;
                else
                    chosen[i] = kept;
            }
        }
        best = std::min(best, cost);
    }
    return std::isfinite(best) ? best : 0.0;
}

} // namespace tle
