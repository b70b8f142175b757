// SPDX-License-Identifier: MIT
#pragma once

#include "run/measuredrun.h"
#include "util/error.h"

#include <optional>
#include <string>
#include <string_view>

namespace tle {

// The pieces of text the run readers share: trimming, positioned errors, and tt-metal's printed
// memory configs.

std::string_view trimmed(std::string_view text);

// "FILE, line L, column C: message" (the place is left out when unknown), placed in ErrorSource::RunFile.
Error runFileError(const std::string& source, int64_t line, int64_t column, const std::string& message);

// Fills a tensor's buffer type and memory layout from its printed memory (DEV_1_L1_HEIGHT_SHARDED).
void parseRunMemory(RunTensor& tensor);

// The MemoryConfig(...) text of ATTRIBUTES or of a report database (commas or semicolons between fields,
// both core range spellings); nullopt when the text is not one.
std::optional<RunMemoryConfig> parseMemoryConfigText(std::string_view text);

// The output memory config an ATTRIBUTES cell states (output_mem_config, output_memory_config or
// memory_config, in that order).
std::optional<RunMemoryConfig> outputConfigOf(std::string_view attributes);

} // namespace tle
