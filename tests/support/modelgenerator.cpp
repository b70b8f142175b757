// SPDX-License-Identifier: MIT
#include "modelgenerator.h"

#include "layout/shape.h"
#include "util/error.h"

#include <fmt/format.h>

#include <map>
#include <string_view>
#include <vector>

namespace tle {

namespace {

constexpr const char* kL1Layout = "ttnn_layout_l1_block";
constexpr const char* kMatmulProps = " <{transpose_a = false, transpose_b = false}>";

// Builds the text in three parts (aliases, function, location aliases) so that aliases can be added
// while the body is written.
class Generator
{
public:
    explicit Generator(const TransformerOptions& options)
        : m_o(options)
    { }

    std::string run(int layers);

private:
    void checkOptions(int layers) const;
    // The function's arguments: the activation, then each layer's weights.
    std::string signature(int layers);
    std::string weight(int layer, int k) const;
    // The device, the scale constant and (with a constant table) the embedding; returns the activation.
    std::string embed();
    // One layer's attention block and feed-forward block; each returns its residual sum.
    std::string attention(int layer, const std::string& x);
    std::string feedForward(int layer, const std::string& r);
    std::string next() { return fmt::format("%{}", m_next++); }

    // The alias of a DRAM-interleaved tiled bf16 layout for `shape`, defined on first use.
    std::string dram(const Shape& shape);
    std::string type(const Shape& shape)
    {
        return fmt::format("tensor<{}xbf16, #{}>", formatShape(shape), dram(shape));
    }
    std::string loc(const std::string& name);
    // `%name = "ttnn.kind"(operands) props : (operand types) -> result type loc`
    void op(const std::string& result, const std::string& kind, const std::vector<std::string>& operands,
        const std::string& props, const std::string& resultType, const std::string& location);
    void dealloc(const std::string& value);

    const TransformerOptions& m_o;
    std::string m_aliases;
    std::string m_body;
    std::string m_locs;
    std::map<Shape, std::string> m_layouts;
    std::map<std::string, std::string> m_types; // value name -> type
    std::vector<std::pair<std::string, Shape>> m_weights; // each layer's weights: name suffix and shape
    std::string m_scale; // the attention scale constant
    int m_next = 0; // next %N
    int m_nextLoc = 1;
};

std::string Generator::dram(const Shape& shape)
{
    const auto it = m_layouts.find(shape);
    if (it != m_layouts.end())
        return it->second;
    std::string dims;
    std::string rows;
    int64_t height = 1;
    for (size_t i = 0; i < shape.size(); ++i) {
        dims += fmt::format("{}d{}", i ? ", " : "", i);
        if (i + 1 == shape.size())
            break;
        int64_t stride = 1;
        for (size_t j = i + 1; j + 1 < shape.size(); ++j)
            stride *= shape[j];
        rows += fmt::format("{}d{}{}", i ? " + " : "", i, stride == 1 ? "" : fmt::format(" * {}", stride));
        height *= shape[i];
    }
    if (rows.empty())
        rows.push_back('0');
    const std::string name = fmt::format("ttnn_layout{}", m_layouts.size());
    m_aliases += fmt::format("#{} = #ttnn.ttnn_layout<({}) -> ({}, d{}), <1x1>, memref<{}x{}x!ttcore.tile<32x32, "
                             "bf16>, #dram>, <interleaved>>\n",
        name, dims, rows, shape.size() - 1, (height + 31) / 32, (shape.back() + 31) / 32);
    m_layouts.emplace(shape, name);
    return name;
}

std::string Generator::loc(const std::string& name)
{
    if (!m_o.locations)
        return {};
    m_locs += fmt::format("#loc{} = loc(\"{}\"(#loc))\n", m_nextLoc, name);
    return fmt::format(" loc(#loc{})", m_nextLoc++);
}

void Generator::op(const std::string& result, const std::string& kind, const std::vector<std::string>& operands,
    const std::string& props, const std::string& resultType, const std::string& location)
{
    std::string names;
    std::string types;
    for (const std::string& v : operands) {
        names += (names.empty() ? "" : ", ") + v;
        types += (types.empty() ? "" : ", ") + m_types.at(v);
    }
    m_body += fmt::format(
        "    {} = \"{}\"({}){} : ({}) -> {}{}\n", result, kind, names, props, types, resultType, loc(location));
    if (resultType.front() != '(')
        m_types[result] = resultType;
}

void Generator::dealloc(const std::string& value)
{
    if (m_o.deallocate)
        m_body
            += fmt::format("    \"ttnn.deallocate\"({}) <{{force = false}}> : ({}) -> ()\n", value, m_types.at(value));
}

void Generator::checkOptions(int layers) const
{
    const int64_t S = m_o.seq;
    const int64_t H = m_o.hidden;
    const int64_t N = m_o.heads;
    const int64_t F = m_o.ffn;
    if (layers < 1 || S <= 0 || H <= 0 || N <= 0 || F <= 0 || S % 32 || H % 32 || F % 32 || H % N || (H / N) % 32)
        throw Error(fmt::format("transformer generator: need layers >= 1 and seq, hidden, hidden / heads and ffn "
                                "positive multiples of 32 (got {} layers, {}, {}, {} heads, {})",
            layers, S, H, N, F));
}

std::string Generator::signature(int layers)
{
    const Shape act { 1, m_o.seq, m_o.hidden };
    std::string text = fmt::format("%arg0: {}", type(act));
    m_types["%arg0"] = type(act);
    for (int l = 0; l < layers; ++l) {
        for (size_t w = 0; w < m_weights.size(); ++w) {
            const std::string name = weight(l, int(w));
            m_types[name] = type(m_weights[w].second);
            text += fmt::format(", {}: {}", name, m_types[name]);
        }
    }
    return text;
}

std::string Generator::weight(int layer, int k) const
{
    return fmt::format("%arg{}", 1 + layer * int(m_weights.size()) + k);
}

std::string Generator::embed()
{
    const Shape act { 1, m_o.seq, m_o.hidden };
    const std::string device = next();
    m_body += fmt::format("    {} = \"ttnn.get_device\"() <{{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = "
                          "#ttnn<mesh_shape 1x1>}}> : () -> !ttnn.device\n",
        device);
    m_types[device] = "!ttnn.device";
    std::string table;
    if (m_o.constant) {
        table = next();
        std::string hex;
        hex.reserve(size_t(m_o.seq * m_o.hidden * 4));
        for (int64_t i = 0; i < m_o.seq * m_o.hidden; ++i)
            hex += fmt::format("{:04X}", uint16_t(0x3C00 + (i * 7919) % 1024));
        op(table, "ttnn.constant", { device },
            fmt::format(" <{{value = dense<\"0x{}\"> : tensor<{}xbf16>}}>", hex, formatShape(act)), type(act),
            "pos_table");
    }
    m_scale = next();
    op(m_scale, "ttnn.full", { device }, " <{fill_value = 1.250000e-01 : f32, shape = #ttnn.shape<1x1x1x1>}>",
        type({ 1, 1, 1, 1 }), "scale");
    if (!m_o.constant)
        return "%arg0";
    const std::string x = next();
    op(x, "ttnn.add", { "%arg0", table }, "", type(act), "embed");
    dealloc(table);
    dealloc("%arg0");
    return x;
}

std::string Generator::attention(int l, const std::string& x)
{
    const int64_t S = m_o.seq;
    const int64_t H = m_o.hidden;
    const int64_t N = m_o.heads;
    const int64_t D = H / N;
    const Shape act { 1, S, H };
    auto name = [&](const char* what) { return fmt::format("layers.{}.{}", l, what); };
    const std::string a = next();
    op(a, "ttnn.rms_norm", { x, weight(l, 0) }, " <{epsilon = 9.99999974E-6 : f32}>", type(act), name("attn_norm"));
    const std::string b = next();
    op(b, "ttnn.to_memory_config", { a }, "", fmt::format("tensor<{}xbf16, #{}>", formatShape(act), kL1Layout),
        name("to_l1"));
    dealloc(a);
    const std::string qkv = next();
    op(qkv, "ttnn.matmul", { b, weight(l, 1) }, kMatmulProps, type({ 1, S, 3 * H }), name("qkv"));
    dealloc(b);
    const std::string heads = next();
    const std::string q = heads + "#0", k = heads + "#1", v = heads + "#2";
    m_types[q] = m_types[v] = type({ 1, N, S, D });
    m_types[k] = type({ 1, N, D, S });
    op(heads + ":3", "ttnn.split_query_key_value_and_split_heads", { qkv },
        fmt::format(" <{{num_heads = {} : ui32, transpose_key = true}}>", N),
        fmt::format("({}, {}, {})", m_types[q], m_types[k], m_types[v]), name("split_heads"));
    dealloc(qkv);
    const std::string s = next();
    op(s, "ttnn.matmul", { q, k }, kMatmulProps, type({ 1, N, S, S }), name("scores"));
    dealloc(q);
    dealloc(k);
    const std::string sc = next();
    op(sc, "ttnn.multiply", { s, m_scale }, "", type({ 1, N, S, S }), name("scale"));
    dealloc(s);
    const std::string p = next();
    op(p, "ttnn.softmax", { sc }, " <{dimension = 3 : si32}>", type({ 1, N, S, S }), name("softmax"));
    dealloc(sc);
    const std::string c = next();
    op(c, "ttnn.matmul", { p, v }, kMatmulProps, type({ 1, N, S, D }), name("context"));
    dealloc(p);
    dealloc(v);
    const std::string ch = next();
    op(ch, "ttnn.concatenate_heads", { c }, "", type(act), name("concat_heads"));
    dealloc(c);
    const std::string o = next();
    op(o, "ttnn.linear", { ch, weight(l, 2), weight(l, 3) }, kMatmulProps, type(act), name("out"));
    dealloc(ch);
    const std::string r = next();
    op(r, "ttnn.add", { x, o }, "", type(act), name("residual1"));
    dealloc(o);
    dealloc(x);
    return r;
}

std::string Generator::feedForward(int l, const std::string& r)
{
    const Shape act { 1, m_o.seq, m_o.hidden };
    const Shape wide { 1, m_o.seq, m_o.ffn };
    auto name = [&](const char* what) { return fmt::format("layers.{}.{}", l, what); };
    const std::string n = next();
    op(n, "ttnn.layer_norm", { r, weight(l, 4), weight(l, 5) }, " <{epsilon = 9.99999974E-6 : f32}>", type(act),
        name("ffn_norm"));
    const std::string f1 = next();
    op(f1, "ttnn.matmul", { n, weight(l, 6) }, kMatmulProps, type(wide), name("up"));
    dealloc(n);
    const std::string f2 = next();
    op(f2, "ttnn.gelu", { f1 }, "", type(wide), name("gelu"));
    dealloc(f1);
    const std::string f3 = next();
    op(f3, "ttnn.matmul", { f2, weight(l, 7) }, kMatmulProps, type(act), name("down"));
    dealloc(f2);
    const std::string y = next();
    op(y, "ttnn.add", { r, f3 }, "", type(act), name("residual2"));
    dealloc(r);
    dealloc(f3);
    return y;
}

std::string Generator::run(int layers)
{
    checkOptions(layers);
    const int64_t S = m_o.seq;
    const int64_t H = m_o.hidden;
    const Shape vec { H };
    m_weights = { { "attn_norm", vec }, { "qkv", { H, 3 * H } }, { "out", { H, H } }, { "out_bias", vec },
        { "ffn_norm", vec }, { "ffn_norm_bias", vec }, { "up", { H, m_o.ffn } }, { "down", { m_o.ffn, H } } };
    const std::string arguments = signature(layers);
    std::string x = embed();
    m_aliases += fmt::format("#{} = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * {} + d1, d2), <4x8>, memref<{}x{}x!ttcore."
                             "tile<32x32, bf16>, #l1>, <block_sharded>, core_ranges = #ttnn.core_range_set<[#ttnn."
                             "core_range<(0,0), (7,3)>]>>\n",
        kL1Layout, S, (S / 4 + 31) / 32, (H / 8 + 31) / 32);
    for (int l = 0; l < layers; ++l)
        x = feedForward(l, attention(l, x));
    std::string out = "#dram = #ttnn.buffer_type<dram>\n#l1 = #ttnn.buffer_type<l1>\n" + m_aliases;
    out += fmt::format("module {{\n  func.func @main({}) -> {} {{\n", arguments, m_types.at(x));
    out += m_body;
    out += fmt::format("    return {} : {}\n  }}\n}}\n", x, m_types.at(x));
    if (m_o.locations)
        out += "#loc = loc(unknown)\n" + m_locs;
    return out;
}

constexpr std::string_view kChainLayout
    = "#ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, "
      "memref<4x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>";

void checkChainLength(int ops)
{
    if (ops < 1)
        throw Error(fmt::format("a chain needs at least one op, not {}", ops));
}

} // namespace

std::string generateChainMlir(int ops)
{
    checkChainLength(ops);
    constexpr std::string_view type = "tensor<128x128xbf16, #l>";
    std::string text = fmt::format("#l = {}\nfunc.func @main(%arg0: {}) -> {} {{\n", kChainLayout, type, type);
    text.reserve(size_t(ops) * 110);
    std::string previous = "%arg0";
    for (int i = 0; i < ops; ++i) {
        if (i % 2 == 0)
            text += fmt::format("  %{} = \"ttnn.relu\"({}) : ({}) -> {}\n", i, previous, type, type);
        else
            text += fmt::format("  %{} = \"ttnn.add\"({}, %arg0) : ({}, {}) -> {}\n", i, previous, type, type, type);
        previous = fmt::format("%{}", i);
    }
    return text + fmt::format("  return {} : {}\n}}\n", previous, type);
}

std::string generateChainJson(int ops)
{
    checkChainLength(ops);
    constexpr std::string_view value = "\"shape\": [128, 128], \"dtype\": \"bf16\", \"layout\": \"#l\"";
    std::string text = fmt::format("{{\"name\": \"main\", \"aliases\": {{\"l\": \"{}\"}},\n"
                                   "\"inputs\": [{{\"name\": \"arg0\", {}}}],\n\"ops\": [\n",
        kChainLayout, value);
    text.reserve(size_t(ops) * 150);
    std::string previous = "arg0";
    for (int i = 0; i < ops; ++i) {
        text
            += fmt::format("{}{{\"kind\": \"{}\", \"inputs\": [\"{}\"{}], \"outputs\": [{{\"name\": \"v{}\", {}}}]}}\n",
                i == 0 ? "" : ",", i % 2 == 0 ? "ttnn.relu" : "ttnn.add", previous, i % 2 == 0 ? "" : ", \"arg0\"", i,
                value);
        previous = fmt::format("v{}", i);
    }
    return text + fmt::format("],\n\"outputs\": [\"{}\"]}}\n", previous);
}

std::string generateTransformerMlir(int layers, const TransformerOptions& options)
{
    return Generator(options).run(layers);
}

} // namespace tle
