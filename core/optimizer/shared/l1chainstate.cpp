// SPDX-License-Identifier: MIT
#include "optimizer/shared/l1chainstate.h"

#include "util/error.h"

#include <algorithm>

#include <fmt/format.h>

namespace tle {

std::string_view toString(ChainBreakRule rule)
{
    switch (rule) {
    case ChainBreakRule::NotShardable:
        return "not-shardable";
    case ChainBreakRule::NoLegalConfigs:
        return "no-legal-configs";
    case ChainBreakRule::NotSingleUse:
        return "not-single-use";
    case ChainBreakRule::NotFirstOperand:
        return "not-first-operand";
    case ChainBreakRule::EndOfSchedule:
        return "end-of-schedule";
    case ChainBreakRule::Isolated:
        return "isolated";
    }
    return "unknown";
}

std::string_view toString(L1ChainState state)
{
    switch (state) {
    case L1ChainState::InBuild:
        return "InBuild";
    case L1ChainState::Built:
        return "Built";
    case L1ChainState::Resolved:
        return "Resolved";
    case L1ChainState::Failed:
        return "Failed";
    case L1ChainState::Completed:
        return "Completed";
    }
    return "Unknown";
}

bool isLegalTransition(L1ChainState from, L1ChainState to)
{
    using S = L1ChainState;
    switch (from) {
    case S::InBuild:
        return to == S::Built;
    case S::Built:
        return to == S::Resolved || to == S::Failed;
    case S::Resolved:
        return to == S::Completed || to == S::Failed;
    case S::Failed:
    case S::Completed:
        return false;
    }
    return false;
}

bool L1Chain::contains(int op) const
{
    return m_ascending ? std::binary_search(m_ops.begin(), m_ops.end(), op)
                       : std::find(m_ops.begin(), m_ops.end(), op) != m_ops.end();
}

void L1Chain::addOp(int op)
{
    if (m_state != L1ChainState::InBuild)
        throw Error(fmt::format(
            "L1 chain: cannot add op {} in state {}; ops are added only while InBuild", op, toString(m_state)));
    const bool after = m_ops.empty() || op > m_ops.back();
    if (!after && contains(op))
        throw Error(fmt::format("L1 chain: op {} is already in the chain", op));
    m_ascending = m_ascending && after;
    m_ops.push_back(op);
}

void L1Chain::transitionTo(L1ChainState next)
{
    if (!isLegalTransition(m_state, next))
        throw Error(fmt::format("L1 chain: illegal transition from {} to {}", toString(m_state), toString(next)));
    m_state = next;
}

void L1Chain::build()
{
    if (m_state == L1ChainState::InBuild && m_ops.empty())
        throw Error("L1 chain: cannot build an empty chain");
    transitionTo(L1ChainState::Built);
}

void L1Chain::fail(Remark reason)
{
    transitionTo(L1ChainState::Failed);
    m_failureReason = std::move(reason);
}

} // namespace tle
