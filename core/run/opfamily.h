// SPDX-License-Identifier: MIT
#pragma once

#include "graph/opfamily.h"
#include "run/measuredrun.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace tle {

// The family an op code names, by a report database's ttnn op (`ttnn.matmul`) and its module category, else by the
// first rule of the table its first word matches; `other` when none does. The tensors decide the rest (opFamily).
OpFamily opFamilyOfCode(std::string_view opCode);

// The family of an op code, except that a copy within one buffer type and a move of an interleaved tensor move
// data (`data_movement`): a buffer copy changes buffer type, a move of a sharded tensor copies within each core.
OpFamily opFamily(const RunOp& op);

// opFamily over many ops, the rule table read once per distinct op code.
class OpFamilies
{
public:
    OpFamily of(const RunOp& op);

private:
    std::unordered_map<std::string, OpFamily> m_named;
};

} // namespace tle
