// SPDX-License-Identifier: MIT
#include "optimizer/shared/opsignatures.h"

#include <cstdint>
#include <cstring>

namespace tle {

namespace {

// Binary, so that no two different queries spell the same key.
void appendInt(std::string& key, int64_t v)
{
    char bytes[sizeof v];
    std::memcpy(bytes, &v, sizeof v);
    key.append(bytes, sizeof v);
}

void appendType(std::string& key, const TensorType& type)
{
    appendInt(key, type.isTensor ? int64_t(type.shape.size()) : -1);
    for (const int64_t d : type.shape)
        appendInt(key, d);
    appendInt(key, int64_t(type.elementType));
}

} // namespace

int OpSignatures::of(const OpQuery& query)
{
    m_key.clear();
    appendInt(m_key, int64_t(query.kind.name().size()));
    m_key += query.kind.name();
    appendInt(m_key, query.modelled ? 1 : 0);
    appendInt(m_key, query.dim.has_value() ? 1 : 0);
    appendInt(m_key, query.dim.value_or(0));
    appendType(m_key, query.output);
    appendInt(m_key, int64_t(query.inputs.size()));
    for (const TensorType& in : query.inputs)
        appendType(m_key, in);
    return m_ids.try_emplace(m_key, int(m_ids.size())).first->second;
}

} // namespace tle
