// SPDX-License-Identifier: MIT
#pragma once

#include "device/devicemodel.h"
#include "graph/modelgraph.h"
#include "layout/ttnn/ttnnlayout.h"
#include "optimizer/shared/remark.h"

#include <optional>
#include <string>
#include <vector>

namespace tle {

// What the op model is asked about: one op, with the shapes of its tensors (layouts come separately).
struct OpQuery
{
    OpKind kind; // "ttnn.matmul"
    OpCategory category = OpCategory::Other;
    std::vector<TensorType> inputs; // tensor operands in order (non-tensor operands left out)
    TensorType output;
    std::optional<int64_t> dim; // concat / reduction dim when the op has one (negative counts from the rank)
    // False for an op the op model cannot validate (opaque, or marked so): it accepts only DRAM outputs.
    bool modelled = true;

    // Builds the query for op `index` of a graph (reads `dim` from the op's properties).
    static OpQuery fromGraph(const ModelGraph& graph, int index);
    // The same in place: a query kept across ops reuses its vectors (a million-op plan asks once per op).
    void assign(const ModelGraph& graph, int index);
};

// Seed 002 §3.4: the answer of validateOperation, with the constraints' memory figures.
struct ValidationResult
{
    enum class Status
    {
        Success,
        OutOfMemory,
        BackendError,
        NotImplemented,
    };

    Status status = Status::Success;
    Remark reason; // why, naming the numbers, when not Success
    std::optional<TtnnLayout> actualOutputLayout; // the layout the op really produces
    int64_t cbL1PeakBytes = 0; // circular buffers per core
    int64_t tensorL1PeakBytes = 0; // tensors resident per core during the op (inputs + output + additional)
    int64_t outputL1BytesPerCore = 0;

    bool ok() const { return status == Status::Success; }
    int64_t peakL1BytesPerCore() const { return cbL1PeakBytes + tensorL1PeakBytes; }
};

std::string_view toString(ValidationResult::Status status);

// The op-model interface of seed 002 §3.4: can `query` run with these input layouts and produce
// `output`, given `additionalL1PerCore` bytes already held by other live tensors?
class OpModel
{
public:
    virtual ~OpModel() = default;
    virtual ValidationResult validate(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs,
        const TtnnLayout& output, int64_t additionalL1PerCore) const = 0;
};

// Seed 002 §4.1.2: a concat's dim (its `dim`, negative counting from the rank, default the last) and the
// sharding its sharded inputs and output must have: height sharded for the last dim, width sharded for the
// second-to-last; none (interleaved only) for other dims.
int64_t concatDim(const OpQuery& query);
std::optional<TtnnMemoryLayout> concatSharding(const OpQuery& query);

// L1 bytes one core holds for a layout: its shards, its share of L1-interleaved pages, 0 in DRAM.
int64_t l1BytesPerCore(const TtnnLayout& layout);

// The bundled analytic op model. Its rules are written in docs/op-model.md; every size comes from the
// layout engine.
class AnalyticOpModel final : public OpModel
{
public:
    explicit AnalyticOpModel(OptimizerDevice device);

    ValidationResult validate(const OpQuery& query, const std::vector<const TtnnLayout*>& inputs,
        const TtnnLayout& output, int64_t additionalL1PerCore) const override;

    const OptimizerDevice& device() const { return m_device; }

private:
    OptimizerDevice m_device;
};

} // namespace tle
