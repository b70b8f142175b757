// SPDX-License-Identifier: MIT
#pragma once

// The L1 chain state machine of seed 002 §3.2.4: a chain's ops and its state, with only the legal transitions.
// Results keep their chains in it, so every policy step that changes a chain's state is checked.

#include "optimizer/shared/remark.h"

#include <string>
#include <string_view>
#include <vector>

namespace tle {

enum class L1ChainState
{
    InBuild, // ops can be added
    Built, // ops final, ready for the ShardSolver
    Resolved, // the solver found a solution
    Failed, // the solver (or config picking) found none
    Completed, // one config selected per op
};

std::string_view toString(L1ChainState state);

// InBuild -> Built -> Resolved -> Completed; Built -> Failed when resolve fails, Resolved -> Failed when picking
// configs fails. Failed and Completed are final.
bool isLegalTransition(L1ChainState from, L1ChainState to);

// Why a chain ended at an op, or why an op is in no chain.
enum class ChainBreakRule
{
    NotShardable, // op excluded: not one of the shardable op kinds
    NoLegalConfigs, // op excluded: no legal sharded config
    NotSingleUse, // chain ends at op: it has zero or several uses (a fork)
    NotFirstOperand, // chain ends at op: the next op does not take it as operand[0]
    EndOfSchedule, // chain ends at op: it is the last op
    Isolated, // op forms a single-op chain (concat under chain merging)
};

std::string_view toString(ChainBreakRule rule);

struct ChainBreak
{
    int op = 0;
    ChainBreakRule rule = ChainBreakRule::EndOfSchedule;
    // The op that stopped the chain: the next op when it could not join, else `op` itself (its uses), or -1.
    int blocker = -1;
};

class L1Chain
{
public:
    L1ChainState state() const { return m_state; }
    // Op ids in schedule order.
    const std::vector<int>& ops() const { return m_ops; }
    bool contains(int op) const;
    const Remark& failureReason() const { return m_failureReason; }

    // Only while InBuild; an op appears once.
    void addOp(int op);
    // Throws tle::Error naming both states when `next` is not reachable from state().
    void transitionTo(L1ChainState next);
    // InBuild -> Built; a chain needs at least one op.
    void build();
    void resolve() { transitionTo(L1ChainState::Resolved); }
    void fail(Remark reason);
    void complete() { transitionTo(L1ChainState::Completed); }

private:
    std::vector<int> m_ops;
    // Whether m_ops ascends, as a chain built along the schedule does: then membership is a binary search and a
    // long chain is built in linear time without a set of its ops.
    bool m_ascending = true;
    L1ChainState m_state = L1ChainState::InBuild;
    Remark m_failureReason;
};

} // namespace tle
