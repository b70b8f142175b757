// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the model import tests.

#include "graph/modelgraph.h"
#include "testpaths.h"
#include "util/error.h"

#include <QFile>
#include <QString>

#include <functional>
#include <string>

namespace tle::test {

inline std::string realIr(const char* name)
{
    QFile file(test::testDataDir() + "/real-ir/" + QString::fromUtf8(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", name);
    return file.readAll().toStdString();
}

inline QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

inline QString q(const OpKind& kind)
{
    return q(kind.name());
}

// Everything a graph holds except op positions, to compare graphs read from different formats.
inline std::string signature(const ModelGraph& g)
{
    std::string out = g.name() + "\n" + g.dumpText();
    for (const Value& v : g.values())
        out += v.name + " " + v.type.encoding + " " + v.type.typeText + " " + g.argumentAttributes(v.id) + "\n";
    for (const Op& op : g.ops())
        out += op.properties + " " + op.attributes + " " + op.location + (op.opaque ? " opaque\n" : "\n");
    for (const auto& [name, text] : g.aliases())
        out += name + " = " + text + "\n";
    return out;
}

// Where and why a reader failed; "no error" when it did not.
inline QString errorOf(const std::function<void()>& read)
{
    try {
        read();
    } catch (const Error& e) {
        return QStringLiteral("%1:%2: %3").arg(e.line()).arg(e.column()).arg(QString::fromUtf8(e.what()));
    }
    return QStringLiteral("no error");
}

// The tt-mlir spelling of a layout enum, for readable comparisons.
template <typename Enum>
inline QString spelled(Enum value)
{
    return QString::fromUtf8(toString(value).data());
}

} // namespace tle::test
