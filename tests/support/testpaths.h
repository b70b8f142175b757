// SPDX-License-Identifier: MIT
#pragma once

// Where the tests find the project's samples and test data: the folders CTest names in the environment
// (TLE_SAMPLES_DIR, TLE_TESTDATA_DIR), else the source tree above the build folder the test runs from. No
// path of the machine that built the test is compiled into it.

#include <QCoreApplication>
#include <QDir>
#include <QString>

#include <string>

namespace tle::test {

// The source tree: $TLE_SOURCE_DIR, else the folder above the test that holds CMakePresets.json.
inline QString sourceRoot()
{
    const QString given = qEnvironmentVariable("TLE_SOURCE_DIR");
    if (!given.isEmpty())
        return given;
    QDir dir(QCoreApplication::applicationDirPath());
    for (int up = 0; up < 8; ++up) {
        if (dir.exists(QStringLiteral("CMakePresets.json")))
            return dir.path();
        if (!dir.cdUp())
            break;
    }
    return QStringLiteral(".");
}

inline QString sourceFolder(const char* variable, const QString& relative)
{
    const QString given = qEnvironmentVariable(variable);
    return given.isEmpty() ? sourceRoot() + QLatin1Char('/') + relative : given;
}

// A file of the source tree, such as "docs/cli.md".
inline std::string sourcePath(const std::string& relative)
{
    return sourceRoot().toStdString() + "/" + relative;
}

inline QString samplesDir()
{
    return sourceFolder("TLE_SAMPLES_DIR", QStringLiteral("samples"));
}

inline QString testDataDir()
{
    return sourceFolder("TLE_TESTDATA_DIR", QStringLiteral("tests/data"));
}

inline std::string samplesPath(const std::string& relative)
{
    return samplesDir().toStdString() + "/" + relative;
}

inline std::string testDataPath(const std::string& relative)
{
    return testDataDir().toStdString() + "/" + relative;
}

} // namespace tle::test
