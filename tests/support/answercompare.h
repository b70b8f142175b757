// SPDX-License-Identifier: MIT
#pragma once

// Compares a CLI answer with its golden copy by what the contract fixes, so that a recalibration of the cost model
// does not rewrite the goldens while a change of shape still fails.
//
// Exact: in JSON the keys and their order, every value's type, strings, booleans, integers outside estimates and
// array lengths; in text everything between numbers. Within kEstimateTolerance (relative): estimates, which are in
// JSON every floating-point number and every number under a key ending in "_ns" or "_us", and in text every number
// written with a decimal point.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tle::test {

// Ordered, so that the keys' order is compared too.
using AnswerJson = nlohmann::ordered_json;

inline constexpr double kEstimateTolerance = 0.05;

inline bool withinTolerance(double actual, double expected)
{
    if (actual == expected)
        return true;
    const double scale = std::max(std::abs(actual), std::abs(expected));
    return std::abs(actual - expected) <= kEstimateTolerance * scale;
}

inline bool isEstimateKey(std::string_view key)
{
    return key.ends_with("_ns") || key.ends_with("_us");
}

// The first difference between two JSON values as "path: what", or nothing when they agree.
inline std::optional<std::string> jsonDifference(
    const AnswerJson& actual, const AnswerJson& expected, const std::string& path, std::string_view key)
{
    const auto at = [&](const std::string& what) {
        return std::optional<std::string>((path.empty() ? "$" : path) + ": " + what);
    };
    const bool estimate = expected.is_number_float() || (expected.is_number() && isEstimateKey(key));
    if (estimate && actual.is_number())
        return withinTolerance(actual.get<double>(), expected.get<double>())
            ? std::nullopt
            : at(actual.dump() + " is not within tolerance of " + expected.dump());
    if (actual.type() != expected.type())
        return at(std::string("type ") + actual.type_name() + ", expected " + expected.type_name());
    if (expected.is_object()) {
        auto a = actual.begin();
        auto e = expected.begin();
        for (; a != actual.end() && e != expected.end(); ++a, ++e) {
            if (a.key() != e.key())
                return at("key \"" + a.key() + "\" where \"" + e.key() + "\" was expected");
            if (auto difference = jsonDifference(a.value(), e.value(), path + "." + e.key(), e.key()))
                return difference;
        }
        if (a != actual.end())
            return at("extra key \"" + a.key() + "\"");
        if (e != expected.end())
            return at("missing key \"" + e.key() + "\"");
        return std::nullopt;
    }
    if (expected.is_array()) {
        if (actual.size() != expected.size())
            return at(std::to_string(actual.size()) + " elements, expected " + std::to_string(expected.size()));
        for (std::size_t i = 0; i < expected.size(); ++i)
            if (auto difference = jsonDifference(actual[i], expected[i], path + "[" + std::to_string(i) + "]", key))
                return difference;
        return std::nullopt;
    }
    return actual == expected ? std::nullopt : at(actual.dump() + ", expected " + expected.dump());
}

// A text as alternating runs: a number with a decimal point, or anything else.
struct TextRun
{
    std::string_view text;
    bool decimal = false;
};

inline TextRun nextRun(std::string_view text, std::size_t from)
{
    const auto digit = [&](std::size_t i) { return i < text.size() && text[i] >= '0' && text[i] <= '9'; };
    const auto decimalAt = [&](std::size_t i, std::size_t& end) {
        std::size_t j = i;
        if (j < text.size() && text[j] == '-')
            ++j;
        if (!digit(j) || (i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '.')))
            return false;
        while (digit(j))
            ++j;
        if (j >= text.size() || text[j] != '.' || !digit(j + 1))
            return false;
        ++j;
        while (digit(j))
            ++j;
        end = j;
        return true;
    };
    std::size_t end = 0;
    if (decimalAt(from, end))
        return { text.substr(from, end - from), true };
    std::size_t i = from + 1;
    while (i < text.size() && !decimalAt(i, end))
        ++i;
    return { text.substr(from, i - from), false };
}

// The first difference between two texts as "line N: what", or nothing when they agree.
inline std::optional<std::string> textDifference(std::string_view actual, std::string_view expected)
{
    std::size_t a = 0;
    std::size_t e = 0;
    while (a < actual.size() && e < expected.size()) {
        const TextRun ra = nextRun(actual, a);
        const TextRun re = nextRun(expected, e);
        const bool same = ra.decimal && re.decimal
            ? withinTolerance(std::stod(std::string(ra.text)), std::stod(std::string(re.text)))
            : ra.decimal == re.decimal && ra.text == re.text;
        if (!same) {
            std::size_t common = 0;
            while (common < ra.text.size() && common < re.text.size() && ra.text[common] == re.text[common])
                ++common;
            const std::size_t line
                = 1 + static_cast<std::size_t>(std::count(actual.begin(), actual.begin() + a + common, '\n'));
            return "line " + std::to_string(line) + ": \"" + std::string(ra.text.substr(common, 120))
                + "\", expected \"" + std::string(re.text.substr(common, 120)) + "\"";
        }
        a += ra.text.size();
        e += re.text.size();
    }
    if (a < actual.size() || e < expected.size())
        return std::string(
            a < actual.size() ? "the answer is longer than its golden" : "the answer ends before its golden");
    return std::nullopt;
}

// The first difference between an answer and its golden: as JSON when the golden is JSON, else as text.
inline std::optional<std::string> answerDifference(const std::string& actual, const std::string& expected)
{
    const AnswerJson goldenJson = AnswerJson::parse(expected, nullptr, false);
    if (goldenJson.is_discarded() || !(goldenJson.is_object() || goldenJson.is_array()))
        return textDifference(actual, expected);
    const AnswerJson answerJson = AnswerJson::parse(actual, nullptr, false);
    if (answerJson.is_discarded())
        return std::string("the answer is not JSON, its golden is");
    return jsonDifference(answerJson, goldenJson, "", "");
}

} // namespace tle::test
