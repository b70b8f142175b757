// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the shard solver and L1 chain tests.
#include "util/error.h"

#include <QList>
#include <QString>

#include <string_view>
#include <vector>

namespace tle::test {

using QIntLists = QList<QList<int>>;

inline QList<int> toList(const std::vector<int>& v)
{
    return QList<int>(v.begin(), v.end());
}

// The enum's spelling, so QCOMPARE can print it.
template <class Enum>
QString name(Enum value)
{
    const std::string_view text = toString(value);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

template <class F>
QString errorOf(F&& f)
{
    try {
        f();
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace tle::test
