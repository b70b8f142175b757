// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tle {

// How one plane of the Mapping view was zoomed: pixels per cell and the plane point (row, column) at the middle.
struct PlaneZoom
{
    double scale = 1.0;
    double centreRow = 0.0;
    double centreColumn = 0.0;

    bool operator==(const PlaneZoom&) const = default;
};

// What the window showed, so that it can be shown again: a small JSON file (see docs/workspace.md). Every member is
// optional in the file; what is absent keeps the window's default.
struct Workspace
{
    static constexpr int kVersion = 1;

    bool modelShown = false; // the model workspace (else the layout workspace) was in front
    std::string layout; // the layout text on show in the layout workspace
    std::string view; // the layout view's CLI name (mapping, shards, tiles, mesh)
    std::optional<PlaneZoom> logicalZoom; // none: the plane fits the view
    std::optional<PlaneZoom> physicalZoom;
    bool zoomLocked = false;
    std::vector<int64_t> slice; // the leading-dim indices of the logical slice
    std::string selection; // an element index or a core, as Go to takes it
    std::string mesh; // the Mesh view's mesh shape and placements
    std::string placements;
    std::string model; // the model file
    std::string policy;
    std::string compare;
    int op = -1; // the selected op

    bool operator==(const Workspace&) const = default;
};

// The workspace as JSON text (UTF-8, keys in a fixed order).
std::string writeWorkspace(const Workspace& workspace);

// Reads a workspace file. Throws tle::Error naming the key, line and column for malformed JSON, a value of the
// wrong type or out of range, an unknown key, or a file of another format or a newer version.
Workspace readWorkspace(std::string_view text);

} // namespace tle
