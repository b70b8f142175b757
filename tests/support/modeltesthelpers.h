// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the tests that drive the model side of the main window.
#include "cli.h"
#include "mainwindow.h"
#include "modeldocument.h"

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QTest>

#include <sstream>

namespace tle::test {

inline QJsonObject optimizeJson(const QString& path, const QString& policy)
{
    std::ostringstream out;
    std::ostringstream err;
    const int code = cli::run({ "optimize", path.toStdString(), "--policy", policy.toStdString(), "--json" }, out, err);
    if (code != 0)
        return {};
    return QJsonDocument::fromJson(QByteArray::fromStdString(out.str())).object();
}

inline bool writeText(const QString& path, const QByteArray& text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

inline bool waitForPlan(MainWindow& window)
{
    return QTest::qWaitFor([&] { return window.isIdle() && window.modelDocument()->result(); }, 30000);
}

} // namespace tle::test
