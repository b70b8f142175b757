// SPDX-License-Identifier: MIT
#include "io/files/workspacefile.h"

#include "io/json/json.h"
#include "io/json/jsonlocator.h"
#include "io/json/jsontext.h"
#include "util/error.h"
#include "util/excerpt.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>
#include <limits>

namespace tle {

namespace {

constexpr std::string_view kFormat = "tensor-layout-explorer-workspace";
constexpr std::string_view kKeys[] = { "format", "version", "workspace", "layout", "view", "zoom", "zoom_locked",
    "slice", "select", "mesh", "placements", "model", "policy", "compare", "op" };

// A few megabytes of layout text is far beyond any real layout, and keeps a hostile file from growing the window.
constexpr size_t kMaxText = size_t(1) << 22;

std::string text(const Json& v, std::string_view key)
{
    if (!v.is_string())
        throw Error(fmt::format("workspace: \"{}\" must be a string", key));
    std::string s = v.get<std::string>();
    if (s.size() > kMaxText)
        throw Error(fmt::format("workspace: \"{}\" is {} bytes long, more than {}", key, s.size(), kMaxText));
    return s;
}

int64_t integer(const Json& v, std::string_view key, int64_t low, int64_t high)
{
    if (!v.is_number_integer())
        throw Error(fmt::format("workspace: \"{}\" must be an integer", key));
    if (v.is_number_unsigned() && v.get<uint64_t>() > uint64_t(std::numeric_limits<int64_t>::max()))
        throw Error(fmt::format("workspace: \"{}\" is {}, larger than {}", key, v.get<uint64_t>(), high));
    const int64_t value = v.get<int64_t>();
    if (value < low || value > high)
        throw Error(fmt::format("workspace: \"{}\" is {}, outside {} to {}", key, value, low, high));
    return value;
}

double number(const Json& v, std::string_view key, double low, double high)
{
    if (!v.is_number())
        throw Error(fmt::format("workspace: \"{}\" must be a number", key));
    const double value = v.get<double>();
    if (!std::isfinite(value) || value < low || value > high)
        throw Error(fmt::format("workspace: \"{}\" is {}, outside {} to {}", key, value, low, high));
    return value;
}

bool boolean(const Json& v, std::string_view key)
{
    if (!v.is_boolean())
        throw Error(fmt::format("workspace: \"{}\" must be true or false", key));
    return v.get<bool>();
}

// Plane coordinates beyond any tensor's 2^62 cells are not a place.
constexpr double kMaxCoordinate = 4.6e18;

PlaneZoom planeZoom(const Json& v, std::string_view key)
{
    if (!v.is_object())
        throw Error(fmt::format("workspace: \"{}\" must be an object with \"scale\" and \"centre\"", key));
    PlaneZoom zoom;
    for (auto it = v.begin(); it != v.end(); ++it) {
        if (it.key() == "scale") {
            zoom.scale = number(it.value(), fmt::format("{}.scale", key), 1e-30, 1e6);
            if (zoom.scale <= 0)
                throw Error(fmt::format("workspace: \"{}.scale\" must be above 0", key));
        } else if (it.key() == "centre") {
            const Json& c = it.value();
            if (!c.is_array() || c.size() != 2)
                throw Error(fmt::format("workspace: \"{}.centre\" must be [row, column]", key));
            zoom.centreRow = number(c[0], fmt::format("{}.centre[0]", key), -kMaxCoordinate, kMaxCoordinate);
            zoom.centreColumn = number(c[1], fmt::format("{}.centre[1]", key), -kMaxCoordinate, kMaxCoordinate);
        } else {
            throw Error(
                fmt::format("workspace: unknown key \"{}\" in \"{}\" (known: scale, centre)", excerpt(it.key()), key));
        }
    }
    return zoom;
}

void readKey(Workspace& w, const std::string& key, const Json& v)
{
    if (key == "format") {
        if (!v.is_string() || v.get<std::string>() != kFormat)
            throw Error(fmt::format("workspace: \"format\" must be \"{}\": this is not a workspace file", kFormat));
    } else if (key == "version") {
        const int64_t version = integer(v, key, 1, std::numeric_limits<int>::max());
        if (version > Workspace::kVersion)
            throw Error(fmt::format(
                "workspace: version {} is newer than this program reads ({})", version, Workspace::kVersion));
    } else if (key == "workspace") {
        const std::string shown = text(v, key);
        if (shown != "layout" && shown != "model")
            throw Error("workspace: \"workspace\" must be \"layout\" or \"model\"");
        w.modelShown = shown == "model";
    } else if (key == "layout") {
        w.layout = text(v, key);
    } else if (key == "view") {
        w.view = text(v, key);
    } else if (key == "zoom") {
        if (!v.is_object())
            throw Error("workspace: \"zoom\" must be an object with \"logical\" and \"physical\"");
        for (auto it = v.begin(); it != v.end(); ++it) {
            if (it.key() == "logical")
                w.logicalZoom = planeZoom(it.value(), "zoom.logical");
            else if (it.key() == "physical")
                w.physicalZoom = planeZoom(it.value(), "zoom.physical");
            else
                throw Error(fmt::format(
                    "workspace: unknown key \"{}\" in \"zoom\" (known: logical, physical)", excerpt(it.key())));
        }
    } else if (key == "zoom_locked") {
        w.zoomLocked = boolean(v, key);
    } else if (key == "slice") {
        if (!v.is_array() || v.size() > 64)
            throw Error("workspace: \"slice\" must be an array of at most 64 indices");
        for (size_t i = 0; i < v.size(); ++i)
            w.slice.push_back(integer(v[i], fmt::format("slice[{}]", i), 0, std::numeric_limits<int64_t>::max()));
    } else if (key == "select") {
        w.selection = text(v, key);
    } else if (key == "mesh") {
        w.mesh = text(v, key);
    } else if (key == "placements") {
        w.placements = text(v, key);
    } else if (key == "model") {
        w.model = text(v, key);
    } else if (key == "policy") {
        w.policy = text(v, key);
    } else if (key == "compare") {
        w.compare = text(v, key);
    } else if (key == "op") {
        w.op = int(integer(v, key, -1, std::numeric_limits<int>::max()));
    } else {
        throw Error(fmt::format("workspace: unknown key \"{}\" (known: {})", excerpt(key), fmt::join(kKeys, ", ")));
    }
}

} // namespace

std::string writeWorkspace(const Workspace& w)
{
    Json json = Json::object();
    json["format"] = kFormat;
    json["version"] = Workspace::kVersion;
    json["workspace"] = w.modelShown ? "model" : "layout";
    json["layout"] = w.layout;
    json["view"] = w.view;
    Json zoom = Json::object();
    for (const auto& [name, plane] : { std::pair { "logical", &w.logicalZoom }, { "physical", &w.physicalZoom } }) {
        if (*plane)
            zoom[name]
                = { { "scale", (*plane)->scale }, { "centre", { (*plane)->centreRow, (*plane)->centreColumn } } };
    }
    json["zoom"] = zoom;
    json["zoom_locked"] = w.zoomLocked;
    json["slice"] = w.slice;
    json["select"] = w.selection;
    json["mesh"] = w.mesh;
    json["placements"] = w.placements;
    json["model"] = w.model;
    json["policy"] = w.policy;
    json["compare"] = w.compare;
    json["op"] = w.op;
    return dumpJson(json) + "\n";
}

Workspace readWorkspace(std::string_view source)
{
    auto placed = [&](const Error& e, std::string_view key) {
        return errorAtMember(source, e, key).from(ErrorSource::WorkspaceFile, std::string(key));
    };
    Json json;
    try {
        json = parseJsonText(source, "workspace");
    } catch (const Error& e) {
        throw e.from(ErrorSource::WorkspaceFile);
    }
    if (!json.is_object())
        throw placed(Error("workspace: the top level must be an object"), {});
    if (!json.contains("format"))
        throw placed(
            Error(fmt::format("workspace: \"format\" is missing: a workspace file names \"{}\"", kFormat)), {});
    Workspace w;
    for (auto it = json.begin(); it != json.end(); ++it) {
        try {
            readKey(w, it.key(), it.value());
        } catch (const Error& e) {
            throw placed(e, it.key());
        }
    }
    return w;
}

} // namespace tle
