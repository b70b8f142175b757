// SPDX-License-Identifier: MIT
#include "io/model/jsonmodel.h"

#include "io/json/json.h"
#include "io/json/jsonlocator.h"
#include "io/json/jsontext.h"
#include "io/mlir/mlirtext.h"
#include "io/model/valuelayout.h"
#include "util/excerpt.h"
#include "util/textscanner.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace tle {

namespace {

constexpr int kMaxAttributeDepth = 64;

enum class Presence
{
    Required,
    Optional
};

// An op's `properties` print as `<{...}>`, its `attributes` as `{...}`.
enum class AttributeField
{
    Properties,
    Attributes
};

// A step of a JSON path, linked to its parent on the stack so that paths cost nothing until an error
// needs one.
struct Where
{
    const Where* parent = nullptr;
    std::string_view key; // object member (may be empty)
    size_t index = 0; // array element
    bool isElement = false;

    // A step points at its parent, so the parent must outlive it: steps are taken from named values
    // only (a step of a temporary would dangle once the statement ends).
    Where member(std::string_view k) const& { return Where { .parent = this, .key = k }; }
    Where element(size_t i) const& { return Where { .parent = this, .index = i, .isElement = true }; }
    Where member(std::string_view k) const&& = delete;
    Where element(size_t i) const&& = delete;
};

std::vector<const Where*> steps(const Where& where)
{
    std::vector<const Where*> out;
    for (const Where* w = &where; w && w->parent; w = w->parent)
        out.push_back(w);
    std::reverse(out.begin(), out.end());
    return out;
}

std::string pathText(const Where& where)
{
    std::string out;
    for (const Where* w : steps(where)) {
        if (w->isElement) {
            out += fmt::format("[{}]", w->index);
            continue;
        }
        if (!out.empty())
            out += '.';
        out += w->key.empty() ? std::string_view("\"\"") : w->key;
    }
    return out.empty() ? "(root)" : out;
}

// The offset of the value at `where`, or of the deepest enclosing value that was found.
size_t findValue(const JsonLocator& locator, const Where& where)
{
    size_t p = locator.start();
    for (const Where* w : steps(where)) {
        const size_t next = w->isElement ? locator.element(p, w->index) : locator.member(p, w->key);
        if (next == std::string_view::npos)
            return p;
        p = next;
    }
    return p;
}

// MLIR attribute text for a JSON value (docs/model-json.md): strings are attribute text taken verbatim.
std::string attributeText(const Json& value, int depth)
{
    if (depth > kMaxAttributeDepth)
        throw Error(fmt::format("attributes are nested more than {} deep", kMaxAttributeDepth));
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_boolean())
        return value.get<bool>() ? "true" : "false";
    if (value.is_number_float())
        return fmt::format("{:e}", value.get<double>());
    if (value.is_number())
        return dumpJson(value, -1);
    if (value.is_null())
        return "unit";
    std::string out = value.is_array() ? "[" : "{";
    bool first = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
        out += first ? "" : ", ";
        first = false;
        if (value.is_object()) {
            bool bare = !it.key().empty() && TextScanner::isIdentStart(it.key().front());
            for (char c : it.key())
                bare = bare && TextScanner::isIdentChar(c);
            out += bare ? it.key() : dumpJson(Json(it.key()), -1);
            if (it->is_null())
                continue; // a unit attribute is its name alone
            out += " = ";
        }
        out += attributeText(*it, depth + 1);
    }
    return out + (value.is_array() ? "]" : "}");
}

class JsonModelReader
{
public:
    explicit JsonModelReader(std::string_view text)
        : m_text(text)
        , m_locator(text)
    { }

    ModelGraph read();

private:
    bool opsComeLast() const;
    TextPosition position(size_t offset);
    Json parse(const Where& top);
    // Device, aliases and inputs: what the ops need before they can be read.
    void readHead(const Json& object, const Where& top);
    void readAliases(const Json& aliases, const Where& where);
    void readInputs(const Json& inputs, const Where& where);
    void readOps(const Json& ops, const Where& where);
    void readOp(const Json& op, const Where& where, size_t index);
    void checkLayouts(const Where& inputsWhere, const Where& opsWhere);
    [[noreturn]] void fail(const Where& where, const std::string& message) const;
    void checkKeys(const Json& object, const Where& where, std::initializer_list<std::string_view> allowed) const;
    const Json* field(const Json& object, const Where& where, std::string_view key, Presence presence,
        bool (Json::*is)() const noexcept, std::string_view expected) const;
    std::string string(const Json& object, const Where& where, std::string_view key, Presence presence) const;
    int64_t positive(const Json& value, const Where& where, int64_t minimum, int64_t maximum) const;
    void readDevice(const Json& device, const Where& where);
    // A value declaration of "inputs" or of an op's "outputs"; returns its type, fills name and attributes.
    TensorType readValue(const Json& decl, const Where& where, std::string& name, std::string* attributes);
    std::string readAttributeField(
        const Json& op, const Where& where, std::string_view key, AttributeField which) const;
    int useOf(const Json& name, const Where& where) const;
    void define(const std::string& name, int id, const Where& where);

    std::string_view m_text;
    JsonLocator m_locator;
    // Where each value was declared, to point at its layout if the layout turns out invalid: (op index or -1 for
    // inputs, entry index) per value id.
    std::vector<std::pair<int, size_t>> m_origin;
    ModelGraph m_graph;
    std::unordered_map<std::string, int> m_values;
    bool m_headRead = false;
    // Where each element of "ops" starts, and the line index that turns offsets into positions.
    std::vector<size_t> m_opOffsets;
    std::optional<LineIndex> m_lines;
};

void JsonModelReader::fail(const Where& where, const std::string& message) const
{
    const TextPosition p = LineIndex(m_text).position(findValue(m_locator, where));
    const std::string path = pathText(where);
    throw Error(fmt::format("{}: {}", path, message),
        ErrorPlace { .source = ErrorSource::ModelFile, .field = path, .line = p.line, .column = p.column });
}

void JsonModelReader::checkKeys(
    const Json& object, const Where& where, std::initializer_list<std::string_view> allowed) const
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (std::find(allowed.begin(), allowed.end(), it.key()) != allowed.end())
            continue;
        std::string names;
        for (std::string_view a : allowed)
            names += (names.empty() ? "" : ", ") + std::string(a);
        fail(where.member(it.key()), fmt::format("unknown field (expected one of: {})", names));
    }
}

const Json* JsonModelReader::field(const Json& object, const Where& where, std::string_view key, Presence presence,
    bool (Json::*is)() const noexcept, std::string_view expected) const
{
    const auto it = object.find(key);
    if (it == object.end()) {
        if (presence == Presence::Required)
            fail(where, fmt::format("missing field \"{}\"", key));
        return nullptr;
    }
    if (!((*it).*is)())
        fail(where.member(key), fmt::format("expected {}, found {}", expected, it->type_name()));
    return &*it;
}

std::string JsonModelReader::string(
    const Json& object, const Where& where, std::string_view key, Presence presence) const
{
    const Json* v = field(object, where, key, presence, &Json::is_string, "a string");
    return v ? v->get<std::string>() : std::string();
}

int64_t JsonModelReader::positive(const Json& value, const Where& where, int64_t minimum, int64_t maximum) const
{
    if (!value.is_number_integer())
        fail(where, fmt::format("expected an integer, found {}", value.is_number() ? "a fraction" : value.type_name()));
    if (value.is_number_unsigned() && value.get<uint64_t>() > uint64_t(maximum))
        fail(where, fmt::format("{} is larger than {}", value.get<uint64_t>(), maximum));
    const int64_t v = value.get<int64_t>();
    if (v < minimum || v > maximum)
        fail(where, fmt::format("{} is outside [{}, {}]", v, minimum, maximum));
    return v;
}

void JsonModelReader::readDevice(const Json& device, const Where& where)
{
    checkKeys(device, where, { "name", "grid", "dram_banks", "l1_bytes_per_core", "l1_bank_bytes" });
    DeviceOverrides o;
    if (device.contains("name"))
        o.name = string(device, where, "name", Presence::Required);
    if (const Json* grid
        = field(device, where, "grid", Presence::Optional, &Json::is_array, "an array [rows, columns]")) {
        if (grid->size() != 2)
            fail(where.member("grid"), fmt::format("expected [rows, columns], found {} numbers", grid->size()));
        const Where gridWhere = where.member("grid");
        o.gridRows = positive((*grid)[0], gridWhere.element(0), 1, 1 << 16);
        o.gridCols = positive((*grid)[1], gridWhere.element(1), 1, 1 << 16);
    }
    const std::pair<std::string_view, std::optional<int64_t>*> numbers[] = { { "dram_banks", &o.dramBanks },
        { "l1_bytes_per_core", &o.l1BytesPerCore }, { "l1_bank_bytes", &o.l1BankBytes } };
    for (const auto& [key, target] : numbers) {
        if (device.contains(key))
            *target = positive(device[std::string(key)], where.member(key), 1, kMaxDim);
    }
    m_graph.setDevice(o);
}

TensorType JsonModelReader::readValue(const Json& decl, const Where& where, std::string& name, std::string* attributes)
{
    if (!decl.is_object())
        fail(where,
            fmt::format(
                "expected a value {{\"name\": ..., \"shape\": ..., \"dtype\": ...}}, found {}", decl.type_name()));
    if (attributes)
        checkKeys(decl, where, { "name", "shape", "dtype", "layout", "type", "attributes" });
    else
        checkKeys(decl, where, { "name", "shape", "dtype", "layout", "type" });
    name = string(decl, where, "name", Presence::Required);
    if (name.empty())
        fail(where.member("name"), "the name is empty");
    if (attributes)
        *attributes = string(decl, where, "attributes", Presence::Optional);
    TensorType type;
    if (decl.contains("type")) {
        for (std::string_view key : { "shape", "dtype", "layout" }) {
            if (decl.contains(key))
                fail(where.member(key), "a value with a \"type\" (not a tensor) has no shape, dtype or layout");
        }
        type.isTensor = false;
        type.typeText = string(decl, where, "type", Presence::Required);
        if (type.typeText.empty())
            fail(where.member("type"), "the type is empty");
        return type;
    }
    const Json* shape = field(decl, where, "shape", Presence::Required, &Json::is_array, "an array of dimensions");
    const Where shapeWhere = where.member("shape");
    for (size_t i = 0; i < shape->size(); ++i)
        type.shape.push_back(positive((*shape)[i], shapeWhere.element(i), 0, kMaxDim));
    const std::string dtype = string(decl, where, "dtype", Presence::Required);
    const auto element = parseElementType(dtype);
    if (!element)
        fail(where.member("dtype"),
            fmt::format("unknown element type \"{}\" (known: {})", excerpt(dtype), allElementTypeNames()));
    type.elementType = *element;
    const std::string layout = string(decl, where, "layout", Presence::Optional);
    if (!layout.empty()) {
        bool single = layout.size() > 1 && layout.front() == '#';
        for (size_t i = 1; single && i < layout.size(); ++i)
            single = TextScanner::isSuffixChar(layout[i]);
        const std::string alias = layout.substr(1);
        if (single && m_graph.aliases().count(alias))
            type.encoding = alias;
        else if (single && alias.find('.') == std::string::npos)
            fail(where.member("layout"),
                fmt::format("undefined alias {} (define it under \"aliases\")", excerpt(layout)));
        else
            type.encoding = layout;
    }
    return type;
}

std::string JsonModelReader::readAttributeField(
    const Json& op, const Where& where, std::string_view key, AttributeField which) const
{
    const auto it = op.find(key);
    if (it == op.end())
        return {};
    // The delimiters MLIR prints: `<{` ... `>` (the printer may space `} >`) and `{` ... `}`.
    const bool properties = which == AttributeField::Properties;
    const std::string_view open = properties ? "<{" : "{";
    const std::string_view close = properties ? "}>" : "}";
    if (it->is_string()) {
        const std::string text = it->get<std::string>();
        if (!text.empty()
            && (!text.starts_with(open) || !text.ends_with(close.back()) || text.size() < close.size() + 1))
            fail(where.member(key), fmt::format("expected the raw text {}...{} or an object", open, close));
        return text;
    }
    if (!it->is_object())
        fail(where.member(key), fmt::format("expected an object or the raw text {}...{}", open, close));
    if (it->empty())
        return {};
    try {
        const std::string text = attributeText(*it, 0);
        return properties ? "<" + text + ">" : text;
    } catch (const Error& e) {
        fail(where.member(key), e.what());
    }
}

int JsonModelReader::useOf(const Json& name, const Where& where) const
{
    if (!name.is_string())
        fail(where, fmt::format("expected a value name (a string), found {}", name.type_name()));
    const auto it = m_values.find(name.get<std::string>());
    if (it == m_values.end())
        fail(where,
            fmt::format("unknown value \"{}\" (values must be defined before they are used)",
                excerpt(name.get<std::string>())));
    return it->second;
}

void JsonModelReader::define(const std::string& name, int id, const Where& where)
{
    if (!m_values.emplace(name, id).second)
        fail(where.member("name"), fmt::format("the value \"{}\" is defined twice", excerpt(name)));
}

TextPosition JsonModelReader::position(size_t offset)
{
    if (!m_lines)
        m_lines.emplace(m_text);
    return m_lines->position(offset);
}

// Whether "ops" follows every member its ops depend on, as models are written: then each op is read as soon as
// the parser completes it and dropped, and the tree never holds more than one op.
bool JsonModelReader::opsComeLast() const
{
    const size_t ops = m_locator.member(m_locator.start(), "ops");
    if (ops == std::string_view::npos)
        return false;
    for (std::string_view key : { "device", "aliases", "inputs" }) {
        const size_t at = m_locator.member(m_locator.start(), key);
        if (at != std::string_view::npos && at > ops)
            return false;
    }
    return true;
}

Json JsonModelReader::parse(const Where& top)
{
    if (!opsComeLast())
        return parseJsonText(m_text, "JSON");
    const Where opsWhere = top.member("ops");
    Json head = Json::object();
    std::string key; // the member of the model being parsed
    bool inOps = false;
    size_t index = 0;
    auto callback = [&](int depth, Json::parse_event_t event, Json& parsed) {
        using Event = Json::parse_event_t;
        if (depth == 1 && event == Event::key) {
            key = parsed.get<std::string>();
            return true;
        }
        if (depth == 1 && key == "ops" && event == Event::array_start) {
            readHead(head, top);
            inOps = true;
            return true;
        }
        if (depth == 1 && key == "ops" && event == Event::array_end) {
            inOps = false;
            return true;
        }
        const bool complete = event == Event::object_end || event == Event::array_end || event == Event::value;
        if (depth == 1 && complete && (key == "device" || key == "aliases" || key == "inputs"))
            head[key] = parsed;
        if (depth != 2 || !inOps || !complete)
            return true;
        readOp(parsed, opsWhere.element(index), index);
        ++index;
        return false;
    };
    return parseJsonText(m_text, "JSON", callback);
}

void JsonModelReader::readAliases(const Json& aliases, const Where& where)
{
    AliasTable table;
    for (auto it = aliases.begin(); it != aliases.end(); ++it) {
        const Where w = where.member(it.key());
        if (it.key().empty())
            fail(w, "an alias needs a name");
        if (it.key().front() == '#')
            fail(w, "alias names are written without '#'");
        if (!it->is_string() || it->get<std::string>().empty())
            fail(w, "expected the attribute text of the alias (a non-empty string)");
        table.emplace(it.key(), it->get<std::string>());
        const TextPosition at = position(findValue(m_locator, w));
        m_graph.setAliasPosition(it.key(), at.line, at.column);
    }
    // A cycle of aliases names nothing; each alias on it is reported at its first member.
    for (auto it = aliases.begin(); it != aliases.end(); ++it) {
        const std::vector<std::string> cycle = aliasCycle(table, it.key());
        if (!cycle.empty())
            fail(where.member(it.key()),
                fmt::format("the alias refers to itself through #{}", fmt::join(cycle, " -> #")));
    }
    m_graph.setAliases(std::move(table));
}

void JsonModelReader::readInputs(const Json& inputs, const Where& where)
{
    for (size_t i = 0; i < inputs.size(); ++i) {
        const Where w = where.element(i);
        std::string name;
        std::string attributes;
        TensorType type = readValue(inputs[i], w, name, &attributes);
        const int id = m_graph.addArgument(name, std::move(type), std::move(attributes));
        define(name, id, w);
        m_origin.emplace_back(-1, i);
    }
}

void JsonModelReader::readOps(const Json& ops, const Where& where)
{
    for (size_t i = 0; i < ops.size(); ++i)
        readOp(ops[i], where.element(i), i);
}

void JsonModelReader::readOp(const Json& j, const Where& w, size_t index)
{
    if (index == 0)
        m_opOffsets = m_locator.elements(m_locator.member(m_locator.start(), "ops"));
    const TextPosition at = index < m_opOffsets.size() ? position(m_opOffsets[index]) : TextPosition {};
    if (!j.is_object())
        fail(w,
            fmt::format(
                "expected an op {{\"kind\": ..., \"inputs\": ..., \"outputs\": ...}}, found {}", j.type_name()));
    checkKeys(j, w, { "name", "kind", "inputs", "outputs", "properties", "attributes", "op_model" });
    Op op;
    op.kind = string(j, w, "kind", Presence::Required);
    if (op.kind.name().empty())
        fail(w.member("kind"), "the kind is empty");
    if (op.kind.isReturn())
        fail(w.member("kind"), "the returned values are the model's \"outputs\", not an op");
    op.opaque = !op.kind.isKnown();
    op.location = string(j, w, "name", Presence::Optional);
    op.namedLocation = !op.location.empty();
    op.properties = readAttributeField(j, w, "properties", AttributeField::Properties);
    op.attributes = readAttributeField(j, w, "attributes", AttributeField::Attributes);
    const std::string opModel = string(j, w, "op_model", Presence::Optional);
    if (!opModel.empty() && opModel != "not_implemented")
        fail(w.member("op_model"),
            fmt::format("\"op_model\" is \"not_implemented\" or absent, not \"{}\"", excerpt(opModel)));
    op.opModelMissing = !opModel.empty();
    op.line = at.line;
    op.column = at.column;
    if (const Json* in = field(j, w, "inputs", Presence::Optional, &Json::is_array, "an array of value names")) {
        const Where inWhere = w.member("inputs");
        for (size_t k = 0; k < in->size(); ++k)
            op.operands.push_back(useOf((*in)[k], inWhere.element(k)));
    }
    std::vector<std::pair<std::string, TensorType>> results;
    if (const Json* out = field(j, w, "outputs", Presence::Optional, &Json::is_array, "an array of values")) {
        const Where outWhere = w.member("outputs");
        for (size_t k = 0; k < out->size(); ++k) {
            const Where valueWhere = outWhere.element(k);
            std::string name;
            TensorType type = readValue((*out)[k], valueWhere, name, nullptr);
            define(name, int(m_graph.values().size() + results.size()), valueWhere);
            results.emplace_back(std::move(name), std::move(type));
            m_origin.emplace_back(int(index), k);
        }
    }
    m_graph.addOp(std::move(op), std::move(results));
}

// Every layout is read once the aliases are known; an invalid one is reported at the value that carries it.
void JsonModelReader::checkLayouts(const Where& inputsWhere, const Where& opsWhere)
{
    checkValueLayouts(m_graph, [&](int id, const Error& e) {
        const auto [op, k] = m_origin[size_t(id)];
        const Where entry = op < 0 ? inputsWhere.element(k) : opsWhere.element(size_t(op));
        const Where outputs = entry.member("outputs");
        const Where output = outputs.element(k);
        fail((op < 0 ? entry : output).member("layout"), e.what());
    });
}

void JsonModelReader::readHead(const Json& object, const Where& top)
{
    m_headRead = true;
    if (const Json* device = field(object, top, "device", Presence::Optional, &Json::is_object, "an object"))
        readDevice(*device, top.member("device"));
    if (const Json* aliases = field(object, top, "aliases", Presence::Optional, &Json::is_object, "an object"))
        readAliases(*aliases, top.member("aliases"));
    if (const Json* inputs = field(object, top, "inputs", Presence::Optional, &Json::is_array, "an array"))
        readInputs(*inputs, top.member("inputs"));
}

ModelGraph JsonModelReader::read()
{
    const Where top;
    const Json root = parse(top);
    if (!root.is_object())
        fail(top,
            fmt::format("expected a model object {{\"name\": ..., \"inputs\": ..., \"ops\": ...}}, found {}",
                root.type_name()));
    checkKeys(root, top, { "format", "version", "name", "device", "aliases", "inputs", "ops", "outputs" });
    if (root.contains("format") && string(root, top, "format", Presence::Required) != "tle-model")
        fail(top.member("format"), "expected \"tle-model\"");
    if (root.contains("version"))
        positive(root["version"], top.member("version"), 1, 1);
    m_graph.setName(string(root, top, "name", Presence::Optional));
    if (!m_headRead)
        readHead(root, top);
    const Where inputsWhere = top.member("inputs");
    const Where opsWhere = top.member("ops");
    // Streamed ops were read during the parse and left an empty array behind.
    if (const Json* ops = field(root, top, "ops", Presence::Optional, &Json::is_array, "an array"))
        readOps(*ops, opsWhere);
    Op ret;
    ret.kind = "func.return";
    if (const Json* outputs
        = field(root, top, "outputs", Presence::Optional, &Json::is_array, "an array of value names")) {
        const Where outputsWhere = top.member("outputs");
        for (size_t k = 0; k < outputs->size(); ++k)
            ret.operands.push_back(useOf((*outputs)[k], outputsWhere.element(k)));
    }
    m_graph.addOp(std::move(ret), {});
    checkLayouts(inputsWhere, opsWhere);
    return std::move(m_graph);
}

} // namespace

ModelGraph readJsonModel(std::string_view text)
{
    try {
        return JsonModelReader(text).read();
    } catch (const Error& e) {
        throw e.from(ErrorSource::ModelFile);
    }
}

} // namespace tle
