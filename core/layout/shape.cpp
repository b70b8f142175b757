// SPDX-License-Identifier: MIT
#include "layout/shape.h"

#include "util/checked.h"

#include <charconv>

namespace tle {

std::string formatShape(std::span<const int64_t> shape, std::string_view separator)
{
    std::string out;
    for (size_t i = 0; i < shape.size(); ++i) {
        if (i)
            out += separator;
        out += std::to_string(shape[i]);
    }
    return out;
}

std::string formatList(std::span<const int64_t> values)
{
    return "[" + formatShape(values, ", ") + "]";
}

namespace {

std::vector<int64_t> parseList(std::string_view text, std::string_view field, int64_t minimum, int64_t maximum,
    bool dimsSeparator = true, std::vector<int>* columns = nullptr)
{
    Shape shape;
    size_t pos = 0;
    auto skipSpace = [&] {
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t'))
            ++pos;
    };
    skipSpace();
    if (pos == text.size())
        return shape;
    while (true) {
        skipSpace();
        const size_t start = pos;
        bool negative = false;
        if (pos < text.size() && text[pos] == '-') {
            negative = true;
            ++pos;
        }
        int64_t value = 0;
        const char* first = text.data() + pos;
        const char* last = text.data() + text.size();
        auto [ptr, ec] = std::from_chars(first, last, value);
        if (ptr == first)
            throw Error(
                fmt::format("{}: expected a number at column {} of \"{}\"", field, start + 1, text), 1, int(start + 1));
        if (ec == std::errc::result_out_of_range || value > maximum)
            throw Error(fmt::format("{}: value at column {} exceeds the maximum of {}", field, start + 1, maximum), 1,
                int(start + 1));
        if (negative)
            value = -value;
        if (value < minimum)
            throw Error(fmt::format("{}: value {} at column {} must be at least {}", field, value, start + 1, minimum),
                1, int(start + 1));
        shape.push_back(value);
        if (columns)
            columns->push_back(int(start + 1));
        pos = size_t(ptr - text.data());
        skipSpace();
        if (pos == text.size())
            break;
        const bool dims = text[pos] == 'x' || text[pos] == 'X';
        if (text[pos] != ',' && !(dims && dimsSeparator))
            throw Error(fmt::format("{}: unexpected '{}' at column {} ({})", field, text[pos], pos + 1,
                            dimsSeparator ? "dims are separated by 'x' or ','"
                                          : "values are separated by ','; hexadecimal is not accepted"),
                1, int(pos + 1));
        ++pos;
    }
    return shape;
}

} // namespace

Shape parseShape(std::string_view text, std::string_view field, int64_t minimum)
{
    std::vector<int> columns;
    Shape shape = parseList(text, field, minimum, kMaxDim, true, &columns);
    // Each dim is in range already; a volume past 63 bits is placed at the dim that takes it there.
    int64_t volume = 1;
    for (size_t i = 0; i < shape.size(); ++i) {
        if (shape[i] != 0 && volume > INT64_MAX / shape[i])
            throw Error(fmt::format("{}: the volume overflows 64 bits at dim {} ({} * {})", field, i, volume, shape[i]),
                1, columns[i]);
        volume *= shape[i];
    }
    validateShape(shape, field, minimum);
    return shape;
}

std::vector<int64_t> parseIntList(std::string_view text, std::string_view field)
{
    return parseList(text, field, INT64_MIN + 1, INT64_MAX, false);
}

Shape rowMajorStrides(std::span<const int64_t> shape)
{
    Shape strides(shape.size(), 1);
    int64_t s = 1;
    for (size_t i = shape.size(); i-- > 0;) {
        strides[i] = s;
        s = checkedMul(s, shape[i] > 0 ? shape[i] : 1, "stride");
    }
    return strides;
}

int64_t rowMajorIndex(std::span<const int64_t> index, std::span<const int64_t> shape)
{
    int64_t linear = 0;
    for (size_t i = 0; i < shape.size(); ++i)
        linear = linear * shape[i] + index[i];
    return linear;
}

void unravelRowMajor(int64_t linear, std::span<const int64_t> shape, std::span<int64_t> out)
{
    for (size_t i = shape.size(); i-- > 0;) {
        out[i] = linear % shape[i];
        linear /= shape[i];
    }
}

bool nextRowMajor(std::span<int64_t> index, std::span<const int64_t> shape)
{
    for (size_t i = shape.size(); i-- > 0;) {
        if (++index[i] < shape[i])
            return true;
        index[i] = 0;
    }
    return false;
}

void validateShape(std::span<const int64_t> shape, std::string_view field, int64_t minimum)
{
    for (size_t i = 0; i < shape.size(); ++i) {
        if (shape[i] < minimum)
            throw Error(fmt::format("{}: dim {} is {} but must be at least {}", field, i, shape[i], minimum));
        if (shape[i] > kMaxDim)
            throw Error(fmt::format("{}: dim {} is {}, larger than the maximum 2^40", field, i, shape[i]));
    }
    checkedProduct(shape, fmt::format("{} volume", field));
}

} // namespace tle
