// SPDX-License-Identifier: MIT
#pragma once

// Small hand-built model graphs for the optimizer tests.

#include "graph/modelgraph.h"

#include <string>
#include <vector>

namespace tle::test {

inline TensorType bf16(Shape shape)
{
    TensorType t;
    t.shape = std::move(shape);
    t.elementType = ElementType::BF16;
    return t;
}

// Builds a graph op by op; every value is bf16.
class GraphBuilder
{
public:
    int arg(const std::string& name, Shape shape) { return arg(name, bf16(std::move(shape))); }
    int arg(const std::string& name, TensorType type) { return m_graph.addArgument(name, std::move(type)); }

    // Adds `kind(operands)` with one bf16 result of `shape` named %<n>; returns the result value.
    int op(const char* kind, std::vector<int> operands, Shape shape, std::string properties = {})
    {
        return op(kind, std::move(operands), bf16(std::move(shape)), std::move(properties));
    }

    int op(const char* kind, std::vector<int> operands, TensorType type, std::string properties = {})
    {
        Op o;
        o.kind = kind;
        o.operands = std::move(operands);
        o.properties = std::move(properties);
        const int index = m_graph.addOp(o, { { "%" + std::to_string(m_next++), std::move(type) } });
        return m_graph.op(index).results.front();
    }

    void ret(std::vector<int> values)
    {
        Op o;
        o.kind = "func.return";
        o.operands = std::move(values);
        m_graph.addOp(o, {});
    }

    const ModelGraph& graph() const { return m_graph; }

private:
    ModelGraph m_graph;
    int m_next = 0;
};

} // namespace tle::test
