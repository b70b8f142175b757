// SPDX-License-Identifier: MIT
// Fuzzes tt-mlir decision traces end to end: the reader, the join to a small model, the as-decided plan with its
// second opinion, and every op's explanation. Invalid input must end in tle::Error only; a trace that reads must
// join record for record and plan one decision per op.
#include "io/model/modelfile.h"
#include "io/trace/decisiontracereader.h"
#include "io/trace/tracejoin.h"
#include "optimizer/decided/decidedplan.h"
#include "report/decisionreport.h"
#include "util/error.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string_view>

namespace {

// Two linears and a relu with name locs, one shared: what the joins by loc, by index and by kind meet.
constexpr std::string_view kModel
    = R"(func.func @main(%arg0: tensor<64x128xbf16>, %arg1: tensor<128x256xbf16>) -> tensor<64x256xbf16> {
  %0 = "ttnn.matmul"(%arg0, %arg1) : (tensor<64x128xbf16>, tensor<128x256xbf16>) -> tensor<64x256xbf16> loc("mm")
  %1 = "ttnn.relu"(%0) : (tensor<64x256xbf16>) -> tensor<64x256xbf16> loc("act")
  %2 = "ttnn.add"(%1, %0) : (tensor<64x256xbf16>, tensor<64x256xbf16>) -> tensor<64x256xbf16> loc("act")
  return %2 : tensor<64x256xbf16>
}
)";

void check(bool condition, const char* what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz_decisiontrace: %s\n", what);
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static const tle::ModelGraph graph = tle::readModelModule(kModel, "fuzz.mlir").functions.front();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        auto joined = std::make_shared<tle::JoinedTrace>();
        joined->trace = tle::readDecisionTrace(text, "fuzz.json");
        joined->join = tle::joinTrace(joined->trace, graph);
        check(joined->join.forwardOp.size() == joined->trace.forward.size(), "a forward record without a join");
        check(joined->join.choiceOp.size() == joined->trace.choices.size(), "a final choice without a join");
        check(joined->join.eventOp.size() == joined->trace.spill.events.size(), "a spill event without a join");
        const tle::OptimizerDevice device;
        const tle::PolicyResult plan = tle::decidedPlan(graph, joined, device);
        check(plan.ops.size() == graph.ops().size(), "a plan without one decision per op");
        for (const tle::Op& op : graph.ops()) {
            (void)tle::decisionFacts(graph, *plan.decisionTrace, op.id);
            (void)tle::decisionVerdict(graph, *plan.decisionTrace, op.id).english();
        }
        (void)tle::decisionTraceFacts(graph, *plan.decisionTrace);
    } catch (const tle::Error&) { }
    return 0;
}
