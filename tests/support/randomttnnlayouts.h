// SPDX-License-Identifier: MIT
#pragma once
// TTNN layouts from CLI-style flags, and random 2-D ones for the tests that compare a fast path with the full
// answer: ranks 1 to 6; tile and row-major pages; interleaved in DRAM and L1, height, width and block sharded in
// both shard modes and orientations; and that comparison for the point mapper.
#include "io/layouttext/layoutflags.h"
#include "io/layouttext/layoutrequest.h"
#include "layout/ttnn/ttnnlayout.h"
#include "layout/ttnn/ttnnmapping.h"
#include "layout/ttnn/ttnnpointmapper.h"
#include "layout/ttnn/ttnntensor.h"
#include "util/checked.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <random>

namespace tle::testing {

inline LayoutRequest requestOf(const QString& flags)
{
    LayoutRequest request;
    request.ttnn = true;
    const QStringList parts = flags.split(' ', Qt::SkipEmptyParts);
    for (int i = 0; i + 1 < parts.size(); i += 2) {
        const std::string flag = parts[i].toStdString();
        if (const LayoutFlag* known = findLayoutFlag(flag))
            request.*(known->member) = parts[i + 1].toStdString();
    }
    return request;
}

// The layout the builder flags describe; an error is printed with the flags before it is thrown on.
inline TtnnLayout ttnnOf(const QString& flags)
{
    try {
        return std::get<TtnnTensor>(buildLayout(requestOf(flags))).layout;
    } catch (const Error& e) {
        qWarning("%s: %s", qPrintable(flags), e.what());
        throw;
    }
}

// A random layout (its flags in `flags`), or nullopt for a combination TTNN rejects.
inline std::optional<TtnnLayout> randomTtnnLayout(std::mt19937_64& rng, QString& flags)
{
    auto pick = [&](int64_t low, int64_t high) { return std::uniform_int_distribution<int64_t>(low, high)(rng); };
    const int rank = int(pick(1, 6));
    QStringList dims;
    for (int d = 0; d < rank; ++d)
        dims << QString::number(d + 2 >= rank ? pick(1, 70) : pick(1, rank >= 5 ? 3 : 4));
    flags = "--shape " + dims.join('x');
    const bool tile = pick(0, 1);
    if (!tile)
        flags += " --page-layout row_major";
    const char* memory[] = { "interleaved", "height_sharded", "width_sharded", "block_sharded" };
    const int kind = int(pick(0, 3));
    if (kind == 0) {
        flags += pick(0, 1) ? " --buffer l1" : " --buffer dram";
    } else {
        flags += QStringLiteral(" --buffer l1 --memory-layout %1 --shard-shape %2x%3 --grid %4x%5")
                     .arg(memory[kind])
                     .arg(tile ? 32 * pick(1, 3) : pick(1, 48))
                     .arg(tile ? 32 * pick(1, 3) : pick(1, 48))
                     .arg(pick(1, 4))
                     .arg(pick(1, 4));
        if (pick(0, 1))
            flags += " --orientation col_major";
        if (pick(0, 2) == 0)
            flags += " --shard-mode logical";
    }
    try {
        return std::get<TtnnTensor>(buildLayout(requestOf(flags))).layout;
    } catch (const Error&) {
        return std::nullopt;
    }
}

// Empty when TtnnPointMapper, with full tables and with tables of blocks, gives mapTtnnElement's unit (a bank, or a
// core row-major over the device grid) and element offset for every element of a 2-D layout, else the first
// disagreement.
inline QString pointMapperDisagreement(const TtnnLayout& layout)
{
    const TtnnPointMapper full(layout, FoldedPointMap::Tables::Full);
    const TtnnPointMapper blocks(layout, FoldedPointMap::Tables::Blocks);
    const int64_t columns = layout.spec().device.gridCols;
    const int64_t volume = checkedProduct(layout.logicalShape());
    Shape index(layout.logicalShape().size());
    for (int64_t linear = 0; linear < volume; ++linear) {
        unravelRowMajor(linear, layout.logicalShape(), index);
        const TtnnPlace place = mapTtnnElement(layout, index);
        const int64_t unit = place.bank ? *place.bank : place.core->y * columns + place.core->x;
        for (const TtnnPointMapper* mapper : { &full, &blocks }) {
            const TtnnPointMapper::Slot slot = mapper->map(index.data());
            if (slot.unit != unit || slot.elementOffset != place.elementOffset)
                return QStringLiteral("element %1 gave (%2, %3) with %4 tables, not (%5, %6)")
                    .arg(linear)
                    .arg(slot.unit)
                    .arg(slot.elementOffset)
                    .arg(mapper == &full ? QStringLiteral("full") : QStringLiteral("block"))
                    .arg(unit)
                    .arg(place.elementOffset);
        }
    }
    return {};
}

} // namespace tle::testing
