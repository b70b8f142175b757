// SPDX-License-Identifier: MIT
#include "io/model/valuescope.h"

#include <algorithm>

namespace tle {

int64_t ValueScope::numbered(std::string_view name)
{
    if (name.starts_with('%'))
        name.remove_prefix(1);
    // "%007" and "%0" are different names: only the canonical spelling maps to a number.
    if (name.empty() || name.size() > 8 || (name.size() > 1 && name.front() == '0'))
        return -1;
    int64_t n = 0;
    for (const char c : name) {
        if (c < '0' || c > '9')
            return -1;
        n = n * 10 + (c - '0');
    }
    return n;
}

bool ValueScope::define(std::string_view name, Group group)
{
    const int64_t n = numbered(name);
    // A number far beyond those defined so far (a hostile `%60000000`) is hashed rather than allocated for.
    const bool near = n >= 0 && size_t(n) < std::max<size_t>(4096, 2 * m_numbered.size());
    if (!near) {
        const bool added = m_named.emplace(name, group).second;
        m_hashedNumbers += added && n >= 0;
        return added;
    }
    if (m_hashedNumbers > 0 && m_named.contains(name))
        return false;
    if (size_t(n) >= m_numbered.size())
        m_numbered.resize(std::max(size_t(n) + 1, m_numbered.size() * 2));
    Group& slot = m_numbered[size_t(n)];
    if (slot.first >= 0)
        return false;
    slot = group;
    return true;
}

const ValueScope::Group* ValueScope::find(std::string_view name) const
{
    const int64_t n = numbered(name);
    if (n >= 0 && size_t(n) < m_numbered.size() && m_numbered[size_t(n)].first >= 0)
        return &m_numbered[size_t(n)];
    if (n >= 0 && m_hashedNumbers == 0)
        return nullptr;
    const auto it = m_named.find(name);
    return it == m_named.end() ? nullptr : &it->second;
}

void ValueScope::clear()
{
    m_numbered.clear();
    m_named.clear();
    m_hashedNumbers = 0;
}

} // namespace tle
