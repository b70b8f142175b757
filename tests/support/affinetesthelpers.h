// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the affine map tests.
#include <QMetaType>
#include <QString>

#include <cstdint>
#include <vector>

namespace tle::test {

using Values = std::vector<int64_t>;

inline QString list(const Values& values)
{
    QString out = QStringLiteral("[");
    for (size_t i = 0; i < values.size(); ++i) {
        if (i)
            out += QStringLiteral(", ");
        out += QString::number(values[i]);
    }
    return out + QStringLiteral("]");
}

} // namespace tle::test

Q_DECLARE_METATYPE(tle::test::Values)
