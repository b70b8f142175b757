// SPDX-License-Identifier: MIT
#pragma once

// QCOMPARE prints the project's enums by their names (the toString(enum) every enum of core has), so tests compare
// them as they are instead of casting them to int. QTest's own qCompare would find core's toString by argument-
// dependent lookup and fail on its std::string_view; this overload is more specialised and wins.

#include <QTest>

#include <concepts>
#include <string_view>
#include <type_traits>

namespace tle::test {

template <typename T>
concept NamedEnum = std::is_enum_v<T> && requires(T value)
{
    {
        toString(value)
        } -> std::convertible_to<std::string_view>;
};

template <NamedEnum T>
char* enumName(T value)
{
    const std::string_view name = toString(value);
    return qstrdup(QByteArray(name.data(), qsizetype(name.size())).constData());
}

} // namespace tle::test

namespace QTest {

template <tle::test::NamedEnum T>
inline bool qCompare(const T& t1, const T& t2, const char* actual, const char* expected, const char* file, int line)
{
    return compare_helper(
        t1 == t2, "Compared values are not the same", [&t1] { return tle::test::enumName(t1); },
        [&t2] { return tle::test::enumName(t2); }, actual, expected, file, line);
}

} // namespace QTest
