// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/opmodel.h"

#include <string>
#include <unordered_map>

namespace tle {

// Ops the op model answers alike share a signature: the same kind, modelled flag and dim, and the same shape and
// element type of every tensor input and of the output, which is all OpModel::validate reads of a query. A
// policy asks once per signature and layouts, not once per op: a model of a million ops has a few signatures.
class OpSignatures
{
public:
    // The signature of `query`, numbered from 0 in the order first seen.
    int of(const OpQuery& query);
    int count() const { return int(m_ids.size()); }

private:
    std::unordered_map<std::string, int> m_ids;
    std::string m_key; // reused: building a key allocates nothing once it has grown
};

} // namespace tle
