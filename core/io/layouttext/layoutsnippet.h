// SPDX-License-Identifier: MIT
#pragma once

#include "util/error.h"
#include "util/textscanner.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// One layout found in a piece of compiler output: a tensor type with a layout encoding, or an alias definition
// of a layout attribute that no tensor type uses (a bare attribute, whose logical shape the text does not give).
struct SnippetLayout
{
    std::string text; // self-contained: every alias replaced by its definition
    std::string written; // as the text writes it
    std::string alias; // bare attributes: the alias the definition names ("ttnn_layout3")
    std::string undefinedAlias; // set when the encoding names an alias the text does not define
    int line = 0; // of its first appearance, 1-based
    int column = 0;
    int uses = 1; // appearances of the same layout

    // Which part of `text` came from where in the source, so that errors point into the source: the tensor
    // type itself, or the definition of an alias it uses.
    struct Run
    {
        size_t textStart = 0;
        size_t sourceOffset = 0;
    };
    std::vector<Run> runs;
};

// Every distinct layout of a text, in order of first appearance. Alias definitions (`#name = ...`, `!name = ...`)
// are collected first and resolved wherever they are used, also inside other layouts (`#l1`, `#dram`).
struct LayoutSnippet
{
    std::vector<SnippetLayout> layouts;
    int typesWithoutLayout = 0; // tensor types without an encoding (nothing to describe)
    int otherEncodings = 0; // tensor types whose encoding is not a layout attribute
    // The first such encoding, where it is and how it is written (a misspelt attribute name, most often).
    TextPosition otherEncodingAt;
    std::string otherEncoding;
    int aliasDefinitions = 0;

    // True when the text is more than one bare layout: it defines aliases or holds several layouts, or
    // text around one.
    bool isSnippet = false;

    // The source line and column of an error found while reading `layouts[index].text`.
    Error placeError(const Error& error, size_t index) const;

    std::string source;
};

LayoutSnippet scanLayoutSnippet(std::string_view text);

// Whether an attribute's text is one of the layout attributes the explorer reads.
bool isLayoutAttribute(std::string_view attribute);

} // namespace tle
