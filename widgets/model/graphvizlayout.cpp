// SPDX-License-Identifier: MIT
#include "graphvizlayout.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <clocale>
#include <locale.h>
#include <mutex>
#include <string>

namespace tle {

namespace {

constexpr double kPointsPerInch = 72.0;
// Above this many nodes dot spends less effort on crossings, so big overviews stay quick.
constexpr size_t kLargeGraph = 400;

std::mutex& graphvizMutex()
{
    static std::mutex mutex;
    return mutex;
}

// One Graphviz context for the process, made on first use under the mutex: making one reads the plugin
// configuration, which costs time and (in Graphviz 2.42) leaks a block each time.
GVC_t* graphvizContext()
{
    static GVC_t* context = gvContext();
    return context;
}

// The C numeric locale for this thread while it lives.
class CNumericLocale
{
public:
    CNumericLocale()
        : m_locale(newlocale(LC_NUMERIC_MASK, "C", locale_t(nullptr)))
        , m_previous(m_locale ? uselocale(m_locale) : locale_t(nullptr))
    { }
    ~CNumericLocale()
    {
        if (m_locale) {
            uselocale(m_previous);
            freelocale(m_locale);
        }
    }
    CNumericLocale(const CNumericLocale&) = delete;
    CNumericLocale& operator=(const CNumericLocale&) = delete;

private:
    locale_t m_locale;
    locale_t m_previous;
};

void set(void* object, const char* name, const std::string& value)
{
    agsafeset(object, const_cast<char*>(name), const_cast<char*>(value.c_str()), const_cast<char*>(""));
}

std::string inches(double points)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4f", points / kPointsPerInch);
    return buffer;
}

} // namespace

GraphGeometry layoutWithDot(
    const std::vector<QSizeF>& nodeSizes, const std::vector<std::pair<int, int>>& edges, bool leftToRight)
{
    GraphGeometry geometry;
    if (nodeSizes.empty())
        return geometry;
    const std::lock_guard lock(graphvizMutex());
    const CNumericLocale cLocale;
    GVC_t* gvc = graphvizContext();
    Agraph_t* g = agopen(const_cast<char*>("g"), Agdirected, nullptr);
    set(g, "rankdir", leftToRight ? "LR" : "TB");
    set(g, "nodesep", "0.3");
    set(g, "ranksep", "0.45");
    if (nodeSizes.size() > kLargeGraph)
        set(g, "mclimit", "0.2");
    std::vector<Agnode_t*> nodes;
    nodes.reserve(nodeSizes.size());
    for (size_t i = 0; i < nodeSizes.size(); ++i) {
        const std::string name = "n" + std::to_string(i);
        Agnode_t* n = agnode(g, const_cast<char*>(name.c_str()), 1);
        set(n, "shape", "box");
        set(n, "fixedsize", "true");
        set(n, "label", "");
        set(n, "width", inches(nodeSizes[i].width()));
        set(n, "height", inches(nodeSizes[i].height()));
        nodes.push_back(n);
    }
    std::vector<Agedge_t*> agEdges;
    agEdges.reserve(edges.size());
    for (size_t i = 0; i < edges.size(); ++i) {
        const std::string name = "e" + std::to_string(i);
        agEdges.push_back(agedge(g, nodes.at(size_t(edges[i].first)), nodes.at(size_t(edges[i].second)),
            const_cast<char*>(name.c_str()), 1));
    }
    if (gvLayout(gvc, g, "dot") != 0) {
        geometry.error = QStringLiteral("Graphviz could not lay out the graph");
        agclose(g);
        return geometry;
    }
    const boxf bb = GD_bb(g);
    const double top = bb.UR.y;
    auto flip = [top](pointf p) { return QPointF(p.x, top - p.y); };
    geometry.bounds = QRectF(QPointF(bb.LL.x, 0), QPointF(bb.UR.x, bb.UR.y - bb.LL.y));
    for (Agnode_t* n : nodes) {
        const QPointF centre = flip(ND_coord(n));
        const double w = ND_width(n) * kPointsPerInch;
        const double h = ND_height(n) * kPointsPerInch;
        geometry.nodes.push_back(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h));
    }
    for (Agedge_t* e : agEdges) {
        GraphGeometry::Edge edge;
        const splines* spl = e ? ED_spl(e) : nullptr;
        if (spl && spl->size > 0) {
            const bezier& bz = spl->list[0];
            for (size_t k = 0; k < size_t(bz.size); ++k)
                edge.curve.push_back(flip(bz.list[k]));
            if (bz.eflag) {
                edge.hasArrow = true;
                edge.arrowTip = flip(bz.ep);
            }
        }
        geometry.edges.push_back(std::move(edge));
    }
    gvFreeLayout(gvc, g);
    agclose(g);
    return geometry;
}

} // namespace tle
