// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the multi-device distribution tests.
#include "io/layouttext/meshrequest.h"
#include "mesh/meshdistribution.h"
#include "util/error.h"

#include <QString>
#include <QStringList>
#include <QTest>

#include <type_traits>

namespace tle::test {

inline QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// "0:4,8:10": one device's slices.
inline QString sliceText(const DeviceShard& device)
{
    QStringList parts;
    for (const SliceRange& s : device.slices)
        parts << QStringLiteral("%1:%2").arg(s.start).arg(s.stop);
    return parts.join(QLatin1Char(','));
}

inline MeshDistribution build(const QString& kind, const QString& text, const QString& shape, const QString& mesh)
{
    MeshRequest request;
    request.shape = shape.toStdString();
    request.mesh = mesh.toStdString();
    const std::string value = text.toStdString();
    if (kind == QLatin1String("placements"))
        request.placements = value;
    else if (kind == QLatin1String("mapper"))
        request.mapper = value;
    else if (kind == QLatin1String("gspmd"))
        request.gspmd = value;
    else
        request.meshShard = value;
    return buildMesh(request);
}

// Runs `f`, which must throw tle::Error; returns it.
template <class F>
Error expectError(F&& f)
{
    try {
        f();
    } catch (const Error& e) {
        return e;
    }
    return Error("no error was thrown", -1, -1);
}

// Adds a data row. Plain string literals become QStrings; a chain of `<< "literal"` would take a line each.
template <class... Columns>
void addRow(const char* name, const Columns&... columns)
{
    QTestData& row = QTest::newRow(name);
    auto add = [&row](const auto& value) {
        if constexpr (std::is_convertible_v<decltype(value), const char*>)
            row << QString::fromUtf8(value);
        else
            row << value;
    };
    (add(columns), ...);
}

} // namespace tle::test
