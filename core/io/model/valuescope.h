// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tle {

// The SSA names in scope while a function body is read, with the value ids each defines. MLIR prints most
// names as plain numbers in order (%0, %1, ...), so those index a vector; only the others (%arg0, %x, %007)
// are hashed. A million-op body is read without a million hash-table nodes.
class ValueScope
{
public:
    // The values one `%name` (or `%name:count`) defines: ids first .. first + count - 1.
    struct Group
    {
        int first = -1;
        int count = 1;
    };

    // False, and nothing changes, when `name` is already defined. `name` must outlive the scope.
    bool define(std::string_view name, Group group);
    // The group `name` defines, or null.
    const Group* find(std::string_view name) const;
    void clear();

private:
    // The number a name such as "%12" spells in canonical decimal (at most 8 digits); -1 for any other name.
    static int64_t numbered(std::string_view name);

    std::vector<Group> m_numbered; // first < 0: not defined
    std::unordered_map<std::string_view, Group> m_named;
    size_t m_hashedNumbers = 0; // numbered names that went to m_named
};

} // namespace tle
