// SPDX-License-Identifier: MIT
#include "optimizer/shared/layoutreader.h"

#include "optimizer/shared/costmodel.h"
#include "util/error.h"

#include <fmt/format.h>

namespace tle {

LayoutReader::LayoutReader(const ModelGraph& graph, const OptimizerDevice& device)
    : m_graph(graph)
    , m_output(graph.values().size(), nullptr)
{
    DramLayouts layouts(device);
    m_dram.reserve(graph.values().size());
    for (const Value& v : graph.values()) {
        if (v.type.isTensor)
            m_dram.emplace_back(layouts.of(v.type));
        else
            m_dram.emplace_back();
    }
}

void LayoutReader::load(const PolicyResult& result)
{
    for (const OpDecision& d : result.ops) {
        const Op& op = m_graph.op(d.op);
        if (d.layout && !op.results.empty())
            m_output[size_t(op.results.front())] = &*d.layout;
    }
    for (const SpillResult& s : result.spills)
        setSpill(s.value, s.at, s.target ? &*s.target : nullptr);
    for (const ReshardResult& r : result.reshards) {
        if (r.target)
            setReshard(r.consumer, r.operand, &*r.target);
    }
}

void LayoutReader::setReshard(int consumer, int operand, const TtnnLayout* target)
{
    m_reshard[{ consumer, operand }] = target;
}

const TtnnLayout& LayoutReader::dram(int value) const
{
    const std::optional<TtnnLayout>& l = m_dram.at(size_t(value));
    if (!l)
        throw Error(fmt::format("optimizer: value {} is not a tensor", m_graph.value(value).name));
    return *l;
}

const TtnnLayout& LayoutReader::output(int value) const
{
    const TtnnLayout* l = m_output[size_t(value)];
    return l ? *l : dram(value);
}

const TtnnLayout& LayoutReader::read(int consumer, int operandIndex) const
{
    if (const auto r = m_reshard.find({ consumer, operandIndex }); r != m_reshard.end())
        return *r->second;
    return source(consumer, operandIndex);
}

const TtnnLayout& LayoutReader::source(int consumer, int operandIndex) const
{
    const int value = m_graph.op(consumer).operands.at(size_t(operandIndex));
    if (const auto s = m_spill.find(value); s != m_spill.end() && s->second.at < consumer)
        return s->second.target ? *s->second.target : dram(value);
    return output(value);
}

std::vector<const TtnnLayout*> LayoutReader::inputs(int consumer) const
{
    const Op& op = m_graph.op(consumer);
    std::vector<const TtnnLayout*> result;
    result.reserve(op.operands.size());
    for (size_t k = 0; k < op.operands.size(); ++k) {
        if (m_graph.value(op.operands[k]).type.isTensor)
            result.push_back(&read(consumer, int(k)));
    }
    return result;
}

} // namespace tle
