// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace tle {

// What kind of work an op does, for the optimizer and the views.
enum class OpCategory
{
    EltwiseUnary,
    EltwiseBinary,
    EltwiseTernary, // where
    Matmul, // matmul, linear, dot_general
    Conv,
    Pool,
    Reduction,
    DataMovement, // reshape, permute, transpose, concat, slice, broadcast, embedding, head splits, ...
    Normalization,
    Softmax,
    Layout, // reshards: to_memory_config, to_layout, to_device, from_device
    Memory, // deallocate
    Creation, // empty, full, ones, zeros, constant, arange
    Device, // get_device
    Return, // func.return
    Other, // unknown kinds (opaque) and known ones outside the groups above
};

std::string_view toString(OpCategory category);

// The category of an op kind. The table covers the ttir and ttnn dialects (same base names in both,
// e.g. "ttir.add" and "ttnn.add"); `std::nullopt` for kinds it does not know.
std::optional<OpCategory> knownOpCategory(std::string_view kind);

// Whether an op of this category and base name ("add" of "ttnn.add") runs a device program: bookkeeping
// (deallocate, get_device), creation, returns and host transfers (to_device, from_device) do not.
bool runsOnDevice(OpCategory category, std::string_view baseName);

// An op's kind: its name as printed, and what the project knows of it, resolved once when the op is made.
class OpKind
{
public:
    OpKind() = default;
    OpKind(std::string name);
    OpKind(std::string_view name)
        : OpKind(std::string(name))
    { }
    OpKind(const char* name)
        : OpKind(std::string(name))
    { }

    const std::string& name() const { return m_name; }
    // The name without its dialect: "matmul" for "ttnn.matmul".
    std::string_view baseName() const;
    OpCategory category() const { return m_category; }
    bool isKnown() const { return m_known; }
    bool isReshard() const { return m_category == OpCategory::Layout; }
    bool isDeallocate() const { return m_role == Role::Deallocate; }
    bool isReturn() const { return m_category == OpCategory::Return; }
    bool isConcat() const { return m_role == Role::Concat; }
    bool isGetDevice() const { return m_role == Role::GetDevice; }
    // Only moves its operand to another layout: the reshards and the compiler's spills and fills.
    bool isLayoutMove() const { return isReshard() || m_role == Role::LayoutMove; }
    // Gives its operand's data another shape without moving it (reshape, view, squeeze, unsqueeze).
    bool isViewLike() const { return m_role == Role::ViewLike; }

    friend bool operator==(const OpKind& kind, std::string_view name) { return kind.m_name == name; }

private:
    enum class Role : uint8_t
    {
        None,
        Concat,
        Deallocate,
        GetDevice,
        LayoutMove,
        ViewLike,
    };

    std::string m_name;
    OpCategory m_category = OpCategory::Other;
    Role m_role = Role::None;
    bool m_known = false;
};

} // namespace tle

// Ops print as their kind's name.
template <>
struct fmt::formatter<tle::OpKind> : fmt::formatter<std::string_view>
{
    auto format(const tle::OpKind& kind, format_context& ctx) const
    {
        return fmt::formatter<std::string_view>::format(kind.name(), ctx);
    }
};
