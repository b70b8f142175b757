// SPDX-License-Identifier: MIT
#include "report/l1fit.h"

#include "optimizer/shared/opmodel.h"
#include "util/translatenoop.h"

#include <fmt/format.h>

namespace tle {

std::optional<L1Fit> l1Fit(const AnyLayout& layout, const OptimizerDevice& device)
{
    std::optional<int64_t> bytes;
    if (const auto* metal = std::get_if<MetalLayout>(&layout)) {
        if (metal->spec().memorySpace == MemorySpace::DeviceL1)
            bytes = metal->bytesPerShard();
    } else if (const auto* ttnn = std::get_if<TtnnTensor>(&layout)) {
        if (ttnn->layout.spec().bufferType == BufferType::L1)
            bytes = l1BytesPerCore(ttnn->layout);
    }
    if (!bytes)
        return std::nullopt;
    return L1Fit { .bytesPerCore = *bytes,
        .usableBytes = device.l1UsableBytesPerCore,
        .capacityBytes = device.device.l1BytesPerCore,
        .device = device.device.name };
}

Message l1FitMessage(const L1Fit& fit)
{
    if (fit.fits())
        return { "tle::L1Fit",
            TLE_TRANSLATE_NOOP("tle::L1Fit", "%1 of %2 usable bytes (%3): fits, %4 % of the usable L1"),
            { fit.bytesPerCore, fit.usableBytes, fit.device,
                fmt::format("{:.1f}",
                    fit.usableBytes > 0 ? 100.0 * double(fit.bytesPerCore) / double(fit.usableBytes) : 0.0) } };
    return { "tle::L1Fit",
        TLE_TRANSLATE_NOOP("tle::L1Fit", "%1 of %2 usable bytes (%3): does not fit, %4 times the usable L1"),
        { fit.bytesPerCore, fit.usableBytes, fit.device,
            fmt::format("{:.1f}", double(fit.bytesPerCore) / double(std::max<int64_t>(1, fit.usableBytes))) } };
}

std::string l1FitText(const L1Fit& fit)
{
    return l1FitMessage(fit).english();
}

} // namespace tle
