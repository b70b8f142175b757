// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opkind.h"
#include "layout/elementtype.h"
#include "layout/shape.h"
#include "layout/ttnn/ttnntensor.h"
#include "layout/ttnn/ttnntypes.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// `#name = definition` attribute aliases of a file: "ttnn_layout3" -> "#ttnn.ttnn_layout<...>",
// "l1" -> "#ttnn.buffer_type<l1>". Names are stored without the '#'.
using AliasTable = std::map<std::string, std::string>;

// The aliases that refer to one another in a cycle starting at `start` (`#l = #m`, `#m = #l` gives
// l, m, l; `#d = #d` gives d, d), following values that are a bare alias reference; empty when there is none.
std::vector<std::string> aliasCycle(const AliasTable& table, const std::string& start);

// The type of an SSA value. Tensors carry shape, element type and encoding; anything else
// (`!ttnn.device`, `i32`, `memref<...>`) is kept as text with isTensor = false.
struct TensorType
{
    Shape shape;
    ElementType elementType = ElementType::F32;
    // An alias name such as "ttnn_layout3" (without '#', defined in the graph's AliasTable), or the
    // inline attribute text ("#ttnn.ttnn_layout<...>"); empty when the tensor has no encoding.
    std::string encoding;
    bool isTensor = true;
    // The verbatim spelling of a non-tensor type ("!ttnn.device"); empty for tensors.
    std::string typeText;

    bool operator==(const TensorType&) const = default;
};

// One SSA value: a function argument (producer -1) or a result of an op.
struct Value
{
    int id = 0;
    std::string name; // "%3", "%arg0", "%0#1" for the second result of `%0:2 = ...`
    TensorType type;
    int producer = -1; // op index; -1 for function (and block) arguments
    int resultIndex = 0;
    std::vector<int> users; // op indices in schedule order, one entry per use (an op using it twice is listed twice)
};

// One operation in program order. `properties` and `attributes` are the raw text as printed,
// delimiters included (`<{...}>`, `{...}`); `dense<...>` payloads longer than kElidedPayload
// characters are replaced by `dense<...>` so that weights are never carried around.
struct Op
{
    int id = 0;
    OpKind kind; // "ttnn.add", "ttir.matmul", "func.return"
    std::vector<int> operands; // value ids
    std::vector<int> results; // value ids
    std::string properties;
    std::string attributes;
    int line = 0; // 1-based position of the op in the text it was read from (0 when built in code)
    int column = 0;
    std::string location; // resolved loc name ("matmul_1"), empty when unknown
    bool namedLocation = false; // the loc is a name loc (not a file, call-site or fused one)
    bool opaque = false; // kind not known to the project (see opCategory)
    // The op model cannot validate this op (upstream's "not implemented"), so the policies keep it in DRAM.
    // Opaque ops are never validated either; a JSON model can mark a known op so ("op_model": "not_implemented").
    bool opModelMissing = false;
};

inline constexpr size_t kElidedPayload = 1024;

// Device parameters a model file overrides; unset fields keep the optimizer's device.
struct DeviceOverrides
{
    std::optional<std::string> name;
    std::optional<int64_t> gridRows;
    std::optional<int64_t> gridCols;
    std::optional<int64_t> dramBanks;
    std::optional<int64_t> l1BytesPerCore;
    std::optional<int64_t> l1BankBytes;

    bool empty() const { return *this == DeviceOverrides {}; }
    void applyTo(DeviceModel& device) const;
    bool operator==(const DeviceOverrides&) const = default;
};

// Which ops opCount() counts.
enum class OpCountMode
{
    AllButReturn, // every op except func.return
    Compute, // also without ttnn.deallocate and ttnn.get_device (bookkeeping, no tensor work)
};

// The op graph of one function: ops in program order (the schedule), the values they define and use,
// the function's arguments and returned values, and the attribute aliases of the file.
class ModelGraph
{
public:
    const std::string& name() const { return m_name; } // function name without '@'
    void setName(std::string name) { m_name = std::move(name); }

    const std::vector<Op>& ops() const { return m_ops; }
    const std::vector<Value>& values() const { return m_values; }
    const Op& op(int index) const { return m_ops.at(size_t(index)); }
    // Whether a policy decides a layout for op `index` (isPlannedOp). Kept apart from the ops: the policies ask it
    // of every op, and a byte each stays in the cache where an op's own fields, two lines of 208 bytes, do not.
    bool planned(int index) const { return m_planned.at(size_t(index)) != 0; }
    const Value& value(int id) const { return m_values.at(size_t(id)); }
    const std::vector<int>& arguments() const { return m_arguments; }
    // The raw `{...}` attributes of a function argument; empty for other values. Kept beside the values, not in
    // each: a million-op graph has a few arguments.
    const std::string& argumentAttributes(int valueId) const;
    // Operands of the last func.return.
    const std::vector<int>& returned() const { return m_returned; }
    const AliasTable& aliases() const { return m_aliases; }
    void setAliases(AliasTable aliases) { m_aliases = std::move(aliases); }
    const DeviceOverrides& device() const { return m_device; }
    void setDevice(DeviceOverrides device) { m_device = std::move(device); }

    // Building. Operand and result ids must exist; addOp fills producers, result indices and users.
    int addArgument(std::string name, TensorType type, std::string attributes = {});
    // A value without a producer that is not a function argument (a block argument).
    int addBlockArgument(std::string name, TensorType type);
    // Room for this many ops and values before they move: a reader that can estimate a function's size saves a
    // million-op graph from growing (and copying) its arrays twenty times. shrinkToFit gives back what was not used.
    void reserve(size_t ops, size_t values)
    {
        m_ops.reserve(ops);
        m_planned.reserve(ops);
        m_values.reserve(values);
    }
    void shrinkToFit()
    {
        m_ops.shrink_to_fit();
        m_planned.shrink_to_fit();
        m_values.shrink_to_fit();
    }
    // Appends `op` (its id is set to its index) and creates one result value per entry of `results`.
    int addOp(Op op, std::vector<std::pair<std::string, TensorType>> results);
    void setOpLocation(int index, std::string location, bool named)
    {
        m_ops.at(size_t(index)).location = std::move(location);
        m_ops.at(size_t(index)).namedLocation = named;
    }

    // The value with this name, or -1. Linear in the number of values.
    int findValue(std::string_view name) const;

    // Index of the last op that uses the value (func.return and ttnn.deallocate count), -1 if unused.
    int lastUse(int valueId) const;
    // The same without func.return, as upstream's schedule does; -1 if only returned or unused.
    int lastUseExcludingReturn(int valueId) const;
    // Index of the ttnn.deallocate that frees the value, or -1.
    int deallocatedAt(int valueId) const;
    bool isReshard(int opIndex) const { return op(opIndex).kind.isReshard(); }
    bool isDeallocate(int opIndex) const { return op(opIndex).kind.isDeallocate(); }
    OpCategory category(int opIndex) const { return op(opIndex).kind.category(); }

    // The encoding's attribute text with the alias resolved; empty when the value has none.
    std::string encodingText(int valueId) const;
    // Where an alias definition starts in the source text (for error positions); nullopt when unknown.
    // What the reader accepted, as upstream's verifier does, but a user should hear of (a use after
    // ttnn.deallocate, a memref that disagrees with its tensor), each starting with "line L, column C: ".
    const std::vector<std::string>& readWarnings() const { return m_readWarnings; }
    void addReadWarning(std::string warning) { m_readWarnings.push_back(std::move(warning)); }

    void setAliasPosition(const std::string& alias, int line, int column);
    std::optional<std::pair<int, int>> aliasPosition(const std::string& alias) const;

    int opCount(OpCountMode mode = OpCountMode::AllButReturn) const;

    // Destination-passing style, as TTIR prints it: `%0 = tensor.empty()` (or `ttir.empty`) only names the buffer an
    // op writes its result into, passed as that op's trailing operand. Such placeholders are no ops of the
    // schedule: each one whose every use is a destination operand (the k-th of an op's last n operands, for its
    // k-th of n results, of the same type) is removed with its value and those operands; ops and values are
    // renumbered. Returns how many were removed.
    int dropDestinationPlaceholders();

    // One line per argument and op, for debugging and tests:
    // `  [3] %2 = ttnn.add(%1, %arg3) : tensor<1x256xf32, #ttnn_layout5>  loc("add_1")`.
    std::string dumpText() const;

private:
    std::string m_name;
    std::vector<Op> m_ops;
    std::vector<uint8_t> m_planned; // by op
    int64_t m_placeholders = 0; // ops that look like destination placeholders (tensor.empty without operands)
    std::vector<Value> m_values;
    std::vector<int> m_arguments;
    std::vector<std::string> m_argumentAttributes; // per argument, in the order of m_arguments
    std::vector<int> m_returned;
    AliasTable m_aliases;
    std::map<std::string, std::pair<int, int>> m_aliasPositions;
    std::vector<std::string> m_readWarnings;
    DeviceOverrides m_device;
};

// Every function of a module; `mainIndex` is the one a single-model view shows: `@main` if present,
// else the first public function with a body, else the first function with a body.
struct ModelModule
{
    std::string name; // first module's symbol name without '@', if any
    std::vector<ModelGraph> functions;
    size_t mainIndex = 0;

    const ModelGraph& main() const { return functions.at(mainIndex); }
};

// `tensor<1x784xf32, #ttnn_layout>`, or the non-tensor spelling.
std::string formatType(const TensorType& type);

// What the optimizer's policies share about a graph.
// Tensor operands of an op as operand indices (the op model's inputs skip non-tensor operands).
std::vector<int> tensorOperands(const ModelGraph& graph, int op);
// Consumers of a value that read it as ops (deallocate and return left out), ascending, without repeats.
std::vector<int> readers(const ModelGraph& graph, int value);
// Ops a policy decides a layout for: tensor results, not deallocate/return/get_device.
bool isPlannedOp(const ModelGraph& graph, int op);

// Whether the function returns the value (its results live in DRAM after the function).
bool isReturned(const ModelGraph& graph, int value);

} // namespace tle
