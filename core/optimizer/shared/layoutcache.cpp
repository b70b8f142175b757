// SPDX-License-Identifier: MIT
#include "optimizer/shared/layoutcache.h"

namespace tle {

LayoutCache::LayoutCache(const OptimizerDevice& device, LegalLayoutOptions options)
    : m_device(device)
    , m_options(options)
{ }

const LayoutCache::Entry& LayoutCache::of(const TensorType& type)
{
    // Compared as they are, not formatted: a search asks millions of times.
    auto key = std::pair(type.shape, type.elementType);
    auto it = m_entries.find(key);
    if (it != m_entries.end())
        return it->second;
    Entry& e = m_entries[std::move(key)];
    e.all = legalTensorLayouts(type.shape, type.elementType, m_device, m_options);
    for (const TtnnLayout& l : e.all) {
        const bool l1 = l.spec().bufferType == BufferType::L1;
        if (l.isSharded() && l1)
            e.sharded.push_back(&l);
        else if (!l.isSharded() && l1 && !e.l1Interleaved && l.isTiled())
            e.l1Interleaved = &l;
        else if (!l.isSharded() && !l1 && !e.dramInterleaved && l.isTiled())
            e.dramInterleaved = &l;
    }
    return e;
}

} // namespace tle
