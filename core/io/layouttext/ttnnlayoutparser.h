// SPDX-License-Identifier: MIT
#pragma once

#include "layout/ttnn/ttnnlayoutattr.h"
#include "layout/ttnn/ttnntensor.h"
#include "util/textscanner.h"

#include <map>
#include <string>
#include <string_view>

namespace tle {

// Parses `#ttnn.ttnn_layout<...>` with or without `tensor<...>` around it. `aliases` resolves `#name`
// references (for example `#l1 = #ttnn.buffer_type<l1>` from the file the text came from).
ParsedTtnnLayout parseTtnnLayoutText(
    std::string_view text, const std::map<std::string, std::string>* aliases = nullptr);

// A TTNN tensor from a layout attribute with or without its tensor type, with the reader's warnings.
TtnnTensor parseTtnnTensor(std::string_view text, const LayoutDefaults& defaults = {},
    const std::map<std::string, std::string>* aliases = nullptr);

// The pieces of the attribute's text that the ND layout's reader (ttnnndlayoutparser.h) shares.
// `#ttnn.buffer_type<kind>` or an alias of one (#l1, #dram) at the cursor; `spelling` gets the text as written.
BufferType parseTtnnBufferAttr(
    TextScanner& cursor, std::string& spelling, const std::map<std::string, std::string>* aliases);
// A TTNN text names no device. Its layout is placed on Wormhole n150's 8x8 worker grid, or on Blackhole p150's
// 10x13 when its L1 cores reach past 8x8 (tt-mlir prints the cores of the device it compiled for; the device is
// among the layout's facts); a core past both is an error at `at`.
void placeOnTextDevice(TtnnLayoutSpec& spec, const TextPosition& at);
// Throws what tt-mlir's layout verifier rejects, at `at`.
[[noreturn]] void rejectTtnnLayout(const std::string& message, const TextPosition& at);

} // namespace tle
