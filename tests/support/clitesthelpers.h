// SPDX-License-Identifier: MIT
#pragma once

// Runs the CLI in-process and compares its JSON, for the CLI's test binaries.
#include "cli.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <sstream>
#include <string>
#include <vector>

// Compares JSON values through their canonical text, which also makes failures readable.
#define JCOMPARE(actual, expected)                                                                                     \
    QCOMPARE(QString::fromStdString(nlohmann::json(actual).dump()),                                                    \
        QString::fromStdString(nlohmann::json(expected).dump()))

namespace tle::test {

struct Result
{
    int code = -1;
    std::string out;
    std::string err;
    nlohmann::json json() const { return nlohmann::json::parse(out); }
};

inline Result runCli(std::vector<std::string> args)
{
    std::ostringstream out;
    std::ostringstream err;
    Result r;
    r.code = tle::cli::run(args, out, err);
    r.out = out.str();
    r.err = err.str();
    return r;
}

} // namespace tle::test
