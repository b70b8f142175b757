// SPDX-License-Identifier: MIT
#include "optimizer/shared/l1residency.h"

#include "optimizer/shared/costmodel.h"
#include "optimizer/shared/layoutreader.h"
#include "optimizer/shared/legallayouts.h"

#include <algorithm>
#include <map>
#include <memory>

namespace tle {

namespace {

// The time op `consumer` takes plus the reshards on its edges, with the plan's current inputs.
double readerSeconds(const LayoutReader& reader, const ModelGraph& graph, int consumer, const PolicyResult& result,
    const OptimizerDevice& device)
{
    const OpDecision& d = result.ops[size_t(consumer)];
    double seconds = estimateOpCost(
        OpQuery::fromGraph(graph, consumer), reader.inputs(consumer), d.layout ? &*d.layout : nullptr, device)
                         .seconds;
    const Op& op = graph.op(consumer);
    for (size_t k = 0; k < op.operands.size(); ++k) {
        if (!graph.value(op.operands[k]).type.isTensor)
            continue;
        const TtnnLayout& source = reader.source(consumer, int(k));
        const TtnnLayout& read = reader.read(consumer, int(k));
        if (&source != &read)
            seconds += estimateMoveCost(source, read, device).seconds;
    }
    return seconds;
}

} // namespace

std::vector<L1Tenant> l1Tenants(
    const PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device, SpillCosts costs)
{
    std::vector<L1Tenant> tenants;
    LayoutReader reader(graph, device);
    if (costs == SpillCosts::With)
        reader.load(result);
    for (const OpDecision& d : result.ops) {
        if (!d.layout || d.layout->spec().bufferType != BufferType::L1 || !isPlannedOp(graph, d.op))
            continue;
        L1Tenant t;
        t.value = graph.op(d.op).results.front();
        t.start = d.op;
        t.uses = readers(graph, t.value);
        t.bytes = l1BytesPerCore(*d.layout);
        if (costs == SpillCosts::Without)
            t.usePenalty.assign(t.uses.size(), 0.0);
        else {
            const TtnnLayout& dram = reader.dram(t.value);
            t.writeCost = estimateMoveCost(*d.layout, dram, device).seconds;
            for (int use : t.uses) {
                const double inL1 = readerSeconds(reader, graph, use, result, device);
                reader.setSpill(t.value, use - 1, nullptr);
                const double inDram = readerSeconds(reader, graph, use, result, device);
                reader.clearSpill(t.value);
                t.usePenalty.push_back(std::max(0.0, inDram - inL1));
            }
            const OpQuery query = OpQuery::fromGraph(graph, d.op);
            const std::vector<const TtnnLayout*> inputs = reader.inputs(d.op);
            const double producerExtra = estimateOpCost(query, inputs, &dram, device).seconds
                - estimateOpCost(query, inputs, &*d.layout, device).seconds;
            t.demoteCost = std::max(0.0, producerExtra);
            for (double p : t.usePenalty)
                t.demoteCost += p;
        }
        tenants.push_back(std::move(t));
    }
    return tenants;
}

AddressSpaceInput addressSpaceInput(const PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device,
    const OpModel& model, const std::vector<L1Tenant>& tenants)
{
    AddressSpaceInput in;
    in.tenants = tenants;
    in.budget = device.l1BudgetPerCore();
    in.circularBuffers.assign(graph.ops().size(), 0);
    auto reader = std::make_shared<LayoutReader>(graph, device);
    reader->load(result);
    std::map<int, const TtnnLayout*> outputs;
    for (const OpDecision& d : result.ops) {
        if (!d.layout || !isPlannedOp(graph, d.op))
            continue;
        outputs[d.op] = &*d.layout;
        in.circularBuffers[size_t(d.op)]
            = model.validate(OpQuery::fromGraph(graph, d.op), reader->inputs(d.op), *d.layout, 0).cbL1PeakBytes;
    }
    for (const Op& op : graph.ops()) {
        if ((op.opaque || op.opModelMissing) && isPlannedOp(graph, op.id))
            in.flushes.insert(op.id);
    }
    std::map<int, const L1Tenant*> byValue;
    for (const L1Tenant& t : tenants)
        byValue[t.value] = &t;
    for (const L1Tenant& t : tenants) {
        const Op& op = graph.op(t.start);
        if (op.kind.isViewLike() && !op.operands.empty()) {
            const auto source = byValue.find(op.operands.front());
            if (source != byValue.end() && source->second->bytes >= t.bytes)
                in.views[t.value] = op.operands.front();
        }
    }
    in.runs = [&graph, &model, reader, outputs](int position, int64_t occupied) {
        const auto it = outputs.find(position);
        if (it == outputs.end())
            return true;
        return model.validate(OpQuery::fromGraph(graph, position), reader->inputs(position), *it->second, occupied)
            .ok();
    };
    return in;
}

namespace {

// Upstream's spill pass: every use at or after the spill point keeps the layout it was planned to read, through a
// to_memory_config from the DRAM copy (unless a reshard already sits on that edge).
void reloadSpilledUses(PolicyResult& result, const ModelGraph& graph, const L1Tenant& t, int before)
{
    const std::optional<TtnnLayout>& planned = result.ops[size_t(t.start)].layout;
    if (!planned)
        return;
    for (int use : t.uses) {
        if (use < before)
            continue;
        const Op& consumer = graph.op(use);
        for (size_t k = 0; k < consumer.operands.size(); ++k) {
            if (consumer.operands[k] != t.value)
                continue;
            const bool resharded = std::ranges::any_of(
                result.reshards, [&](const ReshardResult& r) { return r.consumer == use && r.operand == int(k); });
            if (!resharded)
                result.reshards.push_back(
                    { .producer = t.start, .consumer = use, .operand = int(k), .target = planned });
        }
    }
}

} // namespace

void applySpillPlan(PolicyResult& result, const ModelGraph& graph, const OptimizerDevice& device,
    const std::vector<L1Tenant>& tenants, const SpillPlan& plan, SpillCause cause, SpilledReads reads)
{
    std::map<int, int> spillBefore;
    for (const SpillPoint& s : plan.spills)
        spillBefore[s.value] = s.before;
    DramLayouts dram(device);
    std::vector<bool> demoted(graph.values().size(), false);
    for (int v : plan.demoted)
        demoted[size_t(v)] = true;
    for (const L1Tenant& t : tenants) {
        if (demoted[size_t(t.value)]) {
            OpDecision& d = result.ops[size_t(t.start)];
            const std::optional<LayoutChoice> from = d.layout ? std::optional(choiceOf(*d.layout)) : std::nullopt;
            d.layout = dram.of(graph.value(t.value).type);
            d.candidates.insert(
                d.candidates.begin(), { choiceOf(*d.layout), Verdict::Chosen, RemarkKind::WrittenToDram });
            if (from)
                d.candidates.push_back({ *from, Verdict::Rejected, RemarkKind::DemotedBySpillPlanner });
            continue;
        }
        int end = t.uses.empty() ? t.start : t.uses.back();
        if (const auto it = spillBefore.find(t.value); it != spillBefore.end()) {
            end = std::max(t.start, it->second - 1);
            result.spills.push_back({ .value = t.value, .at = it->second - 1, .cause = cause });
            if (reads == SpilledReads::ReloadIntoPlannedLayout)
                reloadSpilledUses(result, graph, t, it->second);
        }
        result.reservations.push_back({ t.value, t.start, end, t.bytes });
    }
    std::ranges::sort(result.spills, {}, &SpillResult::at);
}

} // namespace tle
